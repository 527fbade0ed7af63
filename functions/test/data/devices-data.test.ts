import { beforeAll, describe, expect, it } from 'vitest';
import { addDeptBody } from '@aed/shared/schemas/dept';
import { addDeviceModelBody } from '@aed/shared/schemas/device-model';
import { addProductTypeBody } from '@aed/shared/schemas/product-type';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { seedOnce } from '../helpers';
import { deviceItemFor } from '../device-fixture';
import type { Actor } from '../../src/domain/actor';
import { ALL_SCOPE, scopeQueries } from '../../src/data/data-scope';
import { addDept } from '../../src/domain/dept/dept-service';
import { addDeviceModel } from '../../src/domain/device-model/device-model-service';
import { addProductType } from '../../src/domain/product-type/product-type-service';
import { bumpDeviceSaleCount, deptDeviceCount, deptEnabledDeviceCount } from '../../src/data/access/devices/device-counters';
import { countDevicesByTallies, listDeviceTallies, pageDevices } from '../../src/data/access/devices/device-lists';
import { createDevice, deleteDevices, setDevicesStatus, updateDevice } from '../../src/data/access/devices/device-writes';
import { findDeviceByCode, findDeviceByIotCode, findDeviceBySerialNumber } from '../../src/data/access/devices/device-keys';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { listDeviceMovements } from '../../src/data/access/devices/stock-movements';
import { rebaseDevices } from '../../src/data/access/devices/device-moves';
import { type DeptGuard } from '../../src/data/access/devices/device-rules';
import { type DeviceItem } from '../../src/data/entities/device-entity';
import { usageCount } from '../../src/data/access/usage-counters';
import { AppError } from '../../src/lib/app-error';

/** The data layer alone: one transaction keeps markers, counters, tallies and movements with the device. */
const SEEDER: Actor = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 's', roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], scope: ALL_SCOPE };

let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

