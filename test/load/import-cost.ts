/**
 * (a2) The Lambda init proxy: CPU time of a Node process that imports one handler entry of the build, next to an empty
 * Node process with the same flags, run alternately (so both see the same machine load), median of several runs.
 * CPU time (user + system of the whole process, `process.cpuUsage()` at exit) rather than wall time: the machine is
 * shared, and a busy neighbour stretches wall time but not the CPU a process spends.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { routeById, type RouteId } from '../../functions/src/routes/route-table';
import { routeEntryName, writeHandlerBuild, type HandlerBuild } from '../../infra/src/bundle/handler-build';
import { median, ms, pad, padL, type Verdict } from './report';

const RUNS = 7;
/** The issue's target: importing a handler costs at most twice an empty Node process. */
const MAX_RATIO = 2;
const MEASURED: { label: string; entry: string }[] = [
  ...(['GetInfo', 'ConfigPage', 'UserPage', 'DevicePage', 'ConfigExport'] satisfies RouteId[]).map((id) => ({ label: id, entry: routeEntryName(routeById(id)) })),
  { label: 'telemetry', entry: 'iot/telemetry-handler' },
];

/** As Lambda starts the function (NODE_OPTIONS as AppFunction sets it), without AWS credentials or a table. */
const CHILD_ENV = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'eu-west-1',
  NODE_OPTIONS: '--enable-source-maps',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

function run(code: string): { cpu: number; wall: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', `${code}; const u = process.cpuUsage(); console.log(JSON.stringify(u));`], {
    env: CHILD_ENV,
    encoding: 'utf8',
  });
  const wall = performance.now() - started;
  if (result.status !== 0) throw new Error(`import failed: ${result.stderr}`);
  const usage = JSON.parse(result.stdout.trim().split('\n').pop()!) as { user: number; system: number };
  return { cpu: (usage.user + usage.system) / 1000, wall };
}

export async function importCost(build: HandlerBuild): Promise<Verdict[]> {
  console.log(`\n(a2) Handler import (Lambda init proxy): CPU of node importing the entry vs an empty node, alternately, median of ${RUNS}\n`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aed-bench-build-'));
  const verdicts: Verdict[] = [];
  try {
    writeHandlerBuild(build, dir);
    const width = Math.max(...MEASURED.map((m) => m.label.length)) + 2;
    console.log(`  ${pad('handler', width)}${padL('empty cpu', 12)}${padL('import cpu', 12)}${padL('ratio', 8)}${padL('empty wall', 12)}${padL('import wall', 13)}`);
    for (const { label, entry } of MEASURED) {
      const url = pathToFileURL(path.join(dir, `${entry}.mjs`)).href;
      const empty: { cpu: number; wall: number }[] = [];
      const loaded: { cpu: number; wall: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        empty.push(run('0'));
        loaded.push(run(`await import(${JSON.stringify(url)})`));
      }
      const [emptyCpu, loadedCpu] = [median(empty.map((r) => r.cpu)), median(loaded.map((r) => r.cpu))];
      const ratio = loadedCpu / emptyCpu;
      console.log(
        `  ${pad(label, width)}${padL(ms(emptyCpu), 12)}${padL(ms(loadedCpu), 12)}${padL(`${ratio.toFixed(1)}x`, 8)}${padL(ms(median(empty.map((r) => r.wall))), 12)}${padL(ms(median(loaded.map((r) => r.wall))), 13)}`,
      );
      verdicts.push({ target: `import ${label} within ${MAX_RATIO}x of empty node`, pass: ratio <= MAX_RATIO, detail: `${ratio.toFixed(1)}x (${ms(loadedCpu)} vs ${ms(emptyCpu)} CPU)` });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return verdicts;
}
