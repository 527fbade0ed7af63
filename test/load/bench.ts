/**
 * `npm run bench` (after the web build): sizes and latencies a reviewer can compare between changes, and the targets
 * of issues 13 and 14 as PASS/FAIL at the end.
 *  (a)  each Lambda handler in the one handler build: size, init size, the packages it carries (handler-sizes.ts);
 *  (a2) importing a handler entry vs an empty Node process, CPU, side by side (import-cost.ts);
 *  (b)  the SPA's initial JavaScript, gzipped: every script Chromium loads for the login page and for the first screen
 *       after login, in each language (spa-initial-js.ts);
 *  (c)  authenticated reads (getInfo, config, user and device pages) vs the raw DynamoDB Local round trip for the
 *       same items, and the DynamoDB calls each makes (read-latency.ts);
 *  (d)  the read units and items page 1 of the user list and of the operation log read, at two table sizes;
 *  (e)  `npx cdk synth` with no AWS environment (synth-time.ts);
 *  (f)  telemetry through MQTT -> topic rule -> ingest: throughput, latencies to running status and alarm order, 0 lost
 *       and 0 duplicated (telemetry-throughput.ts, docs/decisions/0053);
 *  (g)  report PDFs: the PDF function's asset size, one-page and ten-page renders cold and warm, with the packed
 *       browser as in Lambda and with this machine's Chromium (pdf-render.ts, docs/decisions/0056).
 * Bounded loops, loopback only. BENCH_PARTS=a,c (for example) runs only some parts.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runHandlerBuild } from '../../infra/src/bundle/handler-build';
import { handlerSizes } from './handler-sizes';
import { importCost } from './import-cost';
import { buildMandatedFloor } from './mandated-floor';
import { withPlatform } from './local-platform';
import { readLatency } from './read-latency';
import { spaInitialJs } from './spa-initial-js';
import { pad, padL, printVerdicts, type Verdict } from './report';
import { synthTime } from './synth-time';
import { telemetryThroughput } from './telemetry-throughput';
import { pdfRender } from './pdf-render';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  await withPlatform(repoRoot, { demoData: false }, async (call, token) => {
    const { recordCommands } = await import('../../functions/test/command-recorder');
    const { createUser } = await import('../../functions/src/data/access/users');
    const { nextId } = await import('../../functions/src/data/access/ids');
    const { writeOperLog } = await import('../../functions/src/data/access/log-writes');
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
  const parts = new Set((process.env.BENCH_PARTS ?? 'a,a2,b,c,d,e,f,g').split(',').map((p) => p.trim()));
  const verdicts: Verdict[] = [];
  const build = parts.has('a') || parts.has('a2') || parts.has('g') ? await runHandlerBuild() : null;
  if (build && (parts.has('a') || parts.has('a2'))) {
    const floor = await buildMandatedFloor(repoRoot);
    if (parts.has('a')) verdicts.push(...handlerSizes(build, floor));
    if (parts.has('a2')) verdicts.push(...(await importCost(build, floor)));
  }
  if (parts.has('b')) verdicts.push(...(await spaInitialJs(repoRoot)));
  if (parts.has('c')) verdicts.push(...(await readLatency(repoRoot)));
  if (parts.has('d')) await listCost();
  if (parts.has('e')) verdicts.push(...(await synthTime(repoRoot)));
  if (parts.has('f')) verdicts.push(...(await telemetryThroughput(repoRoot)));
  if (build && parts.has('g')) verdicts.push(...(await pdfRender(build)));
  printVerdicts(verdicts);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  if (verdicts.some((v) => !v.pass)) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
