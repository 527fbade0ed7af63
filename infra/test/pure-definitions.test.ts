import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { markTopLevelDefinitionsPure, pureSharedDefinitions, SHARED_SRC } from '../src/bundle/pure-definitions';
import { REPO_ROOT } from '../src/paths';
import { tempDir } from './support/platform';

describe('pure shared definitions (handler build, decision 0034)', () => {
  it('wraps top-level const initializers that call something, and nothing else', () => {
    const out = markTopLevelDefinitionsPure(
      [
        `export const A = z.object({ a: z.string() }).refine((v) => check(v));`,
        `export const B = 3, C = makeIt();`,
        `export const D = (x: number) => f(x);`,
        `let E = g();`,
        `function h() { const I = j(); return I; }`,
        `export const F = { key: 'v' } as const;`,
        `k();`,
      ].join('\n'),
      'probe.ts',
    );
    expect(out).toContain(`export const A = /* @__PURE__ */ (() => (z.object({ a: z.string() }).refine((v) => check(v))))();`);
    expect(out).toContain(`export const B = 3, C = /* @__PURE__ */ (() => (makeIt()))();`);
    expect(out).toContain(`export const D = (x: number) => f(x);`);
    expect(out).toContain(`let E = g();`);
    expect(out).toContain(`function h() { const I = j(); return I; }`);
    expect(out).toContain(`export const F = { key: 'v' } as const;`);
    expect(out).toContain(`\nk();`);
  });

  it('keeps the value of every export of shared/src: the same routes, schemas, codes and texts with and without it', async () => {
    const modules = (fs.readdirSync(SHARED_SRC, { recursive: true }) as string[])
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('__tests__/'));
    expect(modules.length).toBeGreaterThan(50);
    // A probe that imports every module and prints a fingerprint of each export (schemas by their JSON schema shape).
    const probe = [
      `import * as z from 'zod';`,
      ...modules.map((name, i) => `import * as m${i} from ${JSON.stringify(path.join(SHARED_SRC, name))};`),
      `const seen = new WeakSet();`,
      `const print = (v) => JSON.stringify(v, (k, x) => {`,
      `  if (x instanceof z.ZodType) { try { return { zod: z.toJSONSchema(x, { unrepresentable: 'any', io: 'input' }) }; } catch { return { zod: x.def.type }; } }`,
      `  if (typeof x === 'function') return 'function';`,
      `  if (x && typeof x === 'object') { if (seen.has(x)) return '[seen]'; seen.add(x); }`,
      `  return x; });`,
      `const out = {};`,
      ...modules.map((name, i) => `out[${JSON.stringify(name)}] = Object.keys(m${i}).sort().map((k) => [k, print(m${i}[k])]);`),
      `console.log(JSON.stringify(out));`,
    ].join('\n');
    const dir = tempDir('pure-probe-');
    const run = async (plugins: esbuild.Plugin[], file: string) => {
      await esbuild.build({ stdin: { contents: probe, resolveDir: REPO_ROOT, loader: 'ts' }, bundle: true, format: 'esm', platform: 'node', outfile: path.join(dir, file), plugins, logLevel: 'silent' });
      const { execFileSync } = await import('node:child_process');
      return execFileSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(path.join(dir, file)).href)})`], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    };
    const plain = await run([], 'plain.mjs');
    const pure = await run([pureSharedDefinitions()], 'pure.mjs');
    expect(plain.length).toBeGreaterThan(10_000);
    expect(pure).toBe(plain);
  });
});
