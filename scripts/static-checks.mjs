#!/usr/bin/env node
// Lint and the five typechecks of `npm test`, in two lanes (one per core of a CI machine) instead of one after the
// other: each is a single-threaded process. A check's output is printed whole when it ends; any failure fails the run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const tsc = (project) => ({ name: `typecheck ${project}`, args: [bin('typescript', 'bin/tsc'), '-p', project, '--noEmit'] });

// Balanced by their times on a 2-core machine (web and lint are the longest).
const LANES = [
  [tsc('web'), { name: 'lint', args: [bin('eslint', 'bin/eslint.js'), '.'] }, tsc('shared')],
  [tsc('functions'), tsc('infra'), tsc('test')],
];

function run({ name, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(
  LANES.map(async (lane) => {
    const ok = [];
    for (const check of lane) ok.push(await run(check));
    return ok.every(Boolean);
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
