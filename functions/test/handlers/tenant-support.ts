/**
 * Three tenants (agents A, B and C under the root organization), each three levels deep (agent > sub-agent >
 * customer): the world of the tenancy tests of notices, parameters, online users and platform-wide records
 * (decision 0026). Users are created where a test needs them, with any roles, and logged in.
 */
import { expect } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser } from './support';

export const PASSWORD = 'Tenant#2026pw';
/** Seeded roles (seed-data.ts) and their data scopes. */
export const ROLE = {
  /** Data scope all: the platform's operations administrator. */
  opsAdmin: 2,
  /** Organization and below: a tenant's administrator (notices, no parameters). */
  orgAdmin: 3,
  /** No permission at all, only own records. */
  user: 7,
  /** Own organization only, read-only (parameters, notices and online users readable). */
  readonlyAdmin: 8,
  /** Own organization only, notices writable. */
  operationAdmin: 9,
} as const;

export interface Dept {
  deptId: number;
  deptPath: string;
  deptName: string;
}

export interface Tenant {
  name: string;
  agent: Dept;
  sub: Dept;
  customer: Dept;
}

export interface World {
  /** The super administrator (root organization, scope all). */
  admin: string;
  A: Tenant;
  B: Tenant;
  C: Tenant;
}

let seq = 0;
export const uid = () => `${Date.now().toString(36).slice(-5)}${(++seq).toString(36)}`;

/** An organization added by the super administrator; quotas shrink with depth (a child's stay below its parent's). */
export async function addDept(admin: string, parentId: number, name: string, deptType: '0' | '2', quota: number): Promise<Dept> {
  const body = { parentId, deptType, deptName: `${name} ${uid()}`, equipmentQuota: quota, userQuota: quota, operationAccountCount: quota, viewAccountCount: quota };
  const res = await invoke('DeptAdd', { token: admin, body });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as Dept;
}

async function addTenant(admin: string, name: string): Promise<Tenant> {
  const agent = await addDept(admin, 100, `Agent ${name}`, '0', 40);
  const sub = await addDept(admin, agent.deptId, `Sub-agent ${name}`, '0', 20);
  const customer = await addDept(admin, sub.deptId, `Customer ${name}`, '2', 5);
  return { name, agent, sub, customer };
}

export async function threeTenants(): Promise<World> {
  const admin = await adminToken();
  return { admin, A: await addTenant(admin, 'A'), B: await addTenant(admin, 'B'), C: await addTenant(admin, 'C') };
}

/** A user of the organization with these roles, logged in: its token (and account). */
export async function userAt(dept: Dept, roleIds: number[], prefix = 'u'): Promise<{ token: string; username: string }> {
  const username = `${prefix}_${uid()}`;
  await createTestUser({ username, password: PASSWORD, deptId: dept.deptId, deptPath: dept.deptPath, roleIds });
  return { token: await loginAs(username, PASSWORD), username };
}

/** A role added by the super administrator: these menus (buttons bring their screens), this data scope. */
export async function addRole(admin: string, name: string, menuIds: number[], dataScope: '1' | '2' | '3' | '4' | '5'): Promise<number> {
  const key = `${name.replace(/\W/g, '').toLowerCase()}${uid()}`;
  const res = await invoke('RoleAdd', { token: admin, body: { roleName: `${name} ${uid()}`, roleKey: key, roleSort: 1, status: '0', dataScope, menuIds, deptIds: [], remark: '' } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.roleId as number;
}

/**
 * Every row of a cursor list with a first-page total (notices, parameters), walked in small pages: the rows, their ids
 * (by `idOf`) and the first page's total (the following pages must answer none).
 */
export async function allPages<R>(route: 'NoticePage' | 'ConfigPage', token: string, idOf: (row: R) => number, query: Record<string, string> = {}) {
  const rows: R[] = [];
  let cursor: string | undefined;
  let total: number | null = null;
  do {
    const res = await invoke(route, { token, query: { limit: '2', ...query, ...(cursor ? { cursor } : {}) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    if (cursor) expect(res.json.data.total).toBeUndefined(); // the first page's only (decision 0030)
    else total = res.json.data.total;
    rows.push(...res.json.data.rows);
    cursor = res.json.data.next;
  } while (cursor);
  return { rows, ids: rows.map(idOf), total };
}

/** Seeded menu ids of the screens and buttons (seed/menus/*.menus.ts). */
export const MENUS = {
  config: [106, 1055, 1056, 1057, 1058, 1059],
  notice: [107, 1035, 1036, 1037, 1038],
  post: [104, 1021, 1022, 1023, 1024, 1025],
  dict: [105, 1026, 1027, 1028, 1029, 1030],
  job: [110, 1101, 1102, 1103, 1104, 1105, 1106],
} as const;
