import { DeviceModelOptions } from '@aed/shared/routes/device-model.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deviceModelOptions } from '../../../domain/device-model/device-model-queries';

export const handler = defineHandler(DeviceModelOptions, ({ query }) => deviceModelOptions(query));
