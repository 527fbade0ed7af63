/**
 * The machinery every xlsx import shares (users, devices, regions: docs/decisions/0009, 0016, 0018): the file checked
 * by content (xlsx only, size, zip-bomb guard), the sheet read against a template whose headers may be in any of the
 * four languages, and the two-step staging (checked rows stored in batches, written by repeated `process` calls that
 * answer the progress). A module supplies its columns, its error codes, its limits (IMPORT_LIMITS unless it loads
 * larger files, like a country's regions) and how it writes a batch.
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

/** How large an import may be (shared/src/schemas/import.ts IMPORT_LIMITS by default). */
export interface ImportLimits {
  /** Decoded file size. */
  fileBytes: number;
  rows: number;
  /** Zip-bomb guard: what the file may inflate to, in total and as a ratio of its size. */
  uncompressedBytes: number;
  compressionRatio: number;
  /** Rows written per `process` call. */
  batch: number;
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
export function decodeXlsx(file: string, codes: Pick<ImportCodes, 'format'>, limits: ImportLimits = IMPORT_LIMITS): Buffer {
  const base64 = file.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError(codes.format);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > limits.fileBytes) throw new AppError('common.fileTooLarge');
  // xlsx is a zip (PK\x03\x04); legacy xls (OLE2) and everything else is refused by content, whatever the name.
  if (bytes.length < 4 || bytes.readUInt32BE(0) !== 0x504b0304) throw new AppError(codes.format);
  return bytes;
}

/**
 * Zip-bomb guard: inflates every entry with a running byte count (the sizes a zip declares can lie) and refuses
 * the file once the total passes the uncompressed limit or the compression ratio is absurd; nothing is kept.
 */
export function assertSafeZip(bytes: Uint8Array, unsafe: ErrorCode, limits: ImportLimits = IMPORT_LIMITS): void {
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
      if (total > limits.uncompressedBytes || total > bytes.length * limits.compressionRatio) {
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

/** An uploaded xlsx checked as a whole (type by content, size, zip-bomb guard) before anything reads it: its bytes. */
export function checkedXlsx(file: string, codes: Pick<ImportCodes, 'format' | 'unsafe'>, limits: ImportLimits = IMPORT_LIMITS): Buffer {
  const bytes = decodeXlsx(file, codes, limits);
  assertSafeZip(bytes, codes.unsafe, limits);
  return bytes;
}

export interface SheetRow<C extends string> {
  /** The spreadsheet row number (1 is the header). */
  row: number;
  values: Partial<Record<C, string>>;
}

/**
 * The data rows of the first sheet. `headers` maps a normalized header text (any language, or the column key) to
 * its column; the template is recognised by the `required` columns; a column named twice is read from its first
 * place. Empty rows are skipped.
 */
export async function readSheet<C extends string>(
  bytes: Buffer,
  headers: ReadonlyMap<string, C>,
  required: readonly C[],
  codes: Pick<ImportCodes, 'format' | 'template' | 'empty' | 'tooManyRows'>,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<SheetRow<C>[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(codes.format);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(codes.template);
  const columns = new Map<number, C>();
  const found = new Set<C>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = headers.get(normText(cell.text ?? ''));
    if (key && !found.has(key)) {
      columns.set(col, key);
      found.add(key);
    }
  });
  if (!required.every((c) => found.has(c))) throw new AppError(codes.template);
  const rows: SheetRow<C>[] = [];
  sheet.eachRow((r, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Partial<Record<C, string>> = {};
    for (const [col, key] of columns) values[key] = cellText(r.getCell(col)).trim();
    if (Object.values(values).some((v) => v)) rows.push({ row: rowNumber, values });
  });
  if (!rows.length) throw new AppError(codes.empty);
  if (rows.length > limits.rows) throw new AppError(codes.tooManyRows, { max: limits.rows });
  return rows;
}

/** A cell as text; a date cell (Excel stores dates as numbers with a date format) as YYYY-MM-DD. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return cell.text ?? '';
}

/** Stores the valid rows of a checked file in batches and answers the first progress (nothing written yet). */
export async function stageImport<R>(
  kind: string,
  actor: Actor,
  valid: R[],
  duplicates: ImportRowMessage[],
  errors: ImportRowMessage[],
  limits: Pick<ImportLimits, 'batch'> = IMPORT_LIMITS,
): Promise<ImportProgress> {
  const importId = timeId();
  const batches: string[] = [];
  for (let i = 0; i < valid.length; i += limits.batch) batches.push(JSON.stringify(valid.slice(i, i + limits.batch)));
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
export async function processStagedImport<R>(
  kind: string,
  actor: Actor,
  importId: string,
  notFound: ErrorCode,
  write: (rows: R[]) => Promise<BatchOutcome>,
  limits: Pick<ImportLimits, 'batch'> = IMPORT_LIMITS,
): Promise<ImportProgress> {
  const progress = await getImport(kind, importId);
  if (!progress || progress.ownerUserId !== actor.userId || progress.ttl < nowSeconds()) throw new AppError(notFound);
  const duplicates = JSON.parse(progress.duplicates) as ImportRowMessage[];
  const errors = JSON.parse(progress.errors) as ImportRowMessage[];
  let { processed, created } = progress;
  if (processed < progress.total) {
    const rows = JSON.parse(await getImportBatch(importId, Math.floor(processed / limits.batch) + 1)) as R[];
    const outcome = await write(rows);
    created += outcome.created;
    duplicates.push(...outcome.duplicates);
    errors.push(...outcome.errors);
    processed += rows.length;
    await saveImportProgress(progress, { processed, created, duplicates: JSON.stringify(duplicates), errors: JSON.stringify(errors) });
  }
  return { importId, total: progress.total, processed, created, duplicates, errors, done: processed >= progress.total };
}
