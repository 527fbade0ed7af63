/**
 * Sale records, running leases, lease reminders and location change records (docs/decisions/0043): the named access
 * functions and the transaction items the sale module adds to a device's write (devices/device-writes.ts `extra`).
 */
import { SALE_VALIDITY } from '@aed/shared/schemas/sale';
import { errorRef } from '../../lib/app-error';
import { LeaseDueEntity, LeaseReminderEntity, RelocationEntity, SaleEntity, type LeaseDueItem, type RelocationItem, type SaleItem } from '../entities/sale-entity';
import { UserReferenceEntity } from '../entities/user-reference-entity';
import { UserEntity } from '../entities/user-entity';
import { CounterEntity } from '../entities/counter-entity';
import { RegionEntity } from '../entities/region-entity';
import { MaintenanceDueEntity } from '../entities/maintenance-due-entity';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import { rebaseUnder } from './path-rebase';
import { bumpUsage, userSaleCounterName } from './usage-counters';
import { moveCounter } from './counters';
import type { TransactionEntities, TransactionEntityMap, WriteOp } from './transactions';
import { whenConditionHolds } from './ids';
import { attachUploadOp, detachUploadOps, UPLOAD_TRANSACTION_ENTITIES, type AttachableUpload, type DetachableUpload } from './uploads';
import { nowIso, nowSeconds } from '../../lib/time';
import { scopeCovers, type DataScope } from '../data-scope';
import { SALE_ERRORS } from '@aed/shared/errors/sale-errors';
import { KEY_FLOOR } from './key-floor';

/** The entities a sale adds to its device's transaction. */
export const SALE_WRITE_ENTITIES: TransactionEntityMap = {
  sale: SaleEntity,
  leaseDue: LeaseDueEntity,
  relocation: RelocationEntity,
  userReference: UserReferenceEntity,
  user: UserEntity,
  counter: CounterEntity,
  region: RegionEntity,
  maintenanceDue: MaintenanceDueEntity,
  ...UPLOAD_TRANSACTION_ENTITIES,
};

/** The owner of a sale's documents (decision 0040). */
export const saleFileOwner = (saleId: number) => ({ kind: 'sale', id: String(saleId) });

/** Documents a write attaches (checked by the domain) and detaches (dropped from the record). */
export interface SaleFileChanges {
  attach: readonly AttachableUpload[];
  detach: readonly DetachableUpload[];
}
const NO_FILE_CHANGES: SaleFileChanges = { attach: [], detach: [] };

function fileItems(e: TransactionEntities, saleId: number, changes: SaleFileChanges): WriteOp[] {
  const owner = saleFileOwner(saleId);
  const [at, epoch] = [nowIso(), nowSeconds()];
  return [...changes.attach.map((u) => attachUploadOp(e, u, owner, at, epoch)), ...changes.detach.flatMap((u) => detachUploadOps(e, u, owner, at))];
}

/** The keyword filter's text: serial number, customer company, contact and buyer-side remark, lower-cased. */
export const saleSearchTextOf = (s: Pick<SaleItem, 'serialNumber' | 'customerCompany' | 'contactName' | 'remark'>) =>
  [s.serialNumber, s.customerCompany, s.contactName, s.remark].filter(Boolean).join('\n').toLowerCase();

export async function getSale(saleId: number): Promise<SaleItem | null> {
  const { data } = await SaleEntity.get({ saleId }).go({ consistent: true });
  return data;
}

/** A record the scope covers (its buyer organization's path lies in it), else null: out of scope is "does not exist". */
export async function getSaleInScope(scope: DataScope, saleId: number): Promise<SaleItem | null> {
  const sale = await getSale(saleId);
  return sale && scopeCovers(scope, sale.deptPath) ? sale : null;
}

/** Every record of one device, oldest first (a device has few: one per sale, renewal and sublet level). */
export async function salesOfDevice(deviceId: number): Promise<SaleItem[]> {
  const { data } = await SaleEntity.query.byDevice({ deviceId }).go({ pages: 'all' });
  return data;
}

