/**
 * `npm run simulate`: the demo devices publish telemetry to the platform `npm start` runs (its MQTT broker and its
 * DynamoDB Local, found on the same ports: MQTT_PORT, DYNAMODB_PORT, TABLE_NAME). See local/telemetry-simulator.ts
 * for what each device does.
 *
 *   npm run simulate                      a round every 10 s until Ctrl+C
 *   npm run simulate -- --interval 3      a round every 3 s
 *   npm run simulate -- --once            one round, then exit
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = `Usage: npm run simulate -- [--interval <seconds>] [--once]

  Publishes telemetry of the demo devices to the local platform (\`npm start\` must be running):
  normal readings, a battery going flat, a door opened, a device going silent, now and then a duplicate.

  --interval <seconds>   time between rounds (default 10)
  --once                 publish one round and exit
  --help                 this text
`;

export interface SimulateArgs {
  intervalMs: number;
  once: boolean;
  help: boolean;
}

export function parseSimulateArgs(args: readonly string[]): SimulateArgs {
  const out: SimulateArgs = { intervalMs: 10_000, once: false, help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--once') out.once = true;
    else if (arg === '--help' || arg === '-h') out.help = true;
    else if (arg === '--interval' || arg.startsWith('--interval=')) {
      const text = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[++i];
      const seconds = Number(text);
      if (!text || !Number.isFinite(seconds) || seconds < 0.5 || seconds > 3600) throw new Error(`--interval takes seconds between 0.5 and 3600 (got ${text ?? 'nothing'})`);
      out.intervalMs = Math.round(seconds * 1000);
    } else throw new Error(`unknown option ${arg}`);
  }
  return out;
}

async function main() {
  let args: SimulateArgs;
  try {
    args = parseSimulateArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  // The same configuration `npm start` uses (local/main.ts), set before the data modules read it.
  const dynamoPort = Number(process.env.DYNAMODB_PORT ?? 8000);
  const mqttPort = Number(process.env.MQTT_PORT ?? 1883);
  Object.assign(process.env, {
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${dynamoPort}`,
    TABLE_NAME: process.env.TABLE_NAME ?? 'aed-cloud',
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const notRunning = `Is \`npm start\` running? (DynamoDB Local on port ${dynamoPort}, MQTT on port ${mqttPort})`;

  const { DEMO_REPORTING_SERIALS } = await import('./demo-data');
  const sim = await import('./telemetry-simulator');
  let devices: Awaited<ReturnType<typeof sim.findSimulatedDevices>>;
  try {
    devices = await sim.findSimulatedDevices(DEMO_REPORTING_SERIALS);
  } catch (e) {
    throw new Error(`could not read the demo devices (${(e as Error).message}). ${notRunning}`);
  }
  if (devices.length === 0) {
    throw new Error('no enabled demo device found: the demo data is written on the first start (`npm start -- --fresh` starts over with it, unless --no-demo or DEMO_DATA=false).');
  }

  const mqtt = (await import('mqtt')).default;
  const url = `mqtt://127.0.0.1:${mqttPort}`;
  const client = await mqtt.connectAsync(url, { clientId: `aed-simulator-${process.pid}`, connectTimeout: 5000, reconnectPeriod: 0 }).catch((e: Error) => {
    throw new Error(`could not connect to ${url} (${e.message}). ${notRunning}`);
  });

  const simulation = sim.createSimulation(devices, { intervalMs: args.intervalMs });
  const { lowBattery, door, silent } = simulation.roles;
  console.log(`Simulating ${devices.length} demo devices on ${url}${args.once ? ', one round' : `, a round every ${args.intervalMs / 1000} s`}:`);
  for (const d of devices) {
    const part = d.serial === lowBattery ? 'battery drifts flat (yellow, then red)' : d.serial === door ? `door opened in round ${simulation.options.doorRound}` : d.serial === silent ? `goes silent after ${simulation.options.silentAfterMs / 1000} s` : 'normal readings';
    console.log(`  ${d.serial.padEnd(20)} ${d.name.padEnd(28)} ${part}`);
  }
  console.log(`  a message sent twice every ${simulation.options.duplicateEvery} rounds (stored once).${args.once ? '' : ' Ctrl+C stops.'}\n`);

  const round = async (n: number) => {
    const now = new Date();
    console.log(sim.describeRound(await sim.simulateRound(client, simulation, n, now), now));
  };

  if (args.once) {
    await round(0);
    await client.endAsync();
    process.exit(0);
  }

  // Rounds on a fixed schedule from the start; a slow round delays the next, never overlaps it.
  const startedAt = Date.now();
  let n = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopping = false;
  const next = () => {
    if (stopping) return;
    running = round(n).then(
      () => undefined,
      (e: Error) => console.error(`round ${n} failed: ${e.message}`),
    );
    void running.then(() => {
      n++;
      if (!stopping) timer = setTimeout(next, Math.max(0, startedAt + n * args.intervalMs - Date.now()));
    });
  };
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearTimeout(timer);
    await running;
    await client.endAsync();
    console.log(`\nStopped after ${n} round${n === 1 ? '' : 's'}.`);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  client.on('close', () => {
    if (stopping) return;
    stopping = true;
    clearTimeout(timer);
    console.error(`\n  Lost the connection to ${url}. ${notRunning}\n`);
    process.exit(1);
  });
  next();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => undefined,
    (e) => {
      console.error(`\n  Could not simulate: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}
