/**
 * The mail outbox (decision 0046): every mail is recorded; an organization's own SMTP server (the nearest on its path)
 * sends it, else SES; a failed send is recorded with its reason and never undoes the action that caused it, and waits
 * for a resend that one caller at a time gets.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '@aed/shared/schemas/work-order';
import { todayUtc } from '@aed/shared/schemas/accessory';
import { invoke, loginAs } from '../helpers';
import { createTestUser } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { freePort } from '../setup/global-dynamodb';
import { startTestSmtp, type TestSmtp } from '../smtp-fixture';
import { startMailSink } from '../../src/local/mail-sink';
import { getMailRecord, mailRecordsUnder } from '../../src/data/access/mail-records';

// the test SMTP server listens on loopback, which the platform refuses to reach unless the runtime allows it
process.env.MAIL_TEST_ALLOW_PRIVATE_HOSTS = 'true';

const listen = (server: net.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

describe('mail outbox', () => {
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let sinkPort: number;
  let smtp: TestSmtp;
  let closedPort: number;
  let w: DeviceWorld;
  let deliverMail: typeof import('../../src/domain/mail/mail-delivery').deliverMail;
  let resendFailedMail: typeof import('../../src/domain/mail/mail-delivery').resendFailedMail;

  beforeAll(async () => {
    // the SES client reads SES_ENDPOINT when mail/send-mail.ts is first imported
    sinkPort = await freePort();
    sink = await startMailSink(sinkPort);
    process.env.SES_ENDPOINT = sink.url;
    ({ deliverMail, resendFailedMail } = await import('../../src/domain/mail/mail-delivery'));
    smtp = await startTestSmtp();
    const probe = net.createServer();
    closedPort = await listen(probe);
    await new Promise((r) => probe.close(r));
    w = await buildWorld();
  }, 240_000);
  afterAll(async () => {
    await sink?.stop();
    await smtp?.stop();
  });

  const sesMailsTo = async (to: string) => {
    const store = (await (await fetch(`${sink.url}/store`)).json()) as { emails: { destination: { to: string[] }; subject: string; from: string }[] };
    return store.emails.filter((m) => m.destination.to.includes(to));
  };
  const smtpMailsTo = (to: string) => smtp.received.filter((m) => JSON.stringify(m.to).includes(to));

  /** An organization under `parent` with its own SMTP server settings. */
  async function orgWithServer(parent: Org, mail: Record<string, unknown>, deptType: '0' | '2' = '2'): Promise<Org> {
    const res = await invoke('DeptAdd', {
      token: w.admin,
      body: { parentId: parent.deptId, deptType, deptName: `Mail ${uid()}`, equipmentQuota: 5, ...(deptType === '0' ? { userQuota: 10, operationAccountCount: 5, viewAccountCount: 5 } : { userQuota: 5, operationAccountCount: 3, viewAccountCount: 3 }), mailProtocol: 'SMTP', mailHost: '127.0.0.1', mailPort: smtp.port, mailEncryption: 'none', mailAccount: 'bot@example.com', mailPassword: 'right-pass', ...mail },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { deptId: res.json.data.deptId, deptPath: res.json.data.deptPath, deptName: res.json.data.deptName };
  }

  /** Changes an organization's mail settings through the API (the rest of the record as it is). */
  async function changeMail(org: Org, mail: Record<string, unknown>) {
    const info = await invoke('DeptInfo', { token: w.admin, query: { deptId: String(org.deptId) } });
    expect(info.status).toBe(200);
    const res = await invoke('DeptUpdate', { token: w.admin, body: { ...info.json.data, ...mail } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }

  const mail = (org: Org, to: string, subject = `Subject ${uid()}`) => ({ kind: 'orderCompleted' as const, dept: org, to: [to], subject, text: 'Body é 中文', source: { type: 'order', id: 1 } });

  it('sends through SES when no organization on the path has a server, and records it sent', async () => {
    const to = `ses.${uid().toLowerCase()}@example.com`;
    expect(await deliverMail(mail(w.customerA, to))).toBe('sent');
    expect(await sesMailsTo(to)).toHaveLength(1);
    const [record] = (await mailRecordsUnder(w.customerA.deptPath, null, 50)).filter((m) => m.to.includes(to));
    expect(record).toMatchObject({ state: 'sent', transport: 'ses', serverDeptId: 0, attempts: 1, failure: '', deptId: w.customerA.deptId, bodyKept: true, text: 'Body é 中文', sourceType: 'order', sourceId: '1' });
    expect(record.sentTime).not.toBe('');
  });

  it("sends through the nearest organization's own SMTP server, its account as the sender, UTF-8 intact", async () => {
    const withServer = await orgWithServer(w.agentA, {}, '0');
    const below = await addOrg(w.admin, withServer.deptId, '2', 2);
    const to = `smtp.${uid().toLowerCase()}@example.com`;
    const subject = `Ordre terminé ${uid()} 工单`;
    expect(await deliverMail(mail(below, to, subject))).toBe('sent');
    const [received] = smtpMailsTo(to);
    expect(received?.subject).toBe(subject);
    expect(received?.text?.trim()).toBe('Body é 中文');
    expect(received?.from?.text).toContain('bot@example.com');
    expect(await sesMailsTo(to)).toEqual([]);
    const [record] = (await mailRecordsUnder(below.deptPath, 'sent', 10)).filter((m) => m.to.includes(to));
    expect(record).toMatchObject({ transport: 'smtp', serverDeptId: withServer.deptId, fromAddress: 'bot@example.com' });
  });

  it('records a failed send with its reason, then one of two resends at once sends it after the settings are corrected', async () => {
    const org = await orgWithServer(w.agentA, { mailPassword: 'wrong-pass' });
    const to = `auth.${uid().toLowerCase()}@example.com`;
    expect(await deliverMail(mail(org, to))).toBe('failed');
    expect(smtpMailsTo(to)).toEqual([]);
    const [failed] = (await mailRecordsUnder(org.deptPath, 'failed', 10)).filter((m) => m.to.includes(to));
    expect(failed).toMatchObject({ state: 'failed', failure: 'authFailed', attempts: 1, transport: 'smtp' });
    expect(failed.failureDetail).toMatch(/535/);
    // still failing: the resend records a second attempt
    expect(await resendFailedMail(failed.mailId)).toBe('failed');
    expect(await getMailRecord(failed.mailId)).toMatchObject({ state: 'failed', attempts: 2 });

    await changeMail(org, { mailPassword: 'right-pass' });
    const outcomes = await Promise.all([resendFailedMail(failed.mailId), resendFailedMail(failed.mailId)]);
    expect(outcomes.sort()).toEqual(['notFailed', 'sent']);
    expect(smtpMailsTo(to)).toHaveLength(1);
    expect(await getMailRecord(failed.mailId)).toMatchObject({ state: 'sent', attempts: 3, failure: '', failureDetail: '' });
    expect(await resendFailedMail(failed.mailId)).toBe('notFailed');
    expect(await resendFailedMail(999_999_999)).toBe('notFound');
  });

  it('carries a report PDF from the store through SES and an organization server, keeps only its key, and fails plainly when the file is gone', async () => {
    const { loadMailAttachments } = await import('../../src/domain/mail/mail-attachments');
    const { blobStore } = await import('../../src/data/blob-store');
    const pdf = Buffer.from('%PDF-1.7\n% report\n');
    const blobKey = `report/${w.customerA.deptId}/mail-${uid()}`;
    await blobStore().put(blobKey, pdf, 'application/pdf');
    const file = { blobKey, filename: 'RP0001 rapport é.pdf', contentType: 'application/pdf' };

    // SES: the sink receives the file
    const sesTo = `pdf.${uid().toLowerCase()}@example.com`;
    expect(await deliverMail({ ...mail(w.customerA, sesTo), kind: 'report', attachments: [file] }, loadMailAttachments)).toBe('sent');
    const store = (await (await fetch(`${sink.url}/store`)).json()) as { emails: { destination: { to: string[] }; attachments?: { filename: string; content: string }[] }[] };
    const [viaSes] = store.emails.filter((m) => m.destination.to.includes(sesTo));
    expect(viaSes?.attachments?.map((a) => [a.filename, Buffer.from(a.content, 'base64').toString()])).toEqual([[file.filename, pdf.toString()]]);
    const [record] = (await mailRecordsUnder(w.customerA.deptPath, null, 50)).filter((m) => m.to.includes(sesTo));
    expect(record.attachments).toEqual([file]);

    // an organization's server: the same file, parsed from the MIME message
    const org = await orgWithServer(w.agentA, {});
    const smtpTo = `pdf.${uid().toLowerCase()}@example.com`;
    expect(await deliverMail({ ...mail(org, smtpTo), kind: 'report', attachments: [file] }, loadMailAttachments)).toBe('sent');
    const [viaSmtp] = smtpMailsTo(smtpTo);
    expect(viaSmtp?.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([[file.filename, 'application/pdf', pdf.toString()]]);

    // the file gone: failed with a reason, never sent without it; a resend after it is back sends it
    const goneKey = `report/${w.customerA.deptId}/gone-${uid()}`;
    const goneTo = `gone.${uid().toLowerCase()}@example.com`;
    expect(await deliverMail({ ...mail(w.customerA, goneTo), kind: 'report', attachments: [{ ...file, blobKey: goneKey }] }, loadMailAttachments)).toBe('failed');
    expect(await sesMailsTo(goneTo)).toEqual([]);
    const [failed] = (await mailRecordsUnder(w.customerA.deptPath, 'failed', 50)).filter((m) => m.to.includes(goneTo));
    expect(failed).toMatchObject({ failure: 'notSent' });
    expect(failed.failureDetail).toMatch(/missing/);
    await blobStore().put(goneKey, pdf, 'application/pdf');
    expect(await resendFailedMail(failed.mailId, loadMailAttachments)).toBe('sent');
    expect(await sesMailsTo(goneTo)).toHaveLength(1);
  });

  it('names the failures of the mail test: unknown host, cannot connect, refused recipient', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mailHost: 'no-such-host.invalid' }, 'someone@example.com', 'unknownHost'],
      [{ mailPort: closedPort }, 'someone@example.com', 'cannotConnect'],
      [{}, `nobody.${uid().toLowerCase()}@elsewhere.org`, 'noRecipient'],
    ];
    for (const [settings, to, failure] of cases) {
      const org = await orgWithServer(w.agentA, settings);
      expect(await deliverMail(mail(org, to))).toBe('failed');
      const [record] = await mailRecordsUnder(org.deptPath, 'failed', 10);
      expect(record, failure).toMatchObject({ failure, to: [to] });
    }
  });

  it('resends through the platform once the organization removed its server', async () => {
    const org = await orgWithServer(w.agentA, { mailPort: closedPort });
    const to = `fallback.${uid().toLowerCase()}@example.com`;
    expect(await deliverMail(mail(org, to))).toBe('failed');
    const [failed] = await mailRecordsUnder(org.deptPath, 'failed', 10);
    await changeMail(org, { mailProtocol: '', mailHost: '', mailPort: null, mailAccount: '', clearMailPassword: true });
    expect(await resendFailedMail(failed.mailId)).toBe('sent');
    expect(await sesMailsTo(to)).toHaveLength(1);
    expect(await getMailRecord(failed.mailId)).toMatchObject({ state: 'sent', transport: 'ses', serverDeptId: 0 });
  });

  it('keeps no credential: a password mail goes through the platform, is recorded without its body and is never resent', async () => {
    const org = await orgWithServer(w.agentA, {});
    const to = `reset.${uid().toLowerCase()}@example.com`;
    expect(await deliverMail({ kind: 'password', dept: org, to: [to], subject: 'Reset', text: 'https://app/reset-password#token=SECRET', secret: true })).toBe('sent');
    expect(smtpMailsTo(to)).toEqual([]);
    expect(await sesMailsTo(to)).toHaveLength(1);
    const [record] = await mailRecordsUnder(org.deptPath, null, 10);
    expect(record).toMatchObject({ kind: 'password', transport: 'ses', bodyKept: false, text: '', html: '' });
    expect(JSON.stringify(record)).not.toContain('SECRET');
    // a failed one stays not resendable
    await sink.stop();
    try {
      expect(await deliverMail({ kind: 'password', dept: org, to: [to], subject: 'Reset 2', text: 'token=SECRET2', secret: true })).toBe('failed');
    } finally {
      sink = await startMailSink(sinkPort);
    }
    const [failed] = await mailRecordsUnder(org.deptPath, 'failed', 10);
    expect(failed).toMatchObject({ subject: 'Reset 2', failure: 'notSent' });
    expect(await resendFailedMail(failed.mailId)).toBe('notResendable');
  });

  it('completes a work order whose mail fails: the order is done, the mail waits in the outbox', async () => {
    const customer = await orgWithServer(w.agentA, { mailPassword: 'wrong-pass' });
    const name = `mob${uid().toLowerCase()}`;
    const handlerId = await createTestUser({ username: name, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    const handlerToken = await loginAs(name, PASSWORD);
    const to = `person.${uid().toLowerCase()}@example.com`;
    const device = await addDevice(w.admin, deviceBody(w, w.agentA, { outboundDate: '2025-03-01' }));
    const sale = await invoke('SaleAdd', {
      token: w.adminA,
      body: { deviceId: device.deviceId, buyerDeptId: customer.deptId, sellType: '2', startDate: '2026-01-01', notifyPersons: [{ name: 'Claire', phone: '+33 6 12 34 56 78', email: to, language: 'fr' }], handlerIds: [handlerId] },
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(200);
    const order = (await invoke('OrderAdd', { token: w.adminA, body: { kind: '5', deviceId: device.deviceId, description: 'Wall sign' } })).json.data as OrderRecord;
    expect((await invoke('OrderDispatch', { token: w.adminA, body: { orderIds: [order.orderId], handlerId } })).status).toBe(200);
    const done = await invoke('OrderProcess', { token: handlerToken, body: { orderId: order.orderId, version: 2, handlingResult: 'Replaced', processDate: todayUtc() } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect((await invoke('OrderInfo', { token: w.adminA, query: { orderId: String(order.orderId) } })).json.data).toMatchObject({ state: '2' });
    const [failed] = await mailRecordsUnder(customer.deptPath, 'failed', 10);
    expect(failed).toMatchObject({ kind: 'orderCompleted', failure: 'authFailed', sourceType: 'order', sourceId: String(order.orderId), to: [to] });
    expect(failed.subject).toContain(order.orderNo);
    await changeMail(customer, { mailPassword: 'right-pass' });
    expect(await resendFailedMail(failed.mailId)).toBe('sent');
    expect(smtpMailsTo(to)[0]?.subject).toBe(failed.subject);
  });

  it('follows its organization when it moves in the tree', async () => {
    const org = await addOrg(w.admin, w.agentA.deptId, '2', 1);
    const to = `move.${uid().toLowerCase()}@example.com`;
    expect(await deliverMail(mail(org, to))).toBe('sent');
    await changeMail(org, { parentId: w.agentB.deptId });
    const moved = (await invoke('DeptInfo', { token: w.admin, query: { deptId: String(org.deptId) } })).json.data as { deptPath: string };
    expect(moved.deptPath.startsWith(w.agentB.deptPath)).toBe(true);
    expect((await mailRecordsUnder(moved.deptPath, 'sent', 10)).map((m) => m.to)).toEqual([[to]]);
    expect(await mailRecordsUnder(org.deptPath, null, 10)).toEqual([]);
  });
});
