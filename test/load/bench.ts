/**
 * `npm run bench` (after the web build): sizes and latencies a reviewer can compare between changes.
 *  (a) each route's Lambda bundle, built with esbuild as CDK builds it (fails above 3 MB);
 *  (b) the SPA's initial JavaScript, gzipped (entry module and its modulepreload links);
 *  (c) median latency of getInfo and of a parameters page through the local platform, next to the raw
 *      DynamoDB Local GetItem and Query they are built on;
 *  (d) the read units and items page 1 of the user list and of the operation log read, at two table sizes.
 * Bounded loops, loopback only. BENCH_PARTS=a,b (for example) runs only some parts.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { ROUTES, routeEntry } from '../../functions/src/routes/route-table';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_BUNDLE_BYTES = 3 * 1024 * 1024;
const ITERATIONS = 200;
const WARMUP = 10;
const BENCH_ADMIN_PASSWORD = 'Bench#2026pw';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);

/* ------------------------------------------------------------------ (a) handler bundles */

async function bundleSizes(): Promise<boolean> {
  console.log('\n(a) Lambda bundle per route (esbuild: node20, esm, minified, tree-shaken, nothing external)\n');
  const entries = [...new Set(ROUTES.map((r) => routeEntry(r)))];
  const rows: { entry: string; ids: string; bytes: number; packages: Map<string, number> }[] = [];
  for (const entry of entries) {
    const file = path.join(repoRoot, 'functions', 'src', 'routes', `${entry}.ts`);
    const result = await build({
      entryPoints: [file],
      platform: 'node',
      format: 'esm',
      target: 'node20',
      bundle: true,
      minify: true,
      treeShaking: true,
      external: [],
      mainFields: ['module', 'main'],
      write: false,
      logLevel: 'silent',
      metafile: true,
      outfile: path.join(os.tmpdir(), 'aed-bench', `${entry}.mjs`),
    });
    const bytes = result.outputFiles.filter((f) => f.path.endsWith('.mjs')).reduce((n, f) => n + f.contents.byteLength, 0);
    // Bytes in the output per package (or 'app' for the repository's own sources).
    const packages = new Map<string, number>();
    for (const output of Object.values(result.metafile.outputs)) {
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
        const name = m ? m[1] : 'app (functions + shared)';
        packages.set(name, (packages.get(name) ?? 0) + bytesInOutput);
      }
    }
    rows.push({ entry, ids: ROUTES.filter((r) => routeEntry(r) === entry).map((r) => r.id).join(', '), bytes, packages });
  }
  const width = Math.max(...rows.map((r) => r.entry.length)) + 2;
  console.log(`  ${pad('entry', width)}${padL('size', 12)}   route`);
  for (const r of rows) {
    const flag = r.bytes > MAX_BUNDLE_BYTES ? '   <-- OVER 3 MB' : '';
    console.log(`  ${pad(r.entry, width)}${padL(kb(r.bytes), 12)}   ${r.ids}${flag}`);
  }
  const over = rows.filter((r) => r.bytes > MAX_BUNDLE_BYTES);
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(`\n  ${rows.length} bundles, largest ${largest.entry} ${kb(largest.bytes)}, limit ${kb(MAX_BUNDLE_BYTES)}`);
  const top = [...largest.packages].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  largest by package: ${top.map(([name, n]) => `${name} ${kb(n)}`).join(', ')}`);
  const smallest = rows.reduce((a, b) => (b.bytes < a.bytes ? b : a));
  const topSmall = [...smallest.packages].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  smallest (${smallest.entry}) by package: ${topSmall.map(([name, n]) => `${name} ${kb(n)}`).join(', ')}`);
  if (over.length) {
    console.error(`\n  FAIL: ${over.length} bundle(s) exceed 3 MB: ${over.map((r) => `${r.entry} (${kb(r.bytes)})`).join(', ')}`);
    return false;
  }
  return true;
}

/* ------------------------------------------------------------------ (b) SPA initial JS */

