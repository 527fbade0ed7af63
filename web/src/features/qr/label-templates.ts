/**
 * Label templates as data (decision 0042). Sizes in mm: the spec's defaults "width 30, height 15, sizes in cm" cannot
 * be centimetres (a 30 cm label is wider than A4), so the numbers are millimetres and the dialog's unit says mm
 * (30 x 15 mm, a common roll label). A roll prints one label per page (page = label); a sheet prints a fixed grid per
 * page (a free-flowing grid would split a row at the page break).
 */
export interface LabelTemplate {
  id: number;
  /** Key in qr.json `generate.templates.<key>`. */
  key: string;
  kind: 'roll' | 'sheet';
  /** Sheet page size (mm); a roll's page is the label. */
  pageWidth?: number;
  pageHeight?: number;
  /** Sheet margins and gaps (mm). */
  margin?: number;
  gap?: number;
}

export const LABEL_TEMPLATES: readonly LabelTemplate[] = [
  { id: 0, key: 'roll', kind: 'roll' },
  { id: 1, key: 'a4', kind: 'sheet', pageWidth: 210, pageHeight: 297, margin: 10, gap: 2 },
];

export const templateOf = (id: number): LabelTemplate => LABEL_TEMPLATES.find((t) => t.id === id) ?? LABEL_TEMPLATES[0]!;

export interface LabelLayout {
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  margin: number;
  gap: number;
}

/** The page and the fixed grid of a template for labels of `width` x `height` mm. */
export function labelLayout(template: LabelTemplate, width: number, height: number): LabelLayout {
  if (template.kind === 'roll') return { pageWidth: width, pageHeight: height, columns: 1, rows: 1, margin: 0, gap: 0 };
  const margin = template.margin ?? 0;
  const gap = template.gap ?? 0;
  const pageWidth = template.pageWidth!;
  const pageHeight = template.pageHeight!;
  const columns = Math.max(1, Math.floor((pageWidth - 2 * margin + gap) / (width + gap)));
  const rows = Math.max(1, Math.floor((pageHeight - 2 * margin + gap) / (height + gap)));
  return { pageWidth, pageHeight, columns, rows, margin, gap };
}

/** The address a label's QR code holds: the public record of its token. */
export const publicRecordUrl = (code: string, origin: string = window.location.origin) => `${origin}/deviceInfo?code=${code}`;
