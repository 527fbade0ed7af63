import type { Language } from '@aed/shared/constants/limits';
import { builtInDictTypeName } from '@aed/shared/i18n/built-in/dict-types';
import { editedText } from '@aed/shared/i18n/built-in/text';
import { DICT_LIMITS, type AddDictDataBody, type AddDictTypeBody, type DictDataRecord, type DictTypeRecord, type UpdateDictDataBody, type UpdateDictTypeBody } from '@aed/shared/schemas/dict';
import { countDictData, countDictTypes, createDictData, createDictType, deleteDictData, deleteDictTypes, getDictDataById, getDictTypeById, getDictTypeByKey, hasDictData, moveDictData, releaseDictTypeKey, reserveDictTypeKey, updateDictData, updateDictType } from '../../data/access/dicts';
import { nextId } from '../../data/access/ids';
import type { DictDataItem } from '../../data/entities/dict-data-entity';
import type { DictTypeItem } from '../../data/entities/dict-type-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { assertPlatformOperator } from '../platform-records';
import { toTypeRecord, toDataRecord } from './dict-queries';
import { DICT_ERRORS } from '@aed/shared/errors/dict-errors';

export async function addDictType(actor: Actor, body: AddDictTypeBody, language: Language): Promise<DictTypeRecord> {
  assertPlatformOperator(actor);
  if ((await countDictTypes()) >= DICT_LIMITS.maxTypes) throw AppError.of(DICT_ERRORS, 'dict.tooManyTypes');
  if (await getDictTypeByKey(body.dictType)) throw AppError.of(DICT_ERRORS, 'dict.typeExists');
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
  if (!before) throw AppError.of(DICT_ERRORS, 'dict.typeNotFound');
  const now = nowIso();
  // the form showed a built-in name in the caller's language: sent back in any language, it stays the built-in one
  const dictName = editedText(builtInDictTypeName(before.dictType), body.dictName);
  const after: DictTypeItem = { ...before, ...body, dictName, updateBy: actor.username, updateTime: now };
  const keyChanged = before.dictType !== body.dictType;
  const markerChanged = before.dictType.toLowerCase() !== body.dictType.toLowerCase();
  if (markerChanged) {
    const other = await getDictTypeByKey(body.dictType);
    if (other && other.dictId !== body.dictId) throw AppError.of(DICT_ERRORS, 'dict.typeExists');
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
  if (items.some((i) => !i)) throw AppError.of(DICT_ERRORS, 'dict.typeNotFound');
  const found = items as DictTypeItem[];
  for (const item of found) {
    if (await hasDictData(item.dictType)) throw AppError.of(DICT_ERRORS, 'dict.typeHasData', { type: item.dictType });
  }
  await deleteDictTypes(found);
}

async function requireType(dictType: string): Promise<void> {
  if (!(await getDictTypeByKey(dictType))) throw AppError.of(DICT_ERRORS, 'dict.typeNotFound');
  if ((await countDictData(dictType)) >= DICT_LIMITS.maxDataPerType) throw AppError.of(DICT_ERRORS, 'dict.tooManyData');
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
  if (!before) throw AppError.of(DICT_ERRORS, 'dict.dataNotFound');
  if (before.dictType !== body.dictType) await requireType(body.dictType);
  const after: DictDataItem = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  await updateDictData(before, after);
  return toDataRecord(after);
}

export async function removeDictData(actor: Actor, ids: number[]): Promise<void> {
  assertPlatformOperator(actor);
  const items = await Promise.all(ids.map((id) => getDictDataById(id)));
  if (items.some((i) => !i)) throw AppError.of(DICT_ERRORS, 'dict.dataNotFound');
  await deleteDictData(items as DictDataItem[]);
}
