import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import QRCode from 'qrcode';
import { QR_DEFAULTS } from '@aed/shared/schemas/qr';
import { labelLayout, publicRecordUrl, templateOf } from '../label-templates';

export interface PrintJob {
  codes: readonly string[];
  template: number;
  /** mm */
  width: number;
  height: number;
  /** Characters of the token printed beside the code, its end (0 = none; default QR_DEFAULTS.length). */
  length?: number;
}

/**
 * The print view of labels (decision 0042): one page per roll label or per sheet grid, sized in mm with
 * `@page { size; margin: 0 }`, each label a QR code (qrcode `toString(url, { type: 'svg', margin: 0 })`) beside the
 * end of its token (`length` characters). Everything else on the page is hidden while printing.
 */
export function PrintLabels({ job }: { job: PrintJob }) {
  const [svgs, setSvgs] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(job.codes.map((c) => QRCode.toString(publicRecordUrl(c), { type: 'svg', margin: 0 }))).then((out) => live && setSvgs(out));
    return () => {
      live = false;
    };
  }, [job.codes]);
  const layout = labelLayout(templateOf(job.template), job.width, job.height);
  const perPage = layout.columns * layout.rows;
  const pages: string[][] = [];
  for (let i = 0; i < job.codes.length; i += perPage) pages.push(job.codes.slice(i, i + perPage) as string[]);
  const shown = job.length ?? QR_DEFAULTS.length;
  const qrSize = Math.min(job.height, job.width) - 2;
  const css = `@page { size: ${layout.pageWidth}mm ${layout.pageHeight}mm; margin: 0 }
@media print { body > *:not(#qr-print) { display: none !important } #qr-print { position: static !important } }
#qr-print { position: fixed; inset: 0; overflow: auto; background: white; z-index: 10000 }
#qr-print .qr-page { width: ${layout.pageWidth}mm; height: ${layout.pageHeight}mm; box-sizing: border-box; padding: ${layout.margin}mm; display: grid;
  grid-template-columns: repeat(${layout.columns}, ${job.width}mm); grid-auto-rows: ${job.height}mm; gap: ${layout.gap}mm; break-after: page; overflow: hidden }
#qr-print .qr-label { width: ${job.width}mm; height: ${job.height}mm; box-sizing: border-box; display: flex; align-items: center; gap: 1mm; padding: 1mm; overflow: hidden; color: black; font: 2mm/1.1 monospace }
#qr-print .qr-label svg { width: ${qrSize}mm; height: ${qrSize}mm; flex: none }`;
  return createPortal(
    <div id="qr-print" data-testid="qr-print" data-ready={svgs ? 'true' : 'false'}>
      <style>{css}</style>
      {svgs &&
        pages.map((page, p) => (
          <div className="qr-page" key={p}>
            {page.map((code, i) => (
              <div className="qr-label" key={code} data-testid="qr-label">
                <span dangerouslySetInnerHTML={{ __html: svgs[p * perPage + i] ?? '' }} />
                {shown > 0 && <span data-testid="qr-label-text">{code.slice(-shown)}</span>}
              </div>
            ))}
          </div>
        ))}
    </div>,
    document.body,
  );
}
