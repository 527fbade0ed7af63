import { createRequire } from 'node:module';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { ROUTES, routeEntry } from '@aed/functions/routes/route-table';
import { FUNCTIONS_SRC, HANDLER_FILES, REPO_ROOT, routeEntryFile } from '../paths';
import { mergeEntryChunks } from './entry-merge';
import { pureSharedDefinitions } from './pure-definitions';

/**
 * One esbuild build of every Lambda handler (decision 0034): all entries at once with code splitting, so each module
 * is compiled and printed once and the functions share one asset. Each function points at its own entry file
 * (`<name>.mjs`, handler `<name>.handler`) and loads only that entry and the chunks it imports.
 */

/** esbuild emits ESM; CommonJS dependencies still call `require`, which ESM lacks. Put at the top of every file. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __aedCreateRequire } from 'module'; const require = __aedCreateRequire(import.meta.url);";

/** Where chunks go in the asset (entries mirror functions/src: `routes/system/config/get-config-page.mjs`). */
export const CHUNK_DIR = 'chunks';

/** One handler module: its path in the asset without extension (as functions/src lays it out) and its source. */
export interface HandlerEntry {
  name: string;
  file: string;
}

/** `routes/system/config/get-config-page` for a route; `iot/telemetry-handler` for a non-route handler. */
export const entryName = (file: string): string =>
  path.relative(FUNCTIONS_SRC, file).replace(/\\/g, '/').replace(/\.ts$/, '');

/** The name of a route's handler entry in the build. */
export const routeEntryName = (route: Parameters<typeof routeEntry>[0]): string => entryName(routeEntryFile(routeEntry(route)));

/** Every handler CDK wires up: one per route, plus the telemetry, job, task and seed handlers. */
export function handlerEntries(): HandlerEntry[] {
  const files = [...new Set([...ROUTES.map((route) => routeEntryFile(routeEntry(route))), ...Object.values(HANDLER_FILES)])];
  return files.map((file) => ({ name: entryName(file), file }));
}

/** The Lambda `handler` setting of an entry: `<name>.handler` (the runtime finds `<name>.mjs`). */
export const lambdaHandler = (name: string): string => `${name}.handler`;

export interface HandlerBuild {
  /** Every output file by its path in the asset (`routes/...mjs`, `chunks/...mjs`, their `.map`, fonts). */
  files: Map<string, Uint8Array>;
  metafile: esbuild.Metafile;
  /** Entry name -> its output path in the asset. */
  entryOutputs: Map<string, string>;
  /** Output path in the asset -> the outputs it imports (statically and dynamically), from the metafile. */
  imports: Map<string, { path: string; dynamic: boolean }[]>;
  /** Output path in the asset -> the packages (node_modules names) and own sources printed in it, with their bytes. */
  inputs: Map<string, Record<string, number>>;
  /** Output path in the asset -> the source modules printed in it (paths from the repository root). */
  modules: Map<string, string[]>;
  /** Entry name -> the group it was built in (HANDLER_GROUPS). */
  groups: Map<string, HandlerGroup>;
  /** Milliseconds the esbuild calls took (grouping and the builds). */
  buildMs: number;
}

/**
 * svg-captcha reads `path.join(__dirname, '../fonts/Comismsh.ttf')` when first imported. ESM has no `__dirname`: the
 * output file that holds svg-captcha gets one pointing at `<its folder>/svg-captcha/lib/`, and the fonts are shipped
 * at `<its folder>/svg-captcha/fonts/`. Only those files get the shim (and only they may mention `__dirname`).
 */
export const CAPTCHA_DIRNAME_SHIM =
  "import { fileURLToPath as __aedFileURLToPath } from 'url'; const __dirname = __aedFileURLToPath(new URL('./svg-captcha/lib/', import.meta.url));";
