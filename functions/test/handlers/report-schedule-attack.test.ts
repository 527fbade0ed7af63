/**
 * The report email schedule (docs/decisions/0057) attacked as another tenant, a low-privilege user or a forger would
 * (OWASP API1/API3/API4/API5, ASVS 4.0.3 V4/V5): another tenant's organization, schedule and cursor, extra fields in
 * the body, hostile address lists and intervals, a scope that does not reach the organization's subtree, users without
 * the permission, forged tokens; then the job: it never mails a tenant's reports to a list another tenant set (after an
 * organization moved between tenants, a schedule on a parent, a list changed between runs), and one tenant's
 * schedules stuck on a missing logo never keep the other tenants' from being mailed. Each refusal answers as for a
 * missing thing, changes nothing and mails nothing. Against the local DynamoDB, the real renderer and the SES sink.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRecord } from '@aed/shared/schemas/report';
import type { ReportScheduleRecord } from '@aed/shared/schemas/report-schedule';
import { readFileSync } from 'node:fs';
import { generateSigningKey, type StoredSigningKey } from '../../src/domain/auth/signing-key';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { createPrivateKey } from 'node:crypto';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError, ok, type Invoked } from './support';
import { addOrg, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { DAY_MS } from '../../src/lib/time';
import { giveLogo, maintenanceReport, newHandler, sinkMails, submitAndApprove, reportWorld, userOf, type ReportWorld } from './report-support';
import { getReportSchedule } from '../../src/data/access/report-schedules';
import { ReportScheduleEntity } from '../../src/data/entities/report-schedule-entity';

const MISSING = 999_999_999;
/** Imported when first run: the SES client takes SES_ENDPOINT (the sink started in beforeAll) when its module loads. */
const reportScheduleJob = async (runBudgetMs?: number) => (await import('../../src/domain/report/report-schedule-job')).reportScheduleJob(Date.now(), runBudgetMs);

