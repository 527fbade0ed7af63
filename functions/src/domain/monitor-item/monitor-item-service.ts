import type { Language } from '@aed/shared/constants/limits';
import { presetCache } from '../iot/preset-cache';
import { builtInMonitorItemName } from '@aed/shared/i18n/built-in/monitor-items';
import { builtInMonitorRuleDescription, builtInMonitorRuleName } from '@aed/shared/i18n/built-in/monitor-rules';
import { editedText, nameParam } from '@aed/shared/i18n/built-in/text';
import { MAX_LIGHTING_RULES, MAX_MONITOR_ITEMS, type AddMonitorItemBody, type LightingRule, type MonitorItemRecord, type UpdateMonitorItemBody } from '@aed/shared/schemas/monitor-item';
import { LIMIT_PATTERN, lightingRangeProblems } from '@aed/shared/schemas/monitor-item-limits';
import { nextId } from '../../data/access/ids';
import { createMonitorItem, deleteMonitorItems, ensureMonitorItem, getMonitorItemById, listAllMonitorItems, updateMonitorItem } from '../../data/access/monitor-items';
import { usageCount } from '../../data/access/usage-counters';
import type { MonitorItemItem } from '../../data/entities/monitor-item-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { namesOf, toRecord, type ItemRule } from './monitor-item-queries';
import { MONITOR_ITEM_ERRORS } from '@aed/shared/errors/monitor-item-errors';
import { MONITOR_ITEM_FIELD_ERRORS } from '@aed/shared/errors/monitor-item-field-errors';

/** One delete is one transaction of four items per preset (record, usage check, code and name markers). */
const MAX_DELETE = 25;

/** Stored form of a rule: an unbounded limit is an absent attribute. */
const toItemRule = ({ lowerLimit, upperLimit, ...rest }: LightingRule): ItemRule => ({
  ...rest,
  ...(lowerLimit === null ? {} : { lowerLimit }),
  ...(upperLimit === null ? {} : { upperLimit }),
});

type ItemFields = Pick<AddMonitorItemBody, 'redLightMinutes' | 'yellowLightMinutes' | 'rules'>;

/**
 * The rules of spec section 5 on an item as the domain sees it (the shared schema checks the same before a request
 * gets here; this keeps any other caller, e.g. the seed, honest): limits are numbers of the limit format, lower below
 * upper, ranges tiling the real line, rule codes unique, 1..MAX_LIGHTING_RULES rules, yellow before red.
 * Throws the first problem's code with every problem as a field (`rules.<i>.<field>`).
 */
/** The codes an item's rules are refused with (the field codes the shared schema also answers, and the domain's). */
const ITEM_RULE_ERRORS = { ...MONITOR_ITEM_ERRORS, ...MONITOR_ITEM_FIELD_ERRORS };

