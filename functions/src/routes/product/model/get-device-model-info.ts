import { DeviceModelInfo } from '@aed/shared/routes/device-model.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deviceModelInfo } from '../../../domain/device-model/device-model-queries';

export const handler = defineHandler(DeviceModelInfo, ({ query }) => deviceModelInfo(query.modelId));
