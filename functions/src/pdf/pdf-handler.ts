/**
 * The PDF function (decision 0056): its own Lambda (x86_64, memory for Chromium, the browser package beside the
 * bundle), invoked by the routes and jobs that need a PDF. One browser per sandbox, reused across invocations.
 */
import { logger } from '../lib/logger';
import { pdfRequest, type PdfAnswer } from './pdf-request';
import { PdfRenderError, renderPdfToStore } from './render-pdf';

export async function handler(event: unknown): Promise<PdfAnswer> {
  const request = pdfRequest.safeParse(event);
  if (!request.success) return { ok: false, reason: 'invalid request' };
  try {
    const result = await renderPdfToStore(request.data);
    logger.info('pdf rendered', { key: result.key, bytes: result.bytes, pages: result.pages, renderMs: result.renderMs });
    return { ok: true, ...result };
  } catch (err) {
    const reason = err instanceof PdfRenderError ? err.message : 'unexpected';
    logger.error('pdf not rendered', { key: request.data.key, reason });
    return { ok: false, reason };
  }
}
