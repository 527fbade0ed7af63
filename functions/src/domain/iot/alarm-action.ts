import { ALARM_ERRORS } from '@aed/shared/errors/alarm-errors';
import type { AlarmActionBody, AlarmRecord } from '@aed/shared/schemas/alarm';
import { getAlarm, saveAlarm } from '../../data/access/alarms';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import { AppError, errorRef } from '../../lib/app-error';
import type { Actor } from '../actor';
import { readableRecord } from '../org-records';
import { toAlarmRecords } from './alarm-queries';

/**
 * What acknowledge and clear share (decision 0047): the alarm in the caller's scope (an alarm outside it does not
 * exist for them), and its write on the version read. A device that keeps reporting moves its open alarm's version on
 * with every message (count, last value, severity): the action applies to the alarm as it is now, its state rules
 * (already acknowledged, already cleared) deciding, and is tried again when a message lands between the read and the
 * write. Only a version the alarm never had is refused (`alarm.conflict`). Each action has its own module, so the
 * acknowledge route carries no mail or order code.
 */

/** Reads and writes when a message of the device keeps landing between the two. */
const ATTEMPTS = 4;

export async function applyAlarmAction(actor: Actor, body: AlarmActionBody, act: (alarm: AlarmItem) => AlarmItem): Promise<{ before: AlarmItem; saved: AlarmItem; record: AlarmRecord }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const before = readableRecord(actor, await getAlarm(body.alarmId), errorRef(ALARM_ERRORS, 'alarm.notFound'));
    if (body.version > before.version) throw AppError.of(ALARM_ERRORS, 'alarm.conflict');
    const saved = act(before);
    if (await saveAlarm(saved, before.version)) return { before, saved, record: (await toAlarmRecords([saved]))[0]! };
  }
  throw AppError.of(ALARM_ERRORS, 'alarm.conflict');
}

