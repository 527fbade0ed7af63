/**
 * The telemetry bench's load and its check (part (f), telemetry-throughput.ts), kept pure: what the publishers send
 * (message ids known in advance, some sent twice, some abnormal) and what the table must hold afterwards. No clock,
 * no I/O, so a test can show the check fails on a lost or a duplicated message (functions/test/load).
 */

/** What the bench's devices report: three reserved presets (seed/monitor-item.seed.ts). */
export const BENCH_PRESET_CODES = ['BATTERY_VOLTAGE', 'SELF_TEST_RESULT', 'PAD_EXPIRY_DAYS'] as const;

/** A battery voltage in the red DEPLETED rule, whose actions include the automatic alarm order. */
export const ABNORMAL_VOLTAGE = 10.0;
const NORMAL_VOLTAGE = 12.3;

/** Messages of an alarm device that carry the abnormal value: the first raises, the second repeats, later ones clear. */
const ABNORMAL_SEQS = new Set([1, 2]);

export interface PlannedPublish {
  /** When to publish, in ms from the phase's start. */
  atMs: number;
  serial: string;
  msgId: string;
  /** The contract-v1 JSON (decision 0047). */
  payload: string;
  /** A second publish of a message already planned (same id and payload), from another client: a redelivery. */
  duplicate: boolean;
  abnormal: boolean;
  /** Which publisher client sends it. */
  client: number;
}

export interface LoadOptions {
  serials: readonly string[];
  ratePerS: number;
  seconds: number;
  clients: number;
  /** Every n-th message is published a second time (0: never). */
  duplicateEvery: number;
  /** Serials whose 2nd and 3rd messages are abnormal: one alarm and one alarm order each. */
  alarmSerials: ReadonlySet<string>;
  /** Makes message ids unique per run and phase. */
  runId: string;
  /** Device time of the phase's start (epoch ms): device times follow the schedule. */
  deviceEpochMs: number;
}

/** The message of a device's `seq`-th report (contract version 1). */
export function telemetryPayload(msgId: string, deviceTimeMs: number, abnormal: boolean): string {
  const voltage = abnormal ? ABNORMAL_VOLTAGE : NORMAL_VOLTAGE;
  return JSON.stringify({
    v: 1,
    msgId,
    deviceTime: new Date(deviceTimeMs).toISOString(),
    values: { BATTERY_VOLTAGE: voltage, SELF_TEST_RESULT: 0, PAD_EXPIRY_DAYS: 400 },
    events: [abnormal ? 'lowBattery' : 'normal'],
    batteryVoltage: voltage,
    selfTest: 'pass',
    door: 'closed',
  });
}

/** Sequence number of a device's next message, per serial: message ids stay unique across phases of one run. */
export type DeviceSequences = Map<string, number>;

/**
 * An open-loop schedule: `ratePerS` messages a second for `seconds`, devices in turn (so one device reports every
 * serials/rate seconds, as a fleet does), each device on one client; every `duplicateEvery`-th message is sent again by
 * the next client, half of them at once (two deliveries together) and half 200 ms later (a redelivery).
 */
export function planOpenLoop(o: LoadOptions, sequences: DeviceSequences): PlannedPublish[] {
  const total = Math.round(o.ratePerS * o.seconds);
  const plan: PlannedPublish[] = [];
  for (let i = 0; i < total; i++) {
    const deviceIndex = i % o.serials.length;
    const serial = o.serials[deviceIndex];
    const atMs = (i * 1000) / o.ratePerS;
    const seq = sequences.get(serial) ?? 0;
    sequences.set(serial, seq + 1);
    const abnormal = o.alarmSerials.has(serial) && ABNORMAL_SEQS.has(seq);
    const msgId = `${o.runId}-${serial}-${seq}`;
    const client = deviceIndex % o.clients;
    const message: PlannedPublish = { atMs, serial, msgId, payload: telemetryPayload(msgId, o.deviceEpochMs + atMs, abnormal), duplicate: false, abnormal, client };
    plan.push(message);
    if (o.duplicateEvery > 0 && i % o.duplicateEvery === o.duplicateEvery - 1) {
      const together = (i / o.duplicateEvery) % 2 < 1;
      plan.push({ ...message, atMs: atMs + (together ? 0 : 200), duplicate: true, client: (client + 1) % o.clients });
    }
  }
  return plan.sort((a, b) => a.atMs - b.atMs);
}

/** What the table holds after the run, read back for the check. */
export interface TableFacts {
  /** Every stored message (one row per stored item: a message stored twice appears twice). */
  stored: readonly { serial: string; msgId: string }[];
  /** Alarms and alarm orders per serial. */
  alarms: ReadonlyMap<string, number>;
  orders: ReadonlyMap<string, number>;
  /** The running status written per serial (absent: none). */
  statuses: ReadonlyMap<string, string>;
}

export interface CheckResult {
  expected: number;
  stored: number;
  /** Planned message ids with no stored item. */
  lost: string[];
  /** Message ids stored more than once. */
  duplicated: string[];
  /** Stored ids that were never planned. */
  unexpected: string[];
  /** Serials whose alarm or order count is not the expected one ("serial: alarms a, orders o, expected e"). */
  alarmMismatches: string[];
  /** Serials whose running status is missing or not the expected one ("serial: normal, expected exception"). */
  wrongStatus: string[];
  pass: boolean;
}

/**
 * Compares what was published with what the table holds: every planned id stored exactly once, nothing else; one
 * alarm and one alarm order for each alarm serial whose abnormal messages were sent, none for the others; the running
 * status `exception` where an alarm order was made (it stays open: "alarm order unsolved"), `normal` elsewhere.
 */
export function checkTelemetry(planned: readonly PlannedPublish[], facts: TableFacts): CheckResult {
  const expectedIds = new Map<string, string>();
  const raisedOn = new Set<string>();
  for (const p of planned) {
    expectedIds.set(p.msgId, p.serial);
    if (p.abnormal) raisedOn.add(p.serial);
  }
  const seen = new Map<string, number>();
  for (const s of facts.stored) seen.set(s.msgId, (seen.get(s.msgId) ?? 0) + 1);
  const lost = [...expectedIds.keys()].filter((id) => !seen.has(id));
  const duplicated = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  const unexpected = [...seen.keys()].filter((id) => !expectedIds.has(id));
  const serials = new Set(expectedIds.values());
  const alarmMismatches: string[] = [];
  for (const serial of new Set([...serials, ...facts.alarms.keys(), ...facts.orders.keys()])) {
    const want = raisedOn.has(serial) ? 1 : 0;
    const alarms = facts.alarms.get(serial) ?? 0;
    const orders = facts.orders.get(serial) ?? 0;
    if (alarms !== want || orders !== want) alarmMismatches.push(`${serial}: alarms ${alarms}, orders ${orders}, expected ${want}`);
  }
  const wrongStatus: string[] = [];
  for (const serial of serials) {
    const want = raisedOn.has(serial) ? 'exception' : 'normal';
    const status = facts.statuses.get(serial) ?? 'none';
    if (status !== want) wrongStatus.push(`${serial}: ${status}, expected ${want}`);
  }
  return {
    expected: expectedIds.size,
    stored: facts.stored.length,
    lost,
    duplicated,
    unexpected,
    alarmMismatches,
    wrongStatus,
    pass: !lost.length && !duplicated.length && !unexpected.length && !alarmMismatches.length && !wrongStatus.length,
  };
}

/** The q-quantile (0..1) of samples, nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (!samples.length) return NaN;
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
}
