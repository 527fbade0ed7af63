import type { RunningStatus } from '@aed/shared/schemas/running-status';
import { DeviceStatusEntity, StatusTallyEntity, type DeviceStatusItem, type StatusTallyItem } from '../entities/device-status-entity';
import { writeTransaction, type WriteOp } from './transactions';
import { DeviceMonitorEntity, type DeviceMonitorItem } from '../entities/device-monitor-entity';
import { RUNNING_STATUS_ERRORS } from '@aed/shared/errors/running-status-errors';
import { errorRef } from '../../lib/app-error';
import { partitionedList, type PathPartition } from './cursor-walk';

/** Running status per device and its roll-up per organization subtree (decision 0047). */

export async function getDeviceStatus(deviceId: number): Promise<DeviceStatusItem | null> {
  const { data } = await DeviceStatusEntity.get({ deviceId }).go({ consistent: true });
  return data ?? null;
}

/** The organizations whose subtree a path lies in (its ids, the root 0 left out). */
const ancestorsOf = (deptPath: string) => deptPath.split(',').filter(Boolean).map(Number).filter((id) => id > 0);

/**
 * Writes a device's status on the version read (`before`, or absent) and moves its count between the tallies of the
 * organizations on its old and new paths, in one transaction. False when another refresh wrote first (read again).
 */
export async function writeDeviceStatus(before: DeviceStatusItem | null, next: Omit<DeviceStatusItem, 'version'>): Promise<boolean> {
  const changes = new Map<number, Partial<Record<RunningStatus, number>>>();
  const shift = (deptPath: string, status: RunningStatus, by: number) => {
    for (const deptId of ancestorsOf(deptPath)) {
      const c = changes.get(deptId) ?? {};
      c[status] = (c[status] ?? 0) + by;
      changes.set(deptId, c);
    }
  };
  if (before) shift(before.deptPath, before.status, -1);
  shift(next.deptPath, next.status, 1);
  const refused = await writeTransaction<'status' | 'tally'>({ deviceStatus: DeviceStatusEntity, statusTally: StatusTallyEntity }, ({ deviceStatus, statusTally }, add) => {
    add(
      'status',
      deviceStatus
        .put({ ...next, version: (before?.version ?? 0) + 1 })
        .where((attr, op) => (before ? op.eq(attr.version, before.version) : op.notExists(attr.version)))
        .commit(),
    );
    for (const [deptId, c] of changes) {
      const delta = Object.fromEntries(Object.entries(c).filter(([, n]) => n !== 0));
      if (Object.keys(delta).length) add('tally', statusTally.update({ deptId }).add(delta).commit() as WriteOp);
    }
  });
  return refused === null;
}

/** The running status counts of an organization's subtree (one read). */
export async function statusTallyOf(deptId: number): Promise<Record<RunningStatus, number>> {
  const { data } = await StatusTallyEntity.get({ deptId }).go();
  const t: Partial<StatusTallyItem> = data ?? {};
  return { normal: t.normal ?? 0, warning: t.warning ?? 0, exception: t.exception ?? 0, displacement: t.displacement ?? 0, expired: t.expired ?? 0, unknown: t.unknown ?? 0 };
}

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

/**
 * The running status counts of one organization's own devices (not those below it): its key range of the path
 * index, read whole; an organization's own devices are bounded by its device quota.
 */
export async function ownStatusCounts(deptPath: string): Promise<Record<RunningStatus, number>> {
  const { data } = await DeviceStatusEntity.query.byOrg({ deptPath }).go({ pages: 'all', attributes: ['status'] });
  const counts: Record<RunningStatus, number> = { normal: 0, warning: 0, exception: 0, displacement: 0, expired: 0, unknown: 0 };
  for (const { status } of data) if (status) counts[status] += 1;
  return counts;
}

/** The device states (last report) of a page's devices: one batch read. */
export async function deviceMonitorsOf(deviceIds: readonly number[]): Promise<Map<number, DeviceMonitorItem>> {
  if (!deviceIds.length) return new Map();
  const { data } = await DeviceMonitorEntity.get([...new Set(deviceIds)].map((deviceId) => ({ deviceId }))).go();
  return new Map(data.map((m) => [m.deviceId, m]));
}
