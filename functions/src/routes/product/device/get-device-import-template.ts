import { DeviceImportTemplate } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { deviceImportTemplate } from '../../../domain/device/device-import';

export const handler = defineHandler(DeviceImportTemplate, async ({ actor, event }) => deviceImportTemplate(await callerLanguage(event, actor)));
