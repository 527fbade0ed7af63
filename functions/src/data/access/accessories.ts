/**
 * Accessory and consumable records (docs/decisions/0020): the named access functions. Every write is ONE transaction
 * holding the records, their duplicate markers (`accessory`: organization, category, kind, brand, code), their expiry
 * markers (month partitions), the organization counters (`deptAccessories#<deptId>`: an organization holding records
 * cannot be deleted), the device counters (`deviceAccessories#<deviceId>`: records installed on a device) and a
 * condition check on each device a record is put on (still there, same organization path and model as read: the
 * maximum validity was checked against that model). A concurrent write cannot slip past a check.
 */
import type { AccessoryCategory, AccessoryStatus, ExpiryState } from '@aed/shared/schemas/accessory';
import { AppError, errorRef } from '../../lib/app-error';
import { AccessoryEntity, type AccessoryItem } from '../entities/accessory-entity';
import { AccessoryExpiryEntity, type AccessoryExpiryItem } from '../entities/accessory-expiry-entity';
import { getDept } from './access-control';
import { conditions, partitionedList, type Where } from './cursor-walk';
import { deviceAccessoriesCounterName } from './device-dependents';
import { getDeviceById } from './devices/device-reads';
import { rebaseUnder } from './path-rebase';
import { assertCounterZero, counterValue, moveCounter } from './counters';
import { writeTransaction, type TransactionEntities, type TransactionEntityMap, type WriteOp } from './transactions';
import { markerOwnerId, releaseMarker, takeMarker } from './unique-markers';
import { CounterEntity } from '../entities/counter-entity';
import { DeptEntity } from '../entities/dept-entity';
import { DeviceEntity } from '../entities/device-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { ACCESSORY_ERRORS } from '@aed/shared/errors/accessory-errors';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';
import { ACCESSORY_FIELD_ERRORS } from '@aed/shared/errors/accessory-field-errors';

/** What accessory transactions write or check: the records, their expiry entries and markers, counters, the devices and organizations they are put in. */
export const ACCESSORY_WRITE_ENTITIES = {
  accessory: AccessoryEntity,
  accessoryExpiry: AccessoryExpiryEntity,
  unique: UniqueEntity,
  counter: CounterEntity,
  device: DeviceEntity,
  dept: DeptEntity,
} satisfies TransactionEntityMap;

export type { AccessoryItem } from '../entities/accessory-entity';
export type { AccessoryExpiryItem } from '../entities/accessory-expiry-entity';

// ---- keys ----------------------------------------------------------------------------------------------------------

/** Case and inner spaces do not make two records different ("ACME  b-1" = "acme B-1"). */
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

type DuplicateKeyFields = Pick<AccessoryItem, 'deptId' | 'category' | 'kind' | 'brand' | 'code'>;
/** "Accessory duplicate": one record per (organization, category, kind, brand, code). */
export const duplicateKey = (a: DuplicateKeyFields) => JSON.stringify([a.deptId, a.category, a.kind, norm(a.brand), norm(a.code)]);
export const duplicateMarker = (a: DuplicateKeyFields) => ({ scope: 'accessory', value: duplicateKey(a) });

export const deptAccessoriesCounterName = (deptId: number) => `deptAccessories#${deptId}`;
export { deviceAccessoriesCounterName };

/** The keyword filter's text: code, name, brand, model and supplier, lower-cased. */
export const accessorySearchText = (a: Pick<AccessoryItem, 'code' | 'name' | 'brand' | 'model' | 'supplier'>) =>
  [a.code, a.name, a.brand, a.model, a.supplier].filter(Boolean).join('\n').toLowerCase();

/** The expiry marker of a record: records in stock or installed with an expiry date (replaced ones are history). */
function expiryMarkerOf(a: AccessoryItem): AccessoryExpiryItem | null {
  if (!a.expiryDate || a.status === 'replaced') return null;
  return { month: a.expiryDate.slice(0, 7), expiryDate: a.expiryDate, accessoryId: a.accessoryId, category: a.category, kind: a.kind, status: a.status, deptId: a.deptId, deviceId: a.deviceId };
}

/** The device a record counts on (installed there); replaced records no longer count. */
const installedOn = (a: AccessoryItem | null) => (a && a.status === 'installed' && a.deviceId > 0 ? a.deviceId : 0);

// ---- reads ---------------------------------------------------------------------------------------------------------

