import { RUNNING_STATUSES, type RunningStatus } from '@aed/shared/schemas/running-status';
import { RUNNING_STATUS_ERRORS } from '@aed/shared/errors/running-status-errors';
import { DeviceStatusEntity, StatusTallyEntity, type DeviceStatusItem } from '../entities/device-status-entity';
import { StatusBackfillEntity, type StatusBackfillItem } from '../entities/status-backfill-entity';
import { StatusChangeEntity } from '../entities/status-change-entity';
import { DeviceEntity } from '../entities/device-entity';
import { DeviceMonitorEntity, type DeviceMonitorItem } from '../entities/device-monitor-entity';
import { errorRef } from '../../lib/app-error';
import { getDept } from './access-control';
import { partitionedList, type PathPartition } from './cursor-walk';
import { rebaseUnder } from './path-rebase';
import { writeTransaction, type TransactionEntities, type WriteOp } from './transactions';
import { KEY_FLOOR } from './key-floor';

/** The change day that stands for "never" (no marker is kept for it). */
const NEVER_DAY = '9999-12-31';

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
  const refused = await writeTransaction<'status' | 'tally' | 'change'>({ deviceStatus: DeviceStatusEntity, statusTally: StatusTallyEntity, statusChange: StatusChangeEntity }, ({ deviceStatus, statusTally, statusChange }, add) => {
    add(
      'status',
      deviceStatus
        .put({ ...next, version: (before?.version ?? 0) + 1 })
        .where((attr, op) => (before ? op.eq(attr.version, before.version) : op.notExists(attr.version)))
        .commit(),
    );
    for (const op of tallyItems(statusTally, before, next)) add('tally', op);
    for (const op of changeMarkerItems(statusChange, before, next)) add('change', op);
  });
  return refused === null;
}

/** The change-day marker moved with the status (decision 0047): the old one removed, the new one put. */
function changeMarkerItems(statusChange: TransactionEntities['statusChange'], before: Pick<DeviceStatusItem, 'deviceId' | 'changeDay'> | null, next: Pick<DeviceStatusItem, 'deviceId' | 'changeDay'> | null): WriteOp[] {
  const from = before?.changeDay ?? NEVER_DAY;
  const to = next?.changeDay ?? NEVER_DAY;
  if (from === to) return [];
  const ops: WriteOp[] = [];
  if (before && from !== NEVER_DAY) ops.push(statusChange.delete({ changeDay: from, deviceId: before.deviceId }).commit() as WriteOp);
  if (next && to !== NEVER_DAY) ops.push(statusChange.put({ changeDay: to, deviceId: next.deviceId }).commit() as WriteOp);
  return ops;
}

