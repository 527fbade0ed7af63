import * as z from 'zod';
import { cursorPageFields, idListQuery, optionalText } from '../api/envelope';
import type { Language } from '../constants/limits';

/**
 * Administrative regions (docs/decisions/0016): a platform-wide tree (country > province/state > city > district >
 * township) used by installation addresses and statistics.
 */

/** 0 enabled, 1 disabled (a disabled region keeps its data but is no longer offered). */
export const REGION_STATUSES = ['0', '1'] as const;
export type RegionStatus = (typeof REGION_STATUSES)[number];
/** The level is the depth in the tree: 1 country, 2 province/state, 3 city, 4 district, 5 township/street. */
export const REGION_LEVELS = [1, 2, 3, 4, 5] as const;
export const MAX_REGION_DEPTH = REGION_LEVELS.length;
/** The children of one region are read in ONE Query of the parent index; this bound keeps that one page. */
export const MAX_REGION_CHILDREN = 1000;
/** One delete call is one transaction (four items per region plus one per parent, at most 100). */
export const MAX_REGION_DELETE = 20;
/** Region ids one path lookup accepts (a list screen labels one page of addresses at once). */
export const MAX_REGION_PATH_IDS = 50;
export const REGION_CODE_MAX = 32;
export const REGION_NAME_MAX = 100;

/** The name of a region in each UI language ('' = none: the default name is shown). */
export type RegionNames = Record<Language, string>;

const nameVariant = z.string().trim().max(REGION_NAME_MAX).default('');
export const regionNames = z
  .object({ en: nameVariant, fr: nameVariant, 'zh-CN': nameVariant, 'zh-TW': nameVariant })
  .prefault({});

export const regionRecord = z.object({
  regionId: z.number(),
  /** 0 for a top-level region (a country). */
  parentId: z.number(),
  regionCode: z.string(),
  /** Default (official, local-language) name: shown when the UI language has no variant; unique among siblings. */
  regionName: z.string(),
  names: regionNames,
  level: z.number(),
  orderNum: z.number(),
  status: z.enum(REGION_STATUSES),
  remark: z.string(),
  /** Number of direct sub-regions (enabled or not). */
  childCount: z.number(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type RegionRecord = z.infer<typeof regionRecord>;

/** One step of a region's path (country first). */
export const regionPathNode = regionRecord.pick({ regionId: true, regionCode: true, regionName: true, names: true, level: true, status: true });
export type RegionPathNode = z.infer<typeof regionPathNode>;

/** A search or list row: the region with its path (country first, the region last). */
export const regionRow = regionRecord.extend({ path: z.array(regionPathNode) });
export type RegionRow = z.infer<typeof regionRow>;

export const REGION_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const regionFields = {
  regionCode: z.string().trim().min(1, 'common.validation').max(REGION_CODE_MAX).regex(REGION_CODE_PATTERN, 'common.validation'),
  regionName: z.string().trim().min(1, 'common.validation').max(REGION_NAME_MAX),
  names: regionNames,
  orderNum: z.coerce.number().int().min(0, 'common.validation').max(9999, 'common.validation').default(0),
  status: z.enum(REGION_STATUSES).default('0'),
  remark: z.string().trim().max(500).optional().default(''),
};
const parentIdField = z.coerce.number().int().min(0, 'common.validation').default(0);

export const addRegionBody = z.object({ parentId: parentIdField, ...regionFields });
export type AddRegionBody = z.infer<typeof addRegionBody>;
/** A changed `parentId` moves the region with everything below it (0 = to the top level). */
export const updateRegionBody = z.object({ regionId: z.coerce.number().int().positive(), parentId: parentIdField, ...regionFields });
export type UpdateRegionBody = z.infer<typeof updateRegionBody>;
export const changeRegionStatusBody = z.object({ regionId: z.coerce.number().int().positive(), status: z.enum(REGION_STATUSES) });
export type ChangeRegionStatusBody = z.infer<typeof changeRegionStatusBody>;

const emptyToUndefined = <T extends z.ZodType>(schema: T) => schema.optional().or(z.literal('').transform(() => undefined));
const optionalStatus = emptyToUndefined(z.enum(REGION_STATUSES));

/** The direct children of a region (0 = the top level), optionally of one status. */
export const regionChildrenQuery = z.object({ parentId: parentIdField, status: optionalStatus });
export type RegionChildrenQuery = z.infer<typeof regionChildrenQuery>;

/** Search over a subtree (`parentId`: that region and below; absent: every region) by code or any name. */
export const regionSearch = z.object({
  keyword: optionalText(REGION_NAME_MAX),
  status: optionalStatus,
  parentId: emptyToUndefined(z.coerce.number().int().positive()),
});
export type RegionSearch = z.infer<typeof regionSearch>;
/** Searches are paged by cursor (path order): `cursor` is the `next` of the previous page. */
export const regionPageQuery = regionSearch.extend(cursorPageFields);
export type RegionPageQuery = z.infer<typeof regionPageQuery>;

export const regionInfoQuery = z.object({ regionId: z.coerce.number().int().positive() });
export const deleteRegionQuery = idListQuery;
export const regionOptionsQuery = z.object({ parentId: parentIdField });
export const regionPathQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d+(,\d+)*$/, 'common.validation')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_REGION_PATH_IDS, 'common.validation'),
});

