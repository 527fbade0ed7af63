/**
 * (f) Telemetry throughput through MQTT -> topic rule -> ingest (issue 17, docs/decisions/0053): the local platform's
 * real pieces (DynamoDB Local, the aedes broker with the telemetry topic rule, the real telemetry handler) with N
 * devices seeded through the domain services. Several MQTT clients publish contract-v1 messages with known ids (some
 * twice: a redelivery; some abnormal: an alarm with its automatic order), then the table is read back: every id stored
 * once, one alarm and one order per condition, a running status for every device.
 *
 * Phases: each device's first report; routine reports in a closed loop (a fixed number of messages in flight, the
 * next published when one is done), which measures the capacity of this machine; DynamoDB Local alone (GetItem and
 * 6-item transactions a second, nothing else of the platform); then an open loop at a fixed rate (80 % of that capacity, at most the target 1,100/s)
 * measures the latencies publish -> stored, -> running status, -> alarm order at a rate the machine keeps up with.
 * Every DynamoDB call of every invocation is recorded (AsyncLocalStorage around the handler) to show where time goes.
 *
 * Env: BENCH_TELEMETRY_SECONDS (open loop, default 20), BENCH_TELEMETRY_PROBE_SECONDS (closed loop, default 6),
 * BENCH_TELEMETRY_RATE (open-loop rate, default from the capacity), BENCH_TELEMETRY_DEVICES (default 60),
 * BENCH_TELEMETRY_CLIENTS (default 4), BENCH_TELEMETRY_INFLIGHT (closed loop, default 32).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync, readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { marshall } from '@aws-sdk/util-dynamodb';
import mqtt, { type MqttClient } from 'mqtt';
import { freePort, withPlatform } from './local-platform';
import { ms, pad, padL, type Verdict } from './report';
import { soldDeviceBody } from './sold-device-body';
import { checkTelemetry, planOpenLoop, quantile, BENCH_PRESET_CODES, type CheckResult, type DeviceSequences, type PlannedPublish } from './telemetry-load';

/** The issue's targets (in AWS): ten times a fleet of 100,000 devices reporting every 15 minutes, p99 under 1 s. */
const TARGET_RATE = 1100;
const TARGET_P99_MS = 1000;
/** Lambda's retries of a failed asynchronous invocation (the IoT rule's Lambda action invokes asynchronously). */
const LAMBDA_ASYNC_RETRIES = 2;

const envInt = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

/** One DynamoDB call made by an invocation. */
interface CallRecord {
  /** e.g. `Query monitoritem`, `TransactWrite telemetryreceipt+telemetry+devicereading+devicemonitor`. */
  label: string;
  sentAt: number;
  answeredAt: number;
  readUnits: number;
  writeUnits: number;
  /** The error's name when DynamoDB refused it (TransactionCanceledException, ...). */
  error?: string;
  /** A transaction's items: each one's size in bytes as DynamoDB counts it (a write unit per KB, doubled in a transaction). */
  itemBytes?: number[];
}

/** One invocation of the telemetry handler, as the broker's topic rule made it. */
interface Invocation {
  msgId: string;
  serial: string;
  start: number;
  end: number;
  outcome: string;
  retries: number;
  failed: boolean;
  calls: CallRecord[];
  /** When the ingest transaction (receipt + message + readings + state), a status write, an order was committed. */
  storedAt?: number;
  statusAt?: number;
  orderAt?: number;
}

const WITH_CAPACITY = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand', 'PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);
const READS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

