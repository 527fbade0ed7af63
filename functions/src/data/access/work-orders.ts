/**
 * Work orders and their operating log (docs/decisions/0045): named reads that answer only what the caller's data scope
 * (or being the order's handler) reaches, and the transaction items of each action. Every change of an order is
 * conditioned on the state and version it was read in; its log line is created (never overwritten) in the same
 * transaction.
 */
import { ORDER_ERRORS } from '@aed/shared/errors/order-errors';
import { ORDER_KIND, ORDER_STATE, type OrderState } from '@aed/shared/schemas/work-order-states';
import { errorRef } from '../../lib/app-error';
import { scopeCovers, type DataScope } from '../data-scope';
import { WorkOrderEntity, type WorkOrderItem } from '../entities/work-order-entity';
import { WorkOrderLogEntity, type WorkOrderLogItem } from '../entities/work-order-log-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { MaintenanceDueEntity, type MaintenanceDueItem } from '../entities/maintenance-due-entity';
import { TrainingDueEntity, type TrainingDueItem } from '../entities/training-due-entity';
import { WorkOrderDoneEntity, type WorkOrderDoneItem } from '../entities/work-order-done-entity';
import { UserEntity } from '../entities/user-entity';
import { ReportDueEntity } from '../entities/report-due-entity';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import { markerOwnerId, releaseMarker, takeMarker, type Marker } from './unique-markers';
import { rebaseUnder } from './path-rebase';
import type { TransactionEntities, TransactionEntityMap, WriteOp } from './transactions';
import { UPLOAD_TRANSACTION_ENTITIES, attachUploadOp, type AttachableUpload } from './uploads';
import { nowIso, nowSeconds } from '../../lib/time';
import { KEY_FLOOR } from './key-floor';

/** The entities an order's transaction writes. */
export const ORDER_WRITE_ENTITIES: TransactionEntityMap = { workOrder: WorkOrderEntity, workOrderLog: WorkOrderLogEntity, unique: UniqueEntity, user: UserEntity, maintenanceDue: MaintenanceDueEntity, trainingDue: TrainingDueEntity, workOrderDone: WorkOrderDoneEntity, reportDue: ReportDueEntity, ...UPLOAD_TRANSACTION_ENTITIES };

/** Who reads: a data scope, and the user whose dispatched orders are theirs whatever the scope. */
export interface OrderReader {
  scope: DataScope;
  /**
   * Set when the reader handles orders: the orders dispatched to them are theirs while the order lies in their
   * organization or below (the dispatch's eligibility, decision 0045): a handler moved to another organization (another
   * tenant) no longer reaches the orders left dispatched to them there.
   */
  handler?: { userId: number; deptPath: string };
}

/** Is the order dispatched to this handler, within their organization's subtree? */
const handlersOwn = (handler: OrderReader['handler'], order: Pick<WorkOrderItem, 'deptPath' | 'handlerId'>) =>
  handler !== undefined && order.handlerId === handler.userId && order.deptPath.startsWith(handler.deptPath);

export const orderVisibleTo = (reader: OrderReader, order: Pick<WorkOrderItem, 'deptPath' | 'handlerId'>) => scopeCovers(reader.scope, order.deptPath) || handlersOwn(reader.handler, order);

/** The owner of an order's photos and signatures (decision 0040). */
export const orderFileOwner = (orderId: number) => ({ kind: 'workOrder', id: String(orderId) });

/** One maintenance order in process per device (decision 0045): taken at creation, released when it ends. */
export const openMaintenanceMarker = (deviceId: number): Marker => ({ scope: 'openMaintenance', value: String(deviceId) });

/** The order an open-maintenance marker names, or null when the device has none open. */
export const openMaintenanceOrderId = (deviceId: number) => markerOwnerId(openMaintenanceMarker(deviceId));

async function getOrder(orderId: number): Promise<WorkOrderItem | null> {
  return (await WorkOrderEntity.get({ orderId }).go({ consistent: true })).data;
}

/** An order the reader reaches, else null: out of reach answers as "does not exist". */
export async function getOrderFor(reader: OrderReader, orderId: number): Promise<WorkOrderItem | null> {
  const order = await getOrder(orderId);
  return order && orderVisibleTo(reader, order) ? order : null;
}

/** Orders by id, whatever the reader (jobs, messages: the platform's own reads). */
export async function getOrdersByIds(orderIds: readonly number[]): Promise<WorkOrderItem[]> {
  if (!orderIds.length) return [];
  const { data } = await WorkOrderEntity.get([...new Set(orderIds)].map((orderId) => ({ orderId }))).go({ consistent: true });
  return data;
}

