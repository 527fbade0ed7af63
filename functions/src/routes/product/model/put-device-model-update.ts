import { DeviceModelUpdate } from '@aed/shared/routes/device-model.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editDeviceModel } from '../../../domain/device-model/device-model-service';

export const handler = defineHandler(DeviceModelUpdate, ({ actor, body }) => editDeviceModel(actor, body));
