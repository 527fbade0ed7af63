/**
 * The machinery every spreadsheet import shares (users, devices, regions: docs/decisions/0009, 0016, 0018, 0032): the
 * file checked by content (an xlsx zip or a legacy xls compound file, size, zip-bomb guard, whole xls streams), the
 * first sheet read against a template whose headers may be in any of the four languages, every cell free of control
 * and bidi-override characters, and the two-step staging (checked rows stored in batches, written by repeated
 * `process` calls that answer the progress). A module supplies its columns, its error codes, its limits
 * (IMPORT_LIMITS unless it loads larger files, like a country's regions) and how it writes a batch.
 */
import ExcelJS from 'exceljs';
import { CFB, read as readWorkbook, type CellObject } from '@e965/xlsx';
import { Unzip, UnzipInflate } from 'fflate';
import type { ErrorRef } from '../../lib/app-error';
import type { ErrorParam } from '@aed/shared/api/envelope';
import { IMPORT_LIMITS, type ImportProgress, type ImportRowMessage } from '@aed/shared/schemas/import';
import { createImport, getImport, getImportBatch, saveImportProgress } from '../../data/access/imports';
import { hasForbiddenCharacters } from '../../lib/text-hygiene';
import { nowSeconds, timeId } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';

/** The module's answers to a wrong file. */
export interface ImportCodes {
  /** Neither an xlsx nor an Excel 97-2003 xls by content, whatever its name. */
  format: ErrorRef;
  /** The headers do not match the template. */
  template: ErrorRef;
  /** No data row. */
  empty: ErrorRef;
  /** More rows than IMPORT_LIMITS.rows (`{ max }`). */
  tooManyRows: ErrorRef;
  /** Malformed or truncated file, or a zip that inflates beyond the limits. */
  unsafe: ErrorRef;
  /** The import expired, does not exist, or is someone else's. */
  notFound: ErrorRef;
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
export const rowMessage = (row: number, errorCode: string, params: Record<string, ErrorParam> = {}): ImportRowMessage => ({
  row,
  errorCode,
  params: { row, ...params },
});

/** An uploaded spreadsheet by what its bytes are: an xlsx (a zip) or a legacy xls (an OLE2 compound file). */
export interface Spreadsheet {
  kind: 'xlsx' | 'xls';
  bytes: Buffer;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The uploaded file's bytes: base64 (or a data URL) of an xlsx or xls, by content, within the size limit. */
export function decodeSpreadsheet(file: string, codes: Pick<ImportCodes, 'format'>, limits: ImportLimits = IMPORT_LIMITS): Spreadsheet {
  const base64 = file.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError(codes.format);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > limits.fileBytes) throw new AppError('common.fileTooLarge');
  // By content, whatever the name: a zip is read as xlsx, a compound file as xls, anything else is refused.
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) return { kind: 'xlsx', bytes };
  if (bytes.subarray(0, 8).equals(OLE2_SIGNATURE)) return { kind: 'xls', bytes };
  throw new AppError(codes.format);
}

/**
 * Zip-bomb guard: inflates every entry with a running byte count (the sizes a zip declares can lie) and refuses
 * the file once the total passes the uncompressed limit or the compression ratio is absurd; nothing is kept.
 */
export function assertSafeZip(bytes: Uint8Array, unsafe: ErrorRef, limits: ImportLimits = IMPORT_LIMITS): void {
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

const BIFF = { bof: 0x0809, eof: 0x000a, filePass: 0x002f, biff8: 0x0600 } as const;

/**
 * The `Workbook` stream of an xls compound file, whole: the file is made of whole sectors, the stream as long as its
 * directory entry says, and its BIFF8 records (Excel 97-2003 and later) follow one another from the BOF to a final
 * EOF (zero padding after it is allowed). Older BIFF versions (text in a code page) and encrypted files are refused
 * as not readable (`format`); anything cut short or inconsistent as malformed (`unsafe`).
 */
export function assertWholeXls(bytes: Buffer, codes: Pick<ImportCodes, 'format' | 'unsafe'>): void {
  if (bytes.length < 512) throw new AppError(codes.unsafe); // not even the compound file header
  const sectorBytes = 2 ** bytes.readUInt16LE(0x1e);
  if (sectorBytes !== 512 && sectorBytes !== 4096) throw new AppError(codes.unsafe);
  if (bytes.length % sectorBytes !== 0 || bytes.length < 2 * sectorBytes) throw new AppError(codes.unsafe);
  let stream: Buffer;
  try {
    const entry = CFB.find(CFB.read(bytes, { type: 'buffer' }), 'Workbook') as { size: number; content: Uint8Array } | null;
    if (!entry) throw new AppError(codes.format); // a BIFF5 "Book", or another kind of compound file (.doc)
    if (entry.content.length < entry.size) throw new AppError(codes.unsafe);
    stream = Buffer.from(entry.content.buffer, entry.content.byteOffset, entry.size);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError(codes.unsafe);
  }
  if (stream.length < 8 || stream.readUInt16LE(0) !== BIFF.bof || stream.readUInt16LE(4) !== BIFF.biff8) throw new AppError(codes.format);
  let offset = 0;
  let last = -1;
  while (offset + 4 <= stream.length) {
    const type = stream.readUInt16LE(offset);
    const size = stream.readUInt16LE(offset + 2);
    if (type === 0 && size === 0 && last === BIFF.eof && !stream.subarray(offset).some((b) => b !== 0)) return;
    if (offset + 4 + size > stream.length) throw new AppError(codes.unsafe);
    if (type === BIFF.filePass) throw new AppError(codes.format);
    last = type;
    offset += 4 + size;
  }
  if (offset !== stream.length || last !== BIFF.eof) throw new AppError(codes.unsafe);
}

/**
 * An uploaded spreadsheet checked as a whole before anything reads its cells: type by content, size, and the
 * zip-bomb guard (xlsx) or whole compound file and BIFF8 stream (xls).
 */
export function checkedSpreadsheet(file: string, codes: Pick<ImportCodes, 'format' | 'unsafe'>, limits: ImportLimits = IMPORT_LIMITS): Spreadsheet {
  const sheet = decodeSpreadsheet(file, codes, limits);
  if (sheet.kind === 'xlsx') assertSafeZip(sheet.bytes, codes.unsafe, limits);
  else assertWholeXls(sheet.bytes, codes);
  return sheet;
}

export interface SheetRow<C extends string> {
  /** The spreadsheet row number (1 is the header). */
  row: number;
  values: Partial<Record<C, string>>;
}

/** The first sheet's non-empty rows, each as its row number and its cells' text by column (1-based). */
type SheetCells = { row: number; cells: Map<number, string> }[];

/** A date as YYYY-MM-DD (Excel stores dates as numbers with a date format; both readers give them as dates). */
const dateText = (value: Date) => value.toISOString().slice(0, 10);

async function xlsxCells(bytes: Buffer, codes: Pick<ImportCodes, 'format' | 'template'>): Promise<SheetCells> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new AppError(codes.format);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError(codes.template);
  const rows: SheetCells = [];
  sheet.eachRow((r, row) => {
    const cells = new Map<number, string>();
    r.eachCell((cell, col) => cells.set(col, cell.value instanceof Date ? dateText(cell.value) : (cell.text ?? '')));
    rows.push({ row, cells });
  });
  return rows;
}