/** A choice of a cascading select: an enabled region under an enabled parent. */
export const regionOption = regionRecord.pick({ regionId: true, regionCode: true, regionName: true, names: true, level: true }).extend({
  hasChildren: z.boolean(),
});
export type RegionOption = z.infer<typeof regionOption>;

/** A region's path and its label in the caller's language ("France / Île-de-France / Paris"). */
export const regionPath = z.object({ regionId: z.number(), nodes: z.array(regionPathNode), label: z.string() });
export type RegionPath = z.infer<typeof regionPath>;

/** The name shown in a language: its variant, else the default name. */
export const regionDisplayName = (region: { regionName: string; names?: Partial<RegionNames> }, language: Language): string =>
  region.names?.[language]?.trim() || region.regionName;

export const REGION_LABEL_SEPARATOR = ' / ';

/** Country first, each name in the language: "France / Île-de-France / Paris". */
export const regionLabel = (nodes: readonly { regionName: string; names?: Partial<RegionNames> }[], language: Language): string =>
  nodes.map((n) => regionDisplayName(n, language)).join(REGION_LABEL_SEPARATOR);

// ---- import ---------------------------------------------------------------------------------------------------

/**
 * Bulk loading of a country's regions from xlsx: file size, rows (a whole country down to districts), the
 * uncompressed size / ratio that flags a zip bomb, and the rows written per `process` call.
 */
export const REGION_IMPORT_LIMITS = {
  fileBytes: 4 * 1024 * 1024,
  rows: 5000,
  uncompressedBytes: 40 * 1024 * 1024,
  compressionRatio: 100,
  batch: 50,
} as const;

/**
 * Columns of the import template, in order; headers are matched in any of the four languages (the export's words),
 * so an export is accepted back (its other columns are ignored). Parents may come before or after their children.
 */
export const REGION_IMPORT_COLUMNS = ['regionCode', 'parentCode', 'regionName', 'nameEn', 'nameFr', 'nameZhCn', 'nameZhTw', 'orderNum', 'status', 'remark'] as const;
export type RegionImportColumn = (typeof REGION_IMPORT_COLUMNS)[number];

export const importRegionBody = z.object({
  fileName: z.string().trim().min(1).max(255),
  /** The file as base64 (optionally a data URL). */
  file: z.string().min(1).max(Math.ceil((REGION_IMPORT_LIMITS.fileBytes * 4) / 3) + 200, 'common.fileTooLarge'),
});
export type ImportRegionBody = z.infer<typeof importRegionBody>;
export const regionImportProcessBody = z.object({ importId: z.string().trim().regex(/^[0-9a-z-]{8,40}$/, 'common.validation') });
