/**
 * What keeps running statuses and their counts true without a telemetry event (decision 0047): devices counted when
 * made and forgotten when deleted, the sweep turning dates due and expired, the backfill of devices without a status,
 * open training orders near or past their planned date, and an organization moved in the tree taking its counts along.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoke } from '../helpers';
import { addDevice, addOrg, buildWorld, soldBody, uid, updateBody, type DeviceWorld, type Org } from './device-support';
import { deleteDeviceStatus, getDeviceStatus, getStatusBackfill, statusTallyOf } from '../../src/data/access/device-statuses';
import { forgetTrainingDue, trainingDueOf } from '../../src/data/access/work-orders';
import { runBackfillAgain } from './backfill-support';
import type { OrderRecord } from '@aed/shared/schemas/work-order';
import { runningStatusSweep } from '../../src/domain/iot/running-status-sweep';
import { NEVER_DAY } from '../../src/domain/iot/running-status';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import { getAlarm } from '../../src/data/access/alarms';
import { readingsOfDevice } from '../../src/data/access/telemetry';
import { InspectionRecordEntity } from '../../src/data/entities/inspection-record-entity';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('running status upkeep', () => {
  let w: DeviceWorld;
  let customer: Org;

  let presetId: number;
  const code = `RSUP${uid()}`;

  beforeAll(async () => {
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 20);
    const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string) => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' });
    const added = await invoke('MonitorItemAdd', { token: w.admin, body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', status: '0', yellowLightMinutes: 60, redLightMinutes: 120, rules: [rule('LOW', null, 11, 'red'), rule('OK', 11, null, 'green')] } });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    presetId = ((await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[]).find((o) => o.itemCode === code)!.itemId;
  }, 240_000);
  afterEach(() => {
    vi.useRealTimers();
  });

  const device = (org: Org = customer): Promise<DeviceRecord> => addDevice(w.admin, soldBody(w, org, { status: '0' }));
  const counts = async (org: Org) => statusTallyOf(org.deptId);
  /** A cabinet installed on the device whose life ends `daysLeft` days from now. */
  async function installCabinet(d: DeviceRecord, org: Org, daysLeft: number) {
    const res = await invoke('AccessoryAdd', {
      token: w.admin,
      body: { category: 'accessory', kind: 'cabinet', code: `CAB-${uid()}`, name: 'Wall cabinet', brand: 'Aivia', model: 'A200', supplier: '', owner: '', dealer: '', deptId: org.deptId, deviceId: d.deviceId, startDate: dayOf(Date.now() - 10 * DAY_MS), effectiveDays: 10 + daysLeft, remark: '' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { expiryDate: string };
  }

  it('counts a device from the moment it is made and forgets it when it is deleted, in its organization and every one above', async () => {
    const [c0, a0, b0] = [await counts(customer), await counts(w.agentA), await counts(w.agentB)];
    const d = await device();
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal', reasons: [], changeDay: NEVER_DAY });
    expect((await counts(customer)).normal - c0.normal).toBe(1);
    expect((await counts(w.agentA)).normal - a0.normal).toBe(1);
    expect(await counts(w.agentB)).toEqual(b0);

    // moved to the agent's stock (a device still sold cannot be deleted): the customer no longer counts it, the agent
    // still does (below it before, its own now)
    const back = await invoke('DeviceUpdate', { token: w.admin, body: updateBody(d, { deptId: w.agentA.deptId, saleStatus: '1', status: '1', outboundDate: '' }) });
    expect(back.status, JSON.stringify(back.json)).toBe(200);
    expect((await counts(customer)).normal - c0.normal).toBe(0);
    expect((await counts(w.agentA)).normal - a0.normal).toBe(1);
    const removed = await invoke('DeviceDelete', { token: w.admin, query: { ids: String(d.deviceId) } });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(await getDeviceStatus(d.deviceId)).toBeNull();
    expect((await counts(w.agentA)).normal - a0.normal).toBe(0);
  });

  it('the sweep turns a status when a date enters its window and when it passes, reading only the devices whose day came', async () => {
    const d = await device();
    const { expiryDate } = await installCabinet(d, customer, 40);
    const status = (await getDeviceStatus(d.deviceId))!;
    expect(status).toMatchObject({ status: 'normal', reasons: [] });
    const soon = dayOf(Date.parse(`${expiryDate}T00:00:00Z`) - 30 * DAY_MS);
    expect(status.changeDay).toBe(soon);
    const c0 = await counts(customer);

    // the day before: nothing turns
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(`${soon}T06:00:00Z`) - DAY_MS);
    await runningStatusSweep(Date.now());
    expect((await getDeviceStatus(d.deviceId))!.status).toBe('normal');

    // the day comes: expiring soon (a warning), counted as such
    vi.setSystemTime(Date.parse(`${soon}T06:00:00Z`));
    await runningStatusSweep(Date.now());
    const warned = (await getDeviceStatus(d.deviceId))!;
    expect(warned).toMatchObject({ status: 'warning', reasons: ['consumableExpiring'] });
    expect(warned.changeDay > soon).toBe(true);
    const c1 = await counts(customer);
    expect([c1.normal - c0.normal, c1.warning - c0.warning]).toEqual([-1, 1]);

    // the day after the expiry: expired
    vi.setSystemTime(Date.parse(`${expiryDate}T06:00:00Z`) + DAY_MS);
    await runningStatusSweep(Date.now());
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'expired', reasons: ['consumableExpired'], changeDay: NEVER_DAY });
    const c2 = await counts(customer);
    expect([c2.warning - c0.warning, c2.expired - c0.expired]).toEqual([0, 1]);
  });

  it('the backfill gives a status to devices that have none, once, going on from where a pass stopped', async () => {
    const org = await addOrg(w.admin, w.agentB.deptId, '2', 20);
    const devices = [await device(org), await device(org), await device(org)];
    // as on an installation from before running status: no status, no count
    for (const d of devices) expect(await deleteDeviceStatus((await getDeviceStatus(d.deviceId))!)).toBe(true);
    expect((await counts(org)).normal).toBe(0);
    // a pass with no time left reads one page, saves where it stopped, and the next goes on until done
    await runBackfillAgain('statuses');
    expect((await getStatusBackfill())?.done).toBe(true);
    for (const d of devices) expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal' });
    expect((await counts(org)).normal).toBe(3);
    expect((await counts(w.agentB)).normal).toBeGreaterThanOrEqual(3);

    // done: another run counts nothing twice
    await runningStatusSweep(Date.now());
    expect((await counts(org)).normal).toBe(3);
  });

  /** A training order of the device planned `daysAhead` days from now (negative: in the past). */
  async function trainingOrder(d: DeviceRecord, daysAhead: number): Promise<OrderRecord> {
    const res = await invoke('OrderAdd', { token: w.admin, body: { kind: '4', deviceId: d.deviceId, trainingPlannedDate: dayOf(Date.now() + daysAhead * DAY_MS), trainer: 'Ana' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as OrderRecord;
  }

  it('an open training order warns on its device near and past its planned date, until it is cancelled', async () => {
    const d = await device();
    const c0 = await counts(customer);
    // planned in 3 days: due soon, a warning from the moment it is made
    const soon = await trainingOrder(d, 3);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'warning', reasons: ['trainingDueSoon'] });
    expect((await counts(customer)).warning - c0.warning).toBe(1);

    // moved 20 days ahead: normal again, turning when its window comes
    const later = dayOf(Date.now() + 20 * DAY_MS);
    const moved = await invoke('OrderModify', { token: w.admin, body: { orderId: soon.orderId, version: soon.version, trainingPlannedDate: later, trainer: 'Ana' } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const calm = (await getDeviceStatus(d.deviceId))!;
    expect(calm).toMatchObject({ status: 'normal', reasons: [] });
    expect(calm.changeDay).toBe(dayOf(Date.parse(`${later}T00:00:00Z`) - 7 * DAY_MS));

    // the sweep turns it due soon in its window and overdue the day after the planned date
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(`${calm.changeDay}T06:00:00Z`));
    await runningStatusSweep(Date.now());
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'warning', reasons: ['trainingDueSoon'] });
    vi.setSystemTime(Date.parse(`${later}T06:00:00Z`) + DAY_MS);
    await runningStatusSweep(Date.now());
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'warning', reasons: ['trainingOverdue'] });
    vi.useRealTimers();

    // the earliest open order decides; cancelling it leaves the other's date, cancelling both leaves none
    const farther = await trainingOrder(d, 30);
    expect((await trainingDueOf(d.deviceId)).map((t) => t.orderId).sort()).toEqual([soon.orderId, farther.orderId].sort());
    const cancel = (o: OrderRecord, version: number) => invoke('OrderCancel', { token: w.admin, body: { orderId: o.orderId, version, reason: 'Moved to spring' } });
    expect((await cancel(soon, soon.version + 1)).status).toBe(200);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal', reasons: [] });
    expect((await trainingDueOf(d.deviceId)).map((t) => t.orderId)).toEqual([farther.orderId]);
    expect((await cancel(farther, farther.version)).status).toBe(200);
    expect(await trainingDueOf(d.deviceId)).toEqual([]);
    expect((await counts(customer)).warning - c0.warning).toBe(0);
  });

  it('training orders made before their dates were kept get them from the backfill, once', async () => {
    const d = await device();
    const order = await trainingOrder(d, -2);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'warning', reasons: ['trainingOverdue'] });
    // as on an installation from before: no planned date by device, the status computed without it
    await forgetTrainingDue({ deviceId: d.deviceId, orderId: order.orderId });
    const touched = await invoke('DeviceUpdate', { token: w.admin, body: updateBody(d, { remark: 'touched' }) });
    expect(touched.status, JSON.stringify(touched.json)).toBe(200);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal' });
    await runBackfillAgain('trainingDue');
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'warning', reasons: ['trainingOverdue'] });
    expect((await trainingDueOf(d.deviceId)).map((t) => t.orderId)).toEqual([order.orderId]);
  });

  it('an organization moved in the tree takes its counts, alarms and inspection records from its old ancestors to its new ones', async () => {
    const org = await addOrg(w.admin, w.agentA.deptId, '2', 20);
    const d = await addDevice(w.admin, soldBody(w, org, { status: '0', monitorItemIds: [presetId] }));
    await device(org);
    // an alarm and a self-test record, both under the organization's path
    await telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `m-${uid()}`, deviceTime: new Date().toISOString(), values: { [code]: 10.1 }, selfTest: 'pass' });
    const alarmId = (await readingsOfDevice(d.deviceId))[0]!.alarmId;
    expect((await getAlarm(alarmId))!.deptPath).toBe(`${w.agentA.deptPath}${org.deptId},`);
    const records = async () => (await InspectionRecordEntity.query.byDevice({ deviceId: d.deviceId }).go()).data;
    expect(await records()).toHaveLength(1);
    const [a0, b0] = [await counts(w.agentA), await counts(w.agentB)];
    const info = (await invoke('DeptInfo', { token: w.admin, query: { deptId: String(org.deptId) } })).json.data;
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, canAllocate: _c, ...editable } = info;
    const moved = await invoke('DeptUpdate', { token: w.admin, body: { ...editable, parentId: w.agentB.deptId } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const [a1, b1, o1] = [await counts(w.agentA), await counts(w.agentB), await counts(org)];
    const all = (c: Awaited<ReturnType<typeof counts>>) => Object.values(c).reduce((x, y) => x + y, 0);
    expect(all(a0) - all(a1)).toBe(2);
    expect(all(b1) - all(b0)).toBe(2);
    expect(all(o1)).toBe(2);
    // the statuses, the alarm and the record carry the new path; a refresh after the move counts nothing twice
    const newPath = `${w.agentB.deptPath}${org.deptId},`;
    expect((await getDeviceStatus(d.deviceId))!.deptPath).toBe(newPath);
    expect((await getAlarm(alarmId))!.deptPath).toBe(newPath);
    expect((await records()).map((r) => r.deptPath)).toEqual([newPath]);
    // the old agent's administrator no longer lists the alarm; the new one does
    const listed = async (deptId: number) => ((await invoke('AlarmPage', { token: w.admin, query: { deptId: String(deptId), limit: '50' } })).json.data.rows as { alarmId: number }[]).map((a) => a.alarmId);
    expect(await listed(w.agentA.deptId)).not.toContain(alarmId);
    expect(await listed(w.agentB.deptId)).toContain(alarmId);
    const { expiryDate } = await installCabinet(d, { ...org, deptPath: newPath }, 400);
    expect(expiryDate).toBeTruthy();
    expect(all(await counts(w.agentB)) - all(b0)).toBe(2);
    expect(await counts(w.agentA)).toEqual(a1);
  });

  it('a device moved to another organization takes its open alarm along; a cleared one stays where it happened', async () => {
    const from = await addOrg(w.admin, w.agentA.deptId, '2', 20);
    const to = await addOrg(w.admin, w.agentB.deptId, '2', 20);
    const d = await addDevice(w.admin, soldBody(w, from, { status: '0', monitorItemIds: [presetId] }));
    const send = (value: number) => telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `m-${uid()}`, deviceTime: new Date().toISOString(), values: { [code]: value } });
    await send(10.1);
    const first = (await readingsOfDevice(d.deviceId))[0]!.alarmId;
    await send(12.5); // cleared in its first organization
    await send(10.2);
    const open = (await readingsOfDevice(d.deviceId))[0]!.alarmId;
    expect(open).not.toBe(first);
    const listed = async (org: Org) => ((await invoke('AlarmPage', { token: w.admin, query: { deptId: String(org.deptId), limit: '50' } })).json.data.rows as { alarmId: number }[]).map((a) => a.alarmId);
    expect(await listed(from)).toEqual(expect.arrayContaining([first, open]));

    const moved = await invoke('DeviceUpdate', { token: w.admin, body: updateBody(d, { deptId: to.deptId }) });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(await getAlarm(open)).toMatchObject({ deptId: to.deptId, deptPath: to.deptPath, state: 'open' });
    expect(await getAlarm(first)).toMatchObject({ deptId: from.deptId, state: 'cleared' });
    expect(await listed(from)).toEqual([first]);
    expect(await listed(to)).toEqual([open]);
    // its next reading updates the alarm where the device is
    await send(10.0);
    expect(await getAlarm(open)).toMatchObject({ deptPath: to.deptPath, count: 2 });
  });
});