async function spaInitialJs(): Promise<void> {
  console.log('\n(b) SPA initial JavaScript (web/dist: entry module + modulepreload links), gzip level 9\n');
  const dist = path.join(repoRoot, 'web', 'dist');
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build -w web first`);
  const html = await readFile(indexFile, 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const files: { src: string; kind: string }[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = attr(tag, 'src');
    if (src && attr(tag, 'type') === 'module') files.push({ src, kind: 'entry' });
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = attr(tag, 'href');
    if (href && attr(tag, 'rel') === 'modulepreload') files.push({ src: href, kind: 'modulepreload' });
  }
  if (!files.some((f) => f.kind === 'entry')) throw new Error('no <script type="module" src> in web/dist/index.html');
  let raw = 0;
  let gz = 0;
  const width = Math.max(...files.map((f) => f.src.length)) + 2;
  console.log(`  ${pad('file', width)}${pad('kind', 15)}${padL('raw', 12)}${padL('gzip', 12)}`);
  for (const f of files) {
    const local = path.join(dist, f.src.replace(/^\//, '').split('?')[0]);
    const bytes = await readFile(local);
    const z = gzipSync(bytes, { level: 9 }).byteLength;
    raw += bytes.byteLength;
    gz += z;
    console.log(`  ${pad(f.src, width)}${pad(f.kind, 15)}${padL(kb(bytes.byteLength), 12)}${padL(kb(z), 12)}`);
  }
  console.log(`  ${pad('total', width)}${pad('', 15)}${padL(kb(raw), 12)}${padL(kb(gz), 12)}`);
}

/* ------------------------------------------------------------------ (c) latency */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface Stats {
  median: number;
  p95: number;
  min: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return { median, p95: at(0.95), min: s[0], max: s[s.length - 1] };
}

/** Runs `fn` WARMUP times unmeasured, then ITERATIONS times sequentially; each call must succeed. */
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

type Call = (method: string, p: string, token?: string, body?: unknown) => Promise<unknown>;

/** Runs `fn` against a fresh in-memory local platform (the same handlers and data modules as in AWS). */
async function withPlatform(fn: (call: Call, token: string) => Promise<void>): Promise<void> {
  process.env.LOG_LEVEL ??= 'silent';
  const { startLocalPlatform } = await import('../../functions/src/local/main');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aed-bench-'));
  const ports = new Set<number>();
  while (ports.size < 4) ports.add(await freePort());
  const [port, dynamoPort, mqttPort, mailPort] = [...ports];
  const platform = await startLocalPlatform({
    dataDir,
    port,
    dynamoPort,
    mqttPort,
    mailPort,
    fresh: true,
    inMemory: true,
    adminPassword: BENCH_ADMIN_PASSWORD,
    captchaEnabled: false,
    demoData: false,
    staticDir: path.join(repoRoot, 'web', 'dist'),
    quiet: true,
  });
  try {
    const base = platform.url.replace('://localhost', '://127.0.0.1');
    const call: Call = async (method, p, token, body) => {
      const res = await fetch(`${base}/prod-api${p}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; msg: string; data?: unknown };
      if (json.code !== 200) throw new Error(`${method} ${p}: ${json.code} ${json.msg}`);
      return json.data;
    };
    const { token } = (await call('POST', '/upms/login', undefined, { username: 'admin', password: BENCH_ADMIN_PASSWORD })) as { token: string };
    await fn(call, token);
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function latency(): Promise<void> {
  console.log(`\n(c) Median latency over ${ITERATIONS} sequential requests (after ${WARMUP} warm-up), loopback\n`);
  await withPlatform(async (call, token) => {
    // The same data modules the handlers use (already loaded by the platform, pointed at its DynamoDB Local).
    const { UserEntity } = await import('../../functions/src/data/entities/user-entity');
    const { ConfigEntity } = await import('../../functions/src/data/entities/config-entity');

    const results: { name: string; what: string; s: Stats }[] = [];
    results.push({
      name: 'HTTP getInfo',
      what: 'GET /prod-api/upms/getInfo',
      s: await measure(async () => void (await call('GET', '/upms/getInfo', token))),
    });
    results.push({
      name: 'HTTP parameters page',
      what: 'GET /prod-api/upms/system/config/page?limit=10',
      s: await measure(async () => void (await call('GET', '/upms/system/config/page?limit=10', token))),
    });
    results.push({
      name: 'DynamoDB GetItem',
      what: 'UserEntity.get({ userId: 1 })',
      s: await measure(async () => {
        const { data } = await UserEntity.get({ userId: 1 }).go();
        if (!data) throw new Error('admin user item missing');
      }),
    });
    results.push({
      name: 'DynamoDB Query',
      what: "ConfigEntity.query.byPath({}).begins({ deptPath: '0,100,' })",
      s: await measure(async () => {
        const { data } = await ConfigEntity.query.byPath({}).begins({ deptPath: '0,100,' }).go();
        if (!data.length) throw new Error('no parameters');
      }),
    });

    const ms = (n: number) => `${n.toFixed(2)} ms`;
    const w = Math.max(...results.map((r) => r.name.length)) + 2;
    const ww = Math.max(...results.map((r) => r.what.length)) + 2;
    console.log(`  ${pad('measure', w)}${pad('call', ww)}${padL('median', 11)}${padL('p95', 11)}${padL('min', 11)}${padL('max', 11)}`);
    for (const r of results) {
      console.log(`  ${pad(r.name, w)}${pad(r.what, ww)}${padL(ms(r.s.median), 11)}${padL(ms(r.s.p95), 11)}${padL(ms(r.s.min), 11)}${padL(ms(r.s.max), 11)}`);
    }
    const [info, page, get, query] = results.map((r) => r.s.median);
    console.log(
      `\n  handler overhead over raw DynamoDB (median): getInfo +${ms(info - get)} vs one GetItem, parameters page +${ms(page - query)} vs one Query`,
    );
  });
}

