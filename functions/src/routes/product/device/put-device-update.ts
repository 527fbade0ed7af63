import { DeviceUpdate } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editDevice } from '../../../domain/device/device-service';

export const handler = defineHandler(DeviceUpdate, ({ actor, body }) => editDevice(actor, body));
