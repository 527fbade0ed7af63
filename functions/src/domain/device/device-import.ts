/**
 * Device import from xlsx or xls (spec sections 2, 5 and 8; docs/decisions/0018), on the shared import machinery
 * (domain/common/xlsx-import.ts): the upload checks the file (xlsx or xls by content, size, zip-bomb guard, template in any
 * language, rows) and every row — "missing model, department, brand or working principle", the catalogue and
 * organization lookups, every field rule of the shared device schema — and ignores and reports duplicates (in the
 * file, or serial number / product code / IoT code already registered); `process` writes the valid rows in batches
 * through `addDevice` (scope, catalogue state, enabling rules, quota, unique markers).
 */
import type { Language } from '@aed/shared/constants/limits';
import type { ErrorCode } from '@aed/shared/errors/codes';
import { DEVICE_EXPORT, DEVICE_IMPORT } from '@aed/shared/i18n/device-labels';
import { BATTERY_VOLTAGE_COLUMNS, DEVICE_IMPORT_COLUMNS, DEVICE_STATUSES, SALE_STATUSES, deviceFields, type DeviceFields, type DeviceImportColumn } from '@aed/shared/schemas/device';
import { WORKING_PRINCIPLES } from '@aed/shared/schemas/device-model';
import type { ImportFileBody, ImportProgress, ImportRowMessage } from '@aed/shared/schemas/import';
import { listAllDeviceModels, listAllProductTypes } from '../../data/access/catalogue-reads';
import { listDeptsInScope } from '../../data/access/dept-reads';
import { DEVICE_KEYS } from '../../data/access/devices/device-keys';
import { existingMarkers, markerKey } from '../../data/access/unique-markers';
import { listAllMonitorItems } from '../../data/access/monitor-items';
import type { FileResult } from '../../lib/file-result';
import { codedText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { AppError, isValidationCode, errorRef } from '../../lib/app-error';
import { checkedSpreadsheet, normText as norm, processStagedImport, readSheet, rowMessage, splitList, stageImport, type BatchOutcome, type ImportCodes } from '../common/xlsx-import';
import { addDevice } from './device-service';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';

const CODES: ImportCodes = {
  format: errorRef(DEVICE_ERRORS, 'device.importFormat'),
  template: errorRef(DEVICE_ERRORS, 'device.importTemplate'),
  empty: errorRef(DEVICE_ERRORS, 'device.importEmpty'),
  tooManyRows: errorRef(DEVICE_ERRORS, 'device.importTooManyRows'),
  unsafe: errorRef(DEVICE_ERRORS, 'device.importUnsafe'),
  notFound: errorRef(DEVICE_ERRORS, 'device.importNotFound'),
};

/** The template's words in every language (shared/src/i18n/device-labels.ts); a file may use any of them. */
const WORDS = Object.values(DEVICE_IMPORT);
/**
 * Headers: the template's in any language, and the export's (plain status headers, extra columns ignored), so an
 * exported file imports back (decision 0023).
 */
const HEADER_INDEX = new Map<string, DeviceImportColumn>(
  DEVICE_IMPORT_COLUMNS.flatMap((c) => [[norm(c), c] as const, ...[...WORDS, ...Object.values(DEVICE_EXPORT)].map((w) => [norm(w[c]), c] as const)]),
);
/** These columns identify the template; a file without them is "template wrong". */
const TEMPLATE_COLUMNS: DeviceImportColumn[] = ['equipmentCode', 'equipmentName', 'serialNumber', 'brand', 'modelName', 'workingPrinciple', 'deptName'];

function valueIndex<V extends string>(field: 'saleStatus' | 'status' | 'workingPrinciple', codes: readonly V[]): Map<string, V> {
  const index = new Map<string, V>();
  for (const code of codes) {
    index.set(norm(code), code);
    for (const w of WORDS) index.set(norm(codedText(w, field, code)), code);
  }
  return index;
}
const SALE_VALUES = valueIndex('saleStatus', SALE_STATUSES);
const STATUS_VALUES = valueIndex('status', DEVICE_STATUSES);
const PRINCIPLE_VALUES = valueIndex('workingPrinciple', WORKING_PRINCIPLES);

/** The empty template, headers in the caller's language (a file in any language is accepted back). */
export async function deviceImportTemplate(language: Language): Promise<FileResult> {
  return xlsxFile(
    'device-import-template',
    { words: DEVICE_IMPORT[language], columns: DEVICE_IMPORT_COLUMNS.map((c) => [c, c === 'remark' || c === 'monitorItems' || c.endsWith('Date') ? 26 : 18] as const), rows: [] },
    'device-import-template.xlsx',
  );
}

/** "2025/3/1", "2025.03.01" -> "2025-03-01"; anything else is left for the schema to refuse. */
function dateText(value: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(value.trim());
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : value.trim();
}

/** A checked row, ready to write (stored between the two calls). */
interface ImportRow {
  row: number;
  body: DeviceFields;
}

/** The row column a schema issue points at (for `device.importInvalid`). */
const columnOf = (path: readonly PropertyKey[]): string => {
  const [head, sub] = path.map(String);
  if (head === 'adultShock' || head === 'childShock') return `${head.slice(0, 5)}${(sub ?? '').charAt(0).toUpperCase()}${(sub ?? '').slice(1)}`;
  if (head === 'batteryVoltages') return `batteryVoltage${Number(sub ?? 0) + 1}`;
  if (head === 'modelId') return 'modelName';
  if (head === 'deptId') return 'deptName';
  return head ?? '';
};

export async function startDeviceImport(actor: Actor, body: ImportFileBody): Promise<ImportProgress> {
  const file = checkedSpreadsheet(body.file, CODES);
  const { rows, refused } = await readSheet(file, HEADER_INDEX, TEMPLATE_COLUMNS, CODES);

  const [models, types, depts, items] = await Promise.all([listAllDeviceModels(), listAllProductTypes(), listDeptsInScope(actor.scope), listAllMonitorItems()]);
  const enabledTypes = new Set(types.filter((t) => t.status === '0').map((t) => t.typeId));
  const offered = models.filter((m) => m.status === '0' && enabledTypes.has(m.typeId));
  const deptByName = new Map(depts.map((d) => [norm(d.deptName), d]));
  const itemByCode = new Map(items.filter((i) => i.status === '0').map((i) => [norm(i.itemCode), i]));

  const errors: ImportRowMessage[] = [...refused];
  const duplicates: ImportRowMessage[] = [];
  const candidates: ImportRow[] = [];
  for (const { row, values } of rows) {
    const v = (k: DeviceImportColumn) => values[k] ?? '';
    // "missing model, department, brand or working principle"
    const missing = (['modelName', 'deptName', 'brand', 'workingPrinciple'] as const).find((k) => !v(k));
    if (missing) {
      errors.push(rowMessage(row, 'device.importMissing', { field: missing }));
      continue;
    }
    const principle = PRINCIPLE_VALUES.get(norm(v('workingPrinciple')));
    const saleStatus = v('saleStatus') ? SALE_VALUES.get(norm(v('saleStatus'))) : '1';
    const status = v('status') ? STATUS_VALUES.get(norm(v('status'))) : '1';
    const invalid = !principle ? 'workingPrinciple' : !saleStatus ? 'saleStatus' : !status ? 'status' : null;
    if (invalid) {
      errors.push(rowMessage(row, 'device.importInvalid', { field: invalid }));
      continue;
    }
    const name = norm(v('modelName'));
    const model = offered.find((m) => norm(m.brand) === norm(v('brand')) && m.workingPrinciple === principle && (norm(m.modelName) === name || norm(m.modelCode) === name));
    if (!model) {
      errors.push(rowMessage(row, 'device.importModelNotFound', { value: `${v('brand')} ${v('modelName')}` }));
      continue;
    }
    const dept = deptByName.get(norm(v('deptName')));
    if (!dept) {
      errors.push(rowMessage(row, 'device.importDeptNotFound', { value: v('deptName') }));
      continue;
    }
    const codes = splitList(v('monitorItems'));
    const unknownItem = codes.find((c) => !itemByCode.has(norm(c)));
    if (unknownItem) {
      errors.push(rowMessage(row, 'device.importMonitorItemNotFound', { value: unknownItem }));
      continue;
    }
    const parsed = deviceFields.safeParse({
      equipmentCode: v('equipmentCode'),
      equipmentName: v('equipmentName'),
      serialNumber: v('serialNumber'),
      iotCode: v('iotCode'),
      modelId: model.modelId,
      deptId: dept.deptId,
      status,
      saleStatus,
      purchaseDate: dateText(v('purchaseDate')),
      productionDate: dateText(v('productionDate')),
      outboundDate: dateText(v('outboundDate')),
      warrantyDate: dateText(v('warrantyDate')),
      reservedInstallDate: dateText(v('reservedInstallDate')),
      adultShock: { upper: v('adultUpper'), lower: v('adultLower'), expected: v('adultExpected'), deviation: v('adultDeviation') },
      childShock: { upper: v('childUpper'), lower: v('childLower'), expected: v('childExpected'), deviation: v('childDeviation') },
      batteryVoltages: BATTERY_VOLTAGE_COLUMNS.map((c) => v(c)),
      chargeTimeSeconds: v('chargeTimeSeconds'),
      monitorItemIds: codes.map((c) => itemByCode.get(norm(c))!.itemId),
      remark: v('remark'),
    });
    if (!parsed.success) {
      // The rule the row broke, with its own message ("Row n: <rule>"); a bare format problem names the column.
      const issue = parsed.error.issues[0]!;
      const code = isValidationCode(issue.message) && issue.message !== 'common.validation' ? issue.message : null;
      errors.push(code ? rowMessage(row, code) : rowMessage(row, 'device.importInvalid', { field: columnOf(issue.path) }));
      continue;
    }
    candidates.push({ row, body: parsed.data });
  }

  // Duplicates (spec: ignored and reported): against earlier rows of the file, then against registered devices.
  const keysOf = (r: ImportRow) => DEVICE_KEYS.flatMap((key) => {
    const marker = key.markerOf(r.body);
    return marker ? [{ field: key.field, marker }] : [];
  });
  const existing = await existingMarkers(candidates.flatMap((r) => keysOf(r).map((k) => k.marker)));
  const seen = new Set<string>();
  const valid: ImportRow[] = [];
  for (const r of candidates) {
    const keys = keysOf(r).map((k) => ({ ...k, id: markerKey(k.marker) }));
    const dup = keys.find((k) => seen.has(k.id) || existing.has(k.id));
    keys.forEach((k) => seen.add(k.id));
    if (dup) duplicates.push(rowMessage(r.row, 'device.importDuplicate', { field: dup.field }));
    else valid.push(r);
  }
  return stageImport('device', actor, valid, duplicates, errors);
}

/** A row refused at write time for a key taken meanwhile is a duplicate too. */
const DUPLICATE_FIELDS: Partial<Record<ErrorCode, string>> = Object.fromEntries(DEVICE_KEYS.map((key) => [key.taken, key.field]));

/** Writes the next batch of rows, each through the same rules as adding a device. */
export function processDeviceImport(actor: Actor, importId: string): Promise<ImportProgress> {
  return processStagedImport<ImportRow>('device', actor, importId, CODES.notFound, async (rows) => {
    const outcome: BatchOutcome = { created: 0, duplicates: [], errors: [] };
    for (const r of rows) {
      try {
        await addDevice(actor, r.body);
        outcome.created += 1;
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        const duplicateField = DUPLICATE_FIELDS[e.errorCode];
        if (duplicateField) outcome.duplicates.push(rowMessage(r.row, 'device.importDuplicate', { field: duplicateField }));
        else outcome.errors.push(rowMessage(r.row, e.errorCode, e.params));
      }
    }
    return outcome;
  });
}
