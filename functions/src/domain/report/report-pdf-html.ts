/**
 * The inspection report as an A4 HTML document for the PDF renderer (decision 0056): in the organization's report
 * language and time zone (stated on the page), with its logo and seal, the device's identity, the checklist by
 * section, replaced items, photos, signatures, the signer and the verdict. Every value is escaped; images are blob
 * keys the renderer answers from the store (`pdfAssetUrl`), the only ones it will load.
 */
import { CHECKLIST, CHECKLIST_MEASURED, type CheckResult } from '@aed/shared/schemas/work-order';
import type { Language } from '@aed/shared/constants/limits';
import { REPORT_PDF_WORDS } from '@aed/shared/i18n/report-pdf-labels';
import { knownZone, zonedText } from '../../lib/zoned-time';
import { pdfAssetUrl } from '../../pdf/render-pdf';

export interface ReportPdfDocument {
  language: Language;
  /** The organization's report time zone (IANA); '' or unknown: UTC. */
  timeZone: string;
  /** The organization's report title; '' gives the default title. */
  title: string;
  organization: { name: string; logoKey: string; sealKey: string };
  report: { code: string; name: string; createTime: string; qualified: boolean; auditOpinion: string; signer: string; signTime: string };
  device: { serialNumber: string; model: string; manufacturer: string; location: string };
  order: { orderNo: string; processDate: string; handler: string; handlingResult: string; nextMaintenanceDate: string };
  checklist: readonly { item: string; result: CheckResult; value: number | ''; note: string }[];
  replaced: readonly { name: string; code: string; expiryDate: string }[];
  /** Blob keys of the on-site photos. */
  photoKeys: readonly string[];
  /** Blob keys of the signatures ('' when there is none). */
  signatures: { customer: string; engineer: string };
}

export interface ReportPdfPage {
  html: string;
  /** The blob keys the document shows (what the renderer may load). */
  assets: string[];
  /** Page numbers at the foot of each page (Chromium fills `pageNumber` / `totalPages`). */
  footerTemplate: string;
}

