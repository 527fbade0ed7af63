import { dropRepeat, repeatsDue, takeRepeat } from '../../data/access/alarm-notices';
import { alarmsInState, getAlarm, saveAlarm } from '../../data/access/alarms';
import { listAllMonitorItems } from '../../data/access/monitor-items';
import { devicesDueForCheck, readingsOfDevice, saveStaleness } from '../../data/access/telemetry';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import type { MonitorItemItem } from '../../data/entities/monitor-item-entity';
import { logger } from '../../lib/logger';
import { worseColour } from '../monitor-item/lighting';
import { alarmOrderNo, runAlarmEffects } from './alarm-effects';
import { deliverAlarmNotices, sendDueDigests } from './alarm-notify';
import { stalenessOf } from './staleness';
import { refreshRunningStatus } from './running-status-refresh';

/**
 * The telemetry watch (job `telemetryWatch`, every 5 minutes; decision 0047): what time alone changes. Devices whose
 * staleness light is due (a key range of the device states, never every device) turn yellow, then red; pending alarms
 * whose delay passed while no normal value came are raised; open alarms that did not recur within their preset's
 * clear time are cleared; raised alarms whose notice or order is missing (a failure after the telemetry transaction)
 * get them. Every write is conditioned on the version read: a message arriving meanwhile wins. Open alarms not
 * acknowledged are notified again at their preset's repeat interval, and each recipient's window of many notices
 * gets its digest (decision 0052), both found by key ranges of what is due.
 */

const PAGE = 100;
const MINUTE_MS = 60_000;
/** A raise younger than this is left to the telemetry Lambda still completing it. */
const EFFECTS_GRACE_MS = 2 * MINUTE_MS;

export async function telemetryWatch(nowMs = Date.now()): Promise<{ affected: number }> {
  const presets = await listAllMonitorItems();
  const affected = (await refreshStaleness(presets, nowMs)) + (await sweepAlarms(presets, nowMs)) + (await sendRepeats(presets, nowMs));
  // last: the notices this pass made are in their windows before the due digests go
  return { affected: affected + (await sendDueDigests(nowMs, PAGE)) };
}

async function refreshStaleness(presets: readonly MonitorItemItem[], nowMs: number): Promise<number> {
  const now = new Date(nowMs).toISOString();
  let changed = 0;
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof devicesDueForCheck>> = await devicesDueForCheck(now, PAGE, cursor);
    cursor = page.cursor;
    for (const monitor of page.data) {
      const stale = stalenessOf(await readingsOfDevice(monitor.deviceId), presets, nowMs, { lastReceivedAt: monitor.lastReceivedAt, minutes: monitor.heartbeatMinutes ?? 0 });
      const light = worseColour(monitor.valueColour || null, stale.staleColour || null) ?? '';
      if (await saveStaleness(monitor, { ...stale, light })) {
        changed += 1;
        await refreshRunningStatus(monitor.deviceId);
      }
    }
  } while (cursor);
  return changed;
}

async function eachAlarm(state: 'open' | 'pending', act: (alarm: AlarmItem) => Promise<boolean>): Promise<number> {
  let done = 0;
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof alarmsInState>> = await alarmsInState(state, PAGE, cursor);
    cursor = page.cursor;
    for (const alarm of page.data) {
      try {
        if (await act(alarm)) done += 1;
      } catch (err) {
        logger.error('alarm not swept', { alarmId: alarm.alarmId, error: err instanceof Error ? err.message : String(err) });
      }
    }
  } while (cursor);
  return done;
}

async function sweepAlarms(presets: readonly MonitorItemItem[], nowMs: number): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const presetOf = (alarm: AlarmItem) => presets.find((p) => p.itemId === alarm.itemId);
  const raised = await eachAlarm('pending', async (alarm) => {
    const delay = (presetOf(alarm)?.alarmDelayMinutes ?? 0) * MINUTE_MS;
    if (nowMs - Date.parse(alarm.firstAt) < delay) return false;
    // held: no normal value since (the device's reading still names this alarm)
    const reading = (await readingsOfDevice(alarm.deviceId)).find((r) => r.itemId === alarm.itemId);
    if (reading?.alarmId !== alarm.alarmId) return false;
    const next: AlarmItem = { ...alarm, state: 'open', raisedAt: now, version: alarm.version + 1, updateTime: now };
    if (!(await saveAlarm(next, alarm.version))) return false;
    await runAlarmEffects([{ alarm: next, transition: 'raised' }], nowMs);
    await refreshRunningStatus(alarm.deviceId, [alarm.alarmId]);
    return true;
  });
  const swept = await eachAlarm('open', async (alarm) => {
    const clearAfter = (presetOf(alarm)?.alarmClearMinutes ?? 0) * MINUTE_MS;
    if (clearAfter > 0 && nowMs - Date.parse(alarm.lastAt) >= clearAfter) {
      const next: AlarmItem = { ...alarm, state: 'cleared', clearedAt: now, clearedBy: 'system', clearReason: 'noRecurrence', version: alarm.version + 1, updateTime: now };
      if (!(await saveAlarm(next, alarm.version))) return false;
      await runAlarmEffects([{ alarm: next, transition: 'cleared' }], nowMs);
      await refreshRunningStatus(alarm.deviceId, [alarm.alarmId]);
      return true;
    }
    const missing = !alarm.notified.includes('raised') || (alarm.autoAlarmOrder && alarm.orderId === 0);
    if (missing && nowMs - Date.parse(alarm.raisedAt) >= EFFECTS_GRACE_MS) {
      await runAlarmEffects([{ alarm, transition: 'raised' }], nowMs);
      // an order made only now counts in the running status
      await refreshRunningStatus(alarm.deviceId, [alarm.alarmId]);
      return true;
    }
    return false;
  });
  return raised + swept;
}

/**
 * Repeats due (a key range of the schedules): an alarm still open and not acknowledged is notified again and its next
 * repeat set one interval on (the preset's current interval); each repeat is taken on the schedule's count before it
 * is sent, so a rerun sends it once. An alarm acknowledged, cleared or gone, or a preset that repeats no more, ends it.
 */
async function sendRepeats(presets: readonly MonitorItemItem[], nowMs: number): Promise<number> {
  const now = new Date(nowMs).toISOString();
  const notices: Parameters<typeof deliverAlarmNotices>[0][number][] = [];
  let cursor: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof repeatsDue>> = await repeatsDue(now, PAGE, cursor);
    cursor = page.cursor;
    for (const repeat of page.data) {
      try {
        const alarm = await getAlarm(repeat.alarmId);
        const every = (presets.find((p) => p.itemId === alarm?.itemId)?.alarmRepeatMinutes ?? 0) * MINUTE_MS;
        if (!alarm || alarm.state !== 'open' || alarm.ackAt || every === 0) {
          await dropRepeat(repeat.alarmId);
          continue;
        }
        // the next one interval on; a job that was down does not send the missed ones
        const due = Date.parse(repeat.dueAt);
        const next = due + (Math.floor((nowMs - due) / every) + 1) * every;
        if (!(await takeRepeat(repeat, new Date(next).toISOString()))) continue;
        notices.push({ alarm, notice: `repeat:${repeat.sent + 1}`, kind: 'repeated', orderNo: await alarmOrderNo(alarm) });
      } catch (err) {
        logger.error('alarm repeat not sent', { alarmId: repeat.alarmId, error: err instanceof Error ? err.message : String(err) });
      }
    }
  } while (cursor);
  if (notices.length) await deliverAlarmNotices(notices, nowMs);
  return notices.length;
}
