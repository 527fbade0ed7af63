import type { Language } from '@aed/shared/constants/limits';
import { ACCESSORY_EXPORT } from '@aed/shared/i18n/accessory-labels';
import type { AccessorySearch } from '@aed/shared/schemas/accessory';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchAccessoriesForExport } from './accessory-service';

/** The records matching a search (in the caller's scope) as an xlsx workbook, in the caller's language. */
export async function exportAccessories(actor: Actor, search: AccessorySearch, language: Language): Promise<FileResult> {
  const { rows } = await searchAccessoriesForExport(actor, search);
  const words = ACCESSORY_EXPORT[language];
  return xlsxFile('accessories', {
    words,
    columns: [
      ['accessoryId', 10],
      ['category', 14],
      ['kind', 22],
      ['code', 20],
      ['name', 26],
      ['brand', 16],
      ['model', 16],
      ['supplier', 20],
      ['owner', 20],
      ['dealer', 20],
      ['deptName', 24],
      ['device', 22],
      ['status', 12],
      ['startDate', 14],
      ['expiryDate', 14],
      ['effectiveDays', 12],
      ['state', 14],
      ['daysLeft', 10],
      ['installDate', 14],
      ['removeDate', 16],
      ['remark', 30],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({
      ...r,
      category: codedText(words, 'category', r.category),
      kind: codedText(words, 'kind', r.kind),
      device: r.device?.serialNumber ?? '',
      status: codedText(words, 'status', r.status),
      state: codedText(words, 'state', r.state),
      effectiveDays: r.effectiveDays ?? '',
      daysLeft: r.daysLeft ?? '',
      createTime: utcText(r.createTime),
    })),
  });
}
