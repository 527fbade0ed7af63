import { ALL_SCOPE } from '../../data/data-scope';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { logger } from '../../lib/logger';
import type { Actor } from '../actor';
import { defaultHandlerForDevice } from '../handler/handler-queries';
import { dispatchOrders } from './order-service';

/** The platform dispatching what it created (planned maintenance, alarm orders), as a distributor of every organization would. */
const PLATFORM_DISPATCHER: Actor = { userId: 0, username: 'system', deptId: 0, deptPath: '', sessionId: 'platform-dispatch', roles: [], permissions: [PERMISSIONS.workOrder.distribute], scope: ALL_SCOPE };

/**
 * An order the platform made goes to the device's default handler (decision 0019: its primary eligible handler, else
 * the earliest) when it has one; without one, or when the dispatch is refused, it waits for a distributor.
 */
export async function dispatchToDefaultHandler(orderId: number, deviceId: number): Promise<void> {
  const handler = await defaultHandlerForDevice(deviceId);
  if (!handler) return;
  try {
    await dispatchOrders(PLATFORM_DISPATCHER, { orderIds: [orderId], handlerId: handler.userId, remark: '' });
  } catch (err) {
    logger.warn('order not dispatched to the default handler', { orderId, error: err instanceof Error ? err.message : String(err) });
  }
}
