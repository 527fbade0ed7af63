import { ALARM_ERRORS } from '@aed/shared/errors/alarm-errors';
import type { AlarmActionBody, AlarmRecord } from '@aed/shared/schemas/alarm';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import { getAlarm } from '../../data/access/alarms';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { applyAlarmAction } from './alarm-action';
import { runAlarmEffects } from './alarm-effects';
import { refreshRunningStatus } from './running-status-refresh';

/** A pending or open alarm cleared by hand; a raised one tells its people (as a normal value would), its order stays. */
export async function clearAlarmByHand(actor: Actor, body: AlarmActionBody): Promise<AlarmRecord> {
  const { before: alarm, saved: next, record } = await applyAlarmAction(actor, body, (before): AlarmItem => {
    if (before.state === 'cleared') throw AppError.of(ALARM_ERRORS, 'alarm.alreadyCleared');
    const now = nowIso();
    return { ...before, state: 'cleared', clearedAt: now, clearedBy: actor.username, clearReason: 'manual', version: before.version + 1, updateTime: now };
  });
  if (alarm.state === 'open') await runAlarmEffects([{ alarm: next, transition: 'cleared' }]);
  await refreshRunningStatus(alarm.deviceId, [alarm.alarmId]);
  // the clear notice taken after the save moved the version on: answer the one a next action must name
  const latest = await getAlarm(alarm.alarmId);
  return latest ? { ...record, version: latest.version } : record;
}
