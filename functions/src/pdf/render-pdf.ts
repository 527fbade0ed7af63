/**
 * HTML to an A4 PDF in object storage (decision 0056). The page loads nothing from the network: images are blob keys
 * the request lists (`pdfAssetUrl`), answered from the blob store by request interception; every other request is
 * refused, so a report's text can never make the renderer fetch a URL (SSRF). The PDF goes straight to the store (a
 * report with photos is larger than a Lambda answer may be) and the answer is its key, size and page count.
 */
import type { HTTPRequest } from 'puppeteer-core';
import { blobStore } from '../data/blob-store';
import { pdfBrowser } from './pdf-browser';

export interface PdfRequest {
  /** A whole HTML document with its own CSS (`@page` sets the size and margins). */
  html: string;
  /** Where the PDF is stored: a blob key the server made. */
  key: string;
  /** Blob keys the document may show (as `pdfAssetUrl(key)`): the organization's logo and seal, photos, signatures. */
  assets: readonly string[];
  /** HTML at the foot of every page, in the bottom margin (`pageNumber` / `totalPages` spans are filled in). */
  footerTemplate?: string;
}

export interface PdfResult {
  key: string;
  bytes: number;
  pages: number;
  renderMs: number;
}

/** The made-up origin images are asked from; `.invalid` never resolves, so nothing leaves the container. */
export const PDF_ASSET_ORIGIN = 'https://pdf-assets.invalid/';
export const pdfAssetUrl = (key: string) => `${PDF_ASSET_ORIGIN}${key}`;

/** Rendering failed (the browser, the document or the store): the caller answers "Failed to generate PDF". */
export class PdfRenderError extends Error {}

/** A render that takes longer than this has failed (an API answer must come within 29 s). */
const RENDER_TIMEOUT_MS = 20_000;

/** Pages of a PDF as Chromium writes it (one `/Type /Page` object per page; `/Pages` is the tree). */
export const pdfPageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

async function answerAsset(request: HTTPRequest, allowed: ReadonlySet<string>): Promise<void> {
  const url = request.url();
  if (url.startsWith('data:')) return request.continue();
  const key = url.startsWith(PDF_ASSET_ORIGIN) ? decodeURIComponent(url.slice(PDF_ASSET_ORIGIN.length)) : '';
  const blob = key && allowed.has(key) ? await blobStore().get(key).catch(() => null) : null;
  if (!blob) return request.abort('blockedbyclient');
  return request.respond({ status: 200, contentType: blob.contentType, body: blob.bytes });
}

export async function renderPdfToStore(req: PdfRequest): Promise<PdfResult> {
  const started = Date.now();
  let pdf: Buffer;
  try {
    const browser = await pdfBrowser();
    const page = await browser.newPage();
    try {
      page.setDefaultTimeout(RENDER_TIMEOUT_MS);
      await page.setJavaScriptEnabled(false);
      const allowed = new Set(req.assets);
      await page.setRequestInterception(true);
      page.on('request', (request) => void answerAsset(request, allowed).catch(() => undefined));
      await page.setContent(req.html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      const footer = req.footerTemplate ? { displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate: req.footerTemplate } : {};
      pdf = Buffer.from(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, timeout: RENDER_TIMEOUT_MS, ...footer }));
    } finally {
      await page.close().catch(() => undefined);
    }
  } catch (err) {
    throw new PdfRenderError(err instanceof Error ? err.message : String(err));
  }
  await blobStore()
    .put(req.key, pdf, 'application/pdf')
    .catch((err: unknown) => {
      throw new PdfRenderError(`stored no PDF: ${err instanceof Error ? err.message : String(err)}`);
    });
  return { key: req.key, bytes: pdf.length, pages: pdfPageCount(pdf), renderMs: Date.now() - started };
}