export async function getAccessoryById(accessoryId: number): Promise<AccessoryItem | null> {
  return (await AccessoryEntity.get({ accessoryId }).go({ consistent: true })).data;
}

export async function getAccessoriesByIds(ids: number[]): Promise<AccessoryItem[]> {
  if (!ids.length) return [];
  return (await AccessoryEntity.get(ids.map((accessoryId) => ({ accessoryId }))).go({ consistent: true })).data;
}

/** The record holding this duplicate key, if any (one GetItem on the marker). */
export const findDuplicate = (key: DuplicateKeyFields) => markerOwnerId(duplicateMarker(key));

/** Records the organization itself holds (its counter; the organization delete checks it). */
export const deptAccessoryCount = (deptId: number) => counterValue(deptAccessoriesCounterName(deptId));

/** Records installed on the device (its counter). */
export const deviceAccessoryCount = (deviceId: number) => counterValue(deviceAccessoriesCounterName(deviceId));

/**
 * The records on one device with this status (installed: what it holds now; replaced: its history), soonest expiry
 * first: one Query of the device index, whatever organization the records belong to.
 */
export async function listDeviceAccessories(deviceId: number, status: Extract<AccessoryStatus, 'installed' | 'replaced'>, max: number): Promise<AccessoryItem[]> {
  const { data } = await AccessoryEntity.query.byDevice({ deviceId, status }).go({ limit: max, count: max });
  return data;
}

/**
 * The expiry markers of records expiring from `from` to `to` (inclusive days): one key-range Query per month between
 * them (at most 24 months per call), never a Scan. For the expiry reminders and the running status.
 */
export async function listExpiringAccessories(from: string, to: string): Promise<AccessoryExpiryItem[]> {
  const months: string[] = [];
  for (let y = Number(from.slice(0, 4)), m = Number(from.slice(5, 7)); `${y}-${String(m).padStart(2, '0')}` <= to.slice(0, 7); m === 12 ? ((m = 1), (y += 1)) : (m += 1)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    if (months.length > 24) throw new Error('listExpiringAccessories: at most 24 months per call');
  }
  const rows: AccessoryExpiryItem[] = [];
  for (const month of months) {
    const { data } = await AccessoryExpiryEntity.query.byMonth({ month }).between({ expiryDate: from }, { expiryDate: `${to}\uffff` }).go({ pages: 'all' });
    rows.push(...data.filter((r) => r.expiryDate >= from && r.expiryDate <= to));
  }
  return rows;
}

// ---- writes --------------------------------------------------------------------------------------------------------

/** One record before and after a write (null before = created, null after = deleted). */
export interface AccessoryChange {
  before: AccessoryItem | null;
  after: AccessoryItem | null;
}

/** A device a write puts a record on, as the domain read it (its organization path and model). */
export interface DeviceGuard {
  deviceId: number;
  deptPath: string;
  modelId: number;
  serialNumber: string;
}

/** The organization a record is created in or moved to, as read (it must still exist with this path). */
export interface AccessoryDeptGuard {
  deptId: number;
  deptPath: string;
}


export interface AccessoryWriteOptions {
  /** More items for the same transaction (a work order recording what it replaced); refused as `common.conflict`. */
  extra?: (entities: TransactionEntities) => WriteOp[];
  /** The entities `extra` writes. */
  extraEntities?: TransactionEntityMap;
}

type Part =
  | 'release'
  | 'count'
  | 'expiry'
  | 'extra'
  | { record: AccessoryItem; deleting: boolean }
  | { created: AccessoryItem }
  | { marker: AccessoryItem }
  | { device: DeviceGuard }
  | { dept: AccessoryDeptGuard };

/**
 * The transaction items of a set of record changes: the records (conditioned on the version and path read; a delete
 * also on not being installed), their duplicate and expiry markers, and the organization and device counters, with
 * the part each item stands for (`refusal`). Counter deltas on one item are summed first (a transaction may touch an
 * item once).
 */
