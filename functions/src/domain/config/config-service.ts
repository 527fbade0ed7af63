import type { CursorPage } from '@aed/shared/api/envelope';
import type { Language } from '@aed/shared/constants/limits';
import { builtInConfigTexts, editedText, shownText } from '@aed/shared/i18n/built-in-names';
import { hasPermission, PERMISSIONS } from '@aed/shared/permissions/permissions';
import {
  PUBLIC_CONFIG_KEYS,
  isSecretConfigKey,
  type AddConfigBody,
  type ConfigPageQuery,
  type ConfigRecord,
  type ConfigSearch,
  type UpdateConfigBody,
} from '@aed/shared/schemas/config';
import {
  countConfigs,
  createConfig,
  deleteConfigs,
  getConfigById,
  getConfigOfDept,
  getConfigsByIds,
  getRootConfig,
  listConfigs,
  pageConfigs as pageConfigItems,
  updateConfig,
  type ConfigFields,
  type ConfigFilter,
} from '../../data/access/configs';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { nextId } from '../../data/access/ids';
import type { ConfigItem } from '../../data/entities/config-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { ROOT_DEPT, pathDeptIds, scopeCovers, scopeQueries } from '../../data/data-scope';
import { changeableRecord, deptNamesOf, newOwnedFields, ownerDeptFor, readableRecord } from '../org-owned';
import { forgetConfigValues } from './config-values';

/**
 * Parameters belong to an organization (docs/decisions/0026): the seeded ones, which the platform reads, are the root
 * organization's. Reads see the parameters of organizations in the caller's scope; changes need a scope over the
 * owning organization's whole subtree (the root's: the platform operator only). Keys are unique per organization.
 */

const NOT_FOUND = 'config.notFound';
const OUTSIDE = 'config.outsideSubtree';
/** Exports stop here (the file is for people, not a backup). */
export const MAX_CONFIG_EXPORT = 10_000;

/** The built-in name and remark of a parameter (the root organization's seeded ones), if any. */
const builtInTexts = (c: Pick<ConfigItem, 'deptId' | 'configKey'>) => builtInConfigTexts(c, ROOT_DEPT.deptId);

/** A parameter as a viewer reading `language` sees it: a built-in one's name and remark in that language until edited. */
const toRecord = (c: ConfigItem, deptNames: Map<number, string>, language: Language): ConfigRecord => ({
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

async function toRecords(items: readonly ConfigItem[], language: Language): Promise<ConfigRecord[]> {
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

export async function addConfig(actor: Actor, body: AddConfigBody, language: Language): Promise<ConfigRecord> {
  const { deptId, ...fields } = body;
  const dept = await ownerDeptFor(actor, deptId, OUTSIDE);
  if (await getConfigOfDept(dept.deptId, fields.configKey)) throw new AppError('config.keyExists');
  const item: ConfigFields = { ...fields, configId: await nextId('config'), ...newOwnedFields(actor, dept) };
  await createConfig(item); // the key marker makes a concurrent duplicate fail here too
  forgetConfigValues();
  return toRecord(item as ConfigItem, new Map([[dept.deptId, dept.deptName]]), language);
}

export async function editConfig(actor: Actor, body: UpdateConfigBody, language: Language): Promise<ConfigRecord> {
  const before = changeableRecord(actor, await getConfigById(body.configId), NOT_FOUND, OUTSIDE);
  if (before.configType === 'Y' && before.configKey !== body.configKey) throw new AppError('config.builtinKeyImmutable');
  if (before.configKey.toLowerCase() !== body.configKey.toLowerCase()) {
    const other = await getConfigOfDept(before.deptId, body.configKey);
    if (other && other.configId !== body.configId) throw new AppError('config.keyExists');
  }
  // the form showed a built-in name and remark in the caller's language: sent back in any language, they stay built-in
  const texts = builtInTexts(before);
  const configName = editedText(texts?.name, body.configName);
  const remark = editedText(texts?.remark, body.remark);
  const after: ConfigFields = { ...before, ...body, configName, remark, deptId: before.deptId, updateBy: actor.username, updateTime: nowIso() };
  await updateConfig(before, after);
  forgetConfigValues();
  const [record] = await toRecords([after as ConfigItem], language);
  return record;
}

/** All or nothing: one id missing, out of reach or built-in refuses the whole call and nothing is deleted. */
export async function removeConfigs(actor: Actor, ids: number[]): Promise<void> {
  const found = new Map((await getConfigsByIds(ids)).map((c) => [c.configId, c]));
  const items = ids.map((id) => readableRecord(actor, found.get(id), NOT_FOUND)).map((c) => changeableRecord(actor, c, NOT_FOUND, OUTSIDE));
  const builtin = items.find((i) => i.configType === 'Y');
  if (builtin) throw new AppError('config.builtinCannotDelete', { key: builtin.configKey });
  await deleteConfigs(items);
  forgetConfigValues();
}
