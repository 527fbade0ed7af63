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
import type { MandatedFloor } from './mandated-floor';
import { median, ms, pad, padL, type Verdict } from './report';

const RUNS = 7;
/**
 * The target, stated over the mandated floor (mandated-floor.ts; decision 0034): importing the floor alone costs well
 * over twice an empty Node process (the issue's first target), so a handler's import may cost at most 1.5 times what
 * the floor's costs, both counted beyond the empty process. A file route (exceljs) is shown, not held to it.
 */
const MAX_RATIO_OF_FLOOR = 1.5;
const MEASURED: { label: string; entry: string; held: boolean }[] = [
  ...(['GetInfo', 'ConfigPage', 'UserPage', 'DevicePage'] satisfies RouteId[]).map((id) => ({ label: id, entry: routeEntryName(routeById(id)), held: true })),
  { label: 'ConfigExport', entry: routeEntryName(routeById('ConfigExport')), held: false },
  { label: 'telemetry', entry: 'iot/telemetry-handler', held: true },
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

const measure = (url: string) => {
  const empty: { cpu: number; wall: number }[] = [];
  const loaded: { cpu: number; wall: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    empty.push(run('0'));
    loaded.push(run(`await import(${JSON.stringify(url)})`));
  }
  return { emptyCpu: median(empty.map((r) => r.cpu)), loadedCpu: median(loaded.map((r) => r.cpu)), emptyWall: median(empty.map((r) => r.wall)), loadedWall: median(loaded.map((r) => r.wall)) };
};

export async function importCost(build: HandlerBuild, floor: MandatedFloor): Promise<Verdict[]> {
  console.log(`\n(a2) Handler import (Lambda init proxy): CPU of node importing the entry vs an empty node, alternately, median of ${RUNS}\n`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aed-bench-build-'));
  const verdicts: Verdict[] = [];
  try {
    writeHandlerBuild(build, dir);
    const width = Math.max(...MEASURED.map((m) => m.label.length), 'mandated floor'.length) + 2;
    console.log(`  ${pad('handler', width)}${padL('empty cpu', 12)}${padL('import cpu', 12)}${padL('x empty', 9)}${padL('x floor', 9)}${padL('empty wall', 12)}${padL('import wall', 13)}`);
    const row = (label: string, m: ReturnType<typeof measure>, ofFloor: string) =>
      console.log(`  ${pad(label, width)}${padL(ms(m.emptyCpu), 12)}${padL(ms(m.loadedCpu), 12)}${padL(`${(m.loadedCpu / m.emptyCpu).toFixed(1)}x`, 9)}${padL(ofFloor, 9)}${padL(ms(m.emptyWall), 12)}${padL(ms(m.loadedWall), 13)}`);
    const floorCost = measure(pathToFileURL(floor.file).href);
    const floorBeyondEmpty = floorCost.loadedCpu - floorCost.emptyCpu;
    row('mandated floor', floorCost, '1.0x');
    for (const { label, entry, held } of MEASURED) {
      const m = measure(pathToFileURL(path.join(dir, `${entry}.mjs`)).href);
      const ofFloor = (m.loadedCpu - m.emptyCpu) / floorBeyondEmpty;
      row(label, m, `${ofFloor.toFixed(1)}x`);
      if (held)
        verdicts.push({
          target: `import ${label} within ${MAX_RATIO_OF_FLOOR}x of the floor's`,
          pass: ofFloor <= MAX_RATIO_OF_FLOOR,
          detail: `${ofFloor.toFixed(2)}x (${ms(m.loadedCpu - m.emptyCpu)} vs ${ms(floorBeyondEmpty)} CPU beyond empty node; ${(m.loadedCpu / m.emptyCpu).toFixed(1)}x empty)`,
        });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return verdicts;
}
