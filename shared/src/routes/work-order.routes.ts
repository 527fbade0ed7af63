/** Work orders: create, dispatch, process, return, modify, cancel, and the operating log (docs/decisions/0045). */
import * as z from 'zod';
import { PERMISSIONS } from '../permissions/permissions';
import * as order from '../schemas/work-order';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';
import { handlerAssignmentRecord } from '../schemas/handler';

const P = '/workorder/order';
const W = PERMISSIONS.workOrder;
/** Distributors and handlers read the same lists (a handler's scope is the orders dispatched to them). */
const READ = { anyOf: [W.distribute, W.handle] } as const;

export const OrderPage = defineRoute({ id: 'OrderPage', method: 'GET', path: `${P}/page`, access: READ, summary: 'Work orders in the caller scope (or dispatched to the caller), newest first, one cursor page', query: order.orderPageQuery, response: cursorPageOf(order.orderRecord) });
export const OrderCounts = defineRoute({ id: 'OrderCounts', method: 'GET', path: `${P}/counts`, access: READ, summary: 'How many orders of the search are in each state', query: order.orderSearch, response: order.orderStateCounts });
export const OrderInfo = defineRoute({ id: 'OrderInfo', method: 'GET', path: `${P}/info`, access: READ, summary: 'One work order with its checklist, replaced items, files, operating log and the actions the caller may take', query: order.orderInfoQuery, response: order.orderDetails });
export const OrderHandlers = defineRoute({ id: 'OrderHandlers', method: 'GET', path: `${P}/handlers`, access: W.distribute, summary: "The eligible handlers of an order's device (its assignments, the default one first)", query: order.orderInfoQuery, response: z.array(handlerAssignmentRecord) });
export const OrderAdd = defineRoute({ id: 'OrderAdd', method: 'POST', path: `${P}/add`, access: W.distribute, summary: 'Create a work order of a device (manual source)', body: order.createOrderBody, log: { module: 'workOrder', type: 'add' }, response: order.orderRecord });
export const OrderModify = defineRoute({ id: 'OrderModify', method: 'PUT', path: `${P}/modify`, access: W.distribute, summary: 'Modify an open order as read (its kind and device stay)', body: order.modifyOrderBody, log: { module: 'workOrder', type: 'update' }, response: order.orderRecord });
export const OrderDispatch = defineRoute({ id: 'OrderDispatch', method: 'PUT', path: `${P}/dispatch`, access: W.distribute, summary: 'Dispatch one order, or several to one handler; each is its own write', body: order.dispatchOrderBody, log: { module: 'workOrder', type: 'update' }, response: order.dispatchResult });
export const OrderCancel = defineRoute({ id: 'OrderCancel', method: 'PUT', path: `${P}/cancel`, access: W.distribute, summary: 'Cancel an open order, with its reason', body: order.cancelOrderBody, log: { module: 'workOrder', type: 'update' }, response: order.orderRecord });
export const OrderProcess = defineRoute({ id: 'OrderProcess', method: 'PUT', path: `${P}/process`, access: W.handle, summary: "Process (finish) one's own order: result, checklist, replaced consumables, photos, signatures", body: order.processOrderBody, log: { module: 'workOrder', type: 'update' }, response: order.orderRecord });
export const OrderReturn = defineRoute({ id: 'OrderReturn', method: 'PUT', path: `${P}/return`, access: W.handle, summary: "Return one's own order to pending assignment, with its reason", body: order.returnOrderBody, log: { module: 'workOrder', type: 'update' }, response: order.orderRecord });
export const OrderLogPage = defineRoute({ id: 'OrderLogPage', method: 'GET', path: `${P}/log/page`, access: READ, summary: 'The operating log of the orders in the caller scope, newest first, one cursor page', query: order.orderLogPageQuery, response: cursorPageOf(order.orderLogLine) });
export const OrderStock = defineRoute({ id: 'OrderStock', method: 'GET', path: `${P}/stock`, access: READ, summary: 'Items in stock that may replace one installed on the order device (same kind, its organization or above, what the caller reaches)', query: order.orderStockQuery, response: z.array(order.orderItem) });
export const OrderExport = defineRoute({ id: 'OrderExport', method: 'GET', path: `${P}/export`, access: READ, summary: 'Work orders matching the search as xlsx, in the caller language', query: order.orderSearch, file: true, log: { module: 'workOrder', type: 'export' } });
export const OrderFileUrl = defineRoute({ id: 'OrderFileUrl', method: 'GET', path: `${P}/file`, access: READ, summary: 'A short-lived download URL of one photo or signature of an order', query: order.orderFileQuery, response: order.orderFileUrl });
export const ORDER_ROUTES = [OrderPage, OrderCounts, OrderInfo, OrderHandlers, OrderAdd, OrderModify, OrderDispatch, OrderCancel, OrderProcess, OrderReturn, OrderLogPage, OrderStock, OrderExport, OrderFileUrl] as const;
