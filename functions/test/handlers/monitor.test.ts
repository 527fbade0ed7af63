import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { adminToken, httpEvent, invoke, loginAs, seedOnce } from '../helpers';
import { expectError, failLogins, invokeEvent, loginFrom, sessionIdOf } from './support';
import { waitForTask } from './task-support';
import { readLoginGuard } from '../../src/data/access/login-attempts';
import { getLoginLogs, getOperLogs, listOperLogsOfMonth } from '../../src/data/access/logs';
import { writeLoginLog, writeOperLog } from '../../src/data/access/log-writes';
import { getSession } from '../../src/data/access/sessions';
import { createUser } from '../../src/data/access/users';
import { nextId } from '../../src/data/access/ids';
import { ALL_SCOPE } from '../../src/data/data-scope';
import { hashPassword } from '../../src/domain/auth/passwords';
import { monthOf, timeId } from '../../src/lib/time';
import { OPER_TYPES } from '@aed/shared/schemas/monitor';
import { OPER_LOG_MODULE_KEYS } from '@aed/shared/constants/oper-log-modules';
import { ROUTES, type RouteDefinition } from '../../src/routes/route-table';

const PASSWORD = 'Monitor#Pw42';
const ROOT = '0,100,';
const CHILD = '0,100,105,';
const GRANDCHILD = '0,100,105,110,';
const SIBLING = '0,100,106,';

let hash: Promise<string> | undefined;
/** A user of any organization (the shared helper only creates users of organization 100). */
async function makeUser(username: string, deptPath: string, roleIds: number[]): Promise<number> {
  hash ??= hashPassword(PASSWORD);
  const userId = await nextId('user');
  const now = new Date().toISOString();
  const deptId = Number(deptPath.split(',').filter(Boolean).pop());
  await createUser({
    userId, username, nickName: username, deptId, deptPath, email: '', phonenumber: '', sex: '2', avatar: '', language: 'en',
    passwordHash: await hash, passwordKind: 'chosen', passwordChangedAt: now, status: '0', deleted: false, userType: '00',
    roleIds, isSuperAdmin: false, remark: '', createBy: 'test', createTime: now, updateBy: 'test', updateTime: now,
  });
  return userId;
}

/** The first day (YYYY-MM-DD) of the month `back` months before this one, and an ISO time inside that month. */
function monthBack(back: number, day = 15): { first: string; at: string } {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  const first = d.toISOString().slice(0, 10);
  const at = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), day, 8, 0, 0)).toISOString();
  return { first, at: back === 0 ? new Date(Math.min(Date.parse(at), Date.now() - 60_000)).toISOString() : at };
}

let seq = 0;
/**
 * Writes an operation log directly (as the middleware would) at a given time and organization. `tag` is its operator
 * name, so each test searches its own rows (the module search takes only known modules).
 */
async function operLog(tag: string, deptPath: string, operTime: string, extra: Partial<Parameters<typeof writeOperLog>[0]> = {}) {
  const operId = `${timeId()}${(seq++).toString(36)}`.slice(0, 20);
  await writeOperLog({
    operId, month: monthOf(operTime), title: 'user', businessType: 'update', requestMethod: 'PUT', operName: tag, deptId: 0, deptPath,
    operUrl: '/prod-api/x', operIp: '198.51.100.1', operParam: '{}', jsonResult: 'null', status: '0', errorMsg: '', costTime: 3, operTime, ...extra,
  });
  return operId;
}
async function loginLog(userName: string, deptPath: string, loginTime: string) {
  const infoId = `${timeId()}${(seq++).toString(36)}`.slice(0, 20);
  await writeLoginLog({ infoId, month: monthOf(loginTime), userName, deptPath, ipaddr: '198.51.100.9', loginLocation: '', browser: 'Chrome 140', os: 'Linux', status: '0', msg: 'Login successful', loginTime });
  return infoId;
}

