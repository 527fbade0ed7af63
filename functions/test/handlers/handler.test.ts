import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MAX_HANDLERS_PER_TARGET, type HandlerAssignmentRecord } from '@aed/shared/schemas/handler';
import { invoke, loginAs } from '../helpers';
import { expectError } from './support';
import { addDept, addDevice, addUser, PASSWORD, ROLE, twoTenants, uid, type Dept, type Tenants , bindingCalls } from './binding-support';
import { recordCommands, type CommandRecorder } from '../command-recorder';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { deptBindingCount, deviceCounterName, targetCounterName } from '../../src/data/access/binding-counters';
import { CounterEntity } from '../../src/data/entities/counter-entity';
import { UniqueEntity } from '../../src/data/entities/unique-entity';
import { getDeptById } from '../../src/data/access/dept-reads';
import { getHandlerAssignment, handlerPrimaryMarker } from '../../src/data/access/handler-assignments';
import { getUserById } from '../../src/data/access/user-reads';
import { defaultHandlerForDevice, handlersFor } from '../../src/domain/handler/handler-queries';


let recorder: CommandRecorder;

describe('work-order handlers', () => {
  let t: Tenants;
  /** Operators (order handling) of type handler. */
  const handler = (dept: Dept, over: { status?: '0' | '1'; roleIds?: number[]; userTypes?: string[] } = {}) =>
    addUser({ dept, roleIds: over.roleIds ?? [ROLE.operator], userTypes: over.userTypes ?? ['handler'], status: over.status });

  const { add, addOk, page, all } = bindingCalls<HandlerAssignmentRecord>('Handler');
  const counter = async (name: string) => (await CounterEntity.get({ name }).go({ consistent: true })).data?.value ?? 0;
  const primaryOwner = async (deptId: number) => (await UniqueEntity.get(handlerPrimaryMarker({ deptId, deviceId: 0 })).go({ consistent: true })).data?.ownerId;
  /** What a refused call must leave as it was: every assignment (super administrator's view) and the target counters. */
  const state = async (deptIds: number[]) =>
    JSON.stringify({
      rows: (await all(t.admin)).map((r) => [r.assignmentId, r.deptId, r.deviceId, r.userId, r.primary, r.remark, r.updateTime]),
      counters: await Promise.all(deptIds.flatMap((d) => [counter(targetCounterName('handler', d, 0)), deptBindingCount('handler', d), primaryOwner(d)])),
    });

  beforeAll(async () => {
    t = await twoTenants();
    recorder = recordCommands();
  });
  afterAll(() => recorder.stop());

  it('assigns, reads, lists, finds, updates and removes a handler; one primary per target', async () => {
    const engineer = await handler(t.agentA);
    const second = await handler(t.customerA);
    const first = await addOk(t.adminA, { deptId: t.customerA.deptId, userId: engineer.userId, primary: true, remark: 'night shifts' });
    expect(first).toMatchObject({ deptId: t.customerA.deptId, deptName: t.customerA.deptName, deviceId: 0, userId: engineer.userId, username: engineer.username, nickName: `Name ${engineer.username}`, userDeptName: t.agentA.deptName, primary: true, eligibility: 'ok', remark: 'night shifts' });
    expect(await primaryOwner(t.customerA.deptId)).toBe(String(first.assignmentId));

    // a second primary takes the flag over
    const other = await addOk(t.adminA, { deptId: t.customerA.deptId, userId: second.userId, primary: true });
    expect((await getHandlerAssignment(first.assignmentId))!.primary).toBe(false);
    expect(await primaryOwner(t.customerA.deptId)).toBe(String(other.assignmentId));
    expect((await all(t.adminA, { primary: 'true' })).map((r) => r.assignmentId)).toEqual([other.assignmentId]);

    const info = await invoke('HandlerInfo', { token: t.adminA, query: { assignmentId: String(first.assignmentId) } });
    expect(info.json.data).toMatchObject({ assignmentId: first.assignmentId, primary: false });
    expect((await page(t.adminA, { keyword: engineer.username.toUpperCase() })).rows.map((r) => r.assignmentId)).toEqual([first.assignmentId]);
    expect((await page(t.adminA, { keyword: 'NIGHT' })).rows.map((r) => r.assignmentId)).toEqual([first.assignmentId]);
    expect((await all(t.adminA, { deptId: String(t.customerA.deptId), deviceId: '0' })).length).toBe(2);

    // update: back to primary (the other loses it), a new remark
    const upd = await invoke('HandlerUpdate', { token: t.adminA, body: { assignmentId: first.assignmentId, primary: true, remark: 'days' } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect(upd.json.data).toMatchObject({ primary: true, remark: 'days' });
    expect((await getHandlerAssignment(other.assignmentId))!.primary).toBe(false);
    // and no primary at all
    expect((await invoke('HandlerUpdate', { token: t.adminA, body: { assignmentId: first.assignmentId, primary: false, remark: 'days' } })).status).toBe(200);
    expect(await primaryOwner(t.customerA.deptId)).toBeUndefined();

    const del = await invoke('HandlerDelete', { token: t.adminA, query: { ids: `${first.assignmentId},${other.assignmentId}` } });
    expect(del.status, JSON.stringify(del.json)).toBe(200);
    expect(await all(t.adminA, { deptId: String(t.customerA.deptId) })).toEqual([]);
    expect(await counter(targetCounterName('handler', t.customerA.deptId, 0))).toBe(0);
    expect(await deptBindingCount('handler', t.customerA.deptId)).toBe(0);

    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7), 50);
    for (const type of ['add', 'update', 'delete']) expect(logs.some((l) => l.title === 'handler' && l.businessType === type), type).toBe(true);
    // the user may be assigned again
    await addOk(t.adminA, { deptId: t.customerA.deptId, userId: engineer.userId });
  });

  it('refuses a user who cannot handle the orders of the organization, with the reason, assigning nothing', async () => {
    const before = await state([t.agentA.deptId, t.customerA.deptId]);
    const cases: [Promise<{ userId: number }>, number, number, string][] = [
      // spec section 8: "This account has been deactivated, please choose another one"
      [handler(t.agentA, { status: '1' }), t.agentA.deptId, 400, 'handler.userDisabled'],
      // spec section 8: "The person you choose has no access to the page" (no role grants order handling)
      [handler(t.agentA, { roleIds: [ROLE.user] }), t.agentA.deptId, 400, 'handler.noAccess'],
      [handler(t.agentA, { userTypes: [] }), t.agentA.deptId, 400, 'handler.notHandler'],
      // an engineer of the customer cannot serve its agent (only the organization or one above it)
      [handler(t.customerA), t.agentA.deptId, 400, 'handler.userOutsideTree'],
      // a user of another tenant does not exist for the caller
      [handler(t.agentB), t.agentA.deptId, 404, 'handler.userNotFound'],
    ];
    for (const [user, deptId, status, code] of cases) {
      const res = await add(t.adminA, { deptId, userId: (await user).userId });
      expectError(res, status, code);
    }
    const messages = {
      disabled: (await add(t.adminA, { deptId: t.agentA.deptId, userId: (await handler(t.agentA, { status: '1' })).userId })).json.msg,
      noAccess: (await add(t.adminA, { deptId: t.agentA.deptId, userId: (await handler(t.agentA, { roleIds: [ROLE.user] })).userId })).json.msg,
    };
    expect(messages).toEqual({ disabled: 'This account has been deactivated, please choose another one', noAccess: 'The person you choose has no access to the page' });
    expectError(await add(t.adminA, { deptId: t.agentA.deptId, userId: 999_999 }), 404, 'handler.userNotFound');
    expectError(await add(t.adminA, { deptId: t.agentA.deptId }), 400, 'common.required');
    expectError(await add(t.adminA, { userId: 1 }), 400, 'common.required');
    expectError(await add(t.adminA, { deptId: t.customerB.deptId, userId: (await handler(t.agentA)).userId }), 404, 'dept.notFound');
    // even the super administrator cannot assign an engineer of another agent
    expectError(await add(t.admin, { deptId: t.agentA.deptId, userId: (await handler(t.agentB)).userId }), 400, 'handler.userOutsideTree');
    expect(await state([t.agentA.deptId, t.customerA.deptId])).toBe(before);

    // administrators' own role grants order handling (seeded menus), so an administrator of type handler is fine
    const adminHandler = await handler(t.agentA, { roleIds: [ROLE.orgAdmin] });
    await addOk(t.adminA, { deptId: t.agentA.deptId, userId: adminHandler.userId });
  });

  it('refuses the same user twice on a target and more than the bound, changing nothing', async () => {
    const dept = await addDept(t.admin, t.agentA.deptId, 'Bounded', '2');
    const engineers = await Promise.all(Array.from({ length: MAX_HANDLERS_PER_TARGET + 1 }, () => handler(t.agentA)));
    const one = await addOk(t.adminA, { deptId: dept.deptId, userId: engineers[0].userId });
    let before = await state([dept.deptId]);
    expectError(await add(t.adminA, { deptId: dept.deptId, userId: engineers[0].userId, primary: true }), 409, 'handler.exists');
    expect(await state([dept.deptId])).toBe(before);
    // concurrent duplicates: one wins
    const twins = await Promise.all([0, 1, 2].map(() => add(t.adminA, { deptId: dept.deptId, userId: engineers[1].userId })));
    expect(twins.filter((r) => r.status === 200)).toHaveLength(1);
    for (let i = 2; i < MAX_HANDLERS_PER_TARGET; i++) await addOk(t.adminA, { deptId: dept.deptId, userId: engineers[i].userId });
    expect(await counter(targetCounterName('handler', dept.deptId, 0))).toBe(MAX_HANDLERS_PER_TARGET);
    before = await state([dept.deptId]);
    const res = await add(t.adminA, { deptId: dept.deptId, userId: engineers[MAX_HANDLERS_PER_TARGET].userId });
    expectError(res, 409, 'handler.tooMany');
    expect(await state([dept.deptId])).toBe(before);
    expect(one.primary).toBe(false);
  });

  it('shows assignments that can no longer handle orders and leaves them out of the resolution', async () => {
    const agent = await addDept(t.admin, 100, 'Eligibility agent');
    const customer = await addDept(t.admin, agent.deptId, 'Eligibility customer', '2');
    // a role of its own that grants order handling (menu 1062), so the test can take it away
    const role = await invoke('RoleAdd', { token: t.admin, body: { roleName: `Handlers ${uid()}`, roleKey: `handlers${uid()}`, menuIds: [4, 1062], dataScope: '5' } });
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    const roleId = role.json.data.roleId as number;
    const agentEngineer = await handler(agent);
    const customerPrimary = await handler(customer, { roleIds: [roleId] });
    const customerBackup = await handler(customer);
    const up = await addOk(t.admin, { deptId: agent.deptId, userId: agentEngineer.userId, primary: true });
    const primary = await addOk(t.admin, { deptId: customer.deptId, userId: customerPrimary.userId, primary: true });
    const backup = await addOk(t.admin, { deptId: customer.deptId, userId: customerBackup.userId });
    const resolve = async (deptId: number) => {
      const res = await invoke('HandlerResolve', { token: t.admin, query: { deptId: String(deptId) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data;
    };
    const ids = (r: { rows: HandlerAssignmentRecord[] }) => r.rows.map((x) => x.assignmentId);
    expect(await resolve(customer.deptId)).toMatchObject({ level: 'organization', deptId: customer.deptId, defaultAssignmentId: primary.assignmentId });
    expect(ids(await resolve(customer.deptId))).toEqual([primary.assignmentId, backup.assignmentId]);

    // the role loses order handling: the primary can no longer handle, the backup becomes the default
    const info = (await invoke('RoleInfo', { token: t.admin, query: { roleId: String(roleId) } })).json.data;
    const roleRecord = info.role ?? info;
    const upd = await invoke('RoleUpdate', { token: t.admin, body: { roleId, roleName: roleRecord.roleName, roleKey: roleRecord.roleKey, roleSort: 0, status: '0', menuIds: [], remark: '' } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    const rows = await all(t.admin, { deptId: String(customer.deptId) });
    expect(rows.find((r) => r.assignmentId === primary.assignmentId)).toMatchObject({ eligibility: 'noAccess', primary: true });
    expect(await resolve(customer.deptId)).toMatchObject({ defaultAssignmentId: backup.assignmentId });
    expect(ids(await resolve(customer.deptId))).toEqual([backup.assignmentId]);

    // the backup is disabled too: nobody of the customer can handle, its agent's handler applies
    expect((await invoke('UserChangeStatus', { token: t.admin, body: { userId: customerBackup.userId, status: '1' } })).status).toBe(200);
    expect((await all(t.admin, { deptId: String(customer.deptId) })).find((r) => r.assignmentId === backup.assignmentId)!.eligibility).toBe('disabled');
    expect(await resolve(customer.deptId)).toMatchObject({ level: 'organization', deptId: agent.deptId, defaultAssignmentId: up.assignmentId });
    const domain = await handlersFor({ deptPath: customer.deptPath });
    expect(domain.rows.map((r) => r.assignmentId)).toEqual([up.assignmentId]);

    // a customer administrator sees that someone above handles its orders, not who
    const customerAdmin = await addUser({ dept: customer, roleIds: [ROLE.orgAdmin] });
    const seen = await invoke('HandlerResolve', { token: await loginAs(customerAdmin.username, PASSWORD), query: { deptId: String(customer.deptId) } });
    expect(seen.json.data).toMatchObject({ level: 'organization', deptId: agent.deptId, rows: [], hidden: 1 });
    // the agent's engineer is disabled too: nobody handles
    expect((await invoke('UserChangeStatus', { token: t.admin, body: { userId: agentEngineer.userId, status: '1' } })).status).toBe(200);
    expect(await resolve(customer.deptId)).toMatchObject({ level: 'none', rows: [], defaultAssignmentId: null });
  });

  it('keeps each tenant to its own assignments on lists, reads and writes', async () => {
    const a = await addOk(t.adminA, { deptId: t.agentA.deptId, userId: (await handler(t.agentA)).userId, remark: 'tenant probe A' });
    const b = await addOk(t.adminB, { deptId: t.agentB.deptId, userId: (await handler(t.agentB)).userId, remark: 'tenant probe B' });
    const before = await state([t.agentA.deptId, t.agentB.deptId]);
    expect((await all(t.adminA, { keyword: 'tenant probe' })).map((r) => r.assignmentId)).toEqual([a.assignmentId]);
    expect((await all(t.adminB, { keyword: 'tenant probe' })).map((r) => r.assignmentId)).toEqual([b.assignmentId]);
    // another tenant's organization answers as a missing one
    expectError(await invoke('HandlerPage', { token: t.adminA, query: { limit: '10', deptId: String(t.agentB.deptId) } }), 404, 'dept.notFound');
    expect((await all(t.adminCustomerA)).every((r) => r.deptId === t.customerA.deptId)).toBe(true);
    expect((await all(t.viewerA)).every((r) => r.deptId === t.agentA.deptId)).toBe(true);

    expectError(await invoke('HandlerInfo', { token: t.adminA, query: { assignmentId: String(b.assignmentId) } }), 404, 'handler.notFound');
    expectError(await invoke('HandlerUpdate', { token: t.adminA, body: { assignmentId: b.assignmentId, primary: true, remark: 'hijacked' } }), 404, 'handler.notFound');
    expectError(await invoke('HandlerDelete', { token: t.adminA, query: { ids: `${a.assignmentId},${b.assignmentId}` } }), 404, 'handler.notFound');
    expectError(await invoke('HandlerResolve', { token: t.adminA, query: { deptId: String(t.agentB.deptId) } }), 404, 'dept.notFound');
    expectError(await add(t.viewerA, { deptId: t.agentA.deptId, userId: a.userId }), 403, 'common.forbidden');
    expectError(await invoke('HandlerPage', { token: t.plainA }), 403, 'common.forbidden');
    expect(await state([t.agentA.deptId, t.agentB.deptId])).toBe(before);

    const file = await invoke('HandlerExport', { token: t.adminA, query: { keyword: 'tenant probe' }, headers: { 'accept-language': 'zh-CN' } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.raw.body as string, 'base64') as never);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('工单处理人');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining(['tenant probe A', '整个组织', '否', '是']));
  });

  it('keeps an assigned user from being deleted, and the organization from being deleted; follows a move', async () => {
    const dept = await addDept(t.admin, t.agentA.deptId, 'Lifecycle', '2');
    const engineer = await handler(t.agentA);
    const a = await addOk(t.admin, { deptId: dept.deptId, userId: engineer.userId, primary: true });

    const delUser = await invoke('UserDelete', { token: t.admin, query: { ids: String(engineer.userId) } });
    expectError(delUser, 409, 'handler.userAssigned');
    expect(await getUserById(engineer.userId)).not.toBeNull();

    const delDept = await invoke('DeptDelete', { token: t.admin, query: { deptId: String(dept.deptId) } });
    expectError(delDept, 409, 'handler.deptHasHandlers');
    expect(await getDeptById(dept.deptId)).not.toBeNull();

    // moving the organization under agent B: the assignment follows, and the agent A engineer is now outside its tree
    const info = (await invoke('DeptInfo', { token: t.admin, query: { deptId: String(dept.deptId) } })).json.data;
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...editable } = info;
    expect((await invoke('DeptUpdate', { token: t.admin, body: { ...editable, parentId: t.agentB.deptId } })).status).toBe(200);
    expect((await getHandlerAssignment(a.assignmentId))!.deptPath).toBe(`${t.agentB.deptPath}${dept.deptId},`);
    expect((await all(t.adminB, { deptId: String(dept.deptId) })).map((r) => [r.assignmentId, r.eligibility])).toEqual([[a.assignmentId, 'outsideTree']]);
    expectError(await invoke('HandlerPage', { token: t.adminA, query: { limit: '10', deptId: String(dept.deptId) } }), 404, 'dept.notFound');

    expect((await invoke('HandlerDelete', { token: t.adminB, query: { ids: String(a.assignmentId) } })).status).toBe(200);
    expect(await primaryOwner(dept.deptId)).toBeUndefined();
    expect((await invoke('UserDelete', { token: t.admin, query: { ids: String(engineer.userId) } })).status).toBe(200);
    expect((await invoke('DeptDelete', { token: t.admin, query: { deptId: String(dept.deptId) } })).status).toBe(200);
  });

  it('binds handlers to one device, which then goes to them before the organization', async () => {
    const agent = await addDept(t.admin, 100, 'Device agent');
    const customer = await addDept(t.admin, agent.deptId, 'Device customer', '2');
    const unit = await addDevice(customer);
    const plain = await addDevice(customer);
    const agentUnit = await addDevice(agent);
    const foreign = await addDevice(t.agentB);
    const agentEngineer = await handler(agent);
    const customerEngineer = await handler(customer);

    const orgWide = await addOk(t.admin, { deptId: customer.deptId, userId: customerEngineer.userId, primary: true });
    // the agent's engineer for this one device, bound at the customer (the engineer belongs to an organization above it)
    const bound = await addOk(t.admin, { deptId: customer.deptId, deviceId: unit.deviceId, userId: agentEngineer.userId, primary: true });
    expect(bound).toMatchObject({ deviceId: unit.deviceId, deviceLabel: `${unit.equipmentName} (${unit.serialNumber})`, primary: true, eligibility: 'ok' });
    // the primary of the device is another target than the organization's
    expect((await getHandlerAssignment(orgWide.assignmentId))!.primary).toBe(true);

    const before = await state([customer.deptId]);
    expectError(await add(t.admin, { deptId: customer.deptId, deviceId: agentUnit.deviceId, userId: agentEngineer.userId }), 400, 'handler.deviceOutsideDept');
    expectError(await add(t.admin, { deptId: customer.deptId, deviceId: 999_999, userId: agentEngineer.userId }), 404, 'device.notFound');
    expectError(await add(t.adminA, { deptId: t.agentA.deptId, deviceId: foreign.deviceId, userId: agentEngineer.userId }), 404, 'device.notFound');
    expectError(await add(t.admin, { deptId: customer.deptId, deviceId: unit.deviceId, userId: agentEngineer.userId }), 409, 'handler.exists');
    expect(await state([customer.deptId])).toBe(before);

    const resolve = async (deviceId: number) => {
      const res = await invoke('HandlerResolve', { token: t.admin, query: { deviceId: String(deviceId) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data;
    };
    expect(await resolve(unit.deviceId)).toMatchObject({ level: 'device', defaultAssignmentId: bound.assignmentId, rows: [expect.objectContaining({ userId: agentEngineer.userId })] });
    expect(await resolve(plain.deviceId)).toMatchObject({ level: 'organization', deptId: customer.deptId, defaultAssignmentId: orgWide.assignmentId });
    expect((await defaultHandlerForDevice(unit.deviceId))?.assignmentId).toBe(bound.assignmentId);
    expect((await defaultHandlerForDevice(plain.deviceId))?.assignmentId).toBe(orgWide.assignmentId);
    expectError(await invoke('HandlerResolve', { token: t.adminA, query: { deviceId: String(unit.deviceId) } }), 404, 'device.notFound');
    expect((await all(t.admin, { deviceId: String(unit.deviceId) })).map((r) => r.assignmentId)).toEqual([bound.assignmentId]);

    // the device's handler leaves: the device falls back to the organization's
    expect((await invoke('UserChangeStatus', { token: t.admin, body: { userId: agentEngineer.userId, status: '1' } })).status).toBe(200);
    expect((await defaultHandlerForDevice(unit.deviceId))?.assignmentId).toBe(orgWide.assignmentId);
    expect(await counter(deviceCounterName(unit.deviceId))).toBe(1);
  });

  it('lists with key-prefix Queries only, never a Scan', () => {
    expect(recorder.names()).toContain('QueryCommand');
    expect(recorder.names().filter((c) => /scan/i.test(c))).toEqual([]);
  });
});
