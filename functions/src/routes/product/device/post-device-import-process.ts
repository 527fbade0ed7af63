import { DeviceImportProcess } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { processDeviceImport } from '../../../domain/device/device-import';

export const handler = defineHandler(DeviceImportProcess, ({ actor, body }) => processDeviceImport(actor, body.importId));
