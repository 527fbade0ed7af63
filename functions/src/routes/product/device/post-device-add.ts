import { DeviceAdd } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addDevice } from '../../../domain/device/device-service';

export const handler = defineHandler(DeviceAdd, ({ actor, body }) => addDevice(actor, body));
