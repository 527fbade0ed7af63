import type { Page } from '@aed/shared/api/envelope';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@aed/shared/constants/limits';
import { builtInDictTypeName } from '@aed/shared/i18n/built-in/dict-types';
import { searchableTexts, shownText } from '@aed/shared/i18n/built-in/text';
import type { DictDataPageQuery, DictDataRecord, DictDataSearch, DictTypeOption, DictTypePageQuery, DictTypeRecord, DictTypeSearch } from '@aed/shared/schemas/dict';
import { getDictDataById, getDictTypeById, getDictTypeByKey, listAllDictTypes, listDictDataOfType } from '../../data/access/dicts';
import { getUserById } from '../../data/access/user-reads';
import type { DictDataItem } from '../../data/entities/dict-data-entity';
import type { DictTypeItem } from '../../data/entities/dict-type-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { DICT_ERRORS } from '@aed/shared/errors/dict-errors';

/**
 * Reading dictionaries (type and value lists, one type or value, the type options, a type's values for a form).
 * Kept apart from the changes (dict-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

/** A type as a viewer reading `language` sees it: a built-in type's name in that language until someone renames it. */
export const toTypeRecord = (d: DictTypeItem, language: Language): DictTypeRecord => ({
  dictId: d.dictId,
  dictName: dictTypeNameIn(d, language),
  dictType: d.dictType,
  status: d.status,
  remark: d.remark ?? '',
  createBy: d.createBy ?? '',
  createTime: d.createTime,
  updateBy: d.updateBy ?? '',
  updateTime: d.updateTime ?? '',
});

export const toDataRecord = (d: DictDataItem): DictDataRecord => ({
  dictCode: d.dictCode,
  dictType: d.dictType,
  dictLabel: d.dictLabel,
  dictValue: d.dictValue,
  dictSort: d.dictSort,
  language: d.language,
  status: d.status,
  cssClass: d.cssClass ?? '',
  listClass: d.listClass ?? '',
  remark: d.remark ?? '',
  createBy: d.createBy ?? '',
  createTime: d.createTime,
  updateBy: d.updateBy ?? '',
  updateTime: d.updateTime ?? '',
});

const dictTypeNameIn = (d: Pick<DictTypeItem, 'dictType' | 'dictName'>, language: Language) => shownText(builtInDictTypeName(d.dictType), d.dictName, language);

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());
const paginate = <T>(rows: T[], page: number, limit: number): Page<T> => ({ total: rows.length, rows: rows.slice((page - 1) * limit, page * limit) });

// ---------------------------------------------------------------- types

/** Search over the type partition (one Query; bounded by DICT_LIMITS.maxTypes). */
export async function searchDictTypes(search: DictTypeSearch, language: Language): Promise<DictTypeRecord[]> {
  const endExclusive = search.endTime ? new Date(Date.parse(search.endTime) + 86_400_000).toISOString() : undefined;
  return (await listAllDictTypes())
    .filter(
      (d) =>
        // a built-in type by its name in any language
        searchableTexts(builtInDictTypeName(d.dictType), d.dictName).some((name) => contains(name, search.dictName)) &&
        contains(d.dictType, search.dictType) &&
        (!search.status || d.status === search.status) &&
        (!search.beginTime || d.createTime >= search.beginTime) &&
        (!endExclusive || d.createTime < endExclusive),
    )
    .sort((a, b) => a.dictId - b.dictId)
    .map((d) => toTypeRecord(d, language));
}

export async function pageDictTypes(query: DictTypePageQuery, language: Language): Promise<Page<DictTypeRecord>> {
  return paginate(await searchDictTypes(query, language), query.page, query.limit);
}

export async function getDictType(dictId: number, language: Language): Promise<DictTypeRecord> {
  const item = await getDictTypeById(dictId);
  if (!item) throw AppError.of(DICT_ERRORS, 'dict.typeNotFound');
  return toTypeRecord(item, language);
}

export async function dictTypeOptions(language: Language): Promise<DictTypeOption[]> {
  return (await listAllDictTypes())
    .sort((a, b) => a.dictId - b.dictId)
    .map((d) => ({ dictId: d.dictId, dictName: dictTypeNameIn(d, language), dictType: d.dictType }));
}

// ---------------------------------------------------------------- data

/** The values of one type matching a search: one Query of that type's partition. */
export async function searchDictData(search: DictDataSearch): Promise<DictDataRecord[]> {
  return (await listDictDataOfType(search.dictType, search.language))
    .filter((d) => contains(d.dictLabel, search.dictLabel) && (!search.status || d.status === search.status))
    .sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language) || a.dictSort - b.dictSort || a.dictCode - b.dictCode)
    .map(toDataRecord);
}

export async function pageDictData(query: DictDataPageQuery): Promise<Page<DictDataRecord>> {
  return paginate(await searchDictData(query), query.page, query.limit);
}

export async function getDictData(dictCode: number): Promise<DictDataRecord> {
  const item = await getDictDataById(dictCode);
  if (!item) throw AppError.of(DICT_ERRORS, 'dict.dataNotFound');
  return toDataRecord(item);
}

/**
 * The enabled values of a type for the caller's language, sorted. The language is `lang` when the client sends
 * it (the SPA sends its UI language), else the language stored on the caller's user record; a language with no
 * values of this type falls back to English. A disabled (or missing) type has no values.
 */
export async function dictDataForType(actor: Actor, dictType: string, lang?: Language): Promise<DictDataRecord[]> {
  const [type, language] = await Promise.all([
    getDictTypeByKey(dictType),
    lang ?? getUserById(actor.userId).then((u) => u?.language ?? DEFAULT_LANGUAGE),
  ]);
  if (type?.status !== '0') return [];
  const enabled = async (l: Language) =>
    (await listDictDataOfType(dictType, l)).filter((d) => d.status === '0').sort((a, b) => a.dictSort - b.dictSort || a.dictCode - b.dictCode);
  let rows = await enabled(language);
  if (!rows.length && language !== DEFAULT_LANGUAGE) rows = await enabled(DEFAULT_LANGUAGE);
  return rows.map(toDataRecord);
}
