import { DeviceImport } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { startDeviceImport } from '../../../domain/device/device-import';

export const handler = defineHandler(DeviceImport, ({ actor, body }) => startDeviceImport(actor, body));
