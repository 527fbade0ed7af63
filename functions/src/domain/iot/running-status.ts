import { RUNNING_SOON_DAYS, type RunningReason, type RunningStatus } from '@aed/shared/schemas/running-status';
import type { DeviceEvent } from '@aed/shared/schemas/telemetry';
import type { DeviceMonitorItem } from '../../data/entities/device-monitor-entity';
import { DAY_MS } from '../../lib/time';

/**
 * A device's running status from its inputs (decision 0047), pure. Precedence: exception (a red value, an alarm
 * order unsolved, maintenance overdue, a failed self-test, a main board problem or broken line) > displacement (purple,
 * the AED not in its case) > expired (a pink value, a consumable expired) > warning (a yellow value, maintenance or a
 * consumable due soon, a training order due soon or overdue, reporting late, a failed latest inspection, low battery,
 * the case open) > unknown (gone silent, nothing else wrong) > normal.
 */
export interface RunningInputs {
  monitor: (Pick<DeviceMonitorItem, 'valueColour' | 'staleColour'> & Partial<Pick<DeviceMonitorItem, 'events' | 'selfTest'>>) | null;
  /** Alarm work orders of the device not completed or cancelled. */
  openAlarmOrders: number;
  /** The next maintenance due date: the planned date, or the open maintenance order's plan date ('' none). */
  maintenanceDue: string;
  /** The earliest planned date of the device's open training orders ('' none). */
  trainingDue?: string;
  /** Expiry dates of the consumables installed on the device. */
  consumableExpiries: readonly string[];
  /** Today, UTC (YYYY-MM-DD). */
  today: string;
  /** The result of the device's latest maintenance inspection (decision 0050); absent or '' when it has none. */
  latestInspection?: 'pass' | 'fail' | '';
}

/**
 * What each device event (spec section 4) makes of the device while it holds (decision 0058): the device cannot be
 * relied on (exception), the AED is not where people will look for it (displacement), or it needs someone soon
 * (warning). `normal` is the absence of events.
 */
const DEVICE_EVENT_EFFECTS: Record<Exclude<DeviceEvent, 'normal'>, { status: RunningStatus; reason: RunningReason }> = {
  mainBoard: { status: 'exception', reason: 'mainBoardProblem' },
  brokenLine: { status: 'exception', reason: 'brokenLine' },
  caseOpenAedOut: { status: 'displacement', reason: 'aedNotInPlace' },
  lowBattery: { status: 'warning', reason: 'lowBattery' },
  caseOpenAedIn: { status: 'warning', reason: 'caseOpen' },
};

// stored events are strings: one a later contract version added, or `normal`, has no effect
const EVENT_EFFECTS = new Map<string, { status: RunningStatus; reason: RunningReason }>(Object.entries(DEVICE_EVENT_EFFECTS));

/** Whether two device states differ in what they make of the running status (their events or self-test). */
export function deviceConditionChanged(a: RunningInputs['monitor'], b: RunningInputs['monitor']): boolean {
  const effects = (m: RunningInputs['monitor']) => [...new Set((m?.events ?? []).filter((e) => EVENT_EFFECTS.has(e)))].sort().join() + (m?.selfTest === 'fail' ? '|fail' : '');
  return effects(a) !== effects(b);
}

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
  if (i.trainingDue) {
    // late training leaves the device ready to use: a warning to act on, not an exception
    const left = daysUntil(i.trainingDue, i.today);
    if (left < 0) {
      statuses.add('warning');
      reasons.add('trainingOverdue');
    } else if (left <= RUNNING_SOON_DAYS.training) {
      statuses.add('warning');
      reasons.add('trainingDueSoon');
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
  // what the device last said of itself holds until it says otherwise
  if (i.monitor?.selfTest === 'fail') {
    statuses.add('exception');
    reasons.add('selfTestFailed');
  }
  for (const event of i.monitor?.events ?? []) {
    const effect = EVENT_EFFECTS.get(event);
    if (!effect) continue;
    statuses.add(effect.status);
    reasons.add(effect.reason);
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

/** The day that stands for "never" in `nextStatusChangeDay` (sorts after every real day). */
export const NEVER_DAY = '9999-12-31';

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The first day after `today` on which time alone changes what the dates give (decision 0047, "Running status and its
 * roll-up"): a maintenance date entering its "soon" window or passing, a training's planned date or a consumable's likewise. The daily pass reads
 * the devices whose day came (one key range) instead of every device. `NEVER_DAY` when no date lies ahead.
 */
export function nextStatusChangeDay(i: Pick<RunningInputs, 'maintenanceDue' | 'trainingDue' | 'consumableExpiries' | 'today'>): string {
  const days: string[] = [];
  if (i.maintenanceDue) days.push(shiftDay(i.maintenanceDue, -RUNNING_SOON_DAYS.maintenance), shiftDay(i.maintenanceDue, 1));
  if (i.trainingDue) days.push(shiftDay(i.trainingDue, -RUNNING_SOON_DAYS.training), shiftDay(i.trainingDue, 1));
  for (const expiry of i.consumableExpiries.filter(Boolean)) days.push(shiftDay(expiry, -RUNNING_SOON_DAYS.consumable), shiftDay(expiry, 1));
  return days.filter((d) => d > i.today).sort()[0] ?? NEVER_DAY;
}
