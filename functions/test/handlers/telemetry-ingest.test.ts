/**
 * Telemetry ingest (decision 0047): the contract, the device by serial, values lit by the device's presets, one
 * transaction per message; a redelivery changes nothing; malformed messages and unknown or disabled devices are
 * counted and dropped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { invoke, waitFor } from '../helpers';
import { addDevice, addOrg, buildWorld, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { freePort } from '../setup/global-dynamodb';
import { startMqttBroker } from '../../src/local/mqtt-broker';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import { applyTelemetryRule } from '../../src/iot/topic-rules';
import { deviceMonitorOf, readingsOfDevice, telemetryDropCount, telemetryOfDevice } from '../../src/data/access/telemetry';
import type { DeviceRecord } from '@aed/shared/schemas/device';


describe('telemetry ingest', () => {
  let w: DeviceWorld;
  let customer: Org;
  let batteryId: number;
  let batteryCode: string;
  let padsCode: string;

  const today = () => new Date().toISOString().slice(0, 10);
  const allMessages = async (deviceId: number) => (await telemetryOfDevice(deviceId, '2000-01-01', '2100-01-01', 100, null)).data;

  beforeAll(async () => {
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 20);
    const preset = async (code: string, itemType: string, rules: Record<string, unknown>[]) => {
      const res = await invoke('MonitorItemAdd', { token: w.admin, body: { itemCode: code, itemName: `Item ${code}`, itemType, redLightMinutes: 0, yellowLightMinutes: 0, status: '0', rules } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data.itemId as number;
    };
    const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string, autoAlarmOrder = false) => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: false, pushNotify: false, autoAlarmOrder, description: '' });
    batteryCode = `BAT${uid()}`;
    padsCode = `PAD${uid()}`;
    batteryId = await preset(batteryCode, '1', [rule('LOW', null, 11, 'red', true), rule('WEAK', 11, 12, 'yellow'), rule('OK', 12, null, 'green')]);
    await preset(padsCode, '3', [rule('EXPIRED', null, 1, 'purple'), rule('SOON', 1, 30, 'pink'), rule('OK', 30, null, 'green')]);
  }, 240_000);

  async function device(over: Record<string, unknown> = {}): Promise<DeviceRecord> {
    const monitorItemIds = (await invoke('MonitorItemOptions', { token: w.admin })).json.data.filter((o: { itemCode: string }) => [batteryCode, padsCode].includes(o.itemCode)).map((o: { itemId: number }) => o.itemId);
    return addDevice(w.admin, soldBody(w, customer, { status: '0', monitorItemIds, ...over }));
  }

  const event = (serial: string, body: Record<string, unknown>) => ({ deviceSn: serial, receivedAtMs: Date.now(), v: 1, deviceTime: new Date().toISOString(), ...body });

  it('lights each value by the device presets and keeps what the device last reported', async () => {
    const d = await device();
    const msgId = `m-${uid()}`;
    const res = await telemetryHandler(
      event(d.serialNumber, { msgId, deviceTime: '2026-11-29T10:00:00+08:00', values: { [batteryCode]: 11.5, [padsCode.toLowerCase()]: { adultPads: 20, battery: 400 }, OTHER: 3 }, events: ['normal'], batteryVoltage: 11.5, selfTest: 'pass', door: 'closed', gps: { lat: 48.85, lng: 2.35 } }),
    );
    expect(res).toMatchObject({ outcome: 'stored', deviceId: d.deviceId });
    expect(res.outcome === 'stored' && res.changes.map((c) => [c.itemCode, c.from, c.to]).sort()).toEqual([[batteryCode, '', 'yellow'], [padsCode, '', 'pink']].sort());
    const readings = await readingsOfDevice(d.deviceId);
    expect(readings.find((r) => r.itemId === batteryId)).toMatchObject({ valueColour: 'yellow', ruleCode: 'WEAK', values: '11.5', deviceTime: '2026-11-29T02:00:00.000Z', msgId });
    expect(readings.find((r) => r.itemCode === padsCode)).toMatchObject({ valueColour: 'pink', ruleCode: 'SOON', decidedBy: 'adultPads' });
    expect(await deviceMonitorOf(d.deviceId)).toMatchObject({ valueColour: 'pink', events: ['normal'], batteryVoltage: 11.5, selfTest: 'pass', door: 'closed', lat: 48.85, lng: 2.35, messages: 1, problem: '', deptPath: customer.deptPath });
    const [stored] = await allMessages(d.deviceId);
    expect(stored).toMatchObject({ msgId, unknownCodes: ['OTHER'], deviceTime: '2026-11-29T02:00:00.000Z' });
    expect(stored.ttl).toBeGreaterThan(Date.now() / 1000 + 80 * 86_400);
  });

  it('changes nothing when the same message comes again, even twice at once', async () => {
    const d = await device();
    const first = event(d.serialNumber, { msgId: `dup-${uid()}`, values: { [batteryCode]: 12.4 } });
    expect((await telemetryHandler(first)).outcome).toBe('stored');
    expect(await telemetryHandler({ ...first, receivedAtMs: Date.now() + 1000 })).toEqual({ outcome: 'duplicate', deviceId: d.deviceId });
    const again = event(d.serialNumber, { msgId: `dup-${uid()}`, values: { [batteryCode]: 10 } });
    const outcomes = await Promise.all([telemetryHandler(again), telemetryHandler({ ...again })]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'stored']);
    expect(await allMessages(d.deviceId)).toHaveLength(2);
    expect(await deviceMonitorOf(d.deviceId)).toMatchObject({ messages: 2, valueColour: 'red' });
  });

  it('applies two different messages of one device at once (neither is lost)', async () => {
    const d = await device();
    const t = Date.now();
    const a = event(d.serialNumber, { msgId: `a-${uid()}`, deviceTime: new Date(t).toISOString(), values: { [batteryCode]: 11.2 } });
    const b = event(d.serialNumber, { msgId: `b-${uid()}`, deviceTime: new Date(t + 1000).toISOString(), values: { [padsCode]: { adultPads: 0 } } });
    const outcomes = await Promise.all([telemetryHandler(a), telemetryHandler(b)]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['stored', 'stored']);
    expect((await readingsOfDevice(d.deviceId)).map((r) => r.valueColour).sort()).toEqual(['purple', 'yellow']);
    expect(await deviceMonitorOf(d.deviceId)).toMatchObject({ messages: 2, valueColour: 'purple' });
  });

  it('keeps the newer value when an older message arrives late', async () => {
    const d = await device();
    await telemetryHandler(event(d.serialNumber, { msgId: `new-${uid()}`, deviceTime: '2026-11-29T10:00:00Z', values: { [batteryCode]: 12.6 }, door: 'closed' }));
    const late = await telemetryHandler(event(d.serialNumber, { msgId: `old-${uid()}`, deviceTime: '2026-11-29T09:00:00Z', values: { [batteryCode]: 10.1 }, door: 'open' }));
    expect(late).toMatchObject({ outcome: 'stored', changes: [] });
    expect((await readingsOfDevice(d.deviceId))[0]).toMatchObject({ values: '12.6', valueColour: 'green' });
    expect(await deviceMonitorOf(d.deviceId)).toMatchObject({ door: 'closed', lastDeviceTime: '2026-11-29T10:00:00.000Z', messages: 2 });
    expect(await allMessages(d.deviceId)).toHaveLength(2);
  });

  it('counts and drops malformed messages and those of unknown or disabled devices, writing nothing', async () => {
    const d = await device();
    const disabled = await device({ status: '1' });
    const count = async () => ({ malformed: await telemetryDropCount('malformed', today()), unknownDevice: await telemetryDropCount('unknownDevice', today()), disabledDevice: await telemetryDropCount('disabledDevice', today()) });
    const before = await count();
    const malformed = [
      { deviceSn: 'bad serial!', receivedAtMs: Date.now(), v: 1, msgId: 'x', deviceTime: new Date().toISOString() },
      event(d.serialNumber, { v: 2, msgId: 'x' }),
      event(d.serialNumber, { msgId: '' }),
      event(d.serialNumber, { msgId: 'x', deviceTime: 'yesterday' }),
      event(d.serialNumber, { msgId: 'x', values: { [batteryCode]: 'high' } }),
      event(d.serialNumber, { msgId: 'x', events: ['explosion'] }),
      event(d.serialNumber, { msgId: 'x', gps: { lat: 91, lng: 0 } }),
    ];
    for (const m of malformed) expect(await telemetryHandler(m)).toEqual({ outcome: 'dropped', reason: 'malformed' });
    expect(await telemetryHandler(event(`NOPE-${uid()}`, { msgId: 'x' }))).toEqual({ outcome: 'dropped', reason: 'unknownDevice' });
    expect(await telemetryHandler(event(disabled.serialNumber, { msgId: 'x', values: { [batteryCode]: 12 } }))).toEqual({ outcome: 'dropped', reason: 'disabledDevice' });
    const after = await count();
    expect(after).toEqual({ malformed: before.malformed + malformed.length, unknownDevice: before.unknownDevice + 1, disabledDevice: before.disabledDevice + 1 });
    expect(await allMessages(d.deviceId)).toEqual([]);
    expect(await allMessages(disabled.deviceId)).toEqual([]);
    expect(await deviceMonitorOf(disabled.deviceId)).toBeNull();
  });

  it('marks a device without monitoring items (spec: "No IoT monitoring items for this device")', async () => {
    const d = await device({ monitorItemIds: [] });
    const res = await telemetryHandler(event(d.serialNumber, { msgId: `n-${uid()}`, values: { [batteryCode]: 12 }, batteryVoltage: 12 }));
    expect(res).toMatchObject({ outcome: 'stored', changes: [] });
    expect(await deviceMonitorOf(d.deviceId)).toMatchObject({ problem: 'noItems', valueColour: '', batteryVoltage: 12 });
  });

  it('takes a message published over the local MQTT broker through the same topic rule', async () => {
    const d = await device();
    const port = await freePort();
    const broker = await startMqttBroker(port, telemetryHandler);
    try {
      const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`);
      const msgId = `mqtt-${uid()}`;
      await client.publishAsync(`aed/${d.serialNumber}/telemetry`, JSON.stringify({ v: 1, msgId, deviceTime: new Date().toISOString(), values: { [batteryCode]: 12.9 } }), { qos: 1 });
      await client.endAsync();
      const [stored] = await waitFor(async () => {
        const rows = await allMessages(d.deviceId);
        return rows.length ? rows : null;
      });
      expect(stored.msgId).toBe(msgId);
      expect((await readingsOfDevice(d.deviceId))[0]).toMatchObject({ valueColour: 'green' });
    } finally {
      await broker.stop();
    }
  });

  it('adds the serial from the topic, as the IoT SQL does, and ignores other topics and non-JSON', () => {
    const e = applyTelemetryRule('aed/SN-001/telemetry', Buffer.from('{"v":1}'));
    expect(e).toMatchObject({ v: 1, deviceSn: 'SN-001' });
    expect(typeof e?.receivedAtMs).toBe('number');
    expect(applyTelemetryRule('aed/SN-001/other', Buffer.from('{}'))).toBeNull();
    expect(applyTelemetryRule('aed/SN-001/telemetry', Buffer.from('not json'))).toBeNull();
    expect(applyTelemetryRule('aed/SN-001/telemetry', Buffer.from('[1,2]'))).toBeNull();
  });
});

