import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { adminToken, invoke, loginAfterFirstChange, loginAs } from '../helpers';
import { createTestUser, expectError, userImportXlsx } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { listCertificateMarkers } from '../../src/data/access/jobs';
import { addUserReference, createUser, userMarkerExists } from '../../src/data/access/users';
import { getUserById } from '../../src/data/access/user-reads';
import { deletePosts, getPostById } from '../../src/data/access/posts';
import { deleteRoles, getRoleById } from '../../src/data/access/roles';
import { postIsHeld } from '../../src/data/access/user-posts';
import { nextId } from '../../src/data/access/ids';
import { daysFromToday } from '../../src/domain/user/user-records';
import type { Actor } from '../../src/domain/actor';
import { callerLanguage, languageFromHeader } from '../../src/domain/common/caller-language';

const PASSWORD = 'User#2026pw';
const NEW_PASSWORD = 'Reset#2026pw';
/** Seeded roles (seed-data.ts). */
const ROLE = { admin: 1, opsAdmin: 2, orgAdmin: 3, certManager: 4, operator: 5, superuser: 6, user: 7, readonlyAdmin: 8, operationAdmin: 9 } as const;

let seq = 0;
const uid = () => `${Date.now().toString(36).slice(-5)}${++seq}`;

interface UserRow {
  userId: number;
  username: string;
  deptId: number;
  status: string;
  certificateState: string;
  [k: string]: unknown;
}

