import * as fs from 'node:fs';
import * as path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The second pass of the handler build (decision 0034, "Fewer files per handler"). Code splitting over 206 entries
 * leaves each handler importing 20 to 30 small chunks of our own code (a few KB each), and Node pays for every file
 * it resolves, reads, compiles and links on a cold start. This pass bundles each entry again with its small chunks
 * inlined, so a handler loads its entry and the few large shared chunks (ElectroDB, zod and the SDK clients).
 *
 * A chunk stays a file of its own for an entry when it is large, when a dynamic import reaches it (it is loaded
 * later, by path), when it holds svg-captcha (its fonts are found next to it; such an entry is not merged either),
 * or when another chunk the entry loads as a file imports it: a module is then never both inlined and loaded from
 * its file, so no module's state exists twice.
 * A Lambda runs one entry, so the same small chunk inlined into many entries is never loaded twice in a process.
 * Bundled for one entry, a chunk loses what that entry does not use: the first pass is not minified so that the pure
 * annotations of the shared definitions (pure-definitions.ts) reach this one, which minifies every output.
 */

/** Chunks at least this large stay shared: the vendor code every handler loads, built and shipped once. */
export const SHARED_CHUNK_MIN_BYTES = 48 * 1024;

export interface SplitBuild {
  /** Every output file by its path in the asset. */
  files: Map<string, Uint8Array>;
  /** Entry name -> its output path in the asset. */
  entryOutputs: Map<string, string>;
  /** Output path -> the outputs it imports. */
  imports: Map<string, { path: string; dynamic: boolean }[]>;
  /** Output path -> bytes per package printed in it. */
  inputs: Map<string, Record<string, number>>;
  /** Output path -> the source modules printed in it. */
  modules: Map<string, string[]>;
}

const isChunk = (file: string) => !file.endsWith('.map') && file.endsWith('.mjs');

/** The outputs `file` loads, transitively: static imports, and dynamic ones too when `dynamic`. */
function closure(build: SplitBuild, file: string, dynamic: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of build.imports.get(file) ?? []) if (dynamic || !imported.dynamic) closure(build, imported.path, dynamic, seen);
  return seen;
}

/**
 * The chunks an entry inlines: its static closure short of the chunks it must load as files (see above), which are
 * closed under their own imports within what the entry loads.
 */
export function inlinedChunks(build: SplitBuild, entryFile: string, keepShared: (file: string) => boolean): string[] {
  const loads = closure(build, entryFile, true);
  const shared = new Set<string>();
  const share = (file: string) => {
    if (shared.has(file) || file === entryFile) return;
    shared.add(file);
    for (const imported of build.imports.get(file) ?? []) share(imported.path);
  };
  for (const file of loads) {
    for (const imported of build.imports.get(file) ?? []) if (imported.dynamic) share(imported.path);
    if (file !== entryFile && (build.files.get(file)!.byteLength >= SHARED_CHUNK_MIN_BYTES || keepShared(file))) share(file);
  }
  return [...closure(build, entryFile, false)].filter((file) => file !== entryFile && !shared.has(file));
}

const relativeSpecifier = (fromFile: string, toFile: string) => {
  const rel = path.posix.relative(path.posix.dirname(fromFile), toFile);
  return rel.startsWith('.') ? rel : `./${rel}`;
};

/**
 * The second pass: merges each entry with its small chunks (tree-shaken for that entry alone: the pure-annotated
 * definitions it does not use are dropped) and minifies every output. `workDir` is a folder beside the one the split
 * build was made for (its source maps name their sources relative to it); `banner` is the line every output starts
 * with. Returns the build with its final files, maps, imports and packages per output, without the chunks no output
 * loads any more.
 */
