/** Commands to a device over MQTT: request a self-test, locate (docs/decisions/0047-telemetry.md, "Device commands"). */
import { PERMISSIONS } from '../permissions/permissions';
import { sendDeviceCommandBody, sentDeviceCommand } from '../schemas/device-command';
import { defineRoute } from '../api/route';

export const DeviceCommand = defineRoute({
  id: 'DeviceCommand',
  method: 'POST',
  path: '/product/device/command',
  access: PERMISSIONS.device.command,
  summary: 'Send a command (selfTest, locate) to an enabled device in the caller scope, published on aed/<serial>/command (QoS 1); a few per device and minute',
  body: sendDeviceCommandBody,
  log: { module: 'device', type: 'other' },
  response: sentDeviceCommand,
});
export const DEVICE_COMMAND_ROUTES = [DeviceCommand] as const;