describe('report email schedule under attack', () => {
  let w: DeviceWorld;
  let sink: ReportWorld['sink'];
  let agentC: Org;
  let adminC: string;
  let siteA: Org;
  let siteB: Org;
  /** Per administrator: a second administrator of the same agent (four eyes: one submits, the other approves). */
  let auditors: ReportWorld['auditors'];
  /** Per organization: a handler who completes its orders. */
  const handlers = new Map<number, { id: number; token: string }>();

  beforeAll(async () => {
    ({ w, sink, agentC, adminC, auditors } = await reportWorld(50));
    siteA = await addOrg(w.admin, w.agentA.deptId, '2', 10);
    siteB = await addOrg(w.admin, w.agentB.deptId, '2', 10);
    auditors.set(adminC, await userOf(agentC, 3));
    await giveLogo(w.agentB);
  }, 240_000);
  afterAll(async () => {
    await sink?.stop();
  });

  const save = (token: string, body: Record<string, unknown>) => invoke('ReportScheduleSave', { token, body });
  const remove = (token: string, deptId: number, version: number) => invoke('ReportScheduleRemove', { token, query: { deptId: String(deptId), version: String(version) } });
  const pageOf = (token: string, query: Record<string, string> = {}) => invoke('ReportSchedulePage', { token, query: { limit: '100', ...query } });
  const rows = async (token: string, query: Record<string, string> = {}) => ok<{ rows: ReportScheduleRecord[] }>(await pageOf(token, query)).rows;

  /** The automatic report of a completed maintenance order of a new device of `org`, submitted by `admin` and approved by its auditor. */
  async function approvedReport(org: Org, admin: string): Promise<ReportRecord> {
    const handler = handlers.get(org.deptId) ?? (await newHandler(org));
    handlers.set(org.deptId, handler);
    return submitAndApprove(await maintenanceReport(w, org, admin, handler), admin, auditors.get(admin)!);
  }


  const allMails = () => sinkMails(sink.url);
  const mailsTo = (to: string) => sinkMails(sink.url, to);
  /** The codes of the reports among `reports` whose mail reached `to`. */
  const codesMailedTo = async (to: string, reports: ReportRecord[]) =>
    (await mailsTo(to)).map((m) => reports.find((r) => m.subject.includes(r.reportCode))?.reportCode).filter(Boolean).sort();
  /** Makes the schedule due now again (as if its interval had passed). */
  const dueAgain = async (deptId: number) => {
    const s = (await getReportSchedule(deptId))!;
    await ReportScheduleEntity.put({ ...s, nextRunTime: new Date(Date.now() - 1000).toISOString() }).go();
  };
  const list = (label: string) => `${label}-${uid().toLowerCase()}@example.com`;
  /** What an answer says to its caller: another tenant's thing must say exactly what a missing one says. */
  const answer = (res: Invoked) => ({ status: res.status, json: res.json });

  it("answers another tenant's organization, schedule and cursor exactly as missing ones on every route, and changes nothing", async () => {
    const ownList = list('a-own');
    const mine = ok<ReportScheduleRecord>(await save(w.adminA, { deptId: siteA.deptId, emails: ownList, intervalDays: 7 }));
    const parent = ok<ReportScheduleRecord>(await save(w.adminA, { deptId: w.agentA.deptId, emails: ownList, intervalDays: 7 }));
    const first = ok<{ rows: ReportScheduleRecord[]; next?: string }>(await pageOf(w.adminA, { limit: '1' }));
    expect(first.next).toBeDefined();

    for (const token of [w.adminB, adminC]) {
      for (const target of [siteA.deptId, w.agentA.deptId]) {
        expect(answer(await pageOf(token, { deptId: String(target) }))).toEqual(answer(await pageOf(token, { deptId: String(MISSING) })));
        expectError(await pageOf(token, { deptId: String(target) }), 404, 'dept.notFound');
        for (const version of [undefined, 1]) {
          const body = { emails: 'thief@evil.test', intervalDays: 1, ...(version ? { version } : {}) };
          expect(answer(await save(token, { deptId: target, ...body }))).toEqual(answer(await save(token, { deptId: MISSING, ...body })));
          expectError(await save(token, { deptId: target, ...body }), 404, 'dept.notFound');
        }
        expect(answer(await remove(token, target, 1))).toEqual(answer(await remove(token, MISSING, 1)));
        expectError(await remove(token, target, 1), 404, 'dept.notFound');
      }
      // their own list shows none of A's, and A's cursor positions nothing in it
      expect((await rows(token)).map((s) => s.deptId)).not.toContain(siteA.deptId);
      const withCursor = await pageOf(token, { limit: '1', cursor: first.next! });
      if (withCursor.status === 200) expect((withCursor.json.data as { rows: ReportScheduleRecord[] }).rows.map((s) => s.deptId)).not.toContain(siteA.deptId);
      else expectError(withCursor, 400, 'report.badCursor');
      // a cursor made up of A's key
      const forged = Buffer.from(JSON.stringify({ i: 0, c: Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url') })).toString('base64url');
      const withForged = await pageOf(token, { cursor: forged });
      if (withForged.status === 200) expect((withForged.json.data as { rows: ReportScheduleRecord[] }).rows.map((s) => s.deptId)).not.toContain(siteA.deptId);
      else expectError(withForged, 400, 'report.badCursor');
    }
    expect(await getReportSchedule(siteA.deptId)).toMatchObject({ emails: [ownList], intervalDays: 7, version: mine.version });
    expect(await getReportSchedule(w.agentA.deptId)).toMatchObject({ emails: [ownList], intervalDays: 7, version: parent.version });
    // nothing was mailed to the thief by any of that
    expect(await mailsTo('thief@evil.test')).toEqual([]);
    ok(await remove(w.adminA, siteA.deptId, mine.version));
    ok(await remove(w.adminA, w.agentA.deptId, parent.version));
  });

  it('takes no path, window, run time, error, count, version or author from a body', async () => {
    const forged = {
      deptPath: siteA.deptPath,
      windowStart: '2000-01-01T00:00:00.000Z',
      nextRunTime: '2099-01-01T00:00:00.000Z',
      lastRunTime: '2099-01-01T00:00:00.000Z',
      lastError: '<img src=x onerror=alert(1)>',
      lastSentCount: 99,
      createBy: 'admin',
      updateBy: 'admin',
      createTime: '2000-01-01T00:00:00.000Z',
      deptName: '<b>A</b>',
    };
    const before = Date.now();
    const created = ok<ReportScheduleRecord>(await save(w.adminB, { deptId: siteB.deptId, emails: 'b@example.com', intervalDays: 7, ...forged }));
    const stored = (await getReportSchedule(siteB.deptId))!;
    expect(stored).toMatchObject({ deptId: siteB.deptId, deptPath: siteB.deptPath, lastRunTime: '', lastError: '', lastSentCount: 0, version: 1 });
    expect(stored.createBy).not.toBe('admin');
    expect(created.deptName).toBe(siteB.deptName);
    // the window is the interval before now, the first mailing at the next run
    expect(Date.parse(stored.windowStart)).toBeGreaterThanOrEqual(before - 7 * DAY_MS - 1000);
    expect(Date.parse(stored.nextRunTime)).toBeLessThanOrEqual(Date.now());
    // a change neither: the version is the one read, the rest the server's
    const changed = ok<ReportScheduleRecord>(await save(w.adminB, { deptId: siteB.deptId, emails: 'b2@example.com', intervalDays: 3, version: 1, ...forged }));
    expect(changed.version).toBe(2);
    expect(await getReportSchedule(siteB.deptId)).toMatchObject({ deptPath: siteB.deptPath, windowStart: stored.windowStart, nextRunTime: stored.nextRunTime, lastError: '', lastSentCount: 0, createBy: stored.createBy });
    // a version on a new schedule, a version not read: refused, nothing written
    expectError(await save(w.adminB, { deptId: w.agentB.deptId, emails: 'b@example.com', intervalDays: 7, version: 5 }), 404, 'reportSchedule.notFound');
    expect(await getReportSchedule(w.agentB.deptId)).toBeNull();
    expectError(await save(w.adminB, { deptId: siteB.deptId, emails: 'b@example.com', intervalDays: 7, version: 7 }), 409, 'reportSchedule.conflict');
    ok(await remove(w.adminB, siteB.deptId, 2));
  });

  it('refuses header injection, markup, odd address forms, huge lists and intervals out of range, writing nothing', async () => {
    const refused = async (body: Record<string, unknown>, errorCode: string) => {
      const res = await save(w.adminB, { deptId: w.agentB.deptId, intervalDays: 7, emails: 'ok@example.com', ...body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((res.json.fields as { errorCode: string }[]).map((f) => f.errorCode), JSON.stringify(body).slice(0, 80)).toContain(errorCode);
    };
    for (const emails of [
      'x@example.com\r\nBcc: y@evil.test',
      'x@example.com\nBcc: y@evil.test',
      'x@example.com%0d%0aBcc:y@evil.test',
      '"Eve" <eve@evil.test>',
      'Eve <eve@evil.test>',
      '<script>alert(1)</script>@evil.test',
      'a@example.com;b@example.com',
      'a@example.com b@example.com',
      'a@[127.0.0.1]',
      'a@localhost',
    ]) {
      await refused({ emails }, 'report.emailFormat');
    }
    await refused({ emails: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`).join(',') }, 'report.tooManyEmails');
    await refused({ emails: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`) }, 'report.tooManyEmails');
    await refused({ emails: `${'x'.repeat(5000)}@example.com` }, 'common.validation');
    await refused({ emails: Array.from({ length: 1000 }, (_, i) => `p${i}@example.com`) }, 'common.validation');
    await refused({ emails: ['a@example.com', { to: 'b@evil.test' }] }, 'common.validation');
    await refused({ emails: '' }, 'reportSchedule.emailsRequired');
    for (const intervalDays of [0, 366, -1, 1.5, '1e3', 'Infinity', 'NaN', null, '', 2 ** 53]) await refused({ intervalDays }, 'reportSchedule.intervalDays');
    for (const deptId of [0, -1, 'x', 1.5, null]) await refused({ deptId }, 'reportSchedule.deptRequired');
    expect(await getReportSchedule(w.agentB.deptId)).toBeNull();

    // the edges are taken
    for (const intervalDays of [1, 365]) {
      const s = ok<ReportScheduleRecord>(await save(w.adminB, { deptId: w.agentB.deptId, emails: Array.from({ length: 20 }, (_, i) => `E${i}@Example.com`), intervalDays }));
      expect(s).toMatchObject({ intervalDays, emails: Array.from({ length: 20 }, (_, i) => `e${i}@example.com`) });
      ok(await remove(w.adminB, w.agentB.deptId, s.version));
    }
  });

  it('refuses users without the permission, read-only users on writes, a scope short of the subtree, and forged tokens', async () => {
    const target = ok<ReportScheduleRecord>(await save(w.adminA, { deptId: siteA.deptId, emails: 'a@example.com', intervalDays: 7 }));
    const operator = await userOf(w.agentA, 5);
    const customerAdmin = await userOf(w.customerA, 3);
    const body = { deptId: siteA.deptId, emails: 'evil@evil.test', intervalDays: 1, version: target.version };
    // an operator has no schedule permission at all: not even the list
    expectError(await pageOf(operator), 403, 'common.forbidden');
    for (const token of [operator, w.viewerA]) {
      expectError(await save(token, body), 403, 'common.forbidden');
      expectError(await save(token, { ...body, version: undefined, deptId: w.agentA.deptId }), 403, 'common.forbidden');
      expectError(await remove(token, siteA.deptId, target.version), 403, 'common.forbidden');
    }
    // read-only: reads (its role's scope is its own organization: siteA's schedule is below it)
    expect((await rows(w.viewerA)).map((s) => s.deptId)).not.toContain(siteA.deptId);
    // an administrator of a customer: the agent above is outside the scope (missing), a sibling customer too
    expectError(await save(customerAdmin, { deptId: w.agentA.deptId, emails: 'evil@evil.test', intervalDays: 1 }), 404, 'dept.notFound');
    expectError(await save(customerAdmin, body), 404, 'dept.notFound');
    expectError(await remove(customerAdmin, siteA.deptId, target.version), 404, 'dept.notFound');
    expectError(await pageOf(customerAdmin, { deptId: String(siteA.deptId) }), 404, 'dept.notFound');
    // the organizations above it are on its path (the tree shows them, decision 0025): listed, nothing outside its scope
    expect((await rows(customerAdmin, { deptId: String(w.agentA.deptId) })).map((s) => s.deptId)).not.toContain(siteA.deptId);
    expect((await rows(customerAdmin)).map((s) => s.deptId)).not.toContain(siteA.deptId);

    // tokens: none, garbage, another key's signature, a changed subject, alg none, a logged-out session
    const [header, payload, signature] = w.adminA.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const sign = (key: StoredSigningKey, exp: string | number) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(w.adminA).kid, typ: 'JWT' })
        .setSubject(String(claims.sub))
        .setIssuer('aed-cloud')
        .setAudience('aed-cloud-web')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(exp)
        .sign(createPrivateKey(key.privateKeyPem));
    const platformKey = JSON.parse(readFileSync(process.env.SIGNING_KEY_FILE!, 'utf8')) as StoredSigningKey;
    // the same claims signed by the platform's key pass: the refusals below are the key's and the expiry's
    expect((await invoke('ReportSchedulePage', { token: await sign(platformKey, '1h') })).status).toBe(200);
    const forgedSig = await sign(generateSigningKey(), '1h');
    const expired = await sign(platformKey, Math.floor(Date.now() / 1000) - 60);
    const loggedOut = await userOf(w.agentA, 3);
    ok(await invoke('Logout', { token: loggedOut }));
    const bad = [
      '',
      'abc.def.ghi',
      forgedSig,
      `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${signature}`,
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
      expired,
      loggedOut,
    ];
    for (const token of bad) {
      const options = token ? { token } : {};
      expectError(await invoke('ReportSchedulePage', options), 401, 'session.invalid');
      expectError(await invoke('ReportScheduleSave', { ...options, body }), 401, 'session.invalid');
      expectError(await invoke('ReportScheduleRemove', { ...options, query: { deptId: String(siteA.deptId), version: String(target.version) } }), 401, 'session.invalid');
    }
    expect(await getReportSchedule(siteA.deptId)).toMatchObject({ emails: ['a@example.com'], version: target.version });
    ok(await remove(w.adminA, siteA.deptId, target.version));
  });

  it('refuses a schedule to a role that may set schedules but not read reports (its list would receive their PDFs)', async () => {
    const role = ok<{ roleId: number }>(
      await invoke('RoleAdd', { token: w.admin, body: { roleName: `Mailer ${uid()}`, roleKey: `mailer${uid().toLowerCase()}`, roleSort: 1, status: '0', dataScope: '4', menuIds: [7, 702, 7020], deptIds: [], remark: '' } }),
    );
    const name = `rsm${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [role.roleId], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    const mailer = await loginAs(name, PASSWORD);
    const report = await approvedReport(siteA, w.adminA);
    // the role reads no report
    expectError(await invoke('ReportInfo', { token: mailer, query: { reportId: String(report.reportId) } }), 403, 'common.forbidden');
    const outside = list('mailer');
    expectError(await save(mailer, { deptId: w.agentA.deptId, emails: outside, intervalDays: 7 }), 403, 'common.forbidden');
    expect(await getReportSchedule(w.agentA.deptId)).toBeNull();
    await reportScheduleJob();
    expect(await mailsTo(outside)).toEqual([]);
    // it still sees the schedules (its permission) and may remove one (that mails nothing)
    const set = ok<ReportScheduleRecord>(await save(w.adminA, { deptId: w.agentA.deptId, emails: list('a-agent'), intervalDays: 7 }));
    expect((await rows(mailer)).map((s) => s.deptId)).toContain(w.agentA.deptId);
    expectError(await save(mailer, { deptId: w.agentA.deptId, emails: outside, intervalDays: 7, version: set.version }), 403, 'common.forbidden');
    ok(await remove(mailer, w.agentA.deptId, set.version));
  }, 240_000);

  it('finds the due schedules whatever else shares their index (a platform with regions)', async () => {
    // regions sort before schedules in the index partition they share: a page of them used to leave the run empty
    for (let i = 0; i < 25; i++) ok(await invoke('RegionAdd', { token: w.admin, body: { regionCode: `RS-${uid()}`, regionName: `Region ${uid()}` } }));
    const due = list('a-due');
    const org = await addOrg(w.admin, w.agentA.deptId, '2', 1);
    const report = await approvedReport(org, w.adminA);
    ok(await save(w.adminA, { deptId: org.deptId, emails: due, intervalDays: 7 }));
    await reportScheduleJob();
    expect(await codesMailedTo(due, [report])).toEqual([report.reportCode]);
    const s = (await getReportSchedule(org.deptId))!;
    expect(s).toMatchObject({ lastSentCount: 1, lastError: '' });
    ok(await remove(w.adminA, org.deptId, s.version));
  }, 240_000);

  it("never mails a tenant's reports to another tenant's list: own schedules, a parent's, an organization moved, a list changed between runs", async () => {
    const listA = list('a-agent');
    const listB = list('b-agent');
    const listC = list('c-agent');
    const moving = await addOrg(w.admin, w.agentA.deptId, '2', 5);
    const [ra, rMovedBefore] = [await approvedReport(siteA, w.adminA), await approvedReport(moving, w.adminA)];
    const rb = await approvedReport(siteB, w.adminB);
    const sA = ok<ReportScheduleRecord>(await save(w.adminA, { deptId: w.agentA.deptId, emails: listA, intervalDays: 7 }));
    const sB = ok<ReportScheduleRecord>(await save(w.adminB, { deptId: w.agentB.deptId, emails: listB, intervalDays: 7 }));
    ok(await save(adminC, { deptId: agentC.deptId, emails: listC, intervalDays: 7 }));
    // the platform administrator moves the organization (and its approved report not yet mailed) from A to B
    const info = (await invoke('DeptInfo', { token: w.admin, query: { deptId: String(moving.deptId) } })).json.data;
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = info;
    ok(await invoke('DeptUpdate', { token: w.admin, body: { ...body, parentId: w.agentB.deptId } }));
    const movedOrg: Org = { ...moving, deptPath: `${w.agentB.deptPath}${moving.deptId},` };
    handlers.delete(moving.deptId);

    await reportScheduleJob();
    const all = [ra, rMovedBefore, rb];
    // A: its own report only (the moved organization's is B's now); B: its own and the moved one's; C: nothing
    expect(await codesMailedTo(listA, all)).toEqual([ra.reportCode]);
    expect(await codesMailedTo(listB, all)).toEqual([rb.reportCode, rMovedBefore.reportCode].sort());
    expect(await mailsTo(listC)).toEqual([]);

    // after the move: a report approved in the moved organization reaches B's list only; A changes its list between runs
    const rMovedAfter = await approvedReport(movedOrg, w.adminB);
    const listA2 = list('a-agent2');
    ok(await save(w.adminA, { deptId: w.agentA.deptId, emails: listA2, intervalDays: 7, version: (await getReportSchedule(w.agentA.deptId))!.version }));
    const ra2 = await approvedReport(siteA, w.adminA);
    await dueAgain(w.agentA.deptId);
    await dueAgain(w.agentB.deptId);
    await reportScheduleJob();
    const all2 = [...all, rMovedAfter, ra2];
    expect(await codesMailedTo(listA, all2)).toEqual([ra.reportCode]);
    // the new list gets the new window only: not what the old list got, never B's
    expect(await codesMailedTo(listA2, all2)).toEqual([ra2.reportCode]);
    expect(await codesMailedTo(listB, all2)).toEqual([rb.reportCode, rMovedBefore.reportCode, rMovedAfter.reportCode].sort());
    expect(await mailsTo(listC)).toEqual([]);
    expect(sA.deptId).toBe(w.agentA.deptId);
    expect(sB.deptId).toBe(w.agentB.deptId);

    // a schedule set on the organization itself moves with it (like its users and receivers): A no longer sees it, B does and may remove it
    const own = ok<ReportScheduleRecord>(await save(w.adminB, { deptId: movedOrg.deptId, emails: list('moved'), intervalDays: 7 }));
    expectError(await pageOf(w.adminA, { deptId: String(movedOrg.deptId) }), 404, 'dept.notFound');
    expectError(await remove(w.adminA, movedOrg.deptId, own.version), 404, 'dept.notFound');
    ok(await remove(w.adminB, movedOrg.deptId, own.version));
    for (const [token, deptId] of [[w.adminA, w.agentA.deptId], [w.adminB, w.agentB.deptId], [adminC, agentC.deptId]] as const) {
      ok(await remove(token, deptId, (await getReportSchedule(deptId))!.version));
    }
  }, 240_000);

  it("stops reading the window's approvals, every tenant's, when the run is out of time; the next run goes on from there", async () => {
    // other tenants' approvals in the window of a new schedule on an organization without reports of its own
    const others = [await approvedReport(siteB, w.adminB), await approvedReport(siteB, w.adminB)];
    const quiet = await addOrg(w.admin, w.agentA.deptId, '2', 1);
    const quietList = list('a-quiet');
    ok(await save(w.adminA, { deptId: quiet.deptId, emails: quietList, intervalDays: 7 }));
    const before = (await getReportSchedule(quiet.deptId))!;
    // a run already out of time reads no line: the window stays where it was, the schedule due
    await reportScheduleJob(-1);
    const stopped = (await getReportSchedule(quiet.deptId))!;
    expect(Date.parse(stopped.windowStart)).toBeLessThan(Date.parse(others[0]!.auditTime));
    expect(Date.parse(stopped.windowStart)).toBeGreaterThanOrEqual(Date.parse(before.windowStart));
    expect(stopped).toMatchObject({ lastError: '', lastSentCount: 0 });
    expect(Date.parse(stopped.nextRunTime)).toBeLessThanOrEqual(Date.now());
    // a run with time finishes the window, mailing none of the other tenant's reports
    await reportScheduleJob();
    const done = (await getReportSchedule(quiet.deptId))!;
    expect(done.windowStart).toBe(done.lastRunTime);
    expect(Date.parse(done.nextRunTime) - Date.parse(done.lastRunTime)).toBe(7 * DAY_MS);
    expect(await mailsTo(quietList)).toEqual([]);
    ok(await remove(w.adminA, quiet.deptId, done.version));
    for (const s of await rows(w.adminB)) ok(await remove(w.adminB, s.deptId, s.version));
  }, 240_000);

  it("keeps mailing every tenant's schedules while another tenant's are stuck on a missing logo (no starvation)", async () => {
    // tenant C (no logo anywhere on its path): one approved report under each of its organizations, a schedule on each
    const stuck: Org[] = [];
    for (let i = 0; i < 21; i++) {
      const org = await addOrg(w.admin, agentC.deptId, '2', 1);
      await approvedReport(org, adminC);
      ok(await save(adminC, { deptId: org.deptId, emails: list('c-stuck'), intervalDays: 1 }));
      stuck.push(org);
    }
    await reportScheduleJob();
    // they wait for a logo, due again at the next run
    expect((await getReportSchedule(stuck[0]!.deptId))!.lastError).toBe('report.logoMissing');

    // tenant A sets a schedule after that run: its report is mailed at the next run, whatever C's schedules
    const listA = list('a-fair');
    const report = await approvedReport(siteA, w.adminA);
    ok(await save(w.adminA, { deptId: siteA.deptId, emails: listA, intervalDays: 7 }));
    await reportScheduleJob();
    expect(await codesMailedTo(listA, [report])).toEqual([report.reportCode]);
    // C's still wait, nothing mailed
    expect((await getReportSchedule(stuck[0]!.deptId))!.lastError).toBe('report.logoMissing');
    expect((await allMails()).filter((m) => m.destination.to.some((to) => to.startsWith('c-stuck-')))).toEqual([]);
    for (const org of stuck) ok(await remove(adminC, org.deptId, (await getReportSchedule(org.deptId))!.version));
    ok(await remove(w.adminA, siteA.deptId, (await getReportSchedule(siteA.deptId))!.version));
  }, 400_000);
});