/** An xls cell as the xlsx reader gives it: numbers in full (no display format), dates as dates, formulas' cached results. */
function xlsCellText(cell: CellObject): string {
  if (cell.v instanceof Date) return dateText(cell.v);
  if (cell.t === 'e') return cell.w ?? '';
  return cell.v === undefined || cell.v === null ? '' : String(cell.v);
}

/**
 * SheetJS reads the first sheet only, keeps no formula (it never calculates: a formula cell gives the result Excel
 * stored), no rich text HTML, no styles, no macros, no raw parts. The file was checked whole first (assertWholeXls).
 */
function xlsCells(bytes: Buffer, codes: Pick<ImportCodes, 'format' | 'template'>): SheetCells {
  let workbook: ReturnType<typeof readWorkbook>;
  try {
    workbook = readWorkbook(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellStyles: false,
      cellText: false,
      cellDates: true,
      UTC: true,
      bookVBA: false,
      bookFiles: false,
      bookDeps: false,
      WTF: false,
    });
  } catch {
    throw new AppError(codes.format);
  }
  const sheet = workbook.SheetNames.length ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  if (!sheet) throw new AppError(codes.template);
  const rows: SheetCells = [];
  (sheet['!data'] ?? []).forEach((r, index) => {
    const cells = new Map<number, string>();
    r?.forEach((cell, col) => {
      if (cell) cells.set(col + 1, xlsCellText(cell));
    });
    if (cells.size) rows.push({ row: index + 1, cells });
  });
  return rows;
}

/** The data rows of a checked spreadsheet, and the rows refused because a cell carries a forbidden character. */
export interface ImportSheet<C extends string> {
  rows: SheetRow<C>[];
  /** `common.controlCharacters` row messages (the field is the column's key). */
  refused: ImportRowMessage[];
}

/**
 * The data rows of the first sheet. `headers` maps a normalized header text (any language, or the column key) to
 * its column; the template is recognised by the `required` columns; a column named twice is read from its first
 * place. Empty rows are skipped; a row with a control or bidi-override character in a cell is refused (the same
 * rule as every request's text, lib/text-hygiene.ts).
 */
export async function readSheet<C extends string>(
  sheet: Spreadsheet,
  headers: ReadonlyMap<string, C>,
  required: readonly C[],
  codes: Pick<ImportCodes, 'format' | 'template' | 'empty' | 'tooManyRows'>,
  limits: ImportLimits = IMPORT_LIMITS,
): Promise<ImportSheet<C>> {
  const grid = sheet.kind === 'xlsx' ? await xlsxCells(sheet.bytes, codes) : xlsCells(sheet.bytes, codes);
  const header = grid.find((r) => r.row === 1)?.cells ?? new Map<number, string>();
  const columns = new Map<number, C>();
  const found = new Set<C>();
  for (const [col, text] of [...header].sort((a, b) => a[0] - b[0])) {
    const key = headers.get(normText(text));
    if (key && !found.has(key)) {
      columns.set(col, key);
      found.add(key);
    }
  }
  if (!required.every((c) => found.has(c))) throw new AppError(codes.template);
  const rows: SheetRow<C>[] = [];
  const refused: ImportRowMessage[] = [];
  for (const { row, cells } of grid) {
    if (row === 1) continue;
    const values: Partial<Record<C, string>> = {};
    for (const [col, key] of columns) values[key] = (cells.get(col) ?? '').trim();
    if (!Object.values(values).some((v) => v)) continue;
    const dirty = [...columns.values()].find((key) => hasForbiddenCharacters(values[key] ?? ''));
    if (dirty) refused.push(rowMessage(row, 'common.controlCharacters', { field: dirty }));
    else rows.push({ row, values });
  }
  if (!rows.length && !refused.length) throw new AppError(codes.empty);
  if (rows.length + refused.length > limits.rows) throw new AppError(codes.tooManyRows, { max: limits.rows });
  return { rows, refused };
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
  notFound: ErrorRef,
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
