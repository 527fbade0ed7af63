/**
 * Parameters (docs/decisions/0026): the named access functions. A parameter belongs to an organization; its key is
 * unique within that organization; lists are key-prefix Queries of the caller's scope on `byPath`.
 */
import { LIMITS } from '@aed/shared/constants/limits';
import { BUILT_IN_CONFIG_TEXTS, builtInConfigTexts } from '@aed/shared/i18n/built-in/configs';
import { searchableTexts } from '@aed/shared/i18n/built-in/text';
import { AppError, errorRef } from '../../lib/app-error';
import { ROOT_DEPT } from '../data-scope';
import { ConfigEntity, type ConfigItem } from '../entities/config-entity';
import { assertCounterZero, counterValue, moveCounter } from './counters';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import { isConditionalFailure } from './ids';
import { rebaseUnder } from './path-rebase';
import { writeTransaction, type TransactionEntities } from './transactions';
import { releaseMarker, takeMarker } from './unique-markers';
import { getRootConfig } from './config-reads';
import { CounterEntity } from '../entities/counter-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { CONFIG_ERRORS } from '@aed/shared/errors/config-errors';
import { COMMON_ERRORS } from '@aed/shared/errors/common-errors';


/** A parameter as the service builds it: the derived key and search attributes are set here. */
export type ConfigFields = Omit<ConfigItem, 'idOrder' | 'nameSearch' | 'keySearch'>;

/** "This organization already has this key", case-insensitively. */
export const configKeyMarker = (deptId: number, configKey: string) => ({ scope: 'configKey', value: `${deptId}#${configKey.toLowerCase()}` });
/** How many parameters an organization holds: bounded by LIMITS.maxParameters; its delete refuses while > 0. */
export const deptConfigCounter = (deptId: number) => `deptConfigs#${deptId}`;

/**
 * The lower-cased names the list's name filter looks in: a built-in parameter's name in every language while it holds
 * its built-in name (viewers see it in theirs: docs/decisions/0038-built-in-record-names.md), else its own name.
 */
const nameSearchOf = (c: Pick<ConfigFields, 'deptId' | 'configKey' | 'configName'>) =>
  searchableTexts(builtInConfigTexts(c, ROOT_DEPT.deptId)?.name, c.configName)
    .map((name) => name.toLowerCase())
    .join('\n');

/** The derived attributes of a parameter: its sort key and lower-cased search texts. */
export const withDerived = (c: ConfigFields): ConfigItem => ({
  ...c,
  idOrder: String(c.configId).padStart(12, '0'),
  nameSearch: nameSearchOf(c),
  keySearch: c.configKey.toLowerCase(),
});

type Part = 'config' | 'key' | 'room' | 'release' | 'counter';

/**
 * Creates the parameter with its key marker and one more on its organization's counter, in one transaction: a key the
 * organization already has refuses it (`config.keyExists`), so does an organization holding LIMITS.maxParameters.
 */
export async function createConfig(fields: ConfigFields): Promise<void> {
  const item = withDerived(fields);
  const max: number = LIMITS.maxParameters;
  const refused = await writeTransaction<Part>({ config: ConfigEntity, unique: UniqueEntity, counter: CounterEntity }, ({ config, unique, counter }, add) => {
    add('config', config.create(item).commit());
    add('key', takeMarker(unique, configKeyMarker(item.deptId, item.configKey), String(item.configId)));
    add(
      'room',
      counter
        .update({ name: deptConfigCounter(item.deptId) })
        .add({ value: 1 })
        .where((attr, op) => `${op.notExists(attr.value)} OR ${op.lt(attr.value, max)}`)
        .commit(),
    );
  });
  if (!refused) return;
  if (refused.part === 'room') throw AppError.of(CONFIG_ERRORS, 'config.tooMany', { max });
  throw new AppError(refused.part === 'key' ? errorRef(CONFIG_ERRORS, 'config.keyExists') : 'common.conflict');
}

/** Updates a parameter unchanged since read (same organization); a new key swaps the marker in the same transaction. */
export async function updateConfig(before: ConfigItem, after: ConfigFields): Promise<void> {
  const { configId, ...changes } = withDerived({ ...after, deptId: before.deptId, deptPath: before.deptPath });
  const [oldKey, newKey] = [configKeyMarker(before.deptId, before.configKey), configKeyMarker(before.deptId, after.configKey)];
  const refused = await writeTransaction<Part>({ config: ConfigEntity, unique: UniqueEntity }, ({ config, unique }, add) => {
    add(
      'config',
      config
        .patch({ configId })
        .set(changes)
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
        .commit(),
    );
    if (oldKey.value === newKey.value) return;
    add('release', releaseMarker(unique, oldKey, String(configId)));
    add('key', takeMarker(unique, newKey, String(configId)));
  });
  if (refused) throw new AppError(refused.part === 'key' ? errorRef(CONFIG_ERRORS, 'config.keyExists') : 'common.conflict');
}

