import { RUNNING_STATUSES, type RunningStatus } from '@aed/shared/schemas/running-status';
import { DeviceStatusEntity, StatusTallyEntity, type DeviceStatusItem } from '../entities/device-status-entity';
import { StatusBackfillEntity, type StatusBackfillItem } from '../entities/status-backfill-entity';
import { DeviceEntity } from '../entities/device-entity';
import { getDept } from './access-control';
import { whenConditionHolds } from './ids';
import { rebasePath, rebaseUnder } from './path-rebase';
import { writeTransaction, type TransactionEntities, type WriteOp } from './transactions';

/** Running status per device and its counts per organization (decision 0047). */

export type StatusCounts = Record<RunningStatus, number>;
const noCounts = (): StatusCounts => ({ normal: 0, warning: 0, exception: 0, displacement: 0, expired: 0, unknown: 0 });

export async function getDeviceStatus(deviceId: number): Promise<DeviceStatusItem | null> {
  const { data } = await DeviceStatusEntity.get({ deviceId }).go({ consistent: true });
  return data ?? null;
}

/** The organization a path names (its last id). */
const ownerOf = (deptPath: string) => Number(deptPath.split(',').filter(Boolean).at(-1) ?? 0);

/**
 * The tally items of a status change, by organization: `before` leaves its organization's count, `after` joins its
 * own. The tally a device joins must carry the path the write read (or be new): a write that read a path an
 * organization move has since rewritten fails as a conflict instead of counting in the wrong subtree.
 */
function tallyItems(statusTally: TransactionEntities['statusTally'], before: Pick<DeviceStatusItem, 'deptPath' | 'status'> | null, after: Pick<DeviceStatusItem, 'deptPath' | 'status'> | null): WriteOp[] {
  const deltas = new Map<number, { deptPath: string | null; delta: StatusCounts }>();
  const shift = (deptPath: string, status: RunningStatus, by: 1 | -1) => {
    const deptId = ownerOf(deptPath);
    const entry = deltas.get(deptId) ?? { deptPath: null, delta: noCounts() };
    if (by > 0) entry.deptPath = deptPath;
    entry.delta[status] += by;
    deltas.set(deptId, entry);
  };
  if (before) shift(before.deptPath, before.status, -1);
  if (after) shift(after.deptPath, after.status, 1);
  const ops: WriteOp[] = [];
  for (const [deptId, { deptPath, delta }] of deltas) {
    if (!deptId || RUNNING_STATUSES.every((s) => delta[s] === 0)) continue;
    ops.push(
      deptPath
        ? (statusTally
            .upsert({ deptId, deptPath })
            .add(delta)
            .where((attr, op) => `${op.notExists(attr.deptPath)} OR ${op.eq(attr.deptPath, deptPath)}`)
            .commit() as WriteOp)
        : // a device leaving: its old organization's tally exists (it counted the device)
          (statusTally.patch({ deptId }).add(delta).commit() as WriteOp),
    );
  }
  return ops;
}

/**
 * Writes a device's status on the version read (`before`, or absent) and moves its count between its old and new
 * organizations' tallies, in one transaction. False when another write came first (read again).
 */
export async function writeDeviceStatus(before: DeviceStatusItem | null, next: Omit<DeviceStatusItem, 'version'>): Promise<boolean> {
  const refused = await writeTransaction<'status' | 'tally'>({ deviceStatus: DeviceStatusEntity, statusTally: StatusTallyEntity }, ({ deviceStatus, statusTally }, add) => {
    add(
      'status',
      deviceStatus
        .put({ ...next, version: (before?.version ?? 0) + 1 })
        .where((attr, op) => (before ? op.eq(attr.version, before.version) : op.notExists(attr.version)))
        .commit(),
    );
    for (const op of tallyItems(statusTally, before, next)) add('tally', op);
  });
  return refused === null;
}

