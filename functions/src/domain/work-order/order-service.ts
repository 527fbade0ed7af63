/**
 * Work-order actions (docs/decisions/0045): create, dispatch (one, or several to one handler), modify, cancel and
 * return. Each is the state machine's transition (shared work-order-states.ts), the caller's right to take it, and one
 * transaction: the order conditioned on the state and version read, its log line, and what the action holds.
 * Processing is in order-process.ts.
 */
import { HANDLER_ERRORS } from '@aed/shared/errors/handler-errors';
import { ORDER_ERRORS, ORDER_FIELD_ERRORS } from '@aed/shared/errors/order-errors';
import type { HandlerEligibility } from '@aed/shared/schemas/handler';
import { ORDER_KIND, ORDER_STATE, orderTransition, type OrderAction, type OrderSource, type OrderState } from '@aed/shared/schemas/work-order-states';
import type { CancelOrderBody, CreateOrderBody, DispatchOrderBody, DispatchResult, ModifyOrderBody, OrderRecord, ReturnOrderBody } from '@aed/shared/schemas/work-order';
import { nextId } from '../../data/access/ids';
import { getUserById } from '../../data/access/user-reads';
import { refreshRunningStatus } from '../iot/running-status-refresh';
import { writeTransaction, type AddItem, type TransactionEntities, type TransactionEntityMap, type WriteOp } from '../../data/access/transactions';
import {
  ORDER_WRITE_ENTITIES,
  getOrdersByIds,
  handlerStillActive,
  logLineOf,
  openMaintenanceOrderId,
  orderChangeItems,
  orderCreateItems,
} from '../../data/access/work-orders';
import { scopeCovers } from '../../data/data-scope';
import type { DeviceItem } from '../../data/entities/device-entity';
import type { UserItem } from '../../data/entities/user-entity';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import type { WorkOrderLogItem } from '../../data/entities/work-order-log-entity';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { visibleDevice } from '../device/visible-device';
import { eligibilityOf } from '../handler/handler-eligibility';
import { handlersFor } from '../handler/handler-queries';
import { loadRoleContext } from '../user/user-rules';
import { assertActorMay, orderFor } from './order-access';
import { tellAboutOrder } from './order-messages';
import { toOrderRecords } from './order-records';
import { attachRefused } from '../upload/upload-attach';

const orderError = (code: Parameters<typeof AppError.of<typeof ORDER_ERRORS>>[1], params?: Record<string, string | number>) => AppError.of(ORDER_ERRORS, code, params);

/** The state an action leads to, or its refusal (`order.finished`, `order.notAssigned`). */
export function nextState(order: WorkOrderItem, action: OrderAction): OrderState {
  const t = orderTransition(order.state, action);
  if ('refused' in t) throw orderError(t.refused);
  return t.next;
}

/** The state machine, then who the caller is, then the version the screen read (when it sends one). */
export function assertMayAct(actor: Actor, order: WorkOrderItem, action: OrderAction, version?: number): OrderState {
  const next = nextState(order, action);
  assertActorMay(actor, order, action);
  if (version !== undefined && version !== order.version) throw orderError('order.conflict');
  return next;
}

/** The order as it is after an action: one version on, stamped by the caller. */
export const advanced = (order: WorkOrderItem, by: string, changes: Partial<WorkOrderItem>): WorkOrderItem => ({ ...order, ...changes, version: order.version + 1, updateBy: by, updateTime: nowIso() });

export type OrderPart = 'order' | 'handler' | 'upload';

/** Writes an action's items; a refused order condition is a conflict (someone acted first), the rest their own codes. */
export async function writeOrderChange(build: (add: AddItem<OrderPart>, e: TransactionEntities) => void): Promise<void> {
  const refused = await writeTransaction<OrderPart>(ORDER_WRITE_ENTITIES, (e, add) => build(add, e));
  if (!refused) return;
  if (refused.part === 'handler') throw AppError.of(HANDLER_ERRORS, 'handler.userDisabled');
  if (refused.part === 'upload') throw attachRefused();
  throw orderError('order.conflict');
}

/** An order change's items (order patch, log line, and the marker release when it ends a maintenance order). */
const changeOps = (e: TransactionEntities, before: WorkOrderItem, after: WorkOrderItem, line: WorkOrderLogItem, options: { handlerOnly?: boolean; releasesMaintenance?: boolean } = {}): [OrderPart, WriteOp][] =>
  orderChangeItems(e, before, after, line, options).map((op) => ['order', op]);

/** An order ending (completed or cancelled) frees its device for the next maintenance order. */
export const endsMaintenance = (order: WorkOrderItem, next: OrderState) => order.kind === ORDER_KIND.maintenance && (next === ORDER_STATE.completed || next === ORDER_STATE.cancelled);

// ---- create ------------------------------------------------------------------------------------------------------