const CAPTCHA_PACKAGE = 'svg-captcha';
/**
 * Packages the Lambda build replaces: the SDK's default credential chain, ElectroDB's model checker, and what the PDF
 * renderer's puppeteer-core reaches but never runs (ws's optional native add-ons, the browser download proxy and
 * command line: decision 0056).
 */
export const LAMBDA_ALIASES = {
  '@aws-sdk/credential-provider-node': path.join(REPO_ROOT, 'functions/src/lib/lambda-credentials.ts'),
  jsonschema: path.join(REPO_ROOT, 'functions/src/lib/electrodb-model-schema.ts'),
  bufferutil: path.join(REPO_ROOT, 'functions/src/lib/absent/native-addon.ts'),
  'utf-8-validate': path.join(REPO_ROOT, 'functions/src/lib/absent/native-addon.ts'),
  'proxy-agent': path.join(REPO_ROOT, 'functions/src/lib/absent/puppeteer-tooling.ts'),
  yargs: path.join(REPO_ROOT, 'functions/src/lib/absent/puppeteer-tooling.ts'),
  'yargs/helpers': path.join(REPO_ROOT, 'functions/src/lib/absent/puppeteer-tooling.ts'),
};

/** Options of the one build (exported for tests and the bench: the same build everywhere). */
export function buildOptions(entries: readonly HandlerEntry[], outdir: string): esbuild.BuildOptions & { write: false; metafile: true } {
  return {
    entryPoints: entries.map((entry) => ({ in: entry.file, out: entry.name })),
    absWorkingDir: REPO_ROOT,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    mainFields: ['module', 'main'],
    outExtension: { '.js': '.mjs' },
    chunkNames: `${CHUNK_DIR}/[name]-[hash]`,
    minify: true,
    treeShaking: true,
    // Line mapping for stack traces (NODE_OPTIONS=--enable-source-maps), without the sources: small external maps.
    sourcemap: 'linked',
    sourcesContent: false,
    // Bundle the SDK v3 clients too: pinned versions, tree-shaken, no dependency on the runtime's copy.
    external: [],
    // In Lambda the credentials are in the environment: the SDK's default chain is replaced (lambda-credentials.ts).
    // ElectroDB's model check runs in every unbundled run, not on each cold start (electrodb-model-schema.ts).
    alias: LAMBDA_ALIASES,
    banner: { js: ESM_REQUIRE_BANNER },
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
  };
}

const packageOf = (input: string): string => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1] : 'app';
};

/**
 * The two groups the handlers are built in. With code splitting esbuild tree-shakes over the whole build, so a file
 * every handler imports keeps what ANY handler uses of it: the protocol barrel of `@aws-sdk/core`, which the DynamoDB
 * client imports, kept the XML and REST protocols of S3 and Lambda (~40 KB) in every handler. Handlers that reach an
 * AWS client beyond DynamoDB's (`services`: S3, Lambda, Scheduler, SES, Secrets Manager) are built apart from the
 * rest (`data`), each group with its own chunks (decision 0034).
 */
export const HANDLER_GROUPS = ['data', 'services'] as const;
export type HandlerGroup = (typeof HANDLER_GROUPS)[number];
const SERVICE_CLIENT = /node_modules\/@aws-sdk\/client-(?!dynamodb\/)[a-z0-9-]+\//;

/**
 * Which group each entry belongs to, from the import graph of a quick build (no minifying, no maps): `services` when
 * any module it reaches statically or dynamically is an AWS client other than DynamoDB's.
 */
export function groupEntries(entries: readonly HandlerEntry[]): Map<string, HandlerGroup> {
  const { metafile } = esbuild.buildSync({ ...buildOptions(entries, path.join(REPO_ROOT, '.handler-build')), minify: false, sourcemap: false });
  const reachesService = new Map<string, boolean>();
  const visit = (input: string, seen: Set<string>): boolean => {
    if (SERVICE_CLIENT.test(input)) return true;
    if (seen.has(input)) return false;
    seen.add(input);
    return (metafile.inputs[input]?.imports ?? []).some((imported) => !imported.external && visit(imported.path, seen));
  };
  const groups = new Map<string, HandlerGroup>();
  for (const entry of entries) {
    const input = path.relative(REPO_ROOT, entry.file).replace(/\\/g, '/');
    const services = reachesService.get(input) ?? visit(input, new Set());
    reachesService.set(input, services);
    groups.set(entry.name, services ? 'services' : 'data');
  }
  return groups;
}

