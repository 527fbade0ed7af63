import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, allRows, buildWorld, deviceBody, info, pageTotal, PASSWORD, soldBody, uid, updateBody, type DeviceWorld } from './device-support';
import { documentClient } from '../../src/data/client';
import { recordCommands, type CommandRecorder } from '../command-recorder';
import { deptDeviceCount } from '../../src/data/access/devices/device-counters';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { listDeviceTallies } from '../../src/data/access/devices/device-lists';
import { env } from '../../src/lib/env';

/**
 * Data scope on every device call across two tenants (agent A and agent B with a customer each): another tenant's
 * device is "Equipment not found", never listed, exported or writable; the tenant comes from the token. Lists issue
 * no Scan. Organization moves carry devices, tallies and movement lines along.
 */
describe('device data scope', () => {
  let w: DeviceWorld;
  let a: DeviceRecord;
  let aCustomer: DeviceRecord;
  let b: DeviceRecord;
  let recorder: CommandRecorder;

  beforeAll(async () => {
    recorder = recordCommands();
    w = await buildWorld();
    a = await addDevice(w.adminA, deviceBody(w, w.agentA));
    aCustomer = await addDevice(w.adminA, soldBody(w, w.customerA, { status: '0' }));
    b = await addDevice(w.adminB, deviceBody(w, w.agentB));
  });
  afterAll(() => {
    recorder.stop();
  });

  it("lists only the caller's organization and below, with totals that match", async () => {
    const rowsA = await allRows(w.adminA);
    expect(rowsA.map((r) => r.deviceId).sort()).toEqual([a.deviceId, aCustomer.deviceId].sort());
    expect(await pageTotal(w.adminA)).toBe(2);
    const rowsB = await allRows(w.adminB);
    expect(rowsB.map((r) => r.deviceId)).toEqual([b.deviceId]);
    // a keyword never reaches the other tenant
    expect(await allRows(w.adminB, { keyword: a.serialNumber })).toEqual([]);
    // the tree filter naming the other tenant's organization answers as a missing organization
    expectError(await invoke('DevicePage', { token: w.adminB, query: { limit: '10', deptId: String(w.agentA.deptId) } }), 404, 'dept.notFound');
    // a read-only administrator of agent A (own organization only) does not see the customer's devices
    expect((await allRows(w.viewerA)).map((r) => r.deviceId)).toEqual([a.deviceId]);
    expect(await pageTotal(w.viewerA)).toBe(1);
    expectError(await info(w.viewerA, aCustomer.deviceId), 404, 'device.notFound');
  });

  it("answers another tenant's device as not found on every read and write, and changes nothing", async () => {
    const before = await getDeviceById(a.deviceId);
    expectError(await info(w.adminB, a.deviceId), 404, 'device.notFound');
    expectError(await invoke('DeviceHistory', { token: w.adminB, query: { deviceId: String(a.deviceId) } }), 404, 'device.notFound');
    expectError(await invoke('DeviceUpdate', { token: w.adminB, body: updateBody(a, { deptId: w.agentB.deptId, equipmentName: 'Stolen' }) }), 404, 'device.notFound');
    // a fleet manager of B (every device right, organization and below) cannot delete A's device with one of its own
    const role = await invoke('RoleAdd', {
      token: w.admin,
      body: { roleName: `Fleet ${uid()}`, roleKey: `fleet${uid().toLowerCase()}`, roleSort: 1, status: '0', dataScope: '4', menuIds: [5, 203, 2030, 2031, 2032, 2033, 2034, 2035, 2036], deptIds: [], remark: '' },
    });
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    const name = `fleetb${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [role.json.data.roleId], deptId: w.agentB.deptId, deptPath: w.agentB.deptPath });
    const fleetB = await loginAs(name, PASSWORD);
    expectError(await invoke('DeviceDelete', { token: fleetB, query: { ids: `${b.deviceId},${a.deviceId}` } }), 404, 'device.notFound');
    expectError(await invoke('DeviceChangeStatus', { token: w.adminB, body: { deviceIds: [aCustomer.deviceId], status: '1' } }), 404, 'device.notFound');
    expect(await getDeviceById(a.deviceId)).toEqual(before);
    expect(await getDeviceById(b.deviceId)).not.toBeNull();
    expect((await getDeviceById(aCustomer.deviceId))?.status).toBe('0');
  });

  it("refuses to place a device in another tenant's organization (add, or move its own there)", async () => {
    const held = await deptDeviceCount(w.agentA.deptId);
    expectError(await invoke('DeviceAdd', { token: w.adminB, body: deviceBody(w, w.agentA) }), 404, 'dept.notFound');
    expectError(await invoke('DeviceUpdate', { token: w.adminB, body: updateBody(b, { deptId: w.customerA.deptId }) }), 404, 'dept.notFound');
    expect(await deptDeviceCount(w.agentA.deptId)).toBe(held);
    expect((await getDeviceById(b.deviceId))?.deptId).toBe(w.agentB.deptId);
  });

  it('exports only the devices in scope, in the caller language', async () => {
    const res = await invoke('DeviceExport', { token: w.adminB, headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('Appareils');
    expect(sheet.getRow(1).getCell(4).text).toBe('Numéro de série');
    const serials = sheet.getColumn(4).values.slice(2).map(String);
    expect(serials).toEqual([b.serialNumber]);
    expect(sheet.getRow(2).getCell(12).text).toBe('En stock');
  });

  it('issued no Scan (the recorder does see one)', async () => {
    expect(recorder.names()).toContain('QueryCommand');
    expect(recorder.names()).not.toContain('ScanCommand');
    const seen = recorder.commands.length;
    await documentClient.send(new ScanCommand({ TableName: env.tableName, Limit: 1 }));
    expect(recorder.names().slice(seen)).toContain('ScanCommand');
  });

  it('moving an organization carries its devices, tallies and movement lines to the new parent', async () => {
    const moving = await addOrg(w.admin, w.agentA.deptId, '2', 5);
    const d = await addDevice(w.admin, soldBody(w, moving));
    const dept = (await invoke('DeptInfo', { token: w.admin, query: { deptId: String(moving.deptId) } })).json.data;
    const { hasMailPassword: _h, hasLogo: _l, hasSeal: _s, logoUrl: _lu, sealUrl: _su, ancestors: _a, deptPath: _p, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = dept;
    const res = await invoke('DeptUpdate', { token: w.admin, body: { ...body, parentId: w.agentB.deptId } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const moved = (await getDeviceById(d.deviceId))!;
    expect(moved.deptPath).toBe(`${w.agentB.deptPath}${moving.deptId},`);
    expect((await allRows(w.adminB)).map((r) => r.deviceId)).toContain(d.deviceId);
    expect((await allRows(w.adminA)).map((r) => r.deviceId)).not.toContain(d.deviceId);
    expect((await info(w.adminB, d.deviceId)).json.data).toMatchObject({ agentId: w.agentB.deptId });
    expectError(await info(w.adminA, d.deviceId), 404, 'device.notFound');
    expect(await pageTotal(w.adminB)).toBe((await allRows(w.adminB)).length);
    const tallies = await listDeviceTallies([{ prefix: moved.deptPath, subtree: false }]);
    expect(tallies.reduce((n, t) => n + t.count, 0)).toBe(1);
    // the new parent's administrator may edit it; its history is kept
    const edited = await invoke('DeviceUpdate', { token: w.adminB, body: updateBody(d, { equipmentName: 'Moved' }) });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const history = await invoke('DeviceHistory', { token: w.adminB, query: { deviceId: String(d.deviceId) } });
    expect(history.json.data.map((l: { kind: string }) => l.kind)).toEqual(['create']);
  });

  it('history withholds the names of organizations outside the caller scope', async () => {
    const d = await addDevice(w.admin, deviceBody(w, w.agentA));
    const sold = await invoke('DeviceUpdate', { token: w.admin, body: updateBody(d, { deptId: w.customerB.deptId, saleStatus: '2', outboundDate: '2025-03-01' }) });
    expect(sold.status, JSON.stringify(sold.json)).toBe(200);
    const asAdmin = (await invoke('DeviceHistory', { token: w.admin, query: { deviceId: String(d.deviceId) } })).json.data;
    expect(asAdmin.map((l: { kind: string }) => l.kind)).toEqual(['create', 'transfer']);
    expect(asAdmin[1]).toMatchObject({ fromDeptName: w.agentA.deptName, toDeptName: w.customerB.deptName, fromSaleStatus: '1', toSaleStatus: '2' });
    const asB = (await invoke('DeviceHistory', { token: w.adminB, query: { deviceId: String(d.deviceId) } })).json.data;
    expect(asB[1]).toMatchObject({ fromDeptName: '', toDeptName: w.customerB.deptName });
  });
});
