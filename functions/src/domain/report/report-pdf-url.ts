/** The download of an inspection report's PDF (decision 0055): its own module, without the mail path. */
import { DOWNLOAD_URL_SECONDS, type UploadUrl } from '@aed/shared/schemas/upload';
import { signedUploadUrl } from '../../data/upload-url';
import type { Actor } from '../actor';
import { ensureReportPdf, reportPdfFileName } from './report-pdf';
import { reportFor } from './report-service';

/** A short-lived URL of the report's PDF (rendered now when this version has none yet). */
export async function reportPdfUrl(actor: Actor, reportId: number): Promise<UploadUrl> {
  const report = await reportFor(actor, reportId);
  const key = await ensureReportPdf(report);
  const fileName = reportPdfFileName(report);
  const url = await signedUploadUrl({ key, fileName, expiresSeconds: DOWNLOAD_URL_SECONDS });
  return { url, expiresAt: new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString(), fileName, contentType: 'application/pdf' };
}