/** ElectroDB's sort keys start with `$<entity>_<version>`: the entities a call touches, from its input. */
function entitiesOf(input: unknown): string[] {
  return [...new Set([...JSON.stringify(input).matchAll(/"\$([a-z]+)_\d+/g)].map((m) => m[1]))];
}

/** DynamoDB's size of a marshalled attribute value (names + values; numbers about one byte per two digits). */
function valueBytes(v: Record<string, unknown>): number {
  const [type, x] = Object.entries(v)[0] ?? ['NULL', null];
  switch (type) {
    case 'S':
      return Buffer.byteLength(String(x));
    case 'N':
      return Math.ceil(String(x).replace(/^-|\./g, '').length / 2) + 1;
    case 'B':
      return (x as Uint8Array).length ?? 0;
    case 'L':
      return 3 + (x as Record<string, unknown>[]).reduce((n, e) => n + 1 + valueBytes(e), 0);
    case 'M':
      return 3 + Object.entries(x as Record<string, Record<string, unknown>>).reduce((n, [k, e]) => n + 1 + Buffer.byteLength(k) + valueBytes(e), 0);
    case 'SS':
    case 'NS':
      return (x as string[]).reduce((n, e) => n + Buffer.byteLength(e), 0);
    default:
      return 1;
  }
}

/** The size of each item a transaction writes: a Put's item; an Update, Delete or check counted by its key (at least 1 KB). */
function transactionItemBytes(input: Record<string, unknown>): number[] {
  const items = (input.TransactItems ?? []) as Record<string, { Item?: Record<string, unknown>; Key?: Record<string, unknown> }>[];
  return items.map((t) => {
    const op = Object.values(t)[0];
    const attrs = op.Item ?? op.Key ?? {};
    // the document client may not have marshalled yet at this step: marshall a copy to measure it
    const marshalled = Object.values(attrs).every((a) => a && typeof a === 'object' && !Array.isArray(a) && Object.keys(a).length === 1) ? attrs : marshall(attrs, { removeUndefinedValues: true });
    return Object.entries(marshalled).reduce((n, [k, v]) => n + Buffer.byteLength(k) + valueBytes(v as Record<string, unknown>), 0);
  });
}

/** CPU seconds used so far by a process (utime + stime of /proc/<pid>/stat), or NaN when it cannot be read. */
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The DynamoDB Local (Java) process listening on `port`. */
function dynamoLocalPid(port: string): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmd.some((a) => a.includes('DynamoDBLocal')) && cmd.includes(port)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** Busy and total jiffies of the whole machine (every engineer's work on it). */
function machineJiffies(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: total - cpu[3] - (cpu[4] ?? 0), total };
}

interface CpuWindow {
  wallS: number;
  nodeS: number;
  dynamoS: number;
  machineBusy: number;
}

function cpuMeter(dynamoPid: number | null) {
  const t0 = performance.now();
  const node0 = process.cpuUsage();
  const dyn0 = dynamoPid ? cpuSecondsOf(dynamoPid) : NaN;
  const m0 = machineJiffies();
  return (): CpuWindow => {
    const node = process.cpuUsage(node0);
    const m = machineJiffies();
    return {
      wallS: (performance.now() - t0) / 1000,
      nodeS: (node.user + node.system) / 1e6,
      dynamoS: dynamoPid ? cpuSecondsOf(dynamoPid) - dyn0 : NaN,
      machineBusy: (m.busy - m0.busy) / Math.max(1, m.total - m0.total),
    };
  };
}

const sleep = (msDelay: number) => new Promise((r) => setTimeout(r, msDelay));

interface PhaseResult {
  name: string;
  published: PlannedPublish[];
  invocations: Invocation[];
  firstPublish: number;
  lastPublish: number;
  lastDone: number;
  cpu: CpuWindow;
}

export async function telemetryThroughput(repoRoot: string): Promise<Verdict[]> {
  const seconds = envInt('BENCH_TELEMETRY_SECONDS', 20);
  const probeSeconds = envInt('BENCH_TELEMETRY_PROBE_SECONDS', 6);
  const deviceCount = envInt('BENCH_TELEMETRY_DEVICES', 60);
  const clientCount = envInt('BENCH_TELEMETRY_CLIENTS', 4);
  const inflight = envInt('BENCH_TELEMETRY_INFLIGHT', 32);
  console.log(
    `\n(f) Telemetry through MQTT -> topic rule -> ingest: ${deviceCount} devices, ${clientCount} MQTT clients; first reports, a closed loop of ${inflight} messages in flight for ${probeSeconds} s, then a fixed rate for ${seconds} s (BENCH_TELEMETRY_* to change)\n`,
  );
  const verdicts: Verdict[] = [];
  await withPlatform(repoRoot, { demoData: false }, async () => {
    const { dynamoClient } = await import('../../functions/src/data/client');
    const { startMqttBroker } = await import('../../functions/src/local/mqtt-broker');
    const { handler: telemetryHandler } = await import('../../functions/src/iot/telemetry-handler');

    const seedStarted = performance.now();
    const devices = await seedBenchDevices(deviceCount);
    console.log(`  seeded ${devices.length} enabled devices (presets ${BENCH_PRESET_CODES.join(', ')}) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    // every DynamoDB call of an invocation, recorded in the invocation's async context
    const context = new AsyncLocalStorage<Invocation>();
    dynamoClient.middlewareStack.add(
      (next, ctx) => async (args) => {
        const inv = context.getStore();
        if (!inv) return next(args);
        const name = String(ctx.commandName);
        const input = (args as { input: Record<string, unknown> }).input;
        if (WITH_CAPACITY.has(name)) input.ReturnConsumedCapacity = 'TOTAL';
        const entities = entitiesOf(input);
        const call: CallRecord = { label: `${name.replace(/(Items?)?Command$/, '')} ${entities.join('+')}`, sentAt: performance.now(), answeredAt: 0, readUnits: 0, writeUnits: 0 };
        if (name === 'TransactWriteItemsCommand') call.itemBytes = transactionItemBytes(input);
        inv.calls.push(call);
        try {
          const result = await next(args);
          call.answeredAt = performance.now();
          const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] }).ConsumedCapacity;
          const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((n, c) => n + (c.CapacityUnits ?? 0), 0);
          if (READS.has(name)) call.readUnits = units;
          else call.writeUnits = units;
          if (name === 'TransactWriteItemsCommand') {
            if (entities.includes('telemetryreceipt')) inv.storedAt = call.answeredAt;
            if (entities.includes('devicestatus')) inv.statusAt = call.answeredAt;
            if (entities.includes('workorder')) inv.orderAt = call.answeredAt;
          }
          return result;
        } catch (e) {
          call.answeredAt = performance.now();
          // a transaction's reasons tell a condition (a duplicate's receipt, a version read) from a conflict
          const reasons = ((e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code).filter((c) => c && c !== 'None');
          call.error = `${e instanceof Error ? e.name : 'Error'}${reasons.length ? ` (${[...new Set(reasons)].join(', ')})` : ''}`;
          throw e;
        }
      },
      { step: 'initialize', name: 'telemetryBench' },
    );

    let invocations: Invocation[] = [];
    let running = 0;
    let finished = 0;
    let publishErrors = 0;
    const brokerPort = await freePort();
    // the broker applies the telemetry topic rule and invokes as IoT Core's Lambda action does: asynchronously, with
    // no limit on invocations at once here, and Lambda's two retries of a failed invocation (a minute apart in AWS)
    const broker = await startMqttBroker(brokerPort, async (event) => {
      const inv: Invocation = { msgId: String(event.msgId), serial: String(event.deviceSn), start: performance.now(), end: 0, outcome: '', retries: 0, failed: false, calls: [] };
      invocations.push(inv);
      running++;
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            const out = await context.run(inv, () => telemetryHandler(event));
            inv.outcome = out.outcome;
            return out;
          } catch (e) {
            if (attempt >= LAMBDA_ASYNC_RETRIES) {
              inv.failed = true;
              inv.outcome = `failed: ${e instanceof Error ? e.message : String(e)}`;
              return null;
            }
            inv.retries++;
            await sleep(1000);
          }
        }
      } finally {
        inv.end = performance.now();
        running--;
        finished++;
      }
    });
    const clients: MqttClient[] = [];
    try {
      for (let i = 0; i < clientCount; i++) clients.push(await mqtt.connectAsync(`mqtt://127.0.0.1:${brokerPort}`, { clientId: `bench-${i}`, clean: true }));
      const dynamoPort = new URL(process.env.DYNAMODB_ENDPOINT!).port;
      const dynamoPid = dynamoLocalPid(dynamoPort);
      const publishedAt = new Map<PlannedPublish, number>();
      const firstPublishOf = new Map<string, number>();
      const publish = (p: PlannedPublish) => {
        const at = performance.now();
        publishedAt.set(p, at);
        if (!firstPublishOf.has(p.msgId)) firstPublishOf.set(p.msgId, at);
        clients[p.client].publish(`aed/${p.serial}/telemetry`, p.payload, { qos: 1 }, (error) => {
          if (error) publishErrors++;
        });
      };
      const serials = devices.map((d) => d.serial);
      const runId = `b${Date.now().toString(36)}`;
      const drain = async (limitMs: number) => {
        const deadline = performance.now() + limitMs;
        while ((running > 0 || invocations.length < publishedAt.size) && performance.now() < deadline) await sleep(20);
      };
      const phase = async (name: string, run: () => Promise<PlannedPublish[]>): Promise<PhaseResult> => {
        invocations = [];
        publishedAt.clear();
        const meter = cpuMeter(dynamoPid);
        const published = await run();
        const times = published.map((p) => publishedAt.get(p)!);
        await drain(300_000);
        const cpu = meter();
        return { name, published, invocations, firstPublish: Math.min(...times), lastPublish: Math.max(...times), lastDone: Math.max(...invocations.map((i) => i.end)), cpu };
      };

      // closed loops: `inflight` messages at once, the next published as soon as one is done
      const closedLoop = (name: string, plan: PlannedPublish[], forMs: number) =>
        phase(name, async () => {
          const sent: PlannedPublish[] = [];
          const until = performance.now() + forMs;
          const finishedBefore = finished;
          for (const p of plan) {
            if (performance.now() >= until) break;
            while (sent.length - (finished - finishedBefore) >= inflight) await sleep(1);
            publish(p);
            sent.push(p);
          }
          return sent;
        });
      const routine = (ratePerS: number, s: number, suffix: string, more: Partial<Parameters<typeof planOpenLoop>[0]> = {}) =>
        planOpenLoop({ serials, ratePerS, seconds: s, clients: clientCount, duplicateEvery: 0, alarmSerials: new Set(), runId: `${runId}${suffix}`, deviceEpochMs: Date.now(), ...more }, new Map());
      // (0) every device's first report (its first state, readings and running status: more calls than a routine one)
      const first = await closedLoop('first reports (closed loop)', routine(serials.length, 1, 'f'), 300_000);
      // (1) routine reports in a closed loop: this machine's capacity
      const probe = await closedLoop('capacity (closed loop)', routine(5000, probeSeconds, 'a', { deviceEpochMs: Date.now() + 1000 }), probeSeconds * 1000);
      const capacity = probe.invocations.length / ((probe.lastDone - probe.firstPublish) / 1000);
      const raw = await rawDynamoCeiling(inflight);
      const rate = envInt('BENCH_TELEMETRY_RATE', Math.max(5, Math.min(TARGET_RATE, Math.floor(capacity * 0.8))));

      // (2) open loop at a fixed rate, with duplicates and alarm conditions (one device in 10): as many devices as let
      // each report about six times (an alarm device: raise, repeat, clear), so a device reports every few seconds
      const active = serials.slice(0, Math.min(serials.length, Math.max(10, Math.floor((rate * seconds) / 6))));
      const alarmSerials = new Set(active.filter((_, i) => i % 10 === 3));
      const everyMs = (active.length / rate) * 1000;
      // a device's next message before its last one is done races on its state (a field device reports every 15 minutes)
      if (everyMs < 1000) console.log(`  note: each device reports every ${everyMs.toFixed(0)} ms at ${rate}/s over ${active.length} devices; BENCH_TELEMETRY_DEVICES=${Math.ceil(rate * 2)} spaces them 2 s apart`);
      const sequences: DeviceSequences = new Map();
      const plan = planOpenLoop({ serials: active, ratePerS: rate, seconds, clients: clientCount, duplicateEvery: 20, alarmSerials, runId: `${runId}b`, deviceEpochMs: Date.now() }, sequences);
      const steady = await phase(`open loop at ${rate}/s over ${active.length} devices`, async () => {
        const start = performance.now();
        let i = 0;
        while (i < plan.length) {
          const now = performance.now() - start;
          while (i < plan.length && plan[i].atMs <= now) publish(plan[i++]);
          await sleep(2);
        }
        return plan;
      });

      // latencies of the open loop, from the first publish of a message id
      const lat = (pick: (i: Invocation) => number | undefined) =>
        steady.invocations.map((i) => ({ i, at: pick(i) })).filter((x): x is { i: Invocation; at: number } => x.at !== undefined).map((x) => x.at - firstPublishOf.get(x.i.msgId)!);
      const stored = lat((i) => i.storedAt);
      const done = lat((i) => (i.outcome === 'stored' ? i.end : undefined));
      const status = lat((i) => i.statusAt);
      const order = lat((i) => i.orderAt);
      const row = (label: string, s: number[]) => console.log(`  ${pad(label, 52)}${padL(String(s.length), 7)}${padL(ms(quantile(s, 0.5)), 11)}${padL(ms(quantile(s, 0.99)), 11)}${padL(ms(quantile(s, 1)), 11)}`);

      const phases = [first, probe, steady];
      const all = phases.flatMap((p) => p.invocations);
      const facts = await readTableFacts(devices);
      const check = checkTelemetry(phases.flatMap((p) => p.published), facts);

      for (const p of phases) {
        const windowS = (p.lastDone - p.firstPublish) / 1000;
        const outcomes = countBy(p.invocations.map((i) => i.outcome.replace(/:.*/, '')));
        console.log(
          `\n  ${p.name}: ${p.published.length} publishes (${p.published.filter((x) => x.duplicate).length} duplicates) done in ${windowS.toFixed(1)} s = ${(p.invocations.length / windowS).toFixed(0)} messages/s; ` +
            `last publish -> all done ${ms(p.lastDone - p.lastPublish)}; outcomes ${fmtCounts(outcomes)}; Lambda retries ${p.invocations.reduce((n, i) => n + i.retries, 0)}`,
        );
        console.log(
          `    CPU over ${p.cpu.wallS.toFixed(1)} s: this Node process (broker, publishers, handler) ${pct(p.cpu.nodeS / p.cpu.wallS)} of a core, DynamoDB Local (Java) ${pct(p.cpu.dynamoS / p.cpu.wallS)} of a core; the whole machine (${os.cpus().length} cores, shared) ${pct(p.cpu.machineBusy)} busy, load average ${os.loadavg()[0].toFixed(1)}`,
        );
      }
      console.log(`\n  open loop at ${rate}/s: latency from the first publish of a message id         count        p50        p99        max`);
      row('publish -> stored (ingest transaction committed)', stored);
      row('publish -> handler done (running status current)', done);
      row('publish -> running status written (when it changed)', status);
      row('publish -> alarm order created', order);

      const routineStored = steady.invocations.filter((i) => i.outcome === 'stored');
      printWhereTimeGoes(routineStored, steady.invocations.filter((i) => i.outcome === 'duplicate'));
      const calls = routineStored.reduce((n, i) => n + i.calls.length, 0) / Math.max(1, routineStored.length);
      const txs = routineStored.reduce((n, i) => n + i.calls.filter((c) => c.label.startsWith('TransactWrite')).length, 0) / Math.max(1, routineStored.length);
      const ceiling = 1 / ((calls - txs) / raw.getsPerS + txs / raw.txPerS);
      console.log(
        `\n  DynamoDB Local alone (nothing else of the platform), ${inflight} calls at once for 2 s each: ${raw.getsPerS.toFixed(0)} GetItem/s, ${raw.txPerS.toFixed(0)} transactions of 6 items/s;\n` +
          `  a stored message's ${calls.toFixed(1)} calls (${txs.toFixed(1)} transactions) fit about ${ceiling.toFixed(0)} messages/s into that (measured capacity ${capacity.toFixed(0)}/s)`,
      );
      const conflicts = all.flatMap((i) => i.calls).filter((c) => c.error);
      if (conflicts.length) console.log(`\n  DynamoDB refusals: ${fmtCounts(countBy(conflicts.map((c) => `${c.label} ${c.error}`)))}`);

      if (publishErrors) console.log(`\n  MQTT publishes not acknowledged by the broker: ${publishErrors}`);
      console.log(
        `\n  table check: ${check.expected} message ids published, ${check.stored} stored; lost ${check.lost.length}, duplicated ${check.duplicated.length}, unexpected ${check.unexpected.length}; ` +
          `alarm conditions ${alarmSerials.size} (${check.alarmMismatches.length} wrong); running status wrong or missing ${check.wrongStatus.length}`,
      );
      for (const line of [...check.lost.slice(0, 5).map((id) => `lost ${id}`), ...check.duplicated.slice(0, 5).map((id) => `duplicated ${id}`), ...check.alarmMismatches.slice(0, 5), ...check.wrongStatus.slice(0, 5).map((s) => `running status ${s} (${facts.why.get(s.split(':')[0])})`)]) console.log(`    ${line}`);

      const keptUp = steady.lastDone - steady.lastPublish < TARGET_P99_MS;
      const sustained = steady.invocations.length / ((steady.lastDone - steady.firstPublish) / 1000);
      verdicts.push(...telemetryVerdicts({ rate, keptUp, sustained, capacity, ceiling, inflight, stored, done, status, order, check, cpu: steady.cpu }));
    } finally {
      for (const c of clients) await c.endAsync();
      await broker.stop();
      dynamoClient.middlewareStack.remove('telemetryBench');
    }
  });
  return verdicts;
}

/** What DynamoDB Local answers with nothing else of the platform in the way: GetItem and 6-item transactions a second. */
async function rawDynamoCeiling(inflight: number): Promise<{ getsPerS: number; txPerS: number }> {
  const { documentClient } = await import('../../functions/src/data/client');
  const { GetCommand, TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const TableName = process.env.TABLE_NAME!;
  const rate = async (one: (i: number) => Promise<unknown>) => {
    let n = 0;
    const until = performance.now() + 2000;
    const t0 = performance.now();
    await Promise.all(Array.from({ length: inflight }, async (_, w) => {
      while (performance.now() < until) await one(w * 1_000_000 + n++);
    }));
    return n / ((performance.now() - t0) / 1000);
  };
  const payload = 'x'.repeat(300);
  const getsPerS = await rate(() => documentClient.send(new GetCommand({ TableName, Key: { pk: 'bench#raw', sk: 'probe' }, ConsistentRead: true })));
  const txPerS = await rate((i) =>
    documentClient.send(new TransactWriteCommand({ TransactItems: Array.from({ length: 6 }, (_, k) => ({ Put: { TableName, Item: { pk: `bench#raw#${i}`, sk: `item${k}`, payload } } })) })),
  );
  return { getsPerS, txPerS };
}

const pct = (x: number) => (Number.isFinite(x) ? `${(x * 100).toFixed(0)} %` : 'n/a');
const countBy = (xs: readonly string[]) => xs.reduce((m, x) => m.set(x, (m.get(x) ?? 0) + 1), new Map<string, number>());
const fmtCounts = (m: Map<string, number>) => [...m].map(([k, n]) => `${k} ${n}`).join(', ');

/** Per stored message: the DynamoDB calls it made by kind, their mean time, units; the share of its time spent in them. */
function printWhereTimeGoes(stored: Invocation[], duplicates: Invocation[]) {
  if (!stored.length) return;
  const byLabel = new Map<string, { n: number; msSum: number; ru: number; wu: number; items: number; kb: number; awsWcu: number }>();
  let inDynamo = 0;
  let wall = 0;
  for (const inv of stored) {
    wall += inv.end - inv.start;
    // time waiting on DynamoDB: the union of the call spans (the status refresh sends several at once)
    let covered = 0;
    let until = -Infinity;
    for (const c of [...inv.calls].sort((a, b) => a.sentAt - b.sentAt)) {
      covered += Math.max(0, c.answeredAt - Math.max(c.sentAt, until));
      until = Math.max(until, c.answeredAt);
      const s = byLabel.get(c.label) ?? { n: 0, msSum: 0, ru: 0, wu: 0, items: 0, kb: 0, awsWcu: 0 };
      s.n++;
      if (c.itemBytes && !c.error) {
        s.items += c.itemBytes.length;
        s.kb += c.itemBytes.reduce((a, b) => a + b, 0) / 1024;
        // on-demand: a write unit per KB of each item, twice in a transaction
        s.awsWcu += 2 * c.itemBytes.reduce((a, b) => a + Math.max(1, Math.ceil(b / 1024)), 0);
      }
      s.msSum += c.answeredAt - c.sentAt;
      s.ru += c.readUnits;
      s.wu += c.writeUnits;
      byLabel.set(c.label, s);
    }
    inDynamo += covered;
  }
  const n = stored.length;
  const calls = [...byLabel.values()].reduce((a, s) => a + s.n, 0);
  console.log(
    `\n  where the time of a stored message goes (${n} messages): ${(calls / n).toFixed(1)} DynamoDB calls, handler ${ms(wall / n)} of which ${ms(inDynamo / n)} (${pct(inDynamo / wall)}) waiting on DynamoDB Local; ` +
      `units per message ${([...byLabel.values()].reduce((a, s) => a + s.ru, 0) / n).toFixed(1)} RCU + ${([...byLabel.values()].reduce((a, s) => a + s.wu, 0) / n).toFixed(1)} WCU (as DynamoDB Local reports them)`,
  );
  console.log(`  ${pad('call (entities by sort key)', 84)}${padL('per msg', 9)}${padL('mean', 10)}${padL('RCU', 6)}${padL('WCU', 6)}   transaction: items, KB, write units in AWS`);
  for (const [label, s] of [...byLabel].sort((a, b) => b[1].msSum - a[1].msSum)) {
    const tx = s.items ? `   ${(s.items / s.n).toFixed(1)} items, ${(s.kb / s.n).toFixed(2)} KB, ${(s.awsWcu / s.n).toFixed(1)} WCU` : '';
    console.log(`  ${pad(label.slice(0, 82), 84)}${padL((s.n / n).toFixed(2), 9)}${padL(ms(s.msSum / s.n), 10)}${padL((s.ru / s.n).toFixed(1), 6)}${padL((s.wu / s.n).toFixed(1), 6)}${tx}`);
  }
  const awsWcu = [...byLabel.values()].reduce((a, s) => a + s.awsWcu, 0) / n;
  console.log(`  write units a stored message costs in AWS (on-demand, transactional writes counted twice): ${awsWcu.toFixed(1)} WCU`);
  if (duplicates.length) {
    const d = duplicates.reduce((a, i) => a + i.calls.length, 0) / duplicates.length;
    console.log(`  a duplicate (refused by its receipt): ${d.toFixed(1)} calls, ${ms(duplicates.reduce((a, i) => a + i.end - i.start, 0) / duplicates.length)}`);
  }
}

function telemetryVerdicts(r: {
  rate: number;
  keptUp: boolean;
  sustained: number;
  capacity: number;
  ceiling: number;
  inflight: number;
  stored: number[];
  done: number[];
  status: number[];
  order: number[];
  check: CheckResult;
  cpu: CpuWindow;
}): Verdict[] {
  const limit = `Node ${pct(r.cpu.nodeS / r.cpu.wallS)} + DynamoDB Local ${pct(r.cpu.dynamoS / r.cpu.wallS)} of a core, machine ${pct(r.cpu.machineBusy)} busy`;
  const p = (s: number[]) => `p50 ${ms(quantile(s, 0.5))}, p99 ${ms(quantile(s, 0.99))} (${s.length})`;
  return [
    {
      target: `telemetry sustained >= ${TARGET_RATE} messages/s`,
      pass: r.keptUp && r.rate >= TARGET_RATE,
      detail: `${r.sustained.toFixed(0)}/s ${r.keptUp ? 'kept up' : 'NOT kept up'} at ${r.rate}/s offered; capacity ${r.capacity.toFixed(0)}/s with ${r.inflight} in flight on this machine (${limit}; DynamoDB Local alone fits about ${r.ceiling.toFixed(0)}/s); AWS: docs/decisions/0053`,
    },
    { target: `telemetry p99 < ${TARGET_P99_MS} ms publish -> running status`, pass: quantile(r.done, 0.99) < TARGET_P99_MS, detail: `at ${r.rate}/s: done ${p(r.done)}; status written ${p(r.status)}` },
    { target: `telemetry p99 < ${TARGET_P99_MS} ms publish -> alarm order`, pass: r.order.length > 0 && quantile(r.order, 0.99) < TARGET_P99_MS, detail: `at ${r.rate}/s: ${p(r.order)}` },
    {
      target: 'telemetry 0 lost, 0 duplicated',
      pass: !r.check.lost.length && !r.check.duplicated.length && !r.check.unexpected.length,
      detail: `${r.check.expected} ids, ${r.check.stored} stored: lost ${r.check.lost.length}, duplicated ${r.check.duplicated.length}, unexpected ${r.check.unexpected.length}`,
    },
    {
      target: 'telemetry one alarm and one order per condition',
      pass: !r.check.alarmMismatches.length && !r.check.wrongStatus.length,
      detail: `${r.check.alarmMismatches.length} devices wrong; running status wrong or missing on ${r.check.wrongStatus.length} devices`,
    },
  ];
}

interface BenchDevice {
  serial: string;
  deviceId: number;
}

/** A customer tree (one agent, two customers) and `count` enabled devices sold to them, through the domain services. */
async function seedBenchDevices(count: number): Promise<BenchDevice[]> {
  const { ALL_PERMISSIONS, SUPER_ADMIN_ROLE } = await import('../../shared/src/permissions/permissions');
  const { addDeptBody } = await import('../../shared/src/schemas/dept');
  const { addDeviceModelBody } = await import('../../shared/src/schemas/device-model');
  const { addProductTypeBody } = await import('../../shared/src/schemas/product-type');
  const { addDeviceBody } = await import('../../shared/src/schemas/device');
  const { ALL_SCOPE } = await import('../../functions/src/data/data-scope');
  const { SEED_DEPT } = await import('../../functions/src/seed/seed-data');
  const { addDept } = await import('../../functions/src/domain/dept/dept-service');
  const { addProductType } = await import('../../functions/src/domain/product-type/product-type-service');
  const { addDeviceModel } = await import('../../functions/src/domain/device-model/device-model-service');
  const { addDevice } = await import('../../functions/src/domain/device/device-service');
  const { listAllMonitorItems } = await import('../../functions/src/data/access/monitor-items');
  const actor = { userId: 1, username: 'admin', deptId: SEED_DEPT.deptId, deptPath: SEED_DEPT.deptPath, sessionId: 'bench', roles: [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], scope: ALL_SCOPE };
  const dept = (body: Record<string, unknown>) => addDept(actor, addDeptBody.parse(body));
  const agent = await dept({ parentId: SEED_DEPT.deptId, deptName: 'Bench agent', deptType: '0', equipmentQuota: count * 2 + 20, userQuota: 20, operationAccountCount: 10, viewAccountCount: 10 });
  const customers = [
    await dept({ parentId: agent.deptId, deptName: 'Bench customer 1', deptType: '2', equipmentQuota: count, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 }),
    await dept({ parentId: agent.deptId, deptName: 'Bench customer 2', deptType: '2', equipmentQuota: count, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 }),
  ];
  const type = await addProductType(actor, addProductTypeBody.parse({ typeCode: 'BENCH', typeName: 'Bench AED' }));
  const model = await addDeviceModel(actor, addDeviceModelBody.parse({ typeId: type.typeId, modelName: 'Bench model', modelCode: 'BENCH-1', brand: 'Bench', workingPrinciple: '2' }));
  const presetIds = new Map((await listAllMonitorItems()).map((m) => [m.itemCode, m.itemId]));
  const devices: BenchDevice[] = [];
  for (let i = 0; i < count; i++) {
    const serial = `BENCH-${String(i).padStart(5, '0')}`;
    const d = await addDevice(
      actor,
      addDeviceBody.parse(
        soldDeviceBody({
          equipmentCode: `BE-${i}`,
          equipmentName: `Bench device ${i}`,
          serialNumber: serial,
          modelId: model.modelId,
          deptId: customers[i % customers.length].deptId,
          monitorItemIds: BENCH_PRESET_CODES.map((c) => presetIds.get(c)!),
        }),
      ),
    );
    devices.push({ serial, deviceId: d.deviceId });
  }
  return devices;
}

/** The stored messages, alarms, alarm orders and running statuses of the bench devices, read back from the table. */
async function readTableFacts(devices: readonly BenchDevice[]) {
  const { telemetryOfDevice } = await import('../../functions/src/data/access/telemetry');
  const { getDeviceStatus } = await import('../../functions/src/data/access/device-statuses');
  const { AlarmEntity } = await import('../../functions/src/data/entities/alarm-entity');
  const { WorkOrderEntity } = await import('../../functions/src/data/entities/work-order-entity');
  const stored: { serial: string; msgId: string }[] = [];
  const statuses = new Map<string, string>();
  /** What a wrong running status is made of: the device's alarms, their orders and the orders its status lists. */
  const why = new Map<string, string>();
  for (const d of devices) {
    let cursor: string | null = null;
    do {
      const page: { data: { msgId: string }[]; cursor: string | null } = await telemetryOfDevice(d.deviceId, '2000-01-01', '2100-01-01', 500, cursor);
      for (const m of page.data) stored.push({ serial: d.serial, msgId: m.msgId });
      cursor = page.cursor;
    } while (cursor);
    const status = await getDeviceStatus(d.deviceId);
    if (status) statuses.set(d.serial, status.status);
    why.set(d.serial, `status lists orders [${status?.alarmOrderIds.join(', ') ?? ''}]`);
  }
  // the table holds only the bench's organizations' alarms and orders (a fresh platform without demo data)
  const alarmItems = (await AlarmEntity.query.byOrg({}).go({ pages: 'all' })).data;
  const orderItems = (await WorkOrderEntity.query.byOrg({}).go({ pages: 'all' })).data.filter((o) => o.source === 'auto');
  for (const a of alarmItems) why.set(a.serialNumber, `alarm ${a.alarmId} ${a.state} with order ${a.orderId ?? 'none'}; ${why.get(a.serialNumber) ?? ''}`);
  for (const o of orderItems) why.set(o.serialNumber, `order ${o.orderId} state ${o.state}; ${why.get(o.serialNumber) ?? ''}`);
  return { stored, alarms: countBy(alarmItems.map((a) => a.serialNumber)), orders: countBy(orderItems.map((o) => o.serialNumber)), statuses, why };
}
