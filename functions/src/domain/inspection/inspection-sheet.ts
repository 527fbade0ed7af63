/**
 * The inspection record sheet (spec section 2; docs/decisions/0050): the blank sheet in the caller's language and the
 * import of a filled one, on the shared import machinery (domain/common/xlsx-import.ts: file checks, headers in any
 * language, two-step staging with progress). The upload checks every row — serial number of a device in the
 * caller's scope (one outside it is unknown), a real date not in the future, an inspector, a result, the checklist
 * words — and reports duplicates (in the file, or already imported); `process` saves the rows in batches, each once
 * (the record id is the row's identity), and refreshes the running status of the devices it touched.
 */
import ExcelJS from 'exceljs';
import type { Language } from '@aed/shared/constants/limits';
import { INSPECTION_SHEET } from '@aed/shared/i18n/inspection-labels';
import { INSPECTION_ERRORS } from '@aed/shared/errors/inspection-errors';
import { IMPORT_LIMITS, type ImportFileBody, type ImportProgress, type ImportRowMessage } from '@aed/shared/schemas/import';
import {
  INSPECTION_ITEMS,
  INSPECTION_LIMITS,
  INSPECTION_RESULTS,
  INSPECTION_SHEET_COLUMNS,
  type InspectionItem,
  type InspectionResult,
  type InspectionSheetColumn,
  type ItemResult,
} from '@aed/shared/schemas/inspection';
import { createInspectionRecord, devicesBySerialInScope, existingRecordIds } from '../../data/access/inspection-records';
import { errorRef } from '../../lib/app-error';
import type { FileResult } from '../../lib/file-result';
import { nowIso } from '../../lib/time';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { checkedSpreadsheet, normText as norm, processStagedImport, readSheet, rowMessage, stageImport, type BatchOutcome, type ImportCodes } from '../common/xlsx-import';
import { refreshRunningStatus } from '../iot/running-status-refresh';
import { sheetRecordId } from './record-id';

const CODES: ImportCodes = {
  format: errorRef(INSPECTION_ERRORS, 'inspection.importFormat'),
  template: errorRef(INSPECTION_ERRORS, 'inspection.importTemplate'),
  empty: errorRef(INSPECTION_ERRORS, 'inspection.importEmpty'),
  tooManyRows: errorRef(INSPECTION_ERRORS, 'inspection.importTooManyRows'),
  unsafe: errorRef(INSPECTION_ERRORS, 'inspection.importUnsafe'),
  notFound: errorRef(INSPECTION_ERRORS, 'inspection.importNotFound'),
};
const KIND = 'inspection';

const WORDS = Object.values(INSPECTION_SHEET);
const HEADER_INDEX = new Map<string, InspectionSheetColumn>(INSPECTION_SHEET_COLUMNS.flatMap((c) => [[norm(c), c] as const, ...WORDS.map((w) => [norm(w[c]), c] as const)]));
/** The columns that identify the sheet; the checklist and remark columns may be left out. */
const TEMPLATE_COLUMNS: InspectionSheetColumn[] = ['serialNumber', 'inspectionDate', 'inspectorName', 'result'];
/** A result by its code or its word in any language (and a few usual spellings). */
const RESULT_VALUES = new Map<string, InspectionResult>([
  ...INSPECTION_RESULTS.flatMap((r) => [[r, r] as const, ...WORDS.map((w) => [norm(w[`result.${r}`]), r] as const)]),
  ['ok', 'pass'],
  ['passed', 'pass'],
  ['failed', 'fail'],
  ['ng', 'fail'],
]);

// ---- the blank sheet -------------------------------------------------------------------------------------------

const WIDTHS: Record<InspectionSheetColumn, number> = { serialNumber: 22, inspectionDate: 26, inspectorName: 18, result: 20, appearance: 14, statusIndicator: 16, battery: 12, padsExpiry: 18, cabinetAlarm: 18, remark: 36 };

/**
 * The blank sheet: the data sheet first (the import reads the first sheet) with headers in the caller's language and
 * drop-down lists of the result words on the result and checklist columns for as many rows as an import takes; then
 * the instructions on a protected sheet (read-only: it is not read back).
 */