describe('users', () => {
  let admin: string;

  const base = (over: Record<string, unknown> = {}): Record<string, unknown> & { username: string; phonenumber?: string } => {
    const id = uid();
    return { username: `u_${id}`, nickName: `User ${id}`, deptId: 100, password: PASSWORD, status: '0', userTypes: [], roleIds: [ROLE.user], ...over };
  };
  async function add(body: Record<string, unknown>, as = admin) {
    return invoke('UserAdd', { token: as, body });
  }
  async function addOk(over: Record<string, unknown> = {}, as = admin): Promise<{ userId: number; username: string }> {
    const body = base(over);
    const res = await add(body, as);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return { userId: res.json.data.userId, username: body.username as string };
  }
  async function info(userId: number, as = admin) {
    return invoke('UserInfo', { token: as, query: { userId: String(userId) } });
  }
  async function page(query: Record<string, string> = {}, as = admin): Promise<{ total: number; rows: UserRow[]; next?: string }> {
    const res = await invoke('UserPage', { token: as, query: { limit: '50', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  }
  /** The record as the edit form sends it back. */
  async function editable(userId: number) {
    const u = (await info(userId)).json.data.user;
    return {
      userId: u.userId,
      nickName: u.nickName,
      deptId: u.deptId,
      email: u.email,
      phonenumber: u.phonenumber,
      sex: u.sex,
      language: u.language,
      status: u.status,
      userTypes: u.userTypes,
      roleIds: u.roleIds,
      postIds: u.postIds,
      remark: u.remark,
      certificateBegin: u.certificateBegin,
      certificateEnd: u.certificateEnd,
    };
  }
  async function addDept(body: Record<string, unknown>): Promise<{ deptId: number; deptPath: string }> {
    const res = await invoke('DeptAdd', { token: admin, body: { deptType: '0', deptName: `Org ${uid()}`, ...body } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  }
  const quotas = (users: number, operators: number, viewers: number) => ({ equipmentQuota: Math.max(users, operators, viewers), userQuota: users, operationAccountCount: operators, viewAccountCount: viewers });

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('adds a user, reads, lists, finds it by keyword and logs the change', async () => {
    const body = base({ email: `a${uid()}@example.com`, phonenumber: `+33 6 ${String(Date.now()).slice(-8)}`, remark: 'night shift', sex: '1', language: 'fr' });
    const res = await add(body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { userId } = res.json.data;
    const read = await info(userId);
    expect(read.json.data.user).toMatchObject({ username: body.username, nickName: body.nickName, deptName: 'AED Cloud', sex: '1', language: 'fr', status: '0', roleIds: [ROLE.user], certificateState: 'none', createBy: 'admin' });
    expect(Object.keys(read.json.data.user)).not.toContain('passwordHash');
    // the form's options: roles the caller may give, with what they allow
    expect(read.json.data.roles.find((r: { roleId: number }) => r.roleId === ROLE.operator)).toMatchObject({ canHandleOrders: true, canDistributeOrders: false });

    const byPhone = await page({ keyword: body.phonenumber!.slice(-6) });
    expect(byPhone.rows.map((r) => r.username)).toEqual([body.username]);
    const byRemark = await page({ keyword: 'NIGHT SHIFT' });
    expect(byRemark.rows.map((r) => r.username)).toContain(body.username);
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7), 20);
    const log = logs.find((l) => l.title === 'user' && l.businessType === 'add' && l.operParam.includes(body.username));
    expect(log).toBeDefined();
    expect(log!.operParam).not.toContain(PASSWORD);

    // the new user logs in with the initial password and must change it
    const token = await loginAs(body.username, PASSWORD);
    const me = await invoke('GetInfo', { token });
    expect(me.json.data.passwordStatus).toBe(3);
  });

  it('refuses invalid fields with their codes and creates nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'bad name!' }, 'user.accountFormat'],
      [{ username: 'a'.repeat(31) }, 'user.accountFormat'],
      [{ username: '' }, 'user.accountRequired'],
      [{ nickName: 'n'.repeat(31) }, 'user.nameTooLong'],
      [{ email: 'not-an-email' }, 'user.emailFormat'],
      [{ phonenumber: 'call me' }, 'user.phoneFormat'],
      [{ roleIds: [] }, 'user.roleRequired'],
      [{ password: 'short' }, 'password.weak'],
      [{ certificateBegin: '2026-05-01', certificateEnd: '2026-04-01' }, 'user.certificateRange'],
      [{ certificateBegin: '2026-05-01' }, 'user.certificateRange'],
    ];
    for (const [over, code] of cases) {
      const body = base(over);
      const res = await add(body);
      expect(res.status, `${code}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(JSON.stringify(res.json), code).toContain(code);
      if (typeof body.username === 'string' && body.username) expect((await page({ keyword: body.username.toLowerCase() })).total).toBe(0);
    }
    expectError(await add(base({ roleIds: [99999] })), 400, 'user.roleNotFound');
    expectError(await add(base({ postIds: [99999] })), 400, 'user.postNotFound');
    expectError(await add(base({ deptId: 999999 })), 404, 'dept.notFound');
  });

  it('refuses a duplicate account, email or phone on add and on update, changing nothing', async () => {
    const email = `dup${uid()}@example.com`;
    const phone = `+1 555 ${String(Date.now()).slice(-7)}`;
    const first = await addOk({ email, phonenumber: phone });
    expectError(await add(base({ username: first.username.toUpperCase() })), 409, 'user.accountExists');
    expectError(await add(base({ email: email.toUpperCase() })), 409, 'user.emailExists');
    expectError(await add(base({ phonenumber: phone.replace(/ /g, '') })), 409, 'user.phoneExists');

    const second = await addOk({ email: `other${uid()}@example.com` });
    const before = await editable(second.userId);
    expectError(await invoke('UserUpdate', { token: admin, body: { ...before, email } }), 409, 'user.emailExists');
    expectError(await invoke('UserUpdate', { token: admin, body: { ...before, phonenumber: phone } }), 409, 'user.phoneExists');
    expect(await editable(second.userId)).toEqual(before);

    // the first user's old email is free once it changes
    const firstFields = await editable(first.userId);
    const moved = await invoke('UserUpdate', { token: admin, body: { ...firstFields, email: `new${uid()}@example.com` } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const now = await invoke('UserUpdate', { token: admin, body: { ...before, email } });
    expect(now.status, JSON.stringify(now.json)).toBe(200);
  });

  it('never operates on the super administrator, nor lets a user delete or disable themselves', async () => {
    const superAdmin = (await page({ keyword: 'admin' })).rows.find((r) => r.username === 'admin')!;
    expect(superAdmin).toBeDefined();
    const fields = await editable(superAdmin.userId);
    expectError(await invoke('UserUpdate', { token: admin, body: { ...fields, nickName: 'x' } }), 403, 'user.superAdminImmutable');
    expectError(await invoke('UserDelete', { token: admin, query: { ids: String(superAdmin.userId) } }), 409, 'user.deleteSelf');
    expectError(await invoke('UserResetPwd', { token: admin, body: { userId: superAdmin.userId, password: NEW_PASSWORD } }), 403, 'user.superAdminImmutable');
    expectError(await invoke('UserChangeStatus', { token: admin, body: { userId: superAdmin.userId, status: '1' } }), 403, 'user.superAdminImmutable');

    // another super-admin-role holder (one given the role before it stopped being assignable: decision 0035) cannot
    // touch the super administrator account either
    const otherName = `legacy_${uid()}`;
    const other = { userId: await createTestUser({ username: otherName, password: PASSWORD, roleIds: [ROLE.admin], passwordKind: 'initial' }), username: otherName };
    const otherToken = await loginAfterFirstChange(other.username, PASSWORD, NEW_PASSWORD);
    expectError(await invoke('UserDelete', { token: otherToken, query: { ids: String(superAdmin.userId) } }), 403, 'user.superAdminImmutable');
    expectError(await invoke('UserDelete', { token: otherToken, query: { ids: String(other.userId) } }), 409, 'user.deleteSelf');
    expectError(await invoke('UserChangeStatus', { token: otherToken, body: { userId: other.userId, status: '1' } }), 409, 'user.deleteSelf');
  });

  it('never gives the super administrator role, not even as the super administrator; a holder from before keeps it (decision 0035)', async () => {
    // not offered: neither in the user form's options nor in the role picker
    expect((await invoke('UserInfo', { token: admin })).json.data.roles.map((r: { roleId: number }) => r.roleId)).not.toContain(ROLE.admin);
    expect((await invoke('RoleOptions', { token: admin })).json.data.map((r: { roleId: number }) => r.roleId)).not.toContain(ROLE.admin);
    // refused on add and on update, with its own code, and nothing is written
    const body = base({ roleIds: [ROLE.admin] });
    expectError(await add(body), 403, 'user.superAdminRoleNotAssignable');
    expect(await userMarkerExists(body.username)).toBe(false);
    const plain = await addOk();
    const fields = await editable(plain.userId);
    expectError(await invoke('UserUpdate', { token: admin, body: { ...fields, roleIds: [ROLE.user, ROLE.admin] } }), 403, 'user.superAdminRoleNotAssignable');
    expect((await getUserById(plain.userId))?.roleIds).toEqual([ROLE.user]);
    // a user given it before keeps it through an edit of something else
    const legacy = await createTestUser({ username: `legacy_${uid()}`, password: PASSWORD, roleIds: [ROLE.admin] });
    const legacyFields = await editable(legacy);
    expect(legacyFields.roleIds).toEqual([ROLE.admin]);
    expect((await invoke('UserUpdate', { token: admin, body: { ...legacyFields, nickName: 'Kept' } })).status).toBe(200);
    expect(await getUserById(legacy)).toMatchObject({ nickName: 'Kept', roleIds: [ROLE.admin] });
  });

  it('deletes users (all or nothing), keeps the account name, frees email and phone, refuses users used by a sale', async () => {
    const email = `gone${uid()}@example.com`;
    const a = await addOk({ email });
    const b = await addOk();
    await addUserReference(b.userId, 'sale', 'S-1');
    expectError(await invoke('UserDelete', { token: admin, query: { ids: `${a.userId},${b.userId}` } }), 409, 'user.usedBySale');
    expect(await getUserById(a.userId)).not.toBeNull();

    const token = await loginAs(a.username, PASSWORD);
    const ok = await invoke('UserDelete', { token: admin, query: { ids: String(a.userId) } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(await getUserById(a.userId)).toBeNull();
    expect((await invoke('GetInfo', { token })).status).toBe(401);
    expectError(await add(base({ username: a.username })), 409, 'user.accountExists');
    expect((await add(base({ email }))).status).toBe(200);
    expectError(await invoke('UserDelete', { token: admin, query: { ids: String(a.userId) } }), 404, 'user.notFound');
  });

  it('disabling a user or resetting the password ends that user sessions; enabling counts against the quota again', async () => {
    const u = await addOk();
    const t1 = await loginAs(u.username, PASSWORD);
    expect((await invoke('UserChangeStatus', { token: admin, body: { userId: u.userId, status: '1' } })).status).toBe(200);
    expect((await invoke('GetInfo', { token: t1 })).status).toBe(401);
    await expect(loginAs(u.username, PASSWORD)).rejects.toThrow();
    expect((await invoke('UserChangeStatus', { token: admin, body: { userId: u.userId, status: '0' } })).status).toBe(200);

    const t2 = await loginAs(u.username, PASSWORD);
    const reset = await invoke('UserResetPwd', { token: admin, body: { userId: u.userId, password: NEW_PASSWORD } });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expect((await invoke('GetInfo', { token: t2 })).status).toBe(401);
    const t3 = await loginAs(u.username, NEW_PASSWORD);
    expect((await invoke('GetInfo', { token: t3 })).json.data.passwordStatus).toBe(3);
    expectError(await invoke('UserResetPwd', { token: admin, body: { userId: u.userId, password: 'weak' } }), 400, 'password.weak');
  });

  it('user types follow the roles: handling needs a role that handles orders, messages one that distributes them', async () => {
    expectError(await add(base({ roleIds: [ROLE.user], userTypes: ['handler'] })), 400, 'user.handlerNotAllowed');
    expectError(await add(base({ roleIds: [ROLE.operator], userTypes: ['reminder'] })), 400, 'user.reminderNotAllowed');
    const handler = await addOk({ roleIds: [ROLE.operator], userTypes: ['handler'] });
    const both = await addOk({ roleIds: [ROLE.superuser], userTypes: ['handler', 'reminder'] });
    const fields = await editable(handler.userId);
    expectError(await invoke('UserUpdate', { token: admin, body: { ...fields, roleIds: [ROLE.user] } }), 400, 'user.handlerNotAllowed');

    const handlers = await invoke('UserHandleUsers', { token: admin, query: {} });
    const ids = handlers.json.data.map((o: { userId: number }) => o.userId);
    expect(ids).toEqual(expect.arrayContaining([handler.userId, both.userId]));
    const msg = (await invoke('UserMsgUsers', { token: admin, query: {} })).json.data.map((o: { userId: number }) => o.userId);
    expect(msg).toContain(both.userId);
    expect(msg).not.toContain(handler.userId);
    const dealWith = await invoke('UserDealWithPage', { token: admin, query: { limit: '50' } });
    expect(dealWith.status, JSON.stringify(dealWith.json)).toBe(200);
    expect(dealWith.json.data.rows.length).toBeGreaterThan(0);
    expect(dealWith.json.data.rows.every((r: { userTypes: string[] }) => r.userTypes.includes('handler'))).toBe(true);
    // each handler is found by its account; an ordinary user never is
    const plain = await addOk();
    for (const [who, expected] of [[handler, [handler.userId]], [both, [both.userId]], [plain, []]] as const) {
      const found = await invoke('UserDealWithPage', { token: admin, query: { limit: '50', keyword: who.username } });
      expect(found.json.data.rows.map((r: UserRow) => r.userId), who.username).toEqual(expected);
      expect(found.json.data.total).toBe(expected.length);
    }
  });

  it('requires the name, organization, status and user types on add and on update, and writes nothing without them', async () => {
    const omit = (body: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));
    const cases: [field: string, value: unknown, code: string][] = [
      ['nickName', undefined, 'user.nameRequired'],
      ['nickName', '', 'user.nameRequired'],
      ['nickName', '   ', 'user.nameRequired'],
      ['deptId', undefined, 'user.deptRequired'],
      ['deptId', '', 'user.deptRequired'],
      ['deptId', 0, 'user.deptRequired'],
      ['status', undefined, 'user.statusRequired'],
      ['status', '', 'user.statusRequired'],
      ['status', '9', 'user.statusRequired'],
      ['userTypes', undefined, 'user.userTypeRequired'],
      ['userTypes', null, 'user.userTypeRequired'],
      ['userTypes', 'handler', 'user.userTypeRequired'],
    ];
    const fieldCodes = (res: { json: { fields?: { path: string; errorCode: string }[] } }) => res.json.fields ?? [];
    for (const [field, value, code] of cases) {
      const label = `add ${field}=${JSON.stringify(value)}`;
      const body = value === undefined ? omit(base(), field) : base({ [field]: value });
      const res = await add(body);
      expect(res.status, `${label}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.errorCode, label).toBe(code);
      expect(fieldCodes(res), label).toContainEqual({ path: field, errorCode: code });
      expect(await userMarkerExists(body.username as string), label).toBe(false);
      expect((await page({ keyword: (body.username as string).toLowerCase() })).total, label).toBe(0);
    }

    const target = await addOk({ roleIds: [ROLE.operator], userTypes: ['handler'] });
    const stored = await getUserById(target.userId);
    const fields = await editable(target.userId);
    for (const [field, value, code] of cases) {
      const label = `update ${field}=${JSON.stringify(value)}`;
      const body = value === undefined ? omit(fields, field) : { ...fields, [field]: value };
      const res = await invoke('UserUpdate', { token: admin, body });
      expect(res.status, `${label}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.errorCode, label).toBe(code);
      expect(fieldCodes(res), label).toContainEqual({ path: field, errorCode: code });
    }
    expect(await getUserById(target.userId)).toEqual(stored);
    // the same body with the fields present is accepted (the cases above fail for the missing field alone)
    const ok = await invoke('UserUpdate', { token: admin, body: { ...fields, nickName: 'Still here' } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  describe('data scope and rights of an organization administrator', () => {
    let agent: { deptId: number; deptPath: string };
    let customer: { deptId: number; deptPath: string };
    let other: { deptId: number; deptPath: string };
    let orgAdmin: string;
    let inside: { userId: number; username: string };
    let outside: { userId: number; username: string };
    let peerAdmin: { userId: number; username: string };

    beforeAll(async () => {
      agent = await addDept({ parentId: 100, ...quotas(20, 20, 20) });
      customer = await addDept({ parentId: agent.deptId, deptType: '2', ...quotas(10, 10, 10) });
      other = await addDept({ parentId: 100, ...quotas(20, 20, 20) });
      const adminName = `oa_${uid()}`;
      await createTestUser({ username: adminName, password: PASSWORD, roleIds: [ROLE.orgAdmin], deptId: agent.deptId, deptPath: agent.deptPath });
      orgAdmin = await loginAs(adminName, PASSWORD);
      inside = await addOk({ deptId: customer.deptId });
      outside = await addOk({ deptId: other.deptId });
      peerAdmin = await addOk({ deptId: customer.deptId, roleIds: [ROLE.orgAdmin] });
    });

    it('lists and reads only users of its organization and below', async () => {
      const rows = (await page({}, orgAdmin)).rows;
      expect(rows.every((r) => [agent.deptId, customer.deptId].includes(r.deptId))).toBe(true);
      expect(rows.map((r) => r.userId)).toContain(inside.userId);
      expect(rows.map((r) => r.userId)).not.toContain(outside.userId);
      expectError(await info(outside.userId, orgAdmin), 404, 'user.notFound');
      // an organization outside the scope answers as a missing one (no oracle of other tenants' organization ids)
      expectError(await invoke('UserPage', { token: orgAdmin, query: { limit: '10', deptId: String(other.deptId) } }), 404, 'dept.notFound');
      expect((await page({ deptId: String(customer.deptId) }, orgAdmin)).rows.every((r) => r.deptId === customer.deptId)).toBe(true);
      expectError(await invoke('UserOrgUsers', { token: orgAdmin, query: { deptId: String(other.deptId) } }), 404, 'dept.notFound');
    });

    it('pickers: its own organization\'s enabled users (getCurrentOrgUsers), one organization in scope (queryOrgUsers)', async () => {
      const own = await addOk({ deptId: agent.deptId });
      const disabled = await addOk({ deptId: agent.deptId });
      expect((await invoke('UserChangeStatus', { token: admin, body: { userId: disabled.userId, status: '1' } })).status).toBe(200);
      const ids = (res: { json: { data: { userId: number }[] } }) => res.json.data.map((o) => o.userId);
      const current = await invoke('UserCurrentOrgUsers', { token: orgAdmin });
      expect(current.status).toBe(200);
      // exactly its own organization: not the customer below it, not the disabled user, not other tenants
      expect(ids(current)).toContain(own.userId);
      expect(ids(current)).not.toContain(disabled.userId);
      expect(ids(current)).not.toContain(inside.userId);
      expect(ids(current)).not.toContain(outside.userId);
      expect(current.json.data.every((o: { deptId: number }) => o.deptId === agent.deptId)).toBe(true);
      expect(current.json.data[0]).toEqual({ userId: expect.any(Number), username: expect.any(String), nickName: expect.any(String), deptId: agent.deptId });
      const customerUsers = await invoke('UserOrgUsers', { token: orgAdmin, query: { deptId: String(customer.deptId) } });
      expect(ids(customerUsers)).toEqual(expect.arrayContaining([inside.userId, peerAdmin.userId]));
      expect(ids(customerUsers)).not.toContain(own.userId);
    });

    it('cannot write outside its scope nor hand out rights it does not hold', async () => {
      // another organization answers as a missing one (no oracle of other tenants' organization ids)
      expectError(await add(base({ deptId: other.deptId }), orgAdmin), 404, 'dept.notFound');
      expectError(await add(base({ deptId: 987_654 }), orgAdmin), 404, 'dept.notFound');
      // roles above its rights are not even seen: they answer as missing ones (decision 0025)
      expectError(await add(base({ deptId: customer.deptId, roleIds: [ROLE.admin] }), orgAdmin), 400, 'user.roleNotFound');
      expectError(await add(base({ deptId: customer.deptId, roleIds: [ROLE.opsAdmin] }), orgAdmin), 400, 'user.roleNotFound');
      const fields = await editable(inside.userId);
      expectError(await invoke('UserUpdate', { token: orgAdmin, body: { ...fields, roleIds: [ROLE.admin] } }), 400, 'user.roleNotFound');
      expectError(await invoke('UserUpdate', { token: orgAdmin, body: { ...fields, deptId: other.deptId } }), 404, 'dept.notFound');
      expect(await editable(inside.userId)).toEqual(fields);
      expectError(await invoke('UserDelete', { token: orgAdmin, query: { ids: String(outside.userId) } }), 404, 'user.notFound');
      expectError(await invoke('UserResetPwd', { token: orgAdmin, body: { userId: outside.userId, password: NEW_PASSWORD } }), 404, 'user.notFound');
      // a user holding a role the caller could not give is out of reach (no takeover by password reset)
      expectError(await invoke('UserResetPwd', { token: orgAdmin, body: { userId: peerAdmin.userId, password: NEW_PASSWORD } }), 403, 'user.roleNotGrantable');
      expect(await loginAs(peerAdmin.username, PASSWORD)).toBeTruthy();
      // inside its scope, with roles it may give, it works
      const ok = await add(base({ deptId: customer.deptId, roleIds: [ROLE.operationAdmin] }), orgAdmin);
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    });

    it('records certificate validity only with the certificate right', async () => {
      const name = `su_${uid()}`;
      await createTestUser({ username: name, password: PASSWORD, roleIds: [ROLE.superuser], deptId: agent.deptId, deptPath: agent.deptPath });
      const superuser = await loginAs(name, PASSWORD); // user management without the certificate right
      expectError(await add(base({ deptId: customer.deptId, certificateBegin: '2026-01-01', certificateEnd: '2027-01-01' }), superuser), 403, 'common.forbidden');
      const fields = await editable(inside.userId);
      expectError(await invoke('UserUpdate', { token: superuser, body: { ...fields, certificateBegin: '2026-01-01', certificateEnd: '2027-01-01' } }), 403, 'common.forbidden');
      expectError(await invoke('UserCertification', { token: superuser, body: { userId: inside.userId, certificateBegin: '2026-01-01', certificateEnd: '2027-01-01' } }), 403, 'common.forbidden');
      expect(await editable(inside.userId)).toEqual(fields);
      // sending the stored range back unchanged is an ordinary edit
      const renamed = await invoke('UserUpdate', { token: superuser, body: { ...fields, nickName: 'Renamed' } });
      expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
      // the organization administrator holds the right
      const recorded = await invoke('UserUpdate', { token: orgAdmin, body: { ...fields, nickName: 'Renamed', certificateBegin: '2026-01-01', certificateEnd: '2027-01-01' } });
      expect(recorded.status, JSON.stringify(recorded.json)).toBe(200);
      expect((await info(inside.userId)).json.data.user).toMatchObject({ certificateBegin: '2026-01-01', certificateEnd: '2027-01-01' });
    });

    it('an "only own" user lists only itself', async () => {
      const name = `self_${uid()}`;
      const selfId = await createTestUser({ username: name, password: PASSWORD, roleIds: [ROLE.user], deptId: customer.deptId, deptPath: customer.deptPath });
      // role 7 has no menus: give the list permission through a role with scope 5
      const role = await invoke('RoleAdd', { token: admin, body: { roleName: `Self ${uid()}`, roleKey: `self${uid()}`, roleSort: 1, status: '0', dataScope: '5', menuIds: [1, 100], deptIds: [], remark: '' } });
      expect(role.status, JSON.stringify(role.json)).toBe(200);
      const fields = await editable(selfId);
      expect((await invoke('UserUpdate', { token: admin, body: { ...fields, roleIds: [role.json.data.roleId] } })).status).toBe(200);
      const token = await loginAs(name, PASSWORD);
      const rows = (await page({}, token)).rows;
      expect(rows.map((r) => r.userId)).toEqual([selfId]);
      expectError(await invoke('UserPage', { token, query: { limit: '10', deptId: String(other.deptId) } }), 404, 'dept.notFound');
    });
  });

  it('certificate warnings, handlers, export and the handler/message pickers show a tenant administrator only its own subtree', async () => {
    const mark = `tenant-lists-${uid()}`;
    const tenant = async () => {
      const agent = await addDept({ parentId: 100, ...quotas(20, 20, 20) });
      const customer = await addDept({ parentId: agent.deptId, deptType: '2', ...quotas(10, 10, 10) });
      const adminName = `ta_${uid()}`;
      await createTestUser({ username: adminName, password: PASSWORD, roleIds: [ROLE.orgAdmin], deptId: agent.deptId, deptPath: agent.deptPath });
      const users = {
        // a work-order handler in the customer, with an overdue certificate
        handler: await addOk({ deptId: customer.deptId, roleIds: [ROLE.operator], userTypes: ['handler'], remark: mark, certificateBegin: '2020-01-01', certificateEnd: daysFromToday(-5) }),
        // handles and gets messages, certificate expiring soon, at the agent itself
        reminder: await addOk({ deptId: agent.deptId, roleIds: [ROLE.superuser], userTypes: ['handler', 'reminder'], remark: mark, certificateBegin: '2020-01-01', certificateEnd: daysFromToday(5) }),
        plain: await addOk({ deptId: customer.deptId, remark: mark }),
      };
      return { depts: [agent.deptId, customer.deptId], token: await loginAs(adminName, PASSWORD), users, ids: Object.values(users).map((u) => u.userId) };
    };
    const a = await tenant();
    const b = await tenant();

    for (const [me, them] of [[a, b], [b, a]] as const) {
      const mine = (rows: { userId: number; deptId: number }[], label: string) => {
        expect(rows.length, `${label}: not empty`).toBeGreaterThan(0);
        expect(rows.filter((r) => !me.depts.includes(r.deptId)), `${label}: only its subtree`).toEqual([]);
        expect(rows.map((r) => r.userId).filter((id) => them.ids.includes(id)), `${label}: nothing of the other tenant`).toEqual([]);
        return rows.map((r) => r.userId);
      };
      const get = async (routeId: 'UserWarningPage' | 'UserDealWithPage' | 'UserHandleUsers' | 'UserMsgUsers', query: Record<string, string> = {}) => {
        const res = await invoke(routeId, { token: me.token, query });
        expect(res.status, `${routeId}: ${JSON.stringify(res.json)}`).toBe(200);
        return res.json.data;
      };

      const warnings = mine((await get('UserWarningPage', { limit: '50' })).rows, 'waringPage');
      expect(warnings.sort()).toEqual([me.users.handler.userId, me.users.reminder.userId].sort());
      expect(mine((await get('UserWarningPage', { limit: '50', certificateState: 'overdue' })).rows, 'waringPage overdue')).toEqual([me.users.handler.userId]);
      // the other tenant's organization answers as a missing one
      expectError(await invoke('UserWarningPage', { token: me.token, query: { limit: '50', deptId: String(them.depts[0]) } }), 404, 'dept.notFound');

      const dealWith = await get('UserDealWithPage', { limit: '50' });
      expect(mine(dealWith.rows, 'dealWithPage').sort()).toEqual([me.users.handler.userId, me.users.reminder.userId].sort());
      expect(dealWith.total).toBe(2);

      const handlers = mine(await get('UserHandleUsers'), 'getHandleUsers');
      expect(handlers).toEqual(expect.arrayContaining([me.users.handler.userId, me.users.reminder.userId]));
      expect(handlers).not.toContain(me.users.plain.userId);
      expectError(await invoke('UserHandleUsers', { token: me.token, query: { deptId: String(them.depts[1]) } }), 404, 'dept.notFound');
      const messages = mine(await get('UserMsgUsers'), 'getMsgUsers');
      expect(messages).toEqual([me.users.reminder.userId]);
      expectError(await invoke('UserMsgUsers', { token: me.token, query: { deptId: String(them.depts[0]) } }), 404, 'dept.notFound');

      // the export: every user of its subtree with the mark, none of the other tenant's (same mark)
      const res = await invoke('UserExport', { token: me.token, query: { keyword: mark } });
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      const exported = (wb.worksheets[0].getColumn(1).values as unknown[]).slice(2).map(Number);
      expect(exported.sort()).toEqual([...me.ids].sort());
    }
  });

  it('keeps quotas and administrator slots of an organization, even for disabled users coming back', async () => {
    const agent = await addDept({ parentId: 100, ...quotas(10, 10, 10) });
    const clinic = await addDept({ parentId: agent.deptId, deptType: '2', ...quotas(2, 1, 1) });
    await addOk({ deptId: clinic.deptId, roleIds: [ROLE.superuser] }); // operates
    expectError(await add(base({ deptId: clinic.deptId, roleIds: [ROLE.operator] })), 409, 'user.operatorQuotaFull');
    await addOk({ deptId: clinic.deptId, roleIds: [ROLE.user] }); // views only
    expectError(await add(base({ deptId: clinic.deptId, roleIds: [ROLE.user] })), 409, 'user.userQuotaFull');
    // a disabled account takes no place until it is enabled
    const parked = await addOk({ deptId: clinic.deptId, roleIds: [ROLE.user], status: '1' });
    expectError(await invoke('UserChangeStatus', { token: admin, body: { userId: parked.userId, status: '0' } }), 409, 'user.userQuotaFull');
    expect((await getUserById(parked.userId))!.status).toBe('1');
    // moving a user into a full organization is refused too
    const elsewhere = await addOk({ deptId: agent.deptId });
    const fields = await editable(elsewhere.userId);
    expectError(await invoke('UserUpdate', { token: admin, body: { ...fields, deptId: clinic.deptId } }), 409, 'user.userQuotaFull');

    const roomy = await addDept({ parentId: agent.deptId, deptType: '2', ...quotas(9, 9, 9) });
    await addOk({ deptId: roomy.deptId, roleIds: [ROLE.readonlyAdmin] });
    expectError(await add(base({ deptId: roomy.deptId, roleIds: [ROLE.readonlyAdmin] })), 409, 'dept.readOnlyAdminLimit');
    await addOk({ deptId: roomy.deptId, roleIds: [ROLE.orgAdmin] });
    await addOk({ deptId: roomy.deptId, roleIds: [ROLE.operationAdmin] });
    expectError(await add(base({ deptId: roomy.deptId, roleIds: [ROLE.orgAdmin] })), 409, 'dept.adminLimit');
  });

  it('concurrent adds cannot overfill an organization', async () => {
    const agent = await addDept({ parentId: 100, ...quotas(10, 10, 10) });
    const clinic = await addDept({ parentId: agent.deptId, deptType: '2', ...quotas(3, 3, 3) });
    const results = await Promise.all(Array.from({ length: 6 }, () => add(base({ deptId: clinic.deptId, roleIds: [ROLE.user] }))));
    const created = results.filter((r) => r.status === 200).length;
    expect(created).toBeLessThanOrEqual(3);
    expect(results.filter((r) => r.status !== 200).every((r) => ['common.conflict', 'user.viewerQuotaFull', 'user.userQuotaFull'].includes(r.json.errorCode))).toBe(true);
    expect((await page({ deptId: String(clinic.deptId) })).total).toBe(created);
  });

  it('a position held by users cannot be deleted', async () => {
    const post = await invoke('PostAdd', { token: admin, body: { postCode: `p${uid()}`, postName: `Post ${uid()}`, postSort: 1, status: '0' } });
    expect(post.status).toBe(200);
    const postId = post.json.data.postId;
    const u = await addOk({ postIds: [postId] });
    expectError(await invoke('PostDelete', { token: admin, query: { ids: String(postId) } }), 409, 'post.inUse');
    expect((await invoke('PostInfo', { token: admin, query: { postId: String(postId) } })).status).toBe(200);
    const fields = await editable(u.userId);
    expect((await invoke('UserUpdate', { token: admin, body: { ...fields, postIds: [] } })).status).toBe(200);
    expect((await invoke('PostDelete', { token: admin, query: { ids: String(postId) } })).status).toBe(200);
  });

  it('a position or role given to a user while its delete runs is not deleted (the delete checked "held by nobody" before)', async () => {
    const post = (await invoke('PostAdd', { token: admin, body: { postCode: `r${uid()}`, postName: `Race ${uid()}`, postSort: 1, status: '0' } })).json.data;
    const role = await invoke('RoleAdd', { token: admin, body: { roleName: `Race ${uid()}`, roleKey: `race${uid()}`, roleSort: 1, status: '0', menuIds: [], dataScope: '5' } });
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    const roleId = role.json.data.roleId;
    // the deletes read the records and found nobody holding them ...
    const [stalePost, staleRole] = [await getPostById(post.postId), await getRoleById(roleId)];
    expect(await postIsHeld(post.postId)).toBe(false);
    // ... then a user is given both ...
    const u = await addOk({ postIds: [post.postId], roleIds: [ROLE.user, roleId] });
    // ... so the deletes' own writes are refused, and both records stay
    await expect(deletePosts([stalePost!])).rejects.toMatchObject({ errorCode: 'common.conflict' });
    await expect(deleteRoles([staleRole!])).rejects.toMatchObject({ errorCode: 'common.conflict' });
    expect(await getPostById(post.postId)).not.toBeNull();
    expect(await getRoleById(roleId)).not.toBeNull();
    expect((await info(u.userId)).json.data.user).toMatchObject({ postIds: [post.postId], roleIds: expect.arrayContaining([roleId]) });
    // editing them does not write back a stale version, and the API delete still answers "in use"
    expect((await invoke('PostUpdate', { token: admin, body: { ...post, postName: `${post.postName} b` } })).status).toBe(200);
    expect((await getPostById(post.postId))!.linkVersion).toBe(1);
    expectError(await invoke('PostDelete', { token: admin, query: { ids: String(post.postId) } }), 409, 'post.inUse');
    expectError(await invoke('RoleDelete', { token: admin, query: { ids: String(roleId) } }), 409, 'role.assigned');
  });

  it('concurrent adds naming the same role and position into different organizations all succeed', async () => {
    const post = (await invoke('PostAdd', { token: admin, body: { postCode: `c${uid()}`, postName: `Shared ${uid()}`, postSort: 1, status: '0' } })).json.data;
    const orgs = await Promise.all(Array.from({ length: 5 }, () => addDept({ parentId: 100, ...quotas(5, 5, 5) })));
    const results = await Promise.all(orgs.map((o) => add(base({ deptId: o.deptId, roleIds: [ROLE.user], postIds: [post.postId] }))));
    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.json.errorCode))).toEqual([200, 200, 200, 200, 200]);
    expect((await getPostById(post.postId))!.linkVersion).toBe(5);
  });

  it('a user cannot be given a position or role deleted after the form was checked, and nothing is written', async () => {
    const post = (await invoke('PostAdd', { token: admin, body: { postCode: `g${uid()}`, postName: `Gone ${uid()}`, postSort: 1, status: '0' } })).json.data;
    await deletePosts([(await getPostById(post.postId))!]);
    const id = await nextId('user');
    const now = new Date().toISOString();
    const username = `gone_${uid()}`;
    await expect(
      createUser({
        userId: id, username, nickName: username, deptId: 100, deptPath: '0,100,', email: '', phonenumber: '', sex: '2', avatar: '', language: 'en',
        passwordHash: 'x', passwordKind: 'chosen', passwordChangedAt: now, status: '0', deleted: false, userType: '00',
        roleIds: [ROLE.user], postIds: [post.postId], isSuperAdmin: false, remark: '', createBy: 'test', createTime: now, updateBy: 'test', updateTime: now,
      }),
    ).rejects.toMatchObject({ errorCode: 'common.conflict' });
    expect(await getUserById(id)).toBeNull();
    expect(await userMarkerExists(username)).toBe(false);
    expect(await postIsHeld(post.postId)).toBe(false);
  });

  it('certificate validity: states, warnings page, markers for the certificate job', async () => {
    const overdue = await addOk({ certificateBegin: '2020-01-01', certificateEnd: daysFromToday(-3) });
    const expiring = await addOk();
    const normal = await addOk({ certificateBegin: '2020-01-01', certificateEnd: daysFromToday(200) });
    const set = await invoke('UserCertification', { token: admin, body: { userId: expiring.userId, certificateBegin: '2024-01-01', certificateEnd: daysFromToday(10) } });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expectError(await invoke('UserCertification', { token: admin, body: { userId: expiring.userId, certificateBegin: '2024-01-01', certificateEnd: '2023-01-01' } }), 400, 'user.certificateRange');

    const state = async (id: number) => (await info(id)).json.data.user.certificateState;
    expect(await state(overdue.userId)).toBe('overdue');
    expect(await state(expiring.userId)).toBe('expiring');
    expect(await state(normal.userId)).toBe('normal');

    const warnings = await invoke('UserWarningPage', { token: admin, query: { limit: '50' } });
    const ids = warnings.json.data.rows.map((r: UserRow) => r.userId);
    expect(ids).toEqual(expect.arrayContaining([overdue.userId, expiring.userId]));
    expect(ids).not.toContain(normal.userId);
    const onlyOverdue = await invoke('UserWarningPage', { token: admin, query: { limit: '50', certificateState: 'overdue' } });
    expect(onlyOverdue.json.data.rows.map((r: UserRow) => r.userId)).toContain(overdue.userId);
    expect(onlyOverdue.json.data.rows.map((r: UserRow) => r.userId)).not.toContain(expiring.userId);

    const end = daysFromToday(10);
    expect((await listCertificateMarkers(end.slice(0, 7))).find((m) => m.userId === expiring.userId)).toMatchObject({ certificateEnd: end });
    // clearing the range removes the marker
    expect((await invoke('UserCertification', { token: admin, body: { userId: expiring.userId, certificateBegin: '', certificateEnd: '' } })).status).toBe(200);
    expect((await listCertificateMarkers(end.slice(0, 7))).find((m) => m.userId === expiring.userId)).toBeUndefined();
  });

  it('pages by cursor without gaps or repeats, with the total of the search', async () => {
    const agent = await addDept({ parentId: 100, ...quotas(20, 20, 20) });
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await addOk({ deptId: agent.deptId })).userId);
    const seen: number[] = [];
    let cursor: string | undefined;
    let total = 0;
    do {
      const p = await page({ deptId: String(agent.deptId), limit: '2', ...(cursor ? { cursor } : {}) });
      expect(p.rows.length).toBeLessThanOrEqual(2);
      // the total comes with the first page only (decision 0030)
      if (!cursor) total = p.total;
      else expect(p.total).toBeUndefined();
      seen.push(...p.rows.map((r) => r.userId));
      cursor = p.next;
    } while (cursor);
    expect(total).toBe(5);
    expect(seen.sort()).toEqual(made.sort());
    expectError(await invoke('UserPage', { token: admin, query: { cursor: 'bm90LWEtY3Vyc29y' } }), 400, 'user.badCursor');
  });

  it('remembers the dashboard map choice of the caller', async () => {
    expect((await invoke('UserChooseFlag', { token: admin, query: { chooseFlag: '1' } })).status).toBe(200);
    expect((await invoke('GetInfo', { token: admin })).json.data.user.chooseFlag).toBe('1');
    expectError(await invoke('UserChooseFlag', { token: admin, query: { chooseFlag: '7' } }), 400, 'common.validation');
    await invoke('UserChooseFlag', { token: admin, query: { chooseFlag: '2' } });
  });

  it('exports the users of the search as xlsx', async () => {
    const u = await addOk({ remark: 'export-me' });
    const res = await invoke('UserExport', { token: admin, query: { keyword: 'export-me' } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(2).text).toBe('Account');
    expect(sheet.getRow(2).getCell(2).text).toBe(u.username);
    expect(sheet.rowCount).toBe(2);
  });

  it("exports in the caller's language: Accept-Language first, else the language of the caller's record", async () => {
    const u = await addOk({ remark: 'export-zh', status: '1', userTypes: ['reminder'], roleIds: [ROLE.superuser] });
    const res = await invoke('UserExport', { token: admin, query: { keyword: 'export-zh' }, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/users-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    const sheet = wb.worksheets[0];
    expect(sheet.name).toBe('用户');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['用户编号', '登录账号', '用户名称', '组织', '邮箱', '手机号码', '状态', '用户类型', '证书有效期开始', '证书有效期结束', '证书状态', '创建时间（UTC）']);
    const row = sheet.getRow(2);
    expect([row.getCell(2).text, row.getCell(7).text, row.getCell(8).text, row.getCell(11).text]).toEqual([u.username, '停用', '消息通知', '未登记']);

    // no usable header: the record's language; a header beats the record
    const fr = await addOk({ language: 'fr' });
    const actor = { userId: fr.userId } as Actor;
    expect(await callerLanguage({ headers: {} } as never, actor)).toBe('fr');
    expect(await callerLanguage({ headers: { 'accept-language': 'de-CH, *;q=0.5' } } as never, actor)).toBe('fr');
    expect(await callerLanguage({ headers: { 'accept-language': 'zh-Hant-TW' } } as never, actor)).toBe('zh-TW');
    expect(languageFromHeader('de;q=1, en;q=0.2, fr-CA;q=0.8')).toBe('fr');
    expect(languageFromHeader('zh-HK')).toBe('zh-TW');
    expect(languageFromHeader('zh')).toBe('zh-CN');
    expect(languageFromHeader('fr;q=0, *')).toBeUndefined();
  });

  describe('import', () => {
    const xlsx = userImportXlsx;
    const upload = (file: string, as = admin) => invoke('UserImport', { token: as, body: { fileName: 'users.xlsx', file } });

    it('serves a template whose headers the import accepts', async () => {
      const res = await invoke('UserImportTemplate', { token: admin });
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      expect(wb.worksheets[0].getRow(1).getCell(1).text).toBe('Account');
      expectError(await upload(res.raw.body!), 400, 'user.importEmpty');
    });

    it("serves the template in the caller's language and accepts a template in any language, refusing a wrong one", async () => {
      const template = async (language: string) => {
        const res = await invoke('UserImportTemplate', { token: admin, headers: { 'accept-language': language } });
        expect(res.status).toBe(200);
        expect(String(res.headers['content-disposition'])).toContain('user-import-template.xlsx');
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
        return { name: wb.worksheets[0].name, headers: (wb.worksheets[0].getRow(1).values as string[]).slice(1) };
      };
      const fr = await template('fr');
      expect(fr.name).toBe('Utilisateurs');
      expect(fr.headers).toEqual(['Compte', 'Nom', 'Organisation', 'E-mail', 'Téléphone', 'Sexe (homme/femme/confidentiel)', 'Statut (normal/désactivé)', 'Rôles (noms, séparés par des virgules)', "Types d'utilisateur (reminder/handler)", 'Remarque']);
      const zhTw = await template('zh-TW');
      expect(zhTw.headers.slice(0, 3)).toEqual(['登入帳號', '使用者名稱', '所屬組織']);

      // a French template with French values
      const id = uid();
      const start = await upload(await xlsx([[`imp_fr${id}`, 'Import FR', 'AED Cloud', '', '', 'femme', 'désactivé', 'User', '', 'fr']], fr.headers));
      expect(start.status, JSON.stringify(start.json)).toBe(200);
      expect(start.json.data).toMatchObject({ total: 1, errors: [], duplicates: [] });
      const done = await invoke('UserImportProcess', { token: admin, body: { importId: start.json.data.importId } });
      expect(done.json.data).toMatchObject({ created: 1, done: true });
      expect(await getUserById((await page({ keyword: `imp_fr${id}` })).rows[0].userId)).toMatchObject({ sex: '1', status: '1', remark: 'fr' });
      // a traditional Chinese template with Chinese values (columns in another order)
      const zhStart = await upload(await xlsx([['工單處理', `imp_tw${id}`, 'Import TW', 'AED Cloud', 'operator', '男']], [zhTw.headers[8]!, zhTw.headers[0]!, zhTw.headers[1]!, zhTw.headers[2]!, zhTw.headers[7]!, zhTw.headers[5]!]));
      expect(zhStart.status, JSON.stringify(zhStart.json)).toBe(200);
      expect(zhStart.json.data).toMatchObject({ total: 1, errors: [] });

      // wrong templates: a French one without the roles column, unknown headers
      expectError(await upload(await xlsx([[`x${id}`, 'X', 'AED Cloud']], ['Compte', 'Nom', 'Organisation'])), 400, 'user.importTemplate');
      expectError(await upload(await xlsx([[`x${id}`, 'X', 'AED Cloud', 'User']], ['Konto', 'Name', 'Organisation', 'Rollen'])), 400, 'user.importTemplate');
    });

    it('checks every row, ignores duplicates, refuses administrators, then writes in batches with progress', async () => {
      const existing = await addOk({ email: `taken${uid()}@example.com` });
      const existingEmail = (await info(existing.userId)).json.data.user.email;
      const id = uid();
      const rows = [
        [`imp_a${id}`, 'Import A', 'AED Cloud', `a${id}@example.com`, '', 'female', 'normal', 'User', '', 'first'],
        [`imp_b${id}`, 'Import B', 'aed cloud', '', '', '', '', 'operator', 'handler', ''],
        [`imp_a${id}`, 'Again A', 'AED Cloud', '', '', '', '', 'User', '', ''], // duplicate account in the file
        [`imp_c${id}`, 'Import C', 'AED Cloud', existingEmail, '', '', '', 'User', '', ''], // duplicate of an existing email
        [`imp_d${id}`, 'Import D', 'AED Cloud', '', '', '', '', 'Administrator', '', ''], // administrators cannot be imported
        [`imp_e${id}`, 'Import E', 'Nowhere Inc', '', '', '', '', 'User', '', ''],
        [`imp_f${id}`, 'Import F', 'AED Cloud', 'bad-email', '', '', '', 'User', '', ''],
        [`imp_g${id}`, 'Import G', 'AED Cloud', '', '', '', '', 'No such role', '', ''],
        [`imp_h${id}`, 'Import H', 'AED Cloud', '', '', '', '', 'User', 'handler', ''],
        ...Array.from({ length: 55 }, (_, i) => [`imp_m${i}_${id}`, `Many ${i}`, 'AED Cloud', '', '', '', '', 'User', '', '']),
      ];
      const start = await upload(await xlsx(rows));
      expect(start.status, JSON.stringify(start.json)).toBe(200);
      const report = start.json.data;
      expect(report.total).toBe(57);
      expect(report.done).toBe(false);
      expect(report.duplicates.map((d: { row: number }) => d.row).sort()).toEqual([4, 5]);
      const errorOf = (row: number) => report.errors.find((e: { row: number }) => e.row === row)?.errorCode;
      expect(errorOf(6)).toBe('user.importAdminRole');
      expect(errorOf(7)).toBe('user.importDeptNotFound');
      expect(errorOf(8)).toBe('user.importInvalid');
      expect(errorOf(9)).toBe('user.importRoleNotFound');
      expect(errorOf(10)).toBe('user.handlerNotAllowed');
      // nothing is written before process
      expect((await page({ keyword: `imp_a${id}` })).total).toBe(0);

      // another user cannot drive someone else's import
      const otherName = `imp_other_${uid()}`;
      await createTestUser({ username: otherName, password: PASSWORD, roleIds: [ROLE.opsAdmin] });
      const other = await loginAs(otherName, PASSWORD);
      expectError(await invoke('UserImportProcess', { token: other, body: { importId: report.importId } }), 404, 'user.importNotFound');

      const progress: number[] = [];
      const passwords = new Map<string, string>();
      let state = report;
      while (!state.done) {
        const res = await invoke('UserImportProcess', { token: admin, body: { importId: report.importId } });
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        state = res.json.data;
        progress.push(state.processed);
        for (const p of state.oneTimePasswords) passwords.set(p.username, p.password);
      }
      expect(progress).toEqual([20, 40, 57]);
      expect(state.created).toBe(57);
      const b = (await page({ keyword: `imp_b${id}` })).rows[0];
      expect(b).toMatchObject({ userTypes: ['handler'], roleIds: [ROLE.operator] });
      const a = await getUserById((await page({ keyword: `imp_a${id}` })).rows[0].userId);
      expect(a).toMatchObject({ sex: '1', passwordKind: 'initial', remark: 'first' });
      // each imported account has its own one-time password, answered once; it must be changed at first login
      expect(passwords.size).toBe(57);
      expect(new Set(passwords.values()).size).toBe(57);
      const token = await loginAs(`imp_a${id}`, passwords.get(`imp_a${id}`)!);
      expect((await invoke('GetInfo', { token })).json.data.passwordStatus).toBe(3);
    }, 60_000);

    it('refuses files that are not xlsx by content, wrong templates, too many rows and zip bombs', async () => {
      expectError(await upload(Buffer.from('name,email\nx,y').toString('base64')), 400, 'user.importFormat');
      const ole = Buffer.alloc(512);
      ole.writeUInt32BE(0xd0cf11e0, 0);
      expectError(await upload(ole.toString('base64')), 400, 'user.importFormat');
      expectError(await upload(await xlsx([['a', 'b']], ['Foo', 'Bar'])), 400, 'user.importTemplate');
      const many = Array.from({ length: 1001 }, (_, i) => [`m${i}`, 'M', 'AED Cloud', '', '', '', '', 'User', '', '']);
      expectError(await upload(await xlsx(many)), 400, 'user.importTooManyRows');
      // 40 MB of zeros deflate to a few KB: refused while inflating, before any spreadsheet parsing
      const bomb = zipSync({ '[Content_Types].xml': new Uint8Array(10), 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
      expect(bomb.length).toBeLessThan(200_000);
      expectError(await upload(Buffer.from(bomb).toString('base64')), 400, 'user.importUnsafe');
      expectError(await upload(Buffer.alloc(3 * 1024 * 1024, 1).toString('base64')), 413, 'common.fileTooLarge');
    });
  });
});
