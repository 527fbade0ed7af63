import type { Language } from '@aed/shared/constants/limits';
import { LANGUAGES } from '@aed/shared/constants/limits';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import {
  MAX_REGION_CHILDREN,
  MAX_REGION_DELETE,
  MAX_REGION_DEPTH,
  regionDisplayName,
  regionLabel,
  type AddRegionBody,
  type ChangeRegionStatusBody,
  type RegionChildrenQuery,
  type RegionNames,
  type RegionOption,
  type RegionPageQuery,
  type RegionPath,
  type RegionPathNode,
  type RegionRecord,
  type RegionRow,
  type RegionSearch,
  type UpdateRegionBody,
} from '@aed/shared/schemas/region';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { nextId } from '../../data/access/ids';
import {
  childRegionPath,
  countRegions,
  createRegion,
  deleteRegions,
  findRegionByCode,
  getRegion,
  getRegions,
  listRegionChildren,
  pageRegions,
  pathIds,
  regionSearchText,
  setRegionStatus,
  subtreeDeeperThan,
  updateRegion,
  type RegionFilter,
} from '../../data/access/regions';
import { usageCount } from '../../data/access/usage-counters';
import type { RegionItem } from '../../data/entities/region-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { completeRegionMove } from './region-move';

// ---- shapes ----------------------------------------------------------------------------------------------------------

export const namesOf = (r: Pick<RegionItem, 'nameEn' | 'nameFr' | 'nameZhCn' | 'nameZhTw'>): RegionNames => ({
  en: r.nameEn ?? '',
  fr: r.nameFr ?? '',
  'zh-CN': r.nameZhCn ?? '',
  'zh-TW': r.nameZhTw ?? '',
});
const nameAttributes = (names: RegionNames) => ({ nameEn: names.en, nameFr: names.fr, nameZhCn: names['zh-CN'], nameZhTw: names['zh-TW'] });

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
const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

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
    if (!region) throw new AppError(missing);
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
  if (disabled) throw new AppError('region.disabled', { name: disabled.regionName });
  return path.map(toPathNode);
}

// ---- reads ---------------------------------------------------------------------------------------------------------

