import * as z from 'zod';
import { SERIAL_NUMBER_PATTERN } from './device';

/**
 * Commands the platform sends back to a device (docs/decisions/0047-telemetry.md, "Device commands"): JSON on
 * `aed/<serial>/command`, published with QoS 1, version 1. A device acts on a `cmdId` once (QoS 1 may deliver twice)
 * and ignores fields the version does not know.
 */
export const DEVICE_COMMAND_VERSION = 1;

/** Request a self-test; make the device locate itself (sound and light). */
export const DEVICE_COMMANDS = ['selfTest', 'locate'] as const;
export type DeviceCommandName = (typeof DEVICE_COMMANDS)[number];

/** MQTT quality of service of a command: at least once. */
export const DEVICE_COMMAND_QOS = 1;

/** At most `perDevice` commands to one device per window (any command, any caller). */
export const DEVICE_COMMAND_RATE = { perDevice: 3, windowSeconds: 60 } as const;

/** The topic a device subscribes to for its commands. */
export const deviceCommandTopic = (serialNumber: string): string => {
  if (!SERIAL_NUMBER_PATTERN.test(serialNumber)) throw new Error(`not a serial number: ${JSON.stringify(serialNumber)}`);
  return `aed/${serialNumber}/command`;
};

export const deviceCommandMessage = z.object({
  v: z.literal(DEVICE_COMMAND_VERSION),
  /** Unique per command (a UUID): a device acts on it once. */
  cmdId: z.uuid(),
  command: z.enum(DEVICE_COMMANDS),
  /** When the platform issued it (ISO 8601, UTC). */
  issuedAt: z.iso.datetime(),
  /** The user id of whoever issued it. */
  issuedBy: z.number().int().positive(),
});
export type DeviceCommandMessage = z.infer<typeof deviceCommandMessage>;

export const sendDeviceCommandBody = z.object({
  deviceId: z.number().int().positive(),
  command: z.enum(DEVICE_COMMANDS),
});
export type SendDeviceCommandBody = z.infer<typeof sendDeviceCommandBody>;

export const sentDeviceCommand = z.object({ cmdId: z.string() });
