import type { Language } from '@aed/shared/constants/limits';
import { DICT_DATA_EXPORT, DICT_TYPE_EXPORT } from '@aed/shared/i18n/export-labels';
import type { DictDataSearch, DictTypeSearch } from '@aed/shared/schemas/dict';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import { searchDictData, searchDictTypes } from './dict-queries';

/** The dictionary types matching a search as an xlsx workbook, in the caller's language. */
export async function exportDictTypes(search: DictTypeSearch, language: Language): Promise<FileResult> {
  const words = DICT_TYPE_EXPORT[language];
  const rows = (await searchDictTypes(search, language)).map((r) => ({ ...r, status: codedText(words, 'status', r.status), createTime: utcText(r.createTime) }));
  return xlsxFile('dict-types', {
    words,
    columns: [
      ['dictId', 14],
      ['dictName', 30],
      ['dictType', 30],
      ['status', 12],
      ['remark', 40],
      ['createTime', 22],
    ],
    rows,
  });
}

/** The values of one type matching a search as an xlsx workbook (every language's labels; headers in the caller's). */
export async function exportDictData(search: DictDataSearch, language: Language): Promise<FileResult> {
  const words = DICT_DATA_EXPORT[language];
  const rows = (await searchDictData(search)).map((r) => ({ ...r, status: codedText(words, 'status', r.status), createTime: utcText(r.createTime) }));
  return xlsxFile(`dict-data-${search.dictType}`, {
    words,
    columns: [
      ['dictCode', 16],
      ['dictType', 24],
      ['dictLabel', 24],
      ['dictValue', 16],
      ['dictSort', 8],
      ['language', 10],
      ['status', 12],
      ['remark', 40],
      ['createTime', 22],
    ],
    rows,
  });
}