/** What follows a label: French sets a (no-break) space before the colon, Chinese uses the full-width colon. */
const LABEL_COLON: Record<Language, string> = { en: ': ', fr: '\u00a0: ', 'zh-CN': '：', 'zh-TW': '：' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Chinese glyphs differ between Simplified and Traditional: the collection's face for the language comes first. */
const FONTS: Record<Language, string> = {
  en: "'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  fr: "'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  'zh-CN': "'Noto Sans CJK SC', 'Noto Sans', sans-serif",
  'zh-TW': "'Noto Sans CJK TC', 'Noto Sans', sans-serif",
};

const STYLE = `
@page { size: A4; margin: 14mm 14mm 18mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font-size: 10pt; color: #1a202c; line-height: 1.4; }
header { display: flex; align-items: center; gap: 12px; border-bottom: 2px solid #2b6cb0; padding-bottom: 8px; margin-bottom: 10px; }
header img { max-height: 18mm; max-width: 45mm; object-fit: contain; }
header .title { flex: 1; }
header h1 { font-size: 16pt; margin: 0; }
header .meta { text-align: right; font-size: 9pt; color: #4a5568; }
h2 { font-size: 11.5pt; margin: 12px 0 6px; color: #2b6cb0; break-after: avoid; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #cbd5e0; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #edf2f7; font-weight: 600; }
tr { break-inside: avoid; }
dl { display: grid; grid-template-columns: 32mm 1fr 32mm 1fr; gap: 2px 8px; margin: 0; }
dt { color: #4a5568; }
dd { margin: 0; }
.section-row td { background: #f7fafc; font-weight: 600; }
.abnormal { color: #c53030; font-weight: 600; }
.photos { display: flex; flex-wrap: wrap; gap: 6px; }
.photos img { width: 57mm; height: 43mm; object-fit: cover; border: 1px solid #cbd5e0; break-inside: avoid; }
.signatures { display: flex; gap: 16px; }
.signatures figure { margin: 0; flex: 1; border: 1px solid #cbd5e0; padding: 4px; break-inside: avoid; }
.signatures img { height: 25mm; max-width: 100%; object-fit: contain; }
.conclusion { display: flex; justify-content: space-between; align-items: flex-start; gap: 12px; border: 1px solid #cbd5e0; padding: 8px; min-height: 34mm; break-inside: avoid; }
.conclusion .body { flex: 1; }
.verdict { font-size: 14pt; font-weight: 700; }
.verdict.pass { color: #276749; }
.verdict.fail { color: #c53030; }
.seal { width: 32mm; height: 32mm; object-fit: contain; }
.zone { font-size: 8.5pt; color: #4a5568; }
`;

/** `{{name}}` in a label replaced by escaped values. */
const fill = (label: string, values: Record<string, string>) => label.replace(/\{\{(\w+)\}\}/g, (_, name: string) => escapeHtml(values[name] ?? ''));

export function reportPdfHtml(doc: ReportPdfDocument): ReportPdfPage {
  const w = REPORT_PDF_WORDS[doc.language];
  const colon = LABEL_COLON[doc.language];
  const zone = knownZone(doc.timeZone) ?? 'UTC';
  const e = escapeHtml;
  const at = (iso: string) => e(zonedText(iso, zone).slice(0, 16));
  const img = (key: string, alt: string, cls = '') => (key ? `<img${cls ? ` class="${cls}"` : ''} alt="${e(alt)}" src="${e(pdfAssetUrl(key))}">` : '');
  const assets = [...new Set([doc.organization.logoKey, doc.organization.sealKey, ...doc.photoKeys, doc.signatures.customer, doc.signatures.engineer].filter(Boolean))];
  const field = (label: string, value: string) => `<dt>${e(label)}</dt><dd>${value ? e(value) : '—'}</dd>`;
  const words = w as Record<string, string>;

  const byItem = new Map(doc.checklist.map((c) => [c.item, c]));
  const checklistRows = CHECKLIST.map((section) => {
    const rows = section.items
      .filter((item) => byItem.has(item))
      .map((item) => {
        const c = byItem.get(item)!;
        const unit = CHECKLIST_MEASURED[item]?.unit ?? '';
        const value = c.value === '' ? '' : `${c.value} ${unit}`.trim();
        const result = c.result === 'abnormal' ? `<span class="abnormal">${e(w.abnormal)}</span>` : e(w.normal);
        return `<tr><td>${e(words[`item.${item}`] ?? item)}</td><td>${result}</td><td>${e(value)}</td><td>${e(c.note)}</td></tr>`;
      });
    return rows.length ? `<tr class="section-row"><td colspan="4">${e(words[`section.${section.section}`] ?? section.section)}</td></tr>${rows.join('')}` : '';
  }).join('');

  const replaced = doc.replaced.length
    ? `<table><thead><tr><th>${e(w.replacedName)}</th><th>${e(w.replacedCode)}</th><th>${e(w.expiry)}</th></tr></thead><tbody>${doc.replaced
        .map((r) => `<tr><td>${e(r.name)}</td><td>${e(r.code)}</td><td>${e(r.expiryDate)}</td></tr>`)
        .join('')}</tbody></table>`
    : `<p>${e(w.noReplaced)}</p>`;

  const signature = (key: string, label: string) => (key ? `<figure>${img(key, label)}<figcaption>${e(label)}</figcaption></figure>` : '');
  const signatures = signature(doc.signatures.customer, w.customerSignature) + signature(doc.signatures.engineer, w.engineerSignature);
  const title = doc.title.trim() || w.title;

  const html = `<!doctype html>
<html lang="${doc.language}"><head><meta charset="utf-8"><title>${e(title)}</title>
<style>${STYLE} body { font-family: ${FONTS[doc.language]}; }</style></head>
<body>
<header>${img(doc.organization.logoKey, doc.organization.name)}
  <div class="title"><h1>${e(title)}</h1><div>${e(doc.organization.name)}</div></div>
  <div class="meta">${e(w.reportCode)}${colon}${e(doc.report.code)}<br>${e(w.createdAt)}${colon}${at(doc.report.createTime)}<br><span class="zone">${fill(w.timesIn, { zone })}</span></div>
</header>
<h2>${e(w.deviceSection)}</h2>
<dl>${field(w.reportName, doc.report.name)}${field(w.serialNumber, doc.device.serialNumber)}${field(w.model, doc.device.model)}${field(w.manufacturer, doc.device.manufacturer)}${field(w.organization, doc.organization.name)}${field(w.location, doc.device.location)}</dl>
<h2>${e(w.orderSection)}</h2>
<dl>${field(w.orderNo, doc.order.orderNo)}${field(w.processDate, doc.order.processDate)}${field(w.handler, doc.order.handler)}${field(w.nextMaintenance, doc.order.nextMaintenanceDate)}</dl>
<p><strong>${e(w.handlingResult)}${colon.trimEnd()}</strong>${colon.endsWith(' ') ? ' ' : ''}${e(doc.order.handlingResult) || '—'}</p>
${checklistRows ? `<h2>${e(w.checklistSection)}</h2><table><thead><tr><th>${e(w.item)}</th><th>${e(w.result)}</th><th>${e(w.value)}</th><th>${e(w.note)}</th></tr></thead><tbody>${checklistRows}</tbody></table>` : ''}
<h2>${e(w.replacedSection)}</h2>${replaced}
${doc.photoKeys.length ? `<h2>${e(w.photosSection)}</h2><div class="photos">${doc.photoKeys.map((key, i) => img(key, `${w.photosSection} ${i + 1}`)).join('')}</div>` : ''}
${signatures ? `<h2>${e(w.signaturesSection)}</h2><div class="signatures">${signatures}</div>` : ''}
<h2>${e(w.conclusionSection)}</h2>
<div class="conclusion"><div class="body">
  <div class="verdict ${doc.report.qualified ? 'pass' : 'fail'}">${e(doc.report.qualified ? w.passed : w.failed)}</div>
  ${doc.report.auditOpinion ? `<p><strong>${e(w.auditOpinion)}${colon.trimEnd()}</strong>${colon.endsWith(' ') ? ' ' : ''}${e(doc.report.auditOpinion)}</p>` : ''}
  <dl>${field(w.signer, doc.report.signer)}${field(w.signedAt, doc.report.signTime ? zonedText(doc.report.signTime, zone).slice(0, 16) : '')}</dl>
</div>${img(doc.organization.sealKey, '', 'seal')}</div>
</body></html>`;

  const pageLabel = fill(w.page, { page: '\u0000', pages: '\u0001' }).replace('\u0000', '<span class="pageNumber"></span>').replace('\u0001', '<span class="totalPages"></span>');
  const footerTemplate = `<div style="width:100%; font-size:8pt; color:#4a5568; padding:0 14mm; display:flex; justify-content:space-between; font-family:${FONTS[doc.language].replace(/"/g, '')}"><span>${e(title)} · ${e(doc.report.code)}</span><span>${pageLabel}</span></div>`;
  return { html, assets, footerTemplate };
}
