/**
 * Inspection reports (docs/decisions/0055) against the local DynamoDB: the automatic report of a completed
 * maintenance order (once, however often the hook runs; a report left due is made by the next list read), the manual
 * export, the approval flow with its log, every refusal with its code and nothing changed, and three tenants (another
 * tenant's report answers as a missing one on every route; the list shows only the scope).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@aed/shared/schemas/accessory';
import { CHECKLIST_ITEMS, type OrderRecord } from '@aed/shared/schemas/work-order';
import type { ReportDetails, ReportRecord } from '@aed/shared/schemas/report';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError, ok } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { reportsOfOrder } from '../../src/data/access/inspection-reports';
import { getOrdersByIds } from '../../src/data/access/work-orders';
import { InspectionReportEntity } from '../../src/data/entities/inspection-report-entity';
import { ReportDueEntity } from '../../src/data/entities/report-due-entity';
import { JOBS } from '../../src/jobs/job-registry';
import { makeAutoReport, reportAfterCompletion } from '../../src/domain/report/report-create';


describe('inspection reports', () => {
  let w: DeviceWorld;
  let customer: Org;
  let customerC: Org;
  let adminC: string;
  let auditor: string;
  let superuser: string;
  let handler: { id: number; name: string; token: string };

  beforeAll(async () => {
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 10);
    const agentC = await addOrg(w.admin, 100, '0', 50);
    customerC = await addOrg(w.admin, agentC.deptId, '2', 10);
    const user = async (prefix: string, org: Org, roleIds: number[], userTypes: string[] = []) => {
      const name = `${prefix}${uid().toLowerCase()}`;
      const id = await createTestUser({ username: name, password: PASSWORD, roleIds, userTypes, deptId: org.deptId, deptPath: org.deptPath });
      return { id, name, token: await loginAs(name, PASSWORD) };
    };
    adminC = (await user('rpc', agentC, [3])).token;
    auditor = (await user('rpa', w.agentA, [3])).token;
    superuser = (await user('rps', w.agentA, [6])).token;
    handler = await user('rph', w.agentA, [5], ['handler']);
  }, 240_000);

  const fullChecklist = (abnormal = false) => CHECKLIST_ITEMS.map((item, i) => ({ item, result: abnormal && i === 0 ? 'abnormal' : 'normal', note: abnormal && i === 0 ? 'Cracked' : '', value: item === 'shockJoules' ? 150 : '' }));

  /** A device of `org` with a completed order of `kind` (processed by the handler). */
  async function completedOrder(org: Org, kind: '2' | '5' = '2', abnormal = false): Promise<{ deviceId: number; serialNumber: string; orderId: number; orderNo: string }> {
    const admin = org === customerC ? adminC : w.adminA;
    const d = await addDevice(w.admin, deviceBody(w, org));
    const order = ok<OrderRecord>(await invoke('OrderAdd', { token: admin, body: { kind, deviceId: d.deviceId, description: 'Yearly' } }));
    let handlerToken = handler.token;
    let handlerId = handler.id;
    if (org === customerC) {
      const name = `rhc${uid().toLowerCase()}`;
      handlerId = await createTestUser({ username: name, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: customerC.deptId, deptPath: customerC.deptPath });
      handlerToken = await loginAs(name, PASSWORD);
    }
    ok(await invoke('OrderDispatch', { token: admin, body: { orderIds: [order.orderId], handlerId } }));
    ok(await invoke('OrderProcess', { token: handlerToken, body: { orderId: order.orderId, version: 2, handlingResult: 'Checked', processDate: todayUtc(), checklist: kind === '2' ? fullChecklist(abnormal) : [] } }));
    return { deviceId: d.deviceId, serialNumber: d.serialNumber, orderId: order.orderId, orderNo: order.orderNo };
  }

  const page = async (token: string, query: Record<string, string> = {}) => ok<{ rows: ReportRecord[] }>(await invoke('ReportPage', { token, query: { limit: '100', ...query } })).rows;
  const info = async (reportId: number, token = w.adminA) => ok<ReportDetails>(await invoke('ReportInfo', { token, query: { reportId: String(reportId) } }));
  const modifyBody = (r: ReportRecord, over: Record<string, unknown> = {}) => ({ reportId: r.reportId, version: r.version, reportName: r.reportName, recipients: 'Ann Lee', receiverEmails: 'ann@example.com', result: r.result, ...over });

  it('makes one automatic report when a maintenance order completes, even when the hook runs again; fail when an item is abnormal', async () => {
    const o = await completedOrder(customer, '2', true);
    const reports = await reportsOfOrder(o.orderId);
    expect(reports).toHaveLength(1);
    const [order] = await getOrdersByIds([o.orderId]);
    // the hook again, twice, and two at once: no second report
    expect(await makeAutoReport(order!, { userId: handler.id, username: handler.name })).toBeNull();
    await Promise.all([reportAfterCompletion(order!, { userId: handler.id, username: handler.name }), reportAfterCompletion(order!, { userId: handler.id, username: handler.name })]);
    expect(await reportsOfOrder(o.orderId)).toHaveLength(1);
    expect((await ReportDueEntity.get({ orderId: o.orderId }).go()).data).toBeNull();

    const details = await info(reports[0]!.reportId);
    expect(details).toMatchObject({ source: 'auto', state: '0', result: 'fail', orderNo: o.orderNo, serialNumber: o.serialNumber, deptId: customer.deptId, signerName: handler.name, createBy: handler.name, version: 1 });
    expect(details.reportCode).toMatch(/^IR\d{14}$/);
    expect(details.items).toHaveLength(CHECKLIST_ITEMS.length);
    expect(details.items[0]).toMatchObject({ code: CHECKLIST_ITEMS[0], status: 'abnormal', value: 'Cracked', date: todayUtc() });
    expect(details.items.find((i) => i.code === 'shockJoules')).toMatchObject({ value: '150', status: 'normal' });
    expect(details.log.map((l) => [l.action, l.fromState, l.toState, l.operator])).toEqual([['create', null, '0', handler.name]]);
    // an order of another kind makes none
    const other = await completedOrder(customer, '5');
    expect(await reportsOfOrder(other.orderId)).toHaveLength(0);
  });

  it("takes the recipients and receiver emails from the device's running sale", async () => {
    const d = await addDevice(w.admin, deviceBody(w, w.agentA, { outboundDate: '2025-03-01' }));
    const sale = await invoke('SaleAdd', {
      token: w.adminA,
      body: {
        deviceId: d.deviceId,
        buyerDeptId: customer.deptId,
        sellType: '1',
        startDate: todayUtc(),
        endDate: addDays(todayUtc(), 365),
        notifyPersons: [{ name: 'Nadia Roux', phone: '+33 6 12 34 56 78', email: 'nadia.roux@example.com' }],
        handlerIds: [handler.id],
        reportRecipients: 'reports@example.com, ops@example.com',
        address: '1 rue de la Paix',
      },
    });
    expect(sale.status, JSON.stringify(sale.json)).toBe(200);
    const order = ok<OrderRecord>(await invoke('OrderAdd', { token: w.adminA, body: { kind: '2', deviceId: d.deviceId } }));
    ok(await invoke('OrderDispatch', { token: w.adminA, body: { orderIds: [order.orderId], handlerId: handler.id } }));
    ok(await invoke('OrderProcess', { token: handler.token, body: { orderId: order.orderId, version: 2, handlingResult: 'Checked', processDate: todayUtc(), checklist: fullChecklist() } }));
    const [report] = await reportsOfOrder(order.orderId);
    expect(report).toMatchObject({ recipients: ['Nadia Roux'], receiverEmails: ['reports@example.com', 'ops@example.com'], result: 'pass', deptId: customer.deptId });
  });

  it('makes a report left due (its creation failed after the completion) at the next run of the report mailing job, not in a read of the list', async () => {
    const other = await completedOrder(customer, '5');
    await ReportDueEntity.put({ orderId: other.orderId, createBy: handler.name, creatorId: handler.id, dueTime: new Date().toISOString() }).go();
    expect(await page(w.adminA, { keyword: other.serialNumber })).toEqual([]);
    await JOBS.reportMailing!.run('');
    const rows = await page(w.adminA, { keyword: other.serialNumber });
    expect(rows.map((r) => [r.orderId, r.source])).toEqual([[other.orderId, 'auto']]);
    expect((await ReportDueEntity.get({ orderId: other.orderId }).go()).data).toBeNull();
  });

  it('takes a report through submit, reject with an opinion, submit again, approve; one log line per transition', async () => {
    const o = await completedOrder(customer);
    const [r] = await reportsOfOrder(o.orderId);
    let v = r!.version;
    const submit = ok<ReportRecord>(await invoke('ReportSubmit', { token: w.adminA, body: { reportId: r!.reportId, version: v } }));
    expect(submit).toMatchObject({ state: '1', version: v + 1 });
    v++;
    // rejecting needs an opinion: refused, nothing changed
    const noOpinion = await invoke('ReportReject', { token: auditor, body: { reportId: r!.reportId, version: v, opinion: '  ' } });
    expect(noOpinion.status).toBe(400);
    expect(noOpinion.json.fields).toContainEqual({ path: 'opinion', errorCode: 'report.opinionRequired' });
    expect((await info(r!.reportId)).version).toBe(v);
    // a stale version is refused
    expectError(await invoke('ReportReject', { token: auditor, body: { reportId: r!.reportId, version: v - 1, opinion: 'Wrong' } }), 409, 'report.conflict');
    // auditing needs the audit permission (a superuser makes and submits reports, never audits)
    expectError(await invoke('ReportApprove', { token: superuser, body: { reportId: r!.reportId, version: v } }), 403, 'common.forbidden');
    expectError(await invoke('ReportApprove', { token: w.viewerA, body: { reportId: r!.reportId, version: v } }), 403, 'common.forbidden');
    expect((await info(r!.reportId)).state).toBe('1');
    const rejected = ok<ReportRecord>(await invoke('ReportReject', { token: auditor, body: { reportId: r!.reportId, version: v, opinion: 'Photo missing' } }));
    expect(rejected).toMatchObject({ state: '3', auditResult: 'reject', auditOpinion: 'Photo missing' });
    v++;
    // approving a rejected report is refused by state
    expectError(await invoke('ReportApprove', { token: auditor, body: { reportId: r!.reportId, version: v } }), 409, 'report.notToAudit');
    ok(await invoke('ReportSubmit', { token: w.adminA, body: { reportId: r!.reportId, version: v } }));
    v++;
    expectError(await invoke('ReportSubmit', { token: w.adminA, body: { reportId: r!.reportId, version: v } }), 409, 'report.notToSubmit');
    // approving needs no opinion
    const approved = ok<ReportRecord>(await invoke('ReportApprove', { token: auditor, body: { reportId: r!.reportId, version: v } }));
    expect(approved).toMatchObject({ state: '2', auditResult: 'pass', auditOpinion: '' });
    const details = await info(r!.reportId);
    expect(details.log.map((l) => [l.action, l.fromState, l.toState, l.opinion])).toEqual([
      ['create', null, '0', ''],
      ['submit', '0', '1', ''],
      ['reject', '1', '3', 'Photo missing'],
      ['submit', '3', '1', ''],
      ['approve', '1', '2', ''],
    ]);
    // approved: the administrator (who may send) is offered the send (report-send.test.ts)
    expect(details.allowed).toEqual(['modify', 'send']);
    // modifying an approved report sends it back to audit: the approval was given to what it said
    const again = ok<ReportRecord>(await invoke('ReportModify', { token: w.adminA, body: modifyBody(approved, { reportName: 'Corrected' }) }));
    // and the approval no longer stands: the details and the PDF do not say approved (or its opinion) while it waits
    expect(again).toMatchObject({ state: '1', reportName: 'Corrected', auditResult: '', auditOpinion: '', auditBy: '', auditTime: '' });
    expect((await info(r!.reportId)).log.at(-1)).toMatchObject({ action: 'modify', fromState: '2', toState: '1' });
  });

  it('refuses an auditor who made or signed the report', async () => {
    const o = await completedOrder(customer);
    const made = ok<ReportRecord>(await invoke('ReportAdd', { token: w.adminA, body: { deviceId: o.deviceId } }));
    expect(made).toMatchObject({ source: 'manual', orderId: o.orderId, createBy: expect.any(String), state: '0' });
    ok(await invoke('ReportSubmit', { token: w.adminA, body: { reportId: made.reportId, version: 1 } }));
    expectError(await invoke('ReportApprove', { token: w.adminA, body: { reportId: made.reportId, version: 2 } }), 403, 'report.ownReport');
    expectError(await invoke('ReportReject', { token: w.adminA, body: { reportId: made.reportId, version: 2, opinion: 'No' } }), 403, 'report.ownReport');
    expect((await info(made.reportId, w.adminA)).allowed).toEqual(['modify']);
    expect((await info(made.reportId, auditor)).allowed.sort()).toEqual(['approve', 'modify', 'reject']);
    ok(await invoke('ReportApprove', { token: auditor, body: { reportId: made.reportId, version: 2, opinion: 'Fine' } }));
  });

  it('exports a report from the latest completed order, and none from a device without one', async () => {
    const bare = await addDevice(w.admin, deviceBody(w, customer));
    expectError(await invoke('ReportAdd', { token: w.adminA, body: { deviceId: bare.deviceId } }), 409, 'report.noOrder');
    expect(await page(w.adminA, { keyword: bare.serialNumber })).toEqual([]);
    // another tenant's device does not exist for them
    expectError(await invoke('ReportAdd', { token: adminC, body: { deviceId: bare.deviceId } }), 404, 'device.notFound');
  });

  it('modifies a report before it is sent: the email list valid, the version read; never after it is sent', async () => {
    const o = await completedOrder(customer);
    const [r] = await reportsOfOrder(o.orderId);
    const record = (await info(r!.reportId)) as ReportRecord;
    const bad = await invoke('ReportModify', { token: w.adminA, body: modifyBody(record, { receiverEmails: 'ann@example.com, not-an-email' }) });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toContainEqual({ path: 'receiverEmails', errorCode: 'report.emailFormat' });
    const tooMany = await invoke('ReportModify', { token: w.adminA, body: modifyBody(record, { receiverEmails: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`).join(',') }) });
    expect(tooMany.json.fields).toContainEqual({ path: 'receiverEmails', errorCode: 'report.tooManyEmails' });
    expectError(await invoke('ReportModify', { token: w.adminA, body: modifyBody(record, { version: 7 }) }), 409, 'report.conflict');
    // line breaks in what the PDF and the mail print: refused at their fields (other control characters are refused
    // for every request body)
    for (const [over, path, code] of [
      [{ reportName: 'Yearly\r\nBcc: x@evil.example' }, 'reportName', 'report.controlCharacters'],
      [{ reportName: 'Bell\u0007' }, 'reportName', 'common.controlCharacters'],
      [{ recipients: 'Ann\nLee' }, 'recipients.0', 'report.controlCharacters'],
      [{ items: [{ code: 'cabinet', value: 'Dent\ted', status: 'abnormal' }] }, 'items.0.value', 'report.controlCharacters'],
    ] as const) {
      const res = await invoke('ReportModify', { token: w.adminA, body: modifyBody(record, over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.json.fields).toContainEqual({ path, errorCode: code });
    }
    // an item the report does not hold
    expectError(await invoke('ReportModify', { token: w.adminA, body: modifyBody(record, { items: [{ code: 'notAnItem', value: 'x', status: 'normal' }] }) }), 400, 'common.validation');
    expect(await info(r!.reportId)).toMatchObject({ version: 1, receiverEmails: [], reportName: record.reportName });

    const changed = ok<ReportRecord>(
      await invoke('ReportModify', { token: w.adminA, body: modifyBody(record, { reportName: 'Yearly check', receiverEmails: 'Ann@Example.com, bob@example.com', result: 'fail', items: [{ code: 'cabinet', value: 'Dented', status: 'abnormal' }] }) }),
    );
    expect(changed).toMatchObject({ reportName: 'Yearly check', recipients: ['Ann Lee'], receiverEmails: ['ann@example.com', 'bob@example.com'], result: 'fail', version: 2, state: '0' });
    expect((await info(r!.reportId)).items.find((i) => i.code === 'cabinet')).toMatchObject({ value: 'Dented', status: 'abnormal' });

    // sent (by the next slice's send): nothing changes any more
    await InspectionReportEntity.patch({ reportId: r!.reportId }).set({ state: '4' }).go();
    expectError(await invoke('ReportModify', { token: w.adminA, body: modifyBody(changed, { reportName: 'Late' }) }), 409, 'report.sent');
    expectError(await invoke('ReportSubmit', { token: w.adminA, body: { reportId: r!.reportId, version: 2 } }), 409, 'report.sent');
    expect(await info(r!.reportId)).toMatchObject({ reportName: 'Yearly check', version: 2 });
  });

  it("answers another tenant's report as missing on every route, and lists only the caller's scope", async () => {
    const a = await completedOrder(customer);
    const c = await completedOrder(customerC);
    const [ra] = await reportsOfOrder(a.orderId);
    const [rc] = await reportsOfOrder(c.orderId);
    const id = ra!.reportId;
    for (const token of [w.adminB, adminC]) {
      expectError(await invoke('ReportInfo', { token, query: { reportId: String(id) } }), 404, 'report.notFound');
      expectError(await invoke('ReportModify', { token, body: modifyBody(ra as unknown as ReportRecord) }), 404, 'report.notFound');
      expectError(await invoke('ReportSubmit', { token, body: { reportId: id, version: 1 } }), 404, 'report.notFound');
      expectError(await invoke('ReportApprove', { token, body: { reportId: id, version: 1 } }), 404, 'report.notFound');
      expectError(await invoke('ReportReject', { token, body: { reportId: id, version: 1, opinion: 'No' } }), 404, 'report.notFound');
    }
    // a missing id answers the same
    expectError(await invoke('ReportInfo', { token: w.adminA, query: { reportId: '999999999' } }), 404, 'report.notFound');
    expect(await info(id)).toMatchObject({ version: 1, state: '0' });

    const ofA = (await page(w.adminA)).map((r) => r.reportId);
    expect(ofA).toContain(id);
    expect(ofA).not.toContain(rc!.reportId);
    expect((await page(adminC)).map((r) => r.reportId)).toEqual([rc!.reportId]);
    expect(await page(w.adminB)).toEqual([]);
    // filters: state, keyword (serial or code), days
    expect((await page(w.adminA, { keyword: a.serialNumber.toLowerCase(), state: '0' })).map((r) => r.reportId)).toEqual([id]);
    expect((await page(w.adminA, { keyword: ra!.reportCode })).map((r) => r.reportId)).toEqual([id]);
    expect(await page(w.adminA, { keyword: a.serialNumber, state: '2' })).toEqual([]);
    expect(await page(w.adminA, { keyword: a.serialNumber, beginTime: '2000-01-01', endTime: '2000-01-02' })).toEqual([]);
    expectError(await invoke('ReportPage', { token: w.adminA, query: { deptId: String(customerC.deptId) } }), 404, 'dept.notFound');
  });
});
