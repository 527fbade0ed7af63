import { ALARM_ERRORS } from '@aed/shared/errors/alarm-errors';
import type { AlarmActionBody, AlarmRecord } from '@aed/shared/schemas/alarm';
import { getAlarm, saveAlarm } from '../../data/access/alarms';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import { AppError, errorRef } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { readableRecord } from '../org-records';
import { runAlarmEffects } from './alarm-effects';
import { toAlarmRecords } from './alarm-queries';
import { refreshRunningStatus } from './running-status-refresh';

/**
 * Acknowledge and clear (decision 0047): separate actions, each with its user and time, on the alarm as the caller
 * read it (`version`). An alarm outside the caller's scope does not exist for them.
 */

async function alarmAsRead(actor: Actor, body: AlarmActionBody): Promise<AlarmItem> {
  const alarm = readableRecord(actor, await getAlarm(body.alarmId), errorRef(ALARM_ERRORS, 'alarm.notFound'));
  if (alarm.version !== body.version) throw AppError.of(ALARM_ERRORS, 'alarm.conflict');
  return alarm;
}

async function save(next: AlarmItem, readVersion: number): Promise<AlarmRecord> {
  if (!(await saveAlarm(next, readVersion))) throw AppError.of(ALARM_ERRORS, 'alarm.conflict');
  return (await toAlarmRecords([next]))[0]!;
}

export async function acknowledgeAlarm(actor: Actor, body: AlarmActionBody): Promise<AlarmRecord> {
  const alarm = await alarmAsRead(actor, body);
  if (alarm.state === 'cleared') throw AppError.of(ALARM_ERRORS, 'alarm.alreadyCleared');
  if (alarm.state !== 'open') throw AppError.of(ALARM_ERRORS, 'alarm.notOpen');
  if (alarm.ackAt) throw AppError.of(ALARM_ERRORS, 'alarm.alreadyAcknowledged');
  const now = nowIso();
  return save({ ...alarm, ackBy: actor.username, ackAt: now, version: alarm.version + 1, updateTime: now }, alarm.version);
}

/** A pending or open alarm cleared by hand; a raised one tells its people (as a normal value would), its order stays. */
export async function clearAlarmByHand(actor: Actor, body: AlarmActionBody): Promise<AlarmRecord> {
  const alarm = await alarmAsRead(actor, body);
  if (alarm.state === 'cleared') throw AppError.of(ALARM_ERRORS, 'alarm.alreadyCleared');
  const now = nowIso();
  const next: AlarmItem = { ...alarm, state: 'cleared', clearedAt: now, clearedBy: actor.username, clearReason: 'manual', version: alarm.version + 1, updateTime: now };
  const record = await save(next, alarm.version);
  if (alarm.state === 'open') await runAlarmEffects([{ alarm: next, transition: 'cleared' }]);
  await refreshRunningStatus(alarm.deviceId);
  return record;
}
