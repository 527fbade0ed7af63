import type { Language } from '@aed/shared/constants/limits';
import { DEVICE_MODEL_EXPORT } from '@aed/shared/i18n/export-labels';
import type { DeviceModelSearch } from '@aed/shared/schemas/device-model';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import { searchDeviceModels } from './device-model-queries';

/** The device models matching a search as an xlsx workbook, in the caller's language. */
export async function exportDeviceModels(search: DeviceModelSearch, language: Language): Promise<FileResult> {
  const rows = await searchDeviceModels(search);
  const words = DEVICE_MODEL_EXPORT[language];
  return xlsxFile('device-models', {
    words,
    columns: [
      ['modelId', 10],
      ['typeName', 20],
      ['brand', 20],
      ['modelName', 28],
      ['modelCode', 18],
      ['workingPrinciple', 18],
      ['status', 12],
      ['selfTestDays', 14],
      ['heartbeatMinutes', 16],
      ['serviceMonths', 16],
      ['consumables', 48],
      ['description', 40],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({
      ...r,
      workingPrinciple: codedText(words, 'workingPrinciple', r.workingPrinciple),
      status: codedText(words, 'status', r.status),
      consumables: r.consumables.map((c) => `${codedText(words, 'kind', c.kind)}: ${c.ratedLifeMonths} ${words.months}`).join('; '),
      createTime: utcText(r.createTime),
    })),
  });
}
