import type { Page } from '@aed/shared/api/envelope';
import type { Language } from '@aed/shared/constants/limits';
import { builtInMonitorItemName } from '@aed/shared/i18n/built-in/monitor-items';
import { builtInMonitorRuleDescription, builtInMonitorRuleName } from '@aed/shared/i18n/built-in/monitor-rules';
import { searchableTexts, shownText } from '@aed/shared/i18n/built-in/text';
import type { LightingRule, MonitorItemOption, MonitorItemPageQuery, MonitorItemRecord, MonitorItemSearch } from '@aed/shared/schemas/monitor-item';
import { getMonitorItemById, listAllMonitorItems } from '../../data/access/monitor-items';
import type { MonitorItemItem } from '../../data/entities/monitor-item-entity';
import { AppError } from '../../lib/app-error';
import { MONITOR_ITEM_ERRORS } from '@aed/shared/errors/monitor-item-errors';

/**
 * Reading monitoring presets (the list, one preset, the options of the device form, a preset's name in a language,
 * record mapping). Kept apart from the changes (monitor-item-service.ts) so that a read route's Lambda carries no
 * write path (decision 0034).
 */

export type ItemRule = MonitorItemItem['rules'][number];

/**
 * A rule as a viewer reading `language` sees it: a reserved preset's rule named and described in that language until
 * someone changes that text (decision 0038).
 */
const toRule = (m: Pick<MonitorItemItem, 'reserved' | 'itemCode'>, r: ItemRule, language: Language): LightingRule => ({
  ruleCode: r.ruleCode,
  ruleName: shownText(builtInMonitorRuleName(m, r.ruleCode), r.ruleName, language),
  lowerLimit: r.lowerLimit ?? null,
  upperLimit: r.upperLimit ?? null,
  lightColour: r.lightColour,
  emailNotify: r.emailNotify,
  pushNotify: r.pushNotify,
  autoAlarmOrder: r.autoAlarmOrder,
  description: shownText(builtInMonitorRuleDescription(m, r.ruleCode), r.description ?? '', language),
});

/** A preset's name for a viewer reading `language`: a reserved preset's name in that language until someone renames it. */
export const monitorItemNameIn = (m: Pick<MonitorItemItem, 'reserved' | 'itemCode' | 'itemName'>, language: Language): string =>
  shownText(builtInMonitorItemName(m), m.itemName, language);

/** The names a search or a uniqueness check looks at: a reserved preset's name in every language while it holds it. */
export const namesOf = (m: MonitorItemItem) => searchableTexts(builtInMonitorItemName(m), m.itemName);

export const toRecord = (m: MonitorItemItem, language: Language): MonitorItemRecord => ({
  itemId: m.itemId,
  itemCode: m.itemCode,
  itemName: monitorItemNameIn(m, language),
  itemType: m.itemType,
  redLightMinutes: m.redLightMinutes,
  yellowLightMinutes: m.yellowLightMinutes,
  alarmDelayMinutes: m.alarmDelayMinutes ?? 0,
  alarmClearMinutes: m.alarmClearMinutes ?? 0,
  alarmRepeatMinutes: m.alarmRepeatMinutes ?? 0,
  alarmHysteresis: m.alarmHysteresis ?? 0,
  status: m.status,
  reserved: m.reserved,
  rules: m.rules.map((r) => toRule(m, r, language)),
  createBy: m.createBy ?? '',
  createTime: m.createTime,
  updateBy: m.updateBy ?? '',
  updateTime: m.updateTime ?? '',
});

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

/** Search over the preset partition (one Query; bounded by MAX_MONITOR_ITEMS), in creation order. */
export async function searchMonitorItems(search: MonitorItemSearch, language: Language): Promise<MonitorItemRecord[]> {
  return (await listAllMonitorItems())
    .filter(
      (m) =>
        contains(m.itemCode, search.itemCode) &&
        namesOf(m).some((name) => contains(name, search.itemName)) &&
        (!search.itemType || m.itemType === search.itemType) &&
        (!search.status || m.status === search.status),
    )
    .sort((a, b) => a.itemId - b.itemId)
    .map((m) => toRecord(m, language));
}

export async function pageMonitorItems(query: MonitorItemPageQuery, language: Language): Promise<Page<MonitorItemRecord>> {
  const rows = await searchMonitorItems(query, language);
  return { total: rows.length, rows: rows.slice((query.page - 1) * query.limit, query.page * query.limit) };
}

export async function getMonitorItem(itemId: number, language: Language): Promise<MonitorItemRecord> {
  const item = await getMonitorItemById(itemId);
  if (!item) throw AppError.of(MONITOR_ITEM_ERRORS, 'monitorItem.notFound');
  return toRecord(item, language);
}

/** Enabled presets for the device form, by code, named in the caller's language. */
export async function monitorItemOptions(language: Language): Promise<MonitorItemOption[]> {
  return (await searchMonitorItems({ itemCode: undefined, itemName: undefined, itemType: undefined, status: '0' }, language))
    .sort((a, b) => a.itemCode.localeCompare(b.itemCode))
    .map(({ itemId, itemCode, itemName, itemType }) => ({ itemId, itemCode, itemName, itemType }));
}
