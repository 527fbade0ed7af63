import { DeviceModelExport } from '@aed/shared/routes/device-model.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportDeviceModels } from '../../../domain/device-model/device-model-export';

export const handler = defineHandler(DeviceModelExport, async ({ actor, query, event }) => exportDeviceModels(query, await callerLanguage(event, actor)));
