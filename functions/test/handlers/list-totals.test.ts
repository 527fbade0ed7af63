import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@aed/shared/api/envelope';
import { writeJobLog } from '../../src/data/access/jobs';
import { nextId } from '../../src/data/access/ids';
import { recountUserTallies, sumUserTallies } from '../../src/data/access/user-tallies';
import { createUser } from '../../src/data/access/users';
import { getUserById } from '../../src/data/access/user-reads';
import { AppError } from '../../src/lib/app-error';
import type { RouteId } from '../../src/routes/route-table';
import { recordCommands } from '../command-recorder';
import { adminToken, invoke, loginAs } from '../helpers';
import { addDept, addUser, PASSWORD, ROLE, uid, type Dept } from './binding-support';
import { writeUpdateLog } from './list-cost-world';

/**
 * List totals (docs/decisions/0030). User lists count from per-organization tallies kept in each user write's
 * transaction: the total always equals the rows the list walks, for every tenant, through adds, status and type
 * changes, moves of users and of organizations, and deletes. The other cursor lists count on the first page only,
 * reading at most LIST_COUNT_CAP + 1 entries: exact below it, "more than 100" above it, unknown when a filter matched
 * too few of what the budget read.
 */

interface Tenant {
  agent: Dept;
  customer: Dept;
  admin: string;
}
type Query = Record<string, string>;
interface Page {
  total?: number | null;
  capped?: true;
  rows: { userId?: number }[];
  next?: string;
}

async function pageOf(route: RouteId, token: string, query: Query): Promise<Page> {
  const res = await invoke(route, { token, query });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as Page;
}

/** Every row of a search, page by page; the first page's total; later pages must answer none. */
async function walk(route: RouteId, token: string, query: Query = {}): Promise<{ total: number | null | undefined; capped?: true; rows: Page['rows'] }> {
  const first = await pageOf(route, token, { ...query, limit: '7' });
  const rows = [...first.rows];
  let next = first.next;
  while (next) {
    const page = await pageOf(route, token, { ...query, limit: '7', cursor: next });
    expect(page.total, 'a total on a page after the first').toBeUndefined();
    rows.push(...page.rows);
    next = page.next;
  }
  return { total: first.total, capped: first.capped, rows };
}

/** The list's total is exact and equals the rows it walks. */
async function expectExact(route: RouteId, token: string, query: Query = {}): Promise<number> {
  const { total, capped, rows } = await walk(route, token, query);
  expect(capped, `${route} ${JSON.stringify(query)}`).toBeUndefined();
  expect(total, `${route} ${JSON.stringify(query)}`).toBe(rows.length);
  return rows.length;
}

const USER_SEARCHES: [RouteId, Query][] = [
  ['UserPage', {}],
  ['UserPage', { status: '0' }],
  ['UserPage', { status: '1' }],
  ['UserDealWithPage', {}],
  ['UserDealWithPage', { status: '0' }],
];

