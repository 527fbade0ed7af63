import type { Language } from '@aed/shared/constants/limits';
import { REGION_EXPORT } from '@aed/shared/i18n/region-labels';
import { regionDisplayName, regionLabel, type RegionSearch } from '@aed/shared/schemas/region';
import { getRegions, listRegions, pathIds } from '../../data/access/regions';
import type { RegionItem } from '../../data/entities/region-entity';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import { AppError } from '../../lib/app-error';
import { loadRegionChain, namesOf } from './region-queries';
import { REGION_ERRORS } from '@aed/shared/errors/region-errors';

/** Exports stop here (a whole country down to districts fits; the file is for people and for re-import). */
export const MAX_REGION_EXPORT_ROWS = 10_000;

/**
 * The regions matching a search (a region and below, or all) as an xlsx workbook in the caller's language, in path
 * order (parents before their children), each with its full name and its parent's code.
 */
export async function exportRegions(search: RegionSearch, language: Language): Promise<FileResult> {
  const prefix = search.parentId ? (await loadRegionChain(search.parentId)).region.regionPath : '';
  const items = await listRegions({ prefix, keyword: search.keyword, status: search.status }, MAX_REGION_EXPORT_ROWS + 1);
  if (items.length > MAX_REGION_EXPORT_ROWS) throw AppError.of(REGION_ERRORS, 'region.exportTooLarge', { max: MAX_REGION_EXPORT_ROWS });
  const known = new Map(items.map((r) => [r.regionId, r]));
  const missing = [...new Set(items.flatMap((r) => pathIds(r.regionPath)))].filter((id) => !known.has(id));
  for (const r of await getRegions(missing)) known.set(r.regionId, r);
  const named = (r: RegionItem) => ({ regionName: r.regionName, names: namesOf(r) });
  const words = REGION_EXPORT[language];
  return xlsxFile('regions', {
    words,
    columns: [
      ['regionId', 10],
      ['regionCode', 16],
      ['name', 24],
      ['label', 48],
      ['level', 16],
      ['parentCode', 16],
      ['regionName', 24],
      ['nameEn', 24],
      ['nameFr', 24],
      ['nameZhCn', 20],
      ['nameZhTw', 20],
      ['orderNum', 10],
      ['status', 10],
      ['remark', 30],
      ['createTime', 22],
    ],
    rows: items.map((r) => {
      const path = pathIds(r.regionPath)
        .map((id) => known.get(id))
        .filter((x): x is RegionItem => !!x)
        .map(named);
      const names = namesOf(r);
      return {
        regionId: r.regionId,
        regionCode: r.regionCode,
        name: regionDisplayName(named(r), language),
        label: regionLabel(path, language),
        level: codedText(words, 'level', String(r.level)),
        parentCode: known.get(r.parentId)?.regionCode ?? '',
        regionName: r.regionName,
        nameEn: names.en,
        nameFr: names.fr,
        nameZhCn: names['zh-CN'],
        nameZhTw: names['zh-TW'],
        orderNum: r.orderNum,
        status: codedText(words, 'status', r.status),
        remark: r.remark,
        createTime: utcText(r.createTime),
      };
    }),
  });
}