describe('device data layer', () => {
  let modelId: number;
  let typeId: number;
  let customer: DeptGuard;
  let agent: DeptGuard;

  const item = (over: Partial<DeviceItem> = {}): Promise<DeviceItem> => deviceItemFor(agent, { typeId, modelId }, over);
  const guardOf = (d: { deptId: number; deptPath: string; deptName: string; deptType: string; equipmentQuota: number }): DeptGuard => ({ ...d, equipmentQuota: d.equipmentQuota });

  beforeAll(async () => {
    await seedOnce();
    const type = await addProductType(SEEDER, addProductTypeBody.parse({ typeCode: `T${uid()}`, typeName: `Type ${uid()}` }));
    typeId = type.typeId;
    const model = await addDeviceModel(SEEDER, addDeviceModelBody.parse({ typeId, modelName: 'M', modelCode: `M${uid()}`, brand: 'Acme', workingPrinciple: '1' }));
    modelId = model.modelId;
    const a = await addDept(SEEDER, addDeptBody.parse({ parentId: 100, deptName: `Agent ${uid()}`, deptType: '0', equipmentQuota: 10, userQuota: 10, operationAccountCount: 5, viewAccountCount: 5 }));
    const c = await addDept(SEEDER, addDeptBody.parse({ parentId: a.deptId, deptName: `Customer ${uid()}`, deptType: '2', equipmentQuota: 1, userQuota: 1, operationAccountCount: 1, viewAccountCount: 1 }));
    agent = guardOf(a);
    customer = guardOf(c);
  });

  it('creates a device with markers, counters, tally and a create movement; finds it by its keys', async () => {
    const d = await item({ iotCode: `IOT-${uid()}` });
    await createDevice(d, agent);
    expect((await getDeviceById(d.deviceId))?.searchText).toContain(d.serialNumber.toLowerCase());
    expect((await findDeviceBySerialNumber(d.serialNumber.toLowerCase()))?.deviceId).toBe(d.deviceId);
    expect((await findDeviceByCode(d.equipmentCode))?.deviceId).toBe(d.deviceId);
    expect((await findDeviceByIotCode(d.iotCode))?.deviceId).toBe(d.deviceId);
    expect(await usageCount('model', modelId)).toBeGreaterThan(0);
    expect(await deptDeviceCount(agent.deptId)).toBe(1);
    const movements = await listDeviceMovements(d.deviceId);
    expect(movements).toMatchObject([{ kind: 'create', side: 'in', deptId: agent.deptId, toSaleStatus: '1' }]);
    const tallies = await listDeviceTallies([{ prefix: agent.deptPath, subtree: false }]);
    expect(tallies).toMatchObject([{ deptId: agent.deptId, modelId, saleStatus: '1', status: '1', count: 1, typeId }]);
  });

  it('two concurrent creates with one serial number: exactly one wins, nothing of the loser remains', async () => {
    const a = await item();
    const b = await item({ serialNumber: a.serialNumber.toUpperCase() });
    const before = await deptDeviceCount(agent.deptId);
    const results = await Promise.allSettled([createDevice(a, agent), createDevice(b, agent)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as AppError).errorCode).toBe('device.serialExists');
    expect(await deptDeviceCount(agent.deptId)).toBe(before + 1);
  });

  it('moves a device to a customer, enables it within the quota, refuses the second one', async () => {
    const d = await item();
    await createDevice(d, agent);
    const sold = { ...d, deptId: customer.deptId, deptPath: customer.deptPath, saleStatus: '2' as const, outboundDate: '2025-03-01', updateTime: new Date().toISOString() };
    await updateDevice(d, sold, customer);
    const lines = await listDeviceMovements(d.deviceId);
    expect(lines.map((l) => `${l.kind}:${l.side}:${l.deptId}`)).toEqual([`create:in:${agent.deptId}`, `transfer:out:${agent.deptId}`, `transfer:in:${customer.deptId}`]);
    const stored = (await getDeviceById(d.deviceId))!;
    await setDevicesStatus([stored], '0', [customer], new Date().toISOString(), 'admin');
    expect(await deptEnabledDeviceCount(customer.deptId)).toBe(1);

    const e = await item({ deptId: customer.deptId, deptPath: customer.deptPath, saleStatus: '3', outboundDate: '2025-03-01' });
    await createDevice(e, customer);
    await expect(setDevicesStatus([e], '0', [customer], new Date().toISOString(), 'admin')).rejects.toMatchObject({ errorCode: 'device.quotaExceeded' });
    expect((await getDeviceById(e.deviceId))?.status).toBe('1');
    expect(await deptEnabledDeviceCount(customer.deptId)).toBe(1);
    expect(await countDevicesByTallies([{ prefix: customer.deptPath, subtree: false }], {})).toBe(2);
    expect(await countDevicesByTallies([{ prefix: customer.deptPath, subtree: false }], { status: '0' })).toBe(1);
  });

  it('a device with a sales record is not deleted; one without is, with everything it counted', async () => {
    const d = await item();
    await createDevice(d, agent);
    await bumpDeviceSaleCount(d.deviceId, 1);
    const held = await deptDeviceCount(agent.deptId);
    await expect(deleteDevices([d], new Date().toISOString(), 'admin')).rejects.toMatchObject({ errorCode: 'device.hasSales' });
    expect(await getDeviceById(d.deviceId)).not.toBeNull();
    await bumpDeviceSaleCount(d.deviceId, -1);
    await deleteDevices([d], new Date().toISOString(), 'admin');
    expect(await getDeviceById(d.deviceId)).toBeNull();
    expect(await findDeviceBySerialNumber(d.serialNumber)).toBeNull();
    expect(await deptDeviceCount(agent.deptId)).toBe(held - 1);
    expect((await listDeviceMovements(d.deviceId)).map((l) => l.kind)).toEqual(['create', 'delete']);
  });

  it('pages devices by cursor within the partitions and rebases paths', async () => {
    const all = scopeQueries(ALL_SCOPE);
    const first = await pageDevices([{ prefix: agent.deptPath, subtree: true }], {}, 2);
    expect(first.rows.length).toBe(2);
    expect(first.next).toBeDefined();
    const rest = await pageDevices([{ prefix: agent.deptPath, subtree: true }], {}, 50, first.next);
    const total = await countDevicesByTallies([{ prefix: agent.deptPath, subtree: true }], {});
    expect(first.rows.length + rest.rows.length).toBe(total);
    expect(all).toEqual([{ prefix: '0,', subtree: true }]);
    // (a real move never puts an organization under its own old path: dept.parentIsSelfOrChild)
    const target = '0,100,999999,';
    const moved = await rebaseDevices(customer.deptPath, target);
    expect(moved.devices).toBe(2);
    expect(moved.tallies).toBeGreaterThan(0);
    expect(moved.movements).toBeGreaterThan(0);
    expect(await countDevicesByTallies([{ prefix: target, subtree: false }], {})).toBe(2);
    expect(await countDevicesByTallies([{ prefix: customer.deptPath, subtree: true }], {})).toBe(0);
    expect((await pageDevices([{ prefix: target, subtree: false }], {}, 10)).rows).toHaveLength(2);
    // a second run rewrites nothing
    expect(await rebaseDevices(customer.deptPath, target)).toEqual({ devices: 0, tallies: 0, movements: 0 });
  });
});
