import type { Language } from '@aed/shared/constants/limits';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import { regionLabel, type RegionChildrenQuery, type RegionNames, type RegionOption, type RegionPageQuery, type RegionPath, type RegionPathNode, type RegionRecord, type RegionRow, type RegionSearch } from '@aed/shared/schemas/region';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countRegions, getRegion, getRegions, listRegionChildren, pageRegions, pathIds, type RegionFilter } from '../../data/access/regions';
import type { RegionItem } from '../../data/entities/region-entity';
import { AppError } from '../../lib/app-error';
import { completeRegionMove } from './region-move';
import { REGION_ERRORS } from '@aed/shared/errors/region-errors';

/**
 * Reading regions (children, search, one region, cascading options, paths and labels, the chain of a region).
 * Reading a region finishes a move of it that stopped half-way (region-move.ts). Kept apart from the changes
 * (region-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

// ---- shapes ----------------------------------------------------------------------------------------------------------

export const namesOf = (r: Pick<RegionItem, 'nameEn' | 'nameFr' | 'nameZhCn' | 'nameZhTw'>): RegionNames => ({
  en: r.nameEn ?? '',
  fr: r.nameFr ?? '',
  'zh-CN': r.nameZhCn ?? '',
  'zh-TW': r.nameZhTw ?? '',
});

export const toRegionRecord = (r: RegionItem): RegionRecord => ({
  regionId: r.regionId,
  parentId: r.parentId,
  regionCode: r.regionCode,
  regionName: r.regionName,
  names: namesOf(r),
  level: r.level,
  orderNum: r.orderNum,
  status: r.status,
  remark: r.remark ?? '',
  childCount: Math.max(0, r.childCount ?? 0),
  createBy: r.createBy ?? '',
  createTime: r.createTime,
  updateBy: r.updateBy ?? '',
  updateTime: r.updateTime ?? '',
});

const toPathNode = (r: RegionItem): RegionPathNode => ({
  regionId: r.regionId,
  regionCode: r.regionCode,
  regionName: r.regionName,
  names: namesOf(r),
  level: r.level,
  status: r.status,
});

/** Siblings in display order: sort order, then code. */
const bySortOrder = (a: RegionItem, b: RegionItem) => a.orderNum - b.orderNum || a.regionCode.localeCompare(b.regionCode) || a.regionId - b.regionId;

// ---- the chain of a region -----------------------------------------------------------------------------------------

/** A region with its path: its ancestors and itself, country first. */
export interface RegionChain {
  region: RegionItem;
  path: RegionItem[];
}

/** The regions a path names, in path order (one BatchGet). */
async function chainOf(region: RegionItem): Promise<RegionItem[]> {
  const ids = pathIds(region.regionPath);
  const byId = new Map((await getRegions(ids.filter((id) => id !== region.regionId))).map((r) => [r.regionId, r]));
  byId.set(region.regionId, region);
  return ids.map((id) => byId.get(id)).filter((r): r is RegionItem => !!r);
}

/**
 * A region and its ancestors (one GetItem and one BatchGet). A move of it or of an ancestor that stopped half-way
 * is finished first, so what the caller reads and writes carries the final paths.
 */
export async function loadRegionChain(regionId: number, missing: 'region.notFound' | 'region.parentNotFound' = 'region.notFound'): Promise<RegionChain> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const region = await getRegion(regionId);
    if (!region) throw AppError.of(REGION_ERRORS, missing);
    const path = await chainOf(region);
    const pending = path.filter((r) => r.pendingMove);
    if (!pending.length) return { region, path };
    for (const r of pending) await completeRegionMove(r.regionId, r.pendingMove);
  }
  throw new AppError('common.conflict');
}

/**
 * For the modules that reference a region (installation addresses): the region must exist and it and every region
 * above it must be enabled. Returns its path (country first).
 */
export async function selectableRegion(regionId: number): Promise<RegionPathNode[]> {
  const { path } = await loadRegionChain(regionId);
  const disabled = path.find((r) => r.status !== '0');
  if (disabled) throw AppError.of(REGION_ERRORS, 'region.disabled', { name: disabled.regionName });
  return path.map(toPathNode);
}

// ---- reads ---------------------------------------------------------------------------------------------------------

/** The direct children of a region (0: the top level), in display order: ONE Query of the parent index. */
export async function regionChildren(query: RegionChildrenQuery): Promise<RegionRecord[]> {
  if (query.parentId && !(await getRegion(query.parentId))) throw AppError.of(REGION_ERRORS, 'region.notFound');
  return (await listRegionChildren(query.parentId))
    .filter((r) => !query.status || r.status === query.status)
    .sort(bySortOrder)
    .map(toRegionRecord);
}

/** Rows with their paths: the ancestors of a page of regions are read in one BatchGet. */
async function withPaths(items: RegionItem[]): Promise<RegionRow[]> {
  const known = new Map(items.map((r) => [r.regionId, r]));
  const missing = [...new Set(items.flatMap((r) => pathIds(r.regionPath)))].filter((id) => !known.has(id));
  for (const r of await getRegions(missing)) known.set(r.regionId, r);
  return items.map((r) => ({
    ...toRegionRecord(r),
    path: pathIds(r.regionPath)
      .map((id) => known.get(id))
      .filter((x): x is RegionItem => !!x)
      .map(toPathNode),
  }));
}

async function filterOf(search: RegionSearch): Promise<RegionFilter> {
  const prefix = search.parentId ? (await loadRegionChain(search.parentId)).region.regionPath : '';
  return { prefix, keyword: search.keyword, status: search.status };
}

/**
 * Search by code or any name (and status) over a region and below, or over every region: a key-prefix Query of the
 * path index with a filter, paged by cursor in path order (parents before children); the first page's total is a
 * capped Select COUNT over the same range (decision 0030).
 */
export async function pageRegionSearch(query: RegionPageQuery): Promise<CursorPage<RegionRow>> {
  const filter = await filterOf(query);
  const page = await pageWithTotal(query.cursor, () => pageRegions(filter, query.limit, query.cursor), () => countRegions(filter));
  return { ...page, rows: await withPaths(page.rows) };
}

export async function regionInfo(regionId: number): Promise<RegionRow> {
  const { region, path } = await loadRegionChain(regionId);
  return { ...toRegionRecord(region), path: path.map(toPathNode) };
}

/**
 * Choices of a cascading select: the enabled children of an enabled parent (0: the top level). Below a disabled
 * region nothing is offered, whatever the status of its children.
 */
export async function regionOptions(parentId: number): Promise<RegionOption[]> {
  if (parentId) {
    const { path } = await loadRegionChain(parentId);
    if (path.some((r) => r.status !== '0')) return [];
  }
  return (await listRegionChildren(parentId))
    .filter((r) => r.status === '0')
    .sort(bySortOrder)
    .map((r) => ({ regionId: r.regionId, regionCode: r.regionCode, regionName: r.regionName, names: namesOf(r), level: r.level, hasChildren: (r.childCount ?? 0) > 0 }));
}

/**
 * The paths and labels of regions, in the language given ("France / Île-de-France / Paris"): one BatchGet of the
 * regions and one of their ancestors. Unknown ids are left out.
 */
export async function regionPaths(ids: readonly number[], language: Language): Promise<RegionPath[]> {
  const rows = await withPaths(await getRegions(ids));
  const byId = new Map(rows.map((r) => [r.regionId, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is RegionRow => !!r)
    .map((r) => ({ regionId: r.regionId, nodes: r.path, label: regionLabel(r.path, language) }));
}