export async function inspectionSheetTemplate(language: Language): Promise<FileResult> {
  const w = INSPECTION_SHEET[language];
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(w.sheet);
  sheet.columns = INSPECTION_SHEET_COLUMNS.map((c) => ({ header: w[c], key: c, width: WIDTHS[c] }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const words = `"${w['result.pass']},${w['result.fail']}"`;
  const listed = (['result', ...INSPECTION_ITEMS] as const).map((c) => INSPECTION_SHEET_COLUMNS.indexOf(c) + 1);
  const dateColumn = INSPECTION_SHEET_COLUMNS.indexOf('inspectionDate') + 1;
  for (let row = 2; row <= IMPORT_LIMITS.rows + 1; row++) {
    for (const col of listed) sheet.getCell(row, col).dataValidation = { type: 'list', allowBlank: true, formulae: [words], showErrorMessage: true };
    sheet.getCell(row, dateColumn).numFmt = '@';
  }
  const help = workbook.addWorksheet(w.instructionsSheet);
  help.getColumn(1).width = 100;
  help.getCell('A1').value = w.instructions;
  help.getCell('A1').alignment = { wrapText: true, vertical: 'top' };
  help.getRow(1).height = 120;
  await help.protect('', { selectLockedCells: true, selectUnlockedCells: true });
  return { kind: 'file', fileName: 'inspection-record-sheet.xlsx', contentType: XLSX_CONTENT_TYPE, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

// ---- checking rows ---------------------------------------------------------------------------------------------

/** A checked row, ready to save (stored between the two calls). */
interface ImportRow {
  row: number;
  recordId: string;
  deviceId: number;
  serialNumber: string;
  deptId: number;
  deptPath: string;
  inspectionDate: string;
  inspectorName: string;
  result: InspectionResult;
  items: Record<InspectionItem, ItemResult>;
  remark: string;
}


/** "2026/3/1", "2026.03.01", "2026-3-1" -> "2026-03-01" when it is a real day, else null. */
export function sheetDate(value: string): string | null {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value.trim());
  if (!m) return null;
  const text = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text ? text : null;
}

/** The latest date a sheet may carry: tomorrow in UTC (a user east of UTC is already there). */
const latestDate = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export async function startInspectionImport(actor: Actor, body: ImportFileBody): Promise<ImportProgress> {
  const file = checkedSpreadsheet(body.file, CODES);
  const { rows, refused } = await readSheet(file, HEADER_INDEX, TEMPLATE_COLUMNS, CODES);
  const devices = await devicesBySerialInScope(
    actor.scope,
    rows.map((r) => r.values.serialNumber ?? '').filter(Boolean),
  );
  const latest = latestDate();
  const errors: ImportRowMessage[] = [...refused];
  const candidates: ImportRow[] = [];
  for (const { row, values } of rows) {
    const v = (k: InspectionSheetColumn) => values[k] ?? '';
    const missing = TEMPLATE_COLUMNS.find((k) => !v(k));
    if (missing) {
      errors.push(rowMessage(row, 'inspection.importMissing', { field: missing }));
      continue;
    }
    // a device outside the caller's scope is answered as an unknown serial number: nothing tells it exists
    const device = devices.get(v('serialNumber'));
    if (!device) {
      errors.push(rowMessage(row, 'inspection.importDeviceNotFound', { value: v('serialNumber') }));
      continue;
    }
    const date = sheetDate(v('inspectionDate'));
    if (!date) {
      errors.push(rowMessage(row, 'inspection.importInvalid', { field: 'inspectionDate' }));
      continue;
    }
    if (date > latest) {
      errors.push(rowMessage(row, 'inspection.importFutureDate', { value: date }));
      continue;
    }
    const result = RESULT_VALUES.get(norm(v('result')));
    const items = Object.fromEntries(INSPECTION_ITEMS.map((i) => [i, v(i) ? (RESULT_VALUES.get(norm(v(i))) ?? null) : ''])) as Record<InspectionItem, ItemResult | null>;
    const badItem = INSPECTION_ITEMS.find((i) => items[i] === null);
    const invalid = !result ? 'result' : badItem ?? (v('inspectorName').length > INSPECTION_LIMITS.inspectorName ? 'inspectorName' : v('remark').length > INSPECTION_LIMITS.remark ? 'remark' : null);
    if (invalid || !result) {
      errors.push(rowMessage(row, 'inspection.importInvalid', { field: invalid ?? 'result' }));
      continue;
    }
    candidates.push({
      row,
      recordId: sheetRecordId(device.deviceId, date, v('inspectorName')),
      deviceId: device.deviceId,
      serialNumber: device.serialNumber,
      deptId: device.deptId,
      deptPath: device.deptPath,
      inspectionDate: date,
      inspectorName: v('inspectorName'),
      result,
      items: items as Record<InspectionItem, ItemResult>,
      remark: v('remark'),
    });
  }
  // Duplicates (ignored and reported): an earlier row of the file, or a record already saved.
  const saved = await existingRecordIds(candidates.map((c) => c.recordId));
  const seen = new Set<string>();
  const duplicates: ImportRowMessage[] = [];
  const valid: ImportRow[] = [];
  for (const c of candidates) {
    if (seen.has(c.recordId) || saved.has(c.recordId)) duplicates.push(rowMessage(c.row, 'inspection.importDuplicate', { value: c.serialNumber }));
    else valid.push(c);
    seen.add(c.recordId);
  }
  return stageImport(KIND, actor, valid, duplicates, errors);
}

/**
 * Saves the next batch. A row saved meanwhile (the same sheet imported twice at once) is a duplicate: the record's
 * `create` refuses it. Each device whose inspections changed gets its running status refreshed (a failed latest
 * inspection is a reason, a later passed one removes it).
 */
export async function processInspectionImport(actor: Actor, importId: string): Promise<ImportProgress> {
  return processStagedImport<ImportRow>(KIND, actor, importId, CODES.notFound, async (rows) => {
    const outcome: BatchOutcome = { created: 0, duplicates: [], errors: [] };
    const touched = new Set<number>();
    const now = nowIso();
    // The devices are read again: one that left the caller's scope since the upload (moved to another tenant) is an
    // unknown serial, else its record would mark that tenant's device and stay readable here; one moved within the
    // scope is recorded in its organization of now.
    const current = await devicesBySerialInScope(actor.scope, rows.map((r) => r.serialNumber));
    for (const r of rows) {
      const { row, ...fields } = r;
      const device = current.get(r.serialNumber);
      if (device?.deviceId !== r.deviceId) {
        outcome.errors.push(rowMessage(row, 'inspection.importDeviceNotFound', { value: r.serialNumber }));
        continue;
      }
      const created = await createInspectionRecord({ ...fields, deptId: device.deptId, deptPath: device.deptPath, source: 'sheet', inspectedAt: '', importedBy: actor.username, importId, createTime: now });
      if (created) {
        outcome.created += 1;
        touched.add(r.deviceId);
      } else outcome.duplicates.push(rowMessage(row, 'inspection.importDuplicate', { value: r.serialNumber }));
    }
    for (const deviceId of touched) await refreshRunningStatus(deviceId);
    return outcome;
  });
}
