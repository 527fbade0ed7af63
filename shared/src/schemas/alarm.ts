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
