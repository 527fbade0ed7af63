import { DICT_LIMITS } from '@aed/shared/schemas/dict';
import type { Language } from '@aed/shared/constants/limits';
import { AppError } from '../../domain/app-error';
import { aedService } from '../service';
import { DictDataEntity, type DictDataItem } from '../entities/dict-data-entity';
import { DictTypeEntity, type DictTypeItem } from '../entities/dict-type-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { isConditionalFailure } from './ids';

const TYPE_SCOPE = 'dictType';
const typeMarker = (dictType: string) => ({ scope: TYPE_SCOPE, value: dictType.toLowerCase() });

// ---------------------------------------------------------------- types

/** Every dictionary type: one Query of the type partition (bounded by DICT_LIMITS.maxTypes). */
export async function listAllDictTypes(): Promise<DictTypeItem[]> {
  const { data } = await DictTypeEntity.query.all({}).go({ pages: 'all', limit: DICT_LIMITS.maxTypes });
  return data;
}

export async function countDictTypes(): Promise<number> {
  const { data } = await DictTypeEntity.query.all({}).go({ pages: 'all', attributes: ['dictId'] });
  return data.length;
}

export async function getDictTypeById(dictId: number): Promise<DictTypeItem | null> {
  const { data } = await DictTypeEntity.get({ dictId }).go();
  return data;
}

export async function getDictTypeByKey(dictType: string): Promise<DictTypeItem | null> {
  const { data } = await DictTypeEntity.query.byType({ dictType }).go({ limit: 1 });
  return data[0] ?? null;
}

