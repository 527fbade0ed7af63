import { ALARM_ERRORS } from '@aed/shared/errors/alarm-errors';
import type { AlarmActionBody, AlarmRecord } from '@aed/shared/schemas/alarm';
import { getAlarm, saveAlarm } from '../../data/access/alarms';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import { AppError, errorRef } from '../../lib/app-error';
import type { Actor } from '../actor';
import { readableRecord } from '../org-records';
import { toAlarmRecords } from './alarm-queries';

/**
 * What acknowledge and clear share (decision 0047): the alarm as the caller read it (`version`), in their scope (an
 * alarm outside it does not exist for them), and its write on that version. Each action has its own module, so the
 * acknowledge route carries no mail or order code.
 */

export async function alarmAsRead(actor: Actor, body: AlarmActionBody): Promise<AlarmItem> {
  const alarm = readableRecord(actor, await getAlarm(body.alarmId), errorRef(ALARM_ERRORS, 'alarm.notFound'));
  if (alarm.version !== body.version) throw AppError.of(ALARM_ERRORS, 'alarm.conflict');
  return alarm;
}

export async function saveAlarmAction(next: AlarmItem, readVersion: number): Promise<AlarmRecord> {
  if (!(await saveAlarm(next, readVersion))) throw AppError.of(ALARM_ERRORS, 'alarm.conflict');
  return (await toAlarmRecords([next]))[0]!;
}

