import { DeviceInfo } from '@aed/shared/routes/device.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { getDeviceInfo } from '../../../domain/device/visible-device';

export const handler = defineHandler(DeviceInfo, async ({ actor, query, event }) => getDeviceInfo(actor, query.deviceId, await callerLanguage(event, actor)));