/** Deletes non-built-in parameters (each unchanged since read) with their markers, counters down: all or nothing. */
export async function deleteConfigs(items: readonly ConfigItem[]): Promise<void> {
  const perDept = new Map<number, number>();
  for (const item of items) perDept.set(item.deptId, (perDept.get(item.deptId) ?? 0) + 1);
  const refused = await writeTransaction<Part>({ config: ConfigEntity, unique: UniqueEntity, counter: CounterEntity }, ({ config, unique, counter }, add) => {
    for (const item of items) {
      add(
        'config',
        config
          .delete({ configId: item.configId })
          .where((attr, op) => `${op.eq(attr.configType, 'N')} AND ${op.eq(attr.updateTime, item.updateTime)} AND ${op.eq(attr.deptPath, item.deptPath)}`)
          .commit(),
      );
      add('release', releaseMarker(unique, configKeyMarker(item.deptId, item.configKey), String(item.configId)));
    }
    for (const [deptId, n] of perDept) add('counter', moveCounter(counter, deptConfigCounter(deptId), -n));
  }, { tooMany: errorRef(COMMON_ERRORS, 'common.validation') });
  if (refused) throw new AppError('common.conflict');
}

/** Seeding: a root parameter created when the root has none of that key, never overwriting what an administrator changed. */
export async function ensureRootConfig(fields: Omit<ConfigFields, 'deptId' | 'deptPath'>): Promise<boolean> {
  if (await getRootConfig(fields.configKey)) return false;
  await createConfig({ ...fields, ...ROOT_DEPT });
  return true;
}

/**
 * Seeding: the root's built-in parameters written before their names had every language (decision 0038) get the
 * search text of those names. A parameter whose search text is already right is not written (every start after the
 * first reads a few items only); one edited meanwhile is left as its edit wrote it. Answers how many changed.
 */
export async function refreshBuiltInConfigSearch(): Promise<number> {
  let refreshed = 0;
  for (const configKey of Object.keys(BUILT_IN_CONFIG_TEXTS)) {
    const item = await getRootConfig(configKey);
    if (!item) continue;
    const nameSearch = nameSearchOf(item);
    if (item.nameSearch === nameSearch) continue;
    try {
      await ConfigEntity.patch({ configId: item.configId })
        .set({ nameSearch })
        .where((attr, op) => op.eq(attr.updateTime, item.updateTime))
        .go();
      refreshed += 1;
    } catch (e) {
      if (!isConditionalFailure(e)) throw e;
    }
  }
  return refreshed;
}

/**
 * Seeding: removes a root parameter the platform no longer has (built-in or not) with its key marker, its
 * organization's count down, in one transaction; absent, nothing.
 */
export async function retireRootConfig(configKey: string): Promise<boolean> {
  const item = await getRootConfig(configKey);
  if (!item) return false;
  const refused = await writeTransaction<Part>({ config: ConfigEntity, unique: UniqueEntity, counter: CounterEntity }, ({ config, unique, counter }, add) => {
    add('config', config.delete({ configId: item.configId }).where((attr, op) => op.eq(attr.updateTime, item.updateTime)).commit());
    add('release', releaseMarker(unique, configKeyMarker(item.deptId, item.configKey), String(item.configId)));
    add('counter', moveCounter(counter, deptConfigCounter(item.deptId), -1));
  });
  if (refused) throw new AppError('common.conflict');
  return true;
}

/** How many parameters the organization holds (its delete refusal). */
export const deptConfigCount = (deptId: number) => counterValue(deptConfigCounter(deptId));

/** Transaction item of an organization delete: it holds no parameter (one added meanwhile refuses the delete). */
export const assertDeptHoldsNoConfigs = (counter: TransactionEntities['counter'], deptId: number) => assertCounterZero(counter, deptConfigCounter(deptId));

// ---- paging ------------------------------------------------------------------------------------------------------

export interface ConfigFilter {
  /** Lower-case parts of the name and of the key. */
  name?: string;
  key?: string;
  configType?: ConfigItem['configType'];
  /** Created at or after `from`, before `toExclusive` (ISO times). */
  from?: string;
  toExclusive?: string;
}

function configQuery(p: PathPartition, f: ConfigFilter) {
  const q = ConfigEntity.query.byPath({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.name && op.contains(attr.nameSearch, f.name),
      f.key && op.contains(attr.keySearch, f.key),
      f.configType && op.eq(attr.configType, f.configType),
      f.from && op.gte(attr.createTime, f.from),
      f.toExclusive && op.lt(attr.createTime, f.toExclusive),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const configList = partitionedList(configQuery, errorRef(CONFIG_ERRORS, 'config.badCursor'));
/** One cursor page of the partitions (the caller's scope): by organization path, then id. */
export const pageConfigs = configList.page;
/** Select COUNT over the same partitions, stopping at `cap`. */
export const countConfigs = configList.count;
/** Up to `max` parameters of the partitions (export). */
export const listConfigs = configList.list;

// ---- organization moves ------------------------------------------------------------------------------------------

/** Every parameter whose organization path starts with `from` gets it rebased onto `to` (`completeMove`). */
export const rebaseConfigs = (from: string, to: string) =>
  rebaseUnder<Pick<ConfigItem, 'configId' | 'deptPath' | 'idOrder'>>(
    {
      page: (prefix, page) => ConfigEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['configId', 'deptPath', 'idOrder'] }),
      pathOf: (c) => c.deptPath,
      patch: (c, deptPath) =>
        ConfigEntity.patch({ configId: c.configId })
          .set({ deptPath })
          .composite({ idOrder: c.idOrder })
          .where((attr, op) => op.eq(attr.deptPath, c.deptPath))
          .go(),
    },
    from,
    to,
  );
