/**
 * (a) What each Lambda handler carries in the one handler build (decision 0034): its entry plus every chunk it imports,
 * statically or dynamically (`size`: what the function may load), and the statically imported part alone (`init`:
 * what the runtime loads before the first request). Packages per handler come from the esbuild metafile.
 */
import { ROUTES, type RouteDefinition } from '../../functions/src/routes/route-table';
import { entryClosure, handlerEntries, routeEntryName, type HandlerBuild } from '../../infra/src/bundle/handler-build';
import type { MandatedFloor } from './mandated-floor';
import { kb, median, pad, padL, type Verdict } from './report';

/**
 * Size targets, stated over the mandated floor (mandated-floor.ts; decision 0034): the 600 KB is below what
 * ElectroDB and the DynamoDB client weigh on their own. What a handler adds to the floor: at most 150 KB at the median,
 * at most 350 KB for any handler but those whose route itself needs a heavy package (HEAVY_ROUTE_PACKAGES).
 */
const MEDIAN_OVER_FLOOR_BYTES = 150 * 1024;
const MAX_OVER_FLOOR_BYTES = 350 * 1024;
/** Packages only routes that make or read a file may carry. */
const FILE_PACKAGES = ['exceljs', '@e965/xlsx'];
/**
 * Heavy packages a route needs for its own work, exempt from the per-handler bound: files, HTML a user writes, and
 * images in the blob store (the S3 client: avatars, organization logos and seals, and the organization delete that
 * removes them; infra/test/bundling.test.ts holds that list).
 */
const HEAVY_ROUTE_PACKAGES = [...FILE_PACKAGES, 'sanitize-html', '@aws-sdk/client-s3'];

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

export function handlerSizes(build: HandlerBuild, floor: MandatedFloor): Verdict[] {
  const rows = rowsOf(build).sort((a, b) => a.name.localeCompare(b.name));
  let code = 0;
  let maps = 0;
  for (const [name, contents] of build.files) {
    if (name.endsWith('.map')) maps += contents.byteLength;
    else code += contents.byteLength;
  }
  console.log(`\n(a) Lambda handlers: ${rows.length} entries built with code splitting in two groups (${[...build.groups.values()].filter((g) => g === 'data').length} reach only DynamoDB, the rest other AWS services too) (${(build.buildMs / 1000).toFixed(1)} s), asset ${kb(code)} of code + ${kb(maps)} of source maps\n`);
  // Packages every handler carries are listed once; each row lists only what it carries beyond them.
  const base = [...rows[0].packages.keys()].filter((pkg) => pkg !== 'app' && rows.every((row) => row.packages.has(pkg)));
  const baseBytes = (row: HandlerRow) => base.reduce((n, pkg) => n + (row.packages.get(pkg) ?? 0), 0);
  console.log(`  every handler carries: ${base.join(', ')} (${kb(median(rows.map(baseBytes)))} median)`);
  console.log(`  mandated floor (DynamoDB client + document client + ElectroDB + zod, nothing of ours): ${kb(floor.bytes)}, ${kb(floor.dataPathBytes)} without zod\n`);
  const overFloor = (row: HandlerRow) => row.bytes - floor.bytes;
  const bounded = (row: HandlerRow) => !HEAVY_ROUTE_PACKAGES.some((pkg) => row.packages.has(pkg));
  const width = Math.max(...rows.map((r) => r.name.length)) + 2;
  console.log(`  ${pad('handler', width)}${pad('group', 10)}${padL('size', 10)}${padL('init', 10)}${padL('own code', 10)}   other packages (KB)`);
  for (const row of rows) {
    const extra = [...row.packages].filter(([pkg]) => pkg !== 'app' && !base.includes(pkg)).sort((a, b) => b[1] - a[1]);
    const flags = [bounded(row) && overFloor(row) > MAX_OVER_FLOOR_BYTES ? `OVER FLOOR + ${kb(MAX_OVER_FLOOR_BYTES)}` : '', !row.filesAllowed && extra.some(([pkg]) => FILE_PACKAGES.includes(pkg)) ? 'FILE PACKAGE ON A NON-FILE ROUTE' : '']
      .filter(Boolean)
      .map((flag) => `  <-- ${flag}`)
      .join('');
    const listed = extra.map(([pkg, n]) => `${pkg} ${(n / 1024).toFixed(0)}`).join(', ');
    console.log(`  ${pad(row.name, width)}${pad(build.groups.get(row.name) ?? '', 10)}${padL(kb(row.bytes), 10)}${padL(kb(row.initBytes), 10)}${padL(kb(row.packages.get('app') ?? 0), 10)}   ${listed}${flags}`);
  }
  const sizes = rows.map((row) => row.bytes);
  const largest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const over = rows.filter((row) => bounded(row) && overFloor(row) > MAX_OVER_FLOOR_BYTES);
  const medianOver = median(rows.map(overFloor));
  const boundedRows = rows.filter(bounded);
  const largestBounded = boundedRows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `\n  size: median ${kb(median(sizes))} (floor + ${kb(medianOver)}), max ${kb(largest.bytes)} (${largest.name}); init: median ${kb(median(rows.map((r) => r.initBytes)))}, max ${kb(Math.max(...rows.map((r) => r.initBytes)))}`,
  );
  const misplaced = rows.filter((row) => !row.filesAllowed && FILE_PACKAGES.some((pkg) => row.packages.has(pkg)));
  return [
    { target: `median handler at most floor + ${kb(MEDIAN_OVER_FLOOR_BYTES)}`, pass: medianOver <= MEDIAN_OVER_FLOOR_BYTES, detail: `floor ${kb(floor.bytes)} + ${kb(medianOver)} (median ${kb(median(sizes))})` },
    {
      target: `every handler at most floor + ${kb(MAX_OVER_FLOOR_BYTES)} (file, notice-write and image-store routes apart)`,
      pass: over.length === 0,
      detail: over.length ? `${over.length} over: ${over.map((row) => row.name).join(', ')}` : `largest ${largestBounded.name}: floor + ${kb(overFloor(largestBounded))}`,
    },
    {
      target: 'exceljs / xlsx only on export and import routes',
      pass: misplaced.length === 0,
      detail: misplaced.length ? misplaced.map((row) => row.name).join(', ') : `${rows.filter((row) => row.packages.has('exceljs')).length} file routes carry exceljs, no other handler`,
    },
  ];
}
