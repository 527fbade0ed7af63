import * as z from 'zod';
import { cursorPageFields, emptyToUndefined } from '../api/envelope';

/**
 * Inspection and test records of devices (spec section 2 "Monitoring records", "Inspection record sheet";
 * docs/decisions/0050-inspection-records.md): an inspection imported from the inspection record sheet, or a device's
 * self-test reported in its telemetry.
 */
export const INSPECTION_SOURCES = ['sheet', 'selfTest'] as const;
export type InspectionSource = (typeof INSPECTION_SOURCES)[number];

export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** The fixed checklist of a maintenance inspection, in the sheet's order. */
export const INSPECTION_ITEMS = ['appearance', 'statusIndicator', 'battery', 'padsExpiry', 'cabinetAlarm'] as const;
export type InspectionItem = (typeof INSPECTION_ITEMS)[number];
/** An item's outcome: '' when the inspector did not check it. */
export const ITEM_RESULTS = ['pass', 'fail', ''] as const;
export type ItemResult = (typeof ITEM_RESULTS)[number];

/** The sheet's columns, in order (their headers in every language: shared/src/i18n/inspection-labels.ts). */
export const INSPECTION_SHEET_COLUMNS = ['serialNumber', 'inspectionDate', 'inspectorName', 'result', ...INSPECTION_ITEMS, 'remark'] as const;
export type InspectionSheetColumn = (typeof INSPECTION_SHEET_COLUMNS)[number];

/** Field limits of a record (checked on the import's rows). */
export const INSPECTION_LIMITS = { inspectorName: 30, remark: 500 } as const;

export const inspectionRecord = z.object({
  recordId: z.string(),
  source: z.enum(INSPECTION_SOURCES),
  deviceId: z.number(),
  serialNumber: z.string(),
  deptId: z.number(),
  deptName: z.string(),
  /** YYYY-MM-DD (a self-test: the UTC day of the device's time). */
  inspectionDate: z.string(),
  /** A self-test's device time (ISO, UTC); '' for a sheet's row. */
  inspectedAt: z.string(),
  inspectorName: z.string(),
  result: z.enum(INSPECTION_RESULTS),
  items: z.record(z.enum(INSPECTION_ITEMS), z.enum(ITEM_RESULTS)),
  remark: z.string(),
  /** Who imported the sheet ('' for a self-test). */
  importedBy: z.string(),
  createTime: z.string(),
});
export type InspectionRecord = z.infer<typeof inspectionRecord>;


/** A day of a search: a real calendar day (2026-02-31 is refused). */
const searchDay = z.iso.date({ error: 'common.validation' });

/** The records list's search: organization from the tree (subtree), serial, date range (real days, in order), result, source. */
export const inspectionSearch = z
  .object({
    deptId: emptyToUndefined(z.coerce.number().int().positive()),
    serialNumber: emptyToUndefined(z.string().trim().max(50, 'common.validation')),
    dateFrom: emptyToUndefined(searchDay),
    dateTo: emptyToUndefined(searchDay),
    result: emptyToUndefined(z.enum(INSPECTION_RESULTS)),
    source: emptyToUndefined(z.enum(INSPECTION_SOURCES)),
  })
  // a reversed range would silently list nothing (the rule of every list search, as withDateRangeInOrder)
  .refine((s) => !s.dateFrom || !s.dateTo || s.dateFrom <= s.dateTo, { message: 'common.dateRangeReversed', path: ['dateTo'] });
export type InspectionSearch = z.infer<typeof inspectionSearch>;
export const inspectionPageQuery = inspectionSearch.extend(cursorPageFields);
export type InspectionPageQuery = z.infer<typeof inspectionPageQuery>;

export const inspectionInfoQuery = z.object({ recordId: z.string().trim().regex(/^[0-9a-f]{24}$/, 'common.validation') });
