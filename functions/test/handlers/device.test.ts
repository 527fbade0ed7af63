import { beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, allRows, buildWorld, deviceBody, info, pageTotal, PASSWORD, soldBody, uid, updateBody, type DeviceWorld, type Org } from './device-support';
import { bumpDeviceSaleCount, deptDeviceCount, deviceSaleCount, deptEnabledDeviceCount } from '../../src/data/access/devices/device-counters';
import { findDeviceBySerialNumber } from '../../src/data/access/devices/device-keys';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { listDeviceTallies } from '../../src/data/access/devices/device-lists';
import { usageCount } from '../../src/data/access/usage-counters';
import { listOperLogsOfMonth } from '../../src/data/access/logs';

/**
 * Devices (product basic information): every rule of device-lifecycle spec sections 4 and 5 through the real
 * handlers against DynamoDB Local; each refusal asserts that nothing changed (decision 0018).
 */
describe('devices', () => {
  let w: DeviceWorld;
  let admin: string;

  /** What a refused call must leave as it was: the organization's devices, their total and the serial number marker. */
  async function snapshot(org: Org) {
    return { held: await deptDeviceCount(org.deptId), enabled: await deptEnabledDeviceCount(org.deptId), total: await pageTotal(admin, { deptId: String(org.deptId) }) };
  }

  beforeAll(async () => {
    w = await buildWorld();
    admin = w.admin;
  });

  it('registers a device with its names resolved, counters, tally and a create movement', async () => {
    const d = await addDevice(admin, deviceBody(w, w.agentA, { monitorItemIds: [w.monitorIds[0]], iotCode: `IOT-${uid()}` }));
    expect(d).toMatchObject({ typeId: w.typeId, brand: w.brand, manufacturer: w.brand, deptName: w.agentA.deptName, agentId: w.agentA.deptId, status: '1', saleStatus: '1', monitorItemIds: [w.monitorIds[0]] });
    expect(d.typeName).toContain('AED');
    const got = await info(admin, d.deviceId);
    expect(got.status).toBe(200);
    expect(got.json.data.monitorItems).toMatchObject([{ itemId: w.monitorIds[0] }]);
    expect(await usageCount('model', w.modelId)).toBeGreaterThan(0);
    expect(await usageCount('monitor', w.monitorIds[0]!)).toBeGreaterThan(0);
    const history = await invoke('DeviceHistory', { token: admin, query: { deviceId: String(d.deviceId) } });
    expect(history.json.data).toMatchObject([{ kind: 'create', toDeptName: w.agentA.deptName, toSaleStatus: '1' }]);
    // a customer's device names its agent
    const c = await addDevice(admin, soldBody(w, w.customerA));
    expect(c).toMatchObject({ deptName: w.customerA.deptName, agentId: w.agentA.deptId, agentName: w.agentA.deptName });
    // operation log row
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.some((l) => l.title === 'device' && l.businessType === 'add')).toBe(true);
  });

  describe('field rules (spec section 5): refused with their code, nothing written', () => {
    const shock = (over: Record<string, unknown>) => ({ upper: 200, lower: 150, expected: 170, deviation: 15, ...over });
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['serial number with full-width characters', { serialNumber: 'ＳＮ１２３' }, 'device.serialFormat', 'serialNumber'],
      ['serial number with a space', { serialNumber: 'SN 123' }, 'device.serialFormat', 'serialNumber'],
      ['serial number with #', { serialNumber: 'SN#123' }, 'device.serialFormat', 'serialNumber'],
      ['empty serial number', { serialNumber: '' }, 'device.serialRequired', 'serialNumber'],
      ['empty product code', { equipmentCode: '' }, 'device.codeRequired', 'equipmentCode'],
      ['empty name', { equipmentName: ' ' }, 'device.nameRequired', 'equipmentName'],
      ['no production date', { productionDate: '' }, 'device.productionDateRequired', 'productionDate'],
      ['no warranty date', { warrantyDate: undefined }, 'device.warrantyDateRequired', 'warrantyDate'],
      ['no reserved installation date', { reservedInstallDate: '' }, 'device.reservedInstallDateRequired', 'reservedInstallDate'],
      ['purchase before production', { purchaseDate: '2024-12-31' }, 'device.purchaseBeforeProduction', 'purchaseDate'],
      ['outbound before purchase', { outboundDate: '2025-01-09' }, 'device.outboundBeforePurchase', 'outboundDate'],
      ['outbound before production without purchase', { purchaseDate: '', outboundDate: '2024-12-01' }, 'device.outboundBeforeProduction', 'outboundDate'],
      ['warranty before production', { warrantyDate: '2024-01-01' }, 'device.warrantyBeforeProduction', 'warrantyDate'],
      ['a sale without outbound date', { saleStatus: '2', outboundDate: '' }, 'device.outboundRequired', 'outboundDate'],
      ['adult values incomplete', { adultShock: shock({ expected: null }) }, 'device.adultShockIncomplete', 'adultShock.expected'],
      ['adult values missing', { adultShock: undefined }, 'device.adultShockIncomplete', 'adultShock.upper'],
      ['adult lower limit below 1.0 J', { adultShock: shock({ lower: 0.9 }) }, 'device.adultShockRange', 'adultShock.lower'],
      ['adult upper limit above 600.0 J', { adultShock: shock({ upper: 600.1 }) }, 'device.adultShockRange', 'adultShock.upper'],
      ['adult upper not greater than lower', { adultShock: shock({ upper: 150, lower: 150, expected: 150 }) }, 'device.adultShockOrder', 'adultShock.upper'],
      ['adult expected energy above the upper limit', { adultShock: shock({ expected: 201 }) }, 'device.adultShockExpected', 'adultShock.expected'],
      ['adult deviation above 100 %', { adultShock: shock({ deviation: 101 }) }, 'device.adultDeviationRange', 'adultShock.deviation'],
      ['child values incomplete', { childShock: { upper: 85, lower: 50 } }, 'device.childShockIncomplete', 'childShock.expected'],
      ['child lower limit above 600 J', { childShock: { upper: 700, lower: 650, expected: 660, deviation: 5 } }, 'device.childShockRange', 'childShock.upper'],
      ['child upper below lower', { childShock: { upper: 40, lower: 50, expected: 45, deviation: 5 } }, 'device.childShockOrder', 'childShock.upper'],
      ['child expected energy below the lower limit', { childShock: { upper: 85, lower: 50, expected: 49.9, deviation: 5 } }, 'device.childShockExpected', 'childShock.expected'],
      ['no factory battery voltage', { batteryVoltages: [] }, 'device.batteryVoltageRequired', 'batteryVoltages.0'],
      ['only a second battery voltage', { batteryVoltages: [null, 12] }, 'device.batteryVoltageRequired', 'batteryVoltages.0'],
      ['a shock value that is not a number', { adultShock: shock({ upper: 'abc' }) }, 'device.numberFormat', 'adultShock.upper'],
      ['an IoT code with spaces', { iotCode: 'IOT 1' }, 'device.iotCodeFormat', 'iotCode'],
    ];
    it.each(cases)('%s', async (_name, over, code, field) => {
      const body = deviceBody(w, w.agentA, over);
      const before = await snapshot(w.agentA);
      const res = await invoke('DeviceAdd', { token: admin, body });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.fields).toContainEqual({ path: field, errorCode: code });
      expect(res.json.errorCode).toBe(code);
      expect(await snapshot(w.agentA)).toEqual(before);
      if (typeof body.serialNumber === 'string' && body.serialNumber) expect(await findDeviceBySerialNumber(body.serialNumber)).toBeNull();
    });

    it('accepts shock values at the bounds, decimal commas and a second battery voltage', async () => {
      const d = await addDevice(admin, deviceBody(w, w.agentA, { adultShock: { upper: '600,0', lower: 1, expected: '300.5', deviation: 0 }, batteryVoltages: [12.5, 9], serialNumber: `SN_(a)-${uid()}` }));
      expect(d.adultShock).toEqual({ upper: 600, lower: 1, expected: 300.5, deviation: 0 });
      expect(d.batteryVoltages).toEqual([12.5, 9]);
    });
  });

  describe('uniqueness', () => {
    it('refuses a serial number, product code or IoT code already used (case-insensitive), on add and on update', async () => {
      const iot = `IOT-${uid()}`;
      const a = await addDevice(admin, deviceBody(w, w.agentA, { iotCode: iot }));
      const before = await snapshot(w.agentA);
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { serialNumber: a.serialNumber.toLowerCase() }) }), 409, 'device.serialExists');
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { equipmentCode: a.equipmentCode }) }), 409, 'device.codeExists');
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { iotCode: iot.toLowerCase() }) }), 409, 'device.iotCodeExists');
      expect(await snapshot(w.agentA)).toEqual(before);
      const b = await addDevice(admin, deviceBody(w, w.agentA));
      expectError(await invoke('DeviceUpdate', { token: admin, body: updateBody(b, { serialNumber: a.serialNumber }) }), 409, 'device.serialExists');
      expectError(await invoke('DeviceUpdate', { token: admin, body: updateBody(b, { iotCode: iot }) }), 409, 'device.iotCodeExists');
      expect((await info(admin, b.deviceId)).json.data).toMatchObject({ serialNumber: b.serialNumber, iotCode: '', updateTime: b.updateTime });
      // a changed serial number frees the old one
      const serial = `SN-${uid()}`;
      const res = await invoke('DeviceUpdate', { token: admin, body: updateBody(b, { serialNumber: serial }) });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(await findDeviceBySerialNumber(b.serialNumber)).toBeNull();
      expect((await findDeviceBySerialNumber(serial))?.deviceId).toBe(b.deviceId);
    });

    it('two concurrent adds with the same serial number: exactly one wins', async () => {
      const serial = `SN-RACE-${uid()}`;
      const before = await deptDeviceCount(w.agentA.deptId);
      const results = await Promise.all([0, 1, 2].map(() => invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { serialNumber: serial }) })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expectError(r, 409, 'device.serialExists');
      expect(await deptDeviceCount(w.agentA.deptId)).toBe(before + 1);
      expect((await allRows(admin, { keyword: serial.toLowerCase() })).length).toBe(1);
    });
  });

  describe('catalogue', () => {
    it('refuses a missing model, a disabled model or type; a device keeps a model disabled after it got it', async () => {
      const before = await snapshot(w.agentA);
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { modelId: 999999 }) }), 404, 'deviceModel.notFound');
      const id = uid();
      const type = (await invoke('ProductTypeAdd', { token: admin, body: { typeCode: `OFF${id}`, typeName: `Off ${id}` } })).json.data;
      const model = (await invoke('DeviceModelAdd', { token: admin, body: { typeId: type.typeId, modelName: `Off ${id}`, modelCode: `OFF${id}`, brand: 'Off', workingPrinciple: '1' } })).json.data;
      const kept = await addDevice(admin, deviceBody(w, w.agentA, { modelId: model.modelId }));
      // disable the model
      const { typeCode: _c, typeName: _n, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...modelBody } = model;
      expect((await invoke('DeviceModelUpdate', { token: admin, body: { ...modelBody, status: '1' } })).status).toBe(200);
      const mid = await snapshot(w.agentA);
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { modelId: model.modelId }) }), 409, 'device.modelDisabled');
      expect(await snapshot(w.agentA)).toEqual(mid);
      // the device that has it can still be edited
      const edited = await invoke('DeviceUpdate', { token: admin, body: updateBody(kept, { equipmentName: 'Still here' }) });
      expect(edited.status, JSON.stringify(edited.json)).toBe(200);
      // moving another device to the disabled model is refused
      const other = await addDevice(admin, deviceBody(w, w.agentA));
      expectError(await invoke('DeviceUpdate', { token: admin, body: updateBody(other, { modelId: model.modelId }) }), 409, 'device.modelDisabled');
      expect((await info(admin, other.deviceId)).json.data.modelId).toBe(w.modelId);
      // enable the model, disable its type: refused too
      expect((await invoke('DeviceModelUpdate', { token: admin, body: { ...modelBody, status: '0' } })).status).toBe(200);
      expect((await invoke('ProductTypeUpdate', { token: admin, body: { typeId: type.typeId, typeCode: type.typeCode, typeName: type.typeName, description: '', status: '1' } })).status).toBe(200);
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { modelId: model.modelId }) }), 409, 'device.modelDisabled');
      expect((await snapshot(w.agentA)).held).toBe(before.held + 2);
      // a model and a type in use cannot be deleted
      expectError(await invoke('DeviceModelDelete', { token: admin, query: { ids: String(model.modelId) } }), 409, 'deviceModel.inUse');
    });

    it('offers every product type and model to the list filters, disabled ones too, to whoever may list devices', async () => {
      const id = uid();
      const type = (await invoke('ProductTypeAdd', { token: admin, body: { typeCode: `FLT${id}`, typeName: `Filter ${id}` } })).json.data;
      const model = (await invoke('DeviceModelAdd', { token: admin, body: { typeId: type.typeId, modelName: `Filter ${id}`, modelCode: `FLT${id}`, brand: 'Filt', workingPrinciple: '1' } })).json.data;
      const { typeCode: _c, typeName: _n, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...modelBody } = model;
      expect((await invoke('DeviceModelUpdate', { token: admin, body: { ...modelBody, status: '1' } })).status).toBe(200);
      expect((await invoke('ProductTypeUpdate', { token: admin, body: { typeId: type.typeId, typeCode: type.typeCode, typeName: type.typeName, description: '', status: '1' } })).status).toBe(200);
      // the selectors' options leave them out; the filters' options name them with their status
      expect((await invoke('DeviceModelOptions', { token: admin })).json.data.map((m: { modelId: number }) => m.modelId)).not.toContain(model.modelId);
      const res = await invoke('DeviceFilterOptions', { token: w.viewerA });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.types).toContainEqual({ typeId: type.typeId, typeName: type.typeName, status: '1' });
      expect(res.json.data.models).toContainEqual({ modelId: model.modelId, typeId: type.typeId, modelName: model.modelName, modelCode: model.modelCode, brand: 'Filt', status: '1' });
      expect(res.json.data.models).toContainEqual(expect.objectContaining({ modelId: w.modelId, status: '0' }));
      // no device rights, no catalogue through this route
      const plainName = `devflt${uid().toLowerCase()}`;
      await createTestUser({ username: plainName, password: PASSWORD, roleIds: [7] });
      expectError(await invoke('DeviceFilterOptions', { token: await loginAs(plainName, PASSWORD) }), 403, 'common.forbidden');
    });

    it('gives monitoring items: each counts as a use (preset cannot be deleted nor disabled), taking it back releases it', async () => {
      const [m1, m2] = w.monitorIds as [number, number];
      const use1 = await usageCount('monitor', m1);
      const d = await addDevice(admin, deviceBody(w, w.agentA, { monitorItemIds: [m1, m2] }));
      expect(await usageCount('monitor', m1)).toBe(use1 + 1);
      expectError(await invoke('MonitorItemDelete', { token: admin, query: { ids: String(m2) } }), 409, 'monitorItem.inUse');
      const preset = (await invoke('MonitorItemInfo', { token: admin, query: { itemId: String(m2) } })).json.data;
      const { createBy: _a, createTime: _b, updateBy: _c, updateTime: _d, reserved: _r, ...presetBody } = preset;
      expectError(await invoke('MonitorItemUpdate', { token: admin, body: { ...presetBody, status: '1' } }), 409, 'monitorItem.inUse');
      const res = await invoke('DeviceUpdate', { token: admin, body: updateBody(d, { monitorItemIds: [m1] }) });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(await usageCount('monitor', m1)).toBe(use1 + 1);
      expect(await usageCount('monitor', m2)).toBe(0);
      // a disabled or missing preset is not given
      expect((await invoke('MonitorItemUpdate', { token: admin, body: { ...presetBody, status: '1' } })).status).toBe(200);
      const before = await snapshot(w.agentA);
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { monitorItemIds: [m2] }) }), 409, 'device.monitorItemDisabled');
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.agentA, { monitorItemIds: [987654] }) }), 400, 'device.monitorItemNotFound');
      expectError(await invoke('DeviceUpdate', { token: admin, body: updateBody(d, { monitorItemIds: [m1, m2] }) }), 409, 'device.monitorItemDisabled');
      expect(await snapshot(w.agentA)).toEqual(before);
      expect(await usageCount('monitor', m2)).toBe(0);
      expect((await invoke('MonitorItemUpdate', { token: admin, body: { ...presetBody, status: '0' } })).status).toBe(200);
      // deleting the device releases its items
      expect((await invoke('DeviceDelete', { token: admin, query: { ids: String(d.deviceId) } })).status).toBe(200);
      expect(await usageCount('monitor', m1)).toBe(use1);
    });
  });

  describe('enabling (spec section 4) and quota', () => {
    it('blocks enabling until the device is sold or leased to a customer organization', async () => {
      const stock = await addDevice(admin, deviceBody(w, w.customerA));
      const soldAtAgent = await addDevice(admin, soldBody(w, w.agentA));
      const expired = await addDevice(admin, soldBody(w, w.customerA, { saleStatus: '4' }));
      const before = await snapshot(w.customerA);
      for (const d of [stock, soldAtAgent, expired]) {
        expectError(await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [d.deviceId], status: '0' } }), 409, 'device.enableNotSold');
        expect((await info(admin, d.deviceId)).json.data.status).toBe('1');
      }
      // adding one already enabled follows the same rule
      expectError(await invoke('DeviceAdd', { token: admin, body: deviceBody(w, w.customerA, { status: '0' }) }), 409, 'device.enableNotSold');
      expectError(await invoke('DeviceAdd', { token: admin, body: soldBody(w, w.agentA, { status: '0' }) }), 409, 'device.enableNotSold');
      expect(await snapshot(w.customerA)).toEqual(before);
    });

    it('enables within the quota; enabling more than available is refused, all or nothing', async () => {
      const org = await addOrg(admin, w.agentA.deptId, '2', 2);
      const [a, b, c] = [await addDevice(admin, soldBody(w, org)), await addDevice(admin, soldBody(w, org, { saleStatus: '3' })), await addDevice(admin, soldBody(w, org))];
      // three at once exceed the quota of 2: none enabled
      expectError(await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [a.deviceId, b.deviceId, c.deviceId], status: '0' } }), 409, 'device.quotaExceeded');
      expect(await deptEnabledDeviceCount(org.deptId)).toBe(0);
      for (const d of [a, b, c]) expect((await info(admin, d.deviceId)).json.data.status).toBe('1');
      // two fit
      expect((await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [a.deviceId, b.deviceId], status: '0' } })).status).toBe(200);
      expect(await deptEnabledDeviceCount(org.deptId)).toBe(2);
      const res = await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [c.deviceId], status: '0' } });
      expectError(res, 409, 'device.quotaExceeded');
      expect(res.json.msg).toContain('Enabled count exceeds available');
      expectError(await invoke('DeviceAdd', { token: admin, body: soldBody(w, org, { status: '0' }) }), 409, 'device.quotaExceeded');
      expect(await deptEnabledDeviceCount(org.deptId)).toBe(2);
      // disabling frees a slot
      expect((await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [a.deviceId], status: '1' } })).status).toBe(200);
      expect((await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [c.deviceId], status: '0' } })).status).toBe(200);
      expect(await pageTotal(admin, { deptId: String(org.deptId), status: '0' })).toBe(2);
    });

    it('concurrent enables of different devices cannot overshoot the quota', async () => {
      const org = await addOrg(admin, w.agentA.deptId, '2', 1);
      const devices = [await addDevice(admin, soldBody(w, org)), await addDevice(admin, soldBody(w, org)), await addDevice(admin, soldBody(w, org))];
      const results = await Promise.all(devices.map((d) => invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [d.deviceId], status: '0' } })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(['device.quotaExceeded', 'common.conflict']).toContain(r.json.errorCode);
      expect(await deptEnabledDeviceCount(org.deptId)).toBe(1);
      expect((await allRows(admin, { deptId: String(org.deptId), status: '0' })).length).toBe(1);
    });

    it('an enabled device cannot be moved back to stock or to an agent while enabled; the default organization has no quota', async () => {
      const d = await addDevice(admin, soldBody(w, w.customerB, { status: '0' }));
      expectError(await invoke('DeviceUpdate', { token: admin, body: updateBody(d, { saleStatus: '1' }) }), 409, 'device.enableNotSold');
      expectError(await invoke('DeviceUpdate', { token: admin, body: updateBody(d, { deptId: w.agentB.deptId }) }), 409, 'device.enableNotSold');
      expect((await info(admin, d.deviceId)).json.data).toMatchObject({ deptId: w.customerB.deptId, saleStatus: '2', status: '0', updateTime: d.updateTime });
      // disabled and moved together: fine, and the enabled counter follows
      const before = await deptEnabledDeviceCount(w.customerB.deptId);
      const res = await invoke('DeviceUpdate', { token: admin, body: updateBody(d, { status: '1', saleStatus: '1', deptId: w.agentB.deptId }) });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(await deptEnabledDeviceCount(w.customerB.deptId)).toBe(before - 1);
    });
  });

  describe('delete', () => {
    it('refuses a device with a sales record (bulk: nothing deleted) and a missing one; deletes the others with their counters', async () => {
      const a = await addDevice(admin, deviceBody(w, w.agentA));
      const b = await addDevice(admin, deviceBody(w, w.agentA));
      await bumpDeviceSaleCount(b.deviceId, 1);
      const before = await snapshot(w.agentA);
      const res = await invoke('DeviceDelete', { token: admin, query: { ids: `${a.deviceId},${b.deviceId}` } });
      expectError(res, 409, 'device.hasSales');
      expect(res.json.params).toMatchObject({ serial: b.serialNumber });
      expect(await snapshot(w.agentA)).toEqual(before);
      expect(await getDeviceById(a.deviceId)).not.toBeNull();
      expectError(await invoke('DeviceDelete', { token: admin, query: { ids: `${a.deviceId},99999999` } }), 404, 'device.notFound');
      expect(await getDeviceById(a.deviceId)).not.toBeNull();
      expect((await invoke('DeviceDelete', { token: admin, query: { ids: String(a.deviceId) } })).status).toBe(200);
      expect(await snapshot(w.agentA)).toEqual({ ...before, held: before.held - 1, total: (before.total ?? 0) - 1 });
      // a deleted device is refused everywhere
      const gone = await info(admin, a.deviceId);
      expectError(gone, 404, 'device.notFound');
      expect(gone.json.msg).toBe('Equipment not found');
      expectError(await invoke('DeviceUpdate', { token: admin, body: updateBody(a) }), 404, 'device.notFound');
      expectError(await invoke('DeviceDelete', { token: admin, query: { ids: String(a.deviceId) } }), 404, 'device.notFound');
      expectError(await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [a.deviceId], status: '1' } }), 404, 'device.notFound');
      expectError(await invoke('DeviceHistory', { token: admin, query: { deviceId: String(a.deviceId) } }), 404, 'device.notFound');
      // its serial number can be registered again
      await addDevice(admin, deviceBody(w, w.agentA, { serialNumber: a.serialNumber }));
    });

    it('refuses every sold or leased device, with or without a sales record; a lease that ended or stock can go (issue 14, item 12)', async () => {
      const sold = await addDevice(admin, soldBody(w, w.agentA));
      const leased = await addDevice(admin, soldBody(w, w.agentA, { saleStatus: '3' }));
      const ended = await addDevice(admin, soldBody(w, w.agentA, { saleStatus: '4' }));
      const stock = await addDevice(admin, deviceBody(w, w.agentA));
      for (const d of [sold, leased]) {
        expect(await deviceSaleCount(d.deviceId)).toBe(0);
        const res = await invoke('DeviceDelete', { token: admin, query: { ids: String(d.deviceId) } });
        expectError(res, 409, 'device.soldOrLeased');
        expect(res.json.params).toMatchObject({ serial: d.serialNumber });
        expect(await getDeviceById(d.deviceId)).not.toBeNull();
      }
      // all or nothing: a batch with one sold device deletes none
      expectError(await invoke('DeviceDelete', { token: admin, query: { ids: `${stock.deviceId},${sold.deviceId}` } }), 409, 'device.soldOrLeased');
      expect(await getDeviceById(stock.deviceId)).not.toBeNull();
      // back in stock (the sale undone on the device), it may be deleted
      expect((await invoke('DeviceUpdate', { token: admin, body: updateBody(sold, { saleStatus: '1' }) })).status).toBe(200);
      expect((await invoke('DeviceDelete', { token: admin, query: { ids: `${stock.deviceId},${sold.deviceId},${ended.deviceId}` } })).status).toBe(200);
      expect(await getDeviceById(leased.deviceId)).not.toBeNull();
    });

    it('an organization with devices cannot be deleted (dept.hasDevices), one without can', async () => {
      const org = await addOrg(admin, w.agentA.deptId, '2', 3);
      const d = await addDevice(admin, deviceBody(w, org));
      const res = await invoke('DeptDelete', { token: admin, query: { deptId: String(org.deptId) } });
      expectError(res, 409, 'dept.hasDevices');
      expect((await invoke('DeptInfo', { token: admin, query: { deptId: String(org.deptId) } })).status).toBe(200);
      expect((await invoke('DeviceDelete', { token: admin, query: { ids: String(d.deviceId) } })).status).toBe(200);
      expect((await invoke('DeptDelete', { token: admin, query: { deptId: String(org.deptId) } })).status).toBe(200);
    });
  });

  describe('tallies and totals', () => {
    it('the totals of every filter equal the devices listed, after adds, moves, sale changes, enables and deletes', async () => {
      const org = await addOrg(admin, w.agentB.deptId, '2', 10);
      const devices: DeviceRecord[] = [];
      for (let i = 0; i < 5; i++) devices.push(await addDevice(admin, (i % 2 ? soldBody : deviceBody)(w, i < 3 ? org : w.agentB, { modelId: i % 3 ? w.modelId : w.otherModelId })));
      await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: [devices[1]!.deviceId], status: '0' } });
      await invoke('DeviceUpdate', { token: admin, body: updateBody(devices[0]!, { deptId: w.agentB.deptId }) });
      await invoke('DeviceUpdate', { token: admin, body: updateBody(devices[4]!, { deptId: org.deptId, saleStatus: '3', outboundDate: '2025-04-01' }) });
      await invoke('DeviceDelete', { token: admin, query: { ids: String(devices[2]!.deviceId) } });
      const filters: Record<string, string>[] = [
        { deptId: String(w.agentB.deptId) },
        { deptId: String(org.deptId) },
        { deptId: String(w.agentB.deptId), status: '0' },
        { deptId: String(w.agentB.deptId), saleStatus: '1' },
        { deptId: String(w.agentB.deptId), saleStatus: '3' },
        { deptId: String(w.agentB.deptId), modelId: String(w.otherModelId) },
        { deptId: String(w.agentB.deptId), typeId: String(w.typeId), status: '1' },
        {},
      ];
      for (const f of filters) expect(await pageTotal(admin, f), JSON.stringify(f)).toBe((await allRows(admin, f)).length);
      // the same through an administrator of B (organization and below)
      expect(await pageTotal(w.adminB, {})).toBe((await allRows(w.adminB)).length);
      // one tally per (organization, model, sale status, enabled status)
      const tallies = await listDeviceTallies([{ prefix: org.deptPath, subtree: false }]);
      expect(tallies.reduce((n, t) => n + t.count, 0)).toBe((await allRows(admin, { deptId: String(org.deptId) })).length);
    });

    it('with a keyword the total is unknown (null) and the list pages on by cursor; the brand is one of the 5 columns', async () => {
      const tag = uid();
      for (let i = 0; i < 3; i++) await addDevice(admin, deviceBody(w, w.agentA, { equipmentName: `Keyword ${tag} ${i}` }));
      const first = await invoke('DevicePage', { token: admin, query: { keyword: `keyword ${tag}`.toLowerCase(), limit: '2' } });
      expect(first.json.data.total).toBeNull();
      expect(first.json.data.rows).toHaveLength(2);
      expect(first.json.data.next).toBeDefined();
      const second = await invoke('DevicePage', { token: admin, query: { keyword: `keyword ${tag}`, limit: '2', cursor: first.json.data.next } });
      expect(second.json.data.rows).toHaveLength(1);
      // brand of the model
      const byBrand = await allRows(admin, { keyword: w.brand.toLowerCase(), deptId: String(w.agentA.deptId) });
      expect(byBrand.length).toBe(await pageTotal(admin, { deptId: String(w.agentA.deptId), typeId: String(w.typeId) }));
      // serial number, product code, IoT code
      const d = await addDevice(admin, deviceBody(w, w.agentA, { iotCode: `IOT-KW-${tag}` }));
      for (const k of [d.serialNumber, d.equipmentCode, `iot-kw-${tag}`]) expect((await allRows(admin, { keyword: k })).map((r) => r.deviceId)).toEqual([d.deviceId]);
      expectError(await invoke('DevicePage', { token: admin, query: { cursor: 'garbage' } }), 400, 'device.badCursor');
    });
  });

  describe('permissions', () => {
    it('a user without device rights is refused; a read-only administrator reads and exports but does not write', async () => {
      await createTestUser({ username: `devplain${uid().toLowerCase()}`, password: PASSWORD, roleIds: [7] });
      const plainName = `devplain2${uid().toLowerCase()}`;
      await createTestUser({ username: plainName, password: PASSWORD, roleIds: [7] });
      const plain = await loginAs(plainName, PASSWORD);
      expectError(await invoke('DevicePage', { token: plain }), 403, 'common.forbidden');
      const d = await addDevice(admin, deviceBody(w, w.agentA));
      expect((await info(w.viewerA, d.deviceId)).status).toBe(200);
      expect((await invoke('DeviceExport', { token: w.viewerA })).status).toBe(200);
      const before = await snapshot(w.agentA);
      expectError(await invoke('DeviceAdd', { token: w.viewerA, body: deviceBody(w, w.agentA) }), 403, 'common.forbidden');
      expectError(await invoke('DeviceUpdate', { token: w.viewerA, body: updateBody(d, { equipmentName: 'x' }) }), 403, 'common.forbidden');
      expectError(await invoke('DeviceDelete', { token: w.viewerA, query: { ids: String(d.deviceId) } }), 403, 'common.forbidden');
      expectError(await invoke('DeviceChangeStatus', { token: w.viewerA, body: { deviceIds: [d.deviceId], status: '0' } }), 403, 'common.forbidden');
      expectError(await invoke('DeviceImportTemplate', { token: w.viewerA }), 403, 'common.forbidden');
      // an administrator (seeded grants) may not delete
      expectError(await invoke('DeviceDelete', { token: w.adminA, query: { ids: String(d.deviceId) } }), 403, 'common.forbidden');
      expect(await snapshot(w.agentA)).toEqual(before);
    });

    it('setting the enabled status through add or modify needs the enable / disable right too', async () => {
      const name = `devop${uid().toLowerCase()}`;
      // operation administrator (seeded): devices list, query, add, edit, export; no enable / disable
      await createTestUser({ username: name, password: PASSWORD, roleIds: [9], deptId: w.customerB.deptId, deptPath: w.customerB.deptPath });
      const operator = await loginAs(name, PASSWORD);
      const before = await snapshot(w.customerB);
      expectError(await invoke('DeviceAdd', { token: operator, body: soldBody(w, w.customerB, { status: '0' }) }), 403, 'common.forbidden');
      expect(await snapshot(w.customerB)).toEqual(before);
      const d = await addDevice(operator, soldBody(w, w.customerB));
      expectError(await invoke('DeviceUpdate', { token: operator, body: updateBody(d, { status: '0' }) }), 403, 'common.forbidden');
      expect((await info(operator, d.deviceId)).json.data.status).toBe('1');
      expectError(await invoke('DeviceChangeStatus', { token: operator, body: { deviceIds: [d.deviceId], status: '0' } }), 403, 'common.forbidden');
      // other fields stay editable
      expect((await invoke('DeviceUpdate', { token: operator, body: updateBody(d, { equipmentName: 'Renamed' }) })).status).toBe(200);
    });

    it('bulk calls take at most 10 devices (a delete 8: more checks per device)', async () => {
      expectError(await invoke('DeviceChangeStatus', { token: admin, body: { deviceIds: Array.from({ length: 11 }, (_, i) => i + 1), status: '1' } }), 400, 'device.tooManyAtOnce');
      expectError(await invoke('DeviceDelete', { token: admin, query: { ids: Array.from({ length: 9 }, (_, i) => i + 1).join(',') } }), 400, 'device.tooManyToDelete');
    });
  });
});
