import { useQuery } from '@tanstack/react-query';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { OrderRecord } from '@aed/shared/schemas/work-order';
import { actionsAllowedIn, ORDER_ACTION_ACTOR, type OrderAction } from '@aed/shared/schemas/work-order-states';
import { usePermission } from '../../../lib/permission';
import { userInfoQueryOptions } from '../../../lib/session';

/**
 * What the list offers on a row: the actions the state allows (the shared state machine), a distributor's with the
 * distribute permission, a handler's with the handle permission on their own order. The details answer `allowed`.
 */
export function useOrderActions() {
  const { hasPermission } = usePermission();
  const me = useQuery({ ...userInfoQueryOptions(), enabled: false }).data?.user?.userId;
  const distribute = hasPermission(PERMISSIONS.workOrder.distribute);
  const handle = hasPermission(PERMISSIONS.workOrder.handle);
  const allowed = (order: Pick<OrderRecord, 'state' | 'handlerId'>): OrderAction[] =>
    actionsAllowedIn(order.state).filter((a) => (ORDER_ACTION_ACTOR[a] === 'distributor' ? distribute : handle && order.handlerId === me));
  return { allowed, distribute, handle };
}
