import { DeviceHistory } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deviceHistory } from '../../../domain/device/device-history';

export const handler = defineHandler(DeviceHistory, ({ actor, query }) => deviceHistory(actor, query.deviceId));
