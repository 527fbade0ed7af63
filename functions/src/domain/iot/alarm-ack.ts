import { ALARM_ERRORS } from '@aed/shared/errors/alarm-errors';
import type { AlarmActionBody, AlarmRecord } from '@aed/shared/schemas/alarm';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { applyAlarmAction } from './alarm-action';

/** Acknowledge (decision 0047): an open alarm, once, with who and when; it stays open until cleared. */
export async function acknowledgeAlarm(actor: Actor, body: AlarmActionBody): Promise<AlarmRecord> {
  const { record } = await applyAlarmAction(actor, body, (alarm) => {
    if (alarm.state === 'cleared') throw AppError.of(ALARM_ERRORS, 'alarm.alreadyCleared');
    if (alarm.state !== 'open') throw AppError.of(ALARM_ERRORS, 'alarm.notOpen');
    if (alarm.ackAt) throw AppError.of(ALARM_ERRORS, 'alarm.alreadyAcknowledged');
    const now = nowIso();
    return { ...alarm, ackBy: actor.username, ackAt: now, version: alarm.version + 1, updateTime: now };
  });
  return record;
}

