import { DevicePage } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { devicePage } from '../../../domain/device/device-lists';

export const handler = defineHandler(DevicePage, ({ actor, query }) => devicePage(actor, query));
