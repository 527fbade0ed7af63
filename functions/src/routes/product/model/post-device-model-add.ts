import { DeviceModelAdd } from '@aed/shared/routes/device-model.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addDeviceModel } from '../../../domain/device-model/device-model-service';

export const handler = defineHandler(DeviceModelAdd, ({ actor, body }) => addDeviceModel(actor, body));
