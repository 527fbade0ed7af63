/**
 * Demo notify persons and work-order handlers (decision 0019) for the demo organizations: written through the same
 * domain services the API uses; running it again adds nothing (duplicates are refused and skipped).
 */
import { addHandlerBody } from '@aed/shared/schemas/handler';
import { addNotifyPersonBody } from '@aed/shared/schemas/notify';
import type { Actor } from '../domain/actor';
import { AppError } from '../lib/app-error';
import { addHandler } from '../domain/handler/handler-service';
import { addNotifyPerson } from '../domain/notify/notify-service';

/** Codes that mean "already there": the demo data was written before. */
const ALREADY = new Set(['notify.emailExists', 'notify.phoneExists', 'handler.exists']);

async function once(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (e) {
    if (!(e instanceof AppError && ALREADY.has(e.errorCode))) throw e;
  }
}

export async function seedDemoBindings(seeder: Actor, ids: { northDeptId: number; clinicDeptId: number; handlerUserId: number }): Promise<void> {
  const person = (body: Record<string, unknown>) => once(() => addNotifyPerson(seeder, addNotifyPersonBody.parse(body)));
  // the agent's service desk hears of every fault of its customers' devices that have nobody of their own
  await person({ deptId: ids.northDeptId, personName: 'Claire Martin', phone: '+33 6 12 34 56 78', email: 'claire.martin@example.com', notifyEmail: true, notifyPush: true, remark: 'Service desk, Demo Agent North' });
  // the clinic's own people: faults and displacement by mail and push, consumables by mail
  await person({ deptId: ids.clinicDeptId, personName: 'Dr. Paul Girard', phone: '+33 1 40 00 12 34', email: 'paul.girard@example.com', notifyEmail: true, notifyPush: true, events: ['red', 'purple'], remark: 'Head of emergency care' });
  await person({ deptId: ids.clinicDeptId, personName: 'Clinic front desk', phone: '+33 1 40 00 12 00', email: 'front.desk@example.com', notifyEmail: true, notifyPush: false, events: ['red', 'yellow', 'pink', 'purple'] });
  // demo.handler (a handler of the clinic) handles the clinic's work orders by default
  await once(() => addHandler(seeder, addHandlerBody.parse({ deptId: ids.clinicDeptId, userId: ids.handlerUserId, primary: true, remark: 'Default handler of the clinic' })));
}
