/**
 * (e) `npx cdk synth --quiet` as a new user runs it: no AWS account or region configured, into a fresh folder. Wall
 * time (the target), with the machine's load average beside it (a shared machine stretches it), and the size of the
 * cloud assembly.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { kb, type Verdict } from './report';

/** The target. */
const MAX_SYNTH_MS = 60_000;

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

export async function synthTime(repoRoot: string): Promise<Verdict[]> {
  console.log('\n(e) npx cdk synth --quiet, with no AWS account or region configured\n');
  const outdir = await mkdtemp(path.join(os.tmpdir(), 'aed-bench-synth-'));
  try {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(CDK_DEFAULT_|AWS_)/.test(name)));
    const load = os.loadavg()[0];
    const started = performance.now();
    const result = spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', outdir], { cwd: repoRoot, env, encoding: 'utf8' });
    const wall = performance.now() - started;
    const ok = result.status === 0;
    const assets = (await readdir(outdir)).filter((name) => name.startsWith('asset.'));
    const bytes = await folderBytes(outdir);
    console.log(`  exit ${result.status}, ${(wall / 1000).toFixed(1)} s wall (load average ${load.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after, ${os.cpus().length} CPUs)`);
    console.log(`  cloud assembly ${kb(bytes)}, ${assets.length} assets`);
    if (!ok) console.log(result.stderr.split('\n').slice(-15).join('\n'));
    return [
      { target: 'cdk synth with no AWS environment exits 0', pass: ok, detail: `exit ${result.status}` },
      { target: 'cdk synth under 60 s', pass: ok && wall < MAX_SYNTH_MS, detail: `${(wall / 1000).toFixed(1)} s at load average ${load.toFixed(1)} on ${os.cpus().length} CPUs; cdk.out ${(bytes / 1024 / 1024).toFixed(1)} MB` },
    ];
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}
