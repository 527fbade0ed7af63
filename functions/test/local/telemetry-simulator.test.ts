import { waitFor } from '../helpers';
/**
 * `npm run simulate` (local/simulate.ts, local/telemetry-simulator.ts): rounds of contract-v1 messages for devices
 * with reserved presets, published to the local MQTT broker with the real telemetry handler behind it: stored, lit,
 * a duplicate counted once; the battery goes red, the door opens once, the silent device stops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { telemetryMessage } from '@aed/shared/schemas/telemetry';
import { addDevice, addOrg, buildWorld, soldBody, uid, type DeviceWorld, type Org } from '../handlers/device-support';
import { freePort } from '../setup/global-dynamodb';
import { startMqttBroker } from '../../src/local/mqtt-broker';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';
import type { IngestOutcome } from '../../src/domain/iot/telemetry-ingest';
import { listAllMonitorItems } from '../../src/data/access/monitor-items';
import { deviceMonitorOf, readingsOfDevice, telemetryOfDevice } from '../../src/data/access/telemetry';
import { getDeviceStatus } from '../../src/data/access/device-statuses';
import { createSimulation, describeRound, findSimulatedDevices, planRound, simulateRound, type Simulation } from '../../src/local/telemetry-simulator';
import { parseSimulateArgs } from '../../src/local/simulate';
import type { DeviceRecord } from '@aed/shared/schemas/device';


describe('telemetry simulator (npm run simulate)', () => {
  let w: DeviceWorld;
  let customer: Org;
  let devices: Record<'battery' | 'door' | 'normal' | 'silent' | 'disabled', DeviceRecord>;
  let broker: { stop: () => Promise<void> };
  let client: MqttClient;
  let sim: Simulation;
  const outcomes: IngestOutcome[] = [];
  const messagesOf = async (d: DeviceRecord) => (await telemetryOfDevice(d.deviceId, '2000-01-01', '2100-01-01', 100, null)).data;
  const t0 = Date.now();
  const at = (round: number) => new Date(t0 + round * 10_000);

  beforeAll(async () => {
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 20);
    // the reserved presets (seeded) the demo devices carry
    const ids = new Map((await listAllMonitorItems()).filter((m) => m.reserved).map((m) => [m.itemCode, m.itemId]));
    const device = (codes: string[], over: Record<string, unknown> = {}) => addDevice(w.admin, soldBody(w, customer, { status: '0', monitorItemIds: codes.map((c) => ids.get(c)!), ...over }));
    devices = {
      battery: await device(['BATTERY_VOLTAGE', 'SELF_TEST_RESULT', 'PAD_EXPIRY_DAYS']),
      door: await device(['CABINET_TEMPERATURE', 'CONSUMABLE_EXPIRY_DAYS']),
      normal: await device(['BATTERY_EXPIRY_DAYS', 'DISPLACEMENT_METRES']),
      silent: await device(['BATTERY_VOLTAGE', 'PAD_EXPIRY_DAYS']),
      disabled: await device(['BATTERY_VOLTAGE'], { status: '1' }),
    };
    const port = await freePort();
    broker = await startMqttBroker(port, async (event) => {
      const outcome = await telemetryHandler(event);
      outcomes.push(outcome);
      return outcome;
    });
    client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`);
  }, 240_000);

  afterAll(async () => {
    await client?.endAsync();
    await broker?.stop();
  });

  it('finds the enabled devices by serial number with their presets, and gives each a part', async () => {
    const { battery, door, normal, silent, disabled } = devices;
    const found = await findSimulatedDevices([battery.serialNumber, door.serialNumber, normal.serialNumber, silent.serialNumber, disabled.serialNumber, `NOPE-${uid()}`]);
    expect(found.map((d) => d.serial)).toEqual([battery.serialNumber, door.serialNumber, normal.serialNumber, silent.serialNumber]);
    expect(found[0]!.presets.map((p) => p.itemCode).sort()).toEqual(['BATTERY_VOLTAGE', 'PAD_EXPIRY_DAYS', 'SELF_TEST_RESULT']);
    sim = createSimulation(found, { intervalMs: 10_000, random: () => 0.5 });
    expect(sim.roles).toEqual({ lowBattery: battery.serialNumber, door: door.serialNumber, silent: silent.serialNumber });
  });

  it('publishes one round: every message stored and lit, the duplicate stored once', async () => {
    const planned = await simulateRound(client, sim, 0, at(0));
    expect(planned.messages.filter((m) => !m.duplicate)).toHaveLength(4);
    expect(planned.messages.filter((m) => m.duplicate)).toHaveLength(1);
    for (const m of planned.messages) expect(telemetryMessage.safeParse(m.message).success).toBe(true);
    expect(describeRound(planned, at(0))).toMatch(/^round 0 .* 4 messages \(\+1 duplicate\)\s+lights: 4 green/);

    await waitFor(() => outcomes.length >= 5);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'stored', 'stored', 'stored', 'stored']);
    const duplicated = planned.messages.find((m) => m.duplicate)!;
    const { battery, door, normal, silent } = devices;
    for (const d of [battery, door, normal, silent]) {
      const stored = await messagesOf(d);
      expect(stored, d.serialNumber).toHaveLength(1);
      expect(await deviceMonitorOf(d.deviceId), d.serialNumber).toMatchObject({ messages: 1, valueColour: 'green', events: ['normal'], door: 'closed', selfTest: 'pass', problem: '' });
      if (d.serialNumber === duplicated.serial) expect(stored[0]!.msgId).toBe(duplicated.message.msgId);
    }
    expect((await readingsOfDevice(battery.deviceId)).map((r) => [r.itemCode, r.valueColour, r.ruleCode]).sort()).toEqual([
      ['BATTERY_VOLTAGE', 'green', 'NORMAL'],
      ['PAD_EXPIRY_DAYS', 'green', 'VALID'],
      ['SELF_TEST_RESULT', 'green', 'PASS'],
    ]);
    expect((await readingsOfDevice(door.deviceId)).map((r) => [r.itemCode, r.valueColour]).sort()).toEqual([
      ['CABINET_TEMPERATURE', 'green'],
      ['CONSUMABLE_EXPIRY_DAYS', 'green'],
    ]);
    expect(await deviceMonitorOf(battery.deviceId)).toMatchObject({ batteryVoltage: 12.3 });
    expect(await messagesOf(devices.disabled)).toEqual([]);
  });

  it('opens the door once, runs the battery flat to red and falls silent after a minute', async () => {
    const { battery, door, normal, silent } = devices;
    const before = outcomes.length;
    const doorRound = await simulateRound(client, sim, 2, at(2));
    expect(doorRound.notes.join(' ')).toContain(`${door.serialNumber} door opened`);
    await waitFor(() => outcomes.length >= before + 4);
    expect(await deviceMonitorOf(door.deviceId)).toMatchObject({ door: 'open', events: ['caseOpenAedOut'], messages: 2 });

    const late = await simulateRound(client, sim, 13, at(13));
    expect(late.messages.map((m) => m.serial)).not.toContain(silent.serialNumber);
    expect(late.messages.find((m) => m.serial === door.serialNumber)!.message).toMatchObject({ door: 'open', events: ['caseOpenAedOut'] });
    await waitFor(() => outcomes.length >= before + 7);
    // the AED still out: displaced on the running status (decision 0058)
    expect(await getDeviceStatus(door.deviceId)).toMatchObject({ status: 'displacement', reasons: expect.arrayContaining(['aedNotInPlace']) });
    expect(outcomes.slice(before).every((o) => o.outcome === 'stored')).toBe(true);
    expect((await readingsOfDevice(battery.deviceId)).find((r) => r.itemCode === 'BATTERY_VOLTAGE')).toMatchObject({ valueColour: 'red', ruleCode: 'DEPLETED' });
    expect(await deviceMonitorOf(battery.deviceId)).toMatchObject({ valueColour: 'red', events: ['lowBattery'], messages: 3 });
    expect(await deviceMonitorOf(door.deviceId)).toMatchObject({ door: 'open', messages: 3 });
    expect(await messagesOf(normal)).toHaveLength(3);
    expect(await messagesOf(silent)).toHaveLength(2);
  });

  it('plans rounds: ids unique per device, the battery through yellow to red, a duplicate every five rounds', () => {
    const local = createSimulation(sim.devices, { intervalMs: 10_000, runId: 'r1', random: () => 0.9 });
    const rounds = Array.from({ length: 16 }, (_, i) => planRound(local, i, at(i)));
    const battery = rounds.map((r) => r.messages.find((m) => m.serial === devices.battery.serialNumber && !m.duplicate)!);
    expect(battery.map((m) => m.expectedColour)).toEqual(['green', 'green', 'green', 'green', 'green', 'green', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'yellow', 'red', 'red', 'red']);
    expect(battery.at(-1)!.message).toMatchObject({ batteryVoltage: 10.2, events: ['lowBattery'] });
    const ids = new Set(battery.map((m) => m.message.msgId));
    expect(ids.size).toBe(16);
    expect(rounds.map((r) => r.messages.filter((m) => m.duplicate).length)).toEqual(rounds.map((r) => (r.round % 5 === 0 ? 1 : 0)));
    expect(rounds.map((r) => r.messages.some((m) => m.serial === devices.silent.serialNumber))).toEqual(rounds.map((r) => r.round < 6));
    expect(rounds[6]!.notes).toContain(`${devices.silent.serialNumber} went silent`);
    expect(rounds.flatMap((r) => r.messages).every((m) => telemetryMessage.safeParse(m.message).success)).toBe(true);
    // a self-test result in the first round only: each is a monitoring record
    expect(rounds.map((r) => r.messages.filter((m) => !m.duplicate && m.message.selfTest === 'pass').length)).toEqual(rounds.map((r) => (r.round === 0 ? r.messages.filter((m) => !m.duplicate).length : 0)));
  });

  it('reads its flags', () => {
    expect(parseSimulateArgs([])).toEqual({ intervalMs: 10_000, once: false, help: false });
    expect(parseSimulateArgs(['--interval', '2.5', '--once'])).toEqual({ intervalMs: 2500, once: true, help: false });
    expect(parseSimulateArgs(['--interval=60'])).toMatchObject({ intervalMs: 60_000 });
    expect(() => parseSimulateArgs(['--interval', 'fast'])).toThrow(/--interval/);
    expect(() => parseSimulateArgs(['--interval', '0'])).toThrow(/--interval/);
    expect(() => parseSimulateArgs(['--loud'])).toThrow(/unknown option/);
  });
});
