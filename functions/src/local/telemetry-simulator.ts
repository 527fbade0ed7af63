/**
 * The telemetry simulator of `npm run simulate` (local/simulate.ts is the command): the demo devices publish
 * contract-v1 messages (decision 0047) to the local MQTT broker, round after round, so a new user sees readings,
 * lights and device states change live. Most devices report normal readings with a little noise; one device's
 * battery drifts low until its light turns red, one device's door is opened (the AED taken out) once, one device goes
 * silent after a minute, and now and then a message is sent twice (same id) to show that a redelivery counts once.
 *
 * Planning a round is pure (`planRound`: no clock but the time passed in, randomness injectable) and publishing it is
 * one call (`simulateRound`), so a test runs one round against a broker without spawning the command.
 */
import type { MqttClient } from 'mqtt';
import { DEVICE_ENABLED } from '@aed/shared/schemas/device';
import type { LightColour, MonitorItemRecord } from '@aed/shared/schemas/monitor-item';
import { TELEMETRY_VERSION, type DeviceEvent, type TelemetryMessage, type TelemetryValue } from '@aed/shared/schemas/telemetry';
import { findDeviceBySerialNumber } from '../data/access/devices/device-keys';
import { listAllMonitorItems } from '../data/access/monitor-items';
import { evaluateMonitorItem, worseColour, type EvaluatedItem, type MonitorValues } from '../domain/monitor-item/lighting';

/** A preset of a simulated device: its code and what lights it (to say in the round's line what the value means). */
export type SimPreset = Pick<MonitorItemRecord, 'itemCode' | 'itemType' | 'redLightMinutes' | 'yellowLightMinutes' | 'rules'>;

export interface SimDevice {
  serial: string;
  name: string;
  /** The device's enabled presets. */
  presets: SimPreset[];
}

/**
 * The devices with these serial numbers that report: registered and enabled (a disabled device's messages are
 * dropped), with their enabled presets. Read through the data layer (two reads a device and one Query of presets).
 */
export async function findSimulatedDevices(serials: readonly string[]): Promise<SimDevice[]> {
  const presets = (await listAllMonitorItems()).filter((m) => m.status === '0');
  const devices: SimDevice[] = [];
  for (const serial of serials) {
    const device = await findDeviceBySerialNumber(serial);
    if (!device || device.status !== DEVICE_ENABLED) continue;
    devices.push({
      serial: device.serialNumber,
      name: device.equipmentName,
      presets: presets
        .filter((m) => device.monitorItemIds.includes(m.itemId))
        .map((m) => ({
          itemCode: m.itemCode,
          itemType: m.itemType,
          redLightMinutes: m.redLightMinutes,
          yellowLightMinutes: m.yellowLightMinutes,
          rules: m.rules.map((r) => ({ ...r, lowerLimit: r.lowerLimit ?? null, upperLimit: r.upperLimit ?? null, description: r.description ?? '' })),
        })),
    });
  }
  return devices;
}

export interface SimulationOptions {
  /** Time between rounds (ms): the silent device's minute is counted in rounds of this length. */
  intervalMs: number;
  /** The silent device stops publishing once this much time has passed. @default 60_000 */
  silentAfterMs?: number;
  /** Every this many rounds (round 0 included), one message is sent twice. @default 5 */
  duplicateEvery?: number;
  /** The round in which the door device's door is opened. @default 2 */
  doorRound?: number;
  /** Noise and the pick of nothing else: [0, 1). @default Math.random */
  random?: () => number;
  /** Makes message ids unique to this run (a rerun must not look like a redelivery). @default the start time */
  runId?: string;
}

/** The battery voltage of a healthy 12 V pack, the drift per round of the one going flat and where it stops. */
const BATTERY = { normal: 12.3, drift: 0.15, floor: 10.2, lowBelow: 11.5 } as const;
const BATTERY_CODE = 'BATTERY_VOLTAGE';

export interface Simulation {
  devices: SimDevice[];
  options: Required<SimulationOptions>;
  /** Which device plays which part (serial numbers; absent when too few devices). */
  roles: { lowBattery?: string; door?: string; silent?: string };
}

