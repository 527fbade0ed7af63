/**
 * (g) Report PDFs (docs/decisions/0056): the PDF function's asset as it would deploy (its entry's closure of the one
 * handler build, the packed browser, the CJK font) and the time to render a one-page and a ten-page inspection
 * report, cold (a fresh sandbox: unpacking the browser, launching it) and warm (the browser reused), with the packed
 * `@sparticuz/chromium` run as in Lambda and with this machine's Chromium. Each run is a child process, as a sandbox is.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import type { HandlerBuild } from '../../infra/src/bundle/handler-build';
import { CHECKLIST_ITEMS } from '../../shared/src/schemas/work-order';
import { kb, median, ms, pad, padL, type Verdict } from './report';

/** The target: a warm render under 1.5 s in Lambda (measured here with the same packed browser). */
const WARM_TARGET_MS = 1500;
const WARM_RUNS = 5;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** A report of the demo's kind; `photos` photos make it long (a page holds about fifteen). */
async function reportPage(photos: number) {
  const { reportPdfHtml } = await import('../../functions/src/domain/report/report-pdf-html');
  return reportPdfHtml({
    language: 'zh-CN',
    timeZone: 'Asia/Shanghai',
    title: '',
    organization: { name: '示范代理商', logoKey: 'bench/logo', sealKey: 'bench/seal' },
    report: { code: 'RP20261129000001', name: '年度维护', createTime: new Date().toISOString(), qualified: true, auditOpinion: '', signer: '王工', signTime: new Date().toISOString() },
    device: { serialNumber: 'SN-BENCH-1', model: 'Aivia 200', manufacturer: 'Aivia', location: '大厅 B' },
    order: { orderNo: 'WO20261129000001', processDate: '2026-11-29', handler: '李明', handlingResult: '更换电极片', nextMaintenanceDate: '2027-11-29' },
    checklist: photos ? CHECKLIST_ITEMS.map((item) => ({ item, result: 'normal' as const, value: '' as const, note: '' })) : [],
    replaced: [{ name: '成人电极片', code: 'PAD-1', expiryDate: '2029-11-01' }],
    photoKeys: Array.from({ length: photos }, (_, i) => `bench/photo-${i % 10}`),
    signatures: { customer: 'bench/sign', engineer: 'bench/sign' },
  });
}

const CHILD = `
const [entry, requestsFile] = process.argv.slice(1);
const { handler } = await import(entry);
const requests = JSON.parse((await import('node:fs')).readFileSync(requestsFile, 'utf8'));
const out = [];
for (const { name, runs, request } of requests) {
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const answer = await handler({ ...request, key: 'bench/out/' + name.replace(/[^a-z0-9]/g, '-') });
    out.push({ name, ms: performance.now() - t, ok: answer.ok, pages: answer.pages ?? 0, bytes: answer.bytes ?? 0, reason: answer.reason });
  }
}
console.log(JSON.stringify(out));
process.exit(0);
`;

interface Run {
  name: string;
  ms: number;
  ok: boolean;
  pages: number;
  bytes: number;
  reason?: string;
}

