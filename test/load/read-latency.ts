/**
 * (c) Authenticated reads next to the raw DynamoDB Local round trip for the same items. The read is timed as Lambda
 * runs it (the route's handler module invoked with the API Gateway event of the request: token check, session,
 * schema, domain, data, envelope) and, for information, through the local HTTP adapter (the stand-in for API
 * Gateway, whose own hop in AWS is not this code's). The raw side replays, through the plain document client (no
 * ElectroDB, middleware or HTTP), every DynamoDB read the request made, sent together where the request sent them
 * together. Also lists those calls. Sequential requests after a warm-up, median. Decision 0034 says why.
 */
import { performance } from 'node:perf_hooks';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { routeEntry, type RouteDefinition } from '../../functions/src/routes/route-table';
import { toApiGatewayEvent } from '../../functions/src/local/http-adapter';
import { GetInfo } from '../../shared/src/routes/auth.routes';
import { ConfigPage } from '../../shared/src/routes/config.routes';
import { DevicePage } from '../../shared/src/routes/device.routes';
import { UserPage } from '../../shared/src/routes/user.routes';
import { withPlatform } from './local-platform';
import { ms, pad, padL, stats, type Stats, type Verdict } from './report';

const ITERATIONS = 200;
const WARMUP = 10;
/** The issue's target: an authenticated read within twice the raw round trip for the same items. */
const MAX_RATIO = 2;

const READS: { label: string; route: RouteDefinition; query: string }[] = [
  { label: 'getInfo', route: GetInfo, query: '' },
  { label: 'config page', route: ConfigPage, query: '?limit=10' },
  { label: 'user page', route: UserPage, query: '?limit=10' },
  { label: 'device page', route: DevicePage, query: '?limit=10' },
];

/** Times the functions in turn, one sample of each per round, so a change in the machine's load weighs on all alike. */
async function measureInTurn<K extends string>(fns: Record<K, () => Promise<void>>): Promise<Record<K, Stats>> {
  const keys = Object.keys(fns) as K[];
  for (let i = 0; i < WARMUP; i++) for (const k of keys) await fns[k]();
  const samples = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < ITERATIONS; i++) {
    for (const k of keys) {
      const t0 = performance.now();
      await fns[k]();
      samples[k].push(performance.now() - t0);
    }
  }
  return Object.fromEntries(keys.map((k) => [k, stats(samples[k])])) as Record<K, Stats>;
}

const short = (name: string) => name.replace(/(Item|Items)?Command$/, '');

/** Groups commands into the waves they were sent in: a command sent before the current wave's last answer joins it. */
function wavesOf<C extends { sentAt: number; answeredAt: number }>(commands: readonly C[]): C[][] {
  const waves: C[][] = [];
  let waveEnd = -Infinity;
  for (const c of [...commands].sort((a, b) => a.sentAt - b.sentAt)) {
    if (c.sentAt < waveEnd) waves.at(-1)!.push(c);
    else waves.push([c]);
    waveEnd = Math.max(c.sentAt < waveEnd ? waveEnd : -Infinity, c.answeredAt);
  }
  return waves;
}