export function mergeEntryChunks(build: SplitBuild, workDir: string, banner: string, keepShared: (file: string) => boolean): SplitBuild {
  const entryFiles = new Set(build.entryOutputs.values());
  // An entry that must stay as it is (it holds svg-captcha, whose shim finds the fonts from the file) is not merged.
  const plans = [...entryFiles]
    .filter((entryFile) => !keepShared(entryFile))
    .map((entryFile) => ({ entryFile, inlined: inlinedChunks(build, entryFile, keepShared) }))
    .filter((plan) => plan.inlined.length > 0);

  // The split outputs on disk where their maps expect them, each without its banner line (the merged file gets one).
  fs.rmSync(workDir, { recursive: true, force: true });
  for (const [name, contents] of build.files) {
    const target = path.join(workDir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const text = isChunk(name) ? Buffer.from(contents).toString('utf8') : undefined;
    fs.writeFileSync(target, text?.startsWith(`${banner}\n`) ? `\n${text.slice(banner.length + 1)}` : contents);
  }
  const chunkByName = new Map([...build.files.keys()].filter(isChunk).map((file) => [path.posix.basename(file), file] as const));
  const pass = (entryPoints: string[], external: string[]) =>
    esbuild.buildSync({
      entryPoints: entryPoints.map((file) => ({ in: path.join(workDir, file), out: file.replace(/\.mjs$/, '') })),
      absWorkingDir: workDir,
      outdir: workDir,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      outExtension: { '.js': '.mjs' },
      minify: true,
      sourcemap: 'linked',
      sourcesContent: false,
      banner: { js: banner },
      // What stays a file keeps its place: import paths are rewritten below for the importing file's folder.
      external: external.map((file) => `*/${path.posix.basename(file)}`),
      legalComments: 'none',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
  // Each merged entry is bundled on its own: what it loads as files differs from one entry to the next.
  const mergedResults = plans.map(({ entryFile, inlined }) => {
    const inline = new Set(inlined);
    return pass([entryFile], [...chunkByName.values()].filter((file) => !inline.has(file) && file !== entryFile));
  });
  // What is still loaded as a file (the other entries and the chunks someone loads), minified as it is.
  const mergedEntries = new Set(plans.map((plan) => plan.entryFile));
  const inlinedBy = new Map(plans.map((plan) => [plan.entryFile, new Set(plan.inlined)]));
  const stillFiles = new Set<string>();
  for (const entryFile of entryFiles) {
    const inlined = inlinedBy.get(entryFile);
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      // an inlined chunk is no file of its own, but what it imports (a dynamic import's target) may be
      if (!inlined?.has(file)) stillFiles.add(file);
      for (const imported of build.imports.get(file) ?? []) visit(imported.path);
    };
    visit(entryFile);
  }
  const restResult = pass([...stillFiles].filter((file) => !mergedEntries.has(file)), [...chunkByName.values()]);
  fs.rmSync(workDir, { recursive: true, force: true });

  const files = new Map([...build.files].filter(([name]) => !isChunk(name.replace(/\.map$/, ''))));
  const imports = new Map<string, { path: string; dynamic: boolean }[]>();
  const inputs = new Map<string, Record<string, number>>();
  const modules = new Map<string, string[]>();
  const specifier = /(["'])(?:\.{1,2}\/)(?:[\w.-]+\/)*([\w.-]+\.mjs)\1/g;
  for (const result of [...mergedResults, restResult]) {
    for (const output of result.outputFiles) {
      const name = path.relative(workDir, output.path).split(path.sep).join('/');
      if (name.endsWith('.map')) {
        files.set(name, output.contents);
        continue;
      }
      const code = output.text.replace(specifier, (whole, quote: string, base: string) => {
        const target = chunkByName.get(base);
        return target ? `${quote}${relativeSpecifier(name, target)}${quote}` : whole;
      });
      files.set(name, Buffer.from(code));
      imports.set(
        name,
        result.metafile.outputs[name].imports
          .filter((imported) => imported.external && chunkByName.has(path.posix.basename(imported.path)))
          .map((imported) => ({ path: chunkByName.get(path.posix.basename(imported.path))!, dynamic: imported.kind === 'dynamic-import' }))
          .filter((imported, i, all) => all.findIndex((other) => other.path === imported.path && other.dynamic === imported.dynamic) === i),
      );
      // Packages per output, from the first pass (unminified bytes: a measure of what is in it, not of its size).
      const bytes: Record<string, number> = {};
      for (const file of [name, ...(inlinedBy.get(name) ?? [])]) for (const [pkg, n] of Object.entries(build.inputs.get(file) ?? {})) bytes[pkg] = (bytes[pkg] ?? 0) + n;
      inputs.set(name, bytes);
      modules.set(name, [...new Set([name, ...(inlinedBy.get(name) ?? [])].flatMap((file) => build.modules.get(file) ?? []))]);
    }
  }
  return { ...build, files, imports, inputs, modules };
}
