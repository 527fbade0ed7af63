import { DeviceModelDelete } from '@aed/shared/routes/device-model.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeDeviceModels } from '../../../domain/device-model/device-model-service';

export const handler = defineHandler(DeviceModelDelete, ({ query }) => removeDeviceModels(query.ids));
