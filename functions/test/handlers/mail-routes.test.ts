/**
 * Email management routes (decision 0054): the mail list of the caller's scope, resending failed mails (each once, with
 * the outcome per mail), and a failed mail's sender and recipients changed before its resend, with who and when.
 * Three tenants: another tenant's mail answers as a missing one on every route and changes nothing.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailRecordView, MailResendResult, MailSenderOptions } from '@aed/shared/schemas/mail-record';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addOrg, buildWorld, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { freePort } from '../setup/global-dynamodb';
import { startTestSmtp, type TestSmtp } from '../smtp-fixture';
import { startMailSink } from '../../src/local/mail-sink';
import { createMailRecord, getMailRecord, mailRecordsUnder } from '../../src/data/access/mail-records';
import { MailRecordEntity } from '../../src/data/entities/mail-record-entity';
import { ALL_SCOPE } from '../../src/data/data-scope';

// the test SMTP server listens on loopback, which the platform refuses to reach unless the runtime allows it
process.env.MAIL_TEST_ALLOW_PRIVATE_HOSTS = 'true';

const listen = (server: net.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

describe('email management routes', () => {
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let smtp: TestSmtp;
  let closedPort: number;
  let w: DeviceWorld;
  let agentC: Org;
  let adminC: string;
  let deliverMail: typeof import('../../src/domain/mail/mail-delivery').deliverMail;
  let resendMails: typeof import('../../src/domain/mail/mail-resend').resendMails;

  beforeAll(async () => {
    // the SES client reads SES_ENDPOINT when mail/send-mail.ts is first imported
    sink = await startMailSink(await freePort());
    process.env.SES_ENDPOINT = sink.url;
    ({ deliverMail } = await import('../../src/domain/mail/mail-delivery'));
    ({ resendMails } = await import('../../src/domain/mail/mail-resend'));
    smtp = await startTestSmtp();
    const probe = net.createServer();
    closedPort = await listen(probe);
    await new Promise((r) => probe.close(r));
    w = await buildWorld();
    agentC = await addOrg(w.admin, 100, '0', 50);
    const name = `mlc${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(name, PASSWORD);
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

  /** An organization under `parent` with its own SMTP server (the test server; settings overridable). */
  async function orgWithServer(parent: Org, mail: Record<string, unknown> = {}, deptType: '0' | '2' = '2'): Promise<Org> {
    const quotas = deptType === '0' ? { equipmentQuota: 10, userQuota: 10, operationAccountCount: 5, viewAccountCount: 5 } : { userQuota: 5, operationAccountCount: 3, viewAccountCount: 3 };
    const res = await invoke('DeptAdd', {
      token: w.admin,
      body: { parentId: parent.deptId, deptType, deptName: `Mail ${uid()}`, equipmentQuota: 2, ...quotas, mailProtocol: 'SMTP', mailHost: '127.0.0.1', mailPort: smtp.port, mailEncryption: 'none', mailAccount: 'bot@example.com', mailPassword: 'right-pass', ...mail },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { deptId: res.json.data.deptId, deptPath: res.json.data.deptPath, deptName: res.json.data.deptName };
  }

  /** A mail about `org`, sent now (its record as stored). */
  async function mailAt(org: Org, over: { to?: string; subject?: string; kind?: 'orderCompleted' | 'alarm' | 'password' } = {}) {
    const to = over.to ?? `m.${uid().toLowerCase()}@example.com`;
    const subject = over.subject ?? `Subject ${uid()}`;
    const kind = over.kind ?? 'orderCompleted';
    await deliverMail({ kind, dept: org, to: [to], subject, text: kind === 'password' ? 'token=SECRET' : 'Body é 中文', secret: kind === 'password', source: { type: 'order', id: 1 } });
    const record = (await mailRecordsUnder(org.deptPath, null, 50)).find((m) => m.subject === subject)!;
    expect(record).toBeDefined();
    return { ...record, to: [to] };
  }

  const page = async (token: string, query: Record<string, string> = {}) => {
    const res = await invoke('MailPage', { token, query: { limit: '100', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.rows as MailRecordView[];
  };
  const resend = async (token: string, mailIds: number[]) => {
    const res = await invoke('MailResend', { token, body: { mailIds } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as MailResendResult[];
  };

  it('lists the mails of the caller scope only, never a body, filtered by state, kind and keyword', async () => {
    const customerC = await addOrg(w.admin, agentC.deptId, '2', 2);
    const a = await mailAt(w.customerA, { subject: `Ordre terminé ${uid()}` });
    const b = await mailAt(w.customerB);
    const c = await mailAt(customerC, { kind: 'alarm' });
    const failedA = await mailAt(await orgWithServer(w.agentA, { mailPort: closedPort }));
    const reset = await mailAt(w.customerA, { kind: 'password' });

    const ofA = (await page(w.adminA)).map((r) => r.mailId);
    expect(ofA).toEqual(expect.arrayContaining([a.mailId, failedA.mailId, reset.mailId]));
    expect(ofA).not.toContain(b.mailId);
    expect(ofA).not.toContain(c.mailId);
    expect((await page(adminC)).map((r) => r.mailId)).toEqual([c.mailId]);
    expect((await page(w.adminB)).map((r) => r.mailId)).toEqual([b.mailId]);

    const row = (await page(w.adminA, { keyword: a.subject.slice(0, 14) })).find((r) => r.mailId === a.mailId);
    expect(row).toMatchObject({ kind: 'orderCompleted', state: 'sent', to: a.to, deptName: w.customerA.deptName, transport: 'ses', attempts: 1, failure: '', bodyKept: true, senderChoice: 'auto' });
    expect(row).not.toHaveProperty('text');
    expect(row).not.toHaveProperty('html');
    // a whole recipient address, in any case
    expect((await page(w.adminA, { keyword: failedA.to[0]!.toUpperCase() })).map((r) => r.mailId)).toEqual([failedA.mailId]);
    const failed = await page(w.adminA, { state: 'failed' });
    expect(failed.map((r) => r.mailId)).toContain(failedA.mailId);
    expect(failed.every((r) => r.state === 'failed')).toBe(true);
    expect(failed.find((r) => r.mailId === failedA.mailId)).toMatchObject({ failure: 'cannotConnect', transport: 'smtp' });
    expect((await page(w.adminA, { kind: 'password' })).map((r) => r.mailId)).toEqual([reset.mailId]);
    expect((await page(w.adminA, { kind: 'password' }))[0]).toMatchObject({ bodyKept: false, state: 'sent' });
    expect(await page(w.adminA, { state: 'failed', kind: 'alarm' })).toEqual([]);
    expect((await page(w.adminA, { deptId: String(w.customerA.deptId) })).map((r) => r.mailId)).not.toContain(failedA.mailId);
    // another tenant's organization in the tree answers as missing; a bad filter changes nothing
    expectError(await invoke('MailPage', { token: w.adminA, query: { deptId: String(w.customerB.deptId) } }), 404, 'dept.notFound');
    expectError(await invoke('MailPage', { token: w.adminA, query: { state: 'lost' } }), 400, 'common.validation');
    // a user without the permission sees nothing
    const name = `mlu${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [7], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    expectError(await invoke('MailPage', { token: await loginAs(name, PASSWORD) }), 403, 'common.forbidden');
  });

  it('resends failed mails with the outcome of each; another tenant cannot; two resends at once send once', async () => {
    const org = await orgWithServer(w.agentA, { mailPassword: 'wrong-pass' });
    const m = await mailAt(org);
    const reset = await mailAt(org, { kind: 'password' });
    expect(await getMailRecord(m.mailId)).toMatchObject({ state: 'failed', failure: 'authFailed', attempts: 1 });

    for (const token of [w.adminB, adminC]) expect(await resend(token, [m.mailId])).toEqual([{ mailId: m.mailId, outcome: 'notFound', failure: '' }]);
    expect(await getMailRecord(m.mailId)).toMatchObject({ state: 'failed', attempts: 1 });
    // a read-only administrator of the same tenant sees the list but may not resend
    await page(w.viewerA, { state: 'failed' });
    expectError(await invoke('MailResend', { token: w.viewerA, body: { mailIds: [m.mailId] } }), 403, 'common.forbidden');
    expectError(await invoke('MailResend', { token: w.adminA, body: { mailIds: Array.from({ length: 51 }, (_, i) => i + 1) } }), 400, 'mail.tooMany');
    expectError(await invoke('MailResend', { token: w.adminA, body: { mailIds: [] } }), 400, 'common.validation');

    // still failing: failed again, with its reason; the password mail is never resent; a missing id is missing
    expect(await resend(w.adminA, [m.mailId, reset.mailId, 999_999_999])).toEqual([
      { mailId: m.mailId, outcome: 'failed', failure: 'authFailed' },
      { mailId: reset.mailId, outcome: 'notResendable', failure: '' },
      { mailId: 999_999_999, outcome: 'notFound', failure: '' },
    ]);
    expect(await getMailRecord(m.mailId)).toMatchObject({ state: 'failed', failure: 'authFailed', attempts: 2 });

    const info = await invoke('DeptInfo', { token: w.admin, query: { deptId: String(org.deptId) } });
    expect((await invoke('DeptUpdate', { token: w.admin, body: { ...info.json.data, mailPassword: 'right-pass' } })).status).toBe(200);
    const both = await Promise.all([resend(w.adminA, [m.mailId]), resend(w.admin, [m.mailId])]);
    expect(both.map((r) => r[0]!.outcome).sort()).toEqual(['notFailed', 'sent']);
    expect(smtpMailsTo(m.to[0]!)).toHaveLength(1);
    expect(await getMailRecord(m.mailId)).toMatchObject({ state: 'sent', attempts: 3, failure: '' });
    expect(await resend(w.adminA, [m.mailId])).toEqual([{ mailId: m.mailId, outcome: 'notFailed', failure: '' }]);
  });

  it('changes the sender and the recipients of a failed mail before its resend, with who and when', async () => {
    const org = await orgWithServer(w.agentA, { mailPort: closedPort });
    const m = await mailAt(org);
    const view = (await page(w.adminA, { state: 'failed', keyword: m.to[0]! }))[0]!;
    expect(view).toMatchObject({ mailId: m.mailId, failure: 'cannotConnect', serverDeptId: org.deptId, serverDeptName: org.deptName });

    // another tenant: missing on both routes, nothing changed
    for (const token of [w.adminB, adminC]) {
      expectError(await invoke('MailSenderOptions', { token, query: { mailId: String(m.mailId) } }), 404, 'mail.notFound');
      expectError(await invoke('MailSender', { token, body: { mailId: m.mailId, version: view.version, choice: 'platform', to: ['x@example.com'] } }), 404, 'mail.notFound');
    }
    expectError(await invoke('MailSender', { token: w.viewerA, body: { mailId: m.mailId, version: view.version, choice: 'platform', to: m.to } }), 403, 'common.forbidden');
    expect(await getMailRecord(m.mailId)).toMatchObject({ version: view.version, to: m.to, senderBy: '' });

    const options = (await invoke('MailSenderOptions', { token: w.adminA, query: { mailId: String(m.mailId) } })).json.data as MailSenderOptions;
    expect(options.current).toBe('auto');
    expect(options.options).toEqual([
      { choice: 'auto', transport: 'smtp', serverDeptId: org.deptId, deptName: org.deptName, fromAddress: 'bot@example.com' },
      { choice: 'platform', transport: 'ses', serverDeptId: 0, deptName: '', fromAddress: expect.any(String) },
      { choice: 'server', transport: 'smtp', serverDeptId: org.deptId, deptName: org.deptName, fromAddress: 'bot@example.com' },
    ]);
    expect(JSON.stringify(options)).not.toContain('127.0.0.1');

    // a server not on the mail's path, a bad address, a stale version: refused, nothing changed
    const elsewhere = await orgWithServer(w.agentB);
    expectError(await invoke('MailSender', { token: w.admin, body: { mailId: m.mailId, version: view.version, choice: 'server', serverDeptId: elsewhere.deptId, to: m.to } }), 400, 'mail.senderNotAllowed');
    expectError(await invoke('MailSender', { token: w.adminA, body: { mailId: m.mailId, version: view.version, choice: 'platform', to: ['not-an-address'] } }), 400, 'mail.recipientInvalid');
    expectError(await invoke('MailSender', { token: w.adminA, body: { mailId: m.mailId, version: view.version + 3, choice: 'platform', to: m.to } }), 409, 'mail.conflict');
    expect(await getMailRecord(m.mailId)).toMatchObject({ version: view.version, senderChoice: 'auto' });

    const corrected = `fixed.${uid().toLowerCase()}@example.com`;
    const changed = await invoke('MailSender', { token: w.adminA, body: { mailId: m.mailId, version: view.version, choice: 'platform', to: [` ${corrected.toUpperCase()} `] } });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.data).toMatchObject({ senderChoice: 'platform', transport: 'ses', serverDeptId: 0, to: [corrected], state: 'failed', version: view.version + 1 });
    expect(changed.json.data.senderBy).not.toBe('');
    expect(changed.json.data.senderTime).not.toBe('');

    // the chosen sender holds although the organization's server is still configured
    expect(await resend(w.adminA, [m.mailId])).toEqual([{ mailId: m.mailId, outcome: 'sent', failure: '' }]);
    expect(await sesMailsTo(corrected)).toHaveLength(1);
    expect(await sesMailsTo(m.to[0]!)).toEqual([]);
    expect(await getMailRecord(m.mailId)).toMatchObject({ state: 'sent', transport: 'ses', senderChoice: 'platform', to: [corrected] });
    // a sent mail gets no other sender; a password mail has no sender to choose
    expectError(await invoke('MailSender', { token: w.adminA, body: { mailId: m.mailId, version: view.version + 3, choice: 'auto', to: [corrected] } }), 409, 'mail.notFailed');
    const reset = await mailAt(org, { kind: 'password' });
    expectError(await invoke('MailSenderOptions', { token: w.adminA, query: { mailId: String(reset.mailId) } }), 409, 'mail.notResendable');
  });

  it("resends through a chosen organization server on the mail's path", async () => {
    const agent = await orgWithServer(w.agentA, {}, '0');
    const customer = await orgWithServer(agent, { mailPassword: 'wrong-pass' });
    const m = await mailAt(customer);
    const version = (await getMailRecord(m.mailId))!.version;
    const changed = await invoke('MailSender', { token: w.adminA, body: { mailId: m.mailId, version, choice: 'server', serverDeptId: agent.deptId, to: m.to } });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.data).toMatchObject({ senderChoice: 'server', serverDeptId: agent.deptId, serverDeptName: agent.deptName });
    expect(await resend(w.adminA, [m.mailId])).toEqual([{ mailId: m.mailId, outcome: 'sent', failure: '' }]);
    expect(smtpMailsTo(m.to[0]!)).toHaveLength(1);
  });

  it('starts no send once its time budget is spent: those mails are not tried and stay failed', async () => {
    const org = await orgWithServer(w.agentA, { mailPort: closedPort });
    const first = await mailAt(org);
    const second = await mailAt(org);
    const actor = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 's', roles: ['admin'], permissions: ['*:*:*'], scope: ALL_SCOPE };
    // the clock reads 0 at the start, then 20 s at every check
    let reads = 0;
    const late = () => (reads++ === 0 ? 0 : 20_000);
    expect(await resendMails(actor, { mailIds: [first.mailId, second.mailId] }, late)).toEqual([
      { mailId: first.mailId, outcome: 'notTried', failure: '' },
      { mailId: second.mailId, outcome: 'notTried', failure: '' },
    ]);
    expect(await getMailRecord(first.mailId)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(await getMailRecord(second.mailId)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('resends a mail stuck in sending (lost in a crash) once it is stale, never one that may still be on its way', async () => {
    const to = `stuck.${uid().toLowerCase()}@example.com`;
    const stuck = await createMailRecord({ deptId: w.customerA.deptId, deptPath: w.customerA.deptPath, kind: 'leaseReminder', transport: 'ses', serverDeptId: 0, fromAddress: 'noreply@example.com', to: [to], subject: `Stuck ${uid()}`, text: 'Lease ends', html: '', bodyKept: true, sourceType: 'sale', sourceId: '1' });
    const row = async () => (await page(w.adminA, { state: 'sending', keyword: to })).find((r) => r.mailId === stuck.mailId)!;
    expect(await row()).toMatchObject({ state: 'sending', resendable: false });
    expect(await resend(w.adminA, [stuck.mailId])).toEqual([{ mailId: stuck.mailId, outcome: 'notFailed', failure: '' }]);
    expect(await sesMailsTo(to)).toEqual([]);

    const old = new Date(Date.now() - 16 * 60_000).toISOString();
    await MailRecordEntity.patch({ mailId: stuck.mailId }).set({ updateTime: old, state: 'sending', deptPath: stuck.deptPath }).go();
    expect(await row()).toMatchObject({ resendable: true });
    expect(await resend(w.adminB, [stuck.mailId])).toEqual([{ mailId: stuck.mailId, outcome: 'notFound', failure: '' }]);
    expect(await resend(w.adminA, [stuck.mailId])).toEqual([{ mailId: stuck.mailId, outcome: 'sent', failure: '' }]);
    expect(await sesMailsTo(to)).toHaveLength(1);
    expect(await getMailRecord(stuck.mailId)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});