const orderNoOf = async (at: string) => {
  const day = at.slice(0, 10).replaceAll('-', '');
  return `WO${day}${String(await nextId(`workOrderNo#${day}`)).padStart(6, '0')}`;
};

/** The open maintenance order of a device, refused by number (the marker in the transaction holds it against races). */
async function assertNoOpenMaintenance(deviceId: number): Promise<void> {
  const openId = await openMaintenanceOrderId(deviceId);
  if (!openId) return;
  const [open] = await getOrdersByIds([openId]);
  throw orderError('order.maintenanceOpen', { orderNo: open?.orderNo ?? String(openId) });
}

/**
 * Creates an order of a device as `by`: the user's (manual) or the platform's (automatic: the maintenance plan, IoT
 * rules). The order belongs to the device's organization; a maintenance order takes the device's open-maintenance
 * marker (one in process per device).
 */
export async function createOrder(
  device: DeviceItem,
  body: CreateOrderBody,
  by: string,
  source: OrderSource,
  extra: (e: TransactionEntities, order: WorkOrderItem) => WriteOp[] = () => [],
  /** Entities `extra` writes beyond the order's own. */
  extraEntities: TransactionEntityMap = {},
): Promise<WorkOrderItem> {
  const maintenance = body.kind === ORDER_KIND.maintenance;
  if (maintenance) await assertNoOpenMaintenance(device.deviceId);
  const now = nowIso();
  const { kind, deviceId: _deviceId, ...fields } = body;
  const item: WorkOrderItem = {
    ...blankOrder,
    ...fields,
    orderId: await nextId('workOrder'),
    orderNo: await orderNoOf(now),
    kind,
    source,
    state: ORDER_STATE.pendingAssignment,
    version: 1,
    deviceId: device.deviceId,
    serialNumber: device.serialNumber,
    deptId: device.deptId,
    deptPath: device.deptPath,
    createBy: by,
    createTime: now,
    updateBy: by,
    updateTime: now,
  };
  const refused = await writeTransaction<'order' | 'openMaintenance' | 'extra'>({ ...ORDER_WRITE_ENTITIES, ...extraEntities }, (e, add) => {
    const { ops, openMaintenance } = orderCreateItems(e, item, maintenance);
    for (const op of ops) add('order', op);
    if (openMaintenance) add('openMaintenance', openMaintenance);
    for (const op of extra(e, item)) add('extra', op);
  });
  if (refused?.part === 'openMaintenance') await assertNoOpenMaintenance(device.deviceId);
  if (refused) throw new AppError('common.conflict');
  // an open training order's planned date is a running status input (decision 0047, "Training orders")
  if (kind === ORDER_KIND.training) await refreshRunningStatus(device.deviceId);
  return item;
}

/** What an order holds before anything is written into it (the entity's defaults, for the type). */
const blankOrder = {
  orderName: '',
  handlerId: 0,
  dispatcherId: 0,
  dispatchTime: '',
  returned: false,
  returnReason: '',
  returnedAt: '',
  returnCount: 0,
  cancelReason: '',
  trainingActualDate: '',
  handlingResult: '',
  handled: false,
  replaced: false,
  processDate: '',
  lastMaintenanceDate: '',
  nextMaintenanceDate: '',
  processTime: '',
  checklist: [],
  replacedItems: [],
  files: [],
  searchText: '',
} satisfies Partial<WorkOrderItem>;

export async function addOrder(actor: Actor, body: CreateOrderBody): Promise<OrderRecord> {
  const device = await visibleDevice(actor, body.deviceId);
  return (await toOrderRecords([await createOrder(device, body, actor.username, 'manual')]))[0]!;
}

// ---- modify and cancel -------------------------------------------------------------------------------------------

export async function modifyOrder(actor: Actor, body: ModifyOrderBody): Promise<OrderRecord> {
  const order = await orderFor(actor, body.orderId);
  assertMayAct(actor, order, 'modify', body.version);
  const { orderId: _o, version: _v, ...fields } = body;
  if (order.kind === ORDER_KIND.training && !fields.trainingPlannedDate) throw AppError.of(ORDER_FIELD_ERRORS, 'order.trainingDateRequired', {}, [{ path: 'trainingPlannedDate', errorCode: 'order.trainingDateRequired' }]);
  if (order.kind === ORDER_KIND.alarm && !fields.monitorItem) throw AppError.of(ORDER_FIELD_ERRORS, 'order.monitorItemRequired', {}, [{ path: 'monitorItem', errorCode: 'order.monitorItemRequired' }]);
  const after = advanced(order, actor.username, fields);
  await writeOrderChange((add, e) => {
    for (const [part, op] of changeOps(e, order, after, logLineOf(after, 'modify', order.state, actor.username))) add(part, op);
  });
  if (order.kind === ORDER_KIND.training && after.trainingPlannedDate !== order.trainingPlannedDate) await refreshRunningStatus(after.deviceId);
  return (await toOrderRecords([after]))[0]!;
}

