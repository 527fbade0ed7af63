/**
 * The report email schedule (docs/decisions/0057) against the local DynamoDB, with the real renderer (the machine's
 * Chromium) and the local SES sink: the screen's routes across three tenants and their rules, and the job that mails
 * each organization's approved reports to its list once (whatever runs repeat or overlap), waits for a logo when the
 * PDF cannot be made, and keeps another tenant's reports out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRecord } from '@aed/shared/schemas/report';
import type { ReportScheduleRecord } from '@aed/shared/schemas/report-schedule';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError, ok } from './support';
import { addOrg, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { DAY_MS } from '../../src/lib/time';
import { giveLogo, maintenanceReport, sinkMails, submitAndApprove, reportWorld, type ReportWorld } from './report-support';
import { getReportSchedule } from '../../src/data/access/report-schedules';
import { ReportScheduleEntity } from '../../src/data/entities/report-schedule-entity';

/** Imported when first run: the SES client takes SES_ENDPOINT (the sink started in beforeAll) when its module loads. */
const reportScheduleJob = async () => (await import('../../src/domain/report/report-schedule-job')).reportScheduleJob();

describe('report email schedule', () => {
  let w: DeviceWorld;
  let sink: ReportWorld['sink'];
  let adminC: string;
  let siteA: Org;
  let siteB: Org;
  /** Second administrators of agents A and B: four eyes, the creator's administrator submits, this one approves. */
  let auditors: ReportWorld['auditors'];

  beforeAll(async () => {
    ({ w, sink, adminC, auditors } = await reportWorld());
    siteA = await addOrg(w.admin, w.agentA.deptId, '2', 10);
    siteB = await addOrg(w.admin, w.agentB.deptId, '2', 10);
  }, 240_000);
  afterAll(async () => {
    await sink?.stop();
  });

  const save = (token: string, body: Record<string, unknown>) => invoke('ReportScheduleSave', { token, body });
  const remove = (token: string, deptId: number, version: number) => invoke('ReportScheduleRemove', { token, query: { deptId: String(deptId), version: String(version) } });
  const page = async (token: string, query: Record<string, string> = {}) => ok<{ rows: ReportScheduleRecord[] }>(await invoke('ReportSchedulePage', { token, query: { limit: '100', ...query } })).rows;

  /** The automatic report of a completed maintenance order of a new device of `org`, submitted and approved. */
  const approvedReport = async (org: Org, admin: string): Promise<ReportRecord> => submitAndApprove(await maintenanceReport(w, org, admin), admin, auditors.get(admin)!);


  const mailsTo = (to: string) => sinkMails(sink.url, to);
  /** Makes the schedule due now again, over the window it had (as if its interval had passed). */
  const dueAgain = async (deptId: number, windowStart?: string) => {
    const s = (await getReportSchedule(deptId))!;
    await ReportScheduleEntity.put({ ...s, nextRunTime: new Date(Date.now() - 1000).toISOString(), ...(windowStart ? { windowStart } : {}) }).go();
  };

  it('sets, lists, changes and removes a schedule within the scope; each rule of the list and the interval refused on the server', async () => {
    const created = ok<ReportScheduleRecord>(await save(w.adminA, { deptId: siteA.deptId, emails: ' Boss@Example.com, ops@example.com,boss@example.com ', intervalDays: '7' }));
    expect(created).toMatchObject({ deptId: siteA.deptId, deptName: siteA.deptName, emails: ['boss@example.com', 'ops@example.com'], intervalDays: 7, lastRunTime: '', lastSentCount: 0, lastError: '', version: 1 });
    // a new schedule mails at the job's next run
    expect(Date.parse(created.nextRunTime)).toBeLessThanOrEqual(Date.now());
    expect((await page(w.adminA)).map((s) => s.deptId)).toContain(siteA.deptId);
    expect((await page(w.adminA, { deptId: String(siteA.deptId) })).map((s) => s.deptId)).toEqual([siteA.deptId]);
    expectError(await save(w.adminA, { deptId: siteA.deptId, emails: 'x@example.com', intervalDays: 3 }), 409, 'reportSchedule.exists');

    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await save(w.adminA, { deptId: siteA.deptId, version: 1, ...body });
      expect(res.status).toBe(400);
      return res.json.fields as { path: string; errorCode: string }[];
    };
    expect(await fieldsOf({ emails: 'boss@example.com, not-an-email', intervalDays: 7 })).toContainEqual({ path: 'emails', errorCode: 'report.emailFormat' });
    expect(await fieldsOf({ emails: 'a@example.com; b@example.com', intervalDays: 7 })).toContainEqual({ path: 'emails', errorCode: 'report.emailFormat' });
    expect(await fieldsOf({ emails: ' , ', intervalDays: 7 })).toContainEqual({ path: 'emails', errorCode: 'reportSchedule.emailsRequired' });
    expect(await fieldsOf({ emails: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`).join(','), intervalDays: 7 })).toContainEqual({ path: 'emails', errorCode: 'report.tooManyEmails' });
    for (const intervalDays of ['seven', '', 0, -3, 1.5, 366, '1e3']) {
      expect(await fieldsOf({ emails: 'boss@example.com', intervalDays }), String(intervalDays)).toContainEqual({ path: 'intervalDays', errorCode: 'reportSchedule.intervalDays' });
    }
    // nothing refused changed it
    expect(await getReportSchedule(siteA.deptId)).toMatchObject({ emails: ['boss@example.com', 'ops@example.com'], intervalDays: 7, version: 1 });

    const changed = ok<ReportScheduleRecord>(await save(w.adminA, { deptId: siteA.deptId, emails: 'boss@example.com', intervalDays: 30, version: 1 }));
    expect(changed).toMatchObject({ emails: ['boss@example.com'], intervalDays: 30, version: 2 });
    expectError(await save(w.adminA, { deptId: siteA.deptId, emails: 'x@example.com', intervalDays: 3, version: 1 }), 409, 'reportSchedule.conflict');
    expectError(await remove(w.adminA, siteA.deptId, 1), 409, 'reportSchedule.conflict');
    expect((await remove(w.adminA, siteA.deptId, 2)).status).toBe(200);
    expect(await getReportSchedule(siteA.deptId)).toBeNull();
    expectError(await remove(w.adminA, siteA.deptId, 2), 404, 'reportSchedule.notFound');
    expectError(await save(w.adminA, { deptId: siteA.deptId, emails: 'x@example.com', intervalDays: 3, version: 2 }), 404, 'reportSchedule.notFound');
  });

  it("answers another tenant's organization as a missing one on every route, and changes nothing", async () => {
    const mine = ok<ReportScheduleRecord>(await save(w.adminB, { deptId: siteB.deptId, emails: 'b-boss@example.com', intervalDays: 7 }));
    for (const token of [w.adminA, adminC]) {
      expect((await page(token)).map((s) => s.deptId)).not.toContain(siteB.deptId);
      expectError(await invoke('ReportSchedulePage', { token, query: { deptId: String(siteB.deptId) } }), 404, 'dept.notFound');
      expectError(await save(token, { deptId: siteB.deptId, emails: 'thief@example.com', intervalDays: 1, version: mine.version }), 404, 'dept.notFound');
      expectError(await save(token, { deptId: w.agentB.deptId, emails: 'thief@example.com', intervalDays: 1 }), 404, 'dept.notFound');
      expectError(await remove(token, siteB.deptId, mine.version), 404, 'dept.notFound');
    }
    expectError(await save(w.adminB, { deptId: 999_999_999, emails: 'b@example.com', intervalDays: 1 }), 404, 'dept.notFound');
    expect(await getReportSchedule(siteB.deptId)).toMatchObject({ emails: ['b-boss@example.com'], version: 1 });
    expect(await getReportSchedule(w.agentB.deptId)).toBeNull();
    // read-only: lists, sets nothing
    expect((await page(w.viewerA)).length).toBeGreaterThanOrEqual(0);
    expectError(await save(w.viewerA, { deptId: siteA.deptId, emails: 'v@example.com', intervalDays: 1 }), 403, 'common.forbidden');
    ok(await remove(w.adminB, siteB.deptId, mine.version));
  });

  it("refuses a schedule to whoever's scope does not cover the organization's whole subtree (its mailings carry their reports)", async () => {
    const role = ok<{ roleId: number }>(
      await invoke('RoleAdd', { token: w.admin, body: { roleName: `Mailer ${uid()}`, roleKey: `mailer${uid().toLowerCase()}`, roleSort: 1, status: '0', dataScope: '3', menuIds: [7, 701, 7010, 702, 7020], deptIds: [], remark: '' } }),
    );
    const name = `rsm${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [role.roleId], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    const ownOrgOnly = await loginAs(name, PASSWORD);
    expectError(await save(ownOrgOnly, { deptId: w.agentA.deptId, emails: 'own@example.com', intervalDays: 7 }), 403, 'reportSchedule.outsideSubtree');
    expect(await getReportSchedule(w.agentA.deptId)).toBeNull();
  });

  it("mails the organization's approved reports of its window to its list once, with the PDF; never another tenant's, never a report no longer approved", async () => {
    const list = `list-${uid().toLowerCase()}@example.com`;
    const [first, second] = [await approvedReport(siteA, w.adminA), await approvedReport(siteA, w.adminA)];
    // modified after its approval: back to audit, not mailed
    const third = await approvedReport(siteA, w.adminA);
    ok(await invoke('ReportModify', { token: w.adminA, body: { reportId: third.reportId, version: third.version, reportName: 'Changed', recipients: '', receiverEmails: 'x@example.com', result: 'pass' } }));
    const otherTenant = await approvedReport(siteB, w.adminB);
    ok(await save(w.adminA, { deptId: w.agentA.deptId, emails: list, intervalDays: 7 }));

    // two runs at once mail each report once
    await Promise.all([reportScheduleJob(), reportScheduleJob()]);
    const mails = await mailsTo(list);
    const codes = mails.map((m) => [first, second, third, otherTenant].find((r) => m.subject.includes(r.reportCode))?.reportCode);
    expect(codes.sort()).toEqual([first.reportCode, second.reportCode].sort());
    for (const m of mails) expect(m.attachments?.map((a) => a.filename)).toEqual([expect.stringMatching(/^IR\d+\.pdf$/)]);
    // (which of the two runs wrote the schedule last, with its own count, is a race)
    const after = (await getReportSchedule(w.agentA.deptId))!;
    expect(after.lastError).toBe('');
    expect(Date.parse(after.nextRunTime) - Date.parse(after.lastRunTime)).toBe(7 * DAY_MS);
    // the reports' own state is theirs: still to be sent
    expect(ok<ReportRecord>(await invoke('ReportInfo', { token: w.adminA, query: { reportId: String(first.reportId) } })).state).toBe('2');

    // not due: nothing; due again over the same window: nothing new to the same list
    await reportScheduleJob();
    await dueAgain(w.agentA.deptId, new Date(Date.now() - DAY_MS).toISOString());
    await reportScheduleJob();
    expect(await mailsTo(list)).toHaveLength(2);
    expect((await getReportSchedule(w.agentA.deptId))!.lastSentCount).toBe(0);

    // a later approval is the next window's
    const fourth = await approvedReport(siteA, w.adminA);
    await dueAgain(w.agentA.deptId);
    await reportScheduleJob();
    expect((await mailsTo(list)).filter((m) => m.subject.includes(fourth.reportCode))).toHaveLength(1);
    expect(await mailsTo(list)).toHaveLength(3);
    const s = (await getReportSchedule(w.agentA.deptId))!;
    expect(s).toMatchObject({ lastSentCount: 1, lastError: '' });
    ok(await remove(w.adminA, w.agentA.deptId, s.version));
  });

  it('waits when no organization on the path has a logo (the screen says why), and mails once one is uploaded', async () => {
    const list = `nologo-${uid().toLowerCase()}@example.com`;
    const report = await approvedReport(siteB, w.adminB);
    ok(await save(w.adminB, { deptId: siteB.deptId, emails: list, intervalDays: 1 }));
    await reportScheduleJob();
    expect(await mailsTo(list)).toHaveLength(0);
    const waiting = (await page(w.adminB, { deptId: String(siteB.deptId) }))[0]!;
    expect(waiting).toMatchObject({ lastError: 'report.logoMissing', lastSentCount: 0 });
    // still due: the next run tries again
    expect(Date.parse(waiting.nextRunTime)).toBeLessThanOrEqual(Date.now());
    await giveLogo(w.agentB);
    await reportScheduleJob();
    // this report and the one an earlier test approved in the same organization today (within the first window)
    const mails = await mailsTo(list);
    expect(mails.filter((m) => m.subject.includes(report.reportCode))).toHaveLength(1);
    expect((await getReportSchedule(siteB.deptId))!).toMatchObject({ lastError: '', lastSentCount: mails.length });
  });
});
