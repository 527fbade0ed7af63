/**
 * The daily maintenance plan (docs/decisions/0045, "Scheduling maintenance orders"): a maintenance order for each
 * device whose next maintenance date falls within the coming days (or passed while no run made one). The due dates
 * are one key range (never a Scan); each order is made in one transaction with the deletion of the due date it
 * answers and a marker for (device, date), so a second run, or two at once, never make two orders for one date. A
 * device with a maintenance order still open gets none: its due date waits until that order is processed (which
 * sets the next one).
 */
import { createOrderBody } from '@aed/shared/schemas/work-order';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { maintenanceDueBy, maintenanceDueTaken, plannedMaintenanceMarker } from '../../data/access/work-orders';
import { takeMarker } from '../../data/access/unique-markers';
import type { WriteOp } from '../../data/access/transactions';
import type { MaintenanceDueItem } from '../../data/entities/maintenance-due-entity';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { createOrder } from './order-service';
import { dispatchToDefaultHandler } from './default-dispatch';


const DAY_MS = 86_400_000;
/** Days before the due date an order is made, when the job has no parameter. */
export const MAINTENANCE_DAYS_AHEAD = 14;
const PAGE = 100;
const JOB_USER = 'system';

/** The job's parameter: days ahead (0 to 365); anything else gives the default. */
export function daysAhead(params: string): number {
  const n = Number(params.trim());
  return params.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 365 ? n : MAINTENANCE_DAYS_AHEAD;
}

/** One due date into an order; false when the device is gone, has an order open, or another run took the date. */
async function planOne(due: MaintenanceDueItem): Promise<boolean> {
  const device = await getDeviceById(due.deviceId);
  if (!device) return false;
  const body = createOrderBody.parse({ kind: '2', deviceId: device.deviceId, planDate: due.dueDate });
  try {
    const order = await createOrder(device, body, JOB_USER, 'auto', (e) => [maintenanceDueTaken(e, due), takeMarker(e.unique, plannedMaintenanceMarker(due.deviceId, due.dueDate), String(due.deviceId)) as WriteOp]);
    await dispatchToDefaultHandler(order.orderId, device.deviceId);
    return true;
  } catch (err) {
    // an open maintenance order, or the date taken or moved meanwhile: nothing to do for this device today
    if (err instanceof AppError) return false;
    throw err;
  }
}

export async function maintenancePlan(params: string, now = Date.now()): Promise<{ affected: number }> {
  const lastDay = new Date(now + daysAhead(params) * DAY_MS).toISOString().slice(0, 10);
  let created = 0;
  let cursor: string | null = null;
  do {
    const page: { data: MaintenanceDueItem[]; cursor: string | null } = await maintenanceDueBy(lastDay, PAGE, cursor);
    for (const due of page.data) {
      try {
        if (await planOne(due)) created++;
      } catch (err) {
        logger.warn('maintenance order not planned', { deviceId: due.deviceId, dueDate: due.dueDate, error: err instanceof Error ? err.message : String(err) });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return { affected: created };
}
