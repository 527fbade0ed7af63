/**
 * An inspection report's PDF (decisions 0055, 0056): the report's snapshot as the renderer's document, stored under a
 * key naming the report and its version, so a PDF is rendered once per version (every change raises the version) and
 * a download or a send of an unchanged report reuses it. Its own module: only the routes that need a PDF carry the
 * renderer's client.
 */
import { DEFAULT_LANGUAGE, isLanguage } from '@aed/shared/constants/limits';
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import { CHECKLIST_ITEMS, CHECKLIST_MEASURED, type ChecklistItemKey } from '@aed/shared/schemas/work-order';
import { getDeptImageMeta } from '../../data/access/dept-reads';
import { getUpload } from '../../data/access/uploads';
import { getOrdersByIds } from '../../data/access/work-orders';
import { pathDeptIds } from '../../data/data-scope';
import type { InspectionReportItem } from '../../data/entities/inspection-report-entity';
import { headUploadObject } from '../../data/upload-store';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { PdfFailedError, renderPdf } from '../../pdf/render-client';
import { reportPdfHtml, type ReportPdfDocument } from './report-pdf-html';

const reportError = (code: 'report.logoMissing' | 'report.pdfFailed') => AppError.of(REPORT_ERRORS, code);

/** Where the PDF of this version of the report is (and stays: a new version is a new key). */
export const reportPdfKey = (report: Pick<InspectionReportItem, 'deptId' | 'reportId' | 'version'>) => `report/${report.deptId}/${report.reportId}-v${report.version}`;

/** The name the PDF is downloaded and mailed under. */
export const reportPdfFileName = (report: Pick<InspectionReportItem, 'reportCode'>) => `${report.reportCode}.pdf`;

/** The organization's image, else the nearest one above it on its path; '' when none has one. */
async function nearestImage(report: Pick<InspectionReportItem, 'deptId' | 'deptPath'>, kind: 'logo' | 'seal'): Promise<string> {
  const ids = [...new Set([report.deptId, ...pathDeptIds(report.deptPath).reverse()])];
  for (const id of ids) {
    const meta = await getDeptImageMeta(id, kind);
    if (meta) return meta.blobKey;
  }
  return '';
}

const isChecklistKey = (code: string): code is ChecklistItemKey => (CHECKLIST_ITEMS as readonly string[]).includes(code);

/** A report item as a checklist line: a measured item's number is its value, anything else is the note. */
function checklistOf(report: InspectionReportItem): ReportPdfDocument['checklist'] {
  return report.items.filter((i) => isChecklistKey(i.code)).map((i) => {
    const measured = CHECKLIST_MEASURED[i.code as ChecklistItemKey] && i.value.trim() !== '' && Number.isFinite(Number(i.value));
    return { item: i.code, result: i.status === 'abnormal' ? 'abnormal' : 'normal', value: measured ? Number(i.value) : '', note: measured ? '' : i.value };
  });
}

/** The report's snapshot as the PDF's document; `report.logoMissing` when no organization on its path has a logo. */
export async function reportPdfDocument(report: InspectionReportItem): Promise<ReportPdfDocument> {
  const [logoKey, sealKey, [order], uploads] = await Promise.all([
    nearestImage(report, 'logo'),
    nearestImage(report, 'seal'),
    getOrdersByIds([report.orderId]),
    Promise.all(report.files.map(async (f) => ({ slot: f.slot, upload: await getUpload(f.uploadId) }))),
  ]);
  if (!logoKey) throw reportError('report.logoMissing');
  const keysOf = (slot: string) => uploads.filter((u) => u.slot === slot && u.upload).map((u) => u.upload!.blobKey);
  return {
    language: isLanguage(report.reportLanguage) ? report.reportLanguage : DEFAULT_LANGUAGE,
    timeZone: report.reportTimeZone,
    title: report.reportTitle,
    organization: { name: report.deptName, logoKey, sealKey },
    report: { code: report.reportCode, name: report.reportName, createTime: report.createTime, qualified: report.result === 'pass', auditOpinion: report.auditOpinion, signer: report.signerName, signTime: report.signTime },
    device: { serialNumber: report.serialNumber, model: report.modelName, manufacturer: report.manufacturer, location: order?.address ?? '' },
    order: { orderNo: report.orderNo, processDate: order?.processDate ?? report.items[0]?.date ?? '', handler: report.signerName, handlingResult: order?.handlingResult ?? '', nextMaintenanceDate: order?.nextMaintenanceDate ?? '' },
    checklist: checklistOf(report),
    replaced: report.replacedItems.map((r) => ({ name: r.name, code: r.code, expiryDate: r.expiryDate })),
    photoKeys: keysOf('photo'),
    signatures: { customer: keysOf('customerSignature')[0] ?? '', engineer: keysOf('engineerSignature')[0] ?? '' },
  };
}

/**
 * The blob key of the report's PDF as it is now: the stored one of this version, else rendered and stored.
 * `report.logoMissing` or `report.pdfFailed` (nothing stored) otherwise.
 */
export async function ensureReportPdf(report: InspectionReportItem): Promise<string> {
  const key = reportPdfKey(report);
  if (await headUploadObject(key)) return key;
  const page = reportPdfHtml(await reportPdfDocument(report));
  try {
    await renderPdf({ html: page.html, key, assets: page.assets, footerTemplate: page.footerTemplate });
  } catch (err) {
    if (!(err instanceof PdfFailedError)) throw err;
    logger.warn('report PDF not rendered', { reportId: report.reportId, reason: err.message });
    throw reportError('report.pdfFailed');
  }
  return key;
}
