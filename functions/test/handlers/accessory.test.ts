import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, addMonths, todayUtc, type AccessoryRecord, type DeviceAccessories } from '@aed/shared/schemas/accessory';
import type { DeviceModelRow } from '@aed/shared/schemas/device-model';
import { adminToken, invoke, loginAs } from '../helpers';
import { deviceItemFor } from '../device-fixture';
import { createTestUser, expectError, setParameter } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { createDevice, updateDevice } from '../../src/data/access/devices/device-writes';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { type DeptGuard } from '../../src/data/access/devices/device-rules';
import { type DeviceItem } from '../../src/data/entities/device-entity';
import {
  deleteAccessories,
  deptAccessoryCount,
  deviceAccessoryCount,
  getAccessoryById,
  listExpiringAccessories,
} from '../../src/data/access/accessories';
import { dynamoClient, documentClient } from '../../src/data/client';
import { env } from '../../src/lib/env';

const PASSWORD = 'Acc#2026pw';
const ROLE = { orgAdmin: 3, readonlyAdmin: 8, user: 7 } as const;

let seq = 0;
const uid = () => `${Date.now().toString(36).slice(-5)}${++seq}`;

interface Dept {
  deptId: number;
  deptPath: string;
  deptName: string;
  deptType: string;
  equipmentQuota: number;
}
type Page = { total: number | null; rows: AccessoryRecord[]; next?: string };

/** Every DynamoDB command the data modules send while this file runs (lists must never Scan). */
const commands: string[] = [];

