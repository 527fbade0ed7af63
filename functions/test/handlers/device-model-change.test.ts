import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayUtc, type AccessoryRecord } from '@aed/shared/schemas/accessory';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import type { DeviceModelRow, ModelConsumable } from '@aed/shared/schemas/device-model';
import { invoke } from '../helpers';
import { expectError } from './support';
import { addDevice, buildWorld, deviceBody, uid, updateBody, type DeviceWorld, type Org } from './device-support';
import { getAccessoryById } from '../../src/data/access/accessories';
import { getDept } from '../../src/data/access/access-control';
import { getDeviceModel } from '../../src/data/access/catalogue-reads';
import { deviceDependents } from '../../src/data/access/device-dependents';
import { updateDeviceModel } from '../../src/data/access/device-models';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { listDeviceMovements } from '../../src/data/access/devices/stock-movements';
import { updateDevice } from '../../src/data/access/devices/device-writes';
import { type DeviceItem } from '../../src/data/entities/device-entity';
import { usageCount } from '../../src/data/access/usage-counters';
import { deptGuardOf } from '../../src/domain/device/device-service';
import { deviceChangeOptions } from '../../src/domain/device/device-move';

/**
 * A device's model and the consumables installed on it (decision 0023, on decisions 0014, 0018 and 0020): a consumable
 * on a device is of a kind the device's model takes and expires at the latest at its start plus that kind's rated
 * life. Checked when a record is put on a device (decision 0020) and, here, when the device takes another model and
 * when a model used by devices has its consumables edited. Every refusal changes nothing; the races fail as conflicts.
 */
