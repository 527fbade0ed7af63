import { DeviceChangeStatus } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { changeDeviceStatus } from '../../../domain/device/device-service';

export const handler = defineHandler(DeviceChangeStatus, ({ actor, body }) => changeDeviceStatus(actor, body));
