import { RUNNING_SOON_DAYS, type RunningReason, type RunningStatus } from '@aed/shared/schemas/running-status';
import type { DeviceMonitorItem } from '../../data/entities/device-monitor-entity';

/**
 * A device's running status from its inputs (decision 0047), pure. Precedence: exception (a red value, an alarm
 * order unsolved, maintenance overdue) > displacement (purple) > expired (a pink value, a consumable expired) >
 * warning (a yellow value, maintenance or a consumable due soon, reporting late, a failed latest inspection) > unknown (gone silent, nothing
 * else wrong) > normal.
 */
export interface RunningInputs {
  monitor: Pick<DeviceMonitorItem, 'valueColour' | 'staleColour'> | null;
  /** Alarm work orders of the device not completed or cancelled. */
  openAlarmOrders: number;
  /** The next maintenance due date ('' none). */
  maintenanceDue: string;
  /** Expiry dates of the consumables installed on the device. */
  consumableExpiries: readonly string[];
  /** Today, UTC (YYYY-MM-DD). */
  today: string;
  /** The result of the device's latest maintenance inspection (decision 0050); absent or '' when it has none. */
  latestInspection?: 'pass' | 'fail' | '';
}

const DAY_MS = 86_400_000;
const daysUntil = (day: string, today: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);

export function computeRunningStatus(i: RunningInputs): { status: RunningStatus; reasons: RunningReason[] } {
  const reasons = new Set<RunningReason>();
  const statuses = new Set<RunningStatus>();
  const colour = i.monitor?.valueColour ?? '';
  if (colour === 'red') statuses.add('exception');
  if (colour === 'purple') statuses.add('displacement');
  if (colour === 'pink') statuses.add('expired');
  if (colour === 'yellow') statuses.add('warning');
  if (colour && colour !== 'green') reasons.add('abnormalValue');
  if (i.openAlarmOrders > 0) {
    statuses.add('exception');
    reasons.add('alarmOrderUnsolved');
  }
  if (i.maintenanceDue) {
    const left = daysUntil(i.maintenanceDue, i.today);
    if (left < 0) {
      statuses.add('exception');
      reasons.add('maintenanceOverdue');
    } else if (left <= RUNNING_SOON_DAYS.maintenance) {
      statuses.add('warning');
      reasons.add('maintenanceDueSoon');
    }
  }
  for (const expiry of i.consumableExpiries.filter(Boolean)) {
    const left = daysUntil(expiry, i.today);
    if (left < 0) {
      statuses.add('expired');
      reasons.add('consumableExpired');
    } else if (left <= RUNNING_SOON_DAYS.consumable) {
      statuses.add('warning');
      reasons.add('consumableExpiring');
    }
  }
  // "failed maintenance inspection": until a later inspection passes
  if (i.latestInspection === 'fail') {
    statuses.add('warning');
    reasons.add('inspectionFailed');
  }
  const stale = i.monitor?.staleColour ?? '';
  if (stale === 'yellow') {
    statuses.add('warning');
    reasons.add('reportingLate');
  }
  if (stale === 'red') reasons.add('notReporting');
  const order: RunningStatus[] = ['exception', 'displacement', 'expired', 'warning'];
  const status = order.find((s) => statuses.has(s)) ?? (stale === 'red' ? 'unknown' : 'normal');
  return { status, reasons: [...reasons] };
}
