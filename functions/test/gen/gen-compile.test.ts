/**
 * THE generator test: a sample module (every field type, dictionary bindings, query fields, hostile labels) and a
 * minimal one (no search, no text field) are generated into a copy of the workspace sources with their registry edits
 * applied, their web code checked for the screens' one pattern (docs/module-pattern.md), then typechecked with tsc, linted
 * with the repository's eslint config, put through the repository's route table test (each handler file named
 * after its route and binding that very route object, decision 0033), and their generated page tests run with vitest
 * and jsdom as the web project runs its own. The copy lives under node_modules/.cache
 * (ignored by the repo's lint, typecheck and test globs, so a crashed run leaves nothing that breaks them) and is
 * removed before and after.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { generateModule } from '../../src/domain/gen/generator';
import { MINIMAL, SAMPLE, TRICKY } from './gen-sample';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const ROOT = join(REPO, 'node_modules', '.cache', `aed-gen-check-${process.pid}`);
const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const ESLINT = join(REPO, 'node_modules', 'eslint', 'bin', 'eslint.js');
const VITEST = join(REPO, 'node_modules', 'vitest', 'vitest.mjs');
const ROUTE_TABLE_TEST = 'functions/test/runtime/route-table.test.ts';

const generated = generateModule(SAMPLE);
const minimal = generateModule(MINIMAL);
const modules = [generated, minimal];
const codeFiles = modules.flatMap((m) => m.files.map((f) => f.path)).filter((p) => /\.tsx?$/.test(p));
const editedFiles = [...new Set(modules.flatMap((m) => m.registry.map((e) => e.path)))];
const contentOf = (path: string) => modules.flatMap((m) => m.files).find((f) => f.path === path)!.content;

/** Runs a command; a non-zero exit is an answer, not an exception. */
async function exec(file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 });
    return { status: 0, output: stdout + stderr };
  } catch (e) {
    const err = e as { code?: number; stdout?: string; stderr?: string };
    return { status: typeof err.code === 'number' ? err.code : 1, output: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

/** tsc diagnostics (`path(line,col): error TS...`) grouped into ours (generated or edited) and the rest. */
function diagnostics(output: string) {
  const lines = output.split('\n').filter((l) => /\): error TS\d+/.test(l));
  const ours = lines.filter((l) => [...codeFiles, ...editedFiles].some((p) => l.startsWith(p)));
  return { ours, others: lines.filter((l) => !ours.includes(l)) };
}

function tsconfig(name: string, files: string[], compilerOptions: Record<string, unknown>) {
  writeFileSync(
    join(ROOT, name),
    JSON.stringify({
      extends: join(REPO, 'tsconfig.base.json'),
      compilerOptions: { ...compilerOptions, paths: { '@aed/shared/*': ['./shared/src/*'] } },
      files,
      include: [],
    }),
  );
}

beforeAll(() => {
  rmSync(ROOT, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  const notTest = (src: string) => !/\.test\.tsx?$/.test(src);
  for (const dir of ['shared/src', 'functions/src', 'web/src']) cpSync(join(REPO, dir), join(ROOT, dir), { recursive: true, filter: notTest });
  for (const f of modules.flatMap((m) => m.files)) {
    mkdirSync(dirname(join(ROOT, f.path)), { recursive: true });
    writeFileSync(join(ROOT, f.path), f.content);
  }
  for (const edit of modules.flatMap((m) => m.registry)) {
    const path = join(ROOT, edit.path);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(edit.anchor)) throw new Error(`anchor not found in ${edit.path}: ${edit.anchor}`);
    writeFileSync(path, text.replace(edit.anchor, edit.anchor + edit.insert));
  }
  const serverFiles = [...codeFiles.filter((p) => !p.startsWith('web/')), ...editedFiles.filter((p) => !p.startsWith('web/'))];
  const webFiles = [...codeFiles.filter((p) => p.startsWith('web/')), ...editedFiles.filter((p) => p.startsWith('web/'))];
  tsconfig('tsconfig.functions.json', serverFiles, {});
  // vite-env.d.ts declares what Vite provides (import.meta.env, the locale-part modules lib/i18n.ts imports).
  tsconfig('tsconfig.web.json', [...webFiles, 'web/src/vite-env.d.ts'], { lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', types: ['node', 'vite/client'] });
  writeFileSync(join(ROOT, 'eslint.config.mjs'), `export { default } from ${JSON.stringify(join(REPO, 'eslint.config.js'))};\n`);
});

afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

describe('generated module', () => {
  it('has every file of the module pattern and no label outside a string literal', () => {
    const paths = generated.files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'shared/src/schemas/genprobe.ts',
        'shared/src/errors/genprobe-errors.ts',
        'functions/src/data/entities/genprobe-entity.ts',
        'functions/src/data/access/genprobe.ts',
        'functions/src/domain/genprobe/genprobe-queries.ts',
        'functions/src/domain/genprobe/genprobe-service.ts',
        'shared/src/routes/genprobe.routes.ts',
        'shared/src/i18n/genprobe-export-labels.ts',
        'functions/src/domain/genprobe/genprobe-export.ts',
        'functions/src/routes/system/genprobe/get-gen-probe-page.ts',
        'functions/src/routes/system/genprobe/get-gen-probe-export.ts',
        'functions/src/seed/menus/genprobe.menus.ts',
        'web/src/features/genprobe/components/genprobe-page.tsx',
        'web/src/features/genprobe/components/genprobe-table.tsx',
        'web/src/features/genprobe/components/genprobe-form-dialog.tsx',
        'web/src/features/genprobe/api/get-genprobe-page.ts',
        'web/src/features/genprobe/api/get-genprobe-info.ts',
        'web/src/features/genprobe/api/export-genprobe.ts',
        'web/src/features/genprobe/components/genprobe-page.test.tsx',
        'genprobe.README.md',
        ...LANGUAGES.flatMap((l) => [`web/src/locales/${l}/genprobe.json`, `web/src/locales/${l}/errors.genprobe.json`]),
      ]),
    );
    // The hostile label appears in code only JSON-escaped (inside a double-quoted literal).
    for (const f of generated.files.filter((x) => /\.tsx?$/.test(x.path))) expect(f.content, f.path).not.toContain(TRICKY);
    // entities are built on first use, as every entity of the table (data/lazy-entity.ts)
    expect(contentOf('functions/src/data/entities/genprobe-entity.ts')).toMatch(/Entity = lazyEntity\(\(\) => new Entity\(/);
    const routes = contentOf('shared/src/routes/genprobe.routes.ts');
    expect(routes).toContain(`summary: ${JSON.stringify(`Probe ${TRICKY}: one page`)}`);
    const readme = generated.files.find((f) => f.path === 'genprobe.README.md')!.content;
    for (const e of generated.registry) expect(readme).toContain(e.insert.trim());
  });

  it('follows the route contract: route objects with answer schemas, handlers named after and bound to them, typed web calls', () => {
    const routes = contentOf('shared/src/routes/genprobe.routes.ts');
    const defined = [...routes.matchAll(/^export const (\w+) = defineRoute\(\{ id: '(\w+)', method: '(\w+)'.*, response: (.+) \}\);$/gm)];
    expect(defined.map(([, name, id, method, response]) => [name, id, method, response])).toEqual([
      ['GenProbePage', 'GenProbePage', 'GET', 'pageOf(genprobeSchemas.genProbeRecord)'],
      ['GenProbeInfo', 'GenProbeInfo', 'GET', 'genprobeSchemas.genProbeRecord'],
      ['GenProbeAdd', 'GenProbeAdd', 'POST', 'genprobeSchemas.genProbeRecord'],
      ['GenProbeUpdate', 'GenProbeUpdate', 'PUT', 'genprobeSchemas.genProbeRecord'],
      ['GenProbeDelete', 'GenProbeDelete', 'DELETE', 'noData'],
    ]);
    // The export, as ConfigExport: the search as its query, a file for an answer, an operation-log row.
    expect(routes).toContain(
      `export const GenProbeExport = defineRoute({ id: 'GenProbeExport', method: 'GET', path: '/upms/system/genprobe/export', access: PERMISSIONS.genprobe.export, summary: ${JSON.stringify(`Probe ${TRICKY}: records matching the search as xlsx`)}, query: genprobeSchemas.genProbeSearch, file: true, log: { module: 'genprobe', type: 'export' } });`,
    );
    expect(routes).toContain('export const GENPROBE_ROUTES = [GenProbePage, GenProbeInfo, GenProbeAdd, GenProbeUpdate, GenProbeDelete, GenProbeExport] as const;');
    expect(generated.registry.find((e) => e.path === 'shared/src/permissions/permissions.ts')?.insert).toContain("export: 'system:genprobe:export'");
    expect(contentOf('functions/src/seed/menus/genprobe.menus.ts')).toContain("perms: PERMISSIONS.genprobe.export");
    // Its words: every language, the sheet name one a workbook accepts (the hostile label loses : \\ / ? * [ ]).
    const words = contentOf('shared/src/i18n/genprobe-export-labels.ts');
    expect(words).toMatch(/^export const GENPROBE_EXPORT = labels\(/m);
    const sheet = /sheet: ("(?:[^"\\]|\\.)*")/.exec(words)?.[1];
    expect(JSON.parse(sheet!)).not.toMatch(/[:\\/?*[\]]/);
    expect(JSON.parse(sheet!).length).toBeLessThanOrEqual(31);
    expect(contentOf('functions/src/domain/genprobe/genprobe-export.ts')).toMatch(/return xlsxFile\('genprobe', \{/);
    expect(contentOf('shared/src/schemas/genprobe.ts')).toMatch(/^export const genProbeRecord = z\.object\(/m);

    // Handler files: `<method>-<kebab id>.ts` in the module's folder, nothing else under functions/src/routes.
    const handlers = generated.files.filter((f) => f.path.startsWith('functions/src/routes/'));
    const expected = { GenProbePage: 'get-gen-probe-page', GenProbeInfo: 'get-gen-probe-info', GenProbeAdd: 'post-gen-probe-add', GenProbeUpdate: 'put-gen-probe-update', GenProbeDelete: 'delete-gen-probe-delete', GenProbeExport: 'get-gen-probe-export' };
    expect(handlers.map((f) => f.path).sort()).toEqual(Object.values(expected).map((file) => `functions/src/routes/system/genprobe/${file}.ts`).sort());
    for (const [id, file] of Object.entries(expected)) {
      const handler = contentOf(`functions/src/routes/system/genprobe/${file}.ts`);
      expect(handler).toContain(`import { ${id} } from '@aed/shared/routes/genprobe.routes';`);
      expect(handler).toContain(`export const handler = defineHandler(${id}, `);
    }

    // Route table wiring: import, handler folder, ROUTES spread.
    expect(generated.registry.filter((e) => e.path === 'functions/src/routes/route-table.ts').map((e) => e.insert)).toEqual([
      "import { GENPROBE_ROUTES } from '@aed/shared/routes/genprobe.routes';\n",
      "  ['system/genprobe', GENPROBE_ROUTES],\n",
      '...GENPROBE_ROUTES, ',
    ]);

    // Web calls go through the route objects: no path, no cast, no deprecated client.
    const webApi = generated.files.filter((f) => f.path.startsWith('web/src/features/genprobe/api/'));
    expect(webApi.length).toBeGreaterThan(0);
    for (const f of webApi) {
      expect(f.content, f.path).not.toMatch(/['"`]\/upms/);
      expect(f.content, f.path).not.toMatch(/\bas (?!const\b)/);
      expect(f.content, f.path).not.toMatch(/<unknown>|legacyApi|apiRequest/);
    }
    const calls = webApi.flatMap((f) => [...f.content.matchAll(/\bapi\((\w+), /g)].map((m) => m[1])).sort();
    expect(calls).toEqual(['GenProbeAdd', 'GenProbeDelete', 'GenProbeInfo', 'GenProbePage', 'GenProbeUpdate']);
    // The export downloads through its route object, with the applied search.
    expect(webApi.flatMap((f) => [...f.content.matchAll(/\bdownload\((\w+), \{ query: search \}\)/g)].map((m) => m[1]))).toEqual(['GenProbeExport']);
    // One queryOptions factory per query, and the hook reads through it.
    for (const query of ['get-genprobe-page.ts', 'get-genprobe-info.ts']) {
      const text = contentOf(`web/src/features/genprobe/api/${query}`);
      expect(text.match(/\bqueryOptions\(/g), query).toHaveLength(1);
      expect(text, query).toMatch(/^export const genProbe(Page|Info)Options = /m);
      expect(text, query).toMatch(/useQuery\(\{? ?(\.\.\.)?genProbe(Page|Info)Options\(/);
    }
  });

  it('emits the list screen and dialog pattern of the screens (config, role, job)', () => {
    const web = (m: string, file: string) => contentOf(`web/src/features/${m}/components/${m}-${file}.tsx`);
    for (const m of ['genprobe', 'genmini']) {
      const page = web(m, 'page');
      const table = web(m, 'table');
      const dialog = web(m, 'form-dialog');
      // The list: shared toolbar, table, load error, selection, confirmation flow; state in the URL (decision 0039),
      // paged by number as the page route answers (pageOf).
      expect(contentOf(`shared/src/routes/${m}.routes.ts`)).toMatch(/response: pageOf\(/);
      for (const piece of ['ListToolbar', 'ToolbarButton', 'ExportButton', 'ListLoadError', 'useRowSelection', 'useConfirmAction', 'ConfirmDialog', 'usePageNumbers', 'ListPagination']) expect(page, `${m} page: ${piece}`).toContain(piece);
      // The export button of the list screens (config, post): by permission, the applied search, a failure as a toast.
      expect(page).toMatch(new RegExp(`<ExportButton permission=\\{PERMISSIONS\\.${m}\\.export\\} testId="${m}-export" label=\\{t\\('toolbar\\.export'\\)\\} exporter=\\{exporter\\} search=\\{(search|NO_SEARCH)\\} errorText=`));
      expect(page).not.toMatch(/useCursorPaging|CursorPagination/);
      for (const kind of ['add', 'edit', 'delete']) expect(page).toMatch(new RegExp(`<ToolbarButton\\s+kind="${kind}"\\s+permission=\\{PERMISSIONS\\.${m}\\.`));
      // Delete names the record when one is deleted, counts several.
      expect(page).toMatch(/remover\.target\.length === 1 \? t\('delete\.messageOne', \{ name: [^}]*remover\.target\[0\]\.\w+\)? \}\) : t\('delete\.messageMany', \{ count: remover\.target\.length \}\)/);
      // No hand-made list state or table.
      for (const f of [page, table]) {
        expect(f).not.toMatch(/Table\.Root|Table\.ScrollArea|Table\.Header|<Alert\./);
        expect(f).not.toMatch(/useState<(SearchForm|number|\w+Search)\b|useState\(1\)|useState\(10\)/);
      }
      expect(table).toMatch(/<ListTable\b/);
      expect(table).toMatch(/from '\.\.\/\.\.\/\.\.\/components\/list\/cells'/);
      expect(table).toContain('<DateTimeCell value={row.createTime} />');
      for (const kind of ['edit', 'delete']) expect(table).toMatch(new RegExp(`<RowActionButton kind="${kind}" permission=\\{PERMISSIONS\\.${m}\\.`));
      // The dialog: useZodForm and the shared form dialog pieces; no form state of its own.
      for (const piece of ['useZodForm<FormValues>', 'FormDialogShell', 'FormDialogLoading', 'FormDialogForm', 'fieldOf: FIELD_OF_ERROR', 'save(add', 'save(update']) expect(dialog, `${m} dialog: ${piece}`).toContain(piece);
      expect(dialog).toMatch(/\{field\(\s+'\w+',/);
      expect(dialog).not.toMatch(/useState|issuesToErrors|saveOutcome|<Dialog\.|safeParse/);
      // Imports stay inside the feature or come from the shared folders (lint: a feature imports no other feature).
      for (const [name, text] of [['page', page], ['table', table], ['dialog', dialog]] as const) {
        const relative = [...text.matchAll(/from '(\.[^']*)'/g)].map((x) => x[1]);
        for (const path of relative) expect(path, `${m} ${name}`).toMatch(/^(\.\.\/\.\.\/\.\.\/(components|lib|api)\/|\.\.\/api\/|\.\/)/);
      }
    }
    // The sample has query fields: its search bar is the shared one, its state useListSearch; the minimal has none.
    const page = web('genprobe', 'page');
    for (const piece of ['<SearchBar', '<SearchTextField', '<SearchSelectField', 'useListSearch<SearchForm, GenProbeSearch>', 'parse: parseWith(genProbeSearch)']) expect(page).toContain(piece);
    expect(page).toContain("t('delete.messageOne', { name: remover.target[0].serialNo })");
    expect(web('genmini', 'page')).not.toMatch(/SearchBar|useListSearch/);
    expect(web('genmini', 'page')).toContain("t('delete.messageOne', { name: String(remover.target[0].genminiId) })");
    // A required day left empty says so (the date field gives a whole day or nothing).
    expect(web('genprobe', 'form-dialog')).toContain('issueMessage,');
  });

  it('has a locale key for every text the generated web code asks for, in every language', () => {
    const flat = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? flat(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    for (const m of ['genprobe', 'genmini']) {
      const used = new Set(
        modules
          .flatMap((x) => x.files)
          .filter((f) => f.path.startsWith(`web/src/features/${m}/components/`))
          .flatMap((f) => [...f.content.matchAll(/\bt\('([\w.]+)'/g)].map((x) => x[1])),
      );
      expect(used).toContain('delete.messageOne');
      expect(used).toContain('delete.messageMany');
      for (const lng of LANGUAGES) {
        const keys = flat(JSON.parse(contentOf(`web/src/locales/${lng}/${m}.json`)));
        expect([...used].filter((k) => !keys.includes(k)), `${m} ${lng}`).toEqual([]);
      }
    }
  });

  it('writes locale files with the same keys in every language, labels falling back to English', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    const read = (lng: string, ns: string) => JSON.parse(generated.files.find((f) => f.path === `web/src/locales/${lng}/${ns}.json`)!.content);
    const en = read('en', 'genprobe');
    expect(en.fields.serialNo).toBe(`Serial ${TRICKY}`);
    for (const lng of LANGUAGES) {
      expect(keys(read(lng, 'genprobe')).sort()).toEqual(keys(en).sort());
      expect(Object.keys(read(lng, 'errors.genprobe').genprobe).sort()).toEqual(['notFound', 'tooMany']);
    }
    expect(read('fr', 'genprobe').title).toBe('Sonde');
    expect(read('zh-TW', 'genprobe').title).toBe(en.title);
    expect(read('zh-CN', 'genprobe').fields.model).toBe('型号');
  });

  it('typechecks (tsc --noEmit) with the repository configs, server and web', async () => {
    const [server, web] = await Promise.all([
      exec(TSC, ['-p', 'tsconfig.functions.json', '--noEmit', '--pretty', 'false']),
      exec(TSC, ['-p', 'tsconfig.web.json', '--noEmit', '--pretty', 'false']),
    ]);
    for (const result of [server, web]) {
      const { ours, others } = diagnostics(result.output);
      expect(ours).toEqual([]);
      // Files other engineers are still editing may not compile at this moment; the generated ones must.
      if (others.length) console.warn(`tsc: ${others.length} errors in files the generator did not touch:\n${others.slice(0, 10).join('\n')}`);
      else expect(result.status, result.output).toBe(0);
    }
  }, 600_000);

  it('would see a type error or a lint violation (control)', async () => {
    const probe = 'functions/src/gen-control-probe.ts';
    writeFileSync(
      join(ROOT, probe),
      "import { z } from 'zod';\nimport type { GenProbeRecord } from '@aed/shared/schemas/genprobe';\n\nexport const wrong: Pick<GenProbeRecord, 'serialNo'> = { serialNo: 1 };\nexport const schema = z.string();\n",
    );
    tsconfig('tsconfig.control.json', [probe], {});
    const typed = await exec(TSC, ['-p', 'tsconfig.control.json', '--noEmit', '--pretty', 'false']);
    expect(typed.output).toMatch(/gen-control-probe\.ts\(4,\d+\): error TS2322/);
    expect(typed.output).not.toMatch(/TS2307/); // the generated schema resolved through the path alias
    const linted = await exec(ESLINT, [probe]);
    expect(linted.status).toBe(1);
    expect(linted.output).toContain('no-restricted-syntax');
    rmSync(join(ROOT, probe));
  }, 120_000);

  it('passes the route table test with the module wired in: each handler binds its own route, none is left out', async () => {
    // The repository's own test, run on the copy; @aed/shared resolves to the copy's shared sources.
    mkdirSync(dirname(join(ROOT, ROUTE_TABLE_TEST)), { recursive: true });
    cpSync(join(REPO, ROUTE_TABLE_TEST), join(ROOT, ROUTE_TABLE_TEST));
    writeFileSync(
      join(ROOT, 'vitest.route-table.mjs'),
      `import { defineConfig } from 'vitest/config';
export default defineConfig({
  root: ${JSON.stringify(join(ROOT, 'functions'))},
  resolve: { alias: [{ find: /^@aed\\/shared\\/(.*)$/, replacement: ${JSON.stringify(join(ROOT, 'shared', 'src'))} + '/$1' }] },
  test: { include: [${JSON.stringify(ROUTE_TABLE_TEST.replace(/^functions\//, ''))}], testTimeout: 600000, env: { TABLE_NAME: 'gen-check', AWS_REGION: 'us-east-1', DYNAMODB_ENDPOINT: 'http://127.0.0.1:9', LOG_LEVEL: 'silent' } },
});
`,
    );
    // A clean environment: the child is a vitest run of its own, not a worker of this one (and plain text output).
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && !['NODE_OPTIONS', 'FORCE_COLOR'].includes(k)));
    const result = await exec(VITEST, ['run', '--config', 'vitest.route-table.mjs', '--reporter', 'verbose'], { ...env, NODE_ENV: 'test', NO_COLOR: '1' });
    expect(result.output).toMatch(/✓ .*binds each handler file to the very route object/);
    expect(result.output).toMatch(/✓ .*keeps every handler file in the table/);
    expect(result.status, result.output).toBe(0);
  }, 600_000);

  it("passes its own page test: vitest with jsdom, the web project's set-up (list, permissions, export, delete, a required field)", async () => {
    const tests = codeFiles.filter((p) => /^web\/.*\.test\.tsx$/.test(p));
    expect(tests).toEqual(['web/src/features/genprobe/components/genprobe-page.test.tsx', 'web/src/features/genmini/components/genmini-page.test.tsx']);
    // The web project's own configuration (web/vitest.config.ts) on the copy; @aed/shared resolves to the copy's sources.
    writeFileSync(
      join(ROOT, 'vitest.web.mjs'),
      `import { defineConfig } from 'vitest/config';
import { localePartModulesPlugin } from ${JSON.stringify(join(REPO, 'web', 'build', 'locale-part-modules.ts'))};
export default defineConfig({
  root: ${JSON.stringify(join(ROOT, 'web'))},
  plugins: [localePartModulesPlugin()],
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: [{ find: /^@aed\\/shared\\/(.*)$/, replacement: ${JSON.stringify(join(ROOT, 'shared', 'src'))} + '/$1' }] },
  test: { environment: 'jsdom', include: ${JSON.stringify(tests.map((p) => p.replace(/^web\//, '')))}, setupFiles: ['src/test/setup.ts'], isolate: false, unstubGlobals: true, testTimeout: 60000 },
});
`,
    );
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && !['NODE_OPTIONS', 'FORCE_COLOR'].includes(k)));
    const result = await exec(VITEST, ['run', '--config', 'vitest.web.mjs', '--reporter', 'verbose'], { ...env, NODE_ENV: 'test', NO_COLOR: '1' });
    for (const m of ['GenProbePage', 'GenMiniPage']) {
      for (const name of ['lists the records of the first page', 'shows each action only with its permission', 'hides the export without its permission', 'deletes the selected records after confirmation']) {
        expect(result.output).toMatch(new RegExp(`✓ .*${m} \\(generated\\) > ${name}`));
      }
    }
    expect(result.output).toMatch(/✓ .*GenProbePage \(generated\) > exports the applied search as xlsx/);
    expect(result.output).toMatch(/✓ .*GenMiniPage \(generated\) > exports every record as xlsx/);
    expect(result.output).toMatch(/✓ .*GenProbePage \(generated\) > refuses to add a record without its required text/);
    expect(result.status, result.output).toBe(0);
  }, 600_000);

  it('passes the repository lint rules', async () => {
    expect(existsSync(join(ROOT, 'eslint.config.mjs'))).toBe(true);
    const result = await exec(ESLINT, ['--max-warnings', '0', ...codeFiles, ...editedFiles]);
    expect(result.output.trim()).toBe('');
    expect(result.status).toBe(0);
  }, 300_000);
});
