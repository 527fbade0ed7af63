import { randomUUID } from 'node:crypto';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { DEVICE_ENABLED } from '@aed/shared/schemas/device';
import {
  DEVICE_COMMAND_QOS,
  DEVICE_COMMAND_RATE,
  DEVICE_COMMAND_VERSION,
  deviceCommandTopic,
  type DeviceCommandMessage,
  type SendDeviceCommandBody,
} from '@aed/shared/schemas/device-command';
import { getDeviceInScope } from '../../data/access/devices/device-reads';
import { countEvent } from '../../data/access/rate-counters';
import { publishJson } from '../../iot/command-publisher';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { nowIso, nowSeconds } from '../../lib/time';
import type { Actor } from '../actor';

/** The rate counter of a device's commands (one window of DEVICE_COMMAND_RATE.windowSeconds). */
export const deviceCommandCounter = (deviceId: number) => ({ scope: `deviceCommand#${deviceId}`, key: 'sent' });

/**
 * Sends a command to a device (decision 0047, "Device commands"): the device must be in the caller's data scope (any
 * other answers `device.notFound`, exactly as a missing one) and enabled (`device.commandDisabled`). Every enabled
 * device may receive one: the topic is its serial number, which is how a device connects (telemetry is published
 * under the same serial), so no IoT code is needed. At most DEVICE_COMMAND_RATE.perDevice commands per device and
 * window, counted before publishing (`device.commandTooMany`, 429); a publish that fails is `device.commandFailed`
 * and still counts. Published with QoS 1, not retained. The operation log records who sent which command to which
 * device, when, and its cmdId (the route's `log`).
 */
export async function sendDeviceCommand(actor: Actor, body: SendDeviceCommandBody): Promise<{ cmdId: string }> {
  const device = await getDeviceInScope(actor.scope, body.deviceId);
  if (!device) throw AppError.of(DEVICE_ERRORS, 'device.notFound');
  if (device.status !== DEVICE_ENABLED) throw AppError.of(DEVICE_ERRORS, 'device.commandDisabled', { serial: device.serialNumber });
  const { count } = await countEvent(deviceCommandCounter(device.deviceId), { seconds: DEVICE_COMMAND_RATE.windowSeconds }, nowSeconds());
  if (count > DEVICE_COMMAND_RATE.perDevice) throw AppError.of(DEVICE_ERRORS, 'device.commandTooMany', { max: DEVICE_COMMAND_RATE.perDevice });
  const message: DeviceCommandMessage = { v: DEVICE_COMMAND_VERSION, cmdId: randomUUID(), command: body.command, issuedAt: nowIso(), issuedBy: actor.userId };
  const topic = deviceCommandTopic(device.serialNumber);
  try {
    await publishJson(topic, message, DEVICE_COMMAND_QOS);
  } catch (e) {
    logger.error('device command not published', { topic, cmdId: message.cmdId, error: String(e) });
    throw AppError.of(DEVICE_ERRORS, 'device.commandFailed');
  }
  logger.info('device command published', { topic, cmdId: message.cmdId, command: message.command, deviceId: device.deviceId, userId: actor.userId });
  return { cmdId: message.cmdId };
}
