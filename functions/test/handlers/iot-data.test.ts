/**
 * The IoT data routes (decision 0049): a device's messages over a range of arrival time (cursor pages, newest first,
 * each value with the colour it was lit), the chart's series (bucket means above the point cap, truncated above the
 * message cap), the range rules, and three tenants: another tenant's device answers exactly as a missing one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { IOT_SERIES_MAX_MESSAGES, IOT_SERIES_MAX_POINTS, type IotMessageRecord, type IotSeriesResult } from '@aed/shared/schemas/iot-data';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, PASSWORD, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import { TelemetryEntity } from '../../src/data/entities/telemetry-entity';
import type { DeviceRecord } from '@aed/shared/schemas/device';

const MIN = 60_000;
const DAY = 86_400_000;

describe('IoT data routes', () => {
  let w: DeviceWorld;
  let batteryCode: string;
  let padsCode: string;
  let tempCode: string;
  let adminC: string;
  const customers: Record<'A' | 'B' | 'C', Org> = {} as never;

  beforeAll(async () => {
    w = await buildWorld();
    const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string) => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' });
    const preset = async (code: string, itemType: string, rules: Record<string, unknown>[]) => {
      const res = await invoke('MonitorItemAdd', { token: w.admin, body: { itemCode: code, itemName: `Item ${code}`, itemType, status: '0', rules } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    batteryCode = `IBAT${uid()}`;
    padsCode = `IPAD${uid()}`;
    tempCode = `ITMP${uid()}`;
    await preset(batteryCode, '1', [rule('LOW', null, 11, 'red'), rule('OK', 11, null, 'green')]);
    await preset(padsCode, '3', [rule('SOON', null, 30, 'pink'), rule('OK', 30, null, 'green')]);
    await preset(tempCode, '2', [rule('HOT', 40, null, 'red'), rule('OK', null, 40, 'green')]);
    const agentC = await addOrg(w.admin, 100, '0', 50);
    customers.A = await addOrg(w.admin, w.agentA.deptId, '2', 10);
    customers.B = await addOrg(w.admin, w.agentB.deptId, '2', 10);
    customers.C = await addOrg(w.admin, agentC.deptId, '2', 10);
    const name = `iot${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(name, PASSWORD);
  }, 240_000);

  async function deviceAt(org: Org): Promise<DeviceRecord> {
    const options = (await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[];
    const monitorItemIds = options.filter((o) => [batteryCode, padsCode, tempCode].includes(o.itemCode)).map((o) => o.itemId);
    return addDevice(w.admin, soldBody(w, org, { status: '0', monitorItemIds }));
  }

  /** A message through the real ingest, arriving `agoMs` before now. */
  async function ingest(d: DeviceRecord, agoMs: number, body: Record<string, unknown>) {
    const at = Date.now() - agoMs;
    const res = await telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: at, v: 1, msgId: `m-${uid()}`, deviceTime: new Date(at).toISOString(), ...body });
    expect(res).toMatchObject({ outcome: 'stored' });
  }

  /** `count` stored messages of one battery value each, `stepMs` apart, the newest `newestAgoMs` ago (written directly: fast). */
  async function storeMany(d: DeviceRecord, count: number, stepMs: number, newestAgoMs: number, value: (i: number) => number) {
    const now = Date.now();
    const items = Array.from({ length: count }, (_, i) => {
      const at = new Date(now - newestAgoMs - i * stepMs).toISOString();
      const v = value(i);
      return { deviceId: d.deviceId, receivedAt: at, msgId: `b-${i}`, deviceTime: at, message: JSON.stringify({ v: 1, msgId: `b-${i}`, deviceTime: at, values: { [batteryCode]: v }, events: [] }), unknownCodes: [], lit: JSON.stringify({ [batteryCode]: v < 11 ? 'red' : 'green' }), ttl: Math.floor(now / 1000) + 90 * 86_400 };
    });
    for (let i = 0; i < items.length; i += 500) await TelemetryEntity.put(items.slice(i, i + 500)).go();
    return now;
  }

  // both bounds from one clock read: two reads a millisecond apart lengthen the range (and the chart's bucket) by it
  const range = (fromAgoMs: number, toAgoMs = -MIN) => {
    const now = Date.now();
    return { from: new Date(now - fromAgoMs).toISOString(), to: new Date(now - toAgoMs).toISOString() };
  };
  const messages = (token: string, deviceId: number, query: Record<string, string>) => invoke('IotDataMessages', { token, query: { deviceId: String(deviceId), ...query } });
  const series = (token: string, deviceId: number, query: Record<string, string>) => invoke('IotDataSeries', { token, query: { deviceId: String(deviceId), ...query } });

  it('lists a device\'s messages in the range, newest first, by cursor pages, with each value\'s colour and the device fields', async () => {
    const d = await deviceAt(customers.A);
    await ingest(d, 3 * DAY, { values: { [batteryCode]: 12 } }); // outside the 24 h range below
    await ingest(d, 3 * 60 * MIN, { values: { [batteryCode]: 10.5, [padsCode.toLowerCase()]: { adult: 20, child: 40 }, OTHER: 1 }, events: ['lowBattery'], batteryVoltage: 10.5, selfTest: 'fail' });
    await ingest(d, 2 * 60 * MIN, { values: { [tempCode]: [20, 41] }, events: ['caseOpenAedOut'], door: 'open', gps: { lat: 48.85, lng: 2.35 } });
    await ingest(d, 60 * MIN, { values: { [batteryCode]: 12.2 }, events: ['normal'], door: 'closed' });

    const first = await messages(w.adminA, d.deviceId, { ...range(DAY), limit: '2' });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const rows1 = first.json.data.rows as IotMessageRecord[];
    expect(first.json.data.total).toBe(3);
    expect(rows1.map((r) => r.events)).toEqual([['normal'], ['caseOpenAedOut']]);
    expect(rows1[0].values).toEqual([{ code: batteryCode, itemName: `Item ${batteryCode}`, value: 12.2, colour: 'green' }]);
    expect(rows1[1]).toMatchObject({ door: 'open', gps: { lat: 48.85, lng: 2.35 }, values: [{ code: tempCode, value: [20, 41], colour: 'red' }] });
    const second = await messages(w.adminA, d.deviceId, { ...range(DAY), limit: '2', cursor: first.json.data.next });
    const rows2 = second.json.data.rows as IotMessageRecord[];
    expect(second.json.data.next).toBeUndefined();
    expect(rows2).toHaveLength(1);
    expect(rows2[0]).toMatchObject({ events: ['lowBattery'], batteryVoltage: 10.5, selfTest: 'fail' });
    expect(rows2[0].values).toEqual([
      { code: batteryCode, itemName: `Item ${batteryCode}`, value: 10.5, colour: 'red' },
      { code: padsCode.toLowerCase(), itemName: `Item ${padsCode}`, value: { adult: 20, child: 40 }, colour: 'pink' },
      { code: 'OTHER', itemName: '', value: 1, colour: '' },
    ]);
    // the 7-day range holds the older one too; a range with nothing answers no rows
    expect((await messages(w.adminA, d.deviceId, range(7 * DAY))).json.data.rows).toHaveLength(4);
    expect((await messages(w.adminA, d.deviceId, range(30 * MIN))).json.data).toMatchObject({ rows: [], total: 0 });
    // a forged cursor is refused
    expectError(await messages(w.adminA, d.deviceId, { ...range(DAY), cursor: 'bm90LWEtY3Vyc29y' }), 400, 'iotData.badCursor');

    // the chart: one line per single value, a data set's mean, a pairing group's parts; points by device time
    const chart = await series(w.adminA, d.deviceId, range(DAY));
    expect(chart.status, JSON.stringify(chart.json)).toBe(200);
    const result = chart.json.data as IotSeriesResult;
    expect(result).toMatchObject({ messages: 3, bucketMs: 0, truncated: false });
    const line = (key: string) => result.series.find((s) => s.key === key)!;
    expect(result.series.map((s) => s.key).sort()).toEqual([batteryCode, `${padsCode}.adult`, `${padsCode}.child`, tempCode].sort());
    expect(line(batteryCode).points.map((p) => [p.v, p.colour])).toEqual([[10.5, 'red'], [12.2, 'green']]);
    expect(line(tempCode)).toMatchObject({ itemType: '2', points: [{ v: 30.5, colour: 'red', n: 1 }] });
    expect(line(`${padsCode}.child`)).toMatchObject({ itemType: '3', part: 'child', points: [{ v: 40, colour: 'pink' }] });
  });

  it("answers another tenant's device exactly as a missing one, for each route (three tenants)", async () => {
    const a = await deviceAt(customers.A);
    const c = await deviceAt(customers.C);
    await ingest(a, MIN, { values: { [batteryCode]: 12 } });
    for (const route of [messages, series]) {
      for (const token of [w.adminB, adminC]) expectError(await route(token, a.deviceId, range(DAY)), 404, 'device.notFound');
      expectError(await route(w.adminA, c.deviceId, range(DAY)), 404, 'device.notFound');
      expectError(await route(w.adminA, 999_999_999, range(DAY)), 404, 'device.notFound');
      expect((await route(adminC, c.deviceId, range(DAY))).status).toBe(200);
    }
    // the picker finds devices of the caller's scope only, by serial
    const pick = async (token: string, keyword: string) => ((await invoke('IotDataDevices', { token, query: { keyword } })).json.data as { deviceId: number }[]).map((o) => o.deviceId);
    expect(await pick(w.adminA, a.serialNumber)).toEqual([a.deviceId]);
    expect(await pick(w.adminB, a.serialNumber)).toEqual([]);
    expect(await pick(adminC, a.serialNumber)).toEqual([]);
    expect(await pick(adminC, c.serialNumber)).toEqual([c.deviceId]);
    // ... and by id (a link to the screen), answering another tenant's device as a missing one: none
    const byId = async (token: string, deviceId: number) => {
      const res = await invoke('IotDataDevices', { token, query: { deviceId: String(deviceId) } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data as { deviceId: number; serialNumber: string }[];
    };
    expect(await byId(w.adminA, a.deviceId)).toEqual([expect.objectContaining({ deviceId: a.deviceId, serialNumber: a.serialNumber })]);
    for (const token of [w.adminB, adminC]) expect(await byId(token, a.deviceId)).toEqual([]);
    expect(await byId(w.adminA, c.deviceId)).toEqual([]);
    expect(await byId(w.adminA, 999_999_999)).toEqual([]);
    expect((await byId(adminC, c.deviceId)).map((o) => o.deviceId)).toEqual([c.deviceId]);
    expect(await byId(w.viewerA, a.deviceId)).toEqual([]);
    // a read-only administrator of agent A sees its own organization only, not its customers' devices
    expectError(await messages(w.viewerA, a.deviceId, range(DAY)), 404, 'device.notFound');
  });

  it('validates the range on the server with translated codes', async () => {
    const d = await deviceAt(customers.A);
    // one instant for every bound: two clock reads a millisecond apart made "from = to" a valid 1 ms range
    const now = Date.now();
    const iso = (agoMs: number) => new Date(now - agoMs).toISOString();
    for (const route of [messages, series]) {
      expectError(await route(w.adminA, d.deviceId, { from: iso(MIN), to: iso(2 * MIN) }), 400, 'iotData.rangeOrder');
      expectError(await route(w.adminA, d.deviceId, { from: iso(MIN), to: iso(MIN) }), 400, 'iotData.rangeOrder');
      expectError(await route(w.adminA, d.deviceId, { from: iso(89 * DAY), to: iso(-2 * DAY) }), 400, 'iotData.rangeTooLong');
      expectError(await route(w.adminA, d.deviceId, { from: iso(91 * DAY), to: iso(80 * DAY) }), 400, 'iotData.rangeBeforeRetention');
      expectError(await route(w.adminA, d.deviceId, { from: 'yesterday', to: iso(0) }), 400, 'common.validation');
      expect((await route(w.adminA, d.deviceId, { from: iso(90 * DAY - MIN), to: iso(0) })).status).toBe(200);
    }
    // the range is checked before the device: a bad range of another tenant's device tells nothing either
    expectError(await messages(w.adminB, d.deviceId, { from: iso(MIN), to: iso(2 * MIN) }), 400, 'iotData.rangeOrder');
  });

  it('downsamples above the point cap to bucket means keeping the worst colour', async () => {
    const d = await deviceAt(customers.A);
    // 30 days at 15-minute reports: 2,880 messages; one red value among them
    await storeMany(d, 2880, 15 * MIN, MIN, (i) => (i === 1000 ? 10 : 12 + (i % 2)));
    const res = await series(w.adminA, d.deviceId, range(30 * DAY));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const result = res.json.data as IotSeriesResult;
    expect(result).toMatchObject({ messages: 2880, truncated: false, bucketMs: Math.ceil((30 * DAY + MIN) / IOT_SERIES_MAX_POINTS) });
    const points = result.series[0].points;
    expect(points.length).toBeLessThanOrEqual(IOT_SERIES_MAX_POINTS);
    expect(points.reduce((s, p) => s + p.n, 0)).toBe(2880);
    const red = points.filter((p) => p.colour === 'red');
    expect(red).toHaveLength(1);
    expect(red[0].min).toBe(10);
    expect(points.filter((p) => p.colour === 'green').every((p) => p.min >= 12 && p.max <= 13)).toBe(true);
    expect(points.map((p) => p.t)).toEqual([...points.map((p) => p.t)].sort((a, b) => a - b));
  }, 120_000);

  it('charts the newest messages and says so when the range holds more than the message cap', async () => {
    const d = await deviceAt(customers.A);
    const extra = 25;
    const storedAt = await storeMany(d, IOT_SERIES_MAX_MESSAGES + extra, MIN, MIN, () => 12);
    const result = (await series(w.adminA, d.deviceId, range(10 * DAY))).json.data as IotSeriesResult;
    expect(result).toMatchObject({ messages: IOT_SERIES_MAX_MESSAGES, truncated: true });
    // the oldest message charted is the cap-th newest
    expect(result.coveredFrom).toBe(new Date(storedAt - MIN - (IOT_SERIES_MAX_MESSAGES - 1) * MIN).toISOString());
    expect(result.series[0].points.reduce((s, p) => s + p.n, 0)).toBe(IOT_SERIES_MAX_MESSAGES);
    // the table still pages through all of them
    expect((await messages(w.adminA, d.deviceId, { ...range(10 * DAY), limit: '5' })).json.data).toMatchObject({ total: 100, capped: true });
  }, 180_000);
});
