import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ROLES_PER_DEPT } from '@aed/shared/schemas/role';
import { adminToken, invoke, loginAfterFirstChange, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { invokeWithParams } from './role-menu-support';
import { dynamoClient } from '../../src/data/client';
import { CounterEntity } from '../../src/data/entities/counter-entity';
import { getRoleById } from '../../src/data/access/roles';
import { getUserById } from '../../src/data/access/user-reads';
import { menuHolderCount } from '../../src/data/access/menu-holders';

/**
 * Roles belong to an organization (issue 12 item 3, docs/decisions/0025), across three tenants (agent > sub-agent >
 * customer) each with its own role manager (roles and users, scope "organization and below" at the agent):
 * a tenant's role manager neither sees nor changes another tenant's roles (they answer as missing ones), nor the
 * built-in roles; it creates roles in its own organizations and gives them to its own users only.
 */

const PASSWORD = 'Tenant#2026pw';
/** Roles screen and buttons, users screen and buttons (with reset password), the parameters list and query. */
const MANAGER_MENUS = [101, 1007, 1008, 1009, 1010, 1011, 100, 1000, 1001, 1002, 1003, 1006, 106, 1055];
/** What a tenant's staff role grants: the parameters list and query (a view account). */
const STAFF_MENUS = [106, 1055];
const USER_ROLE = 7;
const quotas = (n: number) => ({ equipmentQuota: n, userQuota: n, operationAccountCount: n, viewAccountCount: n });

interface Dept {
  deptId: number;
  deptPath: string;
}
interface Role {
  roleId: number;
  roleName: string;
  roleKey: string;
  status: string;
  dataScope: string;
  deptIds: number[];
  menuIds: number[];
  deptId: number;
  builtIn: boolean;
  manageable: boolean;
  updateTime: string;
  [k: string]: unknown;
}
interface Tenant {
  name: string;
  agent: Dept;
  sub: Dept;
  customer: Dept;
  /** The role manager's token (scope "organization and below" at the agent). */
  manager: string;
  /** A role of the agent, held by `staff` (a user of the customer). */
  staffRole: Role;
  staff: { userId: number; username: string; token: string };
}

/** DynamoDB reads while `fn` runs: the command names and their inputs as text. */
async function recordReads<T>(fn: () => Promise<T>): Promise<{ result: T; reads: string[] }> {
  const reads: string[] = [];
  const name = `roleTenancy${Math.random()}`;
  dynamoClient.middlewareStack.add(
    (next, context) => async (args) => {
      if (/Query|Scan|BatchGet/.test(String(context.commandName))) reads.push(`${context.commandName} ${JSON.stringify(args.input)}`);
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await fn(), reads };
  } finally {
    dynamoClient.middlewareStack.remove(name);
  }
}
/** The role key ranges a set of reads touched (ElectroDB's `$role_1#...` sort-key prefixes of Queries). */
const roleQueries = (reads: string[]) => reads.filter((r) => r.startsWith('Query') && r.includes('$role_1'));

describe('roles belong to organizations: three tenants', () => {
  let admin: string;
  let seq = 0;
  const uid = () => `${Date.now().toString(36)}${++seq}`;
  const tenants: Tenant[] = [];
  let [x, y, z] = [] as unknown as [Tenant, Tenant, Tenant];

  const role = async (roleId: number): Promise<Role> => {
    const res = await invoke('RoleInfo', { token: admin, query: { roleId: String(roleId) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  async function addRole(token: string, body: Record<string, unknown>): Promise<Role> {
    const res = await invoke('RoleAdd', { token, body: { roleName: `Role ${uid()}`, roleKey: `r${uid()}`, ...body } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  }
  async function addDept(body: Record<string, unknown>): Promise<Dept> {
    const res = await invoke('DeptAdd', { token: admin, body: { deptType: '0', ...body } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  }
  async function addUser(token: string, deptId: number, roleIds: number[]) {
    const username = `tu_${uid()}`;
    const res = await invoke('UserAdd', { token, body: { username, nickName: username, deptId, password: PASSWORD, status: '0', userTypes: [], roleIds } });
    return { res, username, userId: res.json?.data?.userId as number };
  }
  /** Every role of the caller's list, walking its cursor. */
  async function listed(token: string, query: Record<string, string> = {}): Promise<Role[]> {
    const rows: Role[] = [];
    let cursor: string | undefined;
    do {
      const res = await invoke('RolePage', { token, query: { limit: '7', ...query, ...(cursor ? { cursor } : {}) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      rows.push(...res.json.data.rows);
      cursor = res.json.data.next;
    } while (cursor);
    return rows;
  }
  async function configWorks(token: string) {
    expect((await invoke('ConfigPage', { token })).status).toBe(200);
  }

  async function tenant(name: string): Promise<Tenant> {
    const agent = await addDept({ parentId: 100, deptName: `${name} agent ${uid()}`, ...quotas(50) });
    const sub = await addDept({ parentId: agent.deptId, deptName: `${name} sub ${uid()}`, ...quotas(40) });
    const customer = await addDept({ parentId: sub.deptId, deptName: `${name} customer ${uid()}`, deptType: '2', ...quotas(30) });
    // the platform administrator sets up the tenant's role manager (a role of the tenant's agent)
    const managerRole = await addRole(admin, { roleName: `${name} manager`, roleKey: `${name.toLowerCase()}Manager`, menuIds: MANAGER_MENUS, dataScope: '4', deptId: agent.deptId });
    const managerName = `${name.toLowerCase()}_manager_${uid()}`;
    await createTestUser({ username: managerName, password: PASSWORD, roleIds: [managerRole.roleId], deptId: agent.deptId, deptPath: agent.deptPath });
    const manager = await loginAs(managerName, PASSWORD);
    // the tenant's own role (created by its manager in its own organization) and a user of its customer holding it
    const staffRole = await addRole(manager, { roleName: 'Staff', roleKey: 'staff', menuIds: STAFF_MENUS });
    expect(staffRole).toMatchObject({ deptId: agent.deptId, builtIn: false, manageable: true });
    const staff = await addUser(manager, customer.deptId, [staffRole.roleId]);
    expect(staff.res.status, JSON.stringify(staff.res.json)).toBe(200);
    // the manager typed the staff's password: the staff changes it first (decision 0027)
    return { name, agent, sub, customer, manager, staffRole, staff: { userId: staff.userId, username: staff.username, token: await loginAfterFirstChange(staff.username, PASSWORD, `${PASSWORD}x`) } };
  }

  beforeAll(async () => {
    admin = await adminToken();
    for (const name of ['X', 'Y', 'Z']) tenants.push(await tenant(name));
    [x, y, z] = tenants as [Tenant, Tenant, Tenant];
  }, 120_000);

  afterEach(async () => {
    // whatever another tenant tried, each tenant's staff keeps its session and its rights
    for (const t of tenants) await configWorks(t.staff.token);
  });

  it("a tenant's role manager lists, reads and offers only its own roles and the built-in ones it may give", async () => {
    const { result: rows, reads } = await recordReads(() => listed(y.manager));
    const ids = rows.map((r) => r.roleId);
    expect(ids).toContain(y.staffRole.roleId);
    expect(ids).toContain(USER_ROLE);
    for (const other of [x, z]) expect(ids).not.toContain(other.staffRole.roleId);
    // neither the built-in roles above its rights nor the root's roles
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(2);
    expect(rows.every((r) => r.builtIn || r.deptId === y.agent.deptId || r.deptId === y.sub.deptId)).toBe(true);
    // the list read only the built-in roles' index and its own subtree, never another tenant's roles
    for (const q of roleQueries(reads)) expect(q).toMatch(new RegExp(`\\$aed#builtin_true|\\$role_1#deptpath_${y.agent.deptPath}`));
    expect(reads.filter((r) => r.startsWith('Scan'))).toEqual([]);

    // another tenant's role answers exactly as a missing one, on every read
    const missing = 987_654;
    for (const roleId of [x.staffRole.roleId, missing]) {
      expectError(await invoke('RoleInfo', { token: y.manager, query: { roleId: String(roleId) } }), 404, 'role.notFound');
      expectError(await invokeWithParams('RoleMenuTreeselect', { roleId: String(roleId) }, { token: y.manager }), 404, 'role.notFound');
      expectError(await invokeWithParams('RoleDeptTree', { roleId: String(roleId) }, { token: y.manager }), 404, 'role.notFound');
    }
    // the export and the user form's options: nothing of another tenant
    const exported = await invoke('RoleExport', { token: y.manager, query: { roleName: 'staff' } });
    expect(exported.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(exported.raw.body!, 'base64') as never);
    expect(book.worksheets[0]!.getColumn(1).values.slice(2)).toEqual([y.staffRole.roleId]);
    const options = await invoke('RoleOptions', { token: y.manager });
    const optionIds = options.json.data.map((o: { roleId: number }) => o.roleId);
    expect(optionIds).toEqual(expect.arrayContaining([y.staffRole.roleId, USER_ROLE]));
    expect(optionIds).not.toContain(x.staffRole.roleId);
    expectError(await invoke('RoleOptions', { token: y.manager, query: { deptId: String(x.customer.deptId) } }), 404, 'dept.notFound');
  });

  it("cannot change, disable, re-scope or delete another tenant's role: answered as missing, nothing changes", async () => {
    const before = await role(x.staffRole.roleId);
    const attempts = [
      () => invoke('RoleUpdate', { token: y.manager, body: { ...before, roleName: 'Taken over', menuIds: [106] } }),
      () => invoke('RoleChangeStatus', { token: y.manager, body: { roleId: before.roleId, status: '1' } }),
      () => invoke('RoleDataScope', { token: y.manager, body: { roleId: before.roleId, dataScope: '5' } }),
      () => invoke('RoleDelete', { token: y.manager, query: { ids: String(before.roleId) } }),
    ];
    for (const attempt of attempts) {
      expectError(await attempt(), 404, 'role.notFound');
      expect(await role(x.staffRole.roleId)).toEqual(before);
    }
    // a batch mixing its own role with another tenant's changes nothing either
    const mine = await addRole(y.manager, { menuIds: [106] });
    expectError(await invoke('RoleDelete', { token: y.manager, query: { ids: `${mine.roleId},${before.roleId}` } }), 404, 'role.notFound');
    expect((await role(mine.roleId)).roleId).toBe(mine.roleId);
    // X's staff kept its session and rights (afterEach checks it too)
    await configWorks(x.staff.token);
  });

  it('built-in roles are the platform administrators\': a tenant may give the User role, never change it', async () => {
    const userRole = await role(USER_ROLE);
    const seen = await invoke('RoleInfo', { token: y.manager, query: { roleId: String(USER_ROLE) } });
    expect(seen.json.data).toMatchObject({ roleId: USER_ROLE, builtIn: true, manageable: false, deptId: 100 });
    for (const attempt of [
      () => invoke('RoleUpdate', { token: y.manager, body: { ...userRole, roleName: 'Phishing users' } }),
      () => invoke('RoleChangeStatus', { token: y.manager, body: { roleId: USER_ROLE, status: '1' } }),
      () => invoke('RoleDataScope', { token: y.manager, body: { roleId: USER_ROLE, dataScope: '4' } }),
      () => invoke('RoleDelete', { token: y.manager, query: { ids: String(USER_ROLE) } }),
    ]) {
      expectError(await attempt(), 403, 'role.notManageable');
      expect(await role(USER_ROLE)).toEqual(userRole);
    }
    // a platform administrator (data scope "all", roles screen), not the super administrator, changes it
    const platform = await addRole(admin, { menuIds: [101, 1007, 1009, 1010], dataScope: '1' });
    const opsName = `platform_${uid()}`;
    await createTestUser({ username: opsName, password: PASSWORD, roleIds: [platform.roleId] });
    const ops = await loginAs(opsName, PASSWORD);
    const renamed = await invoke('RoleUpdate', { token: ops, body: { ...userRole, remark: 'Every tenant holds it' } });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect((await role(USER_ROLE)).remark).toBe('Every tenant holds it');
    // its code is the platform's (administrator slots, reserved codes); it is never deleted (the seed brings it back)
    expectError(await invoke('RoleUpdate', { token: ops, body: { ...userRole, roleKey: 'member' } }), 409, 'role.builtInImmutable');
    expectError(await invoke('RoleDelete', { token: ops, query: { ids: String(USER_ROLE) } }), 409, 'role.builtInImmutable');
    expect((await role(USER_ROLE)).roleKey).toBe('user');
  });

  it('creates roles only in organizations whose whole subtree is in its scope, with a scope inside that subtree', async () => {
    // default: its own organization; or one below it
    const own = await addRole(y.manager, {});
    expect(own.deptId).toBe(y.agent.deptId);
    const below = await addRole(y.manager, { deptId: y.sub.deptId, dataScope: '2', deptIds: [y.customer.deptId] });
    expect(below).toMatchObject({ deptId: y.sub.deptId, deptIds: [y.customer.deptId] });
    // a caller whose scope holds its organization but not the subtree (own organization only)
    const ownOnly = await addRole(admin, { menuIds: [101, 1007, 1008], dataScope: '3', deptId: y.agent.deptId });
    const clerk = `clerk_${uid()}`;
    await createTestUser({ username: clerk, password: PASSWORD, roleIds: [ownOnly.roleId], deptId: y.agent.deptId, deptPath: y.agent.deptPath });
    const count = (await listed(admin)).length;
    // another tenant's organization answers as a missing one
    expectError(await invoke('RoleAdd', { token: y.manager, body: { roleName: 'Intruder', roleKey: 'intruder', deptId: x.agent.deptId } }), 400, 'role.deptNotFound');
    expectError(await invoke('RoleAdd', { token: y.manager, body: { roleName: 'Intruder', roleKey: 'intruder', deptId: 987_654 } }), 400, 'role.deptNotFound');
    // a custom scope only inside the role's organization subtree ("all" is the root's roles' alone)
    expectError(await invoke('RoleAdd', { token: y.manager, body: { roleName: 'Upward', roleKey: 'upward', deptId: y.sub.deptId, dataScope: '2', deptIds: [y.agent.deptId] } }), 400, 'role.scopeOutsideDept');
    expectError(await invoke('RoleDataScope', { token: y.manager, body: { roleId: below.roleId, dataScope: '2', deptIds: [y.agent.deptId] } }), 400, 'role.scopeOutsideDept');
    expectError(await invoke('RoleAdd', { token: admin, body: { roleName: 'Tenant all', roleKey: 'tenantAll', deptId: y.agent.deptId, dataScope: '1' } }), 400, 'role.scopeOutsideDept');
    expect((await role(below.roleId)).deptIds).toEqual([y.customer.deptId]);
    // the clerk's scope does not hold the subtree of its organization: it keeps no role there
    const clerkToken = await loginAs(clerk, PASSWORD);
    expectError(await invoke('RoleAdd', { token: clerkToken, body: { roleName: 'Clerk made', roleKey: 'clerkMade' } }), 403, 'role.deptNotAllowed');
    // the add form's organization picker offers exactly the organizations a role may be kept in
    const ids = (nodes: { id: number; children?: unknown[] }[]): number[] => nodes.flatMap((n) => [n.id, ...ids((n.children ?? []) as never)]);
    const offered = await invoke('RoleDeptOptions', { token: y.manager });
    expect(ids(offered.json.data).sort((a, b) => a - b)).toEqual([y.agent.deptId, y.sub.deptId, y.customer.deptId].sort((a, b) => a - b));
    expect((await invoke('RoleDeptOptions', { token: clerkToken })).json.data).toEqual([]);
    expect((await listed(admin)).length).toBe(count);
  });

  it('gives its roles to its own users only, never another tenant\'s role, and a role only at or below its organization', async () => {
    const subRole = await addRole(y.manager, { roleName: 'Sub staff', roleKey: 'subStaff', menuIds: [106], deptId: y.sub.deptId });
    // its own role to its own user below the role's organization: yes
    const ok = await addUser(y.manager, y.customer.deptId, [subRole.roleId]);
    expect(ok.res.status, JSON.stringify(ok.res.json)).toBe(200);
    // a role of the sub-agent to a user of the agent (above the role's organization): no
    const above = await addUser(y.manager, y.agent.deptId, [subRole.roleId]);
    expectError(above.res, 403, 'user.roleNotGrantable');
    // another tenant's role answers as a missing one, on add and on update
    const foreign = await addUser(y.manager, y.customer.deptId, [x.staffRole.roleId]);
    expectError(foreign.res, 400, 'user.roleNotFound');
    const info = (await invoke('UserInfo', { token: y.manager, query: { userId: String(ok.userId) } })).json.data;
    expect(info.roles.map((r: { roleId: number }) => r.roleId)).not.toContain(x.staffRole.roleId);
    const { user } = info;
    const body = { ...user, roleIds: [...user.roleIds, x.staffRole.roleId] };
    expectError(await invoke('UserUpdate', { token: y.manager, body }), 400, 'user.roleNotFound');
    expect((await getUserById(ok.userId))!.roleIds).toEqual([subRole.roleId]);
    // nor to another tenant's users, even by the platform administrator: a tenant's role stays in its tenant
    const crossed = await addUser(admin, x.customer.deptId, [y.staffRole.roleId]);
    expectError(crossed.res, 403, 'user.roleNotGrantable');
    // the user form's options follow the organization picked: the sub-agent's role is offered for its customer only
    const options = async (deptId: number) =>
      (await invoke('RoleOptions', { token: y.manager, query: { deptId: String(deptId) } })).json.data.map((o: { roleId: number }) => o.roleId);
    expect(await options(y.customer.deptId)).toEqual(expect.arrayContaining([subRole.roleId, y.staffRole.roleId, USER_ROLE]));
    expect(await options(y.agent.deptId)).not.toContain(subRole.roleId);
    // and what it read: built-in roles and the roles of the customer's organizations in its scope, nothing else
    const { reads } = await recordReads(() => options(y.customer.deptId));
    for (const q of roleQueries(reads)) expect(q).toMatch(/\$aed#builtin_true|\$role_1#deptpath_/);
    expect(roleQueries(reads).some((q) => q.includes(x.agent.deptPath))).toBe(false);
  });

  it("a user edited by someone who does not see one of its roles keeps that role", async () => {
    // a role of the root (the platform's) given to a user of Y by the platform administrator
    const rootRole = await addRole(admin, { menuIds: [106], dataScope: '5' });
    const holder = await addUser(admin, y.customer.deptId, [rootRole.roleId, y.staffRole.roleId]);
    expect(holder.res.status, JSON.stringify(holder.res.json)).toBe(200);
    const info = (await invoke('UserInfo', { token: y.manager, query: { userId: String(holder.userId) } })).json.data;
    // Y's manager is not shown the root's role...
    expect(info.user.roleIds).toEqual([y.staffRole.roleId]);
    expectError(await invoke('RoleInfo', { token: y.manager, query: { roleId: String(rootRole.roleId) } }), 404, 'role.notFound');
    // ...and saving the form (without it, with the User role added) keeps it untouched
    const res = await invoke('UserUpdate', { token: y.manager, body: { ...info.user, nickName: 'Renamed', roleIds: [y.staffRole.roleId, USER_ROLE] } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.roleIds.sort()).toEqual([USER_ROLE, y.staffRole.roleId].sort());
    expect((await getUserById(holder.userId))!.roleIds.sort((a, b) => a - b)).toEqual([rootRole.roleId, USER_ROLE, y.staffRole.roleId].sort((a, b) => a - b));
  });

  it("shows a role's custom organizations only where the caller sees them", async () => {
    // a root role naming organizations of X and Y, read by a root user whose scope is its own organization only
    const named = await addRole(admin, { dataScope: '2', deptIds: [x.sub.deptId, y.sub.deptId, 100] });
    const reader = await addRole(admin, { menuIds: [101, 1007], dataScope: '3' });
    const name = `reader_${uid()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [reader.roleId] });
    const token = await loginAs(name, PASSWORD);
    const seen = await invoke('RoleInfo', { token, query: { roleId: String(named.roleId) } });
    expect(seen.status, JSON.stringify(seen.json)).toBe(200);
    expect(seen.json.data.deptIds).toEqual([100]);
    expect((await role(named.roleId)).deptIds.sort()).toEqual([100, x.sub.deptId, y.sub.deptId].sort());
  });

  it('names and codes repeat across tenants, never within one organization nor with a built-in role', async () => {
    // every tenant has its own "Staff" (made in beforeAll)
    expect(new Set(tenants.map((t) => t.staffRole.roleName))).toEqual(new Set(['Staff']));
    const before = await listed(admin);
    expectError(await invoke('RoleAdd', { token: y.manager, body: { roleName: 'STAFF', roleKey: 'other' } }), 409, 'role.nameExists');
    expectError(await invoke('RoleAdd', { token: y.manager, body: { roleName: 'Other', roleKey: 'Staff' } }), 409, 'role.keyExists');
    // a built-in role's name or code (public: the platform's), whether the caller sees that role or not
    expectError(await invoke('RoleAdd', { token: y.manager, body: { roleName: 'user', roleKey: 'notUser' } }), 409, 'role.nameExists');
    expectError(await invoke('RoleAdd', { token: y.manager, body: { roleName: 'Certificate manager', roleKey: 'certs' } }), 409, 'role.nameExists');
    expectError(await invoke('RoleAdd', { token: y.manager, body: { roleName: 'Not the operator', roleKey: 'OPERATOR' } }), 409, 'role.keyExists');
    expect(await listed(admin)).toEqual(before);
    // in a sub-organization the same name is free again
    const again = await addRole(y.manager, { roleName: 'Staff', roleKey: 'staff', deptId: y.sub.deptId });
    expect(again.deptId).toBe(y.sub.deptId);
    // a built-in role may not take a name a tenant's role carries (the platform administrator sees them all)
    const userRole = await role(USER_ROLE);
    expectError(await invoke('RoleUpdate', { token: admin, body: { ...userRole, roleName: 'staff' } }), 409, 'role.nameExists');
    // renaming frees the old name in its organization
    const renamed = await invoke('RoleUpdate', { token: y.manager, body: { ...again, roleName: 'Sub staff renamed' } });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect((await addRole(y.manager, { roleName: 'Staff', roleKey: 'staff2', deptId: y.sub.deptId })).roleName).toBe('Staff');
  });

  it('an organization owns at most MAX_ROLES_PER_DEPT roles; other organizations are not affected', async () => {
    const counter = `deptRoles#${z.sub.deptId}`;
    const first = await addRole(z.manager, { deptId: z.sub.deptId });
    expect((await CounterEntity.get({ name: counter }).go()).data?.value).toBe(1);
    // as if the sub-agent had made all but one of its roles
    await CounterEntity.put({ name: counter, value: MAX_ROLES_PER_DEPT - 1 }).go();
    const last = await addRole(z.manager, { deptId: z.sub.deptId });
    const full = await invoke('RoleAdd', { token: z.manager, body: { roleName: 'One too many', roleKey: 'oneTooMany', deptId: z.sub.deptId } });
    expectError(full, 409, 'role.tooMany');
    expect(full.json.params).toMatchObject({ max: MAX_ROLES_PER_DEPT });
    expect((await listed(admin, { roleKey: 'oneTooMany' })).length).toBe(0);
    // another organization of the same tenant, and other tenants, still create roles
    await addRole(z.manager, {});
    await addRole(x.manager, { deptId: x.sub.deptId });
    // a delete makes room again
    expect((await invoke('RoleDelete', { token: z.manager, query: { ids: `${first.roleId},${last.roleId}` } })).status).toBe(200);
    await addRole(z.manager, { deptId: z.sub.deptId });
  });

  it('an organization that owns roles is not deleted; a move takes its roles along', async () => {
    const leaf = await addDept({ parentId: z.sub.deptId, deptName: `Z leaf ${uid()}`, deptType: '2', ...quotas(5) });
    const owned = await addRole(z.manager, { deptId: leaf.deptId });
    expectError(await invoke('DeptDelete', { token: admin, query: { deptId: String(leaf.deptId) } }), 409, 'dept.hasRoles');
    expect((await invoke('DeptInfo', { token: admin, query: { deptId: String(leaf.deptId) } })).status).toBe(200);
    // moved under another tenant: its role goes with it (the new tenant sees it, the old one no longer)
    const info = (await invoke('DeptInfo', { token: admin, query: { deptId: String(leaf.deptId) } })).json.data;
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = info;
    const moved = await invoke('DeptUpdate', { token: admin, body: { ...body, parentId: x.sub.deptId } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await getRoleById(owned.roleId))!.deptPath).toBe(`${x.sub.deptPath}${leaf.deptId},`);
    expect((await invoke('RoleInfo', { token: x.manager, query: { roleId: String(owned.roleId) } })).status).toBe(200);
    expectError(await invoke('RoleInfo', { token: z.manager, query: { roleId: String(owned.roleId) } }), 404, 'role.notFound');
    // once the role is gone, the organization goes
    expect((await invoke('RoleDelete', { token: x.manager, query: { ids: String(owned.roleId) } })).status).toBe(200);
    expect((await invoke('DeptDelete', { token: admin, query: { deptId: String(leaf.deptId) } })).status).toBe(200);
  });

  it("a menu held by any tenant's role is not deleted, without reading every tenant's roles", async () => {
    const menu = await invoke('MenuAdd', { token: admin, body: { menuName: `Held ${uid()}`, menuType: 'C', path: `held${uid()}`, component: 'a/held', perms: `held:${uid()}:list`, parentId: 1 } });
    expect(menu.status, JSON.stringify(menu.json)).toBe(200);
    const menuId = menu.json.data.menuId as number;
    // held by a role of Z's customer only (the platform administrator gives any menu)
    const holder = await addRole(admin, { menuIds: [menuId], deptId: z.customer.deptId });
    expect(await menuHolderCount(menuId)).toBe(1);
    const { result: refused, reads } = await recordReads(() => invoke('MenuDelete', { token: admin, query: { menuId: String(menuId) } }));
    expectError(refused, 409, 'menu.assigned');
    expect(roleQueries(reads)).toEqual([]);
    expect((await invoke('MenuInfo', { token: admin, query: { menuId: String(menuId) } })).status).toBe(200);
    // once no role holds it, it goes
    const current = await role(holder.roleId);
    expect((await invoke('RoleUpdate', { token: admin, body: { ...current, menuIds: [] } })).status).toBe(200);
    expect(await menuHolderCount(menuId)).toBe(0);
    expect((await invoke('MenuDelete', { token: admin, query: { menuId: String(menuId) } })).status).toBe(200);
  });

  it('a role given a menu while that menu is deleted: one of the two is refused, never a role holding a deleted menu', async () => {
    for (let round = 0; round < 3; round++) {
      const menu = await invoke('MenuAdd', { token: admin, body: { menuName: `Race ${uid()}`, menuType: 'C', path: `race${uid()}`, component: 'a/race', perms: `race:${uid()}:list`, parentId: 1 } });
      const menuId = menu.json.data.menuId as number;
      const target = await addRole(admin, { deptId: x.sub.deptId });
      const [grant, removal] = await Promise.all([
        invoke('RoleUpdate', { token: admin, body: { ...target, menuIds: [menuId] } }),
        invoke('MenuDelete', { token: admin, query: { menuId: String(menuId) } }),
      ]);
      const exists = (await invoke('MenuInfo', { token: admin, query: { menuId: String(menuId) } })).status === 200;
      const held = (await getRoleById(target.roleId))!.menuIds.includes(menuId);
      expect(grant.status === 200 && removal.status === 200, `${JSON.stringify(grant.json)} ${JSON.stringify(removal.json)}`).toBe(false);
      if (!exists) expect(held).toBe(false);
      if (held) expect(await menuHolderCount(menuId)).toBe(1);
    }
  });
});