/** The operating log of one order, oldest first (an order has few lines). */
export async function logOfOrder(orderId: number): Promise<WorkOrderLogItem[]> {
  const { data } = await WorkOrderLogEntity.query.byOrder({ orderId }).go({ pages: 'all' });
  return data;
}

// ---- transaction items -------------------------------------------------------------------------------------------

const logLine = (e: TransactionEntities, line: WorkOrderLogItem) => e.workOrderLog.create(line).commit() as WriteOp;

/** A log line for the order as it is after an action. */
export function logLineOf(after: WorkOrderItem, action: WorkOrderLogItem['action'], fromState: OrderState | undefined, operator: string, reason = ''): WorkOrderLogItem {
  return { orderId: after.orderId, seq: after.version, action, ...(fromState ? { fromState } : {}), toState: after.state, deptPath: after.deptPath, handlerId: after.handlerId, reason, operator, time: after.updateTime };
}

export const orderSearchTextOf = (o: Pick<WorkOrderItem, 'orderNo' | 'serialNumber' | 'orderName'>) => [o.orderNo, o.serialNumber, o.orderName].filter(Boolean).join('\n').toLowerCase();

/** A new order with its first log line (and, for a maintenance order, the device's open-maintenance marker). */
export function orderCreateItems(e: TransactionEntities, item: WorkOrderItem, takesMaintenance: boolean): { openMaintenance?: WriteOp; ops: WriteOp[] } {
  const ops = [e.workOrder.create({ ...item, searchText: orderSearchTextOf(item) }).commit() as WriteOp, logLine(e, logLineOf(item, 'create', undefined, item.createBy)), ...trainingDueItems(e, item)];
  return takesMaintenance ? { openMaintenance: takeMarker(e.unique, openMaintenanceMarker(item.deviceId), String(item.orderId)) as WriteOp, ops } : { ops };
}

/**
 * The order changed by one action, written only if it is still in the state and version read (and, for a handler's
 * action, still theirs): the caller's `before`. Its log line and, when the order ends, the release of the device's
 * open-maintenance marker go with it.
 */
export function orderChangeItems(
  e: TransactionEntities,
  before: WorkOrderItem,
  after: WorkOrderItem,
  line: WorkOrderLogItem,
  { handlerOnly = false, releasesMaintenance = false } = {},
): WriteOp[] {
  const { orderId, ...changes } = after;
  const ops: WriteOp[] = [
    e.workOrder
      .patch({ orderId })
      .set({ ...changes, searchText: orderSearchTextOf(after) })
      .where((attr, op) =>
        conditions([op.eq(attr.state, before.state), op.eq(attr.version, before.version), op.eq(attr.deptPath, before.deptPath), handlerOnly && op.eq(attr.handlerId, before.handlerId)]),
      )
      .commit() as WriteOp,
    logLine(e, line),
    ...trainingDueItems(e, after),
  ];
  if (releasesMaintenance) ops.push(releaseMarker(e.unique, openMaintenanceMarker(before.deviceId), String(orderId)) as WriteOp);
  return ops;
}

/**
 * A training order's planned date under its device while the order is open (decision 0047, "Training orders"): put
 * again with each change (a new plan date replaces the old), deleted when the order completes or is cancelled.
 */
function trainingDueItems(e: TransactionEntities, order: WorkOrderItem): WriteOp[] {
  if (order.kind !== ORDER_KIND.training) return [];
  const key = { deviceId: order.deviceId, orderId: order.orderId };
  return orderIsOpen(order) && order.trainingPlannedDate
    ? [e.trainingDue.put({ ...key, planDate: order.trainingPlannedDate, updateTime: order.updateTime }).commit() as WriteOp]
    : [e.trainingDue.delete(key).commit() as WriteOp];
}

/** Pending assignment or pending handling: not completed, not cancelled. */
export const orderIsOpen = (order: Pick<WorkOrderItem, 'state'>) => order.state === ORDER_STATE.pendingAssignment || order.state === ORDER_STATE.pendingHandling;

/** The handler a dispatch names must still be active when it is written (a deactivation racing it fails it). */
export const handlerStillActive = (e: TransactionEntities, userId: number) => e.user.check({ userId }).where((attr, op) => op.eq(attr.status, '0')).commit() as WriteOp;

