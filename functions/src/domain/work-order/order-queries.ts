/**
 * Reading work orders (docs/decisions/0045): the list and its counts per state, one order with its details and log,
 * the operating log screen, the handlers an order may go to. Apart from the actions so that a read route's Lambda
 * carries no write path (decision 0034).
 */
import type { CursorPage } from '@aed/shared/api/envelope';
import type { HandlerAssignmentRecord } from '@aed/shared/schemas/handler';
import { ORDER_KIND, ORDER_STATES } from '@aed/shared/schemas/work-order-states';
import type { OrderDetails, OrderItem, OrderLogLine, OrderLogPageQuery, OrderPageQuery, OrderRecord, OrderSearch, OrderStateCounts } from '@aed/shared/schemas/work-order';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countOrderLog, countOrders, getOrdersByIds, listOrders, logOfOrder, pageOrderLog, pageOrders, type OrderFilter, type OrderPartition } from '../../data/access/work-orders';
import { getDevicesByIds } from '../../data/access/devices/device-reads';
import { getDeviceModelsByIds, getProductTypesByIds } from '../../data/access/catalogue-reads';
import { getUsersByIds } from '../../data/access/user-reads';
import { scopeCovers, scopeQueries } from '../../data/data-scope';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import type { WorkOrderLogItem } from '../../data/entities/work-order-log-entity';
import type { Actor } from '../actor';
import { handlersFor, toHandlerRecords } from '../handler/handler-queries';
import { listScope } from '../list-scope';
import { actingOnOrder, allowedActions, canHandle, orderFor, orderNotFound, actorMay } from './order-access';
import { listAccessories, listDeviceAccessories } from '../../data/access/accessories';
import type { AccessoryItem } from '../../data/entities/accessory-entity';
import { deptNamesOf } from '../org-records';
import { AppError } from '../../lib/app-error';
import { ORDER_ERRORS } from '@aed/shared/errors/order-errors';
import { toOrderRecords } from './order-records';

const filterOf = (s: OrderSearch): OrderFilter => ({
  kind: s.kind,
  state: s.state,
  returned: s.returned === '1' || undefined,
  deviceId: s.deviceId,
  handlerId: s.handlerId,
  keyword: s.keyword?.toLowerCase(),
  from: s.beginTime,
  to: s.endTime,
});

/**
 * The partitions a search reads: the organizations of the caller's scope (narrowed to the one picked in the tree),
 * and the orders dispatched to the caller when they handle orders and their scope does not already list them all.
 * "Mine" reads only the latter.
 */
async function partitionsOf(actor: Actor, s: OrderSearch): Promise<OrderPartition[]> {
  const handler = canHandle(actor);
  if (s.mine === '1') return handler ? [{ handlerId: actor.userId, within: actor.deptPath, exceptPrefixes: [], exceptPaths: [] }] : [];
  const { scope } = await listScope(actor, s.deptId);
  const paths = scopeQueries(scope);
  const partitions: OrderPartition[] = paths.map((path) => ({ path }));
  // a tree pick narrows to organizations: the handler's own orders elsewhere are not in it
  if (handler && s.deptId === undefined && !scope.all) {
    partitions.push({ handlerId: actor.userId, within: actor.deptPath, exceptPrefixes: paths.filter((p) => p.subtree).map((p) => p.prefix), exceptPaths: paths.filter((p) => !p.subtree).map((p) => p.prefix) });
  }
  return partitions;
}

export async function orderPage(actor: Actor, query: OrderPageQuery): Promise<CursorPage<OrderRecord>> {
  const partitions = await partitionsOf(actor, query);
  const filter = filterOf(query);
  const page = await pageWithTotal(query.cursor, () => pageOrders(partitions, filter, query.limit, query.cursor), () => countOrders(partitions, filter));
  return { ...page, rows: await toOrderRecords(page.rows) };
}

/** Orders an export writes at most (one workbook). */
export const MAX_ORDER_EXPORT = 10_000;

/** The orders of a search, newest first, up to MAX_ORDER_EXPORT (the export). */
export async function searchOrders(actor: Actor, search: OrderSearch): Promise<OrderRecord[]> {
  return toOrderRecords(await listOrders(await partitionsOf(actor, search), filterOf(search), MAX_ORDER_EXPORT));
}

export async function orderCounts(actor: Actor, search: OrderSearch): Promise<OrderStateCounts> {
  const partitions = await partitionsOf(actor, search);
  const base = filterOf({ ...search, state: undefined, returned: undefined });
  const count = async (f: OrderFilter) => {
    const t = await countOrders(partitions, f);
    return { total: t.total, capped: t.capped === true };
  };
  const [s0, s1, s2, s3, returned] = await Promise.all([...ORDER_STATES.map((state) => count({ ...base, state })), count({ ...base, state: '0', returned: true })]);
  return { '0': s0!, '1': s1!, '2': s2!, '3': s3!, returned: returned! };
}

