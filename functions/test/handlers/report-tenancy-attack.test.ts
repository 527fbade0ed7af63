/**
 * Inspection reports attacked as another tenant would (OWASP API1/API3/API5): a device that moved to another tenant
 * after its order was completed, another tenant's device, serial and cursor, extra fields in a body, the low-privilege
 * roles on the write routes and the state machine out of order. Each refusal answers as for a missing thing and
 * changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { todayUtc } from '@aed/shared/schemas/accessory';
import { CHECKLIST_ITEMS, type OrderRecord } from '@aed/shared/schemas/work-order';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import type { ReportRecord } from '@aed/shared/schemas/report';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError, ok } from './support';
import { addDevice, buildWorld, deviceBody, PASSWORD, uid, updateBody, type DeviceWorld, type Org } from './device-support';
import { getReportInScope, reportsOfOrder } from '../../src/data/access/inspection-reports';
import { ALL_SCOPE } from '../../src/data/data-scope';
import { InspectionReportEntity } from '../../src/data/entities/inspection-report-entity';


describe('inspection reports under attack from another tenant', () => {
  let w: DeviceWorld;
  let handler: { id: number; token: string };
  let operatorA: string;

  beforeAll(async () => {
    w = await buildWorld();
    const name = `rth${uid().toLowerCase()}`;
    const id = await createTestUser({ username: name, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    handler = { id, token: await loginAs(name, PASSWORD) };
    const op = `rto${uid().toLowerCase()}`;
    await createTestUser({ username: op, password: PASSWORD, roleIds: [5], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    operatorA = await loginAs(op, PASSWORD);
  }, 240_000);

  const checklist = () => CHECKLIST_ITEMS.map((item) => ({ item, result: 'normal', note: '', value: item === 'shockJoules' ? 150 : '' }));

  async function completedOrder(org: Org): Promise<{ device: DeviceRecord; orderId: number }> {
    const device = await addDevice(w.admin, deviceBody(w, org));
    const order = ok<OrderRecord>(await invoke('OrderAdd', { token: w.adminA, body: { kind: '2', deviceId: device.deviceId, description: 'Yearly' } }));
    ok(await invoke('OrderDispatch', { token: w.adminA, body: { orderIds: [order.orderId], handlerId: handler.id } }));
    ok(await invoke('OrderProcess', { token: handler.token, body: { orderId: order.orderId, version: 2, handlingResult: 'Checked', processDate: todayUtc(), checklist: checklist() } }));
    return { device, orderId: order.orderId };
  }

  it("exports no report of an order done under another tenant when the device moved since (its order stays the other tenant's)", async () => {
    const { device, orderId } = await completedOrder(w.customerA);
    const [auto] = await reportsOfOrder(orderId);
    // the device goes to tenant B (a platform administrator moves it)
    const moved = await invoke('DeviceUpdate', { token: w.admin, body: updateBody(device, { deptId: w.customerB.deptId }) });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);

    // B sees the device but no completed order of its own: nothing of A's order comes back, nothing is written in A
    expectError(await invoke('ReportAdd', { token: w.adminB, body: { deviceId: device.deviceId } }), 409, 'report.noOrder');
    expect((await reportsOfOrder(orderId)).map((r) => r.reportId)).toEqual([auto!.reportId]);
    // A no longer sees the device
    expectError(await invoke('ReportAdd', { token: w.adminA, body: { deviceId: device.deviceId } }), 404, 'device.notFound');
  });

  it("answers another tenant's device as missing on export, and finds nothing by its serial or with its cursor", async () => {
    const a1 = await completedOrder(w.customerA);
    await completedOrder(w.customerA);
    expectError(await invoke('ReportAdd', { token: w.adminB, body: { deviceId: a1.device.deviceId } }), 404, 'device.notFound');
    expectError(await invoke('ReportAdd', { token: w.adminB, body: { deviceId: 999_999_999 } }), 404, 'device.notFound');

    const pageB = (query: Record<string, string>) => invoke('ReportPage', { token: w.adminB, query: { limit: '1', ...query } });
    expect(ok<{ rows: ReportRecord[] }>(await pageB({ keyword: a1.device.serialNumber })).rows).toEqual([]);
    expectError(await pageB({ deptId: String(w.customerA.deptId) }), 404, 'dept.notFound');
    // a cursor of A's list positions nothing in B's
    const first = ok<{ rows: ReportRecord[]; next?: string }>(await invoke('ReportPage', { token: w.adminA, query: { limit: '1' } }));
    expect(first.next).toBeDefined();
    const withCursor = await pageB({ cursor: first.next! });
    if (withCursor.status === 200) expect((withCursor.json.data as { rows: ReportRecord[] }).rows).toEqual([]);
    else expectError(withCursor, 400, 'report.badCursor');
  });

  it('takes no state, organization, version, audit or sent time from a body; bounds emails and opinions', async () => {
    const { orderId } = await completedOrder(w.customerA);
    const [r] = await reportsOfOrder(orderId);
    const extra = { state: '3', deptId: w.customerB.deptId, deptPath: w.customerB.deptPath, sentTime: '2020-01-01T00:00:00Z', auditBy: 'x', auditResult: 'pass', creatorId: 1, signerId: 1 };
    const changed = ok<ReportRecord>(
      await invoke('ReportModify', { token: w.adminA, body: { reportId: r!.reportId, version: 1, reportName: 'N', recipients: 'Ann', receiverEmails: 'a@example.com', result: 'pass', ...extra } }),
    );
    expect(changed).toMatchObject({ state: r!.state, deptId: w.customerA.deptId, auditBy: '', version: 2 });
    const stored = (await InspectionReportEntity.get({ reportId: r!.reportId }).go()).data!;
    expect(stored).toMatchObject({ deptPath: w.customerA.deptPath, sentTime: '', creatorId: r!.creatorId, signerId: r!.signerId });

    const many = Array.from({ length: 300 }, (_, i) => `p${i}@example.com`).join(',');
    expectError(await invoke('ReportModify', { token: w.adminA, body: { reportId: r!.reportId, version: 2, reportName: 'N', recipients: 'Ann', receiverEmails: many, result: 'pass' } }), 400, 'common.validation');
    expectError(await invoke('ReportModify', { token: w.adminA, body: { reportId: r!.reportId, version: 2, reportName: 'N', recipients: 'Ann', receiverEmails: 'a@example.com\r\nBcc: x@evil.test', result: 'pass' } }), 400, 'report.emailFormat');
    expectError(await invoke('ReportSubmit', { token: w.adminA, body: { reportId: r!.reportId, version: 2, opinion: 'x'.repeat(100_000) } }), 400, 'common.validation');
    expect((await getReportInScope(ALL_SCOPE, r!.reportId))!.version).toBe(2);
  });

  it('refuses the low-privilege roles on every write and the state machine out of order, changing nothing', async () => {
    const { device, orderId } = await completedOrder(w.customerA);
    const [r] = await reportsOfOrder(orderId);
    const id = r!.reportId;
    const modify = { reportId: id, version: 1, reportName: 'N', recipients: 'Ann', receiverEmails: 'a@example.com', result: 'pass' };
    for (const token of [w.viewerA, operatorA]) {
      expectError(await invoke('ReportAdd', { token, body: { deviceId: device.deviceId } }), 403, 'common.forbidden');
      expectError(await invoke('ReportModify', { token, body: modify }), 403, 'common.forbidden');
      expectError(await invoke('ReportSubmit', { token, body: { reportId: id, version: 1 } }), 403, 'common.forbidden');
      expectError(await invoke('ReportApprove', { token, body: { reportId: id, version: 1 } }), 403, 'common.forbidden');
      expectError(await invoke('ReportReject', { token, body: { reportId: id, version: 1, opinion: 'no' } }), 403, 'common.forbidden');
      expectError(await invoke('ReportSend', { token, body: { reportId: id, version: 1 } }), 403, 'common.forbidden');
    }
    // out of order: a report to be submitted is neither approved, rejected nor sent
    for (const route of ['ReportApprove', 'ReportSend'] as const) expect((await invoke(route, { token: w.adminA, body: { reportId: id, version: 1 } })).status).toBe(409);
    expect((await invoke('ReportReject', { token: w.adminA, body: { reportId: id, version: 1, opinion: 'no' } })).status).toBe(409);
    expect((await getReportInScope(ALL_SCOPE, id))!).toMatchObject({ version: 1, state: r!.state });
  });

  it('refuses an auditor who modified or submitted the report they are asked to approve (four eyes), the next round being new', async () => {
    const { orderId } = await completedOrder(w.customerA);
    const [r] = await reportsOfOrder(orderId);
    const id = r!.reportId;
    const name = `rta${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [3], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    const auditor2 = await loginAs(name, PASSWORD);
    // adminA turns the result and submits: adminA may not approve what they wrote, nor reject it
    ok(await invoke('ReportModify', { token: w.adminA, body: { reportId: id, version: 1, reportName: 'N', recipients: 'Ann', receiverEmails: 'a@example.com', result: 'fail' } }));
    ok(await invoke('ReportSubmit', { token: auditor2, body: { reportId: id, version: 2 } }));
    expectError(await invoke('ReportApprove', { token: w.adminA, body: { reportId: id, version: 3 } }), 403, 'report.ownReport');
    expectError(await invoke('ReportReject', { token: w.adminA, body: { reportId: id, version: 3, opinion: 'No' } }), 403, 'report.ownReport');
    // the submitter neither
    expectError(await invoke('ReportApprove', { token: auditor2, body: { reportId: id, version: 3 } }), 403, 'report.ownReport');
    expect(ok<{ allowed: string[] }>(await invoke('ReportInfo', { token: w.adminA, query: { reportId: String(id) } })).allowed).not.toContain('approve');
    expect((await getReportInScope(ALL_SCOPE, id))!).toMatchObject({ version: 3, state: '1' });
    // a third administrator approves
    const third = `rtz${uid().toLowerCase()}`;
    await createTestUser({ username: third, password: PASSWORD, roleIds: [3], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    ok(await invoke('ReportReject', { token: await loginAs(third, PASSWORD), body: { reportId: id, version: 3, opinion: 'Redo' } }));
    // after a rejection the round starts again: who only wrote the earlier round may audit this one
    ok(await invoke('ReportSubmit', { token: auditor2, body: { reportId: id, version: 4 } }));
    ok(await invoke('ReportApprove', { token: w.adminA, body: { reportId: id, version: 5 } }));
  });
});
