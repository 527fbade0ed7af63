import { AlarmEntity, type AlarmItem } from '../entities/alarm-entity';
import { whenConditionHolds } from './ids';
import { rebaseUnder } from './path-rebase';
import type { TransactionEntities, WriteOp } from './transactions';
import { nowIso } from '../../lib/time';
import { errorRef } from '../../lib/app-error';
import { ALARM_ERRORS } from '@aed/shared/errors/alarm-errors';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';

/** Alarms (decision 0047): reads and the bookkeeping of their notifications and order. */

export async function getAlarm(alarmId: number): Promise<AlarmItem | null> {
  const { data } = await AlarmEntity.get({ alarmId }).go({ consistent: true });
  return data ?? null;
}

/** The alarm order's write in the order's transaction: the alarm gets it only if it has none (one order per alarm). */
export const alarmOrderTaken = (e: TransactionEntities, alarm: AlarmItem, orderId: number): WriteOp =>
  e.alarm
    .patch({ alarmId: alarm.alarmId })
    .set({ orderId, version: alarm.version + 1, updateTime: nowIso(), state: alarm.state, deptPath: alarm.deptPath, raisedAt: alarm.raisedAt })
    .where((attr, op) => `${op.eq(attr.version, alarm.version)} AND ${op.eq(attr.orderId, 0)}`)
    .commit() as WriteOp;

export const ALARM_ENTITIES = { alarm: AlarmEntity };

/** One page of the alarms in a state, across organizations (the watch job). */
export async function alarmsInState(state: 'open' | 'pending', limit: number, cursor: string | null): Promise<{ data: AlarmItem[]; cursor: string | null }> {
  const { data, cursor: next } = await AlarmEntity.query.byState({ state }).go({ limit, cursor });
  return { data, cursor: next };
}

/** Writes an alarm's new state on the version read: false when it changed meanwhile. */
export async function saveAlarm(next: AlarmItem, readVersion: number): Promise<boolean> {
  return whenConditionHolds(() => AlarmEntity.put(next).where((attr, op) => op.eq(attr.version, readVersion)).go());
}

/** The alarm list's filter (its partitions are the caller's scope paths). */
export interface AlarmFilter {
  state?: AlarmItem['state'];
  severity?: AlarmItem['severity'];
  keyword?: string;
}

function alarmQuery(p: PathPartition, f: AlarmFilter) {
  const q = f.state ? AlarmEntity.query.byState({ state: f.state }).begins({ deptPath: p.prefix }) : AlarmEntity.query.byOrg({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) => conditions([!p.subtree && op.eq(attr.deptPath, p.prefix), f.severity && op.eq(attr.severity, f.severity), f.keyword && op.contains(attr.serialNumber, f.keyword)]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const alarmList = partitionedList(alarmQuery, errorRef(ALARM_ERRORS, 'alarm.badCursor'), { order: 'desc' });
export const pageAlarms = alarmList.page;
export const countAlarms = alarmList.count;

/**
 * An organization moved from `from` to `to`: its alarms (and those below it) take the new path, so the alarm list and
 * the monthly report follow the organization and its old ancestors no longer see them. Each patch is conditioned on
 * the path and the version read and moves the version on: an alarm change that read the old path fails and reads again
 * (never writes the old path back); a re-run skips what was moved.
 */
export const rebaseAlarms = (from: string, to: string) =>
  rebaseUnder<Pick<AlarmItem, 'alarmId' | 'deptPath' | 'state' | 'raisedAt' | 'version'>>(
    {
      page: (prefix, page) => AlarmEntity.query.byOrg({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['alarmId', 'deptPath', 'state', 'raisedAt', 'version'] }),
      pathOf: (a) => a.deptPath,
      // the state and the raise time are parts of the other path indexes' keys: ElectroDB needs them to rebuild them
      patch: (a, deptPath) =>
        AlarmEntity.patch({ alarmId: a.alarmId })
          .set({ deptPath, state: a.state, raisedAt: a.raisedAt, version: a.version + 1 })
          .where((attr, op) => `${op.eq(attr.deptPath, a.deptPath)} AND ${op.eq(attr.version, a.version)}`)
          .go(),
    },
    from,
    to,
  );