/** Attaches the processing's new photos and signatures to the order. */
export function orderFileItems(e: TransactionEntities, orderId: number, uploads: readonly AttachableUpload[]): WriteOp[] {
  const [at, epoch] = [nowIso(), nowSeconds()];
  return uploads.map((u) => attachUploadOp(e, u, orderFileOwner(orderId), at, epoch));
}

/** The completed order in its device's history (the public maintenance record). */
export const orderDoneItem = (e: TransactionEntities, o: WorkOrderItem) =>
  e.workOrderDone.put({ deviceId: o.deviceId, orderId: o.orderId, kind: o.kind, processDate: o.processDate, processTime: o.processTime, replaced: o.replaced }).commit() as WriteOp;

/** The orders a device had completed, oldest first (a device has few a year). */
export async function ordersDoneOfDevice(deviceId: number): Promise<WorkOrderDoneItem[]> {
  const { data } = await WorkOrderDoneEntity.query.byDevice({ deviceId }).go({ pages: 'all' });
  return data;
}

// ---- maintenance due dates (decision 0045, "Scheduling maintenance orders") ---------------------------------------

/** Sets a device's next maintenance due date (one per device: the newest setting wins). */
export const maintenanceDuePut = (e: TransactionEntities, item: MaintenanceDueItem) => e.maintenanceDue.put(item).commit() as WriteOp;

/** Takes the due date into an order: deleted only if it is still the date read (a reschedule meanwhile stays). */
export const maintenanceDueTaken = (e: TransactionEntities, due: Pick<MaintenanceDueItem, 'deviceId' | 'dueDate'>) =>
  e.maintenanceDue.delete({ deviceId: due.deviceId }).where((attr, op) => op.eq(attr.dueDate, due.dueDate)).commit() as WriteOp;

/** The planned order of a device's due date: taken once (a second run, or two at once, never makes two orders). */
export const plannedMaintenanceMarker = (deviceId: number, dueDate: string): Marker => ({ scope: 'plannedMaintenance', value: `${deviceId}#${dueDate}` });

/** Due dates up to `lastDay` (inclusive, the past ones a missed run left too), earliest first, one page. */
export async function maintenanceDueBy(lastDay: string, limit: number, cursor: string | null): Promise<{ data: MaintenanceDueItem[]; cursor: string | null }> {
  return MaintenanceDueEntity.query.byDueDate({}).between({ dueDate: KEY_FLOOR }, { dueDate: `${lastDay}\uffff` }).go({ limit, cursor });
}

/** A device's next maintenance due date, or null. */
export async function maintenanceDueOf(deviceId: number): Promise<MaintenanceDueItem | null> {
  return (await MaintenanceDueEntity.get({ deviceId }).go({ consistent: true })).data;
}

// ---- open training orders by device (decision 0047, "Training orders") ---------------------------------------------

/** A device holds few open training orders at once; more than this are not read (the earliest of these decide). */
const MAX_TRAINING_DUE = 50;

/** The planned dates of a device's open training orders (as written with them; the caller checks the orders). */
export async function trainingDueOf(deviceId: number): Promise<TrainingDueItem[]> {
  const { data } = await TrainingDueEntity.query.byDevice({ deviceId }).go({ limit: MAX_TRAINING_DUE, consistent: true });
  return data;
}

/** Forgets a planned date whose order is no longer open (written by the backfill while the order ended). */
export async function forgetTrainingDue(item: Pick<TrainingDueItem, 'deviceId' | 'orderId'>): Promise<void> {
  await TrainingDueEntity.delete({ deviceId: item.deviceId, orderId: item.orderId }).go();
}

/** Records an open training order's plan date outside an order action (the backfill of orders made before). */
export async function putTrainingDue(order: WorkOrderItem): Promise<void> {
  await TrainingDueEntity.put({ deviceId: order.deviceId, orderId: order.orderId, planDate: order.trainingPlannedDate, updateTime: nowIso() }).go();
}

/** Every order, one page at a time (the one-off backfill walks them; never a request path). */
export async function pageAllOrders(limit: number, cursor: string | null): Promise<{ data: WorkOrderItem[]; cursor: string | null }> {
  return WorkOrderEntity.query.byOrg({}).go({ limit, cursor });
}

// ---- lists -------------------------------------------------------------------------------------------------------