/** Creates a type and its key marker atomically; a taken key fails with dict.typeExists. */
export async function createDictType(item: DictTypeItem): Promise<void> {
  const result = await aedService.transaction
    .write(({ dictType, unique }) => [
      dictType.create(item).commit(),
      unique.create({ ...typeMarker(item.dictType), ownerId: String(item.dictId) }).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError('dict.typeExists');
}

/**
 * Claims the marker of a new key for `dictId` before any data moves (idempotent: a marker this type already
 * holds is fine, so an interrupted rename can simply be repeated).
 */
export async function reserveDictTypeKey(dictType: string, dictId: number): Promise<void> {
  try {
    await UniqueEntity.put({ ...typeMarker(dictType), ownerId: String(dictId) })
      .where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, String(dictId))}`)
      .go();
  } catch (e) {
    if (isConditionalFailure(e)) throw new AppError('dict.typeExists');
    throw e;
  }
}

/** Releases a marker claimed by `reserveDictTypeKey` (only while `dictId` still owns it). */
export async function releaseDictTypeKey(dictType: string, dictId: number): Promise<void> {
  try {
    await UniqueEntity.delete(typeMarker(dictType))
      .where((attr, op) => op.eq(attr.ownerId, String(dictId)))
      .go();
  } catch (e) {
    if (!isConditionalFailure(e)) throw e;
  }
}

/** Updates a type (condition: unchanged since read); a moved key drops the old marker in the same transaction. */
export async function updateDictType(before: DictTypeItem, after: DictTypeItem): Promise<void> {
  const { dictId, ...changes } = after;
  const keyChanged = before.dictType.toLowerCase() !== after.dictType.toLowerCase();
  const result = await aedService.transaction
    .write(({ dictType, unique }) => [
      dictType
        .patch({ dictId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      ...(keyChanged
        ? [
            unique.delete(typeMarker(before.dictType)).commit(),
            unique
              .check({ ...typeMarker(after.dictType) })
              .where((attr, op) => op.eq(attr.ownerId, String(dictId)))
              .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/** Deletes types and their markers in one transaction (each unchanged since read): all or nothing. */
export async function deleteDictTypes(items: DictTypeItem[]): Promise<void> {
  const result = await aedService.transaction
    .write(({ dictType, unique }) =>
      items.flatMap((item) => [
        dictType
          .delete({ dictId: item.dictId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
        unique.delete(typeMarker(item.dictType)).commit(),
      ]),
    )
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/** Seeding: create when absent (with its marker); never overwrite what an administrator changed. */
export async function ensureDictType(item: DictTypeItem): Promise<void> {
  const existing = await getDictTypeByKey(item.dictType);
  if (existing) {
    // Types seeded before markers existed get theirs now.
    try {
      await UniqueEntity.create({ ...typeMarker(existing.dictType), ownerId: String(existing.dictId) }).go();
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
    return;
  }
  if (await getDictTypeById(item.dictId)) return;
  try {
    await createDictType(item);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
  }
}

// ---------------------------------------------------------------- data

/** The values of one type (all languages, or one): one key-prefix Query of the type's partition. */
export async function listDictDataOfType(dictType: string, language?: Language): Promise<DictDataItem[]> {
  const { data } = await DictDataEntity.query
    .byType(language ? { dictType, language } : { dictType })
    .go({ pages: 'all', limit: DICT_LIMITS.maxDataPerType });
  return data;
}

export async function hasDictData(dictType: string): Promise<boolean> {
  const { data } = await DictDataEntity.query.byType({ dictType }).go({ limit: 1, attributes: ['dictCode'] });
  return data.length > 0;
}

export async function countDictData(dictType: string): Promise<number> {
  const { data } = await DictDataEntity.query.byType({ dictType }).go({ pages: 'all', attributes: ['dictCode'] });
  return data.length;
}

export async function getDictDataById(dictCode: number): Promise<DictDataItem | null> {
  const { data } = await DictDataEntity.get({ dictCode }).go();
  return data;
}

/** Creates a value; the same transaction checks that its type still exists (its key marker). */
export async function createDictData(item: DictDataItem): Promise<void> {
  const result = await aedService.transaction
    .write(({ dictData, unique }) => [
      dictData.create(item).commit(),
      unique
        .check(typeMarker(item.dictType))
        .where((attr, op) => op.exists(attr.ownerId))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new AppError(result.data[1]?.rejected ? 'dict.typeNotFound' : 'common.conflict');
}

/** Updates a value (unchanged since read); moving it to another type checks that type exists. */
export async function updateDictData(before: DictDataItem, after: DictDataItem): Promise<void> {
  const { dictCode, ...changes } = after;
  const typeChanged = before.dictType !== after.dictType;
  const result = await aedService.transaction
    .write(({ dictData, unique }) => [
      dictData
        .patch({ dictCode })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      ...(typeChanged
        ? [
            unique
              .check(typeMarker(after.dictType))
              .where((attr, op) => op.exists(attr.ownerId))
              .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) {
    const typeCheck = (result.data as readonly { rejected?: boolean }[])[1];
    throw new AppError(typeChanged && typeCheck?.rejected ? 'dict.typeNotFound' : 'common.conflict');
  }
}

export async function deleteDictData(items: DictDataItem[]): Promise<void> {
  const result = await aedService.transaction
    .write(({ dictData }) =>
      items.map((item) =>
        dictData
          .delete({ dictCode: item.dictCode })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
      ),
    )
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/**
 * Moves every value of `from` to `to`, one page at a time; each move is conditional on the value still being of
 * `from`, so running it again after an interruption finishes the job and never moves anything twice.
 */
export async function moveDictData(from: string, to: string, updateBy: string, at: string): Promise<number> {
  let moved = 0;
  // Bounded: a type holds at most maxDataPerType values; extra rounds absorb index propagation delay.
  for (let round = 0; round < DICT_LIMITS.maxDataPerType / 25 + 20; round++) {
    const { data } = await DictDataEntity.query.byType({ dictType: from }).go({ limit: 25 });
    if (!data.length) return moved;
    for (const item of data) {
      try {
        await DictDataEntity.patch({ dictCode: item.dictCode })
          .set({ dictType: to, language: item.language, updateBy, updateTime: at })
          .where((attr, op) => op.eq(attr.dictType, from))
          .go();
        moved++;
      } catch (e) {
        if (!isConditionalFailure(e)) throw e;
      }
    }
  }
  throw new AppError('common.conflict');
}

/** Seeding: a value with a fixed code, created when absent. */
export async function ensureDictData(item: DictDataItem): Promise<void> {
  try {
    await DictDataEntity.create(item).go();
  } catch (e) {
    if (!isConditionalFailure(e)) throw e;
  }
}
