import { DeviceInfo } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getDeviceInfo } from '../../../domain/device/device-service';

export const handler = defineHandler(DeviceInfo, ({ actor, query }) => getDeviceInfo(actor, query.deviceId));
