import { DeviceModelPage } from '@aed/shared/routes/device-model.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageDeviceModels } from '../../../domain/device-model/device-model-queries';

export const handler = defineHandler(DeviceModelPage, ({ query }) => pageDeviceModels(query));
