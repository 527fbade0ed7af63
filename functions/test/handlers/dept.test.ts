import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { invokeWithParams } from './role-menu-support';
import { LIMITS } from '@aed/shared/constants/limits';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { createDept, deleteDept, ensureSeedDept, updateDept } from '../../src/data/access/depts';
import { ancestorsOf } from '../../src/data/entities/dept-entity';
import { getDeptById, getDeptByPath } from '../../src/data/access/dept-reads';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../src/data/client';
import { nextId } from '../../src/data/access/ids';
import { getUserById } from '../../src/data/access/user-reads';
import { RoleEntity } from '../../src/data/entities/role-entity';
import { UserEntity } from '../../src/data/entities/user-entity';
import { assertAdminSlots } from '../../src/domain/dept/admin-slots';
import { decryptMailPassword } from '../../src/domain/dept/mail-secret';
import { AppError } from '../../src/lib/app-error';
import { gifImage, pngImage, tiffImage } from '../image-fixtures';

const PASSWORD = 'Dept#2026pw';
const DEPT_MENU_IDS = [1, 103, 1016, 1017, 1018, 1019, 1020];

interface Dept {
  deptId: number;
  parentId: number;
  deptPath: string;
  ancestors: string;
  deptName: string;
  hasMailPassword: boolean;
  [k: string]: unknown;
}

const quotas = (n: number) => ({ equipmentQuota: n, userQuota: n, operationAccountCount: n, viewAccountCount: n });

