/**
 * The PDF renderer (decision 0056) with the machine's Chromium: A4 pages into the blob store, Chinese and French text
 * extractable (pdftotext), images only from the blob keys the request lists, nothing fetched from the network.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStore } from '../../src/data/blob-store';
import { closePdfBrowser } from '../../src/pdf/pdf-browser';
import { renderPdf, PdfFailedError } from '../../src/pdf/render-client';
import { pdfAssetUrl } from '../../src/pdf/render-pdf';
import { pngImage } from '../image-fixtures';

const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
const doc = (body: string) => `<!doctype html><html><head><meta charset="utf-8"><style>@page { size: A4; margin: 15mm } body { font-family: sans-serif }</style></head><body>${body}</body></html>`;

describe('PDF renderer', () => {
  let outside: Server;
  let outsideHits = 0;
  beforeAll(async () => {
    outside = createServer((_req, res) => {
      outsideHits += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await closePdfBrowser();
    outside.close();
  });

  it('stores an A4 PDF whose Chinese and French text can be extracted, with the listed images only', async () => {
    await blobStore().put('test/pdf/logo', pngImage(8, 8, 200), 'image/png');
    await blobStore().put('test/pdf/other', pngImage(8, 8, 90), 'image/png');
    const port = (outside.address() as AddressInfo).port;
    const html = doc(`
      <h1>Rapport d'inspection — 检查报告 — 檢查報告</h1>
      <p>Électrodes remplacées, échéance 2027-03-01 (Europe/Paris)</p>
      <img alt="logo" src="${pdfAssetUrl('test/pdf/logo')}">
      <img alt="unlisted" src="${pdfAssetUrl('test/pdf/other')}">
      <img alt="outside" src="http://127.0.0.1:${port}/tracker.png">
      <link rel="stylesheet" href="http://127.0.0.1:${port}/x.css">`);
    const result = await renderPdf({ html, key: 'test/pdf/report-1', assets: ['test/pdf/logo'] });
    expect(result).toMatchObject({ key: 'test/pdf/report-1', pages: 1 });
    const stored = await blobStore().get('test/pdf/report-1');
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(stored!.bytes.length).toBe(result.bytes);
    const text = textOf(stored!.bytes);
    expect(text).toContain("Rapport d'inspection");
    // a heading may wrap between two characters
    expect(text.replace(/\s+/g, '')).toContain('检查报告—檢查報告');
    expect(text).toContain('Électrodes remplacées');
    expect(outsideHits).toBe(0);
    // an image in the store is drawn only when the request lists it
    const images = async (assets: string[]) => {
      const { key } = await renderPdf({ html, key: 'test/pdf/images', assets });
      return ((await blobStore().get(key))!.bytes.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;
    };
    const [none, logo, both] = [await images([]), await images(['test/pdf/logo']), await images(['test/pdf/logo', 'test/pdf/other'])];
    expect(logo).toBeGreaterThan(none);
    expect(both).toBeGreaterThan(logo);
  }, 60_000);

  it('counts the pages of a longer document', async () => {
    const pages = Array.from({ length: 10 }, (_, i) => `<section style="break-after: page">Page ${i + 1}</section>`).join('');
    const result = await renderPdf({ html: doc(pages), key: 'test/pdf/ten', assets: [] });
    expect(result.pages).toBe(10);
  }, 60_000);

  it('answers a request it cannot take as a failure, never a half-stored file', async () => {
    await expect(renderPdf({ html: doc('x'), key: '../escape', assets: [] })).rejects.toBeInstanceOf(PdfFailedError);
    await expect(renderPdf({ html: '', key: 'test/pdf/empty', assets: [] })).rejects.toBeInstanceOf(PdfFailedError);
    expect(await blobStore().get('test/pdf/empty')).toBeNull();
  });
});