/** The records of one device the scope covers, oldest first (a sub-agent sees its own level and below, never its seller's). */
export async function salesOfDeviceInScope(scope: DataScope, deviceId: number): Promise<SaleItem[]> {
  return (await salesOfDevice(deviceId)).filter((s) => scopeCovers(scope, s.deptPath));
}

/** Every location change record of one device, oldest first (the public maintenance record shows where, never who). */
export async function relocationsOfDevice(deviceId: number): Promise<RelocationItem[]> {
  const { data } = await RelocationEntity.query.byDevice({ deviceId }).go({ pages: 'all' });
  return data;
}

/** The location change records of the device's sales the scope covers, oldest first. */
export async function relocationsOfDeviceInScope(scope: DataScope, deviceId: number): Promise<RelocationItem[]> {
  const [sales, moves] = await Promise.all([salesOfDeviceInScope(scope, deviceId), relocationsOfDevice(deviceId)]);
  const visible = new Set(sales.map((s) => s.saleId));
  return moves.filter((r) => visible.has(r.saleId));
}

// ---- transaction items -------------------------------------------------------------------------------------------

/**
 * A new record, with what a record holds: its device's sale counter, its handlers' references, its region's use, and
 * the device's next maintenance (the record's own date, else `plannedDue` from the model's cadence).
 */
export function saleCreateItems(e: TransactionEntities, item: SaleItem, files: SaleFileChanges = NO_FILE_CHANGES, plannedDue = ''): WriteOp[] {
  const ops: WriteOp[] = [e.sale.create({ ...item, searchText: saleSearchTextOf(item) }).commit() as WriteOp, ...fileItems(e, item.saleId, files)];
  ops.push(bumpUsage(e.counter, 'device-sale', item.deviceId, 1) as WriteOp);
  ops.push(...handlerItems(e, item.saleId, [], item.handlerIds));
  if (item.regionId) ops.push(...regionItems(e, 0, item.regionId));
  if (runsAsLease(item)) ops.push(leaseDuePut(e, item));
  const due = item.nextMaintenanceDate || plannedDue;
  if (due) ops.push(maintenanceDueOf(e, { ...item, nextMaintenanceDate: due }));
  return ops;
}

/** The record as read, changed: conditioned on its version; handler references, region use and lease item follow. */
export function saleUpdateItems(e: TransactionEntities, before: SaleItem, after: SaleItem, files: SaleFileChanges = NO_FILE_CHANGES): WriteOp[] {
  const { saleId, deviceId: _d, deptPath: _p, ...changes } = after;
  const ops: WriteOp[] = [
    e.sale
      .patch({ saleId })
      .set({ ...changes, searchText: saleSearchTextOf(after) })
      .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
      .commit() as WriteOp,
  ];
  ops.push(...handlerItems(e, saleId, before.handlerIds, after.handlerIds), ...fileItems(e, saleId, files));
  if (before.regionId !== after.regionId) ops.push(...regionItems(e, before.regionId, after.regionId));
  const wasLease = runsAsLease(before);
  const isLease = runsAsLease(after);
  if (wasLease && (!isLease || before.rentDueDate !== after.rentDueDate)) ops.push(leaseDueDelete(e, before));
  if (isLease && (!wasLease || before.rentDueDate !== after.rentDueDate)) ops.push(leaseDuePut(e, after));
  if (after.nextMaintenanceDate && after.nextMaintenanceDate !== before.nextMaintenanceDate) ops.push(maintenanceDueOf(e, after));
  return ops;
}

/** The sale's next maintenance date becomes the device's (the maintenance plan makes its order, decision 0045). */
const maintenanceDueOf = (e: TransactionEntities, s: SaleItem) =>
  e.maintenanceDue.put({ deviceId: s.deviceId, dueDate: s.nextMaintenanceDate, source: 'sale', sourceId: s.saleId, updateTime: s.updateTime }).commit() as WriteOp;

/** A running lease (normal, rent): it has a lease item keyed by its rent due date. */
export const runsAsLease = (s: Pick<SaleItem, 'sellType' | 'validity' | 'rentDueDate'>) => s.sellType === '1' && s.validity === SALE_VALIDITY.normal && !!s.rentDueDate;