describe('organizations (dept)', () => {
  let token: string;
  let seq = 0;
  const uniqueName = (base: string) => `${base} ${++seq}`;

  async function add(body: Record<string, unknown>, as = token) {
    return invoke('DeptAdd', { token: as, body: { deptType: '0', ...body } });
  }
  async function addOk(body: Record<string, unknown>, as = token): Promise<Dept> {
    const res = await add(body, as);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Dept;
  }
  async function list(as = token, query: Record<string, string> = {}): Promise<Dept[]> {
    const res = await invoke('DeptList', { token: as, query });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Dept[];
  }
  async function info(deptId: number, as = token) {
    return invoke('DeptInfo', { token: as, query: { deptId: String(deptId) } });
  }
  /** The editable fields of a record, as the edit form sends them back. */
  async function editable(deptId: number) {
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...rest } = (await info(deptId)).json.data;
    return rest;
  }

  beforeAll(async () => {
    token = await adminToken();
  });

  it('lists the default organization 100 with its materialized path, never a mail password', async () => {
    const rows = await list();
    const root = rows.find((d) => d.deptId === 100);
    expect(root).toMatchObject({ parentId: 0, ancestors: '0', deptPath: '0,100,', hasMailPassword: false });
    expect(Object.keys(root!)).not.toContain('mailPasswordEnc');
  });

  it('adds agents and customers under 100, reads, renames and deletes them, logging each change', async () => {
    const agent = await addOk({ parentId: 100, deptName: uniqueName('Agent North'), ...quotas(10), deptCode: 'AN-1', reportLanguage: 'fr' });
    expect(agent.deptPath).toBe(`0,100,${agent.deptId},`);
    expect(agent.ancestors).toBe('0,100');
    const customer = await addOk({ parentId: agent.deptId, deptName: uniqueName('Clinic'), deptType: '2', ...quotas(9), leader: 'Dr. Lee', email: 'lee@example.com' });
    expect(customer.deptPath).toBe(`${agent.deptPath}${customer.deptId},`);

    const read = await info(customer.deptId);
    expect(read.json.data).toMatchObject({ deptType: '2', leader: 'Dr. Lee', equipmentQuota: 9, createBy: 'admin' });

    const newName = uniqueName('Clinic renamed');
    const upd = await invoke('DeptUpdate', { token, body: { ...(await editable(customer.deptId)), deptName: newName } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect((await info(customer.deptId)).json.data.deptName).toBe(newName);
    // the old name is free again
    const reuse = await addOk({ parentId: 100, deptName: customer.deptName });

    for (const id of [reuse.deptId, customer.deptId, agent.deptId]) {
      const del = await invoke('DeptDelete', { token, query: { deptId: String(id) } });
      expect(del.status, JSON.stringify(del.json)).toBe(200);
    }
    expectError(await info(agent.deptId), 404, 'dept.notFound');

    const logs = (await listOperLogsOfMonth(new Date().toISOString().slice(0, 7))).filter((l) => l.title === 'dept');
    expect(logs.map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('refuses a duplicate name, case-insensitively, on add and on rename, and changes nothing', async () => {
    const name = uniqueName('Unique Org');
    const first = await addOk({ parentId: 100, deptName: name });
    const before = (await list()).length;
    expectError(await add({ parentId: 100, deptName: name.toUpperCase() }), 409, 'dept.nameExists');
    expect((await list()).length).toBe(before);

    const other = await addOk({ parentId: 100, deptName: uniqueName('Other Org') });
    const rename = await invoke('DeptUpdate', { token, body: { ...(await editable(other.deptId)), deptName: ` ${name.toLowerCase()} ` } });
    expectError(rename, 409, 'dept.nameExists');
    expect((await info(other.deptId)).json.data.deptName).toBe(other.deptName);
    expect((await info(first.deptId)).json.data.deptName).toBe(name);
  });

  it('keeps a child\'s quotas and account counts strictly below its parent agent\'s, both ways', async () => {
    const agent = await addOk({ parentId: 100, deptName: uniqueName('Quota Agent'), ...quotas(10) });
    const before = (await list()).length;
    for (const field of ['equipmentQuota', 'userQuota', 'operationAccountCount', 'viewAccountCount']) {
      const res = await add({ parentId: agent.deptId, deptName: uniqueName('Too big'), deptType: '2', ...quotas(5), [field]: 10 });
      expectError(res, 409, 'dept.quotaAboveParent');
      expect(res.json.params).toMatchObject({ field });
    }
    expect((await list()).length).toBe(before);

    const child = await addOk({ parentId: agent.deptId, deptName: uniqueName('Fits'), deptType: '2', ...quotas(9) });
    // raising the child to the parent's value is refused too
    const raise = await invoke('DeptUpdate', { token, body: { ...(await editable(child.deptId)), userQuota: 10 } });
    expectError(raise, 409, 'dept.quotaAboveParent');
    expect((await info(child.deptId)).json.data.userQuota).toBe(9);
    // lowering the agent to (or below) a child's value is refused
    const lower = await invoke('DeptUpdate', { token, body: { ...(await editable(agent.deptId)), equipmentQuota: 9 } });
    expectError(lower, 409, 'dept.quotaBelowChildren');
    expect((await info(agent.deptId)).json.data.equipmentQuota).toBe(10);
  });

  it('validates input with the shared schema', async () => {
    const res = await add({ parentId: 100, deptName: '', equipmentQuota: -1, email: 'not-an-email', mailPort: 70000 });
    expect(res.status).toBe(400);
    // the first field with its own code names the answer (the email here); the others say common.validation
    expect(res.json.errorCode).toBe('user.emailFormat');
    expect(res.json.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['deptName', 'equipmentQuota', 'email', 'mailPort']));
    // email and phone answer the same codes as users' and notify persons' (one phone rule)
    const contact = await add({ parentId: 100, deptName: uniqueName('Contact'), email: 'not-an-email', phone: '12' });
    expect(contact.json.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', errorCode: 'user.emailFormat' },
        { path: 'phone', errorCode: 'user.phoneFormat' },
      ]),
    );
    expect(contact.status).toBe(400);
    expectError(await add({ parentId: 987654, deptName: uniqueName('Orphan') }), 404, 'dept.parentNotFound');
  });

  it('refuses to delete an organization with children or users, or the default organization, and deletes nothing', async () => {
    const agent = await addOk({ parentId: 100, deptName: uniqueName('Del Agent'), ...quotas(10) });
    const child = await addOk({ parentId: agent.deptId, deptName: uniqueName('Del Child'), deptType: '2' });
    expectError(await invoke('DeptDelete', { token, query: { deptId: String(agent.deptId) } }), 409, 'dept.hasChildren');
    await createTestUser({ username: `deluser${seq}`, password: PASSWORD, roleIds: [7], deptId: child.deptId, deptPath: child.deptPath });
    expectError(await invoke('DeptDelete', { token, query: { deptId: String(child.deptId) } }), 409, 'dept.hasUsers');
    expectError(await invoke('DeptDelete', { token, query: { deptId: '100' } }), 409, 'dept.rootImmutable');
    for (const id of [agent.deptId, child.deptId, 100]) expect((await info(id)).status).toBe(200);
    // nor can the default organization be moved or disabled
    const root = await editable(100);
    expectError(await invoke('DeptUpdate', { token, body: { ...root, status: '1' } }), 409, 'dept.rootImmutable');
    expect((await info(100)).json.data.status).toBe('0');
  });

  describe('data scope', () => {
    let scoped: string;
    let home: Dept;
    let below: Dept;
    let sibling: Dept;

    beforeAll(async () => {
      home = await addOk({ parentId: 100, deptName: uniqueName('Scope Home'), ...quotas(100) });
      below = await addOk({ parentId: home.deptId, deptName: uniqueName('Scope Below'), deptType: '2', ...quotas(5) });
      sibling = await addOk({ parentId: 100, deptName: uniqueName('Scope Sibling'), ...quotas(100) });
      const roleId = await nextId('role');
      const now = new Date().toISOString();
      await RoleEntity.create({ roleId, roleName: `Dept managers ${roleId}`, roleKey: `deptManager${roleId}`, dataScope: '4', menuIds: DEPT_MENU_IDS, deptId: 100, deptPath: '0,100,', createTime: now, updateTime: now }).go();
      const username = `scoped${roleId}`;
      await createTestUser({ username, password: PASSWORD, roleIds: [roleId], deptId: home.deptId, deptPath: home.deptPath });
      scoped = await loginAs(username, PASSWORD);
    });

    it('lists only the caller\'s organization and below', async () => {
      const ids = (await list(scoped)).map((d) => d.deptId);
      expect(ids.sort()).toEqual([home.deptId, below.deptId].sort());
      const tree = await invoke('DeptTreeSelect', { token: scoped });
      expect(tree.json.data).toHaveLength(1);
      expect(tree.json.data[0]).toMatchObject({ id: home.deptId, children: [{ id: below.deptId }] });
    });

    it('does not show, change or delete organizations outside the scope, and changes nothing', async () => {
      expectError(await info(sibling.deptId, scoped), 404, 'dept.notFound');
      expectError(await info(100, scoped), 404, 'dept.notFound');
      const before = await info(sibling.deptId);
      const upd = await invoke('DeptUpdate', { token: scoped, body: { ...(await editable(sibling.deptId)), deptName: uniqueName('Hijacked') } });
      expectError(upd, 404, 'dept.notFound');
      expectError(await invoke('DeptDelete', { token: scoped, query: { deptId: String(sibling.deptId) } }), 404, 'dept.notFound');
      expect((await info(sibling.deptId)).json.data).toEqual(before.json.data);

      const total = (await list()).length;
      expectError(await add({ parentId: 100, deptName: uniqueName('Outside') }, scoped), 404, 'dept.parentNotFound');
      expectError(await add({ parentId: sibling.deptId, deptName: uniqueName('Outside') }, scoped), 404, 'dept.parentNotFound');
      // moving an organization of the scope out of it is refused too
      const move = await invoke('DeptUpdate', { token: scoped, body: { ...(await editable(below.deptId)), parentId: sibling.deptId } });
      expectError(move, 404, 'dept.parentNotFound');
      expect((await info(below.deptId)).json.data.deptPath).toBe(below.deptPath);
      expect((await list()).length).toBe(total);
    });

    it('adds and edits inside the scope', async () => {
      const mine = await addOk({ parentId: home.deptId, deptName: uniqueName('Scoped child'), deptType: '2', ...quotas(1) }, scoped);
      expect(mine.deptPath).toBe(`${home.deptPath}${mine.deptId},`);
      const upd = await invoke('DeptUpdate', { token: scoped, body: { ...(await editable(mine.deptId)), leader: 'Someone' } });
      expect(upd.status, JSON.stringify(upd.json)).toBe(200);
      // their own organization too, although its parent lies outside the scope (quota rules still apply)
      const own = await invoke('DeptUpdate', { token: scoped, body: { ...(await editable(home.deptId)), leader: 'Boss' } });
      expect(own.status, JSON.stringify(own.json)).toBe(200);
      expect((await info(home.deptId)).json.data.leader).toBe('Boss');
    });
  });

  describe('allocation by the parent and terminal customers (decision 0022)', () => {
    /** A role with the organization screen and buttons and this data scope (custom: these organizations). */
    async function callerWith(dataScope: '2' | '3' | '4' | '5', home: Dept, deptIds: number[] = []): Promise<string> {
      const roleId = await nextId('role');
      const now = new Date().toISOString();
      await RoleEntity.create({ roleId, roleName: `Allocation ${roleId}`, roleKey: `allocation${roleId}`, dataScope, deptIds, menuIds: DEPT_MENU_IDS, deptId: 100, deptPath: '0,100,', createTime: now, updateTime: now }).go();
      const username = `alloc${roleId}`;
      await createTestUser({ username, password: PASSWORD, roleIds: [roleId], deptId: home.deptId, deptPath: home.deptPath });
      return loginAs(username, PASSWORD);
    }
    const stored = async (deptId: number) => (await getDeptById(deptId))!;
    const QUOTA_FIELDS = ['equipmentQuota', 'userQuota', 'operationAccountCount', 'viewAccountCount'] as const;

    it("an agent's own administrator cannot change its own quotas or type, but edits its other fields and allocates to its children", async () => {
      const agent = await addOk({ parentId: 100, deptName: uniqueName('Own Quota Agent'), ...quotas(5) });
      const child = await addOk({ parentId: agent.deptId, deptName: uniqueName('Own Quota Child'), deptType: '2', ...quotas(2) });
      const adminName = `ownq${++seq}`;
      await createTestUser({ username: adminName, password: PASSWORD, roleIds: [3], deptId: agent.deptId, deptPath: agent.deptPath });
      const own = await loginAs(adminName, PASSWORD);
      expect((await info(agent.deptId, own)).json.data.canAllocate).toBe(false);
      expect((await info(child.deptId, own)).json.data.canAllocate).toBe(true);
      expect((await info(agent.deptId)).json.data.canAllocate).toBe(true);
      expect((await info(100)).json.data.canAllocate).toBe(true);

      const before = await stored(agent.deptId);
      // the audit's probe: all four at once, then each alone
      const all = await invoke('DeptUpdate', { token: own, body: { ...(await editable(agent.deptId)), ...quotas(100000) } });
      expectError(all, 403, 'dept.quotaByParent');
      for (const field of QUOTA_FIELDS) {
        const res = await invoke('DeptUpdate', { token: own, body: { ...(await editable(agent.deptId)), [field]: 100000 } });
        expectError(res, 403, 'dept.quotaByParent');
        expect(res.json.params).toMatchObject({ field });
        // lowering is the parent's call too
        expectError(await invoke('DeptUpdate', { token: own, body: { ...(await editable(agent.deptId)), [field]: 3 } }), 403, 'dept.quotaByParent');
      }
      expectError(await invoke('DeptUpdate', { token: own, body: { ...(await editable(agent.deptId)), deptType: '2' } }), 403, 'dept.typeByParent');
      expect(await stored(agent.deptId)).toEqual(before);

      // the form sends every field: the same quotas with a new leader and phone is an ordinary edit
      const edit = await invoke('DeptUpdate', { token: own, body: { ...(await editable(agent.deptId)), leader: 'Own Boss', phone: '+33 1 23 45 67 89' } });
      expect(edit.status, JSON.stringify(edit.json)).toBe(200);
      expect(await stored(agent.deptId)).toMatchObject({ leader: 'Own Boss', phone: '+33 1 23 45 67 89', ...quotas(5), deptType: '0' });
      // it allocates to its own children, within its own quotas
      const allocate = await invoke('DeptUpdate', { token: own, body: { ...(await editable(child.deptId)), ...quotas(4) } });
      expect(allocate.status, JSON.stringify(allocate.json)).toBe(200);
      expect(await stored(child.deptId)).toMatchObject(quotas(4));
      // the parent (here the platform operator) allocates to the agent
      const raise = await invoke('DeptUpdate', { token, body: { ...(await editable(agent.deptId)), ...quotas(200) } });
      expect(raise.status, JSON.stringify(raise.json)).toBe(200);
      expect(await stored(agent.deptId)).toMatchObject(quotas(200));
    });

    it('follows the data scope: custom organizations allocate below a named parent only; "own organization" allocates nothing; "only own" sees no organization', async () => {
      const agent = await addOk({ parentId: 100, deptName: uniqueName('Scope Alloc Agent'), ...quotas(50) });
      const sub = await addOk({ parentId: agent.deptId, deptName: uniqueName('Scope Alloc Sub'), ...quotas(20) });
      const leaf = await addOk({ parentId: sub.deptId, deptName: uniqueName('Scope Alloc Leaf'), deptType: '2', ...quotas(5) });

      // custom scope naming the agent and the leaf (not the sub): the agent's parent (100) and the leaf's (sub) are outside
      const custom = await callerWith('2', agent, [agent.deptId, leaf.deptId]);
      const custom2 = await callerWith('2', agent, [sub.deptId, leaf.deptId]);
      for (const [caller, target] of [[custom, agent], [custom, leaf]] as const) {
        const before = await stored(target.deptId);
        expectError(await invoke('DeptUpdate', { token: caller, body: { ...(await editable(target.deptId)), userQuota: 1 } }), 403, 'dept.quotaByParent');
        expect(await stored(target.deptId)).toEqual(before);
        expect((await info(target.deptId, caller)).json.data.canAllocate).toBe(false);
      }
      // naming the sub as well makes it the leaf's allocator
      expect((await info(leaf.deptId, custom2)).json.data.canAllocate).toBe(true);
      const ok = await invoke('DeptUpdate', { token: custom2, body: { ...(await editable(leaf.deptId)), userQuota: 1 } });
      expect(ok.status, JSON.stringify(ok.json)).toBe(200);
      expect((await stored(leaf.deptId)).userQuota).toBe(1);

      // own organization only (3): edits the sub's other fields, never its quotas
      const ownOnly = await callerWith('3', sub);
      const before = await stored(sub.deptId);
      expectError(await invoke('DeptUpdate', { token: ownOnly, body: { ...(await editable(sub.deptId)), viewAccountCount: 19 } }), 403, 'dept.quotaByParent');
      expect(await stored(sub.deptId)).toEqual(before);
      expect((await invoke('DeptUpdate', { token: ownOnly, body: { ...(await editable(sub.deptId)), leader: 'Sub lead' } })).status).toBe(200);

      // only own (5): no organization is in reach at all
      const self = await callerWith('5', sub);
      const leafBefore = await stored(leaf.deptId);
      expectError(await invoke('DeptUpdate', { token: self, body: { ...(await editable(leaf.deptId)), userQuota: 2 } }), 404, 'dept.notFound');
      expectError(await invoke('DeptUpdate', { token: self, body: { ...(await editable(sub.deptId)), userQuota: 2 } }), 404, 'dept.notFound');
      expect(await stored(leaf.deptId)).toEqual(leafBefore);
    });

    it('a customer is terminal: no child is added or moved under it, and an organization with children does not become one', async () => {
      const agent = await addOk({ parentId: 100, deptName: uniqueName('Terminal Agent'), ...quotas(50) });
      const customer = await addOk({ parentId: agent.deptId, deptName: uniqueName('Terminal Customer'), deptType: '2', ...quotas(10) });
      const movable = await addOk({ parentId: agent.deptId, deptName: uniqueName('Terminal Movable'), deptType: '2', ...quotas(1) });
      const total = (await list()).length;

      for (const deptType of ['0', '2']) {
        expectError(await add({ parentId: customer.deptId, deptName: uniqueName('Under Customer'), deptType, ...quotas(1) }), 409, 'dept.parentIsCustomer');
      }
      // not even by the customer's own administrator, whatever the quota
      const adminName = `custa${++seq}`;
      await createTestUser({ username: adminName, password: PASSWORD, roleIds: [3], deptId: customer.deptId, deptPath: customer.deptPath });
      const customerAdmin = await loginAs(adminName, PASSWORD);
      expectError(await add({ parentId: customer.deptId, deptName: uniqueName('Sub Customer'), deptType: '2', ...quotas(1000) }, customerAdmin), 409, 'dept.parentIsCustomer');
      // nor can that administrator turn the customer into an agent to get there
      expectError(await invoke('DeptUpdate', { token: customerAdmin, body: { ...(await editable(customer.deptId)), deptType: '0' } }), 403, 'dept.typeByParent');
      expect((await stored(customer.deptId)).deptType).toBe('2');

      const movableBefore = await stored(movable.deptId);
      expectError(await invoke('DeptUpdate', { token, body: { ...(await editable(movable.deptId)), parentId: customer.deptId } }), 409, 'dept.parentIsCustomer');
      expect(await stored(movable.deptId)).toEqual(movableBefore);
      expect((await list()).length).toBe(total);

      // an agent with children stays an agent; without children it may become a customer
      const agentBefore = await stored(agent.deptId);
      expectError(await invoke('DeptUpdate', { token, body: { ...(await editable(agent.deptId)), deptType: '2' } }), 409, 'dept.customerWithChildren');
      expect(await stored(agent.deptId)).toEqual(agentBefore);
      const lone = await addOk({ parentId: 100, deptName: uniqueName('Lone Agent'), ...quotas(3) });
      const becomes = await invoke('DeptUpdate', { token, body: { ...(await editable(lone.deptId)), deptType: '2' } });
      expect(becomes.status, JSON.stringify(becomes.json)).toBe(200);
      // the default organization is never a customer
      const rootBefore = await stored(100);
      expectError(await invoke('DeptUpdate', { token, body: { ...(await editable(100)), deptType: '2' } }), 409, 'dept.rootImmutable');
      expect(await stored(100)).toEqual(rootBefore);
      // the tree picker marks customers so the form does not offer them as parents
      const tree = (await invoke('DeptTreeSelect', { token })).json.data as { id: number; deptType: string; children: unknown[] }[];
      const find = (nodes: { id: number; deptType: string; children: unknown[] }[], id: number): { deptType: string } | undefined =>
        nodes.reduce<{ deptType: string } | undefined>((hit, n) => hit ?? (n.id === id ? n : find(n.children as never, id)), undefined);
      expect(find(tree, customer.deptId)?.deptType).toBe('2');
    });

    it('an add or move checked against a parent that changed before the write is refused, and nothing is written', async () => {
      const agent = await addOk({ parentId: 100, deptName: uniqueName('Race Parent'), ...quotas(10) });
      const stale = await stored(agent.deptId);
      // the parent becomes a customer (it has no children yet) after the add read it ...
      const flip = await invoke('DeptUpdate', { token, body: { ...(await editable(agent.deptId)), deptType: '2' } });
      expect(flip.status, JSON.stringify(flip.json)).toBe(200);
      // ... so the add's own write, still carrying the old parent, is refused
      const deptId = await nextId('dept');
      const deptPath = `${stale.deptPath}${deptId},`;
      const name = uniqueName('Race Child');
      const now = new Date().toISOString();
      await expect(
        createDept({ deptId, parentId: stale.deptId, ancestors: ancestorsOf(deptPath), deptPath, deptName: name, deptType: '2', createTime: now, updateTime: now }, stale),
      ).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect(await getDeptById(deptId)).toBeNull();
      // the name is still free
      await addOk({ parentId: 100, deptName: name });

      // same for a move towards a parent edited meanwhile
      const target = await addOk({ parentId: 100, deptName: uniqueName('Race Target'), ...quotas(10) });
      const staleTarget = await stored(target.deptId);
      expect((await invoke('DeptUpdate', { token, body: { ...(await editable(target.deptId)), ...quotas(2) } })).status).toBe(200);
      const mover = await addOk({ parentId: 100, deptName: uniqueName('Race Mover'), ...quotas(5) });
      const moverBefore = await stored(mover.deptId);
      const newPath = `${staleTarget.deptPath}${mover.deptId},`;
      await expect(
        updateDept(moverBefore, { ...moverBefore, parentId: target.deptId, deptPath: newPath, ancestors: ancestorsOf(newPath), updateTime: new Date().toISOString() }, staleTarget),
      ).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect(await stored(mover.deptId)).toEqual(moverBefore);

      // the other way round: the parent's edit (or delete) checked "no children" before a child was added
      const lone = await addOk({ parentId: 100, deptName: uniqueName('Race Lone'), ...quotas(10) });
      const staleLone = await stored(lone.deptId);
      const child = await addOk({ parentId: lone.deptId, deptName: uniqueName('Race Late Child'), deptType: '2', ...quotas(9) });
      await expect(updateDept(staleLone, { ...staleLone, deptType: '2', updateTime: new Date().toISOString() })).rejects.toMatchObject({ errorCode: 'common.conflict' });
      await expect(updateDept(staleLone, { ...staleLone, ...quotas(5), updateTime: new Date().toISOString() })).rejects.toMatchObject({ errorCode: 'common.conflict' });
      await expect(deleteDept(staleLone)).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect(await stored(lone.deptId)).toMatchObject({ deptType: '0', ...quotas(10) });
      expect((await info(child.deptId)).json.data.parentId).toBe(lone.deptId);
      // a fresh read edits normally
      expect((await invoke('DeptUpdate', { token, body: { ...(await editable(lone.deptId)), leader: 'Fresh' } })).status).toBe(200);
    });

    it('concurrent adds under one agent all succeed (they share the parent guard)', async () => {
      const agent = await addOk({ parentId: 100, deptName: uniqueName('Busy Agent'), ...quotas(10) });
      const results = await Promise.all(Array.from({ length: 4 }, () => add({ parentId: agent.deptId, deptName: uniqueName('Busy Child'), deptType: '2', ...quotas(1) })));
      expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.json))).toEqual([200, 200, 200, 200]);
      expect((await getDeptById(agent.deptId))!.childVersion).toBe(4);
    });
  });

  describe('moving an organization', () => {
    it('rewrites the paths of the subtree and its users, and ends their sessions', async () => {
      const from = await addOk({ parentId: 100, deptName: uniqueName('Move From'), ...quotas(100) });
      const to = await addOk({ parentId: 100, deptName: uniqueName('Move To'), ...quotas(100) });
      const a = await addOk({ parentId: from.deptId, deptName: uniqueName('Moved A'), ...quotas(50) });
      const b = await addOk({ parentId: a.deptId, deptName: uniqueName('Moved B'), deptType: '2', ...quotas(10) });
      const ua = await createTestUser({ username: `mova${seq}`, password: PASSWORD, roleIds: [7], deptId: a.deptId, deptPath: a.deptPath });
      const ub = await createTestUser({ username: `movb${seq}`, password: PASSWORD, roleIds: [7], deptId: b.deptId, deptPath: b.deptPath });
      const sessionToken = await loginAs(`movb${seq}`, PASSWORD);

      const res = await invoke('DeptUpdate', { token, body: { ...(await editable(a.deptId)), parentId: to.deptId } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const newA = `${to.deptPath}${a.deptId},`;
      const newB = `${newA}${b.deptId},`;
      expect((await info(a.deptId)).json.data).toMatchObject({ parentId: to.deptId, deptPath: newA, ancestors: `0,100,${to.deptId}` });
      expect((await info(b.deptId)).json.data).toMatchObject({ parentId: a.deptId, deptPath: newB, ancestors: `0,100,${to.deptId},${a.deptId}` });
      expect((await getDeptById(a.deptId))?.pendingMove).toBe('');

      const under = async (prefix: string) =>
        (await UserEntity.query.byDept({}).begins({ deptPath: prefix }).go({ pages: 'all' })).data.map((u) => u.userId).sort();
      expect(await under(newA)).toEqual([ua, ub].sort());
      expect(await under(a.deptPath)).toEqual([]);
      expect(await under(from.deptPath)).toEqual([]);
      expect((await getUserById(ub))?.deptPath).toBe(newB);
      // the tree list of the new parent's subtree finds them; the old parent's no longer does
      const rows = await list();
      expect(rows.filter((d) => d.deptPath.startsWith(to.deptPath)).map((d) => d.deptId)).toEqual(expect.arrayContaining([a.deptId, b.deptId]));
      expect(rows.filter((d) => d.deptPath.startsWith(from.deptPath)).map((d) => d.deptId)).toEqual([from.deptId]);
      // sessions opened under the old path ended (the next login carries the new path)
      expect((await invoke('DeptTreeSelect', { token: sessionToken })).status).toBe(401);
    });

    it('carries the operation and login logs of the subtree along: its administrators keep them, the new parent sees them, the old one no longer', async () => {
      const from = await addOk({ parentId: 100, deptName: uniqueName('Log From'), ...quotas(100) });
      const to = await addOk({ parentId: 100, deptName: uniqueName('Log To'), ...quotas(100) });
      const moved = await addOk({ parentId: from.deptId, deptName: uniqueName('Log Moved'), ...quotas(50) });
      const admins = {
        from: `lgf${seq}`,
        to: `lgt${seq}`,
        moved: `lgm${seq}`,
      };
      await createTestUser({ username: admins.from, password: PASSWORD, roleIds: [3], deptId: from.deptId, deptPath: from.deptPath });
      await createTestUser({ username: admins.to, password: PASSWORD, roleIds: [3], deptId: to.deptId, deptPath: to.deptPath });
      await createTestUser({ username: admins.moved, password: PASSWORD, roleIds: [3], deptId: moved.deptId, deptPath: moved.deptPath });
      // the moved organization's administrator logs in (login log) and changes something (operation log)
      let movedAdmin = await loginAs(admins.moved, PASSWORD);
      const child = await addOk({ parentId: moved.deptId, deptName: uniqueName('Log Child'), deptType: '2', ...quotas(5) }, movedAdmin);

      const logsSeenBy = async (as: string) => {
        const oper = await invoke('OperLogPage', { token: as, query: { title: 'dept', limit: '50' } });
        const login = await invoke('LoginLogPage', { token: as, query: { userName: admins.moved, limit: '50' } });
        expect(oper.status, JSON.stringify(oper.json)).toBe(200);
        expect(login.status, JSON.stringify(login.json)).toBe(200);
        return {
          oper: (oper.json.data.rows as { operName: string; operParam: string }[]).filter((r) => r.operName === admins.moved).length,
          login: (login.json.data.rows as { userName: string }[]).length,
        };
      };
      expect(await logsSeenBy(await loginAs(admins.from, PASSWORD))).toEqual({ oper: 1, login: 1 });
      expect(await logsSeenBy(await loginAs(admins.to, PASSWORD))).toEqual({ oper: 0, login: 0 });

      const res = await invoke('DeptUpdate', { token, body: { ...(await editable(moved.deptId)), parentId: to.deptId } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await info(child.deptId)).json.data.deptPath).toBe(`${to.deptPath}${moved.deptId},${child.deptId},`);

      // the moved administrator (logged in again) still sees its own history: both logins and the change
      movedAdmin = await loginAs(admins.moved, PASSWORD);
      expect(await logsSeenBy(movedAdmin)).toEqual({ oper: 1, login: 2 });
      expect(await logsSeenBy(await loginAs(admins.to, PASSWORD))).toEqual({ oper: 1, login: 2 });
      expect(await logsSeenBy(await loginAs(admins.from, PASSWORD))).toEqual({ oper: 0, login: 0 });
    });

    it('refuses moving under itself or one of its descendants, and changes nothing', async () => {
      const a = await addOk({ parentId: 100, deptName: uniqueName('Loop A'), ...quotas(100) });
      const b = await addOk({ parentId: a.deptId, deptName: uniqueName('Loop B'), ...quotas(50) });
      const c = await addOk({ parentId: b.deptId, deptName: uniqueName('Loop C'), ...quotas(10) });
      const body = await editable(a.deptId);
      for (const parentId of [a.deptId, b.deptId, c.deptId]) {
        expectError(await invoke('DeptUpdate', { token, body: { ...body, parentId } }), 409, 'dept.parentIsSelfOrChild');
      }
      expect((await info(a.deptId)).json.data.deptPath).toBe(a.deptPath);
      expect((await info(c.deptId)).json.data.deptPath).toBe(c.deptPath);
    });

    it('finishes a move that stopped half-way on the next access (idempotent)', async () => {
      const from = await addOk({ parentId: 100, deptName: uniqueName('Half From'), ...quotas(100) });
      const to = await addOk({ parentId: 100, deptName: uniqueName('Half To'), ...quotas(100) });
      const a = await addOk({ parentId: from.deptId, deptName: uniqueName('Half A'), ...quotas(50) });
      const b = await addOk({ parentId: a.deptId, deptName: uniqueName('Half B'), ...quotas(10) });
      const u = await createTestUser({ username: `half${seq}`, password: PASSWORD, roleIds: [7], deptId: b.deptId, deptPath: b.deptPath });
      // Simulate a crash right after the first write of a move: only the moved organization has its new path.
      const before = (await getDeptById(a.deptId))!;
      const newA = `${to.deptPath}${a.deptId},`;
      await updateDept(before, { ...before, parentId: to.deptId, deptPath: newA, ancestors: `0,100,${to.deptId}`, pendingMove: `${a.deptPath}|${newA}`, updateTime: new Date().toISOString() });
      expect((await getDeptById(b.deptId))?.deptPath).toBe(b.deptPath);

      expect((await info(a.deptId)).status).toBe(200);
      expect((await getDeptById(b.deptId))?.deptPath).toBe(`${newA}${b.deptId},`);
      expect((await getUserById(u))?.deptPath).toBe(`${newA}${b.deptId},`);
      expect((await getDeptById(a.deptId))?.pendingMove).toBe('');
      // running it again changes nothing
      expect((await info(a.deptId)).json.data.deptPath).toBe(newA);
    });
  });

  describe('mail server settings', () => {
    it('stores the password encrypted, never returns it, keeps it on edit and clears it on request', async () => {
      const d = await addOk({ parentId: 100, deptName: uniqueName('Mail Org'), mailProtocol: 'SMTP', mailHost: 'smtp.example.com', mailPort: 465, mailAccount: 'bot@example.com', mailPassword: 'S3cret-pass!', mailEncryption: 'SSL' });
      expect(d.hasMailPassword).toBe(true);
      expect(JSON.stringify(d)).not.toContain('S3cret-pass!');
      const stored = (await getDeptById(d.deptId))!;
      expect(stored.mailPasswordEnc).toMatch(/^v1\./);
      expect(stored.mailPasswordEnc).not.toContain('S3cret');
      expect(await decryptMailPassword(stored.mailPasswordEnc, d.deptId)).toBe('S3cret-pass!');
      // bound to its organization: the same ciphertext does not decrypt for another one
      await expect(decryptMailPassword(stored.mailPasswordEnc, d.deptId + 1)).rejects.toThrow();

      const read = (await info(d.deptId)).json.data;
      expect(read).toMatchObject({ mailHost: 'smtp.example.com', mailPort: 465, hasMailPassword: true });
      expect(JSON.stringify(read)).not.toContain('S3cret');

      await invoke('DeptUpdate', { token, body: { ...(await editable(d.deptId)), mailPort: 587 } });
      expect((await getDeptById(d.deptId))!.mailPasswordEnc).toBe(stored.mailPasswordEnc);
      await invoke('DeptUpdate', { token, body: { ...(await editable(d.deptId)), clearMailPassword: true } });
      expect((await info(d.deptId)).json.data.hasMailPassword).toBe(false);

      const logs = (await listOperLogsOfMonth(new Date().toISOString().slice(0, 7))).filter((l) => l.title === 'dept');
      expect(logs.some((l) => l.operParam.includes('S3cret'))).toBe(false);
    });
  });

  it('searches by name and status, and exports the search as xlsx', async () => {
    const name = uniqueName('Searchable Org');
    await addOk({ parentId: 100, deptName: name, status: '1' });
    expect((await list(token, { deptName: 'searchable org' })).map((d) => d.deptName)).toEqual([name]);
    expect((await list(token, { deptName: 'searchable org', status: '0' }))).toEqual([]);
    const res = await invoke('DeptExport', { token, query: { deptName: 'searchable' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/organizations-\d{4}-\d{2}-\d{2}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    expect(wb.worksheets[0].getColumn(2).values.slice(2)).toEqual([name]);
    expect(wb.worksheets[0].getColumn(15).values.slice(1)).toEqual(['Status', 'Disabled']);

    const fr = await invoke('DeptExport', { token, query: { deptName: 'searchable' }, headers: { 'accept-language': 'fr' } });
    expect(String(fr.headers['content-disposition'])).toMatch(/organizations-\d{4}-\d{2}-\d{2}\.xlsx/);
    const frBook = new ExcelJS.Workbook();
    await frBook.xlsx.load(Buffer.from(fr.raw.body!, 'base64') as never);
    const sheet = frBook.worksheets[0];
    expect(sheet.name).toBe('Organisations');
    expect([sheet.getRow(1).getCell(3).text, sheet.getRow(1).getCell(4).text, sheet.getRow(1).getCell(15).text]).toEqual(['Organisation parente', 'Type', 'Statut']);
    expect([sheet.getRow(2).getCell(2).text, sheet.getRow(2).getCell(15).text]).toEqual([name, 'Désactivée']);
  });

  it('needs a token and the permission', async () => {
    expect((await invoke('DeptList')).status).toBe(401);
    await createTestUser({ username: `noperm${seq}`, password: PASSWORD, roleIds: [7] });
    const plain = await loginAs(`noperm${seq}`, PASSWORD);
    expectError(await invoke('DeptList', { token: plain }), 403, 'common.forbidden');
    expectError(await add({ parentId: 100, deptName: uniqueName('Nope') }, plain), 403, 'common.forbidden');
  });

  describe('administrator slots (assertAdminSlots, used by the Users module)', () => {
    it('allows at most 1 read-only, 1 operation and 3 administrators in total per organization', async () => {
      const d = await addOk({ parentId: 100, deptName: uniqueName('Admin Slots') });
      const other = await addOk({ parentId: 100, deptName: uniqueName('Admin Slots Other') });
      const mk = (roleIds: number[], deptId = d.deptId, deptPath = d.deptPath) =>
        createTestUser({ username: `slot${++seq}`, password: PASSWORD, roleIds, deptId, deptPath });
      const code = async (p: Promise<void>) => p.then(() => 'ok', (e: unknown) => (e instanceof AppError ? e.errorCode : String(e)));

      await assertAdminSlots(d.deptId, ['readonlyAdmin']);
      const ro = await mk([8]);
      expect(await code(assertAdminSlots(d.deptId, ['readonlyAdmin']))).toBe('dept.readOnlyAdminLimit');
      expect(await code(assertAdminSlots(d.deptId, ['readonlyAdmin'], ro))).toBe('ok'); // the same user keeps its role
      await mk([9]);
      expect(await code(assertAdminSlots(d.deptId, ['operationAdmin']))).toBe('dept.operationAdminLimit');
      // users of other organizations and ordinary roles do not count
      await mk([3], other.deptId, other.deptPath);
      await mk([7]);
      expect(await code(assertAdminSlots(d.deptId, ['orgAdmin']))).toBe('ok');
      await mk([3]);
      expect(await code(assertAdminSlots(d.deptId, ['orgAdmin']))).toBe('dept.adminLimit');
      expect(await code(assertAdminSlots(d.deptId, ['user']))).toBe('ok');
    });
  });

  describe('logo and seal', () => {
    const PNG = pngImage(2, 2, 1);
    const TIFF = tiffImage(2, 2, 2);
    const dataUrl = (type: string, b: Buffer) => `data:${type};base64,${b.toString('base64')}`;

    const serve = (deptId: number, kind: string) => invokeWithParams('DeptImage', { deptId: String(deptId), kind }, { token });
    const servedBytes = (res: { raw: { body?: string } }) => Buffer.from(res.raw.body ?? '', 'base64');

    it('stores png/jpg/tif images per organization, separately from the record, and removes them', async () => {
      const d = await addOk({ parentId: 100, deptName: uniqueName('Logo Org') });
      const up = await invoke('DeptImageUpload', { token, body: { deptId: d.deptId, kind: 'logo', image: dataUrl('image/png', PNG) } });
      expect(up.status, JSON.stringify(up.json)).toBe(200);
      expect((await invoke('DeptImageUpload', { token, body: { deptId: d.deptId, kind: 'seal', image: dataUrl('image/tiff', TIFF) } })).status).toBe(200);
      const record = (await info(d.deptId)).json.data;
      expect(record).toMatchObject({ hasLogo: true, hasSeal: true, logoUrl: up.json.data.url });
      expect(record.sealUrl).toMatch(new RegExp(`^/prod-api/upms/system/dept/image/${d.deptId}/seal\\?v=`));
      const logo = await serve(d.deptId, 'logo');
      expect(logo.headers['content-type']).toBe('image/png');
      expect(servedBytes(logo)).toEqual(PNG);
      expect(servedBytes(await serve(d.deptId, 'seal'))).toEqual(TIFF);
      // the tree list carries URLs, never the images
      expect(JSON.stringify(await list())).not.toContain(PNG.toString('base64'));

      expect((await invoke('DeptImageUpload', { token, body: { deptId: d.deptId, kind: 'logo', image: '' } })).status).toBe(200);
      expect((await info(d.deptId)).json.data).toMatchObject({ hasLogo: false, logoUrl: '', hasSeal: true });
      expectError(await serve(d.deptId, 'logo'), 404, 'common.notFound');
    });

    it('refuses other formats, a declared type that does not match the bytes, and too large images, changing nothing', async () => {
      const d = await addOk({ parentId: 100, deptName: uniqueName('Bad Logo Org') });
      const gif = gifImage();
      expectError(await invoke('DeptImageUpload', { token, body: { deptId: d.deptId, kind: 'logo', image: dataUrl('image/gif', gif) } }), 400, 'common.fileFormat');
      expectError(await invoke('DeptImageUpload', { token, body: { deptId: d.deptId, kind: 'logo', image: dataUrl('image/png', gif) } }), 400, 'common.fileFormat');
      const big = Buffer.concat([PNG, Buffer.alloc(LIMITS.imageUploadBytes, 3)]);
      expectError(await invoke('DeptImageUpload', { token, body: { deptId: d.deptId, kind: 'logo', image: dataUrl('image/png', big) } }), 413, 'common.fileTooLarge');
      expect((await info(d.deptId)).json.data).toMatchObject({ hasLogo: false, logoUrl: '' });
      expectError(await serve(d.deptId, 'logo'), 404, 'common.notFound');
    });
  });

  it('seeding gives an organization written before paths existed its deptPath, and nothing else (migration-free)', async () => {
    const now = new Date().toISOString();
    // the shape organization 100 had before: ancestors only, on the old index key
    await documentClient.send(
      new PutCommand({
        TableName: process.env.TABLE_NAME,
        Item: { pk: '$aed#deptid_4242', sk: '$dept_1', gsi1pk: '$aed', gsi1sk: '$dept_1#ancestors_0#deptid_4242', __edb_e__: 'dept', __edb_v__: '1', deptId: 4242, parentId: 0, ancestors: '0', deptName: 'Legacy Root', deptType: '0', orderNum: 0, status: '0', createTime: now, leader: 'Kept' },
      }),
    );
    expect(await getDeptByPath('0,4242,')).toBeNull();
    await ensureSeedDept({ deptId: 4242, parentId: 0, ancestors: '0', deptPath: '0,4242,', deptName: 'Legacy Root', createTime: now });
    await ensureSeedDept({ deptId: 4242, parentId: 0, ancestors: '0', deptPath: '0,4242,', deptName: 'Legacy Root', createTime: now });
    expect(await getDeptByPath('0,4242,')).toMatchObject({ deptId: 4242, leader: 'Kept' });
    // and its name is now taken
    expectError(await add({ parentId: 100, deptName: 'legacy root' }), 409, 'dept.nameExists');
  });
});
