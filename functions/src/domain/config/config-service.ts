import type { Language } from '@aed/shared/constants/limits';
import { editedText } from '@aed/shared/i18n/built-in/text';
import type { AddConfigBody, ConfigRecord, UpdateConfigBody } from '@aed/shared/schemas/config';
import { createConfig, deleteConfigs, updateConfig, type ConfigFields } from '../../data/access/configs';
import { getConfigById, getConfigOfDept, getConfigsByIds } from '../../data/access/config-reads';
import { nextId } from '../../data/access/ids';
import type { ConfigItem } from '../../data/entities/config-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { newOwnedFields, ownerDeptFor } from '../org-owned';
import { changeableRecord, readableRecord } from '../org-records';
import { forgetConfigValues } from './config-values';
import { builtInTexts, NOT_FOUND, toRecord, toRecords } from './config-queries';
import { CONFIG_ERRORS } from '@aed/shared/errors/config-errors';

/**
 * Changing parameters. Changes need a scope over the owning organization's whole subtree (the root's: the platform
 * operator only); keys are unique per organization. Reads are in config-queries.ts.
 */

const OUTSIDE = errorRef(CONFIG_ERRORS, 'config.outsideSubtree');

export async function addConfig(actor: Actor, body: AddConfigBody, language: Language): Promise<ConfigRecord> {
  const { deptId, ...fields } = body;
  const dept = await ownerDeptFor(actor, deptId, OUTSIDE);
  if (await getConfigOfDept(dept.deptId, fields.configKey)) throw AppError.of(CONFIG_ERRORS, 'config.keyExists');
  const item: ConfigFields = { ...fields, configId: await nextId('config'), ...newOwnedFields(actor, dept) };
  await createConfig(item); // the key marker makes a concurrent duplicate fail here too
  forgetConfigValues();
  return toRecord(item as ConfigItem, new Map([[dept.deptId, dept.deptName]]), language);
}

export async function editConfig(actor: Actor, body: UpdateConfigBody, language: Language): Promise<ConfigRecord> {
  const before = changeableRecord(actor, await getConfigById(body.configId), NOT_FOUND, OUTSIDE);
  if (before.configType === 'Y' && before.configKey !== body.configKey) throw AppError.of(CONFIG_ERRORS, 'config.builtinKeyImmutable');
  if (before.configKey.toLowerCase() !== body.configKey.toLowerCase()) {
    const other = await getConfigOfDept(before.deptId, body.configKey);
    if (other && other.configId !== body.configId) throw AppError.of(CONFIG_ERRORS, 'config.keyExists');
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
  if (builtin) throw AppError.of(CONFIG_ERRORS, 'config.builtinCannotDelete', { key: builtin.configKey });
  await deleteConfigs(items);
  forgetConfigValues();
}
