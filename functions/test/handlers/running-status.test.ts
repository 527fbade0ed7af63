/**
 * Running status per device and its roll-up by organization subtree (decision 0047), kept by the events that change
 * it: telemetry, the alarm order and its processing, the watch job's staleness.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, loginAs } from '../helpers';
import { createTestUser } from './support';
import { addDevice, addOrg, buildWorld, PASSWORD, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import { telemetryWatch } from '../../src/domain/iot/telemetry-watch';
import { getDeviceStatus, statusTallyOf, writeDeviceStatus } from '../../src/data/access/device-statuses';
import { runBackfillAgain } from './backfill-support';
import { deviceMonitorOf } from '../../src/data/access/telemetry';
import { getAlarm } from '../../src/data/access/alarms';
import { readingsOfDevice } from '../../src/data/access/telemetry';
import type { DeviceRecord } from '@aed/shared/schemas/device';

describe('running status', () => {
  let w: DeviceWorld;
  let customer: Org;
  let handler: { id: number; token: string };
  let code: string;

  beforeAll(async () => {
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 20);
    const name = `rsh${uid().toLowerCase()}`;
    handler = { id: await createTestUser({ username: name, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath }), token: '' };
    handler.token = await loginAs(name, PASSWORD);
    code = `RSBAT${uid()}`;
    const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string, autoAlarmOrder = false) => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: false, pushNotify: false, autoAlarmOrder, description: '' });
    const res = await invoke('MonitorItemAdd', { token: w.admin, body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', status: '0', yellowLightMinutes: 60, redLightMinutes: 120, rules: [rule('LOW', null, 11, 'red', true), rule('OK', 11, null, 'green')] } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }, 240_000);

  async function device(): Promise<DeviceRecord> {
    const itemId = ((await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[]).find((o) => o.itemCode === code)!.itemId;
    const d = await addDevice(w.admin, soldBody(w, customer, { status: '0', monitorItemIds: [itemId] }));
    expect((await invoke('HandlerAdd', { token: w.admin, body: { deptId: customer.deptId, deviceId: d.deviceId, userId: handler.id, primary: true } })).status).toBe(200);
    return d;
  }
  const send = (d: DeviceRecord, value: number) => telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `s-${uid()}`, deviceTime: new Date().toISOString(), values: { [code]: value } });
  /** A message of what the device says of itself (events, self-test), at a device time minutes from now. */
  const say = (d: DeviceRecord, said: { events?: string[]; selfTest?: 'pass' | 'fail' }, minutes = 0) =>
    telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `e-${uid()}`, deviceTime: new Date(Date.now() + minutes * 60_000).toISOString(), values: { [code]: 12.5 }, ...said });
  const tallies = async () => ({ customer: await statusTallyOf(customer.deptId), agent: await statusTallyOf(w.agentA.deptId), other: await statusTallyOf(w.agentB.deptId) });

  it('follows a red value, the alarm order while it is open, and its processing; every organization above counts it', async () => {
    const before = await tallies();
    const d = await device();
    // counted from the moment it is made
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal', reasons: [], deptPath: customer.deptPath });
    expect((await tallies()).customer.normal - before.customer.normal).toBe(1);
    await send(d, 12.5);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal', reasons: [], deptPath: customer.deptPath });
    const normal = await tallies();
    expect(normal.customer.normal - before.customer.normal).toBe(1);
    expect(normal.agent.normal - before.agent.normal).toBe(1);
    expect(normal.other).toEqual(before.other);

    await send(d, 10.2);
    const alarm = await getAlarm((await readingsOfDevice(d.deviceId))[0]!.alarmId);
    expect(alarm!.orderId).toBeGreaterThan(0);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'exception', reasons: ['abnormalValue', 'alarmOrderUnsolved'], alarmOrderIds: [alarm!.orderId] });
    const exception = await tallies();
    expect(exception.customer.normal - before.customer.normal).toBe(0);
    expect(exception.customer.exception - before.customer.exception).toBe(1);
    expect(exception.agent.exception - before.agent.exception).toBe(1);

    // back to a normal value: the alarm clears, its order stays unsolved
    await send(d, 12.8);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'exception', reasons: ['alarmOrderUnsolved'] });
    // the handler processes the order: normal again
    const done = await invoke('OrderProcess', { token: handler.token, body: { orderId: alarm!.orderId, version: 2, handlingResult: 'Battery replaced', processDate: new Date().toISOString().slice(0, 10) } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal', reasons: [], alarmOrderIds: [] });
    const after = await tallies();
    expect(after.customer.normal - before.customer.normal).toBe(1);
    expect(after.customer.exception - before.customer.exception).toBe(0);
  });

  it('turns unknown when the device goes silent past the red light time (the watch job), normal when it reports again', async () => {
    const d = await device();
    await send(d, 12.2);
    const t0 = Date.now();
    await telemetryWatch(t0 + 61 * 60_000);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'warning', reasons: ['reportingLate'] });
    await telemetryWatch(t0 + 121 * 60_000);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'unknown', reasons: ['notReporting'] });
    await send(d, 12.3);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal', reasons: [] });
  });

  it('counts the device events and a failed self-test; each holds until the device says otherwise', async () => {
    const before = await tallies();
    const d = await device();
    await say(d, { events: ['caseOpenAedOut'] });
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'displacement', reasons: ['aedNotInPlace'] });
    expect((await tallies()).agent.displacement - before.agent.displacement).toBe(1);
    // a message that does not mention events keeps them: the AED is still out
    await say(d, {}, 1);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'displacement', reasons: ['aedNotInPlace'] });
    expect((await deviceMonitorOf(d.deviceId))!.events).toEqual(['caseOpenAedOut']);
    // the AED back with a low battery, then a failed self-test on top (the worst wins, every reason kept)
    await say(d, { events: ['lowBattery'] }, 2);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'warning', reasons: ['lowBattery'] });
    await say(d, { selfTest: 'fail' }, 3);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'exception', reasons: expect.arrayContaining(['selfTestFailed', 'lowBattery']) });
    // a message measured earlier, arriving late, changes nothing of the device's last word
    await say(d, { events: ['normal'], selfTest: 'pass' }, -10);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'exception' });
    // a passed self-test, then "normal": back to normal
    await say(d, { selfTest: 'pass' }, 4);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'warning', reasons: ['lowBattery'] });
    await say(d, { events: ['normal'] }, 5);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal', reasons: [] });
    await say(d, { events: ['mainBoard', 'brokenLine'] }, 6);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'exception', reasons: expect.arrayContaining(['mainBoardProblem', 'brokenLine']) });
    await say(d, { events: [] }, 7);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal', reasons: [] });
    const after = await tallies();
    expect(after.agent.normal - before.agent.normal).toBe(1);
    expect(after.agent.exception - before.agent.exception).toBe(0);
    expect(after.agent.displacement - before.agent.displacement).toBe(0);
  });

  it('gives a fresh status to devices whose events were stored before they counted (the backfill)', async () => {
    const d = await device();
    await say(d, { events: ['mainBoard'] });
    const known = (await getDeviceStatus(d.deviceId))!;
    expect(known).toMatchObject({ status: 'exception', reasons: ['mainBoardProblem'] });
    // as on an installation from before: the events stored, the status computed without them
    expect(await writeDeviceStatus(known, { ...known, status: 'normal', reasons: [] })).toBe(true);
    await say(d, { events: ['mainBoard'] }, 1);
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'normal' });
    await runBackfillAgain('deviceConditions');
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'exception', reasons: ['mainBoardProblem'] });
  });

  it('keeps an alarm order unsolved when the clear was committed before the raise told the status of its order', async () => {
    const d = await device();
    await send(d, 12.5);
    await send(d, 10.1);
    const alarm = await getAlarm((await readingsOfDevice(d.deviceId))[0]!.alarmId);
    expect(alarm!.orderId).toBeGreaterThan(0);
    // as when the clearing message commits while the raising message is still making its order: the status has not
    // heard of the order yet
    const known = (await getDeviceStatus(d.deviceId))!;
    expect(await writeDeviceStatus(known, { ...known, status: 'exception', reasons: ['abnormalValue'], alarmOrderIds: [] })).toBe(true);
    await send(d, 12.7);
    expect(await getAlarm(alarm!.alarmId)).toMatchObject({ state: 'cleared' });
    expect(await getDeviceStatus(d.deviceId)).toMatchObject({ status: 'exception', reasons: ['alarmOrderUnsolved'], alarmOrderIds: [alarm!.orderId] });
  });
});
