/**
 * Region import from xlsx or xls (docs/decisions/0016): bulk loading of a country, on the imports' shared machinery
 * (domain/common/xlsx-import.ts) with the regions' larger limits. Two steps, so a long import shows progress and no
 * call runs long: `import` checks the file (type by content, size, zip-bomb guard, template) and every row, orders
 * the valid rows parents first, and stores them in batches; `import/process` writes the next batch through the same
 * rules as adding a region (unique code and sibling name, enabled parent, depth). Duplicates (a code that exists, or
 * repeats in the file) are ignored and reported; refusals name their row.
 */
import type { Language } from '@aed/shared/constants/limits';
import { REGION_EXPORT } from '@aed/shared/i18n/region-labels';
import type { ImportProgress, ImportRowMessage } from '@aed/shared/schemas/user';
import {
  REGION_IMPORT_COLUMNS,
  REGION_IMPORT_LIMITS,
  REGION_STATUSES,
  addRegionBody,
  type ImportRegionBody,
  type RegionImportColumn,
  type RegionStatus,
} from '@aed/shared/schemas/region';
import { existingRegionCodes, findRegionByCode, regionCodeKey } from '../../data/access/regions';
import type { FileResult } from '../../lib/file-result';
import { codedText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { checkedSpreadsheet, normText as norm, processStagedImport, readSheet, rowMessage as message, stageImport, type BatchOutcome, type ImportCodes } from '../common/xlsx-import';
import { addRegion } from './region-service';
import { REGION_IMPORT_ERRORS } from '@aed/shared/errors/region-errors';

const CODES: ImportCodes = {
  format: errorRef(REGION_IMPORT_ERRORS, 'region.importFormat'),
  template: errorRef(REGION_IMPORT_ERRORS, 'region.importTemplate'),
  empty: errorRef(REGION_IMPORT_ERRORS, 'region.importEmpty'),
  tooManyRows: errorRef(REGION_IMPORT_ERRORS, 'region.importTooManyRows'),
  unsafe: errorRef(REGION_IMPORT_ERRORS, 'region.importUnsafe'),
  notFound: errorRef(REGION_IMPORT_ERRORS, 'region.importNotFound'),
};
/** The template is recognised by these columns. */
const REQUIRED_COLUMNS = ['regionCode', 'parentCode', 'regionName'] as const;

const WORDS = Object.values(REGION_EXPORT);
/** A header in any of the four languages, or the column key itself. */
const HEADER_INDEX = new Map<string, RegionImportColumn>(REGION_IMPORT_COLUMNS.flatMap((c) => [[norm(c), c] as const, ...WORDS.map((w) => [norm(w[c]), c] as const)]));
/** The status by its code, its word in any language, or a few other spellings. */
const STATUS_VALUES = new Map<string, RegionStatus>([
  ...REGION_STATUSES.flatMap((code) => [[code, code] as const, ...WORDS.map((w) => [norm(codedText(w, 'status', code)), code] as const)]),
  ['normal', '0'],
  ['active', '0'],
  ['disable', '1'],
  ['désactivée', '1'],
  ['activée', '0'],
]);

// ---- template ------------------------------------------------------------------------------------------------------

/** The empty template, headers in the caller's language (a file in any language, or an export, is accepted back). */
export async function regionImportTemplate(language: Language): Promise<FileResult> {
  return xlsxFile(
    'region-import-template',
    { words: REGION_EXPORT[language], columns: REGION_IMPORT_COLUMNS.map((c) => [c, c === 'remark' ? 32 : c === 'orderNum' || c === 'status' ? 12 : 22] as const), rows: [] },
    'region-import-template.xlsx',
  );
}

type Values = Partial<Record<RegionImportColumn, string>>;

// ---- checking rows ---------------------------------------------------------------------------------------------------

/** A row ready to write (stored between the two calls). */
interface ImportRow {
  row: number;
  regionCode: string;
  /** '' at the top level. */
  parentCode: string;
  regionName: string;
  names: { en: string; fr: string; 'zh-CN': string; 'zh-TW': string };
  orderNum: number;
  status: RegionStatus;
  remark: string;
}

/** Column names as the row messages show them (the web translates `field`). */
const FIELD_OF_PATH: Record<string, RegionImportColumn> = { regionCode: 'regionCode', regionName: 'regionName', orderNum: 'orderNum', status: 'status', remark: 'remark' };
const NAME_FIELD = { en: 'nameEn', fr: 'nameFr', 'zh-CN': 'nameZhCn', 'zh-TW': 'nameZhTw' } as const;

function checkRow(row: number, values: Values): ImportRow | ImportRowMessage {
  const v = (k: RegionImportColumn) => values[k] ?? '';
  const status = v('status') ? STATUS_VALUES.get(norm(v('status'))) : '0';
  if (!status) return message(row, 'region.importInvalid', { field: 'status' });
  if (v('orderNum') && !/^\d+$/.test(v('orderNum'))) return message(row, 'region.importInvalid', { field: 'orderNum' });
  const parentCode = v('parentCode');
  if (parentCode && regionCodeKey(parentCode) === regionCodeKey(v('regionCode'))) return message(row, 'region.importParentLoop');
  const parsed = addRegionBody.safeParse({
    parentId: 0,
    regionCode: v('regionCode'),
    regionName: v('regionName'),
    names: { en: v('nameEn'), fr: v('nameFr'), 'zh-CN': v('nameZhCn'), 'zh-TW': v('nameZhTw') },
    orderNum: v('orderNum') || 0,
    status,
    remark: v('remark'),
  });
  if (!parsed.success) {
    const [first, second] = parsed.error.issues[0]?.path ?? [];
    const field = first === 'names' ? NAME_FIELD[second as keyof typeof NAME_FIELD] : (FIELD_OF_PATH[String(first)] ?? String(first ?? ''));
    return message(row, 'region.importInvalid', { field });
  }
  const d = parsed.data;
  return { row, regionCode: d.regionCode, parentCode, regionName: d.regionName, names: d.names, orderNum: d.orderNum, status: d.status, remark: d.remark };
}

/**
 * Rows in an order that writes every parent before its children: a row goes once its parent is the top level, an
 * existing region or a row already placed. A parent code found nowhere, a parent row refused, or a chain of parents
 * that loops refuses the row. `rows` holds no existing code (those are duplicates), so the two never overlap.
 */
function parentsFirst(rows: ImportRow[], existing: Set<string>, fileCodes: Set<string>, errors: ImportRowMessage[]): ImportRow[] {
  const inFile = new Set(rows.map((r) => regionCodeKey(r.regionCode)));
  const placed = new Set<string>();
  const ordered: ImportRow[] = [];
  let waiting = rows.filter((r) => {
    const parent = r.parentCode ? regionCodeKey(r.parentCode) : '';
    if (!parent || existing.has(parent) || inFile.has(parent)) return true;
    errors.push(message(r.row, fileCodes.has(parent) ? 'region.importParentRefused' : 'region.importParentNotFound', { value: r.parentCode }));
    return false;
  });
  while (waiting.length) {
    const next: ImportRow[] = [];
    for (const r of waiting) {
      const parent = r.parentCode ? regionCodeKey(r.parentCode) : '';
      if (!parent || existing.has(parent) || placed.has(parent)) {
        ordered.push(r);
        placed.add(regionCodeKey(r.regionCode));
      } else next.push(r);
    }
    if (next.length === waiting.length) {
      // nothing could be placed: what is left waits on itself (directly or through its parents)
      for (const r of next) errors.push(message(r.row, 'region.importParentLoop'));
      break;
    }
    waiting = next;
  }
  return ordered;
}

export async function startRegionImport(actor: Actor, body: ImportRegionBody): Promise<ImportProgress> {
  const file = checkedSpreadsheet(body.file, CODES, REGION_IMPORT_LIMITS);
  const { rows, refused } = await readSheet(file, HEADER_INDEX, REQUIRED_COLUMNS, CODES, REGION_IMPORT_LIMITS);
  const errors: ImportRowMessage[] = [...refused];
  const duplicates: ImportRowMessage[] = [];
  const checked: ImportRow[] = [];
  for (const { row, values } of rows) {
    const result = checkRow(row, values);
    if ('errorCode' in result) errors.push(result);
    else checked.push(result);
  }
  // Duplicates (ignored and reported): a code that exists in the tree, or an earlier row's code.
  const existing = await existingRegionCodes(checked.flatMap((r) => [r.regionCode, ...(r.parentCode ? [r.parentCode] : [])]));
  const seen = new Set<string>();
  const fresh: ImportRow[] = [];
  for (const r of checked) {
    const key = regionCodeKey(r.regionCode);
    if (existing.has(key) || seen.has(key)) duplicates.push(message(r.row, 'region.importDuplicate', { value: r.regionCode }));
    else fresh.push(r);
    seen.add(key);
  }
  const fileCodes = new Set(rows.map((r) => regionCodeKey(r.values.regionCode ?? '')).filter(Boolean));
  const valid = parentsFirst(fresh, existing, fileCodes, errors);
  return stageImport('region', actor, valid, duplicates, errors, REGION_IMPORT_LIMITS);
}

// ---- writing ---------------------------------------------------------------------------------------------------------

/** Writes the next batch of rows (parents first); each row goes through the same rules as an add. */
export function processRegionImport(actor: Actor, importId: string): Promise<ImportProgress> {
  return processStagedImport<ImportRow>('region', actor, importId, CODES.notFound, writeRows(actor), REGION_IMPORT_LIMITS);
}

/** Writes one batch: a row's parent is an existing region or a row written before it (rows come parents first). */
const writeRows =
  (actor: Actor) =>
  async (rows: ImportRow[]): Promise<BatchOutcome> => {
    const outcome: BatchOutcome = { created: 0, duplicates: [], errors: [] };
    const ids = new Map<string, number>();
    const parentIdOf = async (code: string): Promise<number | undefined> => {
      const key = regionCodeKey(code);
      if (!ids.has(key)) {
        const found = await findRegionByCode(code);
        if (found) ids.set(key, found.regionId);
      }
      return ids.get(key);
    };
    for (const r of rows) {
      const parentId = r.parentCode ? await parentIdOf(r.parentCode) : 0;
      if (parentId === undefined) {
        outcome.errors.push(message(r.row, 'region.importParentRefused', { value: r.parentCode }));
        continue;
      }
      try {
        const { row: _row, parentCode: _parent, ...fields } = r;
        const region = await addRegion(actor, { ...fields, parentId });
        ids.set(regionCodeKey(region.regionCode), region.regionId);
        outcome.created += 1;
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        // a code taken meanwhile is a duplicate too
        if (e.errorCode === 'region.codeExists') outcome.duplicates.push(message(r.row, 'region.importDuplicate', { value: r.regionCode }));
        else outcome.errors.push(message(r.row, e.errorCode, e.params));
      }
    }
    return outcome;
  };