const leaseDuePut = (e: TransactionEntities, s: SaleItem) =>
  e.leaseDue.put({ rentDueDate: s.rentDueDate, saleId: s.saleId, deviceId: s.deviceId, deptPath: s.deptPath }).commit() as WriteOp;
const leaseDueDelete = (e: TransactionEntities, s: Pick<SaleItem, 'rentDueDate' | 'saleId'>) => e.leaseDue.delete({ rentDueDate: s.rentDueDate, saleId: s.saleId }).commit() as WriteOp;

/** The lease item of a lease that stops running without its record changing otherwise (a renewal supersedes it). */
export const leaseStops = (e: TransactionEntities, s: SaleItem): WriteOp[] => (runsAsLease(s) ? [leaseDueDelete(e, s)] : []);

/** A lease renewed: its record names the renewal (lists of leases due or expired leave it out). */
export const leaseRenewed = (e: TransactionEntities, s: SaleItem, renewalId: number): WriteOp =>
  e.sale.patch({ saleId: s.saleId }).set({ renewedBy: renewalId }).commit() as WriteOp;
/** Its renewal voided: the lease is no longer renewed. */
export const leaseRenewalVoided = (e: TransactionEntities, s: SaleItem): WriteOp => e.sale.patch({ saleId: s.saleId }).remove(['renewedBy']).commit() as WriteOp;

/**
 * Handlers named anew: each must still exist and be active (a condition on the user, so a deactivation racing the
 * sale fails it), gets a reference (a user referenced by a sale cannot be deleted) and its counter +1; handlers
 * dropped lose theirs.
 */
function handlerItems(e: TransactionEntities, saleId: number, before: readonly number[], after: readonly number[]): WriteOp[] {
  const ops: WriteOp[] = [];
  for (const userId of after.filter((id) => !before.includes(id))) {
    ops.push(e.user.check({ userId }).where((attr, op) => op.eq(attr.status, '0')).commit() as WriteOp);
    ops.push(e.userReference.put({ userId, kind: 'sale', refId: String(saleId) }).commit() as WriteOp);
    ops.push(moveCounter(e.counter, userSaleCounterName(userId), 1) as WriteOp);
  }
  for (const userId of before.filter((id) => !after.includes(id))) {
    ops.push(e.userReference.delete({ userId, kind: 'sale', refId: String(saleId) }).commit() as WriteOp);
    ops.push(moveCounter(e.counter, userSaleCounterName(userId), -1) as WriteOp);
  }
  return ops;
}

/** The installation region in use (a region in use cannot be deleted, decision 0016): the new one must be enabled. */
function regionItems(e: TransactionEntities, before: number, after: number): WriteOp[] {
  const ops: WriteOp[] = [];
  if (after) {
    ops.push(e.region.check({ regionId: after }).where((attr, op) => op.eq(attr.status, '0')).commit() as WriteOp);
    ops.push(bumpUsage(e.counter, 'region', after, 1) as WriteOp);
  }
  if (before) ops.push(bumpUsage(e.counter, 'region', before, -1) as WriteOp);
  return ops;
}

/** A location change record (written with the record's new place). */
export const relocationItem = (e: TransactionEntities, r: RelocationItem) => e.relocation.create(r).commit() as WriteOp;

// ---- leases due --------------------------------------------------------------------------------------------------

/**
 * Running leases whose rent due date is before `day` (YYYY-MM-DD), oldest due first, at most `limit`. (`lt` on the
 * date alone: the key goes on with the sale id, so `lte` of a day would leave that day's leases out.)
 */
export async function leasesDueBefore(day: string, limit: number): Promise<LeaseDueItem[]> {
  const { data } = await LeaseDueEntity.query.byDueDate({}).between({ rentDueDate: KEY_FLOOR }, { rentDueDate: day }).go({ limit });
  return data;
}

/** Running leases due from `from` to `to` (inclusive), oldest due first, page by page. */
export async function leasesDueBetween(from: string, to: string, limit: number, cursor?: string | null): Promise<{ data: LeaseDueItem[]; cursor: string | null }> {
  return LeaseDueEntity.query.byDueDate({}).between({ rentDueDate: from }, { rentDueDate: `${to}\uffff` }).go({ limit, cursor: cursor ?? null });
}