/** The event API Gateway would send for an authenticated GET of `pathAndQuery`, built as the local adapter builds it. */
function eventFor(route: RouteDefinition, pathAndQuery: string, token: string) {
  const url = new URL(`/prod-api${pathAndQuery}`, 'http://127.0.0.1');
  const headers = { host: '127.0.0.1', 'accept-language': 'en', authorization: `Bearer ${token}`, 'content-type': 'application/json', 'user-agent': 'aed-bench' };
  const req = { headers, method: 'GET', httpVersion: '1.1', socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  return () => toApiGatewayEvent(req, url, Buffer.alloc(0), route);
}

const lambdaContext = { awsRequestId: 'bench', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

export async function readLatency(repoRoot: string): Promise<Verdict[]> {
  console.log(`\n(c) Authenticated reads vs the raw DynamoDB Local round trip for the same items (median of ${ITERATIONS} rounds, each timing the three in turn, after ${WARMUP} warm-up; demo data)\n`);
  const verdicts: Verdict[] = [];
  await withPlatform(repoRoot, { demoData: true }, async (call, token) => {
    const { recordCommands } = await import('../../functions/test/command-recorder');
    const { documentClient } = await import('../../functions/src/data/client');
    const lib = await import('@aws-sdk/lib-dynamodb');
    // Sends a recorded input again as the document client's command for the low-level command name the recorder saw.
    const replayable: Record<string, (input: never) => Promise<unknown>> = {
      GetItemCommand: (input) => documentClient.send(new lib.GetCommand(input)),
      QueryCommand: (input) => documentClient.send(new lib.QueryCommand(input)),
      BatchGetItemCommand: (input) => documentClient.send(new lib.BatchGetCommand(input)),
      TransactGetItemsCommand: (input) => documentClient.send(new lib.TransactGetCommand(input)),
    };
    const rows: { label: string; lambda: Stats; http: Stats; raw: Stats; calls: string; rawCalls: string }[] = [];
    for (const read of READS) {
      const path = `${read.route.path}${read.query}`;
      const { handler } = (await import(`../../functions/src/routes/${routeEntry(read.route)}.ts`)) as { handler: (e: unknown, c: Context) => Promise<APIGatewayProxyResultV2> };
      const event = eventFor(read.route, path, token);
      const invoke = async () => {
        const result = await handler(event(), lambdaContext);
        if (typeof result !== 'object' || result.statusCode !== 200 || !String(result.body).startsWith('{"code":200')) throw new Error(`${read.label}: ${JSON.stringify(result).slice(0, 200)}`);
      };
      const get = async () => void (await call(read.route.method, path, token));
      for (let i = 0; i < WARMUP; i++) await invoke();
      const recorder = recordCommands();
      await invoke();
      recorder.stop();
      const commands = recorder.commands;
      const waves = wavesOf(commands.filter((c) => replayable[c.name])).map((wave) =>
        wave.map((c) => {
          const input = JSON.parse(c.input) as Record<string, unknown>;
          delete input.ReturnConsumedCapacity;
          return { send: replayable[c.name], input, label: `${short(c.name)}${c.countOnly ? '(COUNT)' : ''}${c.index ? `[${c.index}]` : ''} ${c.itemsRead}` };
        }),
      );
      if (!waves.length) throw new Error(`${read.label}: no read recorded`);
      const raw = async () => {
        for (const wave of waves) await Promise.all(wave.map((c) => c.send(structuredClone(c.input) as never)));
      };
      rows.push({
        label: read.label,
        ...(await measureInTurn({ lambda: invoke, http: get, raw })),
        calls: `${commands.length}: ${commands.map((c) => `${short(c.name)}${c.countOnly ? '(COUNT)' : ''}${c.index ? `[${c.index}]` : ''} ${c.itemsRead}`).join(', ')}`,
        rawCalls: waves.map((wave) => wave.map((c) => c.label).join(' + ')).join(', then '),
      });
    }
    const w = Math.max(...rows.map((r) => r.label.length)) + 2;
    console.log(`  ${pad('read', w)}${padL('Lambda median', 15)}${padL('p95', 10)}${padL('raw median', 12)}${padL('ratio', 8)}${padL('via HTTP', 11)}${padL('ratio', 8)}   raw = replay of (items read)`);
    for (const r of rows) {
      const ratio = r.lambda.median / r.raw.median;
      const httpRatio = r.http.median / r.raw.median;
      console.log(
        `  ${pad(r.label, w)}${padL(ms(r.lambda.median), 15)}${padL(ms(r.lambda.p95), 10)}${padL(ms(r.raw.median), 12)}${padL(`${ratio.toFixed(1)}x`, 8)}${padL(ms(r.http.median), 11)}${padL(`${httpRatio.toFixed(1)}x`, 8)}   ${r.rawCalls}`,
      );
      verdicts.push({ target: `${r.label} within ${MAX_RATIO}x of raw DynamoDB`, pass: ratio <= MAX_RATIO, detail: `${ratio.toFixed(1)}x (${ms(r.lambda.median)} vs ${ms(r.raw.median)}; via the local HTTP adapter ${httpRatio.toFixed(1)}x)` });
    }
    console.log('\n  DynamoDB calls per request (name [index] items read):');
    for (const r of rows) console.log(`  ${pad(r.label, w)}${r.calls}`);
  });
  return verdicts;
}
