import * as z from 'zod';
import { dateRangeQuery, idListQuery, optionalText, pageQuery, withDateRangeInOrder } from '../api/envelope';
import { LANGUAGES } from '../constants/limits';

/** 0 enabled (normal), 1 disabled. */
export const DICT_STATUSES = ['0', '1'] as const;
/** Display styles a dictionary value may carry in lists (tag colour). */
export const DICT_LIST_CLASSES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

/** Bounds that keep every dictionary read one Query page. */
export const DICT_LIMITS = {
  /** Dictionary types live in one partition. */
  maxTypes: 500,
  /** Data rows of one type, all languages together. */
  maxDataPerType: 400,
  /** Values deleted by one call: each is 3 writes (value, key and label markers) of one 100-item transaction. */
  maxDataPerDelete: 33,
} as const;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().or(z.literal('').transform(() => undefined));

// ---------------------------------------------------------------- types

export const dictTypeRecord = z.object({
  dictId: z.number(),
  dictName: z.string(),
  dictType: z.string(),
  status: z.enum(DICT_STATUSES),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type DictTypeRecord = z.infer<typeof dictTypeRecord>;

/** The key of a dictionary type: `sys_user_sex`. */
export const dictTypeKey = z
  .string()
  .trim()
  .min(1, 'common.validation')
  .max(100)
  .regex(/^[a-z][a-z0-9_]*$/, 'dict.typeFormat');

const dictTypeFields = {
  dictName: z.string().trim().min(1, 'common.validation').max(100),
  dictType: dictTypeKey,
  status: z.enum(DICT_STATUSES).default('0'),
  remark: z.string().trim().max(500).optional().default(''),
};

export const addDictTypeBody = z.object(dictTypeFields);
export type AddDictTypeBody = z.infer<typeof addDictTypeBody>;
export const updateDictTypeBody = z.object({ dictId: z.coerce.number().int().positive(), ...dictTypeFields });
export type UpdateDictTypeBody = z.infer<typeof updateDictTypeBody>;

export const dictTypeSearch = withDateRangeInOrder(
  z.object({
    dictName: optionalText(100),
    dictType: optionalText(100),
    status: optionalEnum(DICT_STATUSES),
    ...dateRangeQuery.shape,
  }),
);
export type DictTypeSearch = z.infer<typeof dictTypeSearch>;
export const dictTypePageQuery = dictTypeSearch.extend(pageQuery.shape);
export type DictTypePageQuery = z.infer<typeof dictTypePageQuery>;
export const dictTypeInfoQuery = z.object({ dictId: z.coerce.number().int().positive() });
export const deleteDictTypeQuery = idListQuery;

/** optionselect: the types a data screen can switch between. */
export const dictTypeOption = z.object({ dictId: z.number(), dictName: z.string(), dictType: z.string() });
export type DictTypeOption = z.infer<typeof dictTypeOption>;

// ---------------------------------------------------------------- data

export const dictDataRecord = z.object({
  dictCode: z.number(),
  dictType: z.string(),
  dictLabel: z.string(),
  dictValue: z.string(),
  dictSort: z.number(),
  /** Language of the label: en, fr, zh-CN, zh-TW. */
  language: z.enum(LANGUAGES),
  status: z.enum(DICT_STATUSES),
  cssClass: z.string(),
  listClass: z.enum(DICT_LIST_CLASSES),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
});
export type DictDataRecord = z.infer<typeof dictDataRecord>;

const dictDataFields = {
  dictType: dictTypeKey,
  dictLabel: z.string().trim().min(1, 'common.validation').max(100),
  dictValue: z.string().trim().min(1, 'common.validation').max(100),
  dictSort: z.coerce.number().int().min(0).max(9999).default(0),
  language: z.enum(LANGUAGES).default('en'),
  status: z.enum(DICT_STATUSES).default('0'),
  cssClass: z.string().trim().max(100).regex(/^[A-Za-z0-9_ -]*$/, 'common.validation').optional().default(''),
  listClass: z.enum(DICT_LIST_CLASSES).optional().default(''),
  remark: z.string().trim().max(500).optional().default(''),
};

export const addDictDataBody = z.object(dictDataFields);
export type AddDictDataBody = z.infer<typeof addDictDataBody>;
export const updateDictDataBody = z.object({ dictCode: z.coerce.number().int().positive(), ...dictDataFields });
export type UpdateDictDataBody = z.infer<typeof updateDictDataBody>;

/** The data screen always shows one type (one Query of that type's partition). */
export const dictDataSearch = z.object({
  dictType: dictTypeKey,
  dictLabel: optionalText(100),
  language: optionalEnum(LANGUAGES),
  status: optionalEnum(DICT_STATUSES),
});
export type DictDataSearch = z.infer<typeof dictDataSearch>;
export const dictDataPageQuery = pageQuery.extend(dictDataSearch.shape);
export type DictDataPageQuery = z.infer<typeof dictDataPageQuery>;
export const dictDataInfoQuery = z.object({ dictCode: z.coerce.number().int().positive() });
export const deleteDictDataQuery = z.object({
  ids: idListQuery.shape.ids.refine((ids) => ids.length <= DICT_LIMITS.maxDataPerDelete, 'common.validation'),
});

/** `GET .../dict/data/dictType/{type}`: path parameter, and an optional `lang` (else the user's language). */
export const dictByTypeParams = z.object({ type: dictTypeKey });
export const dictByTypeQuery = z.object({ lang: optionalEnum(LANGUAGES) });
