/**
 * THE generator test: a sample module (every field type, dictionary bindings, query fields, hostile labels) is
 * generated into a copy of the workspace sources with its registry edits applied, then typechecked with tsc and
 * linted with the repository's eslint config. The copy lives under node_modules/.cache (ignored by the repo's
 * lint, typecheck and test globs, so a crashed run leaves nothing that breaks them) and is removed before and after.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { generateModule } from '../../src/domain/gen/generator';
import { SAMPLE, TRICKY } from './gen-sample';

const run = promisify(execFile);
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const ROOT = join(REPO, 'node_modules', '.cache', `aed-gen-check-${process.pid}`);
const TSC = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
const ESLINT = join(REPO, 'node_modules', 'eslint', 'bin', 'eslint.js');

const generated = generateModule(SAMPLE);
const codeFiles = generated.files.map((f) => f.path).filter((p) => /\.tsx?$/.test(p));
const editedFiles = [...new Set(generated.registry.map((e) => e.path))];

/** Runs a command; a non-zero exit is an answer, not an exception. */
async function exec(file: string, args: string[]): Promise<{ status: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
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
  for (const f of generated.files) {
    mkdirSync(dirname(join(ROOT, f.path)), { recursive: true });
    writeFileSync(join(ROOT, f.path), f.content);
  }
  for (const edit of generated.registry) {
    const path = join(ROOT, edit.path);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(edit.anchor)) throw new Error(`anchor not found in ${edit.path}: ${edit.anchor}`);
    writeFileSync(path, text.replace(edit.anchor, edit.anchor + edit.insert));
  }
  const serverFiles = [...codeFiles.filter((p) => !p.startsWith('web/')), ...editedFiles.filter((p) => !p.startsWith('web/'))];
  const webFiles = [...codeFiles.filter((p) => p.startsWith('web/')), ...editedFiles.filter((p) => p.startsWith('web/'))];
  tsconfig('tsconfig.functions.json', serverFiles, {});
  tsconfig('tsconfig.web.json', webFiles, { lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', types: ['node', 'vite/client'] });
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
        'functions/src/domain/genprobe/genprobe-service.ts',
        'functions/src/routes/system/genprobe/genprobe.routes.ts',
        'functions/src/routes/system/genprobe/get-genprobe-page.ts',
        'functions/src/seed/menus/genprobe.menus.ts',
        'web/src/features/genprobe/components/genprobe-page.tsx',
        'web/src/features/genprobe/components/genprobe-form-dialog.tsx',
        'web/src/features/genprobe/api/get-genprobe-page.ts',
        'genprobe.README.md',
        ...LANGUAGES.flatMap((l) => [`web/src/locales/${l}/genprobe.json`, `web/src/locales/${l}/errors.genprobe.json`]),
      ]),
    );
    // The hostile label appears in code only JSON-escaped (inside a double-quoted literal).
    for (const f of generated.files.filter((x) => /\.tsx?$/.test(x.path))) expect(f.content, f.path).not.toContain(TRICKY);
    const routes = generated.files.find((f) => f.path.endsWith('genprobe.routes.ts'))!.content;
    expect(routes).toContain(`summary: ${JSON.stringify(`Probe ${TRICKY}: one page`)}`);
    const readme = generated.files.find((f) => f.path === 'genprobe.README.md')!.content;
    for (const e of generated.registry) expect(readme).toContain(e.insert.trim());
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

  it('passes the repository lint rules', async () => {
    expect(existsSync(join(ROOT, 'eslint.config.mjs'))).toBe(true);
    const result = await exec(ESLINT, ['--max-warnings', '0', ...codeFiles, ...editedFiles]);
    expect(result.output.trim()).toBe('');
    expect(result.status).toBe(0);
  }, 300_000);
});