export async function pdfRender(build: HandlerBuild): Promise<Verdict[]> {
  console.log('\n(g) Report PDFs: the PDF function\'s asset, and render times cold and warm (child processes)\n');
  const { writePdfAsset } = await import('../../infra/src/bundle/pdf-code');
  const { pngImage } = await import('../../functions/test/image-fixtures');
  const work = await mkdtemp(path.join(os.tmpdir(), 'aed-bench-pdf-'));
  try {
    const asset = path.join(work, 'asset');
    writePdfAsset(build, asset);
    const js = (await readdir(asset, { recursive: true })).filter((name) => name.endsWith('.mjs'));
    const jsBytes = js.reduce((sum, name) => sum + readFileSync(path.join(asset, name)).length, 0);
    const jsGzip = js.reduce((sum, name) => sum + gzipSync(readFileSync(path.join(asset, name))).length, 0);
    const [browserBytes, fontBytes, total] = [await folderBytes(path.join(asset, 'chromium-bin')), await folderBytes(path.join(asset, 'fonts')), await folderBytes(asset)];
    console.log(`  asset ${mb(total)} unzipped (Lambda's limit 250 MB): JavaScript ${js.length} files ${kb(jsBytes)} (${kb(jsGzip)} gzipped, source maps apart),`);
    console.log(`  packed browser ${mb(browserBytes)}, CJK font ${mb(fontBytes)}`);

    const blobs = path.join(work, 'blobs');
    const { localBlobStore } = await import('../../functions/src/data/blob-store');
    const store = localBlobStore(blobs);
    for (const [key, fill] of [['bench/logo', 20], ['bench/seal', 200], ['bench/sign', 90]] as const) await store.put(key, pngImage(120, 60, fill), 'image/png');
    for (let i = 0; i < 10; i++) await store.put(`bench/photo-${i}`, pngImage(640, 480, 20 * i), 'image/png');
    const [onePage, tenPages] = [await reportPage(0), await reportPage(115)];
    const requests = [
      { name: 'one page', runs: 1 + WARM_RUNS, request: onePage },
      { name: 'ten pages', runs: WARM_RUNS, request: tenPages },
    ];
    const requestsFile = path.join(work, 'requests.json');
    await writeFile(requestsFile, JSON.stringify(requests));

    const verdicts: Verdict[] = [];
    for (const mode of ['packed (as in Lambda)', 'machine Chromium'] as const) {
      const tmp = await mkdtemp(path.join(work, 'tmp-'));
      const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', BLOB_DIR: blobs, LOG_LEVEL: 'error', TMPDIR: tmp };
      if (mode === 'packed (as in Lambda)') Object.assign(env, { AWS_LAMBDA_FUNCTION_NAME: 'bench-pdf', LAMBDA_TASK_ROOT: asset, FONTCONFIG_PATH: path.join(tmp, 'fonts') });
      const started = performance.now();
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD, pathToFileURL(path.join(asset, 'pdf', 'pdf-handler.mjs')).href, requestsFile], { env, encoding: 'utf8', timeout: 300_000, maxBuffer: 1 << 24 });
      const wall = performance.now() - started;
      const runs = JSON.parse(output.trim().split('\n').pop()!) as Run[];
      const failed = runs.filter((r) => !r.ok);
      if (failed.length) console.log(`  ${mode}: ${failed.length} renders failed: ${failed[0].reason}`);
      console.log(`\n  ${mode} (process ${ms(wall)} in all)`);
      console.log(`  ${pad('report', 12)}${padL('pages', 7)}${padL('PDF', 12)}${padL('cold', 12)}${padL('warm median', 14)}${padL('warm max', 12)}`);
      for (const name of ['one page', 'ten pages']) {
        const of = runs.filter((r) => r.name === name);
        // the process's first render is the cold one (unpack, launch); the browser then lives on
        const warm = (name === 'one page' ? of.slice(1) : of).map((r) => r.ms);
        console.log(`  ${pad(name, 12)}${padL(String(of[0].pages), 7)}${padL(kb(of[0].bytes), 12)}${padL(name === 'one page' ? ms(of[0].ms) : '-', 12)}${padL(ms(median(warm)), 14)}${padL(ms(Math.max(...warm)), 12)}`);
      }
      if (mode === 'packed (as in Lambda)') {
        const warmOne = median(runs.filter((r) => r.name === 'one page').slice(1).map((r) => r.ms));
        verdicts.push({ target: 'report PDF warm render under 1.5 s (packed browser, this machine)', pass: !failed.length && warmOne < WARM_TARGET_MS, detail: `one page ${ms(warmOne)}` });
        verdicts.push({ target: 'PDF function asset within Lambda\'s 250 MB', pass: total < 250 * 1024 * 1024, detail: mb(total) });
      }
      await rm(tmp, { recursive: true, force: true });
    }
    return verdicts;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