/** A deleted device leaves the counts: its status removed on the version read. False when it changed meanwhile. */
export async function deleteDeviceStatus(before: DeviceStatusItem): Promise<boolean> {
  const refused = await writeTransaction<'status' | 'tally'>({ deviceStatus: DeviceStatusEntity, statusTally: StatusTallyEntity }, ({ deviceStatus, statusTally }, add) => {
    add('status', deviceStatus.delete({ deviceId: before.deviceId }).where((attr, op) => op.eq(attr.version, before.version)).commit());
    for (const op of tallyItems(statusTally, before, null)) add('tally', op);
  });
  return refused === null;
}

/**
 * The running status counts of an organization's subtree: the sum of the tallies under its path (one key-range Query,
 * one small item per organization that has devices). Zeros for an unknown organization.
 */
export async function statusTallyOf(deptId: number): Promise<StatusCounts> {
  const dept = await getDept(deptId);
  const sum = noCounts();
  if (!dept) return sum;
  const { data } = await StatusTallyEntity.query.byPath({}).begins({ deptPath: dept.deptPath }).go({ pages: 'all' });
  for (const t of data) for (const s of RUNNING_STATUSES) sum[s] += t[s] ?? 0;
  return sum;
}

/** Devices whose status time alone changes on or before `day` (the daily pass), one page. */
export async function statusesChangingBy(day: string, limit: number, cursor: string | null): Promise<{ data: DeviceStatusItem[]; cursor: string | null }> {
  return DeviceStatusEntity.query.byChangeDay({}).lt({ changeDay: `${day}\uffff` }).go({ limit, cursor });
}

/**
 * An organization moved from `from` to `to` (after its devices were rewritten): the tallies under it take the new
 * path, then the statuses of its devices (found by the devices' new paths). Conditional patches: re-runnable.
 */
export async function rebaseRunningStatuses(from: string, to: string): Promise<{ statusTallies: number; statuses: number }> {
  const statusTallies = await rebaseUnder<{ deptId: number; deptPath: string }>(
    {
      page: (prefix, page) => StatusTallyEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deptId', 'deptPath'] }),
      pathOf: (t) => t.deptPath,
      patch: (t, deptPath) => StatusTallyEntity.patch({ deptId: t.deptId }).set({ deptPath }).where((attr, op) => op.eq(attr.deptPath, t.deptPath)).go(),
    },
    from,
    to,
  );
  let statuses = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { deviceId: number; deptPath: string }[]; cursor: string | null } = await DeviceEntity.query
      .byPath({})
      .begins({ deptPath: to })
      .go({ limit: 100, cursor, attributes: ['deviceId', 'deptPath'] });
    cursor = page.cursor;
    const moved = await Promise.all(
      page.data.map((d) =>
        whenConditionHolds(() =>
          DeviceStatusEntity.patch({ deviceId: d.deviceId })
            .set({ deptPath: d.deptPath })
            .where((attr, op) => op.eq(attr.deptPath, rebasePath(d.deptPath, to, from)))
            .go(),
        ),
      ),
    );
    statuses += moved.filter(Boolean).length;
  } while (cursor);
  return { statusTallies, statuses };
}

// ---- the backfill (devices that had no status yet) --------------------------------------------------------------

const STATUS_VERSION = '2';

export async function getStatusBackfill(): Promise<StatusBackfillItem | null> {
  return (await StatusBackfillEntity.get({ statusVersion: STATUS_VERSION }).go({ consistent: true })).data;
}

export async function saveStatusBackfill(state: Pick<StatusBackfillItem, 'cursor' | 'done' | 'devices' | 'updateTime'>): Promise<void> {
  await StatusBackfillEntity.put({ statusVersion: STATUS_VERSION, ...state }).go();
}

/** One page of every device id (all organizations: a job's walk, not a request's), by path. */
export async function pageAllDeviceIds(limit: number, cursor: string | null): Promise<{ data: number[]; cursor: string | null }> {
  const page = await DeviceEntity.query.byPath({}).begins({ deptPath: '0,' }).go({ limit, cursor, attributes: ['deviceId'] });
  return { data: page.data.map((d) => d.deviceId), cursor: page.cursor };
}
