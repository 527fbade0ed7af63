import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { InventoryMovementRow, MovementPage, StockCounts, StockPage, StockRow } from '@aed/shared/schemas/inventory';
import type { SaleStatus, DeviceStatus } from '@aed/shared/schemas/device';
import { adminToken, invoke, loginAs } from '../helpers';
import { deviceItemFor } from '../device-fixture';
import { createTestUser, expectError } from './support';
import { documentClient } from '../../src/data/client';
import { recordCommands, type CommandRecorder } from '../command-recorder';
import { env } from '../../src/lib/env';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { createDevice, deleteDevices, setDevicesStatus, updateDevice } from '../../src/data/access/devices/device-writes';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { listDevices } from '../../src/data/access/devices/device-lists';
import { type DeptGuard } from '../../src/data/access/devices/device-rules';
import { type DeviceItem } from '../../src/data/entities/device-entity';
import { DeviceEntity } from '../../src/data/entities/device-entity';
import { DeviceTallyEntity } from '../../src/data/entities/device-tally-entity';
import { ALL_SCOPE, scopeQueries } from '../../src/data/data-scope';

/**
 * Inventory against DynamoDB Local: devices are written through the device data layer's write functions (create,
 * transfer, sale status and model changes, enable, delete), then the stock and movements each caller reads are compared
 * with a plain model of those writes kept in this file, across two tenants and two levels of the tree, and again after
 * an organization moves to the other tenant. Stock is read from tallies only, and nothing issues a Scan.
 */

