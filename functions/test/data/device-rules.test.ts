import { beforeAll, describe, expect, it } from 'vitest';
import { addDeptBody } from '@aed/shared/schemas/dept';
import { addDeviceModelBody } from '@aed/shared/schemas/device-model';
import { addProductTypeBody } from '@aed/shared/schemas/product-type';
import { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { seedOnce } from '../helpers';
import { deviceItemFor } from '../device-fixture';
import type { Actor } from '../../src/domain/actor';
import { ALL_SCOPE } from '../../src/data/data-scope';
import { addDept } from '../../src/domain/dept/dept-service';
import { addDeviceModel } from '../../src/domain/device-model/device-model-service';
import { addProductType } from '../../src/domain/product-type/product-type-service';
import { getDeviceModel } from '../../src/data/access/catalogue-reads';
import { moveCounter } from '../../src/data/access/counters';
import { deviceAccessoriesCounterName } from '../../src/data/access/device-dependents';
import { updateDeviceModel } from '../../src/data/access/device-models';
import { createDevice, deleteDevices, setDevicesStatus } from '../../src/data/access/devices/device-writes';
import { deptDeviceCount } from '../../src/data/access/devices/device-counters';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { type DeptGuard } from '../../src/data/access/devices/device-rules';
import { type DeviceItem } from '../../src/data/entities/device-entity';
import { writeTransaction } from '../../src/data/access/transactions';
import { CounterEntity } from '../../src/data/entities/counter-entity';

/**
 * The device rules (data/access/devices/device-rules.ts) are declared once: a breach the domain's pre-check did not
 * see (it happened after the read, as in a race) is refused by the transaction's condition and answered with the
 * same error the pre-check gives, with nothing written. The writes here call the data layer directly, as a write
 * whose pre-check ran before the breach would.
 */
const SEEDER: Actor = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 's', roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], scope: ALL_SCOPE };

let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const now = () => new Date().toISOString();

describe('device rules: the transaction answers a breach as the pre-check does', () => {
  let typeId: number;
  let modelId: number;
  let agent: DeptGuard;
  const item = (over: Partial<DeviceItem> = {}) => deviceItemFor(agent, { typeId, modelId }, over);
  const guardOf = (d: { deptId: number; deptPath: string; deptName: string; deptType: string; equipmentQuota: number }): DeptGuard => ({ ...d });

  beforeAll(async () => {
    await seedOnce();
    typeId = (await addProductType(SEEDER, addProductTypeBody.parse({ typeCode: `R${uid()}`, typeName: `Rules ${uid()}` }))).typeId;
    modelId = (await addDeviceModel(SEEDER, addDeviceModelBody.parse({ typeId, modelName: 'R', modelCode: `R${uid()}`, brand: 'Acme', workingPrinciple: '1' }))).modelId;
    agent = guardOf(await addDept(SEEDER, addDeptBody.parse({ parentId: 100, deptName: `Agent ${uid()}`, deptType: '0', equipmentQuota: 10, userQuota: 10, operationAccountCount: 5, viewAccountCount: 5 })));
  });

  it('a model disabled after the read: device.modelDisabled, no device', async () => {
    const other = await addDeviceModel(SEEDER, addDeviceModelBody.parse({ typeId, modelName: 'Off', modelCode: `O${uid()}`, brand: 'Acme', workingPrinciple: '1' }));
    const before = (await getDeviceModel(other.modelId))!;
    await updateDeviceModel(before, { ...before, status: '1', updateTime: now() });
    const d = await item({ modelId: other.modelId });
    await expect(createDevice(d, agent)).rejects.toMatchObject({ errorCode: 'device.modelDisabled', params: { name: 'Off' } });
    expect(await getDeviceById(d.deviceId)).toBeNull();
  });

  it('a monitoring item gone after the read: device.monitorItemNotFound, no device', async () => {
    const d = await item({ monitorItemIds: [987_654_321] });
    await expect(createDevice(d, agent)).rejects.toMatchObject({ errorCode: 'device.monitorItemNotFound' });
    expect(await getDeviceById(d.deviceId)).toBeNull();
  });

  it('an accessory installed after the read: device.hasAccessories with the count, the device stays', async () => {
    const d = await item();
    await createDevice(d, agent);
    await writeTransaction({ counter: CounterEntity }, ({ counter }, add) => add('install', moveCounter(counter, deviceAccessoriesCounterName(d.deviceId), 2)));
    const held = await deptDeviceCount(agent.deptId);
    await expect(deleteDevices([d], now(), 'admin')).rejects.toMatchObject({ errorCode: 'device.hasAccessories', params: { serial: d.serialNumber, count: 2 } });
    expect(await getDeviceById(d.deviceId)).not.toBeNull();
    expect(await deptDeviceCount(agent.deptId)).toBe(held);
  });

  it('an organization that is no customer any more when a device is enabled there: device.enableNotSold, still disabled', async () => {
    const d = await item({ saleStatus: '2', outboundDate: '2025-03-01' });
    await createDevice(d, agent);
    // the domain read it as a customer organization; it is an agent now
    await expect(setDevicesStatus([d], '0', [{ ...agent, deptType: '2' }], now(), 'admin')).rejects.toMatchObject({ errorCode: 'device.enableNotSold', params: { serial: d.serialNumber } });
    expect((await getDeviceById(d.deviceId))?.status).toBe('1');
  });

  it('an organization moved after the read: common.conflict (the rule holds, the records moved)', async () => {
    const d = await item();
    await expect(createDevice({ ...d, deptPath: `${agent.deptPath}1,` }, { ...agent, deptPath: `${agent.deptPath}1,` })).rejects.toMatchObject({ errorCode: 'common.conflict' });
    expect(await getDeviceById(d.deviceId)).toBeNull();
  });
});
