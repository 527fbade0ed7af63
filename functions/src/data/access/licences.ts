/**
 * Licence accounting (docs/decisions/0041): batches per organization, the licence each device holds and the history,
 * moved only in transactions whose conditions keep every count exact under concurrent writes:
 * - a batch's `available` never drops below 0 (a sale or activation is conditioned on what it takes);
 * - an expired batch serves nothing (conditioned on its expiry key);
 * - a device holds at most one licence (its hold is created only if absent);
 * - the pool that serves a device is its nearest organization (itself first) that has ever received a batch: the
 *   `licence-pool#<deptId>` counter (batches received) of every organization passed over is checked to be still 0, so
 *   a sale to one of them racing an activation cannot be overtaken.
 */
import { COMMON_ERRORS } from '@aed/shared/errors/common-errors';
import { LICENCE_ERRORS } from '@aed/shared/errors/licence-errors';
import type { LicenceEventKind } from '@aed/shared/schemas/licence';
import { AppError, errorRef } from '../../lib/app-error';
import { timeId } from '../../lib/time';
import { pathDeptIds } from '../data-scope';
import { LicenceBatchEntity, NEVER_EXPIRES_KEY, type LicenceBatchItem } from '../entities/licence-batch-entity';
import { LicenceEventEntity, type LicenceEventItem } from '../entities/licence-event-entity';
import { LicenceHoldEntity, type LicenceHoldItem } from '../entities/licence-hold-entity';
import { CounterEntity } from '../entities/counter-entity';
import { KEY_FLOOR } from './key-floor';
import { DeptEntity } from '../entities/dept-entity';
import { assertCounterZero, counterValue, moveCounter } from './counters';
import { conditions } from './cursor-walk';
import { writeTransaction, type AddItem, type TransactionEntities, type TransactionEntityMap, type WriteOp } from './transactions';

/** The entities a licence write touches (device writes add them to theirs when they activate licences). */
export const LICENCE_WRITE_ENTITIES = {
  licenceBatch: LicenceBatchEntity,
  licenceHold: LicenceHoldEntity,
  licenceEvent: LicenceEventEntity,
  counter: CounterEntity,
} satisfies TransactionEntityMap;

export const poolCounterName = (deptId: number) => `licence-pool#${deptId}`;
export const expireKeyOf = (expireTime: string) => expireTime || NEVER_EXPIRES_KEY;
export const todayOf = (at: string) => at.slice(0, 10);
/** The batch can serve (be sold from or activated) on `today`. */
export const batchUsable = (b: Pick<LicenceBatchItem, 'expireKey'>, today: string) => b.expireKey >= today;

// ---- reads ---------------------------------------------------------------------------------------------------------

export async function getLicenceBatch(batchId: string): Promise<LicenceBatchItem | null> {
  const { data } = await LicenceBatchEntity.get({ batchId }).go({ consistent: true });
  return data ?? null;
}

/** Every batch an organization holds, earliest expiry first (never-expiring last). */
export async function listDeptBatches(deptId: number): Promise<LicenceBatchItem[]> {
  const { data } = await LicenceBatchEntity.query.byDept({ deptId }).go({ pages: 'all' });
  return data;
}

/** How many batches an organization has received (0: it has no pool of its own). */
export const poolBatchCount = (deptId: number) => counterValue(poolCounterName(deptId));

/** The licences devices hold, by device id (absent: none). */
export async function getLicenceHolds(deviceIds: number[]): Promise<Map<number, LicenceHoldItem>> {
  const holds = new Map<number, LicenceHoldItem>();
  for (const deviceId of [...new Set(deviceIds)]) {
    const { data } = await LicenceHoldEntity.get({ deviceId }).go({ consistent: true });
    if (data) holds.set(deviceId, data);
  }
  return holds;
}

export type BatchRange = { lt: string } | { between: [string, string] } | { gt: string } | null;

/**
 * A page of rows of one key range, filled across DynamoDB pages when a filter drops rows (at most a few reads: a
 * filtered history of one organization). `cursor` is ElectroDB's; a forged one answers `common.validation`.
 */
async function fillPage<T>(run: (cursor: string | null, limit: number) => Promise<{ data: T[]; cursor: string | null }>, limit: number, cursor: string | undefined) {
  const rows: T[] = [];
  let next: string | null = cursor ?? null;
  for (let reads = 0; reads < 20; reads += 1) {
    const page = await run(next, limit - rows.length).catch((e: unknown) => {
      if (next !== null) throw new AppError(errorRef(COMMON_ERRORS, 'common.validation'));
      throw e;
    });
    rows.push(...page.data);
    next = page.cursor;
    if (!next || rows.length >= limit) break;
  }
  return { rows, next: next ?? undefined };
}

