/**
 * The running status screens' routes (decision 0048): the list of the caller's scope with its reasons, filtered by
 * status, organization and serial number in cursor pages; one device's detail (values and the rules that lit them,
 * state, events, alarms); the counts of a subtree. Three tenants: another tenant's device or organization answers
 * exactly as a missing one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, PASSWORD, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import { DeviceStatusEntity } from '../../src/data/entities/device-status-entity';
import { getDeviceStatus } from '../../src/data/access/device-statuses';
import { refreshRunningStatus } from '../../src/domain/iot/running-status-refresh';
import type { RunningStatusDetail, RunningStatusRow, StatusTallyRecord } from '@aed/shared/schemas/running-status';

describe('running status screens', () => {
  let w: DeviceWorld;
  let code: string;
  let itemId: number;
  let adminC: string;
  let operatorA: string;
  /** A read-only administrator (scope: own organization only) of customer A. */
  let viewerCustomerA: string;
  const customers: Record<'A' | 'B' | 'C', Org> = {} as never;
  /** Devices: A red (exception), A green (normal), B red, C red. */
  const dev: Record<'aRed' | 'aGreen' | 'bRed' | 'cRed', { deviceId: number; serialNumber: string }> = {} as never;

  async function reportingDevice(org: Org, value: number, extra: Record<string, unknown> = {}) {
    const d = await addDevice(w.admin, soldBody(w, org, { status: '0', monitorItemIds: [itemId] }));
    await telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `s-${uid()}`, deviceTime: new Date().toISOString(), values: { [code]: value }, ...extra });
    return { deviceId: d.deviceId, serialNumber: d.serialNumber };
  }

  beforeAll(async () => {
    w = await buildWorld();
    code = `RSTS${uid()}`;
    const rule = (ruleCode: string, ruleName: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string) => ({ ruleCode, ruleName, lowerLimit, upperLimit, lightColour, emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' });
    const added = await invoke('MonitorItemAdd', { token: w.admin, body: { itemCode: code, itemName: `Battery ${code}`, itemType: '1', status: '0', rules: [rule('LOW', 'Battery low', null, 11, 'red'), rule('OK', 'Battery fine', 11, null, 'green')] } });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    itemId = ((await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[]).find((o) => o.itemCode === code)!.itemId;
    const agentC = await addOrg(w.admin, 100, '0', 50);
    customers.A = await addOrg(w.admin, w.agentA.deptId, '2', 10);
    customers.B = await addOrg(w.admin, w.agentB.deptId, '2', 10);
    customers.C = await addOrg(w.admin, agentC.deptId, '2', 10);
    const nameC = `rsc${uid().toLowerCase()}`;
    await createTestUser({ username: nameC, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(nameC, PASSWORD);
    const nameOp = `rso${uid().toLowerCase()}`;
    await createTestUser({ username: nameOp, password: PASSWORD, roleIds: [5], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    operatorA = await loginAs(nameOp, PASSWORD);
    const nameView = `rsv${uid().toLowerCase()}`;
    await createTestUser({ username: nameView, password: PASSWORD, roleIds: [8], deptId: customers.A.deptId, deptPath: customers.A.deptPath });
    viewerCustomerA = await loginAs(nameView, PASSWORD);
    dev.aRed = await reportingDevice(customers.A, 10, { events: ['lowBattery', 'caseOpenAedOut'], batteryVoltage: 11.9, selfTest: 'pass', door: 'open', gps: { lat: 48.85, lng: 2.35 } });
    dev.aGreen = await reportingDevice(customers.A, 12);
    dev.bRed = await reportingDevice(customers.B, 10);
    dev.cRed = await reportingDevice(customers.C, 10);
  }, 240_000);

  const page = async (token: string, query: Record<string, string> = {}) => {
    const res = await invoke('RunningStatusPage', { token, query: { limit: '100', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { total?: number | null; rows: RunningStatusRow[]; next?: string };
  };
  const ids = (rows: RunningStatusRow[]) => rows.map((r) => r.deviceId).sort((a, b) => a - b);

  it('lists the devices of the caller scope only, with their status, reasons, organization and last report', async () => {
    const ofA = await page(w.adminA);
    expect(ids(ofA.rows)).toEqual([dev.aRed.deviceId, dev.aGreen.deviceId].sort((a, b) => a - b));
    expect(ids((await page(w.adminB)).rows)).toEqual([dev.bRed.deviceId]);
    expect(ids((await page(adminC)).rows)).toEqual([dev.cRed.deviceId]);
    // a scope of one organization alone lists its own devices, none of the organizations below it
    expect(ids((await page(viewerCustomerA)).rows)).toEqual([dev.aRed.deviceId, dev.aGreen.deviceId].sort((a, b) => a - b));
    expect(ids((await page(viewerCustomerA, { status: 'exception' })).rows)).toEqual([dev.aRed.deviceId]);
    expect((await page(w.viewerA)).rows).toEqual([]);
    // the platform's operator sees every tenant's
    expect(ids((await page(w.admin)).rows)).toEqual(expect.arrayContaining(Object.values(dev).map((d) => d.deviceId)));
    const red = ofA.rows.find((r) => r.deviceId === dev.aRed.deviceId)!;
    expect(red).toMatchObject({ serialNumber: dev.aRed.serialNumber, deptId: customers.A.deptId, deptName: customers.A.deptName, status: 'exception', reasons: ['abnormalValue', 'lowBattery', 'aedNotInPlace'] });
    expect(red.lastReceivedAt).not.toBe('');
    expect(red.lastDeviceTime).not.toBe('');
    expect(ofA.rows.find((r) => r.deviceId === dev.aGreen.deviceId)).toMatchObject({ status: 'normal', reasons: [] });
  });

  it('filters by status, organization and serial number; another tenant organization or serial is as missing', async () => {
    expect(ids((await page(w.adminA, { status: 'exception' })).rows)).toEqual([dev.aRed.deviceId]);
    expect(ids((await page(w.adminA, { status: 'normal', deptId: String(customers.A.deptId) })).rows)).toEqual([dev.aGreen.deviceId]);
    expect((await page(w.adminA, { status: 'expired' })).rows).toEqual([]);
    expectError(await invoke('RunningStatusPage', { token: w.adminA, query: { deptId: String(customers.B.deptId) } }), 404, 'dept.notFound');
    expectError(await invoke('RunningStatusPage', { token: w.adminA, query: { deptId: '999999999' } }), 404, 'dept.notFound');
    // serial number: any case; another tenant's device answers like a serial that does not exist
    expect((await page(w.adminA, { serialNumber: dev.aRed.serialNumber.toLowerCase() })).rows.map((r) => r.deviceId)).toEqual([dev.aRed.deviceId]);
    expect((await page(w.adminA, { serialNumber: dev.aRed.serialNumber, status: 'normal' })).rows).toEqual([]);
    expect(await page(w.adminA, { serialNumber: dev.bRed.serialNumber })).toEqual({ total: 0, rows: [] });
    expect(await page(w.adminA, { serialNumber: `NOPE${uid()}` })).toEqual({ total: 0, rows: [] });
    expectError(await invoke('RunningStatusPage', { token: w.adminA, query: { status: 'broken' } }), 400, 'common.validation');
  });

  it('pages with a cursor: a page of at most the limit, the first with the total, the pages together the organization', async () => {
    const query = { deptId: String(customers.A.deptId), limit: '1' };
    const first = await page(w.adminA, query);
    expect(first.total).toBe(2);
    expect(first.rows).toHaveLength(1);
    const rows = [...first.rows];
    let next = first.next;
    for (let pages = 1; next; pages++) {
      expect(pages).toBeLessThan(4);
      const more = await page(w.adminA, { ...query, cursor: next });
      expect(more.rows.length).toBeLessThanOrEqual(1);
      expect(more.total).toBeUndefined();
      rows.push(...more.rows);
      next = more.next;
    }
    expect(ids(rows)).toEqual([dev.aRed.deviceId, dev.aGreen.deviceId].sort((a, b) => a - b));
    expectError(await invoke('RunningStatusPage', { token: w.adminA, query: { ...query, cursor: 'not-a-cursor' } }), 400, 'status.badCursor');
  });

  it('counts a subtree per status (default the caller organization); an organization outside the scope is as missing', async () => {
    const tally = async (token: string, query: Record<string, string> = {}) => {
      const res = await invoke('RunningStatusTally', { token, query });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data as StatusTallyRecord;
    };
    const zero = { normal: 0, warning: 0, exception: 0, displacement: 0, expired: 0, unknown: 0 };
    expect(await tally(w.adminA, { deptId: String(customers.A.deptId) })).toEqual({ deptId: customers.A.deptId, deptName: customers.A.deptName, subtree: true, counts: { ...zero, exception: 1, normal: 1 } });
    // the caller's own organization holds the customer's devices
    expect(await tally(w.adminA)).toMatchObject({ deptId: w.agentA.deptId, subtree: true, counts: { ...zero, exception: 1, normal: 1 } });
    expect((await tally(adminC)).counts).toEqual({ ...zero, exception: 1 });
    for (const deptId of [customers.B.deptId, 999_999_999]) expectError(await invoke('RunningStatusTally', { token: w.adminA, query: { deptId: String(deptId) } }), 404, 'dept.notFound');
    // the organization above the caller's: its counts hold other tenants' devices
    expectError(await invoke('RunningStatusTally', { token: w.adminA, query: { deptId: '100' } }), 404, 'dept.notFound');
    // a scope of one organization alone: that organization's own devices, never those below it
    expect(await tally(viewerCustomerA)).toEqual({ deptId: customers.A.deptId, deptName: customers.A.deptName, subtree: false, counts: { ...zero, exception: 1, normal: 1 } });
    expect(await tally(w.viewerA)).toMatchObject({ deptId: w.agentA.deptId, subtree: false, counts: zero });
    expectError(await invoke('RunningStatusTally', { token: w.viewerA, query: { deptId: String(customers.A.deptId) } }), 404, 'dept.notFound');
  });

  it("details a device: each value with the rule that lit it, the state, events, open alarms, reasons; another tenant's device is as missing", async () => {
    const res = await invoke('RunningStatusInfo', { token: w.adminA, query: { deviceId: String(dev.aRed.deviceId) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const d = res.json.data as RunningStatusDetail;
    expect(d).toMatchObject({ deviceId: dev.aRed.deviceId, serialNumber: dev.aRed.serialNumber, deptName: customers.A.deptName, status: 'exception', reasons: ['abnormalValue', 'lowBattery', 'aedNotInPlace'], orders: [] });
    expect(d.items).toEqual([
      expect.objectContaining({ itemId, itemCode: code, itemName: `Battery ${code}`, value: '10', colour: 'red', ruleCode: 'LOW', ruleName: 'Battery low', lowerLimit: null, upperLimit: 11, problem: '' }),
    ]);
    expect(d.items[0]!.deviceTime).not.toBe('');
    expect(d.state).toMatchObject({ batteryVoltage: 11.9, selfTest: 'pass', door: 'open', lat: 48.85, lng: 2.35, valueColour: 'red', staleColour: '', problem: '' });
    expect([...d.state.events].sort()).toEqual(['caseOpenAedOut', 'lowBattery']);
    expect(d.alarms).toEqual([expect.objectContaining({ itemCode: code, state: 'open', severity: 'red', lastValue: '10' })]);
    expect(d.items[0]!.alarmId).toBe(d.alarms[0]!.alarmId);

    const green = (await invoke('RunningStatusInfo', { token: w.adminA, query: { deviceId: String(dev.aGreen.deviceId) } })).json.data as RunningStatusDetail;
    expect(green).toMatchObject({ status: 'normal', reasons: [], alarms: [], state: { batteryVoltage: null, door: '', events: [] } });
    expect(green.items[0]).toMatchObject({ value: '12', colour: 'green', ruleCode: 'OK', ruleName: 'Battery fine', lowerLimit: 11, upperLimit: null });

    const missing = await invoke('RunningStatusInfo', { token: w.adminA, query: { deviceId: '999999999' } });
    expectError(missing, 404, 'device.notFound');
    for (const [token, deviceId] of [[w.adminA, dev.bRed.deviceId], [w.adminB, dev.aRed.deviceId], [adminC, dev.aRed.deviceId]] as const) {
      const other = await invoke('RunningStatusInfo', { token, query: { deviceId: String(deviceId) } });
      expect({ status: other.status, json: other.json }).toEqual({ status: missing.status, json: missing.json });
    }
  });

  it('answers only callers with the permission', async () => {
    expectError(await invoke('RunningStatusPage', { token: operatorA }), 403, 'common.forbidden');
    expectError(await invoke('RunningStatusInfo', { token: operatorA, query: { deviceId: String(dev.aRed.deviceId) } }), 403, 'common.forbidden');
    expectError(await invoke('RunningStatusTally', { token: operatorA }), 403, 'common.forbidden');
    // the read-only administrator sees the screen
    expect((await invoke('RunningStatusPage', { token: w.viewerA })).status).toBe(200);
  });

  it('a status written before the list kept serial and organization joins the list at its next refresh', async () => {
    const before = (await getDeviceStatus(dev.aGreen.deviceId))!;
    // as a status item of the previous version read: no serial number, no organization id
    await DeviceStatusEntity.put({ ...before, serialNumber: '', deptId: 0 }).go();
    await refreshRunningStatus(dev.aGreen.deviceId);
    expect(await getDeviceStatus(dev.aGreen.deviceId)).toMatchObject({ serialNumber: dev.aGreen.serialNumber, deptId: customers.A.deptId, status: 'normal', version: before.version + 1 });
    expect((await page(w.adminA, { status: 'normal' })).rows.map((r) => r.serialNumber)).toEqual([dev.aGreen.serialNumber]);
  });

  it("names a reserved preset and its rule in the reader's language in a device's detail and on the IoT data screen (walk 17: English in every language)", async () => {
    const reserved = ((await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[]).find((o) => o.itemCode === 'BATTERY_VOLTAGE');
    expect(reserved).toBeDefined();
    const d = await addDevice(w.admin, soldBody(w, customers.A, { status: '0', monitorItemIds: [reserved!.itemId] }));
    const deviceTime = new Date().toISOString();
    await telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId: `s-${uid()}`, deviceTime, values: { BATTERY_VOLTAGE: 10.2 } });
    const item = async (language: string) => {
      const res = await invoke('RunningStatusInfo', { token: w.adminA, query: { deviceId: String(d.deviceId) }, headers: { 'accept-language': language } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return (res.json.data as RunningStatusDetail).items.find((i) => i.itemId === reserved!.itemId)!;
    };
    expect(await item('en')).toMatchObject({ itemName: 'Battery voltage (V)', ruleCode: 'DEPLETED', ruleName: 'Battery depleted' });
    expect(await item('fr')).toMatchObject({ itemName: 'Tension de la batterie (V)', ruleCode: 'DEPLETED' });
    expect((await item('fr')).ruleName).not.toBe('Battery depleted');
    expect((await item('zh-TW')).itemName).toBe('電池電壓（V）');
    const range = { deviceId: String(d.deviceId), from: new Date(Date.now() - 3_600_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() };
    const series = await invoke('IotDataSeries', { token: w.adminA, query: range, headers: { 'accept-language': 'zh-CN' } });
    expect(series.status, JSON.stringify(series.json)).toBe(200);
    expect(series.json.data.series.map((x: { itemName: string }) => x.itemName)).toContain('电池电压（V）');
    const messages = await invoke('IotDataMessages', { token: w.adminA, query: { ...range, limit: '10' }, headers: { 'accept-language': 'fr' } });
    expect(messages.status, JSON.stringify(messages.json)).toBe(200);
    expect(messages.json.data.rows[0].values[0]).toMatchObject({ code: 'BATTERY_VOLTAGE', itemName: 'Tension de la batterie (V)' });
  });
});
