/**
 * Demo work orders (issue 16): written through the same domain services as the API, after the demo fleet, so a new
 * user finds orders in each state: a maintenance order waiting to be dispatched, an alarm order dispatched to
 * demo.handler, a training order planned, and an other order returned with its reason.
 */
import { createOrderBody, dispatchOrderBody, returnOrderBody } from '@aed/shared/schemas/work-order';
import { findDeviceBySerialNumber } from '../data/access/devices/device-keys';
import type { Actor } from '../domain/actor';
import { addOrder, dispatchOrders, returnOrder } from '../domain/work-order/order-service';

export async function seedDemoOrders(seeder: Actor, handler: Actor): Promise<void> {
  const device = async (serial: string) => (await findDeviceBySerialNumber(serial))?.deviceId;
  const add = async (serial: string, body: Record<string, unknown>) => {
    const deviceId = await device(serial);
    return deviceId ? addOrder(seeder, createOrderBody.parse({ deviceId, ...body })) : null;
  };
  await add('DEMO-CR2-0006', { kind: '2', orderName: 'Yearly maintenance', description: 'Yearly check of the unit, pads and battery', planDate: '2026-12-15' });
  const alarm = await add('DEMO-AED3-0007', { kind: '1', orderName: 'Battery voltage low', monitorItem: 'Battery voltage', lowerLimit: '10.5', actualValue: '9.8', description: 'Reported by the device' });
  if (alarm) await dispatchOrders(seeder, dispatchOrderBody.parse({ orderIds: [alarm.orderId], handlerId: handler.userId }));
  await add('DEMO-350P-0009', { kind: '4', orderName: 'Staff training', trainingPlannedDate: '2026-12-20', trainer: 'Claire Martin', trainingLocation: 'Sports hall, meeting room' });
  const other = await add('DEMO-FRX-0008', { kind: '5', orderName: 'Replace the wall sign', description: 'The sign is faded' });
  if (other) {
    await dispatchOrders(seeder, dispatchOrderBody.parse({ orderIds: [other.orderId], handlerId: handler.userId }));
    await returnOrder(handler, returnOrderBody.parse({ orderId: other.orderId, version: 2, reason: 'The site is closed until Monday' }));
  }
}