function changeItems(entities: TransactionEntities, changes: readonly AccessoryChange[]): { part: Part; op: WriteOp }[] {
  const { accessory, unique, counter, accessoryExpiry } = entities;
  const items: { part: Part; op: WriteOp }[] = [];
  const add = (part: Part, op: WriteOp) => items.push({ part, op });
  const counters = new Map<string, number>();
  const bump = (name: string, delta: number) => counters.set(name, (counters.get(name) ?? 0) + delta);
  for (const { before, after } of changes) {
    if (before?.deptId !== after?.deptId) {
      if (before) bump(deptAccessoriesCounterName(before.deptId), -1);
      if (after) bump(deptAccessoriesCounterName(after.deptId), 1);
    }
    const from = installedOn(before);
    const to = installedOn(after);
    if (from !== to) {
      if (from) bump(deviceAccessoriesCounterName(from), -1);
      if (to) bump(deviceAccessoriesCounterName(to), 1);
    }
    if (!before && after) {
      add({ created: after }, accessory.create(after).commit() as WriteOp);
    } else if (before && !after) {
      add(
        { record: before, deleting: true },
        accessory
          .delete({ accessoryId: before.accessoryId })
          .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)} AND ${op.ne(attr.status, 'installed')}`)
          .commit() as WriteOp,
      );
    } else if (before && after) {
      add(
        { record: before, deleting: false },
        accessory
          .put(after)
          .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
          .commit() as WriteOp,
      );
    }
    // duplicate marker
    const oldKey = before && duplicateKey(before);
    const newKey = after && duplicateKey(after);
    if (oldKey !== newKey) {
      const owner = String((after ?? before)!.accessoryId);
      if (after) add({ marker: after }, takeMarker(unique, duplicateMarker(after), owner));
      if (before) add('release', releaseMarker(unique, duplicateMarker(before), owner));
    }
    // expiry marker
    const oldMarker = before && expiryMarkerOf(before);
    const newMarker = after && expiryMarkerOf(after);
    const sameKey = oldMarker && newMarker && oldMarker.month === newMarker.month && oldMarker.expiryDate === newMarker.expiryDate;
    if (JSON.stringify(oldMarker) !== JSON.stringify(newMarker)) {
      if (oldMarker && !sameKey) add('expiry', accessoryExpiry.delete({ month: oldMarker.month, expiryDate: oldMarker.expiryDate, accessoryId: oldMarker.accessoryId }).commit() as WriteOp);
      if (newMarker) add('expiry', accessoryExpiry.put(newMarker).commit() as WriteOp);
    }
  }
  for (const [name, delta] of counters) {
    if (delta !== 0) add('count', moveCounter(counter, name, delta));
  }
  return items;
}

/**
 * Builds and runs the one transaction of a set of record changes: their items (`changeItems`), a check on each device
 * a record is newly put on (`devices`: still at the path and model read) and on each organization records are created
 * in or moved to (`depts`: still at the path read, no move in progress).
 */
async function writeAccessoryChanges(changes: AccessoryChange[], devices: DeviceGuard[], depts: AccessoryDeptGuard[], options: AccessoryWriteOptions = {}): Promise<void> {
  const refused = await writeTransaction<Part>({ ...ACCESSORY_WRITE_ENTITIES, ...options.extraEntities }, (entities, add) => {
    const { device, dept } = entities;
    for (const item of changeItems(entities, changes)) add(item.part, item.op);
    for (const guard of devices) {
      add(
        { device: guard },
        device
          .check({ deviceId: guard.deviceId })
          .where((attr, op) => `${op.eq(attr.deptPath, guard.deptPath)} AND ${op.eq(attr.modelId, guard.modelId)}`)
          .commit() as WriteOp,
      );
    }
    for (const guard of depts) {
      add(
        { dept: guard },
        dept
          .check({ deptId: guard.deptId })
          .where((attr, op) => `${op.eq(attr.deptPath, guard.deptPath)} AND (${op.notExists(attr.pendingMove)} OR ${op.eq(attr.pendingMove, '')})`)
          .commit() as WriteOp,
      );
    }
    for (const op of options.extra?.(entities) ?? []) add('extra', op);
  }, { tooMany: errorRef(ACCESSORY_FIELD_ERRORS, 'accessory.tooManyAtOnce') });
  if (refused) throw await refusal(refused.part);
}

/**
 * Transaction items for another module's transaction that changes records as a consequence of its own write: the
 * device write that moves a device to another organization moves the records installed on it along (decision 0018).
 * The caller's transaction checks the device and the organization; a refused item answers as its caller decides.
 */
export const accessoryChangeItems = (entities: TransactionEntities, changes: readonly AccessoryChange[]): WriteOp[] => changeItems(entities, changes).map((i) => i.op);

/**
 * Transaction items (condition checks, they write nothing) for another module's transaction that relies on records
 * installed on a device as it read them: each is still installed on that device, unchanged (version as read). A device
 * taking another model checks its installed consumables against the new model (decision 0023); an edit of one of
 * them meanwhile (its expiry, kind or category) fails the model change as `common.conflict` rather than bypass it.
 */
export const assertInstalledUnchanged = ({ accessory }: TransactionEntities, records: readonly AccessoryItem[]): WriteOp[] =>
  records.map(
    (a) =>
      accessory
        .check({ accessoryId: a.accessoryId })
        .where((attr, op) => `${op.eq(attr.updateTime, a.updateTime)} AND ${op.eq(attr.status, 'installed')} AND ${op.eq(attr.deviceId, a.deviceId)}`)
        .commit() as WriteOp,
  );

/** The error a cancelled transaction answers, from the first part whose condition failed. */
async function refusal(part: Part | undefined): Promise<AppError> {
  if (!part || typeof part === 'string') return new AppError('common.conflict');
  if ('marker' in part) return AppError.of(ACCESSORY_ERRORS, 'accessory.duplicate');
  if ('created' in part) return new AppError('common.conflict');
  if ('record' in part) {
    const now = await getAccessoryById(part.record.accessoryId);
    if (!now) return AppError.of(ACCESSORY_ERRORS, 'accessory.notFound');
    if (part.deleting && now.status === 'installed') return AppError.of(ACCESSORY_ERRORS, 'accessory.inUse', { code: now.code });
    return new AppError('common.conflict');
  }
  if ('device' in part) return (await getDeviceById(part.device.deviceId)) ? new AppError('common.conflict') : AppError.of(ACCESSORY_ERRORS, 'accessory.deviceNotFound');
  return (await getDept(part.dept.deptId)) ? new AppError('common.conflict') : AppError.of(DEPT_ERRORS, 'dept.notFound');
}

const withSearchText = (a: AccessoryItem): AccessoryItem => ({ ...a, searchText: accessorySearchText(a) });

/** Creates a record (installed at once when `device` is given): marker, counters, expiry marker, checks. */
export async function createAccessory(item: AccessoryItem, dept: AccessoryDeptGuard, device: DeviceGuard | null, options?: AccessoryWriteOptions): Promise<void> {
  await writeAccessoryChanges([{ before: null, after: withSearchText(item) }], device ? [device] : [], [dept], options);
}

/**
 * Updates a record unchanged since `before` was read (version and organization path). `device`: the device `after`
 * is put on or stays on when its fields changed (checked still as read); `dept`: the organization it moves to.
 */
export async function updateAccessory(before: AccessoryItem, after: AccessoryItem, device: DeviceGuard | null, dept: AccessoryDeptGuard | null, options?: AccessoryWriteOptions): Promise<void> {
  await writeAccessoryChanges([{ before, after: withSearchText(after) }], device ? [device] : [], dept ? [dept] : [], options);
}

/**
 * Replaces installed records: each `old` becomes `replaced` and its replacement (created now when `replacementBefore`
 * is null, else a record in stock read as `replacementBefore`) is installed on the device, in one transaction with
 * the device checks.
 */
export async function replaceAccessories(
  replacements: readonly { oldBefore: AccessoryItem; oldAfter: AccessoryItem; replacementBefore: AccessoryItem | null; replacementAfter: AccessoryItem }[],
  devices: DeviceGuard[],
  depts: AccessoryDeptGuard[],
  options?: AccessoryWriteOptions,
): Promise<void> {
  await writeAccessoryChanges(
    replacements.flatMap((r) => [
      { before: r.oldBefore, after: withSearchText(r.oldAfter) },
      { before: r.replacementBefore, after: withSearchText(r.replacementAfter) },
    ]),
    devices,
    depts,
    options,
  );
}

/**
 * Deletes records (each unchanged since read and not installed) with their markers and counters, all or nothing.
 * The condition `status <> installed` makes "accessory in use" hold against a concurrent install.
 */
export async function deleteAccessories(items: AccessoryItem[]): Promise<void> {
  await writeAccessoryChanges(
    items.map((before) => ({ before, after: null })),
    [],
    [],
  );
}

// ---- transaction items for other modules ---------------------------------------------------------------------------

/** Transaction item of an organization delete: it holds no record (its counter is absent or 0). */
export const assertDeptHasNoAccessories = (counter: TransactionEntities['counter'], deptId: number) => assertCounterZero(counter, deptAccessoriesCounterName(deptId));

// ---- lists ---------------------------------------------------------------------------------------------------------

/**
 * A partition of a list: a key-prefix Query of one category's organization-path index (a subtree, or that
 * organization only), or the device index of one device (records installed there).
 */
export type AccessoryPartition = { category: AccessoryCategory; prefix: string; subtree: boolean } | { deviceId: number; status: Extract<AccessoryStatus, 'installed' | 'replaced'> };

export interface AccessoryFilter {
  category?: AccessoryCategory;
  kind?: string;
  status?: AccessoryStatus;
  /** The expiry state as of `today`, expiring meaning up to `warnLimit` (both YYYY-MM-DD). */
  state?: { state: ExpiryState; today: string; warnLimit: string };
  /** Lower-case keyword matched in code, name, brand, model and supplier. */
  keyword?: string;
  /** Records of organizations under this path (device partitions narrowed to the organization picked in a tree). */
  deptPrefix?: string;
}

const accessoryWhere =
  (p: AccessoryPartition, f: AccessoryFilter): Where =>
  (attr, op) => {
    const s = f.state;
    const state =
      s &&
      (s.state === 'expired'
        ? `${op.gt(attr.expiryDate, '')} AND ${op.lt(attr.expiryDate, s.today)}`
        : s.state === 'expiring'
          ? `${op.gte(attr.expiryDate, s.today)} AND ${op.lte(attr.expiryDate, s.warnLimit)}`
          : `(${op.eq(attr.expiryDate, '')} OR ${op.gt(attr.expiryDate, s.warnLimit)})`);
    return conditions([
      'prefix' in p && !p.subtree && op.eq(attr.deptPath, p.prefix),
      'deviceId' in p && f.category && op.eq(attr.category, f.category),
      'deviceId' in p && f.deptPrefix && op.begins(attr.deptPath, f.deptPrefix),
      f.kind && op.eq(attr.kind, f.kind),
      'prefix' in p && f.status && op.eq(attr.status, f.status),
      state,
      f.keyword && op.contains(attr.searchText, f.keyword),
    ]);
  };

function accessoryQuery(p: AccessoryPartition, f: AccessoryFilter) {
  if ('deviceId' in p) {
    const q = AccessoryEntity.query.byDevice({ deviceId: p.deviceId, status: p.status });
    return q.where(accessoryWhere(p, f) as unknown as Parameters<typeof q.where>[0]);
  }
  const q = AccessoryEntity.query.byPath({ category: p.category }).begins({ deptPath: p.prefix });
  return q.where(accessoryWhere(p, f) as unknown as Parameters<typeof q.where>[0]);
}

const accessoryList = partitionedList(accessoryQuery, errorRef(ACCESSORY_ERRORS, 'accessory.badCursor'));

/** One cursor page of the records of the partitions (partition order, then key order), never reading outside them. */
export const pageAccessories = accessoryList.page;

/** The first page's total: a Select COUNT over the same partitions and filters reading at most LIST_COUNT_CAP + 1 records. */
export const countAccessories = accessoryList.count;

/** Up to `max` records of the partitions (export): the walk stops as soon as it holds `max`. */
export const listAccessories = accessoryList.list;

// ---- organization moves --------------------------------------------------------------------------------------------

/**
 * Rewrites the organization path of every record under `from` onto `to` (an organization moved: `completeMove`;
 * `rebaseUnder` per category partition: conditional patches, re-runnable; the version is kept). Expiry markers name
 * the organization by id: nothing to rewrite.
 */
export async function rebaseAccessories(from: string, to: string): Promise<number> {
  let count = 0;
  for (const category of ['accessory', 'consumable'] as const) {
    count += await rebaseUnder<Pick<AccessoryItem, 'accessoryId' | 'deptPath' | 'category'>>(
      {
        page: (prefix, page) => AccessoryEntity.query.byPath({ category }).begins({ deptPath: prefix }).go({ ...page, attributes: ['accessoryId', 'deptPath', 'category'] }),
        pathOf: (a) => a.deptPath,
        // the category is part of the path index key: ElectroDB needs it to rebuild the key
        patch: (a, deptPath) =>
          AccessoryEntity.patch({ accessoryId: a.accessoryId })
            .set({ deptPath, category: a.category })
            .where((attr, op) => op.eq(attr.deptPath, a.deptPath))
            .go(),
      },
      from,
      to,
    );
  }
  return count;
}
