import { DeviceCommand } from '@aed/shared/routes/device-command.routes';
import { defineHandler } from '../../../lib/define-handler';
import { sendDeviceCommand } from '../../../domain/iot/device-command';

export const handler = defineHandler(DeviceCommand, ({ actor, body }) => sendDeviceCommand(actor, body));
