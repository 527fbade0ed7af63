/**
 * Lease reminders in each reader's language (decision 0043): the notification persons of a sale get one mail per
 * language the sale gives them, the handlers a message in their own language; a second run sends nothing again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleRecord } from '@aed/shared/schemas/sale';
import { invoke } from '../helpers';
import { createTestUser } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { freePort } from '../setup/global-dynamodb';
import { startMailSink } from '../../src/local/mail-sink';
import { listUserMessages } from '../../src/data/access/user-messages';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

describe('lease reminders', () => {
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let w: DeviceWorld;
  let customer: Org;
  let handlerId: number;

  beforeAll(async () => {
    // the SES client reads SES_ENDPOINT when mail/send-mail.ts is first imported: by the lease job, below
    sink = await startMailSink(await freePort());
    process.env.SES_ENDPOINT = sink.url;
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 5, `Clinic ${uid()}`);
    handlerId = await createTestUser({ username: `hdl${uid().toLowerCase()}`, password: PASSWORD, roleIds: [5], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath, language: 'zh-CN' });
  });
  afterAll(async () => {
    await sink?.stop();
  });

  const mailsTo = async (to: string): Promise<StoredMail[]> => {
    const store = (await (await fetch(`${sink.url}/store`)).json()) as { emails: StoredMail[] };
    return store.emails.filter((m) => m.destination.to.includes(to));
  };

  it('mails each notification person in the language the sale gives them and tells the handler in theirs, once', async () => {
    const tag = uid().toLowerCase();
    const fr = `claire.${tag}@example.com`;
    const tw = `mei.${tag}@example.com`;
    const other = `old.${tag}@example.com`;
    const device = await addDevice(w.admin, deviceBody(w, w.agentA, { outboundDate: '2025-03-01' }));
    const res = await invoke('SaleAdd', {
      token: w.adminA,
      body: {
        deviceId: device.deviceId,
        buyerDeptId: customer.deptId,
        sellType: '1',
        startDate: day(-10),
        endDate: day(5),
        notifyPersons: [
          { name: 'Claire', phone: '+33 6 12 34 56 78', email: fr, language: 'fr' },
          { name: 'Mei', phone: '+886 2 1234 5678', email: tw, language: 'zh-TW' },
          // a person sent without a language (an older client) reads English
          { name: 'Old', phone: '+33 6 00 00 00 00', email: other },
        ],
        handlerIds: [handlerId],
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const sale = res.json.data as SaleRecord;
    expect(sale.notifyPersons.map((p) => p.language)).toEqual(['fr', 'zh-TW', 'en']);
    const serial = sale.serialNumber;

    const { leaseExpiryCheck } = await import('../../src/domain/sale/lease-job');
    await leaseExpiryCheck('');
    const [frMail] = await mailsTo(fr);
    expect(frMail).toMatchObject({ subject: `Location à échéance sous 7 jour(s) : ${serial}` });
    expect(frMail!.destination.to).toEqual([fr]);
    expect(frMail!.body.text).toContain(`La location de l'appareil ${serial} arrive à échéance le ${day(5)}`);
    const [twMail] = await mailsTo(tw);
    expect(twMail).toMatchObject({ subject: `租賃將在 7 天內到期：${serial}` });
    expect((await mailsTo(other))[0]).toMatchObject({ subject: `Lease due within 7 day(s): ${serial}` });
    const messages = (await listUserMessages(handlerId, 20)).filter((m) => m.messageId.startsWith(`lease-${sale.saleId}-`));
    expect(messages).toEqual([expect.objectContaining({ msgType: 'leaseDue', title: `租赁将在 7 天内到期：${serial}` })]);
    expect(JSON.parse(messages[0]!.params)).toEqual({ serial, rentDueDate: day(5), days: 7 });

    // the next run (same threshold) sends nothing again
    await leaseExpiryCheck('');
    expect((await mailsTo(fr)).length).toBe(1);
    expect((await mailsTo(tw)).length).toBe(1);
    expect((await listUserMessages(handlerId, 20)).filter((m) => m.messageId.startsWith(`lease-${sale.saleId}-`)).length).toBe(1);
  });
});