describe('user list totals from the organizations tallies (three tenants)', () => {
  let platform: string;
  const t: Record<'A' | 'B' | 'C', Tenant> = {} as never;

  beforeAll(async () => {
    platform = await adminToken();
    for (const key of ['A', 'B', 'C'] as const) {
      const agent = await addDept(platform, 100, `Totals agent ${key}`);
      const customer = await addDept(platform, agent.deptId, `Totals customer ${key}`, '2');
      const admin = await addUser({ dept: agent, roleIds: [ROLE.orgAdmin] });
      t[key] = { agent, customer, admin: await loginAs(admin.username, PASSWORD) };
    }
  }, 180_000);

  async function add(as: string, dept: Dept, over: Record<string, unknown> = {}): Promise<number> {
    const id = uid();
    const res = await invoke('UserAdd', { token: as, body: { username: `tot_${id}`, nickName: `Totals ${id}`, deptId: dept.deptId, password: PASSWORD, status: '0', userTypes: [], roleIds: [ROLE.user], ...over } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.userId as number;
  }
  /** Every search of every caller: total = rows walked. */
  async function expectAllExact(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [caller, token] of [['platform', platform], ['A', t.A.admin], ['B', t.B.admin], ['C', t.C.admin]] as const) {
      for (const [route, query] of USER_SEARCHES) counts[`${caller} ${route} ${JSON.stringify(query)}`] = await expectExact(route, token, query);
    }
    counts['A customer'] = await expectExact('UserPage', t.A.admin, { deptId: String(t.A.customer.deptId) });
    return counts;
  }

  it('equal the rows through adds, status and type changes, moves between organizations and deletes; other tenants unchanged', async () => {
    const a1 = await add(t.A.admin, t.A.agent);
    const a2 = await add(t.A.admin, t.A.agent, { status: '1' });
    const handler = await add(t.A.admin, t.A.agent, { roleIds: [ROLE.operator], userTypes: ['handler'] });
    const a4 = await add(t.A.admin, t.A.customer);
    await add(t.B.admin, t.B.agent);
    await add(t.B.admin, t.B.customer, { roleIds: [ROLE.operator], userTypes: ['handler'] });
    const before = await expectAllExact();
    expect(before['A UserDealWithPage {}']).toBe(1);
    expect(before['A UserPage {"status":"1"}']).toBe(1);

    // disable, enable, make a handler and move to the customer, delete
    expect((await invoke('UserChangeStatus', { token: t.A.admin, body: { userId: a1, status: '1' } })).status).toBe(200);
    expect((await invoke('UserChangeStatus', { token: t.A.admin, body: { userId: a2, status: '0' } })).status).toBe(200);
    const info = (await invoke('UserInfo', { token: t.A.admin, query: { userId: String(a4) } })).json.data.user;
    const moved = await invoke('UserUpdate', {
      token: t.A.admin,
      body: { userId: a4, nickName: info.nickName, deptId: t.A.agent.deptId, email: '', phonenumber: '', sex: info.sex, language: info.language, status: '0', userTypes: ['handler'], roleIds: [ROLE.operator], postIds: [], remark: '', certificateBegin: '', certificateEnd: '' },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await invoke('UserDelete', { token: t.A.admin, query: { ids: String(handler) } })).status).toBe(200);

    const after = await expectAllExact();
    expect(after['A UserDealWithPage {}']).toBe(1);
    expect(after['A customer']).toBe(before['A customer'] - 1);
    expect(after['A UserPage {}']).toBe(before['A UserPage {}'] - 1);
    for (const key of Object.keys(before).filter((k) => /^[BC] /.test(k))) expect(after[key], key).toBe(before[key]);
  });

  it("follow an organization move: the new parent's subtree counts its users, the old one's no longer", async () => {
    await add(t.C.admin, t.C.customer);
    await add(t.C.admin, t.C.customer, { status: '1' });
    const before = await expectAllExact();
    const dept = (await invoke('DeptInfo', { token: platform, query: { deptId: String(t.C.customer.deptId) } })).json.data;
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = dept;
    const res = await invoke('DeptUpdate', { token: platform, body: { ...body, parentId: t.B.agent.deptId } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const after = await expectAllExact();
    expect(after['C UserPage {}']).toBe(before['C UserPage {}'] - 2);
    expect(after['B UserPage {}']).toBe(before['B UserPage {}'] + 2);
    expect(after['B UserPage {"status":"1"}']).toBe(before['B UserPage {"status":"1"}'] + 1);
    expect(after['platform UserPage {}']).toBe(before['platform UserPage {}']);
  });

  it('a user write that read a path an organization move has since rewritten is refused and counts nothing', async () => {
    const branch = await addDept(platform, t.A.agent.deptId, 'Totals branch', '2');
    const stalePath = branch.deptPath;
    const dept = (await invoke('DeptInfo', { token: platform, query: { deptId: String(branch.deptId) } })).json.data;
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = dept;
    expect((await invoke('DeptUpdate', { token: platform, body: { ...body, parentId: t.B.agent.deptId } })).status).toBe(200);
    await add(platform, branch);
    const tallies = await sumUserTallies([{ prefix: '0,', subtree: true }]);
    const at = new Date().toISOString();
    const userId = await nextId('user');
    const write = createUser({ userId, username: `stale_${uid()}`, nickName: 'Stale', deptId: branch.deptId, deptPath: stalePath, passwordHash: 'x', passwordKind: 'initial', passwordChangedAt: at, roleIds: [ROLE.user], createTime: at, updateTime: at });
    await expect(write).rejects.toEqual(new AppError('common.conflict'));
    expect(await getUserById(userId)).toBeNull();
    expect(await sumUserTallies([{ prefix: '0,', subtree: true }])).toEqual(tallies);
  });

  it('a recount from the users finds the tallies the writes kept', async () => {
    const scopes = [{ prefix: '0,', subtree: true }, ...Object.values(t).flatMap((x) => [{ prefix: x.agent.deptPath, subtree: true }, { prefix: x.agent.deptPath, subtree: false }])];
    const kept = await Promise.all(scopes.map((p) => sumUserTallies([p])));
    await recountUserTallies();
    expect(await Promise.all(scopes.map((p) => sumUserTallies([p])))).toEqual(kept);
  });
});

describe('capped first-page counts (logs, job log)', () => {
  let platform: string;
  let tenantA: Tenant;
  let tenantB: Tenant;
  const operLog = (dept: Dept, i: number, operName = `op${i}`) => writeUpdateLog(dept, i, operName);

  beforeAll(async () => {
    platform = await adminToken();
    const tenant = async (key: string): Promise<Tenant> => {
      const agent = await addDept(platform, 100, `Capped agent ${key}`);
      const admin = await addUser({ dept: agent, roleIds: [ROLE.orgAdmin] });
      return { agent, customer: agent, admin: await loginAs(admin.username, PASSWORD) };
    };
    tenantA = await tenant('A');
    tenantB = await tenant('B');
    // A holds more than the cap, three of them by one operator; B a few
    for (let i = 0; i < LIST_COUNT_CAP + 30; i += 10) await Promise.all(Array.from({ length: 10 }, (_, k) => operLog(tenantA.agent, i + k, i + k < 3 ? `needle${i + k}` : undefined)));
    for (let i = 0; i < 4; i++) await operLog(tenantB.agent, i);
  }, 180_000);

  it('more than the cap: "more than 100", answered with the first page only', async () => {
    const first = await pageOf('OperLogPage', tenantA.admin, { limit: '10' });
    expect(first).toMatchObject({ total: LIST_COUNT_CAP, capped: true });
    expect(first.rows).toHaveLength(10);
    const second = await pageOf('OperLogPage', tenantA.admin, { limit: '10', cursor: first.next! });
    expect(second.total).toBeUndefined();
    expect(second.capped).toBeUndefined();
  });

  it('below the cap: exact, and another tenant counts only its own', async () => {
    expect(await expectExact('OperLogPage', tenantB.admin)).toBe(4);
  });

  it('a filter that matched fewer than the cap within the read budget: unknown (null), the rows still all found', async () => {
    // a first page short of every match counts: the count's read budget runs out before the cap
    const first = await pageOf('OperLogPage', tenantA.admin, { operName: 'needle', limit: '2' });
    expect(first.rows).toHaveLength(2);
    expect(first.next).toBeDefined();
    expect(first.total).toBeNull();
    let rows = [...first.rows];
    for (let next = first.next; next; ) {
      const page = await pageOf('OperLogPage', tenantA.admin, { operName: 'needle', limit: '2', cursor: next });
      rows = [...rows, ...page.rows];
      next = page.next;
    }
    expect(rows).toHaveLength(3);
  });

  it('a first page that holds every match is its own exact total, with no count read', async () => {
    const recorder = recordCommands();
    const first = await pageOf('OperLogPage', tenantA.admin, { operName: 'needle', limit: '10' });
    recorder.stop();
    expect(first.next).toBeUndefined();
    expect(first).toMatchObject({ total: 3 });
    expect(first.rows).toHaveLength(3);
    expect(recorder.commands.filter((c) => c.countOnly)).toEqual([]);
  });

  it('the job log pages by cursor newest first with its total on the first page; a name search ignores case', async () => {
    for (let i = 0; i < 12; i++) {
      const startTime = new Date(Date.now() - 10_000 - i * 1000).toISOString();
      await writeJobLog({ jobLogId: randomUUID(), month: startTime.slice(0, 7), jobId: 1, jobName: 'Clean expired sessions', jobGroup: 'system', invokeTarget: 'cleanExpiredSessions', status: '0', message: 'ok', error: '', startTime, durationMs: 1, ttl: Math.floor(Date.now() / 1000) + 3600 });
    }
    const all = await walk('JobLogPage', platform);
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.length).toBeGreaterThanOrEqual(12);
    const times = (all.rows as unknown as { startTime: string }[]).map((r) => r.startTime);
    expect(times).toEqual([...times].sort().reverse());
    const jobs = (await invoke('JobPage', { token: platform, query: { limit: '50' } })).json.data.rows as { jobId: number; jobName: string }[];
    const named = jobs.find((j) => j.jobId === 1)!;
    const byName = await walk('JobLogPage', platform, { jobName: named.jobName.toUpperCase() });
    expect(byName.rows.length).toBe(all.rows.filter((r) => (r as { jobId?: number }).jobId === 1).length);
    expect((await pageOf('JobLogPage', platform, { jobName: 'no job has this name' })).rows).toEqual([]);
  });
});
