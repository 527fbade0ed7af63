/**
 * (a) What each Lambda handler carries in the one handler build (decision 0034): its entry plus every chunk it imports,
 * statically or dynamically (`size`: what the function may load), and the statically imported part alone (`init`:
 * what the runtime loads before the first request). Packages per handler come from the esbuild metafile.
 */
import { ROUTES, type RouteDefinition } from '../../functions/src/routes/route-table';
import { entryClosure, handlerEntries, routeEntryName, type HandlerBuild } from '../../infra/src/bundle/handler-build';
import { kb, median, pad, padL, type Verdict } from './report';

/** The target: every handler at most 600 KB (the floor is ElectroDB plus the DynamoDB client). */
const MAX_HANDLER_BYTES = 600 * 1024;
/** Packages only routes that make or read a file may carry. */
const FILE_PACKAGES = ['exceljs', '@e965/xlsx'];

/** A route that makes or reads a file: an export, an import template, an import or its next batch. */
const makesOrReadsFiles = (route: RouteDefinition) => Boolean(route.file) || /Import/.test(route.id);

interface HandlerRow {
  name: string;
  routeId?: string;
  bytes: number;
  initBytes: number;
  packages: Map<string, number>;
  filesAllowed: boolean;
}

function rowsOf(build: HandlerBuild): HandlerRow[] {
  const routeOf = new Map(ROUTES.map((route) => [routeEntryName(route), route]));
  return handlerEntries().map(({ name }) => {
    const files = entryClosure(build, name);
    const size = (list: string[]) => list.reduce((n, file) => n + build.files.get(file)!.byteLength, 0);
    const packages = new Map<string, number>();
    for (const file of files) for (const [pkg, n] of Object.entries(build.inputs.get(file)!)) packages.set(pkg, (packages.get(pkg) ?? 0) + n);
    const route = routeOf.get(name);
    return {
      name,
      routeId: route?.id,
      bytes: size(files),
      initBytes: size(entryClosure(build, name, { dynamic: false })),
      packages,
      // the seed writes no file, the other non-route handlers neither
      filesAllowed: route ? makesOrReadsFiles(route) : false,
    };
  });
}

export function handlerSizes(build: HandlerBuild): Verdict[] {
  const rows = rowsOf(build).sort((a, b) => a.name.localeCompare(b.name));
  let code = 0;
  let maps = 0;
  for (const [name, contents] of build.files) {
    if (name.endsWith('.map')) maps += contents.byteLength;
    else code += contents.byteLength;
  }
  console.log(`\n(a) Lambda handlers: one esbuild build of ${rows.length} entries with code splitting (${(build.buildMs / 1000).toFixed(1)} s), asset ${kb(code)} of code + ${kb(maps)} of source maps\n`);
  // Packages every handler carries are listed once; each row lists only what it carries beyond them.
  const base = [...rows[0].packages.keys()].filter((pkg) => pkg !== 'app' && rows.every((row) => row.packages.has(pkg)));
  const baseBytes = (row: HandlerRow) => base.reduce((n, pkg) => n + (row.packages.get(pkg) ?? 0), 0);
  console.log(`  every handler carries: ${base.join(', ')} (${kb(median(rows.map(baseBytes)))} median)\n`);
  const width = Math.max(...rows.map((r) => r.name.length)) + 2;
  console.log(`  ${pad('handler', width)}${padL('size', 10)}${padL('init', 10)}${padL('own code', 10)}   other packages (KB)`);
  for (const row of rows) {
    const extra = [...row.packages].filter(([pkg]) => pkg !== 'app' && !base.includes(pkg)).sort((a, b) => b[1] - a[1]);
    const flags = [row.bytes > MAX_HANDLER_BYTES ? 'OVER 600 KB' : '', !row.filesAllowed && extra.some(([pkg]) => FILE_PACKAGES.includes(pkg)) ? 'FILE PACKAGE ON A NON-FILE ROUTE' : '']
      .filter(Boolean)
      .map((flag) => `  <-- ${flag}`)
      .join('');
    const listed = extra.map(([pkg, n]) => `${pkg} ${(n / 1024).toFixed(0)}`).join(', ');
    console.log(`  ${pad(row.name, width)}${padL(kb(row.bytes), 10)}${padL(kb(row.initBytes), 10)}${padL(kb(row.packages.get('app') ?? 0), 10)}   ${listed}${flags}`);
  }
  const sizes = rows.map((row) => row.bytes);
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const over = rows.filter((row) => row.bytes > MAX_HANDLER_BYTES);
  console.log(
    `\n  size: median ${kb(median(sizes))}, max ${kb(largest.bytes)} (${largest.name}), ${over.length} of ${rows.length} over 600 KB; init: median ${kb(median(rows.map((r) => r.initBytes)))}, max ${kb(Math.max(...rows.map((r) => r.initBytes)))}`,
  );
  const misplaced = rows.filter((row) => !row.filesAllowed && FILE_PACKAGES.some((pkg) => row.packages.has(pkg)));
  return [
    { target: 'every handler at most 600 KB', pass: over.length === 0, detail: `${over.length} of ${rows.length} over; median ${kb(median(sizes))}, max ${kb(largest.bytes)}` },
    {
      target: 'exceljs / xlsx only on export and import routes',
      pass: misplaced.length === 0,
      detail: misplaced.length ? misplaced.map((row) => row.name).join(', ') : `${rows.filter((row) => row.packages.has('exceljs')).length} file routes carry exceljs, no other handler`,
    },
  ];
}
