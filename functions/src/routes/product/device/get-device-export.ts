import { DeviceExport } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportDevices } from '../../../domain/device/device-export';

export const handler = defineHandler(DeviceExport, async ({ actor, query, event }) => exportDevices(actor, query, await callerLanguage(event, actor)));
