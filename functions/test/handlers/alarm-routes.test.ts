/**
 * The alarm routes (decision 0047): the list in the caller's scope, acknowledge and clear on the version read, each
 * with user and time; three tenants: another tenant's alarm answers as a missing one and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, PASSWORD, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import { getAlarm } from '../../src/data/access/alarms';
import { readingsOfDevice } from '../../src/data/access/telemetry';
import type { AlarmRecord } from '@aed/shared/schemas/alarm';

describe('alarm routes', () => {
  let w: DeviceWorld;
  let code: string;
  let agentC: Org;
  let adminC: string;
  const customers: Record<'A' | 'B' | 'C', Org> = {} as never;

  beforeAll(async () => {
    w = await buildWorld();
    code = `RBAT${uid()}`;
    const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string) => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' });
    expect((await invoke('MonitorItemAdd', { token: w.admin, body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', status: '0', rules: [rule('LOW', null, 11, 'red'), rule('OK', 11, null, 'green')] } })).status).toBe(200);
    agentC = await addOrg(w.admin, 100, '0', 50);
    customers.A = await addOrg(w.admin, w.agentA.deptId, '2', 10);
    customers.B = await addOrg(w.admin, w.agentB.deptId, '2', 10);
    customers.C = await addOrg(w.admin, agentC.deptId, '2', 10);
    const name = `alc${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(name, PASSWORD);
  }, 240_000);

  /** A device of `org` with an open alarm. */
  async function alarmAt(org: Org): Promise<AlarmRecord & { deviceId: number }> {
    const itemId = ((await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[]).find((o) => o.itemCode === code)!.itemId;
    const d = await addDevice(w.admin, soldBody(w, org, { status: '0', monitorItemIds: [itemId] }));
    await telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `r-${uid()}`, deviceTime: new Date().toISOString(), values: { [code]: 10 } });
    const reading = (await readingsOfDevice(d.deviceId))[0]!;
    const alarm = await getAlarm(reading.alarmId);
    expect(alarm).toMatchObject({ state: 'open', deptId: org.deptId });
    return { ...(alarm as unknown as AlarmRecord), deviceId: d.deviceId };
  }

  const page = async (token: string, query: Record<string, string> = {}) => {
    const res = await invoke('AlarmPage', { token, query: { limit: '100', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.rows as AlarmRecord[];
  };

  it('lists the alarms of the caller scope only, filtered by state, severity and serial', async () => {
    const a = await alarmAt(customers.A);
    const b = await alarmAt(customers.B);
    const c = await alarmAt(customers.C);
    const ofA = await page(w.adminA);
    expect(ofA.map((r) => r.alarmId)).toContain(a.alarmId);
    expect(ofA.map((r) => r.alarmId)).not.toContain(b.alarmId);
    expect(ofA.map((r) => r.alarmId)).not.toContain(c.alarmId);
    expect((await page(adminC)).map((r) => r.alarmId)).toEqual([c.alarmId]);
    expect((await page(w.adminA, { state: 'open', severity: 'red', keyword: a.serialNumber })).map((r) => r.alarmId)).toEqual([a.alarmId]);
    expect(await page(w.adminA, { state: 'cleared', keyword: a.serialNumber })).toEqual([]);
    expect((await page(w.adminA, { deptId: String(customers.A.deptId) }))[0]).toMatchObject({ alarmId: a.alarmId, deptName: customers.A.deptName, severity: 'red', lastValue: '10', lowerLimit: null, upperLimit: 11, orderId: 0, orderNo: '' });
    // another tenant's organization in the tree answers as missing
    expectError(await invoke('AlarmPage', { token: w.adminA, query: { deptId: String(customers.B.deptId) } }), 404, 'dept.notFound');
  });

  it("acknowledges then clears by hand, each once, with who and when; another tenant's alarm does not exist for them", async () => {
    const a = await alarmAt(customers.A);
    for (const token of [w.adminB, adminC]) {
      expectError(await invoke('AlarmAck', { token, body: { alarmId: a.alarmId, version: a.version } }), 404, 'alarm.notFound');
      expectError(await invoke('AlarmClear', { token, body: { alarmId: a.alarmId, version: a.version } }), 404, 'alarm.notFound');
    }
    expect(await getAlarm(a.alarmId)).toMatchObject({ version: a.version, ackAt: '', state: 'open' });
    // a read-only administrator of the same tenant may not
    expectError(await invoke('AlarmAck', { token: w.viewerA, body: { alarmId: a.alarmId, version: a.version } }), 403, 'common.forbidden');

    expectError(await invoke('AlarmAck', { token: w.adminA, body: { alarmId: a.alarmId, version: a.version + 5 } }), 409, 'alarm.conflict');
    const acked = await invoke('AlarmAck', { token: w.adminA, body: { alarmId: a.alarmId, version: a.version } });
    expect(acked.status, JSON.stringify(acked.json)).toBe(200);
    const ack = acked.json.data as AlarmRecord;
    expect(ack).toMatchObject({ state: 'open', version: a.version + 1 });
    expect(ack.ackBy).not.toBe('');
    expect(ack.ackAt).not.toBe('');
    expectError(await invoke('AlarmAck', { token: w.adminA, body: { alarmId: a.alarmId, version: ack.version } }), 409, 'alarm.alreadyAcknowledged');

    // two clears at once: one wins
    const both = await Promise.all([invoke('AlarmClear', { token: w.adminA, body: { alarmId: a.alarmId, version: ack.version } }), invoke('AlarmClear', { token: w.admin, body: { alarmId: a.alarmId, version: ack.version } })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const cleared = await getAlarm(a.alarmId);
    expect(cleared).toMatchObject({ state: 'cleared', clearReason: 'manual', notified: ['raised', 'raised:red', 'cleared'] });
    // the answer names the version as stored after the clear notice (a next action on it is not refused as stale)
    expect(both.find((r) => r.status === 200)!.json.data.version).toBe(cleared!.version);
    expect(cleared!.clearedBy).not.toBe('');
    expectError(await invoke('AlarmClear', { token: w.adminA, body: { alarmId: a.alarmId, version: cleared!.version } }), 409, 'alarm.alreadyCleared');
    expectError(await invoke('AlarmAck', { token: w.adminA, body: { alarmId: a.alarmId, version: cleared!.version } }), 409, 'alarm.alreadyCleared');
    expectError(await invoke('AlarmAck', { token: w.adminA, body: { alarmId: 999_999_999, version: 1 } }), 404, 'alarm.notFound');
    expectError(await invoke('AlarmAck', { token: w.adminA, body: { alarmId: 'x', version: 1 } }), 400, 'common.validation');
  });

  it('acknowledges and clears an alarm whose device kept reporting since the list was read (walk 17: every message moved the version and the action was refused as stale)', async () => {
    const a = await alarmAt(customers.A);
    const device = (await invoke('AlarmPage', { token: w.adminA, query: { keyword: a.serialNumber, limit: '10' } })).json.data.rows[0] as AlarmRecord;
    const report = (value: number) => telemetryHandler({ deviceSn: a.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `r-${uid()}`, deviceTime: new Date().toISOString(), values: { [code]: value } });
    await report(9.9);
    await report(9.8);
    expect(await getAlarm(a.alarmId)).toMatchObject({ count: 3, version: device.version + 2 });
    const acked = await invoke('AlarmAck', { token: w.adminA, body: { alarmId: a.alarmId, version: device.version } });
    expect(acked.status, JSON.stringify(acked.json)).toBe(200);
    expect(acked.json.data).toMatchObject({ state: 'open', count: 3, lastValue: '9.8' });
    expect((await getAlarm(a.alarmId))!.ackBy).not.toBe('');
    await report(9.7);
    const cleared = await invoke('AlarmClear', { token: w.adminA, body: { alarmId: a.alarmId, version: device.version } });
    expect(cleared.status, JSON.stringify(cleared.json)).toBe(200);
    expect(await getAlarm(a.alarmId)).toMatchObject({ state: 'cleared', clearReason: 'manual', count: 4 });
  });
});