/** DELETE /monitor/online/{tokenId} as API Gateway sends it (path parameter filled in). */
function forceLogout(token: string, tokenId: string) {
  const event = httpEvent('OnlineForceLogout', { token });
  event.rawPath = event.rawPath.replace('{tokenId}', tokenId);
  event.pathParameters = { tokenId };
  return invokeEvent('OnlineForceLogout', event);
}

interface Page<T> { total: number; rows: T[]; next?: string }
type OperRow = { operId: string; title: string; businessType: string; operName: string; operParam: string; operTime: string; status: string };
type LoginRow = { infoId: string; userName: string; loginTime: string; status: string; loginLocation: string };

describe('operation log, login log and online users', () => {
  let admin: string;
  let childAdmin: string;
  let viewer: string;
  const thisMonth = monthBack(0);
  const lastMonth = monthBack(1);

  beforeAll(async () => {
    await seedOnce();
    admin = await adminToken();
    await makeUser('child.admin', CHILD, [3]);
    await makeUser('child.user', CHILD, [7]);
    await makeUser('grand.user', GRANDCHILD, [7]);
    await makeUser('sibling.user', SIBLING, [7]);
    await makeUser('root.viewer', ROOT, [7]);
    await makeUser('ops.admin', ROOT, [2]);
    childAdmin = await loginAs('child.admin', PASSWORD);
    viewer = await loginAs('root.viewer', PASSWORD);
  });

  const operPage = async (token: string, query: Record<string, string>): Promise<Page<OperRow>> => {
    const res = await invoke('OperLogPage', { token, query });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  /** Every row of a search, following the cursors, with the number of pages it took. */
  const allOperRows = async (token: string, query: Record<string, string>, limit = 3) => {
    const rows: OperRow[] = [];
    let cursor: string | undefined;
    let pages = 0;
    let total = -1;
    do {
      const page = await operPage(token, { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
      expect(page.rows.length).toBeLessThanOrEqual(limit);
      rows.push(...page.rows);
      // the total comes with the first page only (decision 0030)
      if (pages === 0) total = page.total;
      else expect(page.total).toBeUndefined();
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 50);
    return { rows, pages, total };
  };

  describe('operation log', () => {
    it('is written by the middleware for a change, with secrets masked and the operator organization', async () => {
      const res = await invoke('UpdatePassword', { token: viewer, query: { oldPassword: 'Wrong#Pw0001', newPassword: 'Brand#NewPw77' } });
      expect(res.status).toBeGreaterThanOrEqual(400);
      const log = (await listOperLogsOfMonth(monthOf(new Date().toISOString()), 100)).find((l) => l.operName === 'root.viewer');
      expect(log).toBeDefined();
      expect(log!.deptPath).toBe(ROOT);
      expect(log!.status).toBe('1');
      expect(log!.operParam).not.toContain('Wrong#Pw0001');
      expect(log!.operParam).not.toContain('Brand#NewPw77');
      expect(log!.operParam).toContain('******');
      // and the page shows it to the super administrator
      const page = await operPage(admin, { operName: 'root.viewer' });
      expect(page.rows.map((r) => r.operId)).toContain(log!.operId);
      expect(page.rows[0].operParam).not.toContain('Brand#NewPw77');
    });

    it('records every type the spec lists (authorize and import included), a refused call with its error code', async () => {
      // each listed type is written by at least one route's declaration (the middleware writes what the route declares)
      const declared = new Set((ROUTES as readonly RouteDefinition[]).flatMap((r) => (r.log ? [r.log.type] : [])));
      expect(OPER_TYPES.filter((t) => t !== 'other' && !declared.has(t))).toEqual([]);

      const role = await invoke('RoleAdd', { token: admin, body: { roleName: `Logged ${Date.now()}`, roleKey: `logged${Date.now()}`, menuIds: [], dataScope: '5' } });
      expect(role.status, JSON.stringify(role.json)).toBe(200);
      expect((await invoke('RoleDataScope', { token: admin, body: { roleId: role.json.data.roleId, dataScope: '3', deptIds: [] } })).status).toBe(200);
      expectError(await invoke('UserImport', { token: admin, body: { fileName: 'users.xlsx', file: Buffer.from('not a spreadsheet').toString('base64') } }), 400, 'user.importFormat');

      const logs = await listOperLogsOfMonth(monthOf(new Date().toISOString()), 200);
      const authorize = logs.find((l) => l.businessType === 'authorize' && l.operParam.includes(`"roleId":${role.json.data.roleId}`));
      expect(authorize).toMatchObject({ title: 'role', status: '0', operName: 'admin', requestMethod: 'PUT', errorMsg: '' });
      const imported = logs.find((l) => l.businessType === 'import' && l.operParam.includes('users.xlsx'));
      expect(imported).toMatchObject({ title: 'user', status: '1', operName: 'admin', errorMsg: 'user.importFormat' });
      expect(imported!.costTime).toBeGreaterThanOrEqual(0);
    });

    it('pages across a month boundary newest first, reading one page per call, with a total over the range', async () => {
      const ids = new Set<string>();
      for (let d = 1; d <= 4; d++) ids.add(await operLog('paging', ROOT, new Date(Date.parse(thisMonth.at) - d * 1000).toISOString()));
      for (let d = 1; d <= 3; d++) ids.add(await operLog('paging', ROOT, monthBack(1, 10 + d).at));
      await operLog('paging', ROOT, monthBack(3).at); // outside the searched range
      const { rows, total, pages } = await allOperRows(admin, { operName: 'paging', beginTime: lastMonth.first });
      expect(total).toBe(7);
      expect(rows.map((r) => r.operId).sort()).toEqual([...ids].sort());
      expect(pages).toBeGreaterThanOrEqual(3);
      const times = rows.map((r) => r.operTime);
      expect(times).toEqual([...times].sort().reverse());
      expect(rows.slice(0, 4).every((r) => r.operTime.startsWith(monthOf(thisMonth.at)))).toBe(true);
      // the default range is the current month only
      expect((await operPage(admin, { operName: 'paging' })).total).toBe(4);
    });

    it('filters by type and status, and refuses a range longer than 12 months or a forged cursor', async () => {
      await operLog('filtering', ROOT, thisMonth.at, { businessType: 'export', status: '1' });
      await operLog('filtering', ROOT, thisMonth.at, { businessType: 'export', status: '0' });
      await operLog('filtering', ROOT, thisMonth.at, { businessType: 'delete', status: '1' });
      expect((await operPage(admin, { operName: 'filtering', businessType: 'export' })).total).toBe(2);
      expect((await operPage(admin, { operName: 'filtering', businessType: 'export', status: '1' })).total).toBe(1);
      expectError(await invoke('OperLogPage', { token: admin, query: { beginTime: monthBack(13).first } }), 400, 'log.rangeTooLong');
      expectError(await invoke('OperLogPage', { token: admin, query: { cursor: 'not-a-cursor' } }), 400, 'log.badCursor');
      const forged = Buffer.from(JSON.stringify({ i: 0, c: Buffer.from(JSON.stringify({ pk: 'x', sk: 'y' })).toString('base64url') })).toString('base64url');
      expectError(await invoke('OperLogPage', { token: admin, query: { cursor: forged } }), 400, 'log.badCursor');
    });

    it('searches by a module of the known list, exactly, and refuses any other text', async () => {
      // the known list is exactly the modules the write routes log
      const logged = new Set((ROUTES as readonly RouteDefinition[]).flatMap((r) => (r.log ? [r.log.module] : [])));
      expect([...logged].sort()).toEqual([...OPER_LOG_MODULE_KEYS].sort());
      const device = await operLog('by-module', ROOT, thisMonth.at, { title: 'device' });
      const deviceModel = await operLog('by-module', ROOT, thisMonth.at, { title: 'deviceModel' });
      expect((await allOperRows(admin, { operName: 'by-module', title: 'device' })).rows.map((r) => r.operId)).toEqual([device]);
      expect((await allOperRows(admin, { operName: 'by-module', title: 'deviceModel' })).rows.map((r) => r.operId)).toEqual([deviceModel]);
      for (const title of ['Devices', 'devic', 'DEVICE', 'unknownModule']) {
        expectError(await invoke('OperLogPage', { token: admin, query: { title } }), 400, 'common.validation');
        expectError(await invoke('OperLogExport', { token: admin, query: { title } }), 400, 'common.validation');
      }
    });

    it("shows an organization administrator only the logs of its subtree (scoped key-prefix Query)", async () => {
      const inChild = await operLog('scoped', CHILD, thisMonth.at);
      const inGrandchild = await operLog('scoped', GRANDCHILD, thisMonth.at);
      const inSibling = await operLog('scoped', SIBLING, thisMonth.at);
      const inRoot = await operLog('scoped', ROOT, thisMonth.at);
      const childView = await allOperRows(childAdmin, { operName: 'scoped' }, 1);
      expect(childView.rows.map((r) => r.operId).sort()).toEqual([inChild, inGrandchild].sort());
      expect(childView.total).toBe(2);
      const adminView = await allOperRows(admin, { operName: 'scoped' });
      expect(adminView.rows.map((r) => r.operId).sort()).toEqual([inChild, inGrandchild, inSibling, inRoot].sort());
      // detail: outside the subtree reads as absent
      expect((await invoke('OperLogInfo', { token: childAdmin, query: { operId: inChild } })).json.data.operId).toBe(inChild);
      expectError(await invoke('OperLogInfo', { token: childAdmin, query: { operId: inSibling } }), 404, 'operlog.notFound');
    });

    it('deletes selected logs all or nothing, within scope only', async () => {
      const mine = await operLog('deleting', CHILD, thisMonth.at);
      const theirs = await operLog('deleting', SIBLING, thisMonth.at);
      expectError(await invoke('OperLogDelete', { token: childAdmin, query: { ids: `${mine},${theirs}` } }), 404, 'operlog.notFound');
      expect((await getOperLogs([mine, theirs], ALL_SCOPE)).length).toBe(2);
      expectError(await invoke('OperLogDelete', { token: admin, query: { ids: `${mine},zzzzzzzzzzzzzzzzz` } }), 404, 'operlog.notFound');
      expect((await getOperLogs([mine], ALL_SCOPE)).length).toBe(1);
      expect((await invoke('OperLogDelete', { token: childAdmin, query: { ids: mine } })).status).toBe(200);
      expect(await getOperLogs([mine, theirs], ALL_SCOPE)).toEqual([expect.objectContaining({ operId: theirs })]);
    });

    it('refuses callers without the permission and changes nothing', async () => {
      const id = await operLog('guarded', ROOT, thisMonth.at);
      expectError(await invoke('OperLogPage', { token: viewer }), 403, 'common.forbidden');
      expectError(await invoke('OperLogDelete', { token: viewer, query: { ids: id } }), 403, 'common.forbidden');
      expectError(await invoke('OperLogClean', { token: viewer }), 403, 'common.forbidden');
      expectError(await invoke('OperLogExport', { token: viewer }), 403, 'common.forbidden');
      expect((await getOperLogs([id], ALL_SCOPE)).length).toBe(1);
      expectError(await invoke('OperLogPage'), 401, 'session.invalid');
    });

    it('exports the search as xlsx, and the export is logged', async () => {
      const res = await invoke('OperLogExport', { token: admin, query: { operName: 'paging' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const log = (await listOperLogsOfMonth(monthOf(new Date().toISOString()), 100)).find((l) => l.title === 'operlog' && l.businessType === 'export');
      expect(log).toBeDefined();
    });

    it("cleans only the caller's subtree (optionally before a date), and the clean itself is logged", async () => {
      const old = await operLog('cleaning', CHILD, lastMonth.at);
      const recent = await operLog('cleaning', CHILD, thisMonth.at);
      const sibling = await operLog('cleaning', SIBLING, lastMonth.at);
      // The request answers a background task (decision 0029); its worker runs in this process.
      const before = await invoke('OperLogClean', { token: childAdmin, query: { before: thisMonth.first } });
      expect(before.status, JSON.stringify(before.json)).toBe(200);
      expect(before.json.data).toMatchObject({ started: true, task: { status: 'running' } });
      expect(await waitForTask('OperLogCleanStatus', childAdmin, before.json.data.task.taskId)).toMatchObject({ status: 'done', deleted: 1 });
      expect((await getOperLogs([old, recent, sibling], ALL_SCOPE)).map((l) => l.operId).sort()).toEqual([recent, sibling].sort());
      const all = await invoke('OperLogClean', { token: childAdmin });
      expect(all.status).toBe(200);
      await waitForTask('OperLogCleanStatus', childAdmin, all.json.data.task.taskId);
      expect((await getOperLogs([recent, sibling], ALL_SCOPE)).map((l) => l.operId)).toEqual([sibling]);
      const rows = (await allOperRows(childAdmin, {}, 50)).rows;
      expect(rows.map((r) => [r.title, r.businessType, r.operName])).toEqual([['operlog', 'clean', 'child.admin']]);
    });
  });

  describe('login log', () => {
    const loginPage = async (token: string, query: Record<string, string>): Promise<Page<LoginRow>> => {
      const res = await invoke('LoginLogPage', { token, query });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data;
    };

    it("records the account's organization, so its administrators see it; unknown accounts only the whole-tree scope", async () => {
      await loginAs('child.user', PASSWORD);
      await loginAs('grand.user', PASSWORD);
      await loginAs('sibling.user', PASSWORD);
      await invoke('Login', { body: { username: 'ghost.account', password: 'Nope#12345' } });
      const childNames = new Set((await loginPage(childAdmin, { limit: '50' })).rows.map((r) => r.userName));
      expect(childNames).toEqual(new Set(['child.admin', 'child.user', 'grand.user']));
      const all = (await loginPage(admin, { limit: '50' })).rows;
      expect(all.map((r) => r.userName)).toEqual(expect.arrayContaining(['ghost.account', 'sibling.user', 'child.user']));
      expect(all.find((r) => r.userName === 'ghost.account')).toMatchObject({ status: '1' });
      expect((await loginPage(admin, { userName: 'ghost', status: '1' })).total).toBe(1);
    });

    it('pages across a month boundary', async () => {
      const ids = [await loginLog('pager', CHILD, thisMonth.at), await loginLog('pager', CHILD, lastMonth.at), await loginLog('pager', CHILD, monthBack(1, 2).at)];
      const seen: string[] = [];
      let cursor: string | undefined;
      let total = 0;
      do {
        const page = await loginPage(childAdmin, { userName: 'pager', beginTime: lastMonth.first, limit: '1', ...(cursor ? { cursor } : {}) });
        seen.push(...page.rows.map((r) => r.infoId));
        // the total comes with the first page only (decision 0030)
        if (!cursor) total = page.total;
        else expect(page.total).toBeUndefined();
        cursor = page.next;
      } while (cursor);
      expect(total).toBe(3);
      expect(seen).toEqual(ids);
    });

    it('deletes all or nothing within scope, and cleans the subtree', async () => {
      const mine = await loginLog('deleter', CHILD, thisMonth.at);
      const theirs = await loginLog('deleter', SIBLING, thisMonth.at);
      expectError(await invoke('LoginLogDelete', { token: childAdmin, query: { ids: `${mine},${theirs}` } }), 404, 'logininfor.notFound');
      expect((await getLoginLogs([mine, theirs], ALL_SCOPE)).length).toBe(2);
      expect((await invoke('LoginLogDelete', { token: childAdmin, query: { ids: mine } })).status).toBe(200);
      expect((await getLoginLogs([mine, theirs], ALL_SCOPE)).map((l) => l.infoId)).toEqual([theirs]);
      const clean = await invoke('LoginLogClean', { token: childAdmin });
      expect(clean.status).toBe(200);
      await waitForTask('LoginLogCleanStatus', childAdmin, clean.json.data.task.taskId);
      expect((await loginPage(childAdmin, { limit: '50' })).total).toBe(0);
      expect((await getLoginLogs([theirs], ALL_SCOPE)).length).toBe(1);
      const logged = (await listOperLogsOfMonth(monthOf(new Date().toISOString()), 200)).find((l) => l.title === 'logininfor' && l.businessType === 'clean');
      expect(logged).toMatchObject({ operName: 'child.admin', deptPath: CHILD });
    });

    it('exports xlsx; refuses callers without permission', async () => {
      const res = await invoke('LoginLogExport', { token: childAdmin });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const zh = await invoke('LoginLogExport', { token: admin, headers: { 'accept-language': 'zh-CN' } });
      expect(String(zh.headers['content-disposition'])).toMatch(/login-log-\d{4}-\d{2}-\d{2}\.xlsx/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(zh.raw.body!, 'base64') as never);
      expect(book.worksheets[0].name).toBe('登录日志');
      expect((book.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['日志编号', '账户', 'IP 地址', '登录地点', '浏览器', '操作系统', '状态', '提示信息', '登录时间（UTC）']);
      expect(book.worksheets[0].rowCount).toBeGreaterThan(1);
      for (const v of book.worksheets[0].getColumn(7).values.slice(2)) expect(['成功', '失败']).toContain(v);
      expectError(await invoke('LoginLogPage', { token: viewer }), 403, 'common.forbidden');
    });

    it('unlocks a locked account of the subtree (logged), and refuses accounts outside it, changing nothing', async () => {
      const HERE = '203.0.113.7';
      const guardOf = (username: string) => readLoginGuard(username, HERE, Math.floor(Date.now() / 1000));
      const lock = async (username: string) => {
        await failLogins(username, 5, HERE);
        expectError(await loginFrom(HERE, { username, password: PASSWORD }, { captcha: true }), 429, 'auth.accountLocked');
      };
      await lock('grand.user');
      await failLogins('grand.user', 5, '198.51.100.9');
      await lock('sibling.user');
      expectError(await invoke('LoginLogUnlock', { token: childAdmin, query: { userName: 'sibling.user' } }), 403, 'logininfor.userOutOfScope');
      expect((await guardOf('sibling.user')).address.lockedUntil).toBeGreaterThan(0);
      expectError(await invoke('LoginLogUnlock', { token: childAdmin, query: { userName: 'ghost.account' } }), 403, 'logininfor.userOutOfScope');
      expectError(await invoke('LoginLogUnlock', { token: viewer, query: { userName: 'grand.user' } }), 403, 'common.forbidden');
      expect(await guardOf('grand.user')).toMatchObject({ address: { count: 5 }, account: { count: 10 } });

      const res = await invoke('LoginLogUnlock', { token: childAdmin, query: { userName: 'grand.user' } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      // every counter of the account is gone: the address's lock and the account's count that asks for the captcha
      expect(await guardOf('grand.user')).toMatchObject({ address: { count: 0, lockedUntil: 0 }, account: { count: 0 } });
      expect((await readLoginGuard('grand.user', '198.51.100.9', Math.floor(Date.now() / 1000))).address.lockedUntil).toBe(0);
      expect((await invoke('Login', { body: { username: 'grand.user', password: PASSWORD } })).status).toBe(200);
      const log = (await listOperLogsOfMonth(monthOf(new Date().toISOString()), 200)).find((l) => l.title === 'logininfor' && l.operUrl.endsWith('/unlock') && l.status === '0');
      expect(log).toMatchObject({ operName: 'child.admin', businessType: 'update' });
      expect(log!.operParam).toContain('grand.user');
      // the whole-tree administrator may unlock anyone
      expect((await invoke('LoginLogUnlock', { token: admin, query: { userName: 'sibling.user' } })).status).toBe(200);
    });
  });

  describe('online users', () => {
    type Online = { tokenId: string; userName: string; ipaddr: string };
    const list = async (token: string, query: Record<string, string> = {}): Promise<Online[]> => {
      const res = await invoke('OnlineList', { token, query });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data;
    };

    it("lists only the sessions of the caller's subtree, with filters", async () => {
      await loginAs('child.user', PASSWORD);
      await loginAs('sibling.user', PASSWORD);
      const names = new Set((await list(childAdmin)).map((r) => r.userName));
      expect(names.has('child.user')).toBe(true);
      expect(names.has('sibling.user')).toBe(false);
      expect(names.has('admin')).toBe(false);
      expect((await list(admin)).map((r) => r.userName)).toEqual(expect.arrayContaining(['child.user', 'sibling.user', 'admin']));
      expect(new Set((await list(admin, { userName: 'sibling' })).map((r) => r.userName))).toEqual(new Set(['sibling.user']));
      expect(await list(admin, { ipaddr: '10.9.' })).toEqual([]);
      expect((await list(admin, { ipaddr: '203.0.113.' })).length).toBeGreaterThan(0);
      expectError(await invoke('OnlineList', { token: viewer }), 403, 'common.forbidden');
    });

    it('force logout ends the session on its next request, and is logged', async () => {
      const victim = await loginAs('child.user', PASSWORD);
      expect((await invoke('GetInfo', { token: victim })).status).toBe(200);
      const res = await forceLogout(childAdmin, sessionIdOf(victim));
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expectError(await invoke('GetInfo', { token: victim }), 401, 'session.invalid');
      const log = (await listOperLogsOfMonth(monthOf(new Date().toISOString()), 200)).find((l) => l.businessType === 'forceLogout');
      expect(log).toMatchObject({ title: 'online', operName: 'child.admin', status: '0' });
    });

    it('refuses to end a session outside the scope, or without the permission, and the session lives on', async () => {
      const other = await loginAs('sibling.user', PASSWORD);
      const adminSession = sessionIdOf(admin);
      for (const target of [sessionIdOf(other), adminSession]) {
        // answered as an ended session: out-of-scope session ids are not told apart from unknown ones
        expectError(await forceLogout(childAdmin, target), 404, 'online.notFound');
      }
      expectError(await forceLogout(viewer, sessionIdOf(other)), 403, 'common.forbidden');
      expect(await getSession(sessionIdOf(other))).not.toBeNull();
      expect((await invoke('GetInfo', { token: other })).status).toBe(200);
      expectError(
        await forceLogout(admin, '00000000-0000-4000-8000-000000000000'),
        404,
        'online.notFound',
      );
    });
  });

  it('shows an organization administrator the Logs and monitoring screens in its route tree', async () => {
    const res = await invoke('GetRouters', { token: childAdmin });
    expect(res.status).toBe(200);
    const flat = JSON.stringify(res.json.data);
    for (const component of ['monitor/operlog/index', 'monitor/logininfor/index', 'monitor/online/index']) expect(flat).toContain(component);
    const system = (res.json.data as { path: string; children?: { path: string; children?: { path: string }[] }[] }[]).find((n) => n.path === '/system');
    expect(system?.children?.find((c) => c.path === 'log')?.children?.map((c) => c.path)).toEqual(['operlog', 'logininfor']);
  });
});