export function assertValidMonitorItem(item: ItemFields): void {
  const fields: { path: string; errorCode: keyof typeof ITEM_RULE_ERRORS }[] = [];
  if (item.rules.length === 0) fields.push({ path: 'rules', errorCode: 'monitorItem.noRules' });
  if (item.rules.length > MAX_LIGHTING_RULES) fields.push({ path: 'rules', errorCode: 'monitorItem.tooManyRules' });
  const badLimit = (v: number | null) => v !== null && !(Number.isFinite(v) && LIMIT_PATTERN.test(String(v)));
  item.rules.forEach((r, i) => {
    if (badLimit(r.lowerLimit)) fields.push({ path: `rules.${i}.lowerLimit`, errorCode: 'monitorItem.limitFormat' });
    if (badLimit(r.upperLimit)) fields.push({ path: `rules.${i}.upperLimit`, errorCode: 'monitorItem.limitFormat' });
    if (item.rules.slice(0, i).some((o) => o.ruleCode.toLowerCase() === r.ruleCode.toLowerCase())) fields.push({ path: `rules.${i}.ruleCode`, errorCode: 'monitorItem.ruleCodeRepeated' });
  });
  if (fields.length === 0) for (const p of lightingRangeProblems(item.rules)) fields.push({ path: `rules.${p.index}.${p.field}`, errorCode: p.code });
  if (item.redLightMinutes > 0 && item.yellowLightMinutes > 0 && item.yellowLightMinutes >= item.redLightMinutes) {
    fields.push({ path: 'yellowLightMinutes', errorCode: 'monitorItem.yellowAfterRed' });
  }
  if (fields.length > 0) throw AppError.of(ITEM_RULE_ERRORS, fields[0].errorCode, {}, fields);
}
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Code and name are unique (case-insensitive; a reserved preset's name in every language it is shown in); the markers
 * written with the record make a race fail too.
 */
async function checkUnique(body: { itemCode: string; itemName: string }, selfId?: number): Promise<MonitorItemItem[]> {
  const all = await listAllMonitorItems();
  const others = all.filter((m) => m.itemId !== selfId);
  if (others.some((m) => same(m.itemCode, body.itemCode))) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.codeExists');
  if (others.some((m) => namesOf(m).some((name) => same(name, body.itemName)))) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.nameExists');
  return all;
}

const itemOf = (body: AddMonitorItemBody, itemId: number, reserved: boolean, by: string, now: string): MonitorItemItem => ({
  itemId,
  itemCode: body.itemCode,
  itemName: body.itemName,
  itemType: body.itemType,
  redLightMinutes: body.redLightMinutes,
  yellowLightMinutes: body.yellowLightMinutes,
  alarmDelayMinutes: body.alarmDelayMinutes ?? 0,
  alarmClearMinutes: body.alarmClearMinutes ?? 0,
  alarmRepeatMinutes: body.alarmRepeatMinutes ?? 0,
  alarmHysteresis: body.alarmHysteresis ?? 0,
  status: body.status,
  reserved,
  rules: body.rules.map(toItemRule),
  createBy: by,
  createTime: now,
  updateBy: by,
  updateTime: now,
});

export async function addMonitorItem(actor: Actor, body: AddMonitorItemBody, language: Language): Promise<MonitorItemRecord> {
  assertValidMonitorItem(body);
  const all = await checkUnique(body);
  if (all.length >= MAX_MONITOR_ITEMS) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.tooMany');
  const item = itemOf(body, await nextId('monitorItem'), false, actor.username, nowIso());
  await createMonitorItem(item);
  return toRecord(item, language);
}

/**
 * Modifies a preset. Disabling it or changing its type needs that no device uses it (checked now for the message,
 * and as a condition of the write against a concurrent device); a reserved preset keeps its code and type.
 */
export async function editMonitorItem(actor: Actor, submitted: UpdateMonitorItemBody, language: Language): Promise<MonitorItemRecord> {
  assertValidMonitorItem(submitted);
  const before = await getMonitorItemById(submitted.itemId);
  if (!before) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.notFound');
  // the form showed a reserved name (and its rules' names and descriptions) in the caller's language: sent back in any language, it stays the reserved one
  const body = {
    ...submitted,
    itemName: editedText(builtInMonitorItemName(before), submitted.itemName),
    rules: submitted.rules.map((r) => ({
      ...r,
      ruleName: editedText(builtInMonitorRuleName(before, r.ruleCode), r.ruleName),
      description: editedText(builtInMonitorRuleDescription(before, r.ruleCode), r.description),
    })),
  };
  const typeChanged = before.itemType !== body.itemType;
  if (before.reserved && (before.itemCode !== body.itemCode || typeChanged)) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.reservedFixed');
  await checkUnique(body, body.itemId);
  const disabling = before.status === '0' && body.status === '1';
  const mustBeUnused = disabling ? 'inUse' : typeChanged ? 'typeInUse' : false;
  if (mustBeUnused && (await usageCount('monitor', before.itemId)) > 0) throw AppError.of(MONITOR_ITEM_ERRORS, `monitorItem.${mustBeUnused}`, { name: before.itemName });
  const after: MonitorItemItem = { ...itemOf(body, before.itemId, before.reserved, actor.username, nowIso()), createBy: before.createBy, createTime: before.createTime };
  await updateMonitorItem(before, after, mustBeUnused);
  presetCache.forget(after.itemId);
  return toRecord(after, language);
}

/** All or nothing: a missing, reserved or used preset refuses the whole call and nothing is deleted. */
export async function removeMonitorItems(ids: number[]): Promise<void> {
  if (ids.length > MAX_DELETE) throw new AppError('common.validation');
  const items = await Promise.all(ids.map((id) => getMonitorItemById(id)));
  if (items.some((i) => !i)) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.notFound');
  const found = items as MonitorItemItem[];
  const reserved = found.find((i) => i.reserved);
  if (reserved) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.reserved', { name: nameParam(builtInMonitorItemName(reserved), reserved.itemName) });
  for (const item of found) if ((await usageCount('monitor', item.itemId)) > 0) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.inUse', { name: nameParam(builtInMonitorItemName(item), item.itemName) });
  await deleteMonitorItems(found);
  for (const item of found) presetCache.forget(item.itemId);
}

/** Seeding a reserved platform preset (fixed id): validated like any other, created once, never overwritten. */
export async function ensureReservedMonitorItem(itemId: number, body: AddMonitorItemBody, now: string): Promise<void> {
  assertValidMonitorItem(body);
  await ensureMonitorItem(itemOf(body, itemId, true, 'system', now));
}
