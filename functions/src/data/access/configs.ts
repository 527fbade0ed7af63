import { LIMITS } from '@aed/shared/constants/limits';
import { AppError } from '../../domain/app-error';
import { aedService } from '../service';
import { ConfigEntity, type ConfigItem } from '../entities/config-entity';
import { UniqueEntity } from '../entities/unique-entity';

const KEY_SCOPE = 'configKey';
const keyMarker = (configKey: string) => ({ scope: KEY_SCOPE, value: configKey.toLowerCase() });

/** Every parameter: one Query of the parameter partition (bounded by LIMITS.maxParameters). */
export async function listAllConfigs(): Promise<ConfigItem[]> {
  const { data } = await ConfigEntity.query.all({}).go({ pages: 'all', limit: LIMITS.maxParameters });
  return data;
}

export async function countConfigs(): Promise<number> {
  const { data } = await ConfigEntity.query.all({}).go({ pages: 'all', attributes: ['configId'] });
  return data.length;
}

export async function getConfigById(configId: number): Promise<ConfigItem | null> {
  const { data } = await ConfigEntity.get({ configId }).go();
  return data;
}

export async function getConfigByKey(configKey: string): Promise<ConfigItem | null> {
  const { data } = await ConfigEntity.query.byKey({ configKey }).go({ limit: 1 });
  return data[0] ?? null;
}

/** Creates the parameter and its key marker atomically; a taken key fails with config.keyExists. */
export async function createConfig(item: ConfigItem): Promise<void> {
  const result = await aedService.transaction
    .write(({ config, unique }) => [
      config.create(item).commit(),
      unique.create({ ...keyMarker(item.configKey), ownerId: String(item.configId) }).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError('config.keyExists');
}

/** Updates a parameter; moving its key swaps the marker in the same transaction. */
export async function updateConfig(before: ConfigItem, after: ConfigItem): Promise<void> {
  const { configId, ...changes } = after;
  const keyChanged = before.configKey.toLowerCase() !== after.configKey.toLowerCase();
  const result = await aedService.transaction
    .write(({ config, unique }) => [
      config
        .patch({ configId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      ...(keyChanged
        ? [
            unique.delete(keyMarker(before.configKey)).commit(),
            unique.create({ ...keyMarker(after.configKey), ownerId: String(configId) }).commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) {
    const [configResult] = result.data;
    throw new AppError(configResult?.rejected ? 'common.conflict' : 'config.keyExists');
  }
}

/** Deletes non-built-in parameters and their markers in one transaction: all or nothing. */
export async function deleteConfigs(items: ConfigItem[]): Promise<void> {
  const result = await aedService.transaction
    .write(({ config, unique }) =>
      items.flatMap((item) => [
        config
          .delete({ configId: item.configId })
          .where((attr, op) => `${op.eq(attr.configType, 'N')} AND ${op.eq(attr.updateTime, item.updateTime)}`)
          .commit(),
        unique.delete(keyMarker(item.configKey)).commit(),
      ]),
    )
    .go();
  if (result.canceled) throw new AppError('common.conflict');
}

/** Seeding: create when absent, never overwrite what an administrator changed. */
export async function ensureConfig(item: ConfigItem): Promise<boolean> {
  if (await getConfigByKey(item.configKey)) return false;
  await createConfig(item);
  return true;
}

/** Seeding: removes a parameter the platform no longer has (built-in or not) with its key marker; absent, nothing. */
export async function retireConfig(configKey: string): Promise<boolean> {
  const item = await getConfigByKey(configKey);
  if (!item) return false;
  await aedService.transaction
    .write(({ config, unique }) => [config.delete({ configId: item.configId }).commit(), unique.delete(keyMarker(item.configKey)).commit()])
    .go();
  return true;
}

export { UniqueEntity };