/**
 * Runs the build and returns every file of the asset. First pass: code splitting per group, names minified (short
 * names between chunks) but not whitespace and syntax, which would drop the pure annotations of the shared definitions
 * (pure-definitions.ts) that the second pass needs; second pass (entry-merge.ts):
 * each entry bundled with its small chunks, tree-shaken for that entry alone, and every output minified.
 */
export async function runHandlerBuild(entries: readonly HandlerEntry[] = handlerEntries()): Promise<HandlerBuild> {
  const outdir = path.join(REPO_ROOT, '.handler-build');
  const started = performance.now();
  const groupOf = groupEntries(entries);
  const results = await Promise.all(
    HANDLER_GROUPS.map((group) => entries.filter((entry) => groupOf.get(entry.name) === group))
      .filter((members) => members.length > 0)
      .map((members) => {
        const group = groupOf.get(members[0].name)!;
        return esbuild.build({ ...buildOptions(members, outdir), minify: false, minifyIdentifiers: true, chunkNames: `${CHUNK_DIR}/${group}/[name]-[hash]`, plugins: [pureSharedDefinitions()] });
      }),
  );
  const rel = (file: string) => path.relative(outdir, path.resolve(REPO_ROOT, file)).replace(/\\/g, '/');
  const metafile: esbuild.Metafile = {
    inputs: Object.assign({}, ...results.map((result) => result.metafile.inputs)),
    outputs: Object.assign({}, ...results.map((result) => result.metafile.outputs)),
  };

  const files = new Map<string, Uint8Array>(results.flatMap((result) => result.outputFiles.map((file) => [rel(file.path), file.contents] as const)));
  const entryOutputs = new Map<string, string>();
  const imports = new Map<string, { path: string; dynamic: boolean }[]>();
  const inputs = new Map<string, Record<string, number>>();
  const modules = new Map<string, string[]>();
  const captchaOutputs: string[] = [];
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (output.endsWith('.map')) continue;
    const name = rel(output);
    if (meta.entryPoint) {
      const entry = entries.find((candidate) => path.resolve(REPO_ROOT, meta.entryPoint!) === candidate.file);
      if (entry) entryOutputs.set(entry.name, name);
    }
    imports.set(
      name,
      meta.imports
        .filter((imported) => !imported.external && (imported.kind === 'import-statement' || imported.kind === 'dynamic-import'))
        .map((imported) => ({ path: rel(imported.path), dynamic: imported.kind === 'dynamic-import' })),
    );
    const bytes: Record<string, number> = {};
    for (const [input, { bytesInOutput }] of Object.entries(meta.inputs)) {
      if (!bytesInOutput) continue;
      const pkg = packageOf(input);
      bytes[pkg] = (bytes[pkg] ?? 0) + bytesInOutput;
    }
    inputs.set(name, bytes);
    modules.set(
      name,
      Object.entries(meta.inputs)
        .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
        .map(([input]) => input),
    );
    if (bytes[CAPTCHA_PACKAGE]) captchaOutputs.push(name);
  }
  // A folder of its own beside `outdir` (same depth: the maps' relative source paths hold), so parallel builds never meet.
  const workDir = `${outdir}-merge-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const merged = mergeEntryChunks({ files, entryOutputs, imports, inputs, modules }, workDir, ESM_REQUIRE_BANNER, (file) => captchaOutputs.includes(file));
  dropVendorMaps(merged);
  for (const output of captchaOutputs) shipCaptchaFonts(merged.files, output);
  return { ...merged, metafile, groups: groupOf, buildMs: performance.now() - started };
}

/** A file with less than this share of our own code gets no source map (see `dropVendorMaps`). */
export const VENDOR_MAP_OWN_SHARE = 0.05;

/**
 * Files of package code only (ElectroDB, zod, the SDK, exceljs) ship without a source map: Node with
 * `--enable-source-maps` reads and parses the map of every file it loads (about 7 ms per cold start for the large
 * shared chunks), and a stack frame inside a package names the package's minified position, where our own frames,
 * mapped, say which call of ours led there (decision 0034).
 */
function dropVendorMaps(build: Pick<HandlerBuild, 'files' | 'inputs'>): void {
  for (const [file, packages] of build.inputs) {
    const total = Object.values(packages).reduce((n, bytes) => n + bytes, 0);
    if (!total || (packages.app ?? 0) / total >= VENDOR_MAP_OWN_SHARE) continue;
    const code = Buffer.from(build.files.get(file)!).toString('utf8');
    build.files.set(file, Buffer.from(code.replace(/\n\/\/# sourceMappingURL=[^\n]+\n?$/, '\n')));
    build.files.delete(`${file}.map`);
  }
}

/** Prepends the `__dirname` shim to the output holding svg-captcha (its map gets one empty line) and adds the fonts. */
function shipCaptchaFonts(files: Map<string, Uint8Array>, output: string): void {
  const code = Buffer.from(files.get(output)!).toString('utf8');
  files.set(output, Buffer.from(`${CAPTCHA_DIRNAME_SHIM}\n${code}`));
  const mapName = `${output}.map`;
  const map = files.get(mapName);
  if (map) {
    const parsed = JSON.parse(Buffer.from(map).toString('utf8')) as { mappings: string };
    // One more generated line at the top: in a v3 source map, lines are separated by `;`.
    parsed.mappings = `;${parsed.mappings}`;
    files.set(mapName, Buffer.from(JSON.stringify(parsed)));
  }
  const requireFromFunctions = createRequire(path.join(REPO_ROOT, 'functions', 'package.json'));
  const fontsDir = path.join(path.dirname(requireFromFunctions.resolve(`${CAPTCHA_PACKAGE}/package.json`)), 'fonts');
  const shippedDir = path.posix.join(path.posix.dirname(output), CAPTCHA_PACKAGE, 'fonts');
  for (const font of fs.readdirSync(fontsDir).filter((name) => name.endsWith('.ttf'))) {
    files.set(path.posix.join(shippedDir, font), fs.readFileSync(path.join(fontsDir, font)));
  }
}

let pending: Promise<HandlerBuild> | undefined;
let cached: HandlerBuild | undefined;

/**
 * Runs the build of every handler once per process. esbuild runs plugins only in its asynchronous API, and CDK
 * stages assets synchronously: the app (infra/bin/app.ts) and the tests await this before they synthesize.
 */
export function prepareHandlerBuild(): Promise<HandlerBuild> {
  pending ??= runHandlerBuild().then((build) => (cached = build));
  return pending;
}

/** The build prepared by `prepareHandlerBuild` (a synth asks for it once per function). */
export function handlerBuild(): HandlerBuild {
  if (!cached) throw new Error('The handler build is not ready: await prepareHandlerBuild() before synthesizing with bundling.');
  return cached;
}

/** Writes the build's files under `dir` (the asset folder CDK stages). */
export function writeHandlerBuild(build: HandlerBuild, dir: string): void {
  for (const [name, contents] of build.files) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, contents);
  }
}

/** The outputs an entry loads: itself and every chunk it imports, transitively (dynamic imports included). */
export function entryClosure(build: HandlerBuild, name: string, { dynamic = true } = {}): string[] {
  const start = build.entryOutputs.get(name);
  if (!start) throw new Error(`no handler entry ${name} in the build`);
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of build.imports.get(output) ?? []) if (dynamic || !imported.dynamic) visit(imported.path);
  };
  visit(start);
  return [...seen];
}