/** A page of an organization's batches in a range of expiry keys, earliest expiry first. */
export function pageDeptBatches(deptId: number, range: BatchRange, limit: number, cursor: string | undefined) {
  return fillPage<LicenceBatchItem>(async (c, count) => {
    const q = LicenceBatchEntity.query.byDept({ deptId });
    // "below" starts at this entity's first key: the partition is shared with the organization's image uploads (KEY_FLOOR)
    const query = !range ? q : 'lt' in range ? q.between({ expireKey: KEY_FLOOR }, { expireKey: range.lt }) : 'gt' in range ? q.gt({ expireKey: range.gt }) : q.between({ expireKey: range.between[0] }, { expireKey: `${range.between[1]}~` });
    return query.go({ cursor: c, limit: count });
  }, limit, cursor);
}

/** A page of an organization's history, newest first (`kind`: only those). */
export function pageDeptEvents(deptId: number, kind: LicenceEventKind | undefined, limit: number, cursor: string | undefined) {
  return fillPage<LicenceEventItem>(async (c, count) => {
    const q = LicenceEventEntity.query.byDept({ deptId });
    const filtered = kind ? q.where((attr, op) => op.eq(attr.kind, kind)) : q;
    return filtered.go({ cursor: c, limit: count, order: 'desc' });
  }, limit, cursor);
}

/**
 * Batches of every organization whose expiry key lies in [from, until] and whose expiry is not recorded yet (the
 * expiry job; never-expiring ones excluded). Recorded ones are still read by the key range (a filter): the job's read
 * grows with the batches that ever expired, one small item each.
 */
export async function listBatchesExpiringBetween(from: string, until: string): Promise<LicenceBatchItem[]> {
  const { data } = await LicenceBatchEntity.query
    .byExpiry({})
    .between({ expireKey: from }, { expireKey: `${until}~` })
    .where((attr, op) => op.eq(attr.expiryRecorded, '0'))
    .go({ pages: 'all' });
  return data.filter((b) => b.expireKey !== NEVER_EXPIRES_KEY);
}

// ---- history lines -------------------------------------------------------------------------------------------------

type Entities = TransactionEntities;
export interface EventFields {
  deptId: number;
  kind: LicenceEventKind;
  batchId: string;
  amount: number;
  counterpartDeptId?: number;
  devices?: string[];
  sellingUnit?: string;
  buyingUnit?: string;
  operator: string;
  time: string;
}
const eventItem = ({ licenceEvent }: Entities, e: EventFields, seq: number) =>
  licenceEvent.create({ ...e, eventId: `${timeId()}-${seq}`, counterpartDeptId: e.counterpartDeptId ?? 0, devices: e.devices ?? [], sellingUnit: e.sellingUnit ?? '', buyingUnit: e.buyingUnit ?? '' }).commit() as WriteOp;

// ---- mint and sale -------------------------------------------------------------------------------------------------

/** Creates a batch minted at `batch.deptId` (the root) with its history line and pool counter. */
export async function mintLicenceBatch(batch: LicenceBatchItem): Promise<void> {
  const refused = await writeTransaction<'batch'>(LICENCE_WRITE_ENTITIES, (entities, add) => {
    add('batch', entities.licenceBatch.create(batch).commit() as WriteOp);
    add('batch', eventItem(entities, { deptId: batch.deptId, kind: 'mint', batchId: batch.batchId, amount: batch.total, sellingUnit: batch.sellingUnit, buyingUnit: batch.buyingUnit, operator: batch.createBy, time: batch.createTime }, 0));
    add('batch', moveCounter(entities.counter, poolCounterName(batch.deptId), 1));
  });
  if (refused) throw new AppError('common.conflict');
}

export interface Sale {
  source: LicenceBatchItem;
  /** The buyer: a direct child of the source's organization, with the path the domain read. */
  child: { deptId: number; deptPath: string };
  amount: number;
  sellingUnit: string;
  buyingUnit: string;
  batchId: string;
  by: string;
  at: string;
}

/**
 * Sells `amount` licences of a batch to a child: the source gives them (available -, sold +) only if it still has
 * them and has not expired; the child gets a new batch with the same expiry; a history line on each side; the child
 * is still a direct child of the seller with the path read. Refused: the answer of `answer` on the records read again.
 */
