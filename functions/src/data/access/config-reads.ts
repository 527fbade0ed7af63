/**
 * Reading one parameter (by id, by key, the root organization's). Kept apart from the writes (configs.ts: markers,
 * counters, moves, built-in texts) because every handler reads the root parameters on its authentication path
 * (password expiry, session idle time): a read route's Lambda carries no parameter write path (decision 0034).
 */
import { ROOT_DEPT } from '../data-scope';
import { ConfigEntity, type ConfigItem } from '../entities/config-entity';

export async function getConfigById(configId: number): Promise<ConfigItem | null> {
  const { data } = await ConfigEntity.get({ configId }).go({ consistent: true });
  return data;
}

export async function getConfigsByIds(ids: readonly number[]): Promise<ConfigItem[]> {
  if (!ids.length) return [];
  const { data } = await ConfigEntity.get(ids.map((configId) => ({ configId }))).go({ consistent: true });
  return data;
}

/** The parameter of this key (case-insensitive) that organization `deptId` holds: one Query of `byKey`. */
export async function getConfigOfDept(deptId: number, configKey: string): Promise<ConfigItem | null> {
  const { data } = await ConfigEntity.query.byKey({ configKey, deptId }).go({ limit: 1 });
  return data[0] ?? null;
}

/** A parameter the platform reads (a well-known key of the root organization). */
export const getRootConfig = (configKey: string) => getConfigOfDept(ROOT_DEPT.deptId, configKey);
