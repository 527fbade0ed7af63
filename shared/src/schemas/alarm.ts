import * as z from 'zod';
import { cursorPageFields, emptyToUndefined } from '../api/envelope';
import { LIGHT_COLOURS } from './monitor-item';

/**
 * Alarms of monitoring values (docs/decisions/0047-telemetry.md): at most one open alarm per device and preset.
 * `pending`: abnormal, waiting for the preset's delay; `open`: raised; `cleared`: over (a recurrence is a new alarm).
 * Acknowledging is separate from the state (who and when, on an open alarm).
 */
export const ALARM_STATES = ['pending', 'open', 'cleared'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

/** Back to a normal value, no recurrence within the preset's time, or cleared by a user. */
export const ALARM_CLEAR_REASONS = ['normal', 'noRecurrence', 'manual'] as const;
export type AlarmClearReason = (typeof ALARM_CLEAR_REASONS)[number];


/** An alarm as the alarm screens show it. */
export const alarmRecord = z.object({
  alarmId: z.number(),
  deviceId: z.number(),
  serialNumber: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  itemId: z.number(),
  itemCode: z.string(),
  state: z.enum(ALARM_STATES),
  severity: z.enum(LIGHT_COLOURS),
  worstSeverity: z.enum(LIGHT_COLOURS),
  ruleCode: z.string(),
  lowerLimit: z.number().nullable(),
  upperLimit: z.number().nullable(),
  firstAt: z.string(),
  lastAt: z.string(),
  firstValue: z.string(),
  lastValue: z.string(),
  count: z.number(),
  raisedAt: z.string(),
  ackBy: z.string(),
  ackAt: z.string(),
  clearedAt: z.string(),
  clearedBy: z.string(),
  clearReason: z.enum([...ALARM_CLEAR_REASONS, '']),
  orderId: z.number(),
  /** The alarm order's number ('' when none, or when the order is gone). */
  orderNo: z.string(),
  /** Each action is conditioned on the version the caller saw. */
  version: z.number(),
});
export type AlarmRecord = z.infer<typeof alarmRecord>;

/** The alarm list's search: state (open by default on the screen), severity, organization from the tree, serial. */
export const alarmSearch = z.object({
  state: emptyToUndefined(z.enum(ALARM_STATES)),
  severity: emptyToUndefined(z.enum(LIGHT_COLOURS)),
  deptId: emptyToUndefined(z.coerce.number().int().positive()),
  keyword: emptyToUndefined(z.string().trim().max(50, 'common.validation')),
});
export type AlarmSearch = z.infer<typeof alarmSearch>;
export const alarmPageQuery = alarmSearch.extend(cursorPageFields);
export type AlarmPageQuery = z.infer<typeof alarmPageQuery>;

/** Acknowledge or clear one alarm, as last read. */
export const alarmActionBody = z.object({ alarmId: z.coerce.number().int().positive(), version: z.coerce.number().int().positive() });
export type AlarmActionBody = z.infer<typeof alarmActionBody>;