export async function sellLicences(sale: Sale, answer: () => Promise<AppError>): Promise<void> {
  const { source, child, amount, at, by } = sale;
  const today = todayOf(at);
  const refused = await writeTransaction<'source' | 'other'>({ ...LICENCE_WRITE_ENTITIES, dept: DeptEntity }, (entities, add) => {
    add(
      'source',
      entities.licenceBatch
        .update({ batchId: source.batchId })
        .add({ available: -amount, sold: amount })
        .where((attr, op) => `${op.gte(attr.available, amount)} AND ${op.gte(attr.expireKey, today)} AND ${op.eq(attr.deptId, source.deptId)}`)
        .commit() as WriteOp,
    );
    add(
      'other',
      entities.dept
        .check({ deptId: child.deptId })
        .where((attr, op) => conditions([op.eq(attr.parentId, source.deptId), op.eq(attr.deptPath, child.deptPath), op.eq(attr.pendingMove, '')]))
        .commit() as WriteOp,
    );
    add(
      'other',
      entities.licenceBatch
        .create({
          batchId: sale.batchId,
          deptId: child.deptId,
          sourceBatchId: source.batchId,
          sourceDeptId: source.deptId,
          total: amount,
          available: amount,
          used: 0,
          sold: 0,
          expired: 0,
          expireTime: source.expireTime,
          expireKey: source.expireKey,
          lifetimeDays: source.lifetimeDays,
          sellingUnit: sale.sellingUnit,
          buyingUnit: sale.buyingUnit,
          expiryRecorded: '0',
          createBy: by,
          createTime: at,
        })
        .commit() as WriteOp,
    );
    const units = { sellingUnit: sale.sellingUnit, buyingUnit: sale.buyingUnit };
    add('other', eventItem(entities, { deptId: source.deptId, kind: 'allocateOut', batchId: source.batchId, amount, counterpartDeptId: child.deptId, ...units, operator: by, time: at }, 0));
    add('other', eventItem(entities, { deptId: child.deptId, kind: 'allocateIn', batchId: sale.batchId, amount, counterpartDeptId: source.deptId, ...units, operator: by, time: at }, 1));
    add('other', moveCounter(entities.counter, poolCounterName(child.deptId), 1));
  });
  if (refused) throw await answer();
}

// ---- expiry --------------------------------------------------------------------------------------------------------

/**
 * Records the expiry of a batch past its date (the job): its unused licences move from `available` to `expired` and
 * a history line says how many, once (`expiryRecorded`). Answers false when another run recorded it or the batch
 * changed since read (the next run sees it again).
 */
export async function recordBatchExpiry(batch: LicenceBatchItem, at: string): Promise<boolean> {
  const refused = await writeTransaction<'batch'>(LICENCE_WRITE_ENTITIES, (entities, add) => {
    add(
      'batch',
      entities.licenceBatch
        .update({ batchId: batch.batchId })
        .add({ available: -batch.available, expired: batch.available })
        .set({ expiryRecorded: '1' })
        .where((attr, op) => `${op.eq(attr.expiryRecorded, '0')} AND ${op.eq(attr.available, batch.available)}`)
        .commit() as WriteOp,
    );
    add('batch', eventItem(entities, { deptId: batch.deptId, kind: 'expire', batchId: batch.batchId, amount: batch.available, operator: 'system', time: at }, 0));
  });
  return !refused;
}

// ---- activation ----------------------------------------------------------------------------------------------------

/** What activation needs of a device. */
export interface LicensableDevice {
  deviceId: number;
  deptId: number;
  deptPath: string;
  serialNumber: string;
}

/** A transaction part of an activation: refused, it is answered by planning again on the records as they are now. */
export interface LicencePart {
  rule: 'licence';
  answer: () => Promise<AppError>;
}

/**
 * The licences a write activates, ready to go into a transaction (decision 0041): `addTo` adds its items (the batch
 * decrements, the holds, the history lines, the checks on the organizations passed over) to the caller's transaction,
 * whose entity map must include `entities`; a refused part is answered by `part.answer()` (`licence.notEnough`,
 * `licence.enabledExceedsAvailable` or `common.conflict`).
 */
export interface LicenceActivation {
  /** Devices that take a licence in this write (those already holding one are not here: activation is idempotent). */
  devices: LicensableDevice[];
  /** device id -> the batch it takes. */
  batchOf: Map<number, string>;
  entities: typeof LICENCE_WRITE_ENTITIES;
  addTo: (entities: TransactionEntities, add: AddItem<LicencePart>) => void;
}

/** The nearest organization on a device's path (itself first) that has a pool; null when none has. */
async function poolOf(deptPath: string, pools: Map<number, number>): Promise<{ pool: number | null; passed: number[] }> {
  const passed: number[] = [];
  for (const deptId of pathDeptIds(deptPath).reverse()) {
    if (!pools.has(deptId)) pools.set(deptId, await poolBatchCount(deptId));
    if (pools.get(deptId)! > 0) return { pool: deptId, passed };
    passed.push(deptId);
  }
  return { pool: null, passed };
}

