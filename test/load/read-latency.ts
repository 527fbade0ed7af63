/**
 * (c) Authenticated reads through the local platform (HTTP adapter -> the same handler modules -> DynamoDB Local) next
 * to the raw DynamoDB Local round trip for the same items: the request's largest read (the one that fetches the
 * rows of the answer), replayed as recorded through the plain document client, without ElectroDB, middleware or HTTP.
 * Also lists every DynamoDB call a request makes. Sequential requests after a warm-up, median.
 */
import { performance } from 'node:perf_hooks';
import type { RouteDefinition } from '../../functions/src/routes/route-table';
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

async function measure(fn: () => Promise<void>): Promise<Stats> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

const short = (name: string) => name.replace(/(Item|Items)?Command$/, '');

export async function readLatency(repoRoot: string): Promise<Verdict[]> {
  console.log(`\n(c) Authenticated reads vs the raw DynamoDB Local round trip for the same items (median of ${ITERATIONS} after ${WARMUP} warm-up, demo data)\n`);
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
    const rows: { label: string; http: Stats; raw: Stats; calls: string; rawCall: string }[] = [];
    for (const read of READS) {
      const path = `${read.route.path}${read.query}`;
      const get = async () => void (await call(read.route.method, path, token));
      for (let i = 0; i < WARMUP; i++) await get();
      const recorder = recordCommands();
      await get();
      recorder.stop();
      const commands = recorder.commands;
      const largest = commands
        .filter((c) => replayable[c.name] && !c.countOnly)
        .reduce((a, b) => (b.itemsRead > (a?.itemsRead ?? -1) ? b : a), undefined as (typeof commands)[number] | undefined);
      if (!largest) throw new Error(`${read.label}: no read recorded`);
      const input = JSON.parse(largest.input) as Record<string, unknown>;
      delete input.ReturnConsumedCapacity;
      const send = replayable[largest.name];
      const raw = async () => void (await send(structuredClone(input) as never));
      rows.push({
        label: read.label,
        http: await measure(get),
        raw: await measure(raw),
        calls: `${commands.length}: ${commands.map((c) => `${short(c.name)}${c.countOnly ? '(COUNT)' : ''}${c.index ? `[${c.index}]` : ''} ${c.itemsRead}`).join(', ')}`,
        rawCall: `${short(largest.name)}${largest.index ? `[${largest.index}]` : ''}, ${largest.itemsRead} items`,
      });
    }
    const w = Math.max(...rows.map((r) => r.label.length)) + 2;
    console.log(`  ${pad('read', w)}${padL('http median', 13)}${padL('p95', 10)}${padL('raw median', 12)}${padL('ratio', 8)}   raw = replay of`);
    for (const r of rows) {
      const ratio = r.http.median / r.raw.median;
      console.log(`  ${pad(r.label, w)}${padL(ms(r.http.median), 13)}${padL(ms(r.http.p95), 10)}${padL(ms(r.raw.median), 12)}${padL(`${ratio.toFixed(1)}x`, 8)}   ${r.rawCall}`);
      verdicts.push({ target: `${r.label} within ${MAX_RATIO}x of raw DynamoDB`, pass: ratio <= MAX_RATIO, detail: `${ratio.toFixed(1)}x (${ms(r.http.median)} vs ${ms(r.raw.median)})` });
    }
    console.log('\n  DynamoDB calls per request (name [index] items read):');
    for (const r of rows) console.log(`  ${pad(r.label, w)}${r.calls}`);
  });
  return verdicts;
}
