import { LIMITS } from '@aed/shared/constants/limits';
import type { Page } from '@aed/shared/api/envelope';
import type { AddConfigBody, ConfigPageQuery, ConfigRecord, ConfigSearch, UpdateConfigBody } from '@aed/shared/schemas/config';
import {
  countConfigs,
  createConfig,
  deleteConfigs,
  getConfigById,
  getConfigByKey,
  listAllConfigs,
  updateConfig,
} from '../../data/access/configs';
import { nextId } from '../../data/access/ids';
import type { ConfigItem } from '../../data/entities/config-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { forgetConfigValues } from './config-values';

const toRecord = (c: ConfigItem): ConfigRecord => ({
  configId: c.configId,
  configName: c.configName,
  configKey: c.configKey,
  configValue: c.configValue ?? '',
  configType: c.configType,
  remark: c.remark ?? '',
  createBy: c.createBy ?? '',
  createTime: c.createTime,
  updateBy: c.updateBy ?? '',
  updateTime: c.updateTime ?? '',
});

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

/** Search over the parameter partition (one Query; parameters are bounded by LIMITS.maxParameters). */
export async function searchConfigs(search: ConfigSearch): Promise<ConfigRecord[]> {
  const endExclusive = search.endTime ? new Date(Date.parse(search.endTime) + 86_400_000).toISOString() : undefined;
  return (await listAllConfigs())
    .filter(
      (c) =>
        contains(c.configName, search.configName) &&
        contains(c.configKey, search.configKey) &&
        (!search.configType || c.configType === search.configType) &&
        (!search.beginTime || c.createTime >= search.beginTime) &&
        (!endExclusive || c.createTime < endExclusive),
    )
    .sort((a, b) => a.configId - b.configId)
    .map(toRecord);
}

export async function pageConfigs(query: ConfigPageQuery): Promise<Page<ConfigRecord>> {
  const rows = await searchConfigs(query);
  const start = (query.page - 1) * query.limit;
  return { total: rows.length, rows: rows.slice(start, start + query.limit) };
}

export async function getConfig(configId: number): Promise<ConfigRecord> {
  const item = await getConfigById(configId);
  if (!item) throw new AppError('config.notFound');
  return toRecord(item);
}

export async function getConfigValue(configKey: string): Promise<string> {
  return (await getConfigByKey(configKey))?.configValue ?? '';
}

export async function addConfig(actor: Actor, body: AddConfigBody): Promise<ConfigRecord> {
  if ((await countConfigs()) >= LIMITS.maxParameters) throw new AppError('config.tooMany');
  if (await getConfigByKey(body.configKey)) throw new AppError('config.keyExists');
  const now = nowIso();
  const item: ConfigItem = {
    ...body,
    configId: await nextId('config'),
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  await createConfig(item); // the key marker makes a concurrent duplicate fail here too
  forgetConfigValues();
  return toRecord(item);
}

export async function editConfig(actor: Actor, body: UpdateConfigBody): Promise<ConfigRecord> {
  const before = await getConfigById(body.configId);
  if (!before) throw new AppError('config.notFound');
  if (before.configType === 'Y' && before.configKey !== body.configKey) throw new AppError('config.builtinKeyImmutable');
  if (before.configKey.toLowerCase() !== body.configKey.toLowerCase()) {
    const other = await getConfigByKey(body.configKey);
    if (other && other.configId !== body.configId) throw new AppError('config.keyExists');
  }
  const after: ConfigItem = { ...before, ...body, updateBy: actor.username, updateTime: nowIso() };
  await updateConfig(before, after);
  forgetConfigValues();
  return toRecord(after);
}

/** All or nothing: one built-in (or missing) id refuses the whole call and nothing is deleted. */
export async function removeConfigs(ids: number[]): Promise<void> {
  const items = await Promise.all(ids.map((id) => getConfigById(id)));
  if (items.some((i) => !i)) throw new AppError('config.notFound');
  const found = items as ConfigItem[];
  const builtin = found.find((i) => i.configType === 'Y');
  if (builtin) throw new AppError('config.builtinCannotDelete', { key: builtin.configKey });
  await deleteConfigs(found);
  forgetConfigValues();
}
