import { beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { invoke } from '../helpers';
import { expectError } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, pageTotal, uid, updateBody, type DeviceWorld, type Org } from './device-support';
import { addUser, ROLE } from './binding-support';
import { deleteDevices, updateDevice } from '../../src/data/access/devices/device-writes';
import { deptDeviceCount } from '../../src/data/access/devices/device-counters';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { deptAccessoryCount, findDuplicate, getAccessoryById, listExpiringAccessories } from '../../src/data/access/accessories';
import { getDept } from '../../src/data/access/access-control';
import { deptGuardOf } from '../../src/domain/device/device-service';
import { deviceMoveOptions } from '../../src/domain/device/device-move';
import { deviceDependents } from '../../src/data/access/device-dependents';
import { usageCount } from '../../src/data/access/usage-counters';
import { nextId } from '../../src/data/access/ids';
import { createNotifyPerson, getNotifyPerson } from '../../src/data/access/notify-persons';

/**
 * What hangs on a device (decisions 0018, 0019, 0020): accessories and consumables installed on it, notify persons and
 * work-order handlers bound to it. A device delete refuses while any exists (nothing is left pointing at a device that
 * no longer exists), with the pre-check's precise code and the same condition inside the delete's transaction. A
 * device moving to another organization takes along the records that would fall outside their organization, and is
 * refused while a bound person or handler would no longer apply. Every refusal changes nothing.
 */
