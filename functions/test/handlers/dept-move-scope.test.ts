import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { nextId } from '../../src/data/access/ids';
import { RoleEntity } from '../../src/data/entities/role-entity';

const PASSWORD = 'Move#2026pw';
/** The organization screen and its buttons (as in dept.test.ts). */
const DEPT_MENU_IDS = [1, 103, 1016, 1017, 1018, 1019, 1020];
const quotas = (n: number) => ({ equipmentQuota: n, userQuota: n, operationAccountCount: n, viewAccountCount: n });

interface Dept {
  deptId: number;
  deptPath: string;
  [k: string]: unknown;
}

/**
 * Custom data scope (2) after an organization move: a session holds the paths resolved at login, so the sessions of
 * the users whose custom roles name a moved organization (or one below it) end; after logging in again they see the
 * moved organization at its new place, and nothing outside the organizations their roles name.
 */
describe('custom data scope after an organization moves', () => {
  let token: string;
  let seq = 0;
  const name = (base: string) => `${base} ${Date.now().toString(36)}${++seq}`;
  let p1: Dept, p2: Dept, x: Dept, y: Dept, z: Dept;
  const tokens: Record<'x' | 'y' | 'z', string> = { x: '', y: '', z: '' };
  const usernames: Record<'x' | 'y' | 'z', string> = { x: '', y: '', z: '' };

  async function addDept(body: Record<string, unknown>): Promise<Dept> {
    const res = await invoke('DeptAdd', { token, body: { deptType: '0', ...body } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Dept;
  }
  const info = (deptId: number, as: string) => invoke('DeptInfo', { token: as, query: { deptId: String(deptId) } });
  async function listIds(as: string): Promise<number[]> {
    const res = await invoke('DeptList', { token: as });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return (res.json.data as Dept[]).map((d) => d.deptId).sort((a, b) => a - b);
  }
  /** A user in `home` holding a custom-scope role that names `deptIds`. */
  async function customUser(key: 'x' | 'y' | 'z', deptIds: number[], home: Dept) {
    const roleId = await nextId('role');
    const now = new Date().toISOString();
    await RoleEntity.create({ roleId, roleName: `Custom ${roleId}`, roleKey: `custom${roleId}`, dataScope: '2', deptIds, menuIds: DEPT_MENU_IDS, deptId: 100, deptPath: '0,100,', createTime: now, updateTime: now }).go();
    usernames[key] = `cust${key}${roleId}`;
    await createTestUser({ username: usernames[key], password: PASSWORD, roleIds: [roleId], deptId: home.deptId, deptPath: home.deptPath });
    tokens[key] = await loginAs(usernames[key], PASSWORD);
  }

  beforeAll(async () => {
    token = await adminToken();
    p1 = await addDept({ parentId: 100, deptName: name('Old parent'), ...quotas(100) });
    p2 = await addDept({ parentId: 100, deptName: name('New parent'), ...quotas(100) });
    x = await addDept({ parentId: p1.deptId, deptName: name('Moved X'), ...quotas(50) });
    y = await addDept({ parentId: x.deptId, deptName: name('Moved Y'), deptType: '2', ...quotas(10) });
    z = await addDept({ parentId: p1.deptId, deptName: name('Staying Z'), ...quotas(50) });
    // the users live in the new parent: their own organization does not move, only what their roles name
    await customUser('x', [x.deptId], p2);
    await customUser('y', [y.deptId], p2);
    await customUser('z', [z.deptId], p2);
  });

  it('before the move, each sees exactly the organizations its role names', async () => {
    expect(await listIds(tokens.x)).toEqual([x.deptId]);
    expect(await listIds(tokens.y)).toEqual([y.deptId]);
    expect(await listIds(tokens.z)).toEqual([z.deptId]);
    expect((await info(x.deptId, tokens.x)).status).toBe(200);
    expectError(await info(y.deptId, tokens.x), 404, 'dept.notFound');
  });

  it('ends the sessions of users whose custom roles name the moved organization or one below it, and only those', async () => {
    const move = await invoke('DeptInfo', { token, query: { deptId: String(x.deptId) } });
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = move.json.data;
    const res = await invoke('DeptUpdate', { token, body: { ...body, parentId: p2.deptId } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const newX = `${p2.deptPath}${x.deptId},`;
    expect((await info(x.deptId, token)).json.data.deptPath).toBe(newX);
    expect((await info(y.deptId, token)).json.data.deptPath).toBe(`${newX}${y.deptId},`);

    // stale paths are never used: those sessions are over, the users are asked to log in again
    expectError(await invoke('DeptList', { token: tokens.x }), 401, 'session.invalid');
    expectError(await info(x.deptId, tokens.y), 401, 'session.invalid');
    expectError(await info(y.deptId, tokens.y), 401, 'session.invalid');
    // a custom role naming an organization that did not move keeps its session and its view
    expect(await listIds(tokens.z)).toEqual([z.deptId]);
    expectError(await info(x.deptId, tokens.z), 404, 'dept.notFound');
  });

  it('after logging in again, they see the moved organization at its new place and nothing outside their scope', async () => {
    const again = { x: await loginAs(usernames.x, PASSWORD), y: await loginAs(usernames.y, PASSWORD) };
    expect(await listIds(again.x)).toEqual([x.deptId]);
    expect((await info(x.deptId, again.x)).json.data.deptPath).toBe(`${p2.deptPath}${x.deptId},`);
    expect(await listIds(again.y)).toEqual([y.deptId]);
    expect((await info(y.deptId, again.y)).status).toBe(200);
    // neither the new parent (their own organization), the old parent nor a sibling or child outside the role
    for (const other of [p1, p2, z, y]) expectError(await info(other.deptId, again.x), 404, 'dept.notFound');
    for (const other of [p1, p2, z, x]) expectError(await info(other.deptId, again.y), 404, 'dept.notFound');
  });
});