async function logLines(lines: readonly WorkOrderLogItem[], orders: ReadonlyMap<number, WorkOrderItem>): Promise<OrderLogLine[]> {
  const users = new Map((await getUsersByIds([...new Set(lines.map((l) => l.handlerId).filter((id) => id > 0))])).map((u) => [u.userId, u.nickName || u.username]));
  return lines.map((l) => ({
    orderId: l.orderId,
    orderNo: orders.get(l.orderId)?.orderNo ?? '',
    kind: orders.get(l.orderId)?.kind ?? ORDER_KIND.maintenance,
    seq: l.seq,
    action: l.action,
    fromState: l.fromState ?? null,
    toState: l.toState,
    handlerId: l.handlerId,
    handlerName: users.get(l.handlerId) ?? '',
    reason: l.reason,
    operator: l.operator,
    time: l.time,
  }));
}

export async function orderInfo(actor: Actor, orderId: number): Promise<OrderDetails> {
  const order = await orderFor(actor, orderId);
  const [[record], log, [device], installed] = await Promise.all([toOrderRecords([order]), logOfOrder(order.orderId), getDevicesByIds([order.deviceId]), installedOn(order.deviceId)]);
  const [[model], [type]] = await Promise.all([getDeviceModelsByIds(device ? [device.modelId] : []), getProductTypesByIds(device ? [device.typeId] : [])]);
  return {
    ...record!,
    modelName: model?.modelName ?? '',
    brand: model?.brand ?? '',
    productTypeName: type?.typeName ?? '',
    checklist: order.checklist.map((c) => ({ item: c.item as OrderDetails['checklist'][number]['item'], result: c.result as OrderDetails['checklist'][number]['result'], note: c.note, value: c.value ?? '', photoUploadId: c.photoUploadId })),
    replacedItems: order.replacedItems,
    files: order.files.map((f) => ({ ...f, slot: f.slot as OrderDetails['files'][number]['slot'] })),
    log: await logLines(log, new Map([[order.orderId, order]])),
    installed: await toOrderItems(installed),
    allowed: allowedActions(actor, order),
  };
}

/** A device holds few records; more than this is not a device's. */
const MAX_INSTALLED = 50;
const installedOn = async (deviceId: number) => (await listDeviceAccessories(deviceId, 'installed', MAX_INSTALLED)).filter((a) => a.deviceId === deviceId && a.status === 'installed');

async function toOrderItems(items: readonly AccessoryItem[]): Promise<OrderItem[]> {
  const depts = await deptNamesOf(items.map((a) => a.deptId));
  return items.map((a) => ({ accessoryId: a.accessoryId, category: a.category, kind: a.kind, name: a.name, code: a.code, startDate: a.startDate, expiryDate: a.expiryDate, deptName: depts.get(a.deptId) ?? '' }));
}

/** Stock items a replacement is taken from per organization, at most. */
const MAX_STOCK_PER_ORG = 50;

/**
 * The stock that may replace an item installed on the order's device: same category and kind, in stock at the
 * device's organization or one above it that the caller acts within (a handler: their own organization's subtree,
 * as processing does). One exact-path Query per organization on the way up (a device lies a few levels deep).
 */
export async function orderStock(actor: Actor, query: { orderId: number; accessoryId: number }): Promise<OrderItem[]> {
  const order = await orderFor(actor, query.orderId);
  const item = (await installedOn(order.deviceId)).find((a) => a.accessoryId === query.accessoryId);
  if (!item) throw AppError.of(ORDER_ERRORS, 'order.replacementNotOnDevice');
  const [device] = await getDevicesByIds([order.deviceId]);
  if (!device) return [];
  const acting = actingOnOrder(actor);
  const ids = device.deptPath.split(',').filter(Boolean);
  const paths = ids.map((_, i) => `${ids.slice(0, i + 1).join(',')},`).filter((path) => scopeCovers(acting.scope, path));
  const partitions = paths.map((prefix) => ({ category: item.category, prefix, subtree: false }));
  const stock = await listAccessories(partitions, { kind: item.kind, status: 'stock' }, MAX_STOCK_PER_ORG * Math.max(1, partitions.length));
  return toOrderItems(stock);
}

export async function orderLogPage(actor: Actor, query: OrderLogPageQuery): Promise<CursorPage<OrderLogLine>> {
  const partitions = scopeQueries((await listScope(actor, query.deptId)).scope);
  const filter = { action: query.action, from: query.beginTime, to: query.endTime };
  const page = await pageWithTotal(query.cursor, () => pageOrderLog(partitions, filter, query.limit, query.cursor), () => countOrderLog(partitions, filter));
  const orders = new Map((await getOrdersByIds(page.rows.map((l) => l.orderId))).map((o) => [o.orderId, o]));
  return { ...page, rows: await logLines(page.rows, orders) };
}

/** The eligible handlers of the order's device (its assignments, else its organization's), the default one first. */
export async function orderHandlers(actor: Actor, orderId: number): Promise<HandlerAssignmentRecord[]> {
  const order = await orderFor(actor, orderId);
  if (!actorMay(actor, order, 'dispatch')) throw orderNotFound();
  const found = await handlersFor({ deptPath: order.deptPath, deviceId: order.deviceId });
  return toHandlerRecords(found.rows, found.ctx);
}
