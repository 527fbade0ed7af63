/**
 * The one xlsx builder of the exports and the user import template: a sheet whose name and column headers come
 * from one language's map of shared/src/i18n/export-labels.ts (the row field a column shows is also its label
 * key), bold header row, file name `<prefix>-<yyyy-mm-dd>.xlsx` (ASCII in every language).
 */
import ExcelJS from 'exceljs';
import { AppError } from './app-error';
import { MAX_ANSWER_BYTES, type FileResult } from './file-result';
import { FILE_ERRORS } from '@aed/shared/errors/file-errors';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One language's words of a sheet: its name and a label per column key (and the coded values). */
export type SheetWords = Readonly<Record<'sheet', string>>;

export interface SheetSpec<W extends SheetWords> {
  words: W;
  /** `[row field = label key, width]`, in order. */
  columns: readonly (readonly [Exclude<keyof W, 'sheet'> & string, number])[];
  rows: readonly object[];
}

/** An ISO time as shown in the files: `yyyy-mm-dd hh:mm:ss` (UTC, said in the header). */
export const utcText = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/** The word for a coded value (`status` `'0'` -> the `status.0` label); an unknown code is shown as is. */
export function codedText(words: object, field: string, code: string): string {
  const word = (words as Record<string, string | undefined>)[`${field}.${code}`];
  return word ?? code;
}

export async function xlsxBuffer<W extends SheetWords>(spec: SheetSpec<W>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(spec.words.sheet);
  sheet.columns = spec.columns.map(([key, width]) => ({ header: String(spec.words[key]), key, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A dated download: `<prefix>-<yyyy-mm-dd>.xlsx`, or exactly `fileName` when given. A workbook larger than one answer
 * may carry (a Lambda answers at most 6 MB, base64) is refused with `file.exportTooLarge` rather than failing as a
 * bare 500 in AWS: the caller narrows the search (decision 0017).
 */
export async function xlsxFile<W extends SheetWords>(filePrefix: string, spec: SheetSpec<W>, fileName?: string, maxBytes = MAX_ANSWER_BYTES): Promise<FileResult> {
  const body = await xlsxBuffer(spec);
  if (body.length > maxBytes) throw AppError.of(FILE_ERRORS, 'file.exportTooLarge', { size: body.length });
  return {
    kind: 'file',
    fileName: fileName ?? `${filePrefix}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    contentType: XLSX_CONTENT_TYPE,
    body,
  };
}