/** A deleted device leaves the counts: its status removed on the version read. False when it changed meanwhile. */
export async function deleteDeviceStatus(before: DeviceStatusItem): Promise<boolean> {
  const refused = await writeTransaction<'status' | 'tally' | 'change'>({ deviceStatus: DeviceStatusEntity, statusTally: StatusTallyEntity, statusChange: StatusChangeEntity }, ({ deviceStatus, statusTally, statusChange }, add) => {
    add('status', deviceStatus.delete({ deviceId: before.deviceId }).where((attr, op) => op.eq(attr.version, before.version)).commit());
    for (const op of tallyItems(statusTally, before, null)) add('tally', op);
    for (const op of changeMarkerItems(statusChange, before, null)) add('change', op);
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

/** Devices whose status time alone changes on or before `day` (the sweep), one page of their ids. */
export async function statusesChangingBy(day: string, limit: number, cursor: string | null): Promise<{ data: number[]; cursor: string | null }> {
  const page = await StatusChangeEntity.query.byDay({}).between({ changeDay: KEY_FLOOR }, { changeDay: `${day}\uffff` }).go({ limit, cursor });
  return { data: page.data.map((m) => m.deviceId), cursor: page.cursor };
}

/**
 * An organization moved from `from` to `to`: the tallies and the device statuses under it take the new path.
 * Conditional patches: re-runnable.
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
  const statuses = await rebaseUnder<Pick<DeviceStatusItem, 'deviceId' | 'deptPath' | 'status'>>(
    {
      page: (prefix, page) => DeviceStatusEntity.query.byOrg({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deviceId', 'deptPath', 'status'] }),
      pathOf: (s) => s.deptPath,
      // the status is part of the by-status index key: ElectroDB needs it to rebuild the key
      patch: (s, deptPath) => DeviceStatusEntity.patch({ deviceId: s.deviceId }).set({ deptPath, status: s.status }).where((attr, op) => op.eq(attr.deptPath, s.deptPath)).go(),
    },
    from,
    to,
  );
  return { statusTallies, statuses };
}

// ---- the backfill (devices that had no status yet) --------------------------------------------------------------

/**
 * The backfills the sweep runs, each with its own saved cursor: devices with no status of this version, the
 * training orders made before their planned dates were kept by device (decision 0047, "Training orders"), and the
 * devices whose events or failed self-test were stored before they counted (decision 0058).
 */
export const BACKFILLS = { statuses: '2', trainingDue: 'trainingDue-1', deviceConditions: 'deviceConditions-1' } as const;
export type BackfillName = keyof typeof BACKFILLS;

export async function getStatusBackfill(name: BackfillName = 'statuses'): Promise<StatusBackfillItem | null> {
  return (await StatusBackfillEntity.get({ statusVersion: BACKFILLS[name] }).go({ consistent: true })).data;
}

export async function saveStatusBackfill(state: Pick<StatusBackfillItem, 'cursor' | 'done' | 'devices' | 'updateTime'>, name: BackfillName = 'statuses'): Promise<void> {
  await StatusBackfillEntity.put({ statusVersion: BACKFILLS[name], ...state }).go();
}

/** One page of every device id (all organizations: a job's walk, not a request's), by path. */
export async function pageAllDeviceIds(limit: number, cursor: string | null): Promise<{ data: number[]; cursor: string | null }> {
  const page = await DeviceEntity.query.byPath({}).begins({ deptPath: '0,' }).go({ limit, cursor, attributes: ['deviceId'] });
  return { data: page.data.map((d) => d.deviceId), cursor: page.cursor };
}

// ---- the running status list (decision 0048) --------------------------------------------------------------------

/** The running status list's filter (its partitions are the caller's scope paths, decision 0048). */
export interface DeviceStatusFilter {
  status?: RunningStatus;
}

/**
 * A key-bounded Query of the path index, by status when one is asked (gsi2): never a Scan, never outside the paths.
 * A subtree is the key prefix of its path; one organization only is its whole path as a composite (the key prefix
 * then ends before the device id, so no organization below it is read).
 */
function statusQuery(p: PathPartition, f: DeviceStatusFilter) {
  if (!p.subtree) return f.status ? DeviceStatusEntity.query.byStatus({ status: f.status, deptPath: p.prefix }) : DeviceStatusEntity.query.byOrg({ deptPath: p.prefix });
  return f.status ? DeviceStatusEntity.query.byStatus({ status: f.status }).begins({ deptPath: p.prefix }) : DeviceStatusEntity.query.byOrg({}).begins({ deptPath: p.prefix });
}

const statusList = partitionedList(statusQuery, errorRef(RUNNING_STATUS_ERRORS, 'status.badCursor'));
export const pageDeviceStatuses = statusList.page;
export const countDeviceStatuses = statusList.count;

/** The running status counts of one organization's own devices (not those below it): its tally, one read. */
export async function ownStatusCounts(deptPath: string): Promise<StatusCounts> {
  const { data } = await StatusTallyEntity.get({ deptId: ownerOf(deptPath) }).go();
  const counts = noCounts();
  for (const s of RUNNING_STATUSES) counts[s] = data?.[s] ?? 0;
  return counts;
}

/** The device states (last report) of a page's devices: one batch read. */
export async function deviceMonitorsOf(deviceIds: readonly number[]): Promise<Map<number, DeviceMonitorItem>> {
  if (!deviceIds.length) return new Map();
  const { data } = await DeviceMonitorEntity.get([...new Set(deviceIds)].map((deviceId) => ({ deviceId }))).go();
  return new Map(data.map((m) => [m.deviceId, m]));
}
