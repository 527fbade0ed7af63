/**
 * The machinery every xlsx import shares (users, devices: docs/decisions/0009, 0018): the file checked by content
 * (xlsx only, size, zip-bomb guard), the sheet read against a template whose headers may be in any of the four
 * languages, and the two-step staging (checked rows stored in batches, written by repeated `process` calls that
 * answer the progress). A module supplies its columns, its error codes and how it writes a batch.
 */
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import type { ErrorCode } from '@aed/shared/errors/codes';
import { IMPORT_LIMITS, type ImportProgress, type ImportRowMessage } from '@aed/shared/schemas/import';
import { createImport, getImport, getImportBatch, saveImportProgress } from '../../data/access/imports';
import { nowSeconds, timeId } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';

/** The module's answers to a wrong file. */
export interface ImportCodes {
  /** Not an xlsx by content (legacy .xls included: saved as .xlsx first). */
  format: ErrorCode;
  /** The headers do not match the template. */
  template: ErrorCode;
  /** No data row. */
  empty: ErrorCode;
  /** More rows than IMPORT_LIMITS.rows (`{ max }`). */
  tooManyRows: ErrorCode;
  /** Malformed zip or one that inflates beyond the limits. */
  unsafe: ErrorCode;
  /** The import expired, does not exist, or is someone else's. */
  notFound: ErrorCode;
}

/** Header and coded-value matching ignores case and repeated spaces. */
export const normText = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
/** A list cell: values separated by commas or semicolons (half- or full-width). */
export const splitList = (s: string) =>
  s
    .split(/[,，;；]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** A row message with the row number also in its params (the translations name it). */
export const rowMessage = (row: number, errorCode: ErrorCode | string, params: Record<string, string | number> = {}): ImportRowMessage => ({
  row,
  errorCode,
  params: { row, ...params },
});

/** The uploaded file's bytes: base64 (or a data URL) of an xlsx, by content, within the size limit. */
export function decodeXlsx(file: string, codes: ImportCodes): Buffer {
  const base64 = file.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError(codes.format);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > IMPORT_LIMITS.fileBytes) throw new AppError('common.fileTooLarge');
  // xlsx is a zip (PK\x03\x04); legacy xls (OLE2) and everything else is refused by content, whatever the name.
  if (bytes.length < 4 || bytes.readUInt32BE(0) !== 0x504b0304) throw new AppError(codes.format);
  return bytes;
}

/**
 * Zip-bomb guard: inflates every entry with a running byte count (the sizes a zip declares can lie) and refuses
 * the file once the total passes the uncompressed limit or the compression ratio is absurd; nothing is kept.
 */
export function assertSafeZip(bytes: Uint8Array, unsafe: ErrorCode): void {
  let total = 0;
  let entries = 0;
  let refused = false;
  const unzip = new Unzip((entry) => {
    entries += 1;
    if (entries > 2000) refused = true;
    entry.ondata = (err, chunk) => {
      if (refused) return;
      if (err) {
        refused = true;
        return;
      }
      total += chunk.length;
      if (total > IMPORT_LIMITS.uncompressedBytes || total > bytes.length * IMPORT_LIMITS.compressionRatio) {
        refused = true;
        entry.terminate();
      }
    };
    if (!refused) entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    refused = true;
  }
  if (refused || entries === 0) throw new AppError(unsafe);
}

export interface SheetRow<C extends string> {
  /** The spreadsheet row number (1 is the header). */
  row: number;
  values: Partial<Record<C, string>>;
}

/**
 * The data rows of the first sheet. `headers` maps a normalized header text (any language, or the column key) to
 * its column; the template is recognised by the `required` columns. Empty rows are skipped.
 */
export async function readSheet<C extends string>(bytes: Buffer, headers: ReadonlyMap<string, C>, required: readonly C[], codes: ImportCodes): Promise<SheetRow<C>[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(codes.format);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(codes.template);
  const columns = new Map<number, C>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = headers.get(normText(cell.text ?? ''));
    if (key) columns.set(col, key);
  });
  const found = new Set(columns.values());
  if (!required.every((c) => found.has(c))) throw new AppError(codes.template);
  const rows: SheetRow<C>[] = [];
  sheet.eachRow((r, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Partial<Record<C, string>> = {};
    for (const [col, key] of columns) values[key] = cellText(r.getCell(col)).trim();
    if (Object.values(values).some((v) => v)) rows.push({ row: rowNumber, values });
  });
  if (!rows.length) throw new AppError(codes.empty);
  if (rows.length > IMPORT_LIMITS.rows) throw new AppError(codes.tooManyRows, { max: IMPORT_LIMITS.rows });
  return rows;
}

/** A cell as text; a date cell (Excel stores dates as numbers with a date format) as YYYY-MM-DD. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return cell.text ?? '';
}

/** Stores the valid rows of a checked file in batches and answers the first progress (nothing written yet). */
export async function stageImport<R>(kind: string, actor: Actor, valid: R[], duplicates: ImportRowMessage[], errors: ImportRowMessage[]): Promise<ImportProgress> {
  const importId = timeId();
  const batches: string[] = [];
  for (let i = 0; i < valid.length; i += IMPORT_LIMITS.batch) batches.push(JSON.stringify(valid.slice(i, i + IMPORT_LIMITS.batch)));
  await createImport(
    {
      importId,
      part: 0,
      kind,
      ownerUserId: actor.userId,
      total: valid.length,
      processed: 0,
      created: 0,
      duplicates: JSON.stringify(duplicates),
      errors: JSON.stringify(errors),
      ttl: nowSeconds() + 3600,
    },
    batches,
  );
  return { importId, total: valid.length, processed: 0, created: 0, duplicates, errors, done: valid.length === 0 };
}

/** What writing a batch found: rows created, and row messages to add. */
export interface BatchOutcome {
  created: number;
  duplicates: ImportRowMessage[];
  errors: ImportRowMessage[];
}

/**
 * Writes the next batch of the caller's import of this kind (`write` gets the batch's rows) and answers the progress.
 * Saving the progress is conditioned on nobody having processed the batch meanwhile.
 */
export async function processStagedImport<R>(kind: string, actor: Actor, importId: string, notFound: ErrorCode, write: (rows: R[]) => Promise<BatchOutcome>): Promise<ImportProgress> {
  const progress = await getImport(kind, importId);
  if (!progress || progress.ownerUserId !== actor.userId || progress.ttl < nowSeconds()) throw new AppError(notFound);
  const duplicates = JSON.parse(progress.duplicates) as ImportRowMessage[];
  const errors = JSON.parse(progress.errors) as ImportRowMessage[];
  let { processed, created } = progress;
  if (processed < progress.total) {
    const rows = JSON.parse(await getImportBatch(importId, Math.floor(processed / IMPORT_LIMITS.batch) + 1)) as R[];
    const outcome = await write(rows);
    created += outcome.created;
    duplicates.push(...outcome.duplicates);
    errors.push(...outcome.errors);
    processed += rows.length;
    await saveImportProgress(progress, { processed, created, duplicates: JSON.stringify(duplicates), errors: JSON.stringify(errors) });
  }
  return { importId, total: progress.total, processed, created, duplicates, errors, done: processed >= progress.total };
}