/* ------------------------------------------------------------------ (d) list cost */

/** Table sizes (users, and operation logs of this month) at which the two list pages are measured. */
const LIST_SIZES = [200, 2000];
/** Organizations the users are spread over (each holds one tally: the user list's total reads one per organization). */
const LIST_ORGS = 20;

/**
 * (d) What page 1 of the user list and of the operation log reads (docs/decisions/0030): DynamoDB read units and
 * items read, recorded on the shared client (functions/test/command-recorder.ts), with the table at two sizes. A list whose
 * cost grows with the data shows it here.
 */
async function listCost(): Promise<void> {
  console.log(`\n(d) Read cost of page 1 (limit 10) as the super administrator, table at ${LIST_SIZES.join(' and ')} users + operation logs\n`);
  await withPlatform(async (call, token) => {
    const { recordCommands } = await import('../../functions/test/command-recorder');
    const { createUser } = await import('../../functions/src/data/access/users');
    const { nextId } = await import('../../functions/src/data/access/ids');
    const { writeOperLog } = await import('../../functions/src/data/access/logs');
    const depts: { deptId: number; deptPath: string }[] = [];
    for (let i = 0; i < LIST_ORGS; i++) {
      depts.push((await call('POST', '/upms/system/dept/add', token, { parentId: 100, deptType: '2', deptName: `Bench customer ${i}`, equipmentQuota: 0, userQuota: 0, operationAccountCount: 0, viewAccountCount: 0 })) as { deptId: number; deptPath: string });
    }
    const at = new Date().toISOString();
    let users = 0;
    const grow = async (to: number) => {
      // users through the data layer's write (markers, links, tallies), logs as the middleware writes them
      for (; users < to; users += 10) {
        await Promise.all(
          Array.from({ length: 10 }, async (_, k) => {
            const i = users + k;
            const dept = depts[i % LIST_ORGS];
            await createUser({ userId: await nextId('user'), username: `bench${i}`, nickName: `Bench ${i}`, deptId: dept.deptId, deptPath: dept.deptPath, passwordHash: 'x', passwordKind: 'initial', passwordChangedAt: at, roleIds: [7], createTime: at, updateTime: at });
            await writeOperLog({
              operId: `bench-${i}`,
              month: at.slice(0, 7),
              title: 'user',
              businessType: 'update',
              requestMethod: 'PUT',
              operName: 'admin',
              deptId: dept.deptId,
              deptPath: dept.deptPath,
              operUrl: '/prod-api/upms/system/user/update',
              operIp: '127.0.0.1',
              operParam: `{"userId":${i}}`,
              jsonResult: '{"code":200}',
              status: '0',
              errorMsg: '',
              costTime: 5,
              operTime: at,
            });
          }),
        );
      }
    };
    const recorder = recordCommands();
    const rows: { size: number; what: string; units: number; items: number; total: string }[] = [];
    try {
      for (const size of LIST_SIZES) {
        await grow(size);
        for (const [what, p] of [
          ['user page', '/upms/system/user/page?limit=10'],
          ['operation log page', '/logs/operlog/page?limit=10'],
        ] as const) {
          await call('GET', p, token);
          recorder.clear();
          const page = (await call('GET', p, token)) as { total?: number | null; capped?: boolean };
          const t = recorder.totals();
          rows.push({ size, what, units: t.readUnits, items: t.itemsRead, total: page.total === null ? 'unknown' : page.capped ? `more than ${page.total}` : String(page.total) });
        }
      }
    } finally {
      recorder.stop();
    }
    console.log(`  ${pad('users / logs', 14)}${pad('page', 22)}${padL('read units', 12)}${padL('items read', 12)}   total shown`);
    for (const r of rows) console.log(`  ${pad(String(r.size), 14)}${pad(r.what, 22)}${padL(r.units.toFixed(1), 12)}${padL(String(r.items), 12)}   ${r.total}`);
    const grew = rows.filter((r) => r.size === LIST_SIZES[1]).filter((big) => {
      const small = rows.find((r) => r.size === LIST_SIZES[0] && r.what === big.what)!;
      return big.items > small.items + 5;
    });
    console.log(grew.length ? `\n  GROWS WITH THE TABLE: ${grew.map((r) => r.what).join(', ')}` : '\n  both pages read the same at both sizes');
  });
}

async function main() {
  const started = performance.now();
  // BENCH_PARTS=a,b runs only those parts (default: all).
  const parts = new Set((process.env.BENCH_PARTS ?? 'a,b,c,d').split(',').map((p) => p.trim()));
  const bundlesOk = parts.has('a') ? await bundleSizes() : true;
  if (parts.has('b')) await spaInitialJs();
  if (parts.has('c')) await latency();
  if (parts.has('d')) await listCost();
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  if (!bundlesOk) {
    console.error('FAIL: a route bundle exceeds 3 MB (see (a) above).');
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
