import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROUTES, routeById, type RouteId, routeEntry } from '@aed/functions/routes/route-table';
import { ROUTE_NEEDS, RouteFunction } from '../src/constructs/route-function';
import { HANDLER_FILES, routeEntryFile } from '../src/paths';
import { CDK_JSON_CONTEXT, tempDir } from './support/platform';

/** Synthesizes one route function with bundling ON (esbuild runs, no Docker) and returns its asset folder. */
function bundleRoute(id: RouteId): string {
  const outdir = tempDir('bundle-');
  const app = new App({ outdir, context: CDK_JSON_CONTEXT, builtinCloudFormationValidation: false });
  const stack = new Stack(app, 'BundleOne', { env: { account: '123456789012', region: 'eu-west-1' } });
  new RouteFunction(stack, { route: routeById(id), environment: {} });
  const assembly = app.synth();
  const [asset] = fs
    .readdirSync(assembly.directory)
    .filter((name) => name.startsWith('asset.') && fs.existsSync(path.join(assembly.directory, name, 'index.mjs')));
  expect(asset, 'bundled asset folder').toBeDefined();
  return path.join(assembly.directory, asset);
}

describe('NodejsFunction bundling (offline, local esbuild)', () => {
  it('bundles the captcha route as ESM with a source map and svg-captcha fonts, and the bundle loads', () => {
    const dir = bundleRoute('CaptchaImage');
    const files = fs.readdirSync(dir).sort();
    expect(files).toEqual(['fonts', 'index.mjs', 'index.mjs.map']);
    expect(fs.readdirSync(path.join(dir, 'fonts'))).toContain('Comismsh.ttf');
    const code = fs.readFileSync(path.join(dir, 'index.mjs'), 'utf8');
    expect(code.startsWith("import { createRequire } from 'module';")).toBe(true);
    // SDK v3 clients are inside the bundle, not taken from the runtime.
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//);
    // svg-captcha reads its font when first imported: importing the bundle proves the path works.
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(pathToFileURL(path.join(dir, 'index.mjs')).href)}); console.log(typeof m.handler);`],
      { cwd: os.tmpdir(), env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1' }, encoding: 'utf8' },
    );
    expect(output.trim()).toBe('function');
  });

  it('ships the fonts exactly to the routes whose bundle contains svg-captcha, and nothing else needs __dirname', async () => {
    const entryPoints: Record<string, string> = Object.fromEntries([
      ...ROUTES.map((route) => [route.id, routeEntryFile(routeEntry(route))]),
      ...Object.entries(HANDLER_FILES),
    ]);
    // One build of every entry with code splitting: each module is printed once (in a shared chunk), where separate
    // bundles would print the common code of every route again. A route's bundle = its entry + the chunks it imports
    // (statically or dynamically: without splitting, both end up in the one bundle).
    const result = await esbuild.build({
      entryPoints,
      bundle: true,
      splitting: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      mainFields: ['module', 'main'],
      outdir: tempDir('metafile-'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const text = new Map(result.outputFiles.map((file) => [path.relative(process.cwd(), file.path), file.text]));
    const closure = (output: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(output)) return seen;
      seen.add(output);
      for (const imported of outputs[output].imports) if (!imported.external && (imported.kind === 'import-statement' || imported.kind === 'dynamic-import')) closure(imported.path, seen);
      return seen;
    };
    const bundles = Object.keys(outputs)
      // outputs are named after the entryPoints keys (<id>.js); dynamic imports add entry-like chunks of their own
      .filter((output) => outputs[output].entryPoint && path.basename(output, '.js') in entryPoints)
      .map((output) => ({ id: path.basename(output, '.js'), files: [...closure(output)] }));
    expect(bundles.length).toBe(Object.keys(entryPoints).length);
    const withSvgCaptcha = bundles
      .filter((b) => b.files.some((file) => Object.keys(outputs[file].inputs).some((input) => input.includes('node_modules/svg-captcha/'))))
      .map((b) => b.id)
      .sort();
    const withFonts = Object.entries(ROUTE_NEEDS)
      .filter(([, needs]) => needs?.captchaFonts)
      .map(([id]) => id)
      .sort();
    expect(withSvgCaptcha).toEqual(withFonts);
    // The ESM bundles define no __dirname/__filename: only svg-captcha's, shimmed, may use them.
    for (const bundle of bundles) {
      const uses = bundle.files.flatMap((file) => text.get(file)?.match(/\b__(dirname|filename)\b/g) ?? []);
      expect(uses.length, bundle.id).toBe(withFonts.includes(bundle.id) ? 1 : 0);
    }
  });
});
