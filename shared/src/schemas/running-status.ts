/**
 * A device's running status (spec sections 1 and 4; docs/decisions/0047-telemetry.md): the dashboard's states plus
 * "unknown" for a connected device gone silent, with the reasons that gave it.
 */
export const RUNNING_STATUSES = ['normal', 'warning', 'exception', 'displacement', 'expired', 'unknown'] as const;
export type RunningStatus = (typeof RUNNING_STATUSES)[number];

export const RUNNING_REASONS = [
  'alarmOrderUnsolved',
  'maintenanceOverdue',
  'maintenanceDueSoon',
  'abnormalValue',
  'consumableExpired',
  'consumableExpiring',
  'notReporting',
  'reportingLate',
  /** The device's latest maintenance inspection (inspection record sheet, decision 0050) failed. */
  'inspectionFailed',
] as const;
export type RunningReason = (typeof RUNNING_REASONS)[number];

/** Days before a maintenance due date or a consumable expiry that count as "soon". */
export const RUNNING_SOON_DAYS = { maintenance: 7, consumable: 30 } as const;
