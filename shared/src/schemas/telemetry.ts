import * as z from 'zod';
import { SERIAL_NUMBER_PATTERN } from './device';

/**
 * The telemetry message a device publishes (JSON on `aed/<serial>/telemetry`), version 1
 * (docs/decisions/0047-telemetry.md). Fields the version does not know are ignored, so a device may send more.
 */
export const TELEMETRY_VERSION = 1;

/** Device events (spec section 4): normal, low battery, main board problem, case open with the AED in place or not, broken line. */
export const DEVICE_EVENTS = ['normal', 'lowBattery', 'mainBoard', 'caseOpenAedIn', 'caseOpenAedOut', 'brokenLine'] as const;
export type DeviceEvent = (typeof DEVICE_EVENTS)[number];

export const TELEMETRY_LIMITS = {
  /** Monitoring item values in one message. */
  values: 50,
  /** Numbers in one data set, names in one pairing group. */
  valueParts: 100,
  events: 10,
} as const;

const finite = z.number().refine(Number.isFinite);

/** A monitoring item's value: one number (single value), a list (data set) or named numbers (data pairing group). */
export const telemetryValue = z.union([
  finite,
  z.array(finite).max(TELEMETRY_LIMITS.valueParts),
  z.record(z.string().min(1).max(32), finite).refine((r) => Object.keys(r).length <= TELEMETRY_LIMITS.valueParts),
]);
export type TelemetryValue = z.infer<typeof telemetryValue>;

export const telemetryMessage = z.object({
  v: z.literal(TELEMETRY_VERSION),
  /** Unique per device: a message delivered twice (MQTT QoS 1, a retry) carries the same id and counts once. */
  msgId: z.string().min(1).max(64).regex(/^[A-Za-z0-9._:-]+$/),
  /** When the device measured, with its offset (ISO 8601). */
  deviceTime: z.iso.datetime({ offset: true }),
  /** Values by monitoring item code. */
  values: z
    .record(z.string().min(1).max(32).regex(/^[A-Za-z0-9._-]+$/), telemetryValue)
    .refine((r) => Object.keys(r).length <= TELEMETRY_LIMITS.values)
    .default({}),
  /**
   * The device's current events: the list replaces the last one; `[]` or `["normal"]` says none; absent keeps the last
   * one (an event holds until the device says otherwise, decision 0058).
   */
  events: z.array(z.enum(DEVICE_EVENTS)).max(TELEMETRY_LIMITS.events).optional(),
  batteryVoltage: z.number().min(0).max(100).optional(),
  selfTest: z.enum(['pass', 'fail']).optional(),
  door: z.enum(['open', 'closed']).optional(),
  gps: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180), accuracyM: z.number().min(0).max(100_000).optional() }).optional(),
});
export type TelemetryMessage = z.infer<typeof telemetryMessage>;

/** What the topic rule adds to the message (`topic(2)`, `timestamp()`): the same fields in AWS and locally. */
export const telemetryRuleFields = z.object({
  deviceSn: z.string().min(1).max(64).regex(SERIAL_NUMBER_PATTERN),
  receivedAtMs: z.number().int().positive(),
});

/** Why a message was dropped (counted per day and reason, never retried). */
export const TELEMETRY_DROPS = ['malformed', 'unknownDevice', 'disabledDevice'] as const;
export type TelemetryDrop = (typeof TELEMETRY_DROPS)[number];
