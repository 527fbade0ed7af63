import { DeviceDelete } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeDevices } from '../../../domain/device/device-service';

export const handler = defineHandler(DeviceDelete, ({ actor, query }) => removeDevices(actor, query.ids));
