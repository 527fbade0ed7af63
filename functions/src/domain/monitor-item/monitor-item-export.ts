import type { Language } from '@aed/shared/constants/limits';
import { MONITOR_ITEM_EXPORT } from '@aed/shared/i18n/export-labels';
import type { LightingRule, MonitorItemSearch } from '@aed/shared/schemas/monitor-item';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import { searchMonitorItems } from './monitor-item-queries';

type Words = (typeof MONITOR_ITEM_EXPORT)[Language];

/** One rule as a line: `LOW Battery low: [10.5, 11.5) Yellow (email, push)`; ∞ for an unbounded side. */
export function ruleLine(words: Words, rule: LightingRule): string {
  const range = `[${rule.lowerLimit ?? '-∞'}, ${rule.upperLimit ?? '+∞'})`;
  const actions = [rule.emailNotify && words['action.email'], rule.pushNotify && words['action.push'], rule.autoAlarmOrder && words['action.alarm']].filter(Boolean);
  return `${rule.ruleCode} ${rule.ruleName}: ${range} ${codedText(words, 'colour', rule.lightColour)}${actions.length ? ` (${actions.join(', ')})` : ''}`;
}

/** The presets matching a search as an xlsx workbook, in the caller's language; rules one per line in one cell. */
export async function exportMonitorItems(search: MonitorItemSearch, language: Language): Promise<FileResult> {
  const rows = await searchMonitorItems(search, language);
  const words = MONITOR_ITEM_EXPORT[language];
  return xlsxFile('monitoring-items', {
    words,
    columns: [
      ['itemId', 10],
      ['itemCode', 22],
      ['itemName', 30],
      ['itemType', 20],
      ['redLightMinutes', 14],
      ['yellowLightMinutes', 14],
      ['status', 12],
      ['reserved', 10],
      ['rules', 70],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({
      ...r,
      itemType: codedText(words, 'itemType', r.itemType),
      status: codedText(words, 'status', r.status),
      reserved: codedText(words, 'reserved', String(r.reserved)),
      rules: r.rules.map((rule) => ruleLine(words, rule)).join('\n'),
      createTime: utcText(r.createTime),
    })),
  });
}
