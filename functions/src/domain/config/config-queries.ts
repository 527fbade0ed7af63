import type { CursorPage } from '@aed/shared/api/envelope';
import type { Language } from '@aed/shared/constants/limits';
import { builtInConfigTexts } from '@aed/shared/i18n/built-in/configs';
import { shownText } from '@aed/shared/i18n/built-in/text';
import { hasPermission, PERMISSIONS } from '@aed/shared/permissions/permissions';
import { PUBLIC_CONFIG_KEYS, isSecretConfigKey, type ConfigPageQuery, type ConfigRecord, type ConfigSearch } from '@aed/shared/schemas/config';
import { countConfigs, listConfigs, pageConfigs as pageConfigItems, type ConfigFilter } from '../../data/access/configs';
import { getConfigById, getConfigOfDept, getRootConfig } from '../../data/access/config-reads';
import { pageWithTotal } from '../../data/access/cursor-walk';
import type { ConfigItem } from '../../data/entities/config-entity';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { ROOT_DEPT, pathDeptIds, scopeCovers, scopeQueries } from '../../data/data-scope';
import { deptNamesOf, readableRecord } from '../org-records';
import { CONFIG_ERRORS } from '@aed/shared/errors/config-errors';

/**
 * Reading parameters (the list, one parameter, a value by key, the export's rows). Parameters belong to an
 * organization (docs/decisions/0026): reads see those of organizations in the caller's scope. Kept apart from the
 * changes (config-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

export const NOT_FOUND = errorRef(CONFIG_ERRORS, 'config.notFound');
/** Exports stop here (the file is for people, not a backup). */
export const MAX_CONFIG_EXPORT = 10_000;

/** The built-in name and remark of a parameter (the root organization's seeded ones), if any. */
export const builtInTexts = (c: Pick<ConfigItem, 'deptId' | 'configKey'>) => builtInConfigTexts(c, ROOT_DEPT.deptId);

/** A parameter as a viewer reading `language` sees it: a built-in one's name and remark in that language until edited. */
export const toRecord = (c: ConfigItem, deptNames: Map<number, string>, language: Language): ConfigRecord => ({
  configId: c.configId,
  deptId: c.deptId,
  deptName: deptNames.get(c.deptId) ?? '',
  configName: shownText(builtInTexts(c)?.name, c.configName, language),
  configKey: c.configKey,
  configValue: c.configValue ?? '',
  configType: c.configType,
  remark: shownText(builtInTexts(c)?.remark, c.remark ?? '', language),
  createBy: c.createBy ?? '',
  createTime: c.createTime,
  updateBy: c.updateBy ?? '',
  updateTime: c.updateTime ?? '',
});

export async function toRecords(items: readonly ConfigItem[], language: Language): Promise<ConfigRecord[]> {
  const names = await deptNamesOf(items.map((c) => c.deptId));
  return items.map((c) => toRecord(c, names, language));
}

const filterOf = (search: ConfigSearch): ConfigFilter => ({
  name: search.configName?.toLowerCase(),
  key: search.configKey?.toLowerCase(),
  configType: search.configType,
  from: search.beginTime,
  toExclusive: search.endTime ? new Date(Date.parse(search.endTime) + 86_400_000).toISOString().slice(0, 10) : undefined,
});

/**
 * One cursor page of the parameters of the caller's scope (by organization, then id); the total comes with the first
 * page only, a capped count (decision 0030).
 */
export async function pageConfigs(actor: Actor, query: ConfigPageQuery, language: Language): Promise<CursorPage<ConfigRecord>> {
  const partitions = scopeQueries(actor.scope);
  const filter = filterOf(query);
  const page = await pageWithTotal(query.cursor, () => pageConfigItems(partitions, filter, query.limit, query.cursor), () => countConfigs(partitions, filter));
  return { ...page, rows: await toRecords(page.rows, language) };
}

/** The parameters of the caller's scope matching a search (export), at most MAX_CONFIG_EXPORT. */
export async function searchConfigs(actor: Actor, search: ConfigSearch, language: Language): Promise<ConfigRecord[]> {
  return toRecords(await listConfigs(scopeQueries(actor.scope), filterOf(search), MAX_CONFIG_EXPORT), language);
}

export async function getConfig(actor: Actor, configId: number, language: Language): Promise<ConfigRecord> {
  const [record] = await toRecords([readableRecord(actor, await getConfigById(configId), NOT_FOUND)], language);
  return record;
}

/**
 * A value by key (`GET configKey`). A key of PUBLIC_CONFIG_KEYS: the root organization's value, to any session.
 * Any other key needs the parameter query permission and is never a secret; the answer is then the value of the
 * nearest organization on the caller's path (its own first, then its ancestors) that holds the key and lies in the
 * caller's scope, '' when there is none (as for an unknown key).
 */
export async function configValueByKey(actor: Actor, configKey: string): Promise<string> {
  if (PUBLIC_CONFIG_KEYS.includes(configKey)) return (await getRootConfig(configKey))?.configValue ?? '';
  if (!hasPermission(actor.permissions, PERMISSIONS.config.query) || isSecretConfigKey(configKey)) throw new AppError('common.forbidden');
  const nearestFirst = pathDeptIds(actor.deptPath).reverse();
  const held = await Promise.all(nearestFirst.map((deptId) => getConfigOfDept(deptId, configKey)));
  return held.find((c) => c && scopeCovers(actor.scope, c.deptPath))?.configValue ?? '';
}

