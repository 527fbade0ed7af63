import type { Language } from '@aed/shared/constants/limits';
import { CONFIG_EXPORT } from '@aed/shared/i18n/export-labels';
import type { ConfigSearch } from '@aed/shared/schemas/config';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchConfigs } from './config-queries';

/** The parameters of the caller's scope matching a search as an xlsx workbook, in the caller's language. */
export async function exportConfigs(actor: Actor, search: ConfigSearch, language: Language): Promise<FileResult> {
  const rows = await searchConfigs(actor, search, language);
  const words = CONFIG_EXPORT[language];
  return xlsxFile('parameters', {
    words,
    columns: [
      ['configId', 14],
      ['configName', 30],
      ['configKey', 36],
      ['configValue', 30],
      ['configType', 10],
      ['remark', 40],
      ['createTime', 22],
      ['deptName', 30],
    ],
    rows: rows.map((r) => ({ ...r, configType: codedText(words, 'configType', r.configType), createTime: utcText(r.createTime) })),
  });
}