describe('accessories and consumables', () => {
  let admin: string;
  /** Organization administrators (data scope: organization and below) of two tenants. */
  let tokenA: string;
  let tokenB: string;
  let viewerA: string;
  let agentA: Dept;
  let customerA: Dept;
  let agentB: Dept;
  let frx: DeviceModelRow;
  let cabinetOnly: DeviceModelRow;
  let deviceA: DeviceItem;
  let deviceA2: DeviceItem;
  let deviceAgentA: DeviceItem;
  let deviceB: DeviceItem;

  const addDept = async (body: Record<string, unknown>): Promise<Dept> => {
    // agents under the default organization get room for children; children get a little less than their parent
    const quotas = body.parentId === 100 ? { equipmentQuota: 500, userQuota: 200, operationAccountCount: 100, viewAccountCount: 100 } : { equipmentQuota: 5, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 };
    const res = await invoke('DeptAdd', { token: admin, body: { deptType: '0', deptName: `Org ${uid()}`, ...quotas, ...body } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const guard = (d: Dept): DeptGuard => ({ deptId: d.deptId, deptPath: d.deptPath, deptName: d.deptName, deptType: d.deptType, equipmentQuota: d.equipmentQuota });
  /** A device written by the device data layer (the device API is another module). */
  const addDevice = async (dept: Dept, model: DeviceModelRow): Promise<DeviceItem> => {
    const item = await deviceItemFor(dept, model);
    await createDevice(item, guard(dept));
    return (await getDeviceById(item.deviceId))!;
  };

  const today = todayUtc();
  const base = (over: Record<string, unknown> = {}) => {
    const id = uid();
    return { category: 'consumable', kind: 'adultPads', code: `LOT-${id}`, name: `Pads ${id}`, brand: 'Philips', model: 'M5071A', supplier: 'MedSupply', owner: 'City', dealer: 'Dealer One', deptId: agentA.deptId, startDate: addDays(today, -30), effectiveDays: 365, ...over };
  };
  const add = (body: Record<string, unknown>, token = tokenA) => invoke('AccessoryAdd', { token, body });
  const addOk = async (over: Record<string, unknown> = {}, token = tokenA): Promise<AccessoryRecord> => {
    const res = await add(base(over), token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const info = (id: number, token = tokenA) => invoke('AccessoryInfo', { token, query: { accessoryId: String(id) } });
  const infoOk = async (id: number, token = tokenA): Promise<AccessoryRecord> => {
    const res = await info(id, token);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const editable = (r: AccessoryRecord) => ({
    accessoryId: r.accessoryId,
    category: r.category,
    kind: r.kind,
    code: r.code,
    name: r.name,
    brand: r.brand,
    model: r.model,
    supplier: r.supplier,
    owner: r.owner,
    dealer: r.dealer,
    deptId: r.deptId,
    startDate: r.startDate,
    expiryDate: r.expiryDate,
    remark: r.remark,
  });
  const update = (r: AccessoryRecord, over: Record<string, unknown>, token = tokenA) => invoke('AccessoryUpdate', { token, body: { ...editable(r), ...over } });
  const page = async (query: Record<string, string> = {}, token = tokenA): Promise<Page> => {
    const res = await invoke('AccessoryPage', { token, query: { limit: '50', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const install = (accessoryId: number, deviceId: number, over: Record<string, unknown> = {}, token = tokenA) => invoke('AccessoryInstall', { token, body: { accessoryId, deviceId, ...over } });
  const byDevice = async (deviceId: number, token = tokenA, history = false): Promise<DeviceAccessories> => {
    const res = await invoke('AccessoryByDevice', { token, query: { deviceId: String(deviceId), history: String(history) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const del = (ids: number[], token = tokenA) => invoke('AccessoryDelete', { token, query: { ids: ids.join(',') } });
  const fieldsOf = (res: { json: { fields?: { path: string; errorCode: string }[] } }) => (res.json.fields ?? []).map((f) => `${f.path}:${f.errorCode}`);

  beforeAll(async () => {
    dynamoClient.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'accessoryRecorder' },
    );
    admin = await adminToken();
    agentA = await addDept({ parentId: 100 });
    customerA = await addDept({ parentId: agentA.deptId, deptType: '2' });
    agentB = await addDept({ parentId: 100 });
    await createTestUser({ username: `acca${seq}`, password: PASSWORD, roleIds: [ROLE.orgAdmin], deptId: agentA.deptId, deptPath: agentA.deptPath });
    await createTestUser({ username: `accb${seq}`, password: PASSWORD, roleIds: [ROLE.orgAdmin], deptId: agentB.deptId, deptPath: agentB.deptPath });
    await createTestUser({ username: `accv${seq}`, password: PASSWORD, roleIds: [ROLE.readonlyAdmin], deptId: agentA.deptId, deptPath: agentA.deptPath });
    tokenA = await loginAs(`acca${seq}`, PASSWORD);
    tokenB = await loginAs(`accb${seq}`, PASSWORD);
    viewerA = await loginAs(`accv${seq}`, PASSWORD);

    const type = await invoke('ProductTypeAdd', { token: admin, body: { typeCode: `ACC-${uid()}`, typeName: `AED ${uid()}` } });
    expect(type.status, JSON.stringify(type.json)).toBe(200);
    const model = async (consumables: { kind: string; ratedLifeMonths: number }[]) => {
      const res = await invoke('DeviceModelAdd', {
        token: admin,
        body: { typeId: type.json.data.typeId, modelName: `FRx ${uid()}`, modelCode: `M-${uid()}`, brand: 'Philips', workingPrinciple: '2', consumables },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data as DeviceModelRow;
    };
    frx = await model([
      { kind: 'adultPads', ratedLifeMonths: 24 },
      { kind: 'battery', ratedLifeMonths: 48 },
    ]);
    cabinetOnly = await model([]);
    deviceA = await addDevice(customerA, frx);
    deviceA2 = await addDevice(customerA, cabinetOnly);
    deviceAgentA = await addDevice(agentA, frx);
    deviceB = await addDevice(agentB, frx);
  });
  afterAll(() => {
    dynamoClient.middlewareStack.remove('accessoryRecorder');
  });

  it('adds, reads, lists, modifies and deletes a record; expiry from effective days; each change logged', async () => {
    const body = base({ startDate: '2026-01-10', effectiveDays: 100, remark: 'spare set' });
    const res = await add(body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const rec = res.json.data as AccessoryRecord;
    expect(rec).toMatchObject({
      category: 'consumable',
      kind: 'adultPads',
      code: body.code,
      deptId: agentA.deptId,
      deptName: agentA.deptName,
      status: 'stock',
      deviceId: 0,
      device: null,
      startDate: '2026-01-10',
      expiryDate: '2026-04-20',
      effectiveDays: 100,
      createBy: expect.stringMatching(/^acca/),
    });
    expect(await infoOk(rec.accessoryId)).toEqual(rec);
    expect((await page({ keyword: String(body.code).toLowerCase() })).rows.map((r) => r.accessoryId)).toEqual([rec.accessoryId]);

    // modified by its expiry date: effective days follow
    const changed = await update(rec, { expiryDate: '2026-07-10', effectiveDays: undefined, supplier: 'Other supplier' });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(await infoOk(rec.accessoryId)).toMatchObject({ expiryDate: '2026-07-10', effectiveDays: 181, supplier: 'Other supplier' });
    // an accessory may have no expiry: always normal
    const sign = await addOk({ category: 'accessory', kind: 'wallSign', effectiveDays: null, expiryDate: '' });
    expect(sign).toMatchObject({ expiryDate: '', effectiveDays: null, daysLeft: null, state: 'normal' });

    expect(await deptAccessoryCount(agentA.deptId)).toBeGreaterThanOrEqual(2);
    const count = await deptAccessoryCount(agentA.deptId);
    expect((await del([rec.accessoryId, sign.accessoryId])).status).toBe(200);
    expectError(await info(rec.accessoryId), 404, 'accessory.notFound');
    expect(await deptAccessoryCount(agentA.deptId)).toBe(count - 2);
    // the duplicate key is free again
    expect((await add({ ...body, effectiveDays: 100 })).status).toBe(200);
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'accessory').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('refuses missing or inconsistent fields with the field named, and changes nothing', async () => {
    const before = await page();
    const missing = await add({ deptId: agentA.deptId });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toEqual(
      expect.arrayContaining(['category:accessory.categoryRequired', 'kind:accessory.kindRequired', 'code:accessory.codeRequired', 'name:accessory.nameRequired', 'startDate:accessory.startDateRequired']),
    );
    expect(fieldsOf(await add(base({ deptId: '' })))).toContain('deptId:accessory.deptRequired');
    expect(fieldsOf(await add(base({ kind: 'cabinet' })))).toContain('kind:accessory.kindInvalid');
    expect(fieldsOf(await add(base({ category: 'accessory', kind: 'battery' })))).toContain('kind:accessory.kindInvalid');
    expect(fieldsOf(await add(base({ effectiveDays: null })))).toContain('expiryDate:accessory.expiryRequired');
    expect(fieldsOf(await add(base({ effectiveDays: null, expiryDate: base().startDate })))).toContain('expiryDate:accessory.expiryBeforeStart');
    expect(fieldsOf(await add(base({ startDate: '2026-01-10', expiryDate: '2026-01-20', effectiveDays: 11 })))).toContain('effectiveDays:accessory.effectiveDaysMismatch');
    expect(fieldsOf(await add(base({ effectiveDays: 0 })))).toContain('effectiveDays:accessory.effectiveDaysRange');
    expect(fieldsOf(await add(base({ effectiveDays: 'ten' })))).toContain('effectiveDays:accessory.effectiveDaysRange');
    expect(fieldsOf(await add(base({ code: 'x'.repeat(65) })))).toContain('code:accessory.textTooLong');
    // an organization that does not exist, or outside the caller's scope
    expectError(await add(base({ deptId: 999_999 })), 404, 'dept.notFound');
    expectError(await add(base({ deptId: agentB.deptId })), 404, 'dept.notFound');
    expect(await page()).toEqual(before);
  });

  it('refuses an accessory duplicate (organization, category, kind, brand, code; case and spaces aside), on add and update', async () => {
    const first = await addOk({ brand: 'Philips', code: 'B-100' });
    const before = await page();
    const count = await deptAccessoryCount(agentA.deptId);
    expectError(await add(base({ brand: ' PHILIPS ', code: 'b-100' })), 409, 'accessory.duplicate');
    expect(await page()).toEqual(before);
    expect(await deptAccessoryCount(agentA.deptId)).toBe(count);
    // another kind, brand or organization is another record
    expect((await add(base({ kind: 'battery', brand: 'Philips', code: 'B-100' }))).status).toBe(200);
    expect((await add(base({ brand: 'ZOLL', code: 'B-100' }))).status).toBe(200);
    expect((await add(base({ deptId: customerA.deptId, brand: 'Philips', code: 'B-100' }))).status).toBe(200);
    expect((await add(base({ deptId: agentB.deptId, brand: 'Philips', code: 'B-100' }), tokenB)).status).toBe(200);
    // update into a taken key: refused, nothing moved; its own key stays taken
    const second = await addOk({ brand: 'Philips', code: 'B-101' });
    expectError(await update(second, { code: 'B-100' }), 409, 'accessory.duplicate');
    expect(await infoOk(second.accessoryId)).toEqual(second);
    expect(await infoOk(first.accessoryId)).toEqual(first);
    expectError(await add(base({ brand: 'Philips', code: 'B-101' })), 409, 'accessory.duplicate');
    expect((await update(second, { code: 'b-101', name: 'renamed' })).status).toBe(200);
  });

  it('lets exactly one of two concurrent identical adds win', async () => {
    const body = base({ code: `RACE-${uid()}` });
    const count = await deptAccessoryCount(agentA.deptId);
    const results = await Promise.all([add(body), add(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.errorCode).toBe('accessory.duplicate');
    expect((await page({ keyword: String(body.code).toLowerCase() })).rows).toHaveLength(1);
    expect(await deptAccessoryCount(agentA.deptId)).toBe(count + 1);
  });

  it('expiry not above the maximum validity: start date plus the rated life of its kind on the device model', async () => {
    const start = '2026-01-31';
    const max = addMonths(start, 24);
    expect(max).toBe('2028-01-31');
    // in stock nothing limits it; installing checks the device's model
    const long = await addOk({ startDate: start, effectiveDays: null, expiryDate: addDays(max, 1) });
    const refused = await install(long.accessoryId, deviceA.deviceId, { installDate: today });
    expectError(refused, 400, 'accessory.expiryAboveMax');
    expect(refused.json.params).toMatchObject({ max, months: 24 });
    expect(await infoOk(long.accessoryId)).toEqual(long);
    expect(await deviceAccessoryCount(deviceA.deviceId)).toBe(0);
    // a kind the model does not take
    const childPads = await addOk({ kind: 'childPads', startDate: start, effectiveDays: 30 });
    const notTaken = await install(childPads.accessoryId, deviceA.deviceId);
    expectError(notTaken, 400, 'accessory.kindNotForModel');
    expect(notTaken.json.params).toMatchObject({ model: frx.modelName });
    expectError(await install(childPads.accessoryId, deviceA2.deviceId), 400, 'accessory.kindNotForModel');
    // exactly at the maximum is fine
    const atMax = await addOk({ startDate: start, effectiveDays: null, expiryDate: max });
    const ok = await install(atMax.accessoryId, deviceA.deviceId);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ status: 'installed', deviceId: deviceA.deviceId, maxExpiryDate: max, installDate: today, device: { serialNumber: deviceA.serialNumber, modelName: frx.modelName } });
    expect(await deviceAccessoryCount(deviceA.deviceId)).toBe(1);
    // once installed, a modification is checked again, and nothing changes when refused
    const installed = await infoOk(atMax.accessoryId);
    expectError(await update(installed, { expiryDate: addDays(max, 1) }), 400, 'accessory.expiryAboveMax');
    expect(await infoOk(atMax.accessoryId)).toEqual(installed);
    // added directly on a device: checked too
    const direct = await add(base({ deviceId: deviceA.deviceId, kind: 'battery', startDate: start, effectiveDays: null, expiryDate: addDays(addMonths(start, 48), 1) }));
    expectError(direct, 400, 'accessory.expiryAboveMax');
    expect(direct.json.params).toMatchObject({ months: 48 });
    expect(await deviceAccessoryCount(deviceA.deviceId)).toBe(1);
    // accessories have no rated life
    const cabinet = await add(base({ category: 'accessory', kind: 'cabinet', deviceId: deviceA2.deviceId, effectiveDays: 3650 }));
    expect(cabinet.status, JSON.stringify(cabinet.json)).toBe(200);
    expect(cabinet.json.data).toMatchObject({ status: 'installed', installDate: cabinet.json.data.startDate, maxExpiryDate: null });
  });

  it('installs only on a device of the record organization (or below) that the caller sees; dates checked', async () => {
    const rec = await addOk({ deptId: customerA.deptId });
    // a device of the parent organization is not in the customer's subtree
    const upward = await install(rec.accessoryId, deviceAgentA.deviceId);
    expectError(upward, 400, 'accessory.deviceNotInOrganization');
    expect(upward.json.params).toMatchObject({ serial: deviceAgentA.serialNumber });
    // another tenant's device is "not found" for this caller
    expectError(await install(rec.accessoryId, deviceB.deviceId), 404, 'accessory.deviceNotFound');
    expectError(await install(rec.accessoryId, 999_999), 404, 'accessory.deviceNotFound');
    expectError(await install(rec.accessoryId, deviceA.deviceId, { installDate: addDays(today, 1) }), 400, 'accessory.dateInFuture');
    expectError(await install(rec.accessoryId, deviceA.deviceId, { installDate: addDays(rec.startDate, -1) }), 400, 'accessory.dateBeforeStart');
    expect(await infoOk(rec.accessoryId)).toEqual(rec);
    // the agent's record may go on its customer's device
    const agentRec = await addOk();
    expect((await install(agentRec.accessoryId, deviceA.deviceId)).status).toBe(200);
    expectError(await install(agentRec.accessoryId, deviceA.deviceId), 409, 'accessory.alreadyInstalled');
    // a read-only administrator cannot install
    const other = await addOk();
    expectError(await install(other.accessoryId, deviceA.deviceId, {}, viewerA), 403, 'common.forbidden');
    // an installed record stays in its organization
    expectError(await update(await infoOk(agentRec.accessoryId), { deptId: customerA.deptId }), 409, 'accessory.installedLocked');
  });

  it('a record installed on a device cannot be deleted ("accessory in use"), all or nothing; removing it frees it', async () => {
    const spare = await addOk();
    const used = await addOk({ kind: 'battery' });
    expect((await install(used.accessoryId, deviceA.deviceId)).status).toBe(200);
    const installed = await infoOk(used.accessoryId);
    const devCount = await deviceAccessoryCount(deviceA.deviceId);
    const refused = await del([spare.accessoryId, used.accessoryId]);
    expectError(refused, 409, 'accessory.inUse');
    expect(refused.json.params).toMatchObject({ code: used.code });
    expect(await infoOk(spare.accessoryId)).toEqual(spare);
    expect(await infoOk(used.accessoryId)).toEqual(installed);
    // a missing id refuses the whole call too
    expectError(await del([spare.accessoryId, 999_999]), 404, 'accessory.notFound');
    expect(await infoOk(spare.accessoryId)).toEqual(spare);
    // the transaction itself carries the condition (a concurrent install cannot slip through)
    const stale = (await getAccessoryById(used.accessoryId))!;
    await expect(deleteAccessories([stale])).rejects.toMatchObject({ errorCode: 'accessory.inUse' });
    expect((await info(used.accessoryId)).status).toBe(200);

    expectError(await invoke('AccessoryRemove', { token: tokenA, body: { accessoryId: spare.accessoryId } }), 409, 'accessory.notInstalled');
    expectError(await invoke('AccessoryRemove', { token: tokenA, body: { accessoryId: used.accessoryId, removeDate: addDays(today, 1) } }), 400, 'accessory.dateInFuture');
    const removed = await invoke('AccessoryRemove', { token: tokenA, body: { accessoryId: used.accessoryId } });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(removed.json.data).toMatchObject({ status: 'stock', deviceId: 0, device: null, removeDate: today });
    expect(await deviceAccessoryCount(deviceA.deviceId)).toBe(devCount - 1);
    // out of the device index (sparse: records in stock are not in it)
    expect((await byDevice(deviceA.deviceId, tokenA, true)).installed.map((r) => r.accessoryId)).not.toContain(used.accessoryId);
    expect((await byDevice(deviceA.deviceId, tokenA, true)).replaced.map((r) => r.accessoryId)).not.toContain(used.accessoryId);
    expect((await del([spare.accessoryId, used.accessoryId])).status).toBe(200);
  });

  it('replaces an installed consumable by a new one in one transaction; the old one stays as the device history', async () => {
    const old = await addOk({ kind: 'battery', startDate: addDays(today, -400), effectiveDays: 420 });
    expect((await install(old.accessoryId, deviceAgentA.deviceId, { installDate: addDays(today, -300) })).status).toBe(200);
    const devCount = await deviceAccessoryCount(deviceAgentA.deviceId);
    const deptCount = await deptAccessoryCount(agentA.deptId);
    const replacement = { category: 'consumable', kind: 'battery', code: `BAT-${uid()}`, name: 'M5070A', brand: 'Philips', startDate: addDays(today, -2), effectiveDays: 1000 };

    // refusals first, each changing nothing
    const tooLong = await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: old.accessoryId, replacement: { ...replacement, effectiveDays: 3000 } } });
    expectError(tooLong, 400, 'accessory.expiryAboveMax');
    expectError(await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: old.accessoryId, replacement: { ...replacement, kind: 'adultPads' } } }), 400, 'accessory.replaceKindMismatch');
    expectError(await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: old.accessoryId, replaceDate: addDays(today, -301), replacement } }), 400, 'accessory.dateBeforeInstall');
    expectError(await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: old.accessoryId } }), 400, 'accessory.replacementRequired');
    expectError(await invoke('AccessoryReplace', { token: tokenB, body: { accessoryId: old.accessoryId, replacement } }), 404, 'accessory.notFound');
    expect((await byDevice(deviceAgentA.deviceId)).installed.map((r) => r.accessoryId)).toContain(old.accessoryId);
    expect((await page({ keyword: replacement.code.toLowerCase() })).rows).toEqual([]);
    expect(await deptAccessoryCount(agentA.deptId)).toBe(deptCount);

    const res = await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: old.accessoryId, replacement } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const { replaced, installed } = res.json.data as { replaced: AccessoryRecord; installed: AccessoryRecord };
    expect(replaced).toMatchObject({ accessoryId: old.accessoryId, status: 'replaced', removeDate: today, replacedById: installed.accessoryId, deviceId: deviceAgentA.deviceId });
    expect(installed).toMatchObject({ status: 'installed', deviceId: deviceAgentA.deviceId, installDate: today, replacesId: old.accessoryId, deptId: agentA.deptId, code: replacement.code });
    expect(await deviceAccessoryCount(deviceAgentA.deviceId)).toBe(devCount);
    expect(await deptAccessoryCount(agentA.deptId)).toBe(deptCount + 1);
    const held = await byDevice(deviceAgentA.deviceId, tokenA, true);
    expect(held.installed.map((r) => r.accessoryId)).toContain(installed.accessoryId);
    expect(held.installed.map((r) => r.accessoryId)).not.toContain(old.accessoryId);
    expect(held.replaced.map((r) => r.accessoryId)).toContain(old.accessoryId);
    expect(held.consumables).toEqual([
      { kind: 'adultPads', ratedLifeMonths: 24 },
      { kind: 'battery', ratedLifeMonths: 48 },
    ]);
    // a replaced record is history: it cannot be installed again or replaced, but may be deleted
    expectError(await install(old.accessoryId, deviceAgentA.deviceId), 409, 'accessory.retired');
    expectError(await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: old.accessoryId, replacement } }), 409, 'accessory.notInstalled');

    // by a record in stock
    const stock = await addOk({ kind: 'battery', startDate: addDays(today, -1), effectiveDays: 200 });
    const wrongKind = await addOk({ kind: 'adultPads' });
    expectError(await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: installed.accessoryId, replacementId: wrongKind.accessoryId } }), 400, 'accessory.replaceKindMismatch');
    expectError(await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: installed.accessoryId, replacementId: installed.accessoryId } }), 409, 'accessory.replacementNotInStock');
    const second = await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: installed.accessoryId, replacementId: stock.accessoryId } });
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(second.json.data.installed).toMatchObject({ accessoryId: stock.accessoryId, status: 'installed', replacesId: installed.accessoryId });
    expect(await deptAccessoryCount(agentA.deptId)).toBe(deptCount + 3);
    expect((await byDevice(deviceAgentA.deviceId, tokenA, true)).replaced.map((r) => r.accessoryId)).toEqual(expect.arrayContaining([old.accessoryId, installed.accessoryId]));
  });

  it('lets exactly one of two concurrent replacements of the same record win; nothing of the loser remains', async () => {
    const old = await addOk({ kind: 'battery', startDate: addDays(today, -20), effectiveDays: 300 });
    expect((await install(old.accessoryId, deviceAgentA.deviceId)).status).toBe(200);
    const deptCount = await deptAccessoryCount(agentA.deptId);
    const devCount = await deviceAccessoryCount(deviceAgentA.deviceId);
    const tag = `RR-${uid()}`;
    const replacement = (n: number) => ({ category: 'consumable', kind: 'battery', code: `${tag}-${n}`, name: 'M5070A', startDate: today, effectiveDays: 500 });
    const results = await Promise.all([1, 2].map((n) => invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: old.accessoryId, replacement: replacement(n) } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(['common.conflict', 'accessory.notInstalled']).toContain(results.find((r) => r.status === 409)!.json.errorCode);
    expect((await page({ keyword: tag.toLowerCase() })).rows).toHaveLength(1);
    expect(await deptAccessoryCount(agentA.deptId)).toBe(deptCount + 1);
    expect(await deviceAccessoryCount(deviceAgentA.deviceId)).toBe(devCount);
    expect(await infoOk(old.accessoryId)).toMatchObject({ status: 'replaced' });
  });

  it('refuses an install or replace when the device changed meanwhile (condition on the device as read)', async () => {
    const device = await addDevice(customerA, frx);
    const rec = await addOk();
    // the device moves to another organization between the read and the write: the write reads it again here, so
    // simulate the race at the data layer by writing the install against the old device version
    const moved = { ...device, deptId: agentA.deptId, deptPath: agentA.deptPath, updateTime: new Date().toISOString() };
    await updateDevice(device, moved, guard(agentA));
    const { updateAccessory } = await import('../../src/data/access/accessories');
    const before = (await getAccessoryById(rec.accessoryId))!;
    const after = { ...before, status: 'installed' as const, deviceId: device.deviceId, installDate: today, updateTime: new Date().toISOString() };
    await expect(updateAccessory(before, after, { deviceId: device.deviceId, deptPath: device.deptPath, modelId: device.modelId, serialNumber: device.serialNumber }, null)).rejects.toMatchObject({
      errorCode: 'common.conflict',
    });
    expect(await getAccessoryById(rec.accessoryId)).toEqual(before);
    expect(await deviceAccessoryCount(device.deviceId)).toBe(0);
  });

  it('keeps each tenant in its own data scope on lists, reads and writes', async () => {
    const mine = await addOk({ code: `SCOPE-${uid()}` });
    const theirs = await addOk({ deptId: agentB.deptId, code: `SCOPE-${uid()}` }, tokenB);
    expect((await install(theirs.accessoryId, deviceB.deviceId, {}, tokenB)).status).toBe(200);
    const theirsNow = await infoOk(theirs.accessoryId, tokenB);

    expect((await page({ keyword: 'scope-' })).rows.map((r) => r.accessoryId)).toEqual([mine.accessoryId]);
    expect((await page({ keyword: 'scope-' }, tokenB)).rows.map((r) => r.accessoryId)).toEqual([theirs.accessoryId]);
    expect((await page({}, tokenB)).rows.every((r) => r.deptId === agentB.deptId)).toBe(true);
    // another tenant's organization answers as a missing one
    expectError(await invoke('AccessoryPage', { token: tokenA, query: { limit: '10', deptId: String(agentB.deptId) } }), 404, 'dept.notFound');
    expectError(await info(theirs.accessoryId), 404, 'accessory.notFound');
    expectError(await update(theirsNow, { name: 'stolen' }), 404, 'accessory.notFound');
    expectError(await del([theirs.accessoryId]), 404, 'accessory.notFound');
    expectError(await invoke('AccessoryRemove', { token: tokenA, body: { accessoryId: theirs.accessoryId } }), 404, 'accessory.notFound');
    expectError(await invoke('AccessoryByDevice', { token: tokenA, query: { deviceId: String(deviceB.deviceId) } }), 404, 'accessory.deviceNotFound');
    expectError(await invoke('AccessoryPage', { token: tokenA, query: { deviceId: String(deviceB.deviceId) } }), 404, 'accessory.deviceNotFound');
    // moving a record into another tenant's organization is refused too
    expectError(await update(mine, { deptId: agentB.deptId }), 404, 'dept.notFound');
    // the device picker offers the record organization's devices in the caller's scope only
    const options = await invoke('AccessoryDeviceOptions', { token: tokenA, query: { deptId: String(agentA.deptId) } });
    expect(options.status).toBe(200);
    const ids = (options.json.data as { deviceId: number }[]).map((d) => d.deviceId);
    expect(ids).toEqual(expect.arrayContaining([deviceA.deviceId, deviceAgentA.deviceId]));
    expect(ids).not.toContain(deviceB.deviceId);
    const customerOnly = (await invoke('AccessoryDeviceOptions', { token: tokenA, query: { deptId: String(customerA.deptId) } })).json.data as { deviceId: number; consumables: unknown[] }[];
    expect(customerOnly.map((d) => d.deviceId)).not.toContain(deviceAgentA.deviceId);
    expect(customerOnly.find((d) => d.deviceId === deviceA.deviceId)?.consumables).toHaveLength(2);
    expectError(await invoke('AccessoryDeviceOptions', { token: tokenA, query: { deptId: String(agentB.deptId) } }), 404, 'dept.notFound');
    expect(await infoOk(theirs.accessoryId, tokenB)).toEqual(theirsNow);
  });

  it('computes normal / expiring / expired when read with the consumable.warnDays parameter, and filters by state', async () => {
    const tag = `ST-${uid()}`;
    const expired = await addOk({ code: `${tag}-1`, startDate: addDays(today, -100), effectiveDays: 99 });
    const lastDay = await addOk({ code: `${tag}-2`, startDate: addDays(today, -100), effectiveDays: 100 });
    const in20 = await addOk({ code: `${tag}-3`, startDate: addDays(today, -10), effectiveDays: 30 });
    const in40 = await addOk({ code: `${tag}-4`, startDate: addDays(today, -10), effectiveDays: 50 });
    const forever = await addOk({ code: `${tag}-5`, category: 'accessory', kind: 'bracket', effectiveDays: null });
    const states = async () => Object.fromEntries((await page({ keyword: tag.toLowerCase() })).rows.map((r) => [r.code, [r.state, r.daysLeft]]));
    expect(await states()).toEqual({
      [expired.code]: ['expired', -1],
      [lastDay.code]: ['expiring', 0],
      [in20.code]: ['expiring', 20],
      [in40.code]: ['normal', 40],
      [forever.code]: ['normal', null],
    });
    const byState = async (state: string) => (await page({ keyword: tag.toLowerCase(), state })).rows.map((r) => r.code).sort();
    expect(await byState('expired')).toEqual([expired.code]);
    expect(await byState('expiring')).toEqual([lastDay.code, in20.code].sort());
    expect(await byState('normal')).toEqual([in40.code, forever.code].sort());
    expect((await page({ keyword: tag.toLowerCase(), state: 'expiring' })).total).toBe(2);

    await setParameter(admin, 'consumable.warnDays', '45');
    try {
      expect((await states())[in40.code]).toEqual(['expiring', 40]);
      expect(await byState('expiring')).toEqual([lastDay.code, in20.code, in40.code].sort());
    } finally {
      await setParameter(admin, 'consumable.warnDays', '30');
    }
  });

  it('filters by category, kind, status, device and organization; pages by cursor with the total on the first page', async () => {
    const tag = `FL-${uid()}`;
    const sub = await addDept({ parentId: agentA.deptId, deptType: '2' });
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await addOk({ code: `${tag}-${i}`, deptId: i < 2 ? sub.deptId : agentA.deptId }));
    const kit = await addOk({ code: `${tag}-kit`, category: 'accessory', kind: 'rescueKit', effectiveDays: null });
    expect((await install(rows[4]!.accessoryId, deviceA.deviceId)).status).toBe(200);
    const codes = async (q: Record<string, string>) => (await page({ keyword: tag.toLowerCase(), ...q })).rows.map((r) => r.code).sort();
    expect(await codes({ category: 'accessory' })).toEqual([kit.code]);
    expect(await codes({ category: 'consumable' })).toHaveLength(5);
    expect(await codes({ kind: 'rescueKit' })).toEqual([kit.code]);
    expect(await codes({ status: 'installed' })).toEqual([rows[4]!.code]);
    expect(await codes({ status: 'stock', category: 'consumable' })).toHaveLength(4);
    expect(await codes({ deviceId: String(deviceA.deviceId) })).toEqual([rows[4]!.code]);
    expect(await codes({ deptId: String(sub.deptId) })).toEqual([rows[0]!.code, rows[1]!.code].sort());

    const first = await page({ keyword: tag.toLowerCase(), limit: '4' });
    expect(first.total).toBe(6);
    expect(first.rows).toHaveLength(4);
    expect(first.next).toBeDefined();
    const second = await page({ keyword: tag.toLowerCase(), limit: '4', cursor: first.next! });
    expect(second.total, 'counted with the first page only').toBeUndefined();
    expect(second.rows).toHaveLength(2);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.accessoryId)).size).toBe(6);
    expectError(await invoke('AccessoryPage', { token: tokenA, query: { cursor: 'not-a-cursor' } }), 400, 'accessory.badCursor');
  });

  it('keeps expiry markers by month for the reminders: a key-range Query, replaced records leave it', async () => {
    const day = addDays(today, 400);
    const rec = await addOk({ kind: 'battery', startDate: today, effectiveDays: 400 });
    expect(rec.expiryDate).toBe(day);
    const found = await listExpiringAccessories(day, day);
    expect(found.find((m) => m.accessoryId === rec.accessoryId)).toMatchObject({ expiryDate: day, deviceId: 0, status: 'stock', deptId: agentA.deptId });
    expect((await install(rec.accessoryId, deviceAgentA.deviceId)).status).toBe(200);
    expect((await listExpiringAccessories(day, day)).find((m) => m.accessoryId === rec.accessoryId)).toMatchObject({ deviceId: deviceAgentA.deviceId, status: 'installed' });
    // a new expiry moves the marker
    const moved = addDays(today, 380);
    expect((await update(await infoOk(rec.accessoryId), { expiryDate: moved })).status).toBe(200);
    expect((await listExpiringAccessories(day, day)).some((m) => m.accessoryId === rec.accessoryId)).toBe(false);
    expect((await listExpiringAccessories(addDays(today, 370), addDays(today, 390))).some((m) => m.accessoryId === rec.accessoryId)).toBe(true);
    const res = await invoke('AccessoryReplace', { token: tokenA, body: { accessoryId: rec.accessoryId, replacement: { category: 'consumable', kind: 'battery', code: `R-${uid()}`, name: 'new', startDate: today, effectiveDays: 10 } } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await listExpiringAccessories(moved, moved)).some((m) => m.accessoryId === rec.accessoryId)).toBe(false);
    expect((await listExpiringAccessories(addDays(today, 10), addDays(today, 10))).map((m) => m.accessoryId)).toContain(res.json.data.installed.accessoryId);
  });

  it('exports the search as xlsx in the caller language', async () => {
    const tag = `EX-${uid()}`;
    await addOk({ code: `${tag}-1`, startDate: addDays(today, -100), effectiveDays: 99 });
    const res = await invoke('AccessoryExport', { token: tokenA, query: { keyword: tag.toLowerCase() }, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-disposition'])).toMatch(/accessories-\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(res.raw.body!, res.raw.isBase64Encoded ? 'base64' : 'utf8') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Accessoires et consommables');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Catégorie', 'Type', "Date d'expiration", 'Jours de validité', "État d'expiration"]));
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values).toEqual(expect.arrayContaining(['Consommable', 'Électrodes adulte', 'Expiré', 'En stock', 99]));
    expect(sheet.rowCount).toBe(2);
    // the export reads the caller's scope only
    const theirs = await invoke('AccessoryExport', { token: tokenB, query: { keyword: tag.toLowerCase() } });
    const other = new ExcelJS.Workbook();
    await other.xlsx.load(Buffer.from(theirs.raw.body!, theirs.raw.isBase64Encoded ? 'base64' : 'utf8') as unknown as ArrayBuffer);
    expect(other.worksheets[0]!.rowCount).toBe(1);
  });

  it('an organization holding records cannot be deleted; records follow an organization move', async () => {
    const org = await addDept({ parentId: agentA.deptId });
    const rec = await addOk({ deptId: org.deptId });
    const refused = await invoke('DeptDelete', { token: admin, query: { deptId: String(org.deptId) } });
    expectError(refused, 409, 'accessory.deptHasRecords');
    expect(refused.json.params).toMatchObject({ count: 1 });
    expect((await invoke('DeptInfo', { token: admin, query: { deptId: String(org.deptId) } })).status).toBe(200);

    // move the organization under the other agent: its record goes with it (path rebased), out of tenant A's scope
    const deptRow = (await invoke('DeptInfo', { token: admin, query: { deptId: String(org.deptId) } })).json.data;
    const moved = await invoke('DeptUpdate', { token: admin, body: { ...deptRow, parentId: agentB.deptId } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    await expect.poll(async () => (await info(rec.accessoryId)).status, { timeout: 10_000 }).toBe(404);
    expect((await infoOk(rec.accessoryId, tokenB)).deptId).toBe(org.deptId);
    expect((await page({ deptId: String(org.deptId) }, tokenB)).rows.map((r) => r.accessoryId)).toEqual([rec.accessoryId]);

    expect((await del([rec.accessoryId], tokenB)).status).toBe(200);
    expect(await deptAccessoryCount(org.deptId)).toBe(0);
    expect((await invoke('DeptDelete', { token: admin, query: { deptId: String(org.deptId) } })).status).toBe(200);
  });

  it('demo data: the demo devices get their model consumables (at the maximum validity) and a cabinet, once', async () => {
    const { seedDemoAccessories } = await import('../../src/local/demo-accessories');
    const fresh = await addDevice(customerA, frx);
    const written = await seedDemoAccessories();
    expect(written).toBeGreaterThanOrEqual(3);
    const held = await byDevice(fresh.deviceId);
    expect(held.installed.map((r) => r.kind).sort()).toEqual(['adultPads', 'battery', 'cabinet']);
    for (const r of held.installed.filter((x) => x.category === 'consumable')) expect(r.expiryDate).toBe(r.maxExpiryDate);
    expect(await seedDemoAccessories()).toBe(0);
    expect((await byDevice(fresh.deviceId)).installed).toHaveLength(3);
  });

  it('issued no Scan (the recorder does see one)', async () => {
    expect(commands).toContain('QueryCommand');
    expect(commands.filter((c) => /scan/i.test(c))).toEqual([]);
    const seen = commands.length;
    await documentClient.send(new ScanCommand({ TableName: env.tableName, Limit: 1 }));
    expect(commands.slice(seen)).toContain('ScanCommand');
  });
});