export interface OrderFilter {
  kind?: WorkOrderItem['kind'];
  state?: WorkOrderItem['state'];
  returned?: boolean;
  deviceId?: number;
  handlerId?: number;
  keyword?: string;
  /** Created on or after / before the end of (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

/**
 * A partition of the order list: an organization path prefix of the scope, or the orders dispatched to one handler
 * within the handler's organization subtree (`within`, as `orderVisibleTo`).
 */
export type OrderPartition = { path: PathPartition } | { handlerId: number; within: string; exceptPrefixes: readonly string[]; exceptPaths: readonly string[] };

const filterParts = (attr: Record<string, unknown>, op: Record<string, (...args: unknown[]) => string>, f: OrderFilter): (string | false | undefined)[] => [
  f.kind && op.eq(attr.kind, f.kind),
  f.state && op.eq(attr.state, f.state),
  f.returned && op.eq(attr.returned, true),
  f.deviceId !== undefined && op.eq(attr.deviceId, f.deviceId),
  f.handlerId !== undefined && op.eq(attr.handlerId, f.handlerId),
  f.keyword && op.contains(attr.searchText, f.keyword),
  f.from && op.gte(attr.createTime, f.from),
  f.to && op.lt(attr.createTime, `${f.to}\uffff`),
];

function orderQuery(p: OrderPartition, f: OrderFilter) {
  if ('path' in p) {
    const q = WorkOrderEntity.query.byOrg({}).begins({ deptPath: p.path.prefix });
    const where: Where = (attr, op) => conditions([!p.path.subtree && op.eq(attr.deptPath, p.path.prefix), ...filterParts(attr, op, f)]);
    return q.where(where as unknown as Parameters<typeof q.where>[0]);
  }
  // the handler's own orders that the path partitions do not list already (never twice)
  const q = WorkOrderEntity.query.byHandler({ handlerId: p.handlerId });
  const where: Where = (attr, op) =>
    conditions([
      op.begins(attr.deptPath, p.within),
      ...p.exceptPrefixes.map((prefix) => `NOT ${op.begins(attr.deptPath, prefix)}`),
      ...p.exceptPaths.map((path) => op.ne(attr.deptPath, path)),
      ...filterParts(attr, op, f),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const orderList = partitionedList(orderQuery, errorRef(ORDER_ERRORS, 'order.badCursor'), { order: 'desc' });
export const pageOrders = orderList.page;
export const countOrders = orderList.count;
export const listOrders = orderList.list;

/** The operating log screen: lines of the organizations in scope, newest first. */
export interface OrderLogFilter {
  action?: WorkOrderLogItem['action'];
  from?: string;
  to?: string;
}

function logQuery(p: PathPartition, f: OrderLogFilter) {
  const q = WorkOrderLogEntity.query.byTime({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([!p.subtree && op.eq(attr.deptPath, p.prefix), f.action && op.eq(attr.action, f.action), f.from && op.gte(attr.time, f.from), f.to && op.lt(attr.time, `${f.to}\uffff`)]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const logList = partitionedList(logQuery, errorRef(ORDER_ERRORS, 'order.badCursor'), { order: 'desc' });
export const pageOrderLog = logList.page;
export const countOrderLog = logList.count;

// ---- organization moves ------------------------------------------------------------------------------------------

/** Orders and their log lines under `from` get their path rebased onto `to` (an organization moved in the tree). */
export async function rebaseOrders(from: string, to: string): Promise<number> {
  const orders = await rebaseUnder<Pick<WorkOrderItem, 'orderId' | 'deptPath'>>(
    {
      page: (prefix, page) => WorkOrderEntity.query.byOrg({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['orderId', 'deptPath'] }),
      pathOf: (o) => o.deptPath,
      patch: async (o, deptPath) => {
        await WorkOrderEntity.patch({ orderId: o.orderId }).set({ deptPath }).where((attr, op) => op.eq(attr.deptPath, o.deptPath)).go();
      },
    },
    from,
    to,
  );
  const lines = await rebaseUnder<Pick<WorkOrderLogItem, 'orderId' | 'seq' | 'deptPath' | 'time'>>(
    {
      page: (prefix, page) => WorkOrderLogEntity.query.byTime({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['orderId', 'seq', 'deptPath', 'time'] }),
      pathOf: (l) => l.deptPath,
      // the line's path is where it is listed, not what it says: the log stays unedited. The path index key also
      // holds the line's time: ElectroDB needs it to rebuild the key
      patch: async (l, deptPath) => {
        await WorkOrderLogEntity.patch({ orderId: l.orderId, seq: l.seq })
          .set({ deptPath })
          .composite({ time: l.time })
          .where((attr, op) => op.eq(attr.deptPath, l.deptPath))
          .go();
      },
    },
    from,
    to,
  );
  return orders + lines;
}