/** The direct children of a region (0: the top level), in display order: ONE Query of the parent index. */
export async function regionChildren(query: RegionChildrenQuery): Promise<RegionRecord[]> {
  if (query.parentId && !(await getRegion(query.parentId))) throw new AppError('region.notFound');
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

// ---- rules ---------------------------------------------------------------------------------------------------------

/**
 * Names are unique among siblings: the default name (also guarded by a marker in the write's transaction), and the
 * name each UI language shows, so no two siblings look the same in any language.
 */
function assertNamesFree(siblings: readonly RegionItem[], body: { regionName: string; names: RegionNames }, selfId?: number): void {
  const others = siblings.filter((s) => s.regionId !== selfId);
  if (others.some((s) => norm(s.regionName) === norm(body.regionName))) throw new AppError('region.nameExists', { name: body.regionName });
  for (const language of LANGUAGES) {
    const shown = regionDisplayName(body, language);
    if (others.some((s) => norm(regionDisplayName({ regionName: s.regionName, names: namesOf(s) }, language)) === norm(shown))) {
      throw new AppError('region.nameExists', { name: shown });
    }
  }
}

async function assertCodeFree(regionCode: string, selfId?: number): Promise<void> {
  const owner = await findRegionByCode(regionCode);
  if (owner && owner.regionId !== selfId) throw new AppError('region.codeExists');
}

/** A parent that may receive a new child: it exists and is enabled. */
async function usableParent(parentId: number): Promise<RegionItem | null> {
  if (!parentId) return null;
  const { region } = await loadRegionChain(parentId, 'region.parentNotFound');
  if (region.status !== '0') throw new AppError('region.parentDisabled', { name: region.regionName });
  return region;
}

function assertRoom(siblings: readonly RegionItem[]): void {
  if (siblings.length >= MAX_REGION_CHILDREN) throw new AppError('region.tooManyChildren', { max: MAX_REGION_CHILDREN });
}

// ---- writes --------------------------------------------------------------------------------------------------------

const fieldsOf = (body: AddRegionBody | UpdateRegionBody, by: string, at: string) => {
  const fields = {
    regionCode: body.regionCode,
    regionName: body.regionName,
    ...nameAttributes(body.names),
    orderNum: body.orderNum,
    status: body.status,
    remark: body.remark,
    updateBy: by,
    updateTime: at,
  };
  return { ...fields, searchText: regionSearchText(fields) };
};

export async function addRegion(actor: Actor, body: AddRegionBody): Promise<RegionRecord> {
  const parent = await usableParent(body.parentId);
  const level = (parent?.level ?? 0) + 1;
  if (level > MAX_REGION_DEPTH) throw new AppError('region.tooDeep', { max: MAX_REGION_DEPTH });
  const siblings = await listRegionChildren(body.parentId);
  assertRoom(siblings);
  assertNamesFree(siblings, body);
  await assertCodeFree(body.regionCode);
  const regionId = await nextId('region');
  const now = nowIso();
  const item: RegionItem = {
    ...fieldsOf(body, actor.username, now),
    regionId,
    parentId: body.parentId,
    regionPath: childRegionPath(parent?.regionPath ?? '', regionId),
    level,
    childCount: 0,
    pendingMove: '',
    createBy: actor.username,
    createTime: now,
  };
  // The markers make a duplicate code or sibling name fail here too, even a concurrent one.
  await createRegion(item, parent);
  return toRegionRecord(item);
}

/**
 * Modifies a region. A new parent moves it with everything below it (docs/decisions/0016): the parent must exist,
 * be enabled, not be the region itself or below it, and the deepest region of the subtree must stay within the
 * depth limit. The region's own record moves in one transaction (with the parents' child counts and the name
 * marker); the paths below it are rewritten right after, idempotently.
 */
export async function editRegion(actor: Actor, body: UpdateRegionBody): Promise<RegionRecord> {
  const { region: before } = await loadRegionChain(body.regionId);
  const moving = body.parentId !== before.parentId;
  let newParent: RegionItem | null = null;
  let regionPath = before.regionPath;
  let level = before.level;
  if (moving) {
    if (body.parentId === before.regionId) throw new AppError('region.parentIsSelfOrChild');
    if (body.parentId) {
      const { region: target } = await loadRegionChain(body.parentId, 'region.parentNotFound');
      if (target.regionPath.startsWith(before.regionPath)) throw new AppError('region.parentIsSelfOrChild');
      if (target.status !== '0') throw new AppError('region.parentDisabled', { name: target.regionName });
      newParent = target;
    }
    level = (newParent?.level ?? 0) + 1;
    regionPath = childRegionPath(newParent?.regionPath ?? '', before.regionId);
    const deeper = level - before.level;
    if (level > MAX_REGION_DEPTH || (deeper > 0 && (await subtreeDeeperThan(before.regionPath, MAX_REGION_DEPTH - deeper)))) {
      throw new AppError('region.tooDeep', { max: MAX_REGION_DEPTH });
    }
  }
  const siblings = await listRegionChildren(body.parentId);
  if (moving) assertRoom(siblings);
  assertNamesFree(siblings, body, before.regionId);
  await assertCodeFree(body.regionCode, before.regionId);
  const after: RegionItem = {
    ...before,
    ...fieldsOf(body, actor.username, nowIso()),
    parentId: body.parentId,
    regionPath,
    level,
    // Always marked on a move, even for a leaf: a child added just before the move commits is rewritten too.
    pendingMove: moving ? `${before.regionPath}|${regionPath}` : '',
  };
  await updateRegion(before, after, newParent);
  if (moving) await completeRegionMove(after.regionId, after.pendingMove);
  return toRegionRecord({ ...after, pendingMove: '' });
}

/**
 * Enables or disables a region. A disabled region keeps its data and its sub-regions; it and everything below it are
 * no longer offered, and it receives no new sub-region. Disabling one in use is allowed: the addresses keep it.
 */
export async function changeRegionStatus(actor: Actor, body: ChangeRegionStatusBody): Promise<RegionRecord> {
  const { region } = await loadRegionChain(body.regionId);
  if (region.status === body.status) return toRegionRecord(region);
  const now = nowIso();
  await setRegionStatus(region, body.status, actor.username, now);
  return toRegionRecord({ ...region, status: body.status, updateBy: actor.username, updateTime: now });
}

/**
 * All or nothing: a missing id, a region with sub-regions or one in use (an address names it) refuses the whole call.
 * The transaction repeats the last two checks as conditions, so a child or an address added meanwhile still refuses it.
 */
export async function removeRegions(ids: number[]): Promise<void> {
  if (ids.length > MAX_REGION_DELETE) throw new AppError('common.validation');
  const items: RegionItem[] = [];
  for (const id of ids) items.push((await loadRegionChain(id)).region);
  for (const item of items) {
    if (item.childCount > 0) throw new AppError('region.hasChildren', { name: item.regionName, count: item.childCount });
    const count = await usageCount('region', item.regionId);
    if (count > 0) throw new AppError('region.inUse', { name: item.regionName, count });
  }
  await deleteRegions(items);
}