export async function cancelOrder(actor: Actor, body: CancelOrderBody): Promise<OrderRecord> {
  const order = await orderFor(actor, body.orderId);
  const next = assertMayAct(actor, order, 'cancel', body.version);
  const after = advanced(order, actor.username, { state: next, cancelReason: body.reason });
  await writeOrderChange((add, e) => {
    for (const [part, op] of changeOps(e, order, after, logLineOf(after, 'cancel', order.state, actor.username, body.reason), { releasesMaintenance: endsMaintenance(order, next) })) add(part, op);
  });
  await refreshRunningStatus(after.deviceId);
  return (await toOrderRecords([after]))[0]!;
}

// ---- return ------------------------------------------------------------------------------------------------------

/** The handler gives the order back: pending assignment again, flagged returned, with the reason kept. */
export async function returnOrder(actor: Actor, body: ReturnOrderBody): Promise<OrderRecord> {
  const order = await orderFor(actor, body.orderId);
  const next = assertMayAct(actor, order, 'return', body.version);
  const after = advanced(order, actor.username, { state: next, handlerId: 0, returned: true, returnReason: body.reason, returnedAt: nowIso(), returnCount: order.returnCount + 1 });
  await writeOrderChange((add, e) => {
    for (const [part, op] of changeOps(e, order, after, { ...logLineOf(after, 'return', order.state, actor.username, body.reason), handlerId: order.handlerId }, { handlerOnly: true })) add(part, op);
  });
  await tellAboutOrder('orderReturned', after, [order.dispatcherId]);
  return (await toOrderRecords([after]))[0]!;
}

// ---- dispatch ----------------------------------------------------------------------------------------------------

const REFUSAL: Record<Exclude<HandlerEligibility, 'ok'>, keyof typeof HANDLER_ERRORS> = {
  deleted: 'handler.userNotFound',
  disabled: 'handler.userDisabled',
  noAccess: 'handler.noAccess',
  notHandler: 'handler.notHandler',
  outsideTree: 'handler.userOutsideTree',
};

/**
 * The handler an order may go to (spec section 5, decision 0019's eligibility now): active, holding order handling,
 * of handler type, in the order's organization or above it; and someone the distributor may name: in their scope, or
 * a handler assigned to the order's device or organization (an agent's engineer serving a customer).
 */
async function assertEligibleHandler(actor: Actor, user: UserItem | null, order: WorkOrderItem): Promise<UserItem> {
  if (!user || user.deleted) throw AppError.of(HANDLER_ERRORS, 'handler.userNotFound');
  if (!scopeCovers(actor.scope, user.deptPath, user.userId)) {
    const assigned = await handlersFor({ deptPath: order.deptPath, deviceId: order.deviceId });
    if (!assigned.rows.some((a) => a.userId === user.userId)) throw AppError.of(HANDLER_ERRORS, 'handler.userNotFound');
  }
  const eligibility = eligibilityOf(user, await loadRoleContext(user.roleIds ?? []), order.deptPath);
  if (eligibility !== 'ok') throw AppError.of(HANDLER_ERRORS, REFUSAL[eligibility]);
  return user;
}

async function dispatchOne(actor: Actor, orderId: number, handler: UserItem | null, remark: string, version?: number): Promise<WorkOrderItem> {
  const order = await orderFor(actor, orderId);
  const next = assertMayAct(actor, order, 'dispatch', version);
  const user = await assertEligibleHandler(actor, handler, order);
  const after = advanced(order, actor.username, { state: next, handlerId: user.userId, dispatcherId: actor.userId, dispatchTime: nowIso(), returned: false });
  await writeOrderChange((add, e) => {
    for (const [part, op] of changeOps(e, order, after, logLineOf(after, 'dispatch', order.state, actor.username, remark))) add(part, op);
    add('handler', handlerStillActive(e, user.userId));
  });
  await tellAboutOrder('orderDispatched', after, [user.userId]);
  return after;
}

/**
 * Dispatches orders to one handler. One order: its refusal is the answer. Several ("dispatch more"): each is its own
 * write, so one refused order (completed meanwhile, outside the handler's organizations) does not hold the others back;
 * the answer lists the refused ones with their codes.
 */
export async function dispatchOrders(actor: Actor, body: DispatchOrderBody): Promise<DispatchResult> {
  const handler = await getUserById(body.handlerId);
  if (body.orderIds.length === 1) {
    await dispatchOne(actor, body.orderIds[0]!, handler, body.remark, body.version);
    return { dispatched: body.orderIds, refused: [] };
  }
  const result: DispatchResult = { dispatched: [], refused: [] };
  for (const orderId of body.orderIds) {
    try {
      await dispatchOne(actor, orderId, handler, body.remark);
      result.dispatched.push(orderId);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      result.refused.push({ orderId, code: err.errorCode });
    }
  }
  return result;
}
