/**
 * Who reaches a work order (docs/decisions/0045): distributors within their data scope; a handler also reaches the
 * orders dispatched to them, whatever their scope ("own data only" handlers see exactly those). Out of reach answers
 * as missing.
 */
import { ORDER_ERRORS } from '@aed/shared/errors/order-errors';
import { hasPermission, PERMISSIONS } from '@aed/shared/permissions/permissions';
import { ORDER_ACTION_ACTOR, actionsAllowedIn, type OrderAction } from '@aed/shared/schemas/work-order-states';
import { getOrderFor, type OrderReader } from '../../data/access/work-orders';
import { scopeCovers } from '../../data/data-scope';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../actor';

export const canDistribute = (actor: Pick<Actor, 'permissions'>) => hasPermission(actor.permissions, PERMISSIONS.workOrder.distribute);
export const canHandle = (actor: Pick<Actor, 'permissions'>) => hasPermission(actor.permissions, PERMISSIONS.workOrder.handle);

/** What the caller reads: their scope, plus the orders dispatched to them when they handle orders. */
export const readerOf = (actor: Actor): OrderReader => ({ scope: actor.scope, ...(canHandle(actor) ? { handler: { userId: actor.userId, deptPath: actor.deptPath } } : {}) });

export const orderNotFound = () => AppError.of(ORDER_ERRORS, 'order.notFound');

/** An order the caller reaches, or `order.notFound`. */
export async function orderFor(actor: Actor, orderId: number): Promise<WorkOrderItem> {
  const order = await getOrderFor(readerOf(actor), orderId);
  if (!order) throw orderNotFound();
  return order;
}

/**
 * May the caller take `action` on the order as who they are (the state aside)? Distributor actions need the order's
 * organization in their scope (reaching it as its handler is not enough); handler actions need the order to be theirs.
 */
export function actorMay(actor: Actor, order: WorkOrderItem, action: OrderAction): boolean {
  if (ORDER_ACTION_ACTOR[action] === 'distributor') return canDistribute(actor) && scopeCovers(actor.scope, order.deptPath);
  return canHandle(actor) && order.handlerId === actor.userId;
}

/** The actions the caller may take on the order now (the details screen offers only these). */
export const allowedActions = (actor: Actor, order: WorkOrderItem): OrderAction[] => actionsAllowedIn(order.state).filter((a) => actorMay(actor, order, a));

/** Refuses an action the caller may not take as who they are: a distributor outside the scope sees no order at all. */
export function assertActorMay(actor: Actor, order: WorkOrderItem, action: OrderAction): void {
  if (actorMay(actor, order, action)) return;
  if (ORDER_ACTION_ACTOR[action] === 'distributor') throw canDistribute(actor) ? orderNotFound() : new AppError('common.forbidden');
  throw AppError.of(ORDER_ERRORS, 'order.notYourOrder');
}

/**
 * The handler acts on the device of their own order: its consumables are read and replaced within their own
 * organization's subtree (the order's organization lies in it: dispatch checked that), whatever their data scope
 * (an "own data only" handler has none).
 */
export const actingOnOrder = (actor: Actor): Actor => ({ ...actor, scope: { ...actor.scope, subtrees: [...actor.scope.subtrees, actor.deptPath] } });