describe('device model changes and installed consumables', () => {
  let w: DeviceWorld;
  let admin: string;
  const today = todayUtc();

  const ok = <T>(res: { status: number; json: { data: T } }, what: string): T => {
    expect(res.status, `${what}: ${JSON.stringify(res.json)}`).toBe(200);
    return res.json.data;
  };
  /** A model of the world's type with these consumables (kind -> rated life in months). */
  const addModel = async (consumables: Partial<Record<ModelConsumable['kind'], number>>): Promise<DeviceModelRow> => {
    const code = `MC${uid()}`;
    return ok<DeviceModelRow>(
      await invoke('DeviceModelAdd', {
        token: admin,
        body: { typeId: w.typeId, modelName: `Model ${code}`, modelCode: code, brand: w.brand, workingPrinciple: '1', consumables: Object.entries(consumables).map(([kind, ratedLifeMonths]) => ({ kind, ratedLifeMonths })) },
      }),
      'DeviceModelAdd',
    );
  };
  const editModel = (row: DeviceModelRow, over: Record<string, unknown>) => {
    const { typeCode: _c, typeName: _n, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = row;
    return invoke('DeviceModelUpdate', { token: admin, body: { ...body, ...over } });
  };
  /** A consumable of `org` installed at once on `deviceId`, expiring `months` after its start (30 days ago). */
  const installPads = async (org: Org, deviceId: number, months: number, kind = 'adultPads'): Promise<AccessoryRecord> => {
    const startDate = addDays(today, -30);
    return ok<AccessoryRecord>(
      await invoke('AccessoryAdd', {
        token: admin,
        body: { category: 'consumable', kind, code: `LOT-${uid()}`, name: 'Pads', brand: 'Philips', model: 'M5071A', supplier: '', owner: '', dealer: '', deptId: org.deptId, deviceId, startDate, expiryDate: addMonths(startDate, months), remark: '' },
      }),
      'AccessoryAdd',
    );
  };
  const addCabinet = async (org: Org, deviceId: number) =>
    ok<AccessoryRecord>(
      await invoke('AccessoryAdd', {
        token: admin,
        body: { category: 'accessory', kind: 'cabinet', code: `CAB-${uid()}`, name: 'Cabinet', brand: 'Aivia', model: 'A200', supplier: '', owner: '', dealer: '', deptId: org.deptId, deviceId, startDate: '2025-03-01', effectiveDays: 3650, remark: '' },
      }),
      'AccessoryAdd',
    );
  const changeModel = (d: DeviceRecord, modelId: number, over: Record<string, unknown> = {}) => invoke('DeviceUpdate', { token: admin, body: updateBody(d, { modelId, ...over }) });
  /** What a refused model change must leave as it was. */
  const snapshot = async (d: DeviceRecord, models: number[], records: number[]) =>
    JSON.stringify({
      device: await getDeviceById(d.deviceId),
      movements: (await listDeviceMovements(d.deviceId)).length,
      models: await Promise.all(models.map((id) => usageCount('model', id))),
      records: await Promise.all(records.map((id) => getAccessoryById(id))),
      dependents: await deviceDependents(d.deviceId),
    });

  beforeAll(async () => {
    w = await buildWorld();
    admin = w.admin;
  });

  describe('a device taking another model', () => {
    it('is refused while an installed consumable is of a kind the new model does not take (device.consumablesNotForModel), changing nothing', async () => {
      const frx = await addModel({ adultPads: 24, battery: 48 });
      const cabinetOnly = await addModel({ battery: 48 });
      const d = await addDevice(admin, deviceBody(w, w.customerA, { modelId: frx.modelId }));
      const pads = await installPads(w.customerA, d.deviceId, 24);
      const second = await installPads(w.agentA, d.deviceId, 12);
      const battery = await installPads(w.customerA, d.deviceId, 48, 'battery');
      const before = await snapshot(d, [frx.modelId, cabinetOnly.modelId], [pads.accessoryId, second.accessoryId, battery.accessoryId]);
      const res = await changeModel(d, cabinetOnly.modelId, { remark: 'changed' });
      expectError(res, 409, 'device.consumablesNotForModel');
      // both pads break the rule; the first named is the one expiring first
      expect(res.json.params).toEqual({ model: cabinetOnly.modelName, count: 2, code: second.code });
      expect(res.json.msg).toContain('does not take');
      expect(await snapshot(d, [frx.modelId, cabinetOnly.modelId], [pads.accessoryId, second.accessoryId, battery.accessoryId])).toBe(before);

      // once the pads are off the device, the model change goes (the battery fits the new model)
      for (const r of [pads, second]) ok(await invoke('AccessoryRemove', { token: admin, body: { accessoryId: r.accessoryId, removeDate: '' } }), 'AccessoryRemove');
      const changed = ok<DeviceRecord>(await changeModel(d, cabinetOnly.modelId), 'DeviceUpdate');
      expect(changed.modelId).toBe(cabinetOnly.modelId);
      expect(await usageCount('model', cabinetOnly.modelId)).toBe(1);
      expect(await getAccessoryById(battery.accessoryId)).toMatchObject({ status: 'installed', deviceId: d.deviceId, updateTime: battery.updateTime });
    });

    it('is refused while an installed consumable expires later than the new model allows (device.consumablesAboveMax), changing nothing', async () => {
      const long = await addModel({ adultPads: 60 });
      const short = await addModel({ adultPads: 24 });
      const longer = await addModel({ adultPads: 72 });
      const d = await addDevice(admin, deviceBody(w, w.customerA, { modelId: long.modelId }));
      const pads = await installPads(w.customerA, d.deviceId, 60);
      const fitting = await installPads(w.customerA, d.deviceId, 24);
      const before = await snapshot(d, [long.modelId, short.modelId], [pads.accessoryId, fitting.accessoryId]);
      const res = await changeModel(d, short.modelId);
      expectError(res, 409, 'device.consumablesAboveMax');
      expect(res.json.params).toEqual({ model: short.modelName, count: 1, code: pads.code, months: 24, max: addMonths(pads.startDate, 24) });
      expect(await snapshot(d, [long.modelId, short.modelId], [pads.accessoryId, fitting.accessoryId])).toBe(before);

      // to a model rated longer it goes; the records stay as they were
      ok(await changeModel(d, longer.modelId), 'DeviceUpdate');
      expect((await getDeviceById(d.deviceId))!.modelId).toBe(longer.modelId);
      expect(await getAccessoryById(pads.accessoryId)).toMatchObject({ status: 'installed', updateTime: pads.updateTime });
      expect([await usageCount('model', long.modelId), await usageCount('model', longer.modelId)]).toEqual([0, 1]);
    });

    it('accessories (no rated life) do not hold a model change; other edits of a device keep its model unchecked', async () => {
      const frx = await addModel({ adultPads: 24 });
      const none = await addModel({});
      const d = await addDevice(admin, deviceBody(w, w.customerA, { modelId: frx.modelId }));
      await addCabinet(w.customerA, d.deviceId);
      const pads = await installPads(w.customerA, d.deviceId, 24);
      // an edit keeping the model does not look at the records
      ok(await invoke('DeviceUpdate', { token: admin, body: updateBody(d, { remark: 'kept model' }) }), 'DeviceUpdate');
      ok(await invoke('AccessoryRemove', { token: admin, body: { accessoryId: pads.accessoryId, removeDate: '' } }), 'AccessoryRemove');
      const moved = ok<DeviceRecord>(await changeModel(d, none.modelId), 'DeviceUpdate');
      expect(moved.modelId).toBe(none.modelId);
    });

    it('a move to another organization with another model: the records move along and are checked against the new model', async () => {
      const frx = await addModel({ adultPads: 24 });
      const short = await addModel({ adultPads: 12 });
      const same = await addModel({ adultPads: 36 });
      const d = await addDevice(admin, deviceBody(w, w.customerA, { modelId: frx.modelId }));
      const pads = await installPads(w.customerA, d.deviceId, 24);
      const kept = await installPads(w.agentA, d.deviceId, 12);
      const before = await snapshot(d, [frx.modelId, short.modelId], [pads.accessoryId, kept.accessoryId]);
      expectError(await changeModel(d, short.modelId, { deptId: w.customerB.deptId }), 409, 'device.consumablesAboveMax');
      expect(await snapshot(d, [frx.modelId, short.modelId], [pads.accessoryId, kept.accessoryId])).toBe(before);
      // with a model that fits: both records (neither organization lies above the other agent's customer) move along
      const res = await changeModel(d, same.modelId, { deptId: w.customerB.deptId });
      const moved = ok<DeviceRecord>(res, 'DeviceUpdate');
      expect(moved).toMatchObject({ modelId: same.modelId, deptId: w.customerB.deptId });
      expect(await getAccessoryById(pads.accessoryId)).toMatchObject({ deptId: w.customerB.deptId, status: 'installed', deviceId: d.deviceId });
      expect(await getAccessoryById(kept.accessoryId)).toMatchObject({ deptId: w.customerB.deptId, status: 'installed', deviceId: d.deviceId });
    });

    it('race-free: an install, an edit of an installed record or an edit of the new model after the checks fail the change (common.conflict)', async () => {
      const frx = await addModel({ adultPads: 60 });
      const next = await addModel({ adultPads: 24 });
      const d = await addDevice(admin, deviceBody(w, w.customerA, { modelId: frx.modelId }));
      const pads = await installPads(w.customerA, d.deviceId, 24);
      const read = (await getDeviceById(d.deviceId))!;
      const dept = (await getDept(w.customerA.deptId))!;
      const model = (await getDeviceModel(next.modelId))!;
      const after: DeviceItem = { ...read, modelId: next.modelId, updateTime: new Date().toISOString() };
      const attempt = async () => updateDevice(read, after, deptGuardOf(dept), await deviceChangeOptions(read, dept, model, 'test', after.updateTime));
      const options = await deviceChangeOptions(read, dept, model, 'test', after.updateTime);
      expect(options).toMatchObject({ dependents: { accessories: 1, bindings: 0 }, modelVersion: model.updateTime });

      // 1. an install lands between the checks and the write (the new pads would be above the new model's maximum)
      const late = await installPads(w.customerA, d.deviceId, 60);
      const state = await snapshot(d, [frx.modelId, next.modelId], [pads.accessoryId, late.accessoryId]);
      await expect(updateDevice(read, after, deptGuardOf(dept), options)).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect(await snapshot(d, [frx.modelId, next.modelId], [pads.accessoryId, late.accessoryId])).toBe(state);
      ok(await invoke('AccessoryRemove', { token: admin, body: { accessoryId: late.accessoryId, removeDate: '' } }), 'AccessoryRemove');

      // 2. the installed pads get a later expiry (valid for the old model) between the checks and the write
      const fresh = await deviceChangeOptions(read, dept, model, 'test', after.updateTime);
      const current = ok<AccessoryRecord>(await invoke('AccessoryInfo', { token: admin, query: { accessoryId: String(pads.accessoryId) } }), 'AccessoryInfo');
      const { accessoryId, category, kind, code, name, brand, model: partModel, supplier, owner, dealer, deptId, startDate, remark } = current;
      ok(await invoke('AccessoryUpdate', { token: admin, body: { accessoryId, category, kind, code, name, brand, model: partModel, supplier, owner, dealer, deptId, startDate, expiryDate: addMonths(startDate, 48), remark } }), 'AccessoryUpdate');
      await expect(updateDevice(read, after, deptGuardOf(dept), fresh)).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect((await getDeviceById(d.deviceId))!.modelId).toBe(frx.modelId);
      // and read again, the change is refused for what it is
      await expect(attempt()).rejects.toMatchObject({ errorCode: 'device.consumablesAboveMax' });
      ok(await invoke('AccessoryUpdate', { token: admin, body: { accessoryId, category, kind, code, name, brand, model: partModel, supplier, owner, dealer, deptId, startDate, expiryDate: addMonths(startDate, 24), remark } }), 'AccessoryUpdate');

      // 3. the new model's consumables are edited (lowered: it is used by no device yet) between the checks and the write
      const checked = await deviceChangeOptions(read, dept, model, 'test', after.updateTime);
      const nextRow = ok<DeviceModelRow>(await invoke('DeviceModelInfo', { token: admin, query: { modelId: String(next.modelId) } }), 'DeviceModelInfo');
      ok(await editModel(nextRow, { consumables: [{ kind: 'adultPads', ratedLifeMonths: 12 }] }), 'DeviceModelUpdate');
      await expect(updateDevice(read, after, deptGuardOf(dept), checked)).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect((await getDeviceById(d.deviceId))!.modelId).toBe(frx.modelId);
      expect(await usageCount('model', next.modelId)).toBe(0);

      // as read now, it fits the model's current figures again once the model is raised back: the change goes through
      ok(await editModel(nextRow, { consumables: [{ kind: 'adultPads', ratedLifeMonths: 24 }] }), 'DeviceModelUpdate');
      const reread = (await getDeviceById(d.deviceId))!;
      const finalModel = (await getDeviceModel(next.modelId))!;
      const finalAfter: DeviceItem = { ...reread, modelId: next.modelId, updateTime: new Date().toISOString() };
      await updateDevice(reread, finalAfter, deptGuardOf(dept), await deviceChangeOptions(reread, dept, finalModel, 'test', finalAfter.updateTime));
      expect((await getDeviceById(d.deviceId))!.modelId).toBe(next.modelId);
      expect(await usageCount('model', next.modelId)).toBe(1);
    });
  });

  describe("a model's consumables while devices use it", () => {
    it('cannot lose a kind nor lower a rated life (deviceModel.consumablesInUse), changing nothing; adding a kind or raising a life goes', async () => {
      const model = await addModel({ adultPads: 24, battery: 48 });
      const d = await addDevice(admin, deviceBody(w, w.customerA, { modelId: model.modelId }));
      const state = async () => JSON.stringify(await getDeviceModel(model.modelId));
      const before = await state();
      let res = await editModel(model, { consumables: [{ kind: 'battery', ratedLifeMonths: 48 }] });
      expectError(res, 409, 'deviceModel.consumablesInUse');
      expect(res.json.params).toEqual({ name: model.modelName, count: 1 });
      expect(await state()).toBe(before);
      res = await editModel(model, { modelName: `${model.modelName} renamed`, consumables: [{ kind: 'adultPads', ratedLifeMonths: 23 }, { kind: 'battery', ratedLifeMonths: 48 }] });
      expectError(res, 409, 'deviceModel.consumablesInUse');
      expect(await state()).toBe(before);

      // adding a kind and raising a rated life stay allowed (every installed record still fits)
      const raised = ok<DeviceModelRow>(
        await editModel(model, { consumables: [{ kind: 'battery', ratedLifeMonths: 60 }, { kind: 'adultPads', ratedLifeMonths: 30 }, { kind: 'childPads', ratedLifeMonths: 24 }] }),
        'DeviceModelUpdate',
      );
      expect(raised.consumables).toEqual([
        { kind: 'battery', ratedLifeMonths: 60 },
        { kind: 'adultPads', ratedLifeMonths: 30 },
        { kind: 'childPads', ratedLifeMonths: 24 },
      ]);

      // once no device uses it, the consumables may be narrowed
      ok(await invoke('DeviceDelete', { token: admin, query: { ids: String(d.deviceId) } }), 'DeviceDelete');
      const narrowed = ok<DeviceModelRow>(await editModel(raised, { consumables: [{ kind: 'adultPads', ratedLifeMonths: 12 }] }), 'DeviceModelUpdate');
      expect(narrowed.consumables).toEqual([{ kind: 'adultPads', ratedLifeMonths: 12 }]);
    });

    it('a device taking the model after the check refuses the narrowing in its transaction', async () => {
      const row = await addModel({ adultPads: 24 });
      const before = (await getDeviceModel(row.modelId))!;
      // the domain found the model unused; a device takes it before the write
      await addDevice(admin, deviceBody(w, w.customerA, { modelId: row.modelId }));
      const after = { ...before, consumables: [{ kind: 'adultPads' as const, ratedLifeMonths: 12 }], updateBy: 'test', updateTime: new Date().toISOString() };
      await expect(updateDeviceModel(before, after, { narrowing: true })).rejects.toMatchObject({ errorCode: 'deviceModel.consumablesInUse', params: { name: before.modelName, count: 1 } });
      expect(await getDeviceModel(row.modelId)).toEqual(before);
    });
  });
});