/**
 * Takes the reminder of a lease at one threshold: true when this call took it (send the mail), false when it was
 * taken before (never twice, even when two job runs overlap).
 */
export async function takeLeaseReminder(saleId: number, rentDueDate: string, threshold: number, sentTime: string, recipients: number): Promise<boolean> {
  return whenConditionHolds(() => LeaseReminderEntity.create({ saleId, rentDueDate, threshold, sentTime, recipients }).go());
}

// ---- paging ------------------------------------------------------------------------------------------------------

export interface SaleFilter {
  keyword?: string;
  sellType?: SaleItem['sellType'];
  validity?: SaleItem['validity'];
  /** Running leases due on or before this day (YYYY-MM-DD); a lease a renewal superseded does not run. */
  dueBy?: string;
  /** Leases a renewal superseded (true) or not (false). */
  renewed?: boolean;
}

function saleQuery(p: PathPartition, f: SaleFilter) {
  const q = SaleEntity.query.byBuyer({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.keyword && op.contains(attr.searchText, f.keyword),
      f.sellType && op.eq(attr.sellType, f.sellType),
      f.validity && op.eq(attr.validity, f.validity),
      f.dueBy && op.eq(attr.sellType, '1'),
      f.dueBy && op.eq(attr.validity, SALE_VALIDITY.normal),
      f.dueBy && op.gt(attr.rentDueDate, ''),
      f.dueBy && op.lte(attr.rentDueDate, f.dueBy),
      (f.dueBy || f.renewed === false) && op.notExists(attr.renewedBy),
      f.renewed === true && op.exists(attr.renewedBy),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const saleList = partitionedList(saleQuery, errorRef(SALE_ERRORS, 'sale.badCursor'));
export const pageSales = saleList.page;
export const countSales = saleList.count;

// ---- organization moves ------------------------------------------------------------------------------------------

/** Sale records, running leases and location change records under `from` get their path rebased onto `to`. */
export async function rebaseSales(from: string, to: string): Promise<number> {
  const sales = await rebaseUnder<Pick<SaleItem, 'saleId' | 'deptPath' | 'deviceId' | 'sellType' | 'validity' | 'rentDueDate'>>(
    {
      page: (prefix, page) => SaleEntity.query.byBuyer({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['saleId', 'deptPath', 'deviceId', 'sellType', 'validity', 'rentDueDate'] }),
      pathOf: (s) => s.deptPath,
      patch: async (s, deptPath) => {
        await SaleEntity.patch({ saleId: s.saleId }).set({ deptPath }).where((attr, op) => op.eq(attr.deptPath, s.deptPath)).go();
        // the lease item only carries the path for the reminders' mail: rewritten after its record, harmless to repeat
        if (runsAsLease(s)) await LeaseDueEntity.patch({ rentDueDate: s.rentDueDate, saleId: s.saleId }).set({ deptPath }).go().catch(() => undefined);
      },
    },
    from,
    to,
  );
  return sales;
}

// ---- migration ---------------------------------------------------------------------------------------------------

/**
 * Records from before `renewedBy` (a renewal superseding a lease): each renewal not void marks the lease it renews.
 * Reads every record once through the buyer index (key-range pages), writes only the leases to mark; a second run
 * finds them marked. Answers how many were marked.
 */
export async function markRenewedLeases(): Promise<number> {
  let marked = 0;
  let cursor: string | null = null;
  do {
    const page: { data: Pick<SaleItem, 'renewsSaleId' | 'saleId' | 'validity'>[]; cursor: string | null } = await SaleEntity.query
      .byBuyer({})
      .begins({ deptPath: '0,' })
      .go({ cursor, limit: 500, attributes: ['saleId', 'renewsSaleId', 'validity'] });
    for (const s of page.data.filter((x) => x.renewsSaleId && x.validity !== SALE_VALIDITY.void)) {
      const done = await whenConditionHolds(() =>
        SaleEntity.patch({ saleId: s.renewsSaleId })
          .set({ renewedBy: s.saleId })
          .where((attr, op) => op.notExists(attr.renewedBy))
          .go(),
      );
      if (done) marked += 1;
    }
    cursor = page.cursor;
  } while (cursor);
  return marked;
}