/**
 * Plans the activation of licences for `devices` (each enabled by the caller's write): devices already holding one
 * take none; each other takes one from its pool's batches, earliest expiry first, only usable ones (not expired,
 * something available). Throws `licence.notEnough` (one device) or `licence.enabledExceedsAvailable` (several) when
 * the pools cannot serve them all: nothing is written.
 */
export async function planLicenceActivation(devices: LicensableDevice[], at: string, by: string): Promise<LicenceActivation> {
  const today = todayOf(at);
  const holds = await getLicenceHolds(devices.map((d) => d.deviceId));
  const needing = devices.filter((d, i) => !holds.has(d.deviceId) && devices.findIndex((o) => o.deviceId === d.deviceId) === i);
  const pools = new Map<number, number>();
  const batchesOf = new Map<number, LicenceBatchItem[]>();
  const left = new Map<string, number>();
  const passedAll = new Set<number>();
  const batchOf = new Map<number, string>();
  const taken = new Map<string, { batch: LicenceBatchItem; devices: LicensableDevice[] }>();
  let short = 0;
  const poolsSeen = new Set<number>();
  for (const device of needing) {
    const { pool, passed } = await poolOf(device.deptPath, pools);
    for (const id of passed) passedAll.add(id);
    if (pool === null) {
      short += 1;
      continue;
    }
    poolsSeen.add(pool);
    if (!batchesOf.has(pool)) {
      const batches = (await listDeptBatches(pool)).filter((b) => batchUsable(b, today) && b.available > 0);
      batchesOf.set(pool, batches);
      for (const b of batches) left.set(b.batchId, b.available);
    }
    const batch = batchesOf.get(pool)!.find((b) => left.get(b.batchId)! > 0);
    if (!batch) {
      short += 1;
      continue;
    }
    left.set(batch.batchId, left.get(batch.batchId)! - 1);
    batchOf.set(device.deviceId, batch.batchId);
    const entry = taken.get(batch.batchId) ?? { batch, devices: [] };
    entry.devices.push(device);
    taken.set(batch.batchId, entry);
  }
  if (short > 0) {
    if (needing.length === 1) throw AppError.of(LICENCE_ERRORS, 'licence.notEnough', { serial: needing[0]!.serialNumber });
    let available = 0;
    for (const pool of poolsSeen) for (const b of batchesOf.get(pool) ?? []) available += b.available;
    throw AppError.of(LICENCE_ERRORS, 'licence.enabledExceedsAvailable', { count: needing.length, available });
  }
  const part: LicencePart = {
    rule: 'licence',
    answer: async () => {
      try {
        await planLicenceActivation(devices, at, by);
      } catch (e) {
        if (e instanceof AppError) return e;
        throw e;
      }
      return new AppError('common.conflict');
    },
  };
  return {
    devices: needing,
    batchOf,
    entities: LICENCE_WRITE_ENTITIES,
    addTo: (entities, add) => {
      // the organizations passed over still have no pool of their own
      for (const deptId of passedAll) add(part, assertCounterZero(entities.counter, poolCounterName(deptId)) as WriteOp);
      let seq = 0;
      for (const { batch, devices: served } of taken.values()) {
        const n = served.length;
        add(
          part,
          entities.licenceBatch
            .update({ batchId: batch.batchId })
            .add({ available: -n, used: n })
            .where((attr, op) => `${op.gte(attr.available, n)} AND ${op.gte(attr.expireKey, today)}`)
            .commit() as WriteOp,
        );
        add(part, eventItem(entities, { deptId: batch.deptId, kind: 'activate', batchId: batch.batchId, amount: n, devices: served.map((d) => d.serialNumber), operator: by, time: at }, seq++));
        for (const d of served) {
          add(
            part,
            entities.licenceHold
              .create({ deviceId: d.deviceId, batchId: batch.batchId, poolDeptId: batch.deptId, deptId: d.deptId, serialNumber: d.serialNumber, createBy: by, createTime: at })
              .commit() as WriteOp,
          );
        }
      }
    },
  };
}

/** Runs an activation as its own transaction (nothing else written with it). */
export async function writeLicenceActivation(activation: LicenceActivation): Promise<void> {
  if (!activation.devices.length) return;
  const refused = await writeTransaction<LicencePart>(activation.entities, (entities, add) => activation.addTo(entities, add));
  if (refused) throw refused.part ? await refused.part.answer() : new AppError('common.conflict');
}