describe('devices and what hangs on them', () => {
  let w: DeviceWorld;
  let admin: string;
  let phoneSeq = 0;

  const ok = <T>(res: { status: number; json: { data: T } }, what: string): T => {
    expect(res.status, `${what}: ${JSON.stringify(res.json)}`).toBe(200);
    return res.json.data;
  };
  /** A cabinet (an accessory: no rated life) of `org`, installed on `deviceId` when given. */
  const addCabinet = async (org: Org, deviceId = 0, over: Record<string, unknown> = {}) =>
    ok<{ accessoryId: number; code: string; deptId: number }>(
      await invoke('AccessoryAdd', {
        token: admin,
        body: { category: 'accessory', kind: 'cabinet', code: `CAB-${uid()}`, name: 'Wall cabinet', brand: 'Aivia', model: 'A200', supplier: '', owner: '', dealer: '', deptId: org.deptId, deviceId, startDate: '2025-03-01', effectiveDays: 3650, remark: '', ...over },
      }),
      'AccessoryAdd',
    );
  const addPerson = async (org: Org, deviceId: number) =>
    ok<{ notifyId: number }>(
      await invoke('NotifyAdd', { token: admin, body: { deptId: org.deptId, deviceId, personName: `Keeper ${uid()}`, phone: `+33 6 ${String(Date.now()).slice(-4)} ${String(++phoneSeq).padStart(4, '0')}`, email: `k${uid().toLowerCase()}@example.com` } }),
      'NotifyAdd',
    );
  const addHandler = async (org: Org, deviceId: number) => {
    const user = await addUser({ dept: { ...org }, roleIds: [ROLE.operator], userTypes: ['handler'] });
    return ok<{ assignmentId: number }>(await invoke('HandlerAdd', { token: admin, body: { deptId: org.deptId, deviceId, userId: user.userId, primary: false, remark: '' } }), 'HandlerAdd');
  };
  /** What a refused delete must leave as it was. */
  const snapshot = async (org: Org, devices: DeviceRecord[]) =>
    JSON.stringify({
      held: await deptDeviceCount(org.deptId),
      total: await pageTotal(admin, { deptId: String(org.deptId) }),
      devices: await Promise.all(devices.map((d) => getDeviceById(d.deviceId))),
      dependents: await Promise.all(devices.map((d) => deviceDependents(d.deviceId))),
      model: await usageCount('model', w.modelId),
    });

  beforeAll(async () => {
    w = await buildWorld();
    admin = w.admin;
  });

  describe('delete', () => {
    it('refuses a device holding installed accessories or with bound notify persons or handlers (all or nothing); deletes it once they are gone', async () => {
      const d = await addDevice(admin, deviceBody(w, w.customerA));
      const other = await addDevice(admin, deviceBody(w, w.customerA));
      const del = (ids: number[]) => invoke('DeviceDelete', { token: admin, query: { ids: ids.join(',') } });

      // installed accessory: refused with its count, nothing deleted (not even the other device of the call)
      const cabinet = await addCabinet(w.customerA, d.deviceId);
      let before = await snapshot(w.customerA, [d, other]);
      let res = await del([other.deviceId, d.deviceId]);
      expectError(res, 409, 'device.hasAccessories');
      expect(res.json.params).toEqual({ serial: d.serialNumber, count: 1 });
      expect(await snapshot(w.customerA, [d, other])).toBe(before);

      // taken off the device (back to stock): the accessory no longer holds it, but a person and a handler bound to it do
      ok(await invoke('AccessoryRemove', { token: admin, body: { accessoryId: cabinet.accessoryId, removeDate: '' } }), 'AccessoryRemove');
      const person = await addPerson(w.customerA, d.deviceId);
      const handler = await addHandler(w.agentA, d.deviceId);
      expect(await deviceDependents(d.deviceId)).toEqual({ accessories: 0, bindings: 2 });
      before = await snapshot(w.customerA, [d, other]);
      res = await del([d.deviceId, other.deviceId]);
      expectError(res, 409, 'device.hasBindings');
      expect(res.json.params).toEqual({ serial: d.serialNumber, count: 2 });
      expect(res.json.msg).toContain('bound');
      expect(await snapshot(w.customerA, [d, other])).toBe(before);

      ok(await invoke('NotifyDelete', { token: admin, query: { ids: String(person.notifyId) } }), 'NotifyDelete');
      expect((await del([d.deviceId])).json.params).toEqual({ serial: d.serialNumber, count: 1 });
      expect(await snapshot(w.customerA, [d, other])).not.toBe(before);
      ok(await invoke('HandlerDelete', { token: admin, query: { ids: String(handler.assignmentId) } }), 'HandlerDelete');

      // nothing hangs on it any more: the delete goes through, with the other device of the call
      const held = await deptDeviceCount(w.customerA.deptId);
      ok(await del([d.deviceId, other.deviceId]), 'DeviceDelete');
      expect(await getDeviceById(d.deviceId)).toBeNull();
      expect(await getDeviceById(other.deviceId)).toBeNull();
      expect(await deptDeviceCount(w.customerA.deptId)).toBe(held - 2);
      // the record that was on it stays, in stock
      expect(ok<{ status: string; deviceId: number }>(await invoke('AccessoryInfo', { token: admin, query: { accessoryId: String(cabinet.accessoryId) } }), 'AccessoryInfo')).toMatchObject({ status: 'stock', deviceId: 0 });
    });

    it('the delete transaction itself refuses an install or a binding that came after the pre-check', async () => {
      const d = await addDevice(admin, deviceBody(w, w.customerA));
      const read = (await getDeviceById(d.deviceId))!;
      // an install lands between the domain's checks and the delete's transaction: the transaction refuses
      const cabinet = await addCabinet(w.customerA, d.deviceId);
      const before = await snapshot(w.customerA, [d]);
      await expect(deleteDevices([read], new Date().toISOString(), 'test')).rejects.toMatchObject({ errorCode: 'device.hasAccessories', params: { serial: d.serialNumber, count: 1 } });
      expect(await snapshot(w.customerA, [d])).toBe(before);
      ok(await invoke('AccessoryRemove', { token: admin, body: { accessoryId: cabinet.accessoryId, removeDate: '' } }), 'AccessoryRemove');
      // same for a binding
      const person = await addPerson(w.agentA, d.deviceId);
      await expect(deleteDevices([read], new Date().toISOString(), 'test')).rejects.toMatchObject({ errorCode: 'device.hasBindings', params: { serial: d.serialNumber, count: 1 } });
      expect(await getDeviceById(d.deviceId)).not.toBeNull();
      ok(await invoke('NotifyDelete', { token: admin, query: { ids: String(person.notifyId) } }), 'NotifyDelete');
      await deleteDevices([read], new Date().toISOString(), 'test');
      expect(await getDeviceById(d.deviceId)).toBeNull();
    });

    it('the other order: an install or a binding on a device deleted meanwhile is refused', async () => {
      const d = await addDevice(admin, deviceBody(w, w.customerA));
      ok(await invoke('DeviceDelete', { token: admin, query: { ids: String(d.deviceId) } }), 'DeviceDelete');
      const cabinet = await addCabinet(w.customerA);
      expectError(await invoke('AccessoryInstall', { token: admin, body: { accessoryId: cabinet.accessoryId, deviceId: d.deviceId } }), 404, 'accessory.deviceNotFound');
      expectError(await invoke('NotifyAdd', { token: admin, body: { deptId: w.customerA.deptId, deviceId: d.deviceId, personName: 'Late', phone: '+33 6 00 00 00 01', email: 'late@example.com' } }), 404, 'device.notFound');
      // the same race at the data layer: an add that read the device before the delete refuses in its transaction
      const now = new Date().toISOString();
      const late = { notifyId: await nextId('notifyPerson'), deptId: w.customerA.deptId, deptPath: w.customerA.deptPath, deviceId: d.deviceId, personName: 'Late', phone: '+33 6 0000 0001', email: `late${uid().toLowerCase()}@example.com`, notifyEmail: true, notifyPush: false, events: ['red'], status: '0' as const, remark: '', searchText: '', createBy: 'test', createTime: now, updateBy: 'test', updateTime: now };
      await expect(createNotifyPerson(late, { deviceId: d.deviceId, deptPath: w.customerA.deptPath })).rejects.toMatchObject({ errorCode: 'device.notFound' });
      expect(await getNotifyPerson(late.notifyId)).toBeNull();
      expect(await deviceDependents(d.deviceId)).toEqual({ accessories: 0, bindings: 0 });
    });

    it('takes at most 8 devices, and 8 of one model with 20 monitoring items fit in one transaction', async () => {
      const ids = Array.from({ length: 9 }, (_, i) => i + 1).join(',');
      const res = await invoke('DeviceDelete', { token: admin, query: { ids } });
      expectError(res, 400, 'device.tooManyToDelete');
      // the largest delete of one model and organization: 8 devices x 8 items + 32 shared items
      const items: number[] = [];
      for (let i = 0; i < 20; i++) items.push(await monitorItem());
      const devices: DeviceRecord[] = [];
      for (let i = 0; i < 8; i++) devices.push(await addDevice(admin, deviceBody(w, w.agentB, { monitorItemIds: items, iotCode: `IOT-${uid()}` })));
      ok(await invoke('DeviceDelete', { token: admin, query: { ids: devices.map((d) => d.deviceId).join(',') } }), 'DeviceDelete');
      expect(await Promise.all(devices.map((d) => getDeviceById(d.deviceId)))).toEqual(devices.map(() => null));
    });

    it('a delete needing more than 100 transaction items is refused whole (device.tooManyChanges), nothing deleted', async () => {
      const org = w.agentB;
      const devices: DeviceRecord[] = [];
      // 8 devices, each with 5 monitoring items of its own: 64 + 40 + shared counters > 100 items
      for (let i = 0; i < 8; i++) {
        const own: number[] = [];
        for (let j = 0; j < 5; j++) own.push(await monitorItem());
        devices.push(await addDevice(admin, deviceBody(w, org, { monitorItemIds: own, iotCode: `IOT-${uid()}` })));
      }
      const before = await snapshot(org, devices);
      expectError(await invoke('DeviceDelete', { token: admin, query: { ids: devices.map((d) => d.deviceId).join(',') } }), 400, 'device.tooManyChanges');
      expect(await snapshot(org, devices)).toBe(before);
      // in two calls it goes
      ok(await invoke('DeviceDelete', { token: admin, query: { ids: devices.slice(0, 4).map((d) => d.deviceId).join(',') } }), 'DeviceDelete');
      ok(await invoke('DeviceDelete', { token: admin, query: { ids: devices.slice(4).map((d) => d.deviceId).join(',') } }), 'DeviceDelete');
    });
  });

  describe('move to another organization', () => {
    const move = (d: DeviceRecord, to: Org, token = admin) => invoke('DeviceUpdate', { token, body: updateBody(d, { deptId: to.deptId }) });
    const record = async (id: number) => (await getAccessoryById(id))!;
    const counters = async (orgs: Org[], d: DeviceRecord) => ({ orgs: await Promise.all(orgs.map((o) => deptAccessoryCount(o.deptId))), device: await deviceDependents(d.deviceId) });

    it('installed records outside the new subtree move along with their markers and counters; those still above stay', async () => {
      const d = await addDevice(admin, deviceBody(w, w.customerA));
      const agents = await addCabinet(w.agentA, d.deviceId);
      const own = await addCabinet(w.customerA, d.deviceId, { kind: 'bracket' });
      const spare = await addCabinet(w.customerA);
      const before = await counters([w.agentA, w.customerA, w.customerB], d);
      // another agent's customer: both leave their organization's subtree, so both follow the device
      const moved = ok<DeviceRecord>(await move(d, w.customerB), 'DeviceUpdate');
      expect(moved.deptId).toBe(w.customerB.deptId);
      for (const id of [agents.accessoryId, own.accessoryId]) {
        expect(await record(id)).toMatchObject({ deptId: w.customerB.deptId, deptPath: w.customerB.deptPath, status: 'installed', deviceId: d.deviceId });
      }
      expect(await record(spare.accessoryId)).toMatchObject({ deptId: w.customerA.deptId, status: 'stock' });
      expect(await counters([w.agentA, w.customerA, w.customerB], d)).toEqual({ orgs: [before.orgs[0]! - 1, before.orgs[1]! - 1, before.orgs[2]! + 2], device: { accessories: 2, bindings: 0 } });
      // the duplicate key is now the new organization's; the expiry reminders name it
      expect(await findDuplicate({ ...(await record(agents.accessoryId)) })).toBe(agents.accessoryId);
      expect(await findDuplicate({ ...(await record(agents.accessoryId)), deptId: w.agentA.deptId })).toBeNull();
      const expiry = (await record(own.accessoryId)).expiryDate;
      expect((await listExpiringAccessories(expiry, expiry)).find((m) => m.accessoryId === own.accessoryId)).toMatchObject({ deptId: w.customerB.deptId, deviceId: d.deviceId });
      // the new tenant sees and changes them; the old one no longer lists them
      const codes = async (token: string) => ok<{ rows: { accessoryId: number }[] }>(await invoke('AccessoryPage', { token, query: { limit: '100', keyword: 'aivia' } }), 'AccessoryPage').rows.map((r) => r.accessoryId);
      expect(await codes(w.adminB)).toEqual(expect.arrayContaining([agents.accessoryId, own.accessoryId]));
      expect(await codes(w.adminA)).not.toContain(agents.accessoryId);
      ok(await invoke('AccessoryRemove', { token: w.adminB, body: { accessoryId: own.accessoryId, removeDate: '' } }), 'AccessoryRemove');

      // within the subtree of a record's organization, the record stays where it is
      const e = await addDevice(admin, deviceBody(w, w.agentA));
      const kept = await addCabinet(w.agentA, e.deviceId);
      ok(await move(e, w.customerA), 'DeviceUpdate');
      expect(await record(kept.accessoryId)).toMatchObject({ deptId: w.agentA.deptId, deptPath: w.agentA.deptPath, deviceId: e.deviceId });
    });

    it('refuses the move when the new organization already holds the same record (device.accessoryDuplicate), changing nothing', async () => {
      const d = await addDevice(admin, deviceBody(w, w.customerA));
      const installed = await addCabinet(w.customerA, d.deviceId);
      await addCabinet(w.customerB, 0, { code: installed.code });
      const before = JSON.stringify({ device: await getDeviceById(d.deviceId), record: await record(installed.accessoryId), counters: await counters([w.customerA, w.customerB], d) });
      const res = await move(d, w.customerB);
      expectError(res, 409, 'device.accessoryDuplicate');
      expect(res.json.params).toEqual({ code: installed.code, dept: w.customerB.deptName });
      expect(JSON.stringify({ device: await getDeviceById(d.deviceId), record: await record(installed.accessoryId), counters: await counters([w.customerA, w.customerB], d) })).toBe(before);
    });

    it('moves only where every bound person and handler still applies (device.bindingsOutside), changing nothing otherwise', async () => {
      const sibling = await addOrg(admin, w.agentA.deptId, '2', 2);
      const d = await addDevice(admin, deviceBody(w, w.customerA));
      const agentDesk = await addPerson(w.agentA, d.deviceId);
      const customerHandler = await addHandler(w.customerA, d.deviceId);
      const state = async () => JSON.stringify({ device: await getDeviceById(d.deviceId), dependents: await deviceDependents(d.deviceId), held: await deptDeviceCount(sibling.deptId) });
      const before = await state();
      // to a sibling customer: the customer's handler would no longer be above the device
      let res = await move(d, sibling);
      expectError(res, 409, 'device.bindingsOutside');
      expect(res.json.params).toEqual({ serial: d.serialNumber, count: 1 });
      expect(await state()).toBe(before);
      ok(await invoke('HandlerDelete', { token: admin, query: { ids: String(customerHandler.assignmentId) } }), 'HandlerDelete');
      // the agent's desk still applies under the agent: the move goes, the person stays bound
      const moved = ok<DeviceRecord>(await move(d, sibling), 'DeviceUpdate');
      expect(moved.deptId).toBe(sibling.deptId);
      expect(await getNotifyPerson(agentDesk.notifyId)).toMatchObject({ deptId: w.agentA.deptId, deviceId: d.deviceId });
      // out of the agent's subtree: refused while the desk is bound
      res = await move(moved, w.customerB);
      expectError(res, 409, 'device.bindingsOutside');
      expect((await getDeviceById(d.deviceId))!.deptId).toBe(sibling.deptId);
      ok(await invoke('NotifyDelete', { token: admin, query: { ids: String(agentDesk.notifyId) } }), 'NotifyDelete');
      ok(await move(moved, w.customerB), 'DeviceUpdate');
    });

    it('an install or a binding that lands between the checks and the move fails the move in its transaction', async () => {
      const d = await addDevice(admin, deviceBody(w, w.customerA));
      const read = (await getDeviceById(d.deviceId))!;
      const target = await getDept(w.customerB.deptId);
      const after = { ...read, deptId: w.customerB.deptId, deptPath: w.customerB.deptPath, updateTime: new Date().toISOString() };
      const options = await deviceMoveOptions(read, target!, 'test', after.updateTime);
      expect(options).toEqual({ dependents: { accessories: 0, bindings: 0 } });
      const cabinet = await addCabinet(w.customerA, d.deviceId);
      await expect(updateDevice(read, after, deptGuardOf(target!), options)).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect(await getDeviceById(d.deviceId)).toEqual(read);
      expect(await record(cabinet.accessoryId)).toMatchObject({ deptId: w.customerA.deptId });
      ok(await invoke('AccessoryRemove', { token: admin, body: { accessoryId: cabinet.accessoryId, removeDate: '' } }), 'AccessoryRemove');
      const person = await addPerson(w.customerA, d.deviceId);
      await expect(updateDevice(read, after, deptGuardOf(target!), options)).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect(await getDeviceById(d.deviceId)).toEqual(read);
      ok(await invoke('NotifyDelete', { token: admin, query: { ids: String(person.notifyId) } }), 'NotifyDelete');
      // and the other order: a binding or an install that read the device before it moved
      await updateDevice(read, after, deptGuardOf(target!), options);
      const now = new Date().toISOString();
      const late = { notifyId: await nextId('notifyPerson'), deptId: w.customerA.deptId, deptPath: w.customerA.deptPath, deviceId: d.deviceId, personName: 'Late', phone: '+33 6 0000 0002', email: `late${uid().toLowerCase()}@example.com`, notifyEmail: true, notifyPush: false, events: ['red'], status: '0' as const, remark: '', searchText: '', createBy: 'test', createTime: now, updateBy: 'test', updateTime: now };
      await expect(createNotifyPerson(late, { deviceId: d.deviceId, deptPath: w.customerA.deptPath })).rejects.toMatchObject({ errorCode: 'common.conflict' });
      expect(await deviceDependents(d.deviceId)).toEqual({ accessories: 0, bindings: 0 });
    });
  });

  let monitorSeq = 0;
  async function monitorItem(): Promise<number> {
    const code = `DM${uid()}${++monitorSeq}`;
    const res = await invoke('MonitorItemAdd', {
      token: admin,
      body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', redLightMinutes: 0, yellowLightMinutes: 0, status: '0', rules: [{ ruleCode: 'ALL', ruleName: 'All', lowerLimit: null, upperLimit: null, lightColour: 'green', emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' }] },
    });
    return ok<{ itemId: number }>(res, 'MonitorItemAdd').itemId;
  }
});
