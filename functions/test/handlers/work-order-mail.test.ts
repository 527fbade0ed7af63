/**
 * A completed work order mails the notification persons of its device's running sale, in the language the sale gives
 * each of them (decision 0045), through the platform's mail path (the local SES sink here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '@aed/shared/schemas/work-order';
import { addMonths, todayUtc } from '@aed/shared/schemas/accessory';
import { invoke, loginAs } from '../helpers';
import { createTestUser } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { freePort } from '../setup/global-dynamodb';
import { startMailSink } from '../../src/local/mail-sink';
import { maintenanceDueOf } from '../../src/data/access/work-orders';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

describe('work-order mails', () => {
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let w: DeviceWorld;
  let customer: Org;
  let handler: { id: number; token: string };

  beforeAll(async () => {
    // the SES client reads SES_ENDPOINT when mail/send-mail.ts is first imported
    sink = await startMailSink(await freePort());
    process.env.SES_ENDPOINT = sink.url;
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 5, `Clinic ${uid()}`);
    const name = `woh${uid().toLowerCase()}`;
    const id = await createTestUser({ username: name, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    handler = { id, token: await loginAs(name, PASSWORD) };
  }, 240_000);
  afterAll(async () => {
    await sink?.stop();
  });

  const mailsTo = async (to: string): Promise<StoredMail[]> => {
    const store = (await (await fetch(`${sink.url}/store`)).json()) as { emails: StoredMail[] };
    return store.emails.filter((m) => m.destination.to.includes(to));
  };

  it("mails the sale's notification persons in their language when an order of the device is completed", async () => {
    const today = todayUtc();
    const next = addMonths(today, 11);
    const tag = uid().toLowerCase();
    const fr = `claire.${tag}@example.com`;
    const cn = `li.${tag}@example.com`;
    const device = await addDevice(w.admin, deviceBody(w, w.agentA, { outboundDate: '2025-03-01' }));
    const sale = await invoke('SaleAdd', {
      token: w.adminA,
      body: {
        deviceId: device.deviceId,
        buyerDeptId: customer.deptId,
        sellType: '2',
        startDate: '2026-01-01',
        notifyPersons: [
          { name: 'Claire', phone: '+33 6 12 34 56 78', email: fr, language: 'fr' },
          { name: 'Li', phone: '+86 138 0013 8000', email: cn, language: 'zh-CN' },
        ],
        handlerIds: [handler.id],
      },
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(200);
    // the sale plans the first maintenance by the model's cadence (12 months after the start, no date given)
    expect(await maintenanceDueOf(device.deviceId)).toMatchObject({ dueDate: '2027-01-01', source: 'sale' });
    const created = await invoke('OrderAdd', { token: w.adminA, body: { kind: '5', deviceId: device.deviceId, description: 'Replace the wall sign' } });
    const order = created.json.data as OrderRecord;
    expect((await invoke('OrderDispatch', { token: w.adminA, body: { orderIds: [order.orderId], handlerId: handler.id } })).status).toBe(200);
    expect(await mailsTo(fr)).toEqual([]);
    const done = await invoke('OrderProcess', { token: handler.token, body: { orderId: order.orderId, version: 2, handlingResult: 'Sign replaced', processDate: today, nextMaintenanceDate: next } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(await maintenanceDueOf(device.deviceId)).toMatchObject({ dueDate: next, source: 'order' });
    const [toFr] = await mailsTo(fr);
    expect(toFr?.subject).toBe(`Ordre de travail ${order.orderNo} terminé : ${device.serialNumber}`);
    expect(toFr?.body.text).toContain(`Prochaine maintenance : ${next}.`);
    const [toCn] = await mailsTo(cn);
    expect(toCn?.subject).toBe(`工单 ${order.orderNo} 已完成：${device.serialNumber}`);
    expect(toCn?.destination.to).toEqual([cn]);
  });
});
