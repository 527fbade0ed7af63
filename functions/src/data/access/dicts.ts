import { DICT_LIMITS } from '@aed/shared/schemas/dict';
import type { Language } from '@aed/shared/constants/limits';
import { AppError, errorRef } from '../../lib/app-error';
import { DictDataEntity, type DictDataItem } from '../entities/dict-data-entity';
import { DictTypeEntity, type DictTypeItem } from '../entities/dict-type-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { isConditionalFailure } from './ids';
import { writeTransaction, type Refusal } from './transactions';
import { DICT_ERRORS } from '@aed/shared/errors/dict-errors';

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
  const refused = await writeTransaction<'type' | 'key'>({ dictType: DictTypeEntity, unique: UniqueEntity }, ({ dictType, unique }, add) => {
    add('type', dictType.create(item).commit());
    add('key', unique.create({ ...typeMarker(item.dictType), ownerId: String(item.dictId) }).commit());
  });
  if (refused) throw new AppError(refused.part === 'key' ? errorRef(DICT_ERRORS, 'dict.typeExists') : 'common.conflict');
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
    if (isConditionalFailure(e)) throw AppError.of(DICT_ERRORS, 'dict.typeExists');
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
  const refused = await writeTransaction<'type' | 'release' | 'key'>({ dictType: DictTypeEntity, unique: UniqueEntity }, ({ dictType, unique }, add) => {
    add(
      'type',
      dictType
        .patch({ dictId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    if (keyChanged) {
      add('release', unique.delete(typeMarker(before.dictType)).commit());
      // the new key's marker was reserved for this type before its values moved (`reserveDictTypeKey`)
      add(
        'key',
        unique
          .check({ ...typeMarker(after.dictType) })
          .where((attr, op) => op.eq(attr.ownerId, String(dictId)))
          .commit(),
      );
    }
  });
  if (refused) throw new AppError('common.conflict');
}

/** Deletes types and their markers in one transaction (each unchanged since read): all or nothing. */
export async function deleteDictTypes(items: DictTypeItem[]): Promise<void> {
  const refused = await writeTransaction<'type' | 'release'>({ dictType: DictTypeEntity, unique: UniqueEntity }, ({ dictType, unique }, add) => {
    for (const item of items) {
      add(
        'type',
        dictType
          .delete({ dictId: item.dictId })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
      );
      add('release', unique.delete(typeMarker(item.dictType)).commit());
    }
  });
  if (refused) throw new AppError('common.conflict');
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

// A value's key (dictValue) is unique within its type and language, and so is its label, both case-insensitively
// (ElectroDB lowercases key values anyway; "Y" and "y" side by side would only confuse): one marker each, owned by
// the value's code, written and released in the same transaction as the value. Values written before markers existed may hold none
// (seeding gives seeded values theirs); they release only markers they hold and never take another value's.
type DataKeys = Pick<DictDataItem, 'dictType' | 'language' | 'dictValue' | 'dictLabel'>;
type MarkerKind = 'value' | 'label';
const MARKER_KINDS: readonly MarkerKind[] = ['value', 'label'];
const dataMarker = (kind: MarkerKind, d: DataKeys) =>
  kind === 'value'
    ? { scope: 'dictValue', value: `${d.dictType}|${d.language}|${d.dictValue.trim().toLowerCase()}` }
    : { scope: 'dictLabel', value: `${d.dictType}|${d.language}|${d.dictLabel.trim().toLowerCase()}` };
const EXISTS_ERROR = { value: 'dict.valueExists', label: 'dict.labelExists' } as const;

/** The markers of `item` it holds now (read before a write that releases them; the write re-checks ownership). */
async function heldMarkers(item: DictDataItem): Promise<Set<MarkerKind>> {
  const held = new Set<MarkerKind>();
  await Promise.all(
    MARKER_KINDS.map(async (kind) => {
      const { data } = await UniqueEntity.get(dataMarker(kind, item)).go();
      if (data?.ownerId === String(item.dictCode)) held.add(kind);
    }),
  );
  return held;
}

type Part = 'data' | 'type' | 'release' | MarkerKind;
/** The error of a refused value transaction, from its first refused part. */
function refusal({ part }: Refusal<Part>): AppError {
  if (part === 'type') return AppError.of(DICT_ERRORS, 'dict.typeNotFound');
  if (part === 'value' || part === 'label') return AppError.of(DICT_ERRORS, EXISTS_ERROR[part]);
  return new AppError('common.conflict');
}

/**
 * Creates a value with its key and label markers; the same transaction checks that its type still exists (its key
 * marker). A taken key or label fails with dict.valueExists / dict.labelExists.
 */
export async function createDictData(item: DictDataItem): Promise<void> {
  const ownerId = String(item.dictCode);
  const refused = await writeTransaction<Part>({ dictData: DictDataEntity, unique: UniqueEntity }, ({ dictData, unique }, add) => {
    add('data', dictData.create(item).commit());
    add(
      'type',
      unique
        .check(typeMarker(item.dictType))
        .where((attr, op) => op.exists(attr.ownerId))
        .commit(),
    );
    for (const kind of MARKER_KINDS) add(kind, unique.create({ ...dataMarker(kind, item), ownerId }).commit());
  });
  if (refused) throw refusal(refused);
}

/**
 * Updates a value (unchanged since read); moving it to another type checks that type exists. A changed key or label
 * (or type, or language) swaps its marker in the same transaction.
 */
export async function updateDictData(before: DictDataItem, after: DictDataItem): Promise<void> {
  const { dictCode, ...changes } = after;
  const ownerId = String(dictCode);
  const typeChanged = before.dictType !== after.dictType;
  const moved = MARKER_KINDS.filter((kind) => dataMarker(kind, before).value !== dataMarker(kind, after).value);
  const held = moved.length ? await heldMarkers(before) : new Set<MarkerKind>();
  const releases = moved.filter((kind) => held.has(kind));
  const refused = await writeTransaction<Part>({ dictData: DictDataEntity, unique: UniqueEntity }, ({ dictData, unique }, add) => {
    add(
      'data',
      dictData
        .patch({ dictCode })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    if (typeChanged) {
      add(
        'type',
        unique
          .check(typeMarker(after.dictType))
          .where((attr, op) => op.exists(attr.ownerId))
          .commit(),
      );
    }
    for (const kind of releases) {
      add(
        'release',
        unique
          .delete(dataMarker(kind, before))
          .where((attr, op) => op.eq(attr.ownerId, ownerId))
          .commit(),
      );
    }
    for (const kind of moved) add(kind, unique.create({ ...dataMarker(kind, after), ownerId }).commit());
  });
  if (refused) throw refusal(refused);
}

/** Deletes values (each unchanged since read) and the markers they hold in one transaction: all or nothing. */
export async function deleteDictData(items: DictDataItem[]): Promise<void> {
  const held = await Promise.all(items.map((item) => heldMarkers(item)));
  const refused = await writeTransaction<'data' | 'release'>({ dictData: DictDataEntity, unique: UniqueEntity }, ({ dictData, unique }, add) => {
    items.forEach((item, i) => {
      add(
        'data',
        dictData
          .delete({ dictCode: item.dictCode })
          .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
          .commit(),
      );
      for (const kind of held[i]!) {
        add(
          'release',
          unique
            .delete(dataMarker(kind, item))
            .where((attr, op) => op.eq(attr.ownerId, String(item.dictCode)))
            .commit(),
        );
      }
    });
  });
  if (refused) throw new AppError('common.conflict');
}

/**
 * Moves every value of `from` to `to`, one page at a time; each move is one transaction, conditional on the value
 * still being of `from`, that also moves the markers it holds to the new type, so running it again after an
 * interruption finishes the job and never moves anything twice. A marker of the new type held by another value
 * (only possible for values written before markers existed) is left to that value.
 */
export async function moveDictData(from: string, to: string, updateBy: string, at: string): Promise<number> {
  let moved = 0;
  // Bounded: a type holds at most maxDataPerType values; extra rounds absorb index propagation delay.
  for (let round = 0; round < DICT_LIMITS.maxDataPerType / 25 + 20; round++) {
    const { data } = await DictDataEntity.query.byType({ dictType: from }).go({ limit: 25 });
    if (!data.length) return moved;
    for (const item of data) {
      if (await moveOneDictData(item, from, to, updateBy, at)) moved++;
    }
  }
  throw new AppError('common.conflict');
}

async function moveOneDictData(item: DictDataItem, from: string, to: string, updateBy: string, at: string): Promise<boolean> {
  const ownerId = String(item.dictCode);
  const after = { ...item, dictType: to };
  const held = [...(await heldMarkers(item))];
  const free = await Promise.all(MARKER_KINDS.map(async (kind) => ((await UniqueEntity.get(dataMarker(kind, after)).go()).data ? null : kind)));
  const refused = await writeTransaction<'data' | 'release' | 'marker'>({ dictData: DictDataEntity, unique: UniqueEntity }, ({ dictData, unique }, add) => {
    add(
      'data',
      dictData
        .patch({ dictCode: item.dictCode })
        .set({ dictType: to, language: item.language, updateBy, updateTime: at })
        .where((attr, op) => op.eq(attr.dictType, from))
        .commit(),
    );
    for (const kind of held) {
      add(
        'release',
        unique
          .delete(dataMarker(kind, item))
          .where((attr, op) => op.eq(attr.ownerId, ownerId))
          .commit(),
      );
    }
    for (const kind of free) if (kind !== null) add('marker', unique.create({ ...dataMarker(kind, after), ownerId }).commit());
  });
  if (!refused) return true;
  // Moved meanwhile (by a concurrent or earlier run): nothing to do. Anything else: a concurrent change, retry later.
  if (refused.part === 'data') return false;
  throw new AppError('common.conflict');
}

/**
 * Seeding: a value with a fixed code, created (with its markers) when absent, unless its type is gone or an
 * administrator's value took its key or label meanwhile. A value that exists gets the markers of what it holds now
 * (values seeded before markers existed), never another value's: running it again changes nothing.
 */
export async function ensureDictData(item: DictDataItem): Promise<void> {
  const existing = await getDictDataById(item.dictCode);
  if (!existing) {
    try {
      await createDictData(item);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
    return;
  }
  for (const kind of MARKER_KINDS) {
    try {
      await UniqueEntity.create({ ...dataMarker(kind, existing), ownerId: String(existing.dictCode) }).go();
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
}