/**
 * The parts: the first device with a battery voltage preset drifts flat, the first other device has its door
 * opened, the last other one (when there are three or more) goes silent; the rest report normal readings.
 */
export function createSimulation(devices: SimDevice[], options: SimulationOptions): Simulation {
  const o: Required<SimulationOptions> = {
    silentAfterMs: 60_000,
    duplicateEvery: 5,
    doorRound: 2,
    random: Math.random,
    runId: Date.now().toString(36),
    ...options,
  };
  const hasBattery = (d: SimDevice) => d.presets.some((p) => p.itemCode.toUpperCase() === BATTERY_CODE);
  const lowBattery = devices.find(hasBattery)?.serial;
  const others = devices.filter((d) => d.serial !== lowBattery);
  const door = others[0]?.serial;
  const silent = others.length >= 2 && devices.length >= 3 ? others[others.length - 1]!.serial : undefined;
  return { devices, options: o, roles: { lowBattery, door, silent } };
}

export interface PlannedMessage {
  serial: string;
  message: TelemetryMessage;
  /** A resend of the message before it (same id). */
  duplicate: boolean;
  /** The light its values should give by the device's presets (null: no preset value). */
  expectedColour: LightColour | null;
}

export interface PlannedRound {
  round: number;
  messages: PlannedMessage[];
  /** What happened in this round worth a word (battery, door, silence). */
  notes: string[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A value in the middle of the green rule of a preset the simulator has no realistic reading for. */
function greenValue(p: SimPreset): number {
  const rule = p.rules.find((r) => r.lightColour === 'green') ?? p.rules[0];
  const lower = rule?.lowerLimit ?? null;
  const upper = rule?.upperLimit ?? null;
  if (lower !== null && upper !== null) return round2((lower + upper) / 2);
  if (lower !== null) return lower + 1;
  if (upper !== null) return upper - 1;
  return 0;
}

/** A normal reading of a preset for the device at `index` (days left differ per device and stay put). */
function normalValue(p: SimPreset, index: number, noise: (spread: number) => number): TelemetryValue {
  switch (p.itemCode.toUpperCase()) {
    case BATTERY_CODE:
      return round2(BATTERY.normal + noise(0.05));
    case 'SELF_TEST_RESULT':
      return 0;
    case 'PAD_EXPIRY_DAYS':
      return 180 + 53 * index;
    case 'BATTERY_EXPIRY_DAYS':
      return 640 + 41 * index;
    case 'CABINET_TEMPERATURE':
      return [0, 1, 2].map(() => round2(21 + index + noise(0.6)));
    case 'CONSUMABLE_EXPIRY_DAYS':
      return { adultPads: 200 + 37 * index, battery: 700 + 29 * index };
    case 'DISPLACEMENT_METRES':
      return Math.max(0, round2(3 + noise(2)));
    default: {
      const v = greenValue(p);
      return p.itemType === '1' ? v : p.itemType === '2' ? [v] : { value: v };
    }
  }
}

function expectedColour(device: SimDevice, values: Record<string, TelemetryValue>): LightColour | null {
  let colour: LightColour | null = null;
  for (const p of device.presets) {
    const v = Object.entries(values).find(([code]) => code.toUpperCase() === p.itemCode.toUpperCase())?.[1];
    if (v === undefined) continue;
    colour = worseColour(colour, evaluateMonitorItem(p as EvaluatedItem, { values: v as MonitorValues, ageMinutes: 0 }).valueColour);
  }
  return colour;
}

/** The messages of round `round` (0 first), sent at `now`. */
export function planRound(sim: Simulation, round: number, now: Date = new Date()): PlannedRound {
  const { options: o, roles } = sim;
  const noise = (spread: number) => (o.random() * 2 - 1) * spread;
  const messages: PlannedMessage[] = [];
  const notes: string[] = [];
  for (const [index, device] of sim.devices.entries()) {
    if (device.serial === roles.silent && round * o.intervalMs >= o.silentAfterMs) {
      if (round * o.intervalMs - o.intervalMs < o.silentAfterMs) notes.push(`${device.serial} went silent`);
      continue;
    }
    const values: Record<string, TelemetryValue> = {};
    for (const p of device.presets) values[p.itemCode] = normalValue(p, index, noise);
    let events: DeviceEvent[] = ['normal'];
    let batteryVoltage = values[BATTERY_CODE] as number | undefined;
    let door: TelemetryMessage['door'] = 'closed';
    if (device.serial === roles.lowBattery) {
      batteryVoltage = round2(Math.max(BATTERY.floor, BATTERY.normal - BATTERY.drift * round));
      const code = device.presets.find((p) => p.itemCode.toUpperCase() === BATTERY_CODE)!.itemCode;
      values[code] = batteryVoltage;
      if (batteryVoltage < BATTERY.lowBelow) events = ['lowBattery'];
    }
    if (device.serial === roles.door && round >= o.doorRound) {
      // the AED is taken out once and not put back: the door stays open and the device keeps saying so
      door = 'open';
      events = ['caseOpenAedOut'];
      if (round === o.doorRound) notes.push(`${device.serial} door opened, AED out`);
    }
    const message: TelemetryMessage = {
      v: TELEMETRY_VERSION,
      msgId: `sim-${o.runId}-${round}`,
      deviceTime: now.toISOString(),
      values,
      events,
      ...(batteryVoltage === undefined ? {} : { batteryVoltage }),
      // a device reports a self-test once a day, not in every message: each one is a monitoring record (decision
      // 0050), so only the first round carries it (a run at 3 s filled the records screen with identical rows)
      ...(round === 0 ? { selfTest: 'pass' as const } : {}),
      door,
      gps: { lat: round2(48.8566 + 0.01 * index), lng: round2(2.3522 + 0.01 * index), accuracyM: 10 },
    };
    const colour = expectedColour(device, values);
    messages.push({ serial: device.serial, message, duplicate: false, expectedColour: colour });
    if (device.serial === roles.lowBattery) notes.push(`${device.serial} battery ${batteryVoltage!.toFixed(2)} V${colour ? ` (${colour})` : ''}`);
  }
  if (o.duplicateEvery > 0 && round % o.duplicateEvery === 0 && messages.length > 0) {
    const original = messages[Math.floor(round / o.duplicateEvery) % messages.length]!;
    messages.push({ ...original, duplicate: true });
    notes.push(`${original.serial} message ${original.message.msgId} sent twice`);
  }
  return { round, messages, notes };
}

export const topicOf = (serial: string) => `aed/${serial}/telemetry`;

/** Publishes a planned round (QoS 1: each publish waits for the broker's acknowledgement). */
export async function publishRound(client: MqttClient, planned: PlannedRound): Promise<void> {
  for (const m of planned.messages) await client.publishAsync(topicOf(m.serial), JSON.stringify(m.message), { qos: 1 });
}

/** One round: planned and published. */
export async function simulateRound(client: MqttClient, sim: Simulation, round: number, now: Date = new Date()): Promise<PlannedRound> {
  const planned = planRound(sim, round, now);
  await publishRound(client, planned);
  return planned;
}

/** The round's line: messages sent, the lights they should give, what happened. */
export function describeRound(planned: PlannedRound, now: Date = new Date()): string {
  const sent = planned.messages.filter((m) => !m.duplicate);
  const duplicates = planned.messages.length - sent.length;
  const lights = new Map<string, number>();
  for (const m of sent) if (m.expectedColour) lights.set(m.expectedColour, (lights.get(m.expectedColour) ?? 0) + 1);
  const lightText = [...lights].map(([colour, n]) => `${n} ${colour}`).join(', ');
  const head = `round ${planned.round} ${now.toISOString().slice(11, 19)}  ${sent.length} message${sent.length === 1 ? '' : 's'}${duplicates ? ` (+${duplicates} duplicate)` : ''}${lightText ? `  lights: ${lightText}` : ''}`;
  return planned.notes.length ? `${head}  |  ${planned.notes.join('; ')}` : head;
}
