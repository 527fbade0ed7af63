import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { MAX_NOTIFY_PER_TARGET, type NotifyPersonRecord } from '@aed/shared/schemas/notify';
import { invoke, loginAs } from '../helpers';
import { expectError } from './support';
import { addDevice, addUser, PASSWORD, ROLE, twoTenants, uid, type Tenants , bindingCalls } from './binding-support';
import { recordCommands, type CommandRecorder } from '../command-recorder';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { deptBindingCount, deviceCounterName, targetCounterName } from '../../src/data/access/binding-counters';
import { CounterEntity } from '../../src/data/entities/counter-entity';
import { deleteDept } from '../../src/data/access/depts';
import { getDeptById } from '../../src/data/access/dept-reads';
import { getNotifyPerson } from '../../src/data/access/notify-persons';
import { notifyPersonsFor, notifyPersonsForDevice } from '../../src/domain/notify/notify-queries';


let recorder: CommandRecorder;

describe('notify persons', () => {
  let t: Tenants;

  const body = (deptId: number, over: Record<string, unknown> = {}) => {
    const id = uid();
    return { deptId, personName: `Person ${id}`, phone: `+33 6 ${String(Date.now()).slice(-4)} ${String(++phoneSeq).padStart(4, '0')}`, email: `p${id}@example.com`, ...over };
  };
  let phoneSeq = 0;
  const { add, addOk, page, all } = bindingCalls<NotifyPersonRecord>('Notify');
  const editable = (r: NotifyPersonRecord) => ({ notifyId: r.notifyId, personName: r.personName, phone: r.phone, email: r.email, notifyEmail: r.notifyEmail, notifyPush: r.notifyPush, events: r.events, status: r.status, remark: r.remark });
  const counter = async (name: string) => (await CounterEntity.get({ name }).go({ consistent: true })).data?.value ?? 0;
  /** Everything a refused call must leave as it was: every person (as the super administrator sees them) and the counters of the targets. */
  const state = async (deptIds: number[]) =>
    JSON.stringify({
      rows: (await all(t.admin)).map((r) => [r.notifyId, r.deptId, r.deviceId, r.personName, r.phone, r.email, r.status, r.events, r.updateTime]),
      counters: await Promise.all(deptIds.flatMap((d) => [counter(targetCounterName('notify', d, 0)), deptBindingCount('notify', d)])),
    });

  beforeAll(async () => {
    t = await twoTenants();
    recorder = recordCommands();
  });
  afterAll(() => recorder.stop());

  it('adds, reads, lists, finds, updates and deletes a person, logging each change', async () => {
    const b = body(t.agentA.deptId, { personName: 'Claire Martin', email: 'Claire.Martin@Example.com', notifyPush: true, events: ['purple', 'red'], remark: 'night desk' });
    const added = await addOk(t.adminA, b);
    expect(added).toMatchObject({ deptId: t.agentA.deptId, deptName: t.agentA.deptName, deviceId: 0, deviceLabel: '', personName: 'Claire Martin', notifyEmail: true, notifyPush: true, events: ['red', 'purple'], status: '0', remark: 'night desk' });
    // defaults: email on, push off, every event
    const plain = await addOk(t.adminA, body(t.customerA.deptId));
    expect(plain).toMatchObject({ notifyEmail: true, notifyPush: false, events: ['red', 'yellow', 'pink', 'purple'], status: '0' });

    const info = await invoke('NotifyInfo', { token: t.adminA, query: { notifyId: String(added.notifyId) } });
    expect(info.json.data).toMatchObject({ notifyId: added.notifyId, createBy: expect.stringMatching(/^u_/) });

    // the tree: the agent and below, or the customer alone; the keyword over name, phone, email and remark
    expect((await all(t.adminA, { deptId: String(t.agentA.deptId) })).map((r) => r.notifyId)).toEqual(expect.arrayContaining([added.notifyId, plain.notifyId]));
    expect((await all(t.adminA, { deptId: String(t.customerA.deptId) })).map((r) => r.notifyId)).toEqual([plain.notifyId]);
    expect((await page(t.adminA, { keyword: 'NIGHT DESK' })).rows.map((r) => r.notifyId)).toEqual([added.notifyId]);
    expect((await page(t.adminA, { keyword: 'claire.martin@example' })).rows.map((r) => r.notifyId)).toEqual([added.notifyId]);
    expect((await page(t.adminA, { keyword: b.phone.slice(-6) })).rows.map((r) => r.notifyId)).toEqual([added.notifyId]);
    expect((await page(t.adminA, { deviceId: '0', status: '0', keyword: 'claire' })).total).toBe(1);
    // an empty device filter (as the search form sends it) is no filter, not "whole organization only"
    expect((await page(t.adminA, { deviceId: '', keyword: 'example.com' })).total).toBe(2);

    const upd = await invoke('NotifyUpdate', { token: t.adminA, body: { ...editable(added), personName: 'Claire M.', status: '1', notifyEmail: false } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect(upd.json.data).toMatchObject({ personName: 'Claire M.', status: '1', notifyEmail: false, notifyPush: true, deptId: t.agentA.deptId });
    expect((await page(t.adminA, { status: '1' })).rows.map((r) => r.notifyId)).toEqual([added.notifyId]);

    const del = await invoke('NotifyDelete', { token: t.adminA, query: { ids: `${added.notifyId},${plain.notifyId}` } });
    expect(del.status, JSON.stringify(del.json)).toBe(200);
    expect(await getNotifyPerson(added.notifyId)).toBeNull();
    expect(await counter(targetCounterName('notify', t.agentA.deptId, 0))).toBe(0);
    expect(await deptBindingCount('notify', t.customerA.deptId)).toBe(0);

    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7), 50);
    for (const type of ['add', 'update', 'delete']) expect(logs.some((l) => l.title === 'notify' && l.businessType === type), type).toBe(true);
    // the same email can be added again once the person is gone
    await addOk(t.adminA, { ...b, phone: '+33 6 00 00 00 01' });
  });

  it('refuses blank, malformed and incomplete fields with their codes, creating nothing', async () => {
    const before = await state([t.agentA.deptId]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ personName: '' }, 'common.required', 'personName'],
      [{ personName: '   ' }, 'common.required', 'personName'],
      [{ phone: '' }, 'common.required', 'phone'],
      [{ email: '' }, 'common.required', 'email'],
      [{ personName: undefined }, 'common.required', 'personName'],
      [{ phone: 'call me' }, 'user.phoneFormat', 'phone'],
      [{ email: 'not-an-email' }, 'user.emailFormat', 'email'],
      [{ notifyEmail: false, notifyPush: false }, 'notify.noChannel', 'notifyEmail'],
      [{ events: [] }, 'notify.noEvent', 'events'],
      [{ events: ['green'] }, 'common.validation', 'events'],
      [{ deptId: '' }, 'common.required', 'deptId'],
      [{ personName: 'x'.repeat(51) }, 'common.validation', 'personName'],
    ];
    for (const [over, code, field] of cases) {
      const res = await add(t.adminA, body(t.agentA.deptId, over));
      expect(res.status, `${code}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.fields, code).toEqual(expect.arrayContaining([expect.objectContaining({ path: expect.stringContaining(field) })]));
      expect(JSON.stringify(res.json), code).toContain(code);
    }
    expectError(await add(t.adminA, body(999_999)), 404, 'dept.notFound');
    expect(await state([t.agentA.deptId])).toBe(before);

    // an update is checked the same way
    const p = await addOk(t.adminA, body(t.agentA.deptId));
    const mid = await state([t.agentA.deptId]);
    const bad = await invoke('NotifyUpdate', { token: t.adminA, body: { ...editable(p), email: '' } });
    expectError(bad, 400, 'common.required');
    expectError(await invoke('NotifyUpdate', { token: t.adminA, body: { ...editable(p), notifyId: 999_999 } }), 404, 'notify.notFound');
    expect(await state([t.agentA.deptId])).toBe(mid);
  });

  it('refuses the same email or phone twice on one organization, on add and on update; another organization may have them', async () => {
    const first = await addOk(t.adminA, body(t.customerA.deptId, { email: 'dup.one@example.com', phone: '+44 20 7946 0001' }));
    const before = await state([t.customerA.deptId]);
    expectError(await add(t.adminA, body(t.customerA.deptId, { email: 'DUP.ONE@example.com' })), 409, 'notify.emailExists');
    expectError(await add(t.adminA, body(t.customerA.deptId, { phone: '+44 20-7946-0001' })), 409, 'notify.phoneExists');
    expect(await state([t.customerA.deptId])).toBe(before);

    const second = await addOk(t.adminA, body(t.customerA.deptId));
    const mid = await state([t.customerA.deptId]);
    expectError(await invoke('NotifyUpdate', { token: t.adminA, body: { ...editable(second), email: ' dup.one@EXAMPLE.com ' } }), 409, 'notify.emailExists');
    expectError(await invoke('NotifyUpdate', { token: t.adminA, body: { ...editable(second), phone: '+442079460001' } }), 409, 'notify.phoneExists');
    expect(await state([t.customerA.deptId])).toBe(mid);

    // the parent organization is another target: same person allowed there
    await addOk(t.adminA, body(t.agentA.deptId, { email: first.email, phone: first.phone }));
    // changing one's own email keeps it unique: the old address is free again
    const moved = await invoke('NotifyUpdate', { token: t.adminA, body: { ...editable(first), email: 'dup.two@example.com' } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await addOk(t.adminA, body(t.customerA.deptId, { email: 'dup.one@example.com' }));
  });

  it(`keeps at most ${MAX_NOTIFY_PER_TARGET} persons per organization, also against concurrent adds`, async () => {
    const dept = (await invoke('DeptAdd', { token: t.admin, body: { parentId: t.agentA.deptId, deptType: '2', deptName: `Bound ${uid()}`, equipmentQuota: 1, userQuota: 1, operationAccountCount: 1, viewAccountCount: 1 } })).json.data;
    for (let i = 0; i < MAX_NOTIFY_PER_TARGET - 2; i++) await addOk(t.adminA, body(dept.deptId));
    // two places left, four concurrent adds: exactly two win
    const results = await Promise.all([0, 1, 2, 3].map(() => add(t.adminA, body(dept.deptId))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) expect(['notify.tooMany', 'common.conflict']).toContain(r.json.errorCode);
    expect(await counter(targetCounterName('notify', dept.deptId, 0))).toBe(MAX_NOTIFY_PER_TARGET);
    const before = await state([dept.deptId]);
    const res = await add(t.adminA, body(dept.deptId));
    expectError(res, 409, 'notify.tooMany');
    expect(res.json.msg).toContain(String(MAX_NOTIFY_PER_TARGET));
    expect(await state([dept.deptId])).toBe(before);
    expect((await all(t.adminA, { deptId: String(dept.deptId) })).length).toBe(MAX_NOTIFY_PER_TARGET);
  });

  it('keeps each tenant to its own persons on lists, reads and writes', async () => {
    const a = await addOk(t.adminA, body(t.agentA.deptId, { personName: 'Tenant probe A' }));
    const b = await addOk(t.adminB, body(t.customerB.deptId, { personName: 'Tenant probe B' }));
    const before = await state([t.agentA.deptId, t.customerB.deptId]);

    // lists: the keyword matches both, each sees its own
    expect((await all(t.adminA, { keyword: 'tenant probe' })).map((r) => r.notifyId)).toEqual([a.notifyId]);
    expect((await all(t.adminB, { keyword: 'tenant probe' })).map((r) => r.notifyId)).toEqual([b.notifyId]);
    expect((await all(t.admin, { keyword: 'tenant probe' })).map((r) => r.notifyId).sort()).toEqual([a.notifyId, b.notifyId].sort());
    // another tenant's organization answers as a missing one
    expectError(await invoke('NotifyPage', { token: t.adminA, query: { limit: '10', deptId: String(t.customerB.deptId) } }), 404, 'dept.notFound');
    for (const r of await all(t.adminA)) expect(r.deptId === t.agentA.deptId || r.deptId === t.customerA.deptId || r.deptName.startsWith('Bound')).toBe(true);
    // a customer administrator sees its customer only; the read-only administrator of A sees A itself, not below
    expect((await all(t.adminCustomerA)).every((r) => r.deptId === t.customerA.deptId)).toBe(true);
    expect((await all(t.viewerA)).every((r) => r.deptId === t.agentA.deptId)).toBe(true);
    expect((await all(t.viewerA)).map((r) => r.notifyId)).toContain(a.notifyId);

    // reads and writes of the other tenant's person: it does not exist for them
    expectError(await invoke('NotifyInfo', { token: t.adminA, query: { notifyId: String(b.notifyId) } }), 404, 'notify.notFound');
    expectError(await invoke('NotifyUpdate', { token: t.adminA, body: { ...editable(b), personName: 'hijacked' } }), 404, 'notify.notFound');
    expectError(await invoke('NotifyDelete', { token: t.adminA, query: { ids: String(b.notifyId) } }), 404, 'notify.notFound');
    // all or nothing: one foreign id refuses the whole delete
    expectError(await invoke('NotifyDelete', { token: t.adminA, query: { ids: `${a.notifyId},${b.notifyId}` } }), 404, 'notify.notFound');
    expectError(await add(t.adminA, body(t.customerB.deptId)), 404, 'dept.notFound');
    expectError(await add(t.adminCustomerA, body(t.agentA.deptId)), 404, 'dept.notFound');
    // permissions: read-only and plain users change nothing
    expectError(await add(t.viewerA, body(t.agentA.deptId)), 403, 'common.forbidden');
    expectError(await invoke('NotifyDelete', { token: t.viewerA, query: { ids: String(a.notifyId) } }), 403, 'common.forbidden');
    expectError(await invoke('NotifyPage', { token: t.plainA }), 403, 'common.forbidden');
    expect(await state([t.agentA.deptId, t.customerB.deptId])).toBe(before);

    // the export holds the caller's persons only
    const file = await invoke('NotifyExport', { token: t.adminA, query: { keyword: 'tenant probe' }, headers: { 'accept-language': 'fr' } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(file.raw.body as string, 'base64') as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('Personnes à prévenir');
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Nom', 'Téléphone', 'E-mail', 'Organisation', 'Appareil']));
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toEqual(expect.arrayContaining(['Tenant probe A', "Toute l'organisation", 'Activé']));
  });

  it('refuses an unknown or too long delete, deleting nothing', async () => {
    const p = await addOk(t.adminA, body(t.agentA.deptId));
    const before = await state([t.agentA.deptId]);
    expectError(await invoke('NotifyDelete', { token: t.adminA, query: { ids: `${p.notifyId},999999` } }), 404, 'notify.notFound');
    expectError(await invoke('NotifyDelete', { token: t.adminA, query: { ids: Array.from({ length: 16 }, (_, i) => String(p.notifyId + i)).join(',') } }), 400, 'common.validation');
    expect(await state([t.agentA.deptId])).toBe(before);
  });

  it('resolves who is notified: own persons, else the nearest organization above with enabled ones, by event and channel', async () => {
    const agent = (await invoke('DeptAdd', { token: t.admin, body: { parentId: 100, deptType: '0', deptName: `Resolve agent ${uid()}`, equipmentQuota: 5, userQuota: 5, operationAccountCount: 5, viewAccountCount: 5 } })).json.data;
    const customer = (await invoke('DeptAdd', { token: t.admin, body: { parentId: agent.deptId, deptType: '2', deptName: `Resolve customer ${uid()}`, equipmentQuota: 1, userQuota: 1, operationAccountCount: 1, viewAccountCount: 1 } })).json.data;
    const resolve = async (deptId: number, token = t.admin) => {
      const res = await invoke('NotifyResolve', { token, query: { deptId: String(deptId) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data;
    };
    expect(await resolve(customer.deptId)).toMatchObject({ level: 'none', rows: [], hidden: 0 });

    const desk = await addOk(t.admin, body(agent.deptId, { personName: 'Agent desk', events: ['red'], notifyPush: true }));
    const mail = await addOk(t.admin, body(agent.deptId, { personName: 'Agent mail', events: ['yellow', 'pink'] }));
    const off = await addOk(t.admin, body(agent.deptId, { personName: 'Agent off', status: '1' }));
    // the customer has no one: its agent's enabled persons apply
    const inherited = await resolve(customer.deptId);
    expect(inherited).toMatchObject({ level: 'organization', deptId: agent.deptId, deptName: agent.deptName, hidden: 0 });
    expect(inherited.rows.map((r: NotifyPersonRecord) => r.notifyId)).toEqual([desk.notifyId, mail.notifyId]);
    expect(inherited.rows.map((r: NotifyPersonRecord) => r.notifyId)).not.toContain(off.notifyId);

    // by event and channel (the monitoring code asks for one light colour and one channel)
    const red = await notifyPersonsFor({ deptPath: customer.deptPath }, { event: 'red', channel: 'push' });
    expect(red.rows.map((r) => r.notifyId)).toEqual([desk.notifyId]);
    const pinkPush = await notifyPersonsFor({ deptPath: customer.deptPath }, { event: 'pink', channel: 'push' });
    expect(pinkPush.level).toBe('none');

    // once the customer has its own enabled person, only it applies; a disabled one does not count
    const own = await addOk(t.admin, body(customer.deptId, { personName: 'Customer own' }));
    expect((await resolve(customer.deptId)).rows.map((r: NotifyPersonRecord) => r.notifyId)).toEqual([own.notifyId]);
    await invoke('NotifyUpdate', { token: t.admin, body: { ...editable(own), status: '1' } });
    expect(await resolve(customer.deptId)).toMatchObject({ level: 'organization', deptId: agent.deptId });

    // a caller sees only what is in its scope: the agent's persons are counted, not shown, to a customer administrator
    const customerAdmin = await addUser({ dept: customer, roleIds: [ROLE.orgAdmin] });
    const seen = await resolve(customer.deptId, await loginAs(customerAdmin.username, PASSWORD));
    expect(seen).toMatchObject({ level: 'organization', deptId: agent.deptId, rows: [], hidden: 2 });
    // another tenant cannot ask at all
    expectError(await invoke('NotifyResolve', { token: t.adminB, query: { deptId: String(customer.deptId) } }), 404, 'dept.notFound');
    expectError(await invoke('NotifyResolve', { token: t.admin, query: {} }), 400, 'common.required');
  });

  it('follows its organization when it moves, and keeps the organization from being deleted', async () => {
    const moving = (await invoke('DeptAdd', { token: t.admin, body: { parentId: t.agentA.deptId, deptType: '2', deptName: `Moving ${uid()}`, equipmentQuota: 1, userQuota: 1, operationAccountCount: 1, viewAccountCount: 1 } })).json.data;
    const p = await addOk(t.adminA, body(moving.deptId, { personName: 'Moves along' }));
    const info = (await invoke('DeptInfo', { token: t.admin, query: { deptId: String(moving.deptId) } })).json.data;
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...editableDept } = info;
    const res = await invoke('DeptUpdate', { token: t.admin, body: { ...editableDept, parentId: t.agentB.deptId } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const after = await getNotifyPerson(p.notifyId);
    expect(after!.deptPath).toBe(`${t.agentB.deptPath}${moving.deptId},`);
    // now tenant B's, no longer A's
    expect((await all(t.adminB, { keyword: 'moves along' })).map((r) => r.notifyId)).toEqual([p.notifyId]);
    expect(await all(t.adminA, { keyword: 'moves along' })).toEqual([]);
    // the duplicate rule still holds after the move
    expectError(await add(t.adminB, body(moving.deptId, { email: p.email })), 409, 'notify.emailExists');

    // the organization cannot be deleted while it holds persons
    const del = await invoke('DeptDelete', { token: t.admin, query: { deptId: String(moving.deptId) } });
    expectError(del, 409, 'notify.deptHasPersons');
    expect(del.json.msg).toContain('(1)');
    expect(await getDeptById(moving.deptId)).not.toBeNull();
    expect(await getNotifyPerson(p.notifyId)).not.toBeNull();
    // nor when a person was added between the check and the delete: the delete's transaction checks the counter
    const dept = (await getDeptById(moving.deptId))!;
    await expect(deleteDept(dept)).rejects.toMatchObject({ errorCode: 'common.conflict' });
    expect(await getDeptById(moving.deptId)).not.toBeNull();

    expect((await invoke('NotifyDelete', { token: t.adminB, query: { ids: String(p.notifyId) } })).status).toBe(200);
    const ok = await invoke('DeptDelete', { token: t.admin, query: { deptId: String(moving.deptId) } });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
  });

  it('binds persons to one device of the organization or below it, and notifies those of the device first', async () => {
    const agent = (await invoke('DeptAdd', { token: t.admin, body: { parentId: t.agentA.deptId, deptType: '0', deptName: `Device agent ${uid()}`, equipmentQuota: 2, userQuota: 2, operationAccountCount: 2, viewAccountCount: 2 } })).json.data;
    const customer = (await invoke('DeptAdd', { token: t.admin, body: { parentId: agent.deptId, deptType: '2', deptName: `Device customer ${uid()}`, equipmentQuota: 1, userQuota: 1, operationAccountCount: 1, viewAccountCount: 1 } })).json.data;
    const unit = await addDevice(customer);
    const spare = await addDevice(customer);
    const agentUnit = await addDevice(agent);
    const foreign = await addDevice(t.agentB);

    // the form's device picker: the organization's devices and those below it, in the caller's scope
    const options = async (token: string, query: Record<string, string>) => invoke('BindingDeviceOptions', { token, query });
    const picked = (await options(t.adminA, { deptId: String(agent.deptId) })).json.data.map((o: { deviceId: number }) => o.deviceId);
    expect(picked.sort()).toEqual([unit.deviceId, spare.deviceId, agentUnit.deviceId].sort());
    expect((await options(t.adminA, { deptId: String(customer.deptId), keyword: unit.serialNumber.toLowerCase() })).json.data).toEqual([{ deviceId: unit.deviceId, deptId: customer.deptId, label: `${unit.equipmentName} (${unit.serialNumber})` }]);
    expectError(await options(t.adminB, { deptId: String(customer.deptId) }), 404, 'dept.notFound');
    expectError(await options(t.adminA, { deptId: String(t.agentB.deptId) }), 404, 'dept.notFound');

    // bound at the customer, or at the agent above it (an agent's own people for a device it sold)
    const own = await addOk(t.adminA, body(customer.deptId, { deviceId: unit.deviceId, personName: 'Unit keeper' }));
    expect(own).toMatchObject({ deptId: customer.deptId, deviceId: unit.deviceId, deviceLabel: `${unit.equipmentName} (${unit.serialNumber})` });
    const fromAgent = await addOk(t.adminA, body(agent.deptId, { deviceId: unit.deviceId, personName: 'Agent engineer' }));
    const orgWide = await addOk(t.adminA, body(customer.deptId, { personName: 'Customer desk' }));
    expect(await counter(deviceCounterName(unit.deviceId))).toBe(2);
    // the same email is another person on another target (the device vs the whole organization)
    await addOk(t.adminA, body(customer.deptId, { deviceId: spare.deviceId, email: own.email, phone: own.phone }));
    expectError(await add(t.adminA, body(customer.deptId, { deviceId: unit.deviceId, email: own.email.toUpperCase() })), 409, 'notify.emailExists');

    const before = await state([customer.deptId, agent.deptId]);
    // a device above the organization, a missing one, another tenant's: refused, nothing written
    expectError(await add(t.adminA, body(customer.deptId, { deviceId: agentUnit.deviceId })), 400, 'notify.deviceOutsideDept');
    expectError(await add(t.adminA, body(customer.deptId, { deviceId: 999_999 })), 404, 'device.notFound');
    expectError(await add(t.adminA, body(t.agentA.deptId, { deviceId: foreign.deviceId })), 404, 'device.notFound');
    expectError(await add(t.admin, body(customer.deptId, { deviceId: foreign.deviceId })), 400, 'notify.deviceOutsideDept');
    expect(await state([customer.deptId, agent.deptId])).toBe(before);

    // lists by device
    expect((await all(t.adminA, { deptId: String(agent.deptId), deviceId: String(unit.deviceId) })).map((r) => r.notifyId).sort()).toEqual([own.notifyId, fromAgent.notifyId].sort());
    expect((await all(t.adminA, { deptId: String(customer.deptId), deviceId: '0' })).map((r) => r.notifyId)).toEqual([orgWide.notifyId]);

    // resolution for the device: its own persons (at the customer and at the agent), else the organization's
    const resolve = async (deviceId: number, token = t.adminA) => {
      const res = await invoke('NotifyResolve', { token, query: { deviceId: String(deviceId) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data;
    };
    const forUnit = await resolve(unit.deviceId);
    expect(forUnit).toMatchObject({ level: 'device', deptId: customer.deptId });
    expect(forUnit.rows.map((r: NotifyPersonRecord) => r.notifyId)).toEqual([own.notifyId, fromAgent.notifyId]);
    const other = await addDevice(customer);
    expect(await resolve(other.deviceId)).toMatchObject({ level: 'organization', deptId: customer.deptId, rows: [expect.objectContaining({ notifyId: orgWide.notifyId })] });
    expect((await notifyPersonsForDevice(unit.deviceId))!.rows.map((r) => r.notifyId)).toEqual([own.notifyId, fromAgent.notifyId]);
    expect(await notifyPersonsForDevice(999_999)).toBeNull();
    // another tenant's device does not exist for the caller
    expectError(await invoke('NotifyResolve', { token: t.adminA, query: { deviceId: String(foreign.deviceId) } }), 404, 'device.notFound');

    // deleting the device-bound persons releases the device counter
    expect((await invoke('NotifyDelete', { token: t.adminA, query: { ids: `${own.notifyId},${fromAgent.notifyId}` } })).status).toBe(200);
    expect(await counter(deviceCounterName(unit.deviceId))).toBe(0);
    expect(await resolve(unit.deviceId)).toMatchObject({ level: 'organization', deptId: customer.deptId });
  });

  it('lists with key-prefix Queries only, never a Scan', () => {
    expect(recorder.names()).toContain('QueryCommand');
    expect(recorder.names().filter((c) => /scan/i.test(c))).toEqual([]);
  });
});