const PASSWORD = 'Stock#2026pw';
let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36).padStart(3, '0')}`;

/** The commands (names and inputs) the DynamoDB client sends while this file runs. */
let recorder: CommandRecorder;

interface Dept {
  deptId: number;
  parentId: number;
  deptPath: string;
  deptName: string;
  deptType: string;
  equipmentQuota: number;
}
/** What the test believes a device is. */
interface MDevice {
  deviceId: number;
  serialNumber: string;
  deptId: number;
  modelId: number;
  saleStatus: SaleStatus;
  status: DeviceStatus;
}
/** What the test believes a movement line is. */
interface MLine {
  deviceId: number;
  kind: string;
  side: string;
  deptId: number;
}

describe('inventory', () => {
  let admin: string;
  let typeId: number;
  let typeName: string;
  const models: { modelId: number; modelName: string }[] = [];
  const depts = new Map<number, Dept>();
  const devices = new Map<number, MDevice>();
  const lines: MLine[] = [];
  let agentA: Dept, subA: Dept, custA1: Dept, custA2: Dept, agentB: Dept, custB: Dept;
  const tokens: Record<string, string> = {};
  const usernames: Record<string, string> = {};
  const homes: Record<string, number> = {};
  /** Scope 4 (organization and below) or 3 (own organization) per user key. */
  const scopes: Record<string, '3' | '4' | '1'> = {};

  // ---- the model ---------------------------------------------------------------------------------------------

  const isUnder = (deptId: number, ancestor: number) => {
    for (let d: number | undefined = deptId; d; d = depts.get(d)?.parentId) if (d === ancestor) return true;
    return false;
  };
  const sees = (user: string, deptId: number) =>
    scopes[user] === '1' || (scopes[user] === '4' ? isUnder(deptId, homes[user]!) : deptId === homes[user]);
  const countsOf = (ds: MDevice[]): StockCounts => {
    const c: StockCounts = { stock: 0, sold: 0, inLease: 0, leaseExpired: 0, total: 0, enabled: 0, disabled: 0 };
    for (const d of ds) {
      c[({ '1': 'stock', '2': 'sold', '3': 'inLease', '4': 'leaseExpired' } as const)[d.saleStatus]] += 1;
      c.total += 1;
      c[d.status === '0' ? 'enabled' : 'disabled'] += 1;
    }
    return c;
  };
  /** Expected stock rows (organization, model, counts) of the devices `keep` selects, sorted for comparison. */
  const expectedRows = (keep: (d: MDevice) => boolean) => {
    const cells = new Map<string, MDevice[]>();
    for (const d of [...devices.values()].filter(keep)) cells.set(`${d.deptId}#${d.modelId}`, [...(cells.get(`${d.deptId}#${d.modelId}`) ?? []), d]);
    return [...cells.entries()].map(([k, ds]) => ({ deptId: Number(k.split('#')[0]), modelId: Number(k.split('#')[1]), ...countsOf(ds) })).sort(byCell);
  };
  const byCell = (a: { deptId: number; modelId: number }, b: { deptId: number; modelId: number }) => a.deptId - b.deptId || a.modelId - b.modelId;
  const cellsOf = (rows: StockRow[]) =>
    rows.map(({ deptId, modelId, stock, sold, inLease, leaseExpired, total, enabled, disabled }) => ({ deptId, modelId, stock, sold, inLease, leaseExpired, total, enabled, disabled })).sort(byCell);

  // ---- writes through the data layer -------------------------------------------------------------------------

  const guardOf = (d: Dept): DeptGuard => ({ deptId: d.deptId, deptPath: d.deptPath, deptName: d.deptName, deptType: d.deptType, equipmentQuota: d.equipmentQuota });
  const now = () => new Date().toISOString();

  async function addDevice(dept: Dept, modelIndex: number, over: Partial<DeviceItem> = {}): Promise<MDevice> {
    const item = await deviceItemFor(dept, { typeId, modelId: models[modelIndex]!.modelId }, over, 'INV-');
    await createDevice(item, guardOf(dept));
    const m: MDevice = { deviceId: item.deviceId, serialNumber: item.serialNumber, deptId: dept.deptId, modelId: item.modelId, saleStatus: item.saleStatus, status: item.status };
    devices.set(m.deviceId, m);
    lines.push({ deviceId: m.deviceId, kind: 'create', side: 'in', deptId: dept.deptId });
    return m;
  }

  /** Moves a device to another organization and/or sale status and/or model (one updateDevice). */
  async function change(m: MDevice, to: { dept?: Dept; saleStatus?: SaleStatus; modelIndex?: number }) {
    const before = (await getDeviceById(m.deviceId))!;
    const dept = to.dept ?? depts.get(before.deptId)!;
    const after: DeviceItem = {
      ...before,
      deptId: dept.deptId,
      deptPath: dept.deptPath,
      saleStatus: to.saleStatus ?? before.saleStatus,
      modelId: to.modelIndex === undefined ? before.modelId : models[to.modelIndex]!.modelId,
      outboundDate: (to.saleStatus ?? before.saleStatus) === '1' ? before.outboundDate : '2025-03-01',
      updateTime: now(),
    };
    await updateDevice(before, after, guardOf(dept));
    if (before.deptId !== after.deptId) {
      lines.push({ deviceId: m.deviceId, kind: 'transfer', side: 'out', deptId: before.deptId });
      lines.push({ deviceId: m.deviceId, kind: 'transfer', side: 'in', deptId: after.deptId });
    } else if (before.saleStatus !== after.saleStatus) lines.push({ deviceId: m.deviceId, kind: 'saleStatus', side: 'change', deptId: after.deptId });
    else if (before.modelId !== after.modelId) lines.push({ deviceId: m.deviceId, kind: 'model', side: 'change', deptId: after.deptId });
    Object.assign(m, { deptId: after.deptId, saleStatus: after.saleStatus, modelId: after.modelId });
  }

  async function enable(ms: MDevice[]) {
    const items = await Promise.all(ms.map(async (m) => (await getDeviceById(m.deviceId))!));
    const guards = [...new Set(items.map((d) => d.deptId))].map((id) => guardOf(depts.get(id)!));
    await setDevicesStatus(items, '0', guards, now(), 'admin');
    for (const m of ms) m.status = '0';
  }

  async function remove(ms: MDevice[]) {
    const items = await Promise.all(ms.map(async (m) => (await getDeviceById(m.deviceId))!));
    await deleteDevices(items, now(), 'admin');
    for (const m of ms) {
      devices.delete(m.deviceId);
      lines.push({ deviceId: m.deviceId, kind: 'delete', side: 'out', deptId: m.deptId });
    }
  }

  // ---- API ---------------------------------------------------------------------------------------------------

  async function stock(user: string, query: Record<string, string> = {}): Promise<StockPage> {
    const res = await invoke('InventoryStock', { token: tokens[user], query: { limit: '50', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as StockPage;
  }
  /** Every stock row of a search, page by page. */
  async function allStock(user: string, query: Record<string, string> = {}) {
    const first = await stock(user, { ...query, page: '1', limit: '2' });
    const rows = [...first.rows];
    for (let page = 2; rows.length < first.total; page++) rows.push(...(await stock(user, { ...query, page: String(page), limit: '2' })).rows);
    return { rows, totals: first.totals, total: first.total };
  }
  /** Every movement of a search walking its cursor; checks no row repeats and the first page's total. */
  async function allMovements(user: string, query: Record<string, string> = {}, limit = 3) {
    const rows: InventoryMovementRow[] = [];
    let cursor: string | undefined;
    let total: number | null = null;
    let pages = 0;
    do {
      const res = await invoke('InventoryMovements', { token: tokens[user], query: { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const page = res.json.data as MovementPage;
      if (pages === 0) total = page.total ?? null;
      else expect(page.total, 'counted on the first page only').toBeUndefined();
      expect(page.rows.length).toBeLessThanOrEqual(limit);
      rows.push(...page.rows);
      cursor = page.next;
      pages += 1;
    } while (cursor);
    expect(new Set(rows.map((r) => r.movementId)).size, 'no line twice').toBe(rows.length);
    expect(total).toBe(rows.length);
    return rows;
  }
  const lineKey = (l: { deviceId: number; kind: string; side: string; deptId: number }) => `${l.deviceId}:${l.kind}:${l.side}:${l.deptId}`;
  const expectedLines = (keep: (l: MLine) => boolean) => lines.filter(keep).map(lineKey).sort();

  async function addDept(parent: Dept | number, deptType: '0' | '2', quota: number): Promise<Dept> {
    const parentId = typeof parent === 'number' ? parent : parent.deptId;
    const res = await invoke('DeptAdd', {
      token: admin,
      body: { parentId, deptType, deptName: `Inv ${uid()}`, equipmentQuota: quota, userQuota: quota, operationAccountCount: quota, viewAccountCount: quota },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const d = res.json.data as Dept;
    const dept = { deptId: d.deptId, parentId, deptPath: d.deptPath, deptName: d.deptName, deptType: d.deptType, equipmentQuota: d.equipmentQuota };
    depts.set(dept.deptId, dept);
    return dept;
  }
  async function refreshDept(d: Dept) {
    const res = await invoke('DeptInfo', { token: admin, query: { deptId: String(d.deptId) } });
    Object.assign(d, { deptPath: res.json.data.deptPath, parentId: res.json.data.parentId });
  }
  async function addUser(key: string, dept: Dept | null, roleId: number, scope: '1' | '3' | '4') {
    usernames[key] = `inv${key}${uid()}`.slice(0, 30);
    await createTestUser({ username: usernames[key], password: PASSWORD, roleIds: [roleId], deptId: dept?.deptId ?? 100, deptPath: dept?.deptPath ?? '0,100,' });
    tokens[key] = await loginAs(usernames[key], PASSWORD);
    homes[key] = dept?.deptId ?? 100;
    scopes[key] = scope;
  }

  beforeAll(async () => {
    recorder = recordCommands();
    admin = await adminToken();
    const type = await invoke('ProductTypeAdd', { token: admin, body: { typeCode: `INV${uid()}`, typeName: `AED ${uid()}` } });
    typeId = type.json.data.typeId;
    typeName = type.json.data.typeName;
    for (const name of ['HeartStart FRx', 'LIFEPAK CR2']) {
      const res = await invoke('DeviceModelAdd', { token: admin, body: { typeId, modelName: name, modelCode: `M${uid()}`, brand: 'Acme', workingPrinciple: '1' } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      models.push({ modelId: res.json.data.modelId, modelName: name });
    }
    depts.set(100, { deptId: 100, parentId: 0, deptPath: '0,100,', deptName: 'AED Cloud', deptType: '0', equipmentQuota: 0 });
    // two tenants; tenant A has two levels below its agent
    agentA = await addDept(100, '0', 60);
    subA = await addDept(agentA, '0', 20);
    custA1 = await addDept(subA, '2', 5);
    custA2 = await addDept(agentA, '2', 5);
    agentB = await addDept(100, '0', 60);
    custB = await addDept(agentB, '2', 5);

    await addUser('ops', null, 2, '1');
    await addUser('adminA', agentA, 3, '4');
    await addUser('adminSubA', subA, 3, '4');
    await addUser('viewerA1', custA1, 8, '3');
    await addUser('adminB', agentB, 3, '4');
    await addUser('plain', agentA, 7, '4');
  });
  afterAll(() => {
    recorder.stop();
  });

  it('writes devices in several organizations and states through the data layer', async () => {
    const a = [await addDevice(agentA, 0), await addDevice(agentA, 0), await addDevice(agentA, 0), await addDevice(agentA, 1), await addDevice(agentA, 1)];
    const s = [await addDevice(subA, 0), await addDevice(subA, 0)];
    const b = [await addDevice(agentB, 0), await addDevice(agentB, 0), await addDevice(custB, 1, { saleStatus: '3', outboundDate: '2025-03-01' })];
    // an old registration, for the date range
    await addDevice(agentA, 1, { createTime: '2025-06-15T10:00:00.000Z' });
    // sold to customers (transfers with a sale status), one of them enabled
    await change(a[0]!, { dept: custA1, saleStatus: '2' });
    await change(a[1]!, { dept: custA1, saleStatus: '3' });
    await change(a[3]!, { dept: custA2, saleStatus: '2' });
    await enable([a[0]!, a[3]!]);
    // a lease ends in place, a model is corrected, a sub-agent's unit goes back to the agent
    await change(b[2]!, { saleStatus: '4' });
    await change(s[1]!, { modelIndex: 1 });
    await change(s[0]!, { dept: agentA });
    // a device moved between tenants (the platform's own correction), and two deleted
    await change(b[1]!, { dept: custA2, saleStatus: '2' });
    await remove([b[0]!, a[4]!]);
    expect(devices.size).toBe(9);
    expect(lines.length).toBeGreaterThan(15);
  });

  it('the stock equals the devices written: per organization and model, sale statuses and the enabled split', async () => {
    const all = await allStock('ops');
    expect(cellsOf(all.rows)).toEqual(expectedRows(() => true));
    expect(all.totals).toEqual(countsOf([...devices.values()]));
    // the same figures counted from the device records themselves
    const records = await listDevices(scopeQueries(ALL_SCOPE), {}, 1000);
    expect(records).toHaveLength(devices.size);
    expect(all.totals.total).toBe(records.length);
    expect(all.totals.enabled).toBe(records.filter((d) => d.status === '0').length);
    expect(all.totals.sold).toBe(records.filter((d) => d.saleStatus === '2').length);
    const row = all.rows.find((r) => r.deptId === custA1.deptId && r.modelId === models[0]!.modelId)!;
    expect(row).toMatchObject({ deptName: custA1.deptName, typeId, typeName, modelName: 'HeartStart FRx', brand: 'Acme', sold: 1, inLease: 1, total: 2, enabled: 1, disabled: 1 });
  });

  it('each caller sees exactly the stock of its scope, over two tenants and two levels', async () => {
    for (const user of ['adminA', 'adminSubA', 'viewerA1', 'adminB']) {
      const mine = await allStock(user);
      expect(cellsOf(mine.rows), user).toEqual(expectedRows((d) => sees(user, d.deptId)));
      expect(mine.totals, user).toEqual(countsOf([...devices.values()].filter((d) => sees(user, d.deptId))));
    }
    // tenant B's stock is not in tenant A's, and the other way round
    expect((await allStock('adminA')).rows.some((r) => [agentB.deptId, custB.deptId].includes(r.deptId))).toBe(false);
    expect((await allStock('adminB')).rows.every((r) => [agentB.deptId, custB.deptId].includes(r.deptId))).toBe(true);
  });

  it('narrows to the organization picked in the tree (with or without its sub-organizations) and by type, model and sale status', async () => {
    const sub = await allStock('adminA', { deptId: String(subA.deptId) });
    expect(cellsOf(sub.rows)).toEqual(expectedRows((d) => isUnder(d.deptId, subA.deptId)));
    const only = await allStock('adminA', { deptId: String(agentA.deptId), subtree: '0' });
    expect(cellsOf(only.rows)).toEqual(expectedRows((d) => d.deptId === agentA.deptId));
    const model1 = await allStock('adminA', { modelId: String(models[1]!.modelId) });
    expect(cellsOf(model1.rows)).toEqual(expectedRows((d) => sees('adminA', d.deptId) && d.modelId === models[1]!.modelId));
    const sold = await allStock('adminA', { saleStatus: '2' });
    expect(sold.totals).toEqual(countsOf([...devices.values()].filter((d) => sees('adminA', d.deptId) && d.saleStatus === '2')));
    expect(sold.totals.stock).toBe(0);
    expect((await allStock('adminA', { typeId: String(typeId) })).totals).toEqual((await allStock('adminA')).totals);
    // organization totals cover every row of the organization, not only those of the page
    const page = await stock('adminA', { page: '1', limit: '1' });
    expect(page.rows).toHaveLength(1);
    const group = page.groups.find((g) => g.deptId === page.rows[0]!.deptId)!;
    expect(group.total).toBe([...devices.values()].filter((d) => d.deptId === group.deptId).length);
    expect(page.groups).toHaveLength(1);
  });

  it('refuses organizations outside the scope and callers without the permission, changing nothing', async () => {
    const before = await allStock('ops');
    expectError(await invoke('InventoryStock', { token: tokens.adminB, query: { deptId: String(agentA.deptId) } }), 404, 'dept.notFound');
    expectError(await invoke('InventoryStock', { token: tokens.viewerA1, query: { deptId: String(subA.deptId) } }), 404, 'dept.notFound');
    expectError(await invoke('InventoryMovements', { token: tokens.adminSubA, query: { deptId: String(custA2.deptId) } }), 404, 'dept.notFound');
    expectError(await invoke('InventoryStock', { token: tokens.adminA, query: { deptId: '99999999' } }), 404, 'dept.notFound');
    for (const route of ['InventoryStock', 'InventoryMovements', 'InventoryStockExport', 'InventoryMovementExport', 'InventoryOptions'] as const) {
      expectError(await invoke(route, { token: tokens.plain }), 403, 'common.forbidden');
    }
    expectError(await invoke('InventoryStock', {}), 401, 'session.invalid');
    expectError(await invoke('InventoryStock', { token: tokens.adminA, query: { saleStatus: '9' } }), 400, 'common.validation');
    expect(await allStock('ops')).toEqual(before);
  });

  it('reads the stock from tallies only: no device item is read and no Scan is issued', async () => {
    // every entity shares the index partition: the entity's sort key prefix tells device entries from tallies
    const sortKeyOf = (q: { params(): unknown }) => (q.params() as { ExpressionAttributeValues: Record<string, string> }).ExpressionAttributeValues[':sk1']!.split('#')[0]!;
    const devicePrefix = sortKeyOf(DeviceEntity.query.byPath({}).begins({ deptPath: '0,' }));
    const tallyPrefix = sortKeyOf(DeviceTallyEntity.query.byPath({}).begins({ deptPath: '0,' }));
    expect(devicePrefix).not.toBe(tallyPrefix);
    const from = recorder.commands.length;
    await stock('adminA');
    await stock('ops', { deptId: String(custA1.deptId) });
    const sent = recorder.commands.slice(from);
    const queries = sent.filter((c) => c.name === 'QueryCommand');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.input.includes(`"${tallyPrefix}#`))).toBe(true);
    // neither a device index entry nor a device record (key "deviceid_") is read
    expect(sent.some((c) => c.input.includes(`"${devicePrefix}#`) || c.input.includes('deviceid_'))).toBe(false);
    expect(sent.filter((c) => /scan/i.test(c.name))).toEqual([]);
  });

  it('lists movement lines in scope, newest first per organization, by cursor, with names and filters', async () => {
    for (const user of ['ops', 'adminA', 'adminSubA', 'viewerA1', 'adminB']) {
      const rows = await allMovements(user);
      expect(rows.map(lineKey).sort(), user).toEqual(expectedLines((l) => sees(user, l.deptId)));
      // within one organization, newest first
      for (let i = 1; i < rows.length; i++) if (rows[i]!.deptId === rows[i - 1]!.deptId) expect(rows[i]!.time <= rows[i - 1]!.time, user).toBe(true);
    }
    const transfers = await allMovements('adminA', { kind: 'transfer' });
    expect(transfers.map(lineKey).sort()).toEqual(expectedLines((l) => sees('adminA', l.deptId) && l.kind === 'transfer'));
    const model1 = await allMovements('adminA', { modelId: String(models[1]!.modelId) }, 50);
    expect(model1.every((r) => r.modelId === models[1]!.modelId)).toBe(true);
    const only = await allMovements('adminA', { deptId: String(custA1.deptId), subtree: '0' }, 50);
    expect(only.map(lineKey).sort()).toEqual(expectedLines((l) => l.deptId === custA1.deptId));
    // the date range (UTC days, inclusive) and a serial number typed in another case
    const june = await allMovements('adminA', { beginTime: '2025-06-01', endTime: '2025-06-15' }, 50);
    expect(june).toHaveLength(1);
    expect(june[0]).toMatchObject({ kind: 'create', side: 'in', deptId: agentA.deptId, time: '2025-06-15T10:00:00.000Z' });
    expect(await allMovements('adminA', { beginTime: '2025-06-16', endTime: '2025-06-30' })).toEqual([]);
    const sold = [...devices.values()].find((d) => d.deptId === custA1.deptId && d.status === '0')!;
    const bySerial = await allMovements('adminA', { serial: sold.serialNumber.toLowerCase() }, 50);
    expect(bySerial.map(lineKey).sort()).toEqual(expectedLines((l) => l.deviceId === sold.deviceId));
    // part of a serial number as written on the lines (a deleted device's lines too: its marker is gone)
    const gone = lines.find((l) => l.kind === 'delete' && sees('adminA', l.deptId))!;
    const goneSerial = (await allMovements('ops', {}, 50)).find((r) => r.deviceId === gone.deviceId)!.serialNumber;
    const partial = await allMovements('adminA', { serial: goneSerial.slice(4) }, 50);
    expect(partial.map(lineKey).sort()).toEqual(expectedLines((l) => l.deviceId === gone.deviceId && sees('adminA', l.deptId)));
    const transferIn = bySerial.find((r) => r.kind === 'transfer' && r.side === 'in')!;
    expect(transferIn).toMatchObject({ deptName: custA1.deptName, fromDeptName: agentA.deptName, toDeptName: custA1.deptName, fromSaleStatus: '1', toSaleStatus: '2', modelName: 'HeartStart FRx', operator: 'admin' });
  });

  it("does not name another tenant's organization on a transfer line", async () => {
    const moved = (await allMovements('adminA', { deptId: String(custA2.deptId), kind: 'transfer' }, 50)).filter((r) => r.fromDeptId === agentB.deptId);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ side: 'in', fromDeptName: '', toDeptName: custA2.deptName });
    const out = (await allMovements('adminB', { kind: 'transfer' }, 50)).find((r) => r.toDeptId === custA2.deptId)!;
    expect(out).toMatchObject({ side: 'out', fromDeptName: agentB.deptName, toDeptName: '' });
    // the platform operations administrator sees both names
    const ops = (await allMovements('ops', { kind: 'transfer' }, 50)).find((r) => r.toDeptId === custA2.deptId && r.side === 'in')!;
    expect(ops).toMatchObject({ fromDeptName: agentB.deptName, toDeptName: custA2.deptName });
  });

  it('refuses a bad cursor, a reversed date range and a bad serial filter', async () => {
    expectError(await invoke('InventoryMovements', { token: tokens.adminA, query: { cursor: 'not-a-cursor' } }), 400, 'device.badCursor');
    const first = await invoke('InventoryMovements', { token: tokens.ops, query: { limit: '1' } });
    const next = first.json.data.next as string;
    // a cursor of one search does not position another: outside its partition it is refused, never widened
    const forged = Buffer.from(JSON.stringify({ i: 0, c: JSON.parse(Buffer.from(next, 'base64url').toString()).c })).toString('base64url');
    const other = await invoke('InventoryMovements', { token: tokens.adminB, query: { limit: '50', cursor: forged } });
    if (other.status === 200) expect((other.json.data as MovementPage).rows.every((r) => [agentB.deptId, custB.deptId].includes(r.deptId))).toBe(true);
    else expectError(other, 400, 'device.badCursor');
    expectError(await invoke('InventoryMovements', { token: tokens.adminA, query: { beginTime: '2026-02-01', endTime: '2026-01-01' } }), 400, 'inventory.badRange');
    expectError(await invoke('InventoryMovements', { token: tokens.adminA, query: { serial: 'a b' } }), 400, 'inventory.serialFormat');
  });

  it("shows a device's history as far as the caller sees it", async () => {
    const sold = [...devices.values()].find((d) => d.deptId === custA1.deptId && d.status === '0')!;
    const history = async (user: string, deviceId: number) => invoke('InventoryDeviceMovements', { token: tokens[user], query: { deviceId: String(deviceId) } });
    const full = (await history('adminA', sold.deviceId)).json.data.rows as InventoryMovementRow[];
    expect(full.map((r) => `${r.kind}:${r.side}`)).toEqual(['transfer:in', 'transfer:out', 'create:in']);
    // the customer's read-only administrator sees its own line only, the agent above it named
    const own = (await history('viewerA1', sold.deviceId)).json.data.rows as InventoryMovementRow[];
    expect(own).toMatchObject([{ kind: 'transfer', side: 'in', deptId: custA1.deptId, fromDeptName: agentA.deptName }]);
    expectError(await history('adminB', sold.deviceId), 404, 'device.notFound');
    expectError(await history('adminA', 99999999), 404, 'device.notFound');
    // a deleted device keeps its history
    const deleted = lines.find((l) => l.kind === 'delete' && sees('adminA', l.deptId))!;
    expect(((await history('adminA', deleted.deviceId)).json.data.rows as InventoryMovementRow[])[0]).toMatchObject({ kind: 'delete', side: 'out' });
  });

  it('lists every product type and model for the filters', async () => {
    const res = await invoke('InventoryOptions', { token: tokens.viewerA1 });
    expect(res.status).toBe(200);
    expect(res.json.data.types).toContainEqual(expect.objectContaining({ typeId, typeName }));
    expect(res.json.data.models.filter((m: { typeId: number }) => m.typeId === typeId).map((m: { modelName: string }) => m.modelName).sort()).toEqual(['HeartStart FRx', 'LIFEPAK CR2']);
  });

  it("exports the stock and the movements as xlsx in the caller's language, with the totals, and logs each export", async () => {
    const sheetOf = async (route: 'InventoryStockExport' | 'InventoryMovementExport', user: string, language: string, query: Record<string, string> = {}) => {
      const res = await invoke(route, { token: tokens[user], query, headers: { 'accept-language': language } });
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(route === 'InventoryStockExport' ? /inventory-stock-\d{4}-\d{2}-\d{2}\.xlsx/ : /inventory-movements-\d{4}-\d{2}-\d{2}\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      const sheet = wb.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      return { name: sheet.name, rows };
    };
    const fr = await sheetOf('InventoryStockExport', 'adminA', 'fr');
    expect(fr.name).toBe('Stock');
    expect(fr.rows[0]).toEqual(['Organisation', 'Type de produit', 'Marque', 'Modèle', 'Code du modèle', 'En stock', 'Vendus', 'En location', 'Location expirée', 'Total', 'Activés', 'Désactivés']);
    const expected = countsOf([...devices.values()].filter((d) => sees('adminA', d.deptId)));
    const grand = fr.rows.at(-1)!;
    expect(grand[0]).toBe('Total général');
    expect(grand.slice(5)).toEqual([expected.stock, expected.sold, expected.inLease, expected.leaseExpired, expected.total, expected.enabled, expected.disabled]);
    const subtotal = fr.rows.find((r) => r[0] === custA1.deptName && r[1] === "Total de l'organisation")!;
    expect(subtotal[9]).toBe([...devices.values()].filter((d) => d.deptId === custA1.deptId).length);
    // one line per row, one subtotal per organization, one grand total
    const stockRows = (await allStock('adminA')).rows;
    expect(fr.rows.length).toBe(1 + stockRows.length + new Set(stockRows.map((r) => r.deptId)).size + 1);

    const zh = await sheetOf('InventoryMovementExport', 'viewerA1', 'zh-CN');
    expect(zh.name).toBe('库存变动');
    expect(zh.rows[0]!.slice(0, 4)).toEqual(['时间（UTC）', '变动', '组织', '序列号']);
    expect(zh.rows.length - 1).toBe(expectedLines((l) => l.deptId === custA1.deptId).length);
    expect(zh.rows.slice(1).map((r) => r[1])).toContain('调入');
    expect(zh.rows.slice(1).every((r) => r[2] === custA1.deptName)).toBe(true);

    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7), 20);
    expect(logs.filter((l) => l.title === 'inventory' && l.businessType === 'export').length).toBeGreaterThanOrEqual(2);
  });

  it('after an organization moves to the other tenant, its stock and movements follow it (tallies and lines rebased)', async () => {
    const res = await invoke('DeptInfo', { token: admin, query: { deptId: String(subA.deptId) } });
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = res.json.data;
    const moved = await invoke('DeptUpdate', { token: admin, body: { ...body, parentId: agentB.deptId } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    for (const d of [subA, custA1]) await refreshDept(d);
    expect(custA1.deptPath).toBe(`${agentB.deptPath}${subA.deptId},${custA1.deptId},`);
    // the sessions opened under the old path are over; logging in again gives the new place
    expectError(await invoke('InventoryStock', { token: tokens.viewerA1 }), 401, 'session.invalid');
    tokens.viewerA1 = await loginAs(usernames.viewerA1!, PASSWORD);
    tokens.adminSubA = await loginAs(usernames.adminSubA!, PASSWORD);

    for (const user of ['ops', 'adminA', 'adminSubA', 'viewerA1', 'adminB']) {
      const mine = await allStock(user);
      expect(cellsOf(mine.rows), user).toEqual(expectedRows((d) => sees(user, d.deptId)));
      const rows = await allMovements(user, {}, 10);
      expect(rows.map(lineKey).sort(), user).toEqual(expectedLines((l) => sees(user, l.deptId)));
    }
    expect((await allStock('adminA')).rows.some((r) => [subA.deptId, custA1.deptId].includes(r.deptId))).toBe(false);
    expect((await allStock('adminB')).rows.some((r) => r.deptId === custA1.deptId)).toBe(true);
    expectError(await invoke('InventoryStock', { token: tokens.adminA, query: { deptId: String(subA.deptId) } }), 404, 'dept.notFound');

    // devices keep being written at the new place, and the stock keeps equal to them
    const added = await addDevice(custA1, 1);
    await change(added, { saleStatus: '2' });
    const all = await allStock('ops');
    expect(cellsOf(all.rows)).toEqual(expectedRows(() => true));
    expect(cellsOf((await allStock('adminB', { deptId: String(custA1.deptId), subtree: '0' })).rows)).toEqual(expectedRows((d) => d.deptId === custA1.deptId));
  });

  it('issued no Scan in the whole file (the recorder does see one)', async () => {
    expect(recorder.commands.length).toBeGreaterThan(100);
    expect(recorder.names().filter((c) => /scan/i.test(c))).toEqual([]);
    const seen = recorder.commands.length;
    await documentClient.send(new ScanCommand({ TableName: env.tableName, Limit: 1 }));
    expect(recorder.names().slice(seen)).toContain('ScanCommand');
  });
});
