import type { Page } from '@aed/shared/api/envelope';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@aed/shared/constants/limits';
import { builtInDictTypeName, editedText, searchableTexts, shownText } from '@aed/shared/i18n/built-in-names';
import {
  DICT_LIMITS,
  type AddDictDataBody,
  type AddDictTypeBody,
  type DictDataPageQuery,
  type DictDataRecord,
  type DictDataSearch,
  type DictTypeOption,
  type DictTypePageQuery,
  type DictTypeRecord,
  type DictTypeSearch,
  type UpdateDictDataBody,
  type UpdateDictTypeBody,
} from '@aed/shared/schemas/dict';
import {
  countDictData,
  countDictTypes,
  createDictData,
  createDictType,
  deleteDictData,
  deleteDictTypes,
  getDictDataById,
  getDictTypeById,
  getDictTypeByKey,
  hasDictData,
  listAllDictTypes,
  listDictDataOfType,
  moveDictData,
  releaseDictTypeKey,
  reserveDictTypeKey,
  updateDictData,
  updateDictType,
} from '../../data/access/dicts';
import { nextId } from '../../data/access/ids';
import { getUserById } from '../../data/access/user-reads';
import type { DictDataItem } from '../../data/entities/dict-data-entity';
import type { DictTypeItem } from '../../data/entities/dict-type-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { assertPlatformOperator } from '../platform-records';

/** A type as a viewer reading `language` sees it: a built-in type's name in that language until someone renames it. */
const toTypeRecord = (d: DictTypeItem, language: Language): DictTypeRecord => ({
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

const toDataRecord = (d: DictDataItem): DictDataRecord => ({
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
  if (!item) throw new AppError('dict.typeNotFound');
  return toTypeRecord(item, language);
}

export async function dictTypeOptions(language: Language): Promise<DictTypeOption[]> {
  return (await listAllDictTypes())
    .sort((a, b) => a.dictId - b.dictId)
    .map((d) => ({ dictId: d.dictId, dictName: dictTypeNameIn(d, language), dictType: d.dictType }));
}

export async function addDictType(actor: Actor, body: AddDictTypeBody, language: Language): Promise<DictTypeRecord> {
  assertPlatformOperator(actor);
  if ((await countDictTypes()) >= DICT_LIMITS.maxTypes) throw new AppError('dict.tooManyTypes');
  if (await getDictTypeByKey(body.dictType)) throw new AppError('dict.typeExists');
  const now = nowIso();
  const item: DictTypeItem = { ...body, dictId: await nextId('dictType'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await createDictType(item); // the key marker makes a concurrent duplicate fail here too
  return toTypeRecord(item, language);
}

/**
 * Changing a type's key renames its data: the new key is claimed first (so no other type can take it meanwhile),
 * then the values move page by page (each move conditional, so a repeated call finishes an interrupted one), and
 * the type itself changes last, dropping the old key's marker in the same transaction.
 */
export async function editDictType(actor: Actor, body: UpdateDictTypeBody, language: Language): Promise<DictTypeRecord> {
  assertPlatformOperator(actor);
  const before = await getDictTypeById(body.dictId);
  if (!before) throw new AppError('dict.typeNotFound');
  const now = nowIso();
  // the form showed a built-in name in the caller's language: sent back in any language, it stays the built-in one
  const dictName = editedText(builtInDictTypeName(before.dictType), body.dictName);
  const after: DictTypeItem = { ...before, ...body, dictName, updateBy: actor.username, updateTime: now };
  const keyChanged = before.dictType !== body.dictType;
  const markerChanged = before.dictType.toLowerCase() !== body.dictType.toLowerCase();
  if (markerChanged) {
    const other = await getDictTypeByKey(body.dictType);
    if (other && other.dictId !== body.dictId) throw new AppError('dict.typeExists');
    await reserveDictTypeKey(body.dictType, body.dictId);
  }
  try {
    if (keyChanged) await moveDictData(before.dictType, body.dictType, actor.username, now);
    await updateDictType(before, after);
  } catch (e) {
    // Nothing moved yet: give the claimed key back. Once values moved, keep it so a retry can finish the rename.
    if (markerChanged && !(await hasDictData(body.dictType))) await releaseDictTypeKey(body.dictType, body.dictId);
    throw e;
  }
  return toTypeRecord(after, language);
}

/** All or nothing: a missing type, or one that still has data, refuses the whole call and nothing is deleted. */
export async function removeDictTypes(actor: Actor, ids: number[]): Promise<void> {
  assertPlatformOperator(actor);
  const items = await Promise.all(ids.map((id) => getDictTypeById(id)));
  if (items.some((i) => !i)) throw new AppError('dict.typeNotFound');
  const found = items as DictTypeItem[];
  for (const item of found) {
    if (await hasDictData(item.dictType)) throw new AppError('dict.typeHasData', { type: item.dictType });
  }
  await deleteDictTypes(found);
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
  if (!item) throw new AppError('dict.dataNotFound');
  return toDataRecord(item);
}

async function requireType(dictType: string): Promise<void> {
  if (!(await getDictTypeByKey(dictType))) throw new AppError('dict.typeNotFound');
  if ((await countDictData(dictType)) >= DICT_LIMITS.maxDataPerType) throw new AppError('dict.tooManyData');
}

export async function addDictData(actor: Actor, body: AddDictDataBody): Promise<DictDataRecord> {
  assertPlatformOperator(actor);
  await requireType(body.dictType);
  const now = nowIso();
  const item: DictDataItem = { ...body, dictCode: await nextId('dictData'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await createDictData(item);
  return toDataRecord(item);
}

export async function editDictData(actor: Actor, body: UpdateDictDataBody): Promise<DictDataRecord> {
  assertPlatformOperator(actor);
  const before = await getDictDataById(body.dictCode);
  if (!before) throw new AppError('dict.dataNotFound');
  if (before.dictType !== body.dictType) await requireType(body.dictType);
  const after: DictDataItem = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  await updateDictData(before, after);
  return toDataRecord(after);
}

export async function removeDictData(actor: Actor, ids: number[]): Promise<void> {
  assertPlatformOperator(actor);
  const items = await Promise.all(ids.map((id) => getDictDataById(id)));
  if (items.some((i) => !i)) throw new AppError('dict.dataNotFound');
  await deleteDictData(items as DictDataItem[]);
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
