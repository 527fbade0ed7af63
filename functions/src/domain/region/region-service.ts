import { LANGUAGES } from '@aed/shared/constants/limits';
import { MAX_REGION_CHILDREN, MAX_REGION_DELETE, MAX_REGION_DEPTH, regionDisplayName, type AddRegionBody, type ChangeRegionStatusBody, type RegionNames, type RegionRecord, type UpdateRegionBody } from '@aed/shared/schemas/region';
import { nextId } from '../../data/access/ids';
import { childRegionPath, createRegion, deleteRegions, findRegionByCode, listRegionChildren, regionSearchText, setRegionStatus, subtreeDeeperThan, updateRegion } from '../../data/access/regions';
import { usageCount } from '../../data/access/usage-counters';
import type { RegionItem } from '../../data/entities/region-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { completeRegionMove } from './region-move';
import { namesOf, toRegionRecord, loadRegionChain } from './region-queries';
import { REGION_ERRORS } from '@aed/shared/errors/region-errors';

const nameAttributes = (names: RegionNames) => ({ nameEn: names.en, nameFr: names.fr, nameZhCn: names['zh-CN'], nameZhTw: names['zh-TW'] });
const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

// ---- rules ---------------------------------------------------------------------------------------------------------

/**
 * Names are unique among siblings: the default name (also guarded by a marker in the write's transaction), and the
 * name each UI language shows, so no two siblings look the same in any language.
 */
function assertNamesFree(siblings: readonly RegionItem[], body: { regionName: string; names: RegionNames }, selfId?: number): void {
  const others = siblings.filter((s) => s.regionId !== selfId);
  if (others.some((s) => norm(s.regionName) === norm(body.regionName))) throw AppError.of(REGION_ERRORS, 'region.nameExists', { name: body.regionName });
  for (const language of LANGUAGES) {
    const shown = regionDisplayName(body, language);
    if (others.some((s) => norm(regionDisplayName({ regionName: s.regionName, names: namesOf(s) }, language)) === norm(shown))) {
      throw AppError.of(REGION_ERRORS, 'region.nameExists', { name: shown });
    }
  }
}

async function assertCodeFree(regionCode: string, selfId?: number): Promise<void> {
  const owner = await findRegionByCode(regionCode);
  if (owner && owner.regionId !== selfId) throw AppError.of(REGION_ERRORS, 'region.codeExists');
}

/** A parent that may receive a new child: it exists and is enabled. */
async function usableParent(parentId: number): Promise<RegionItem | null> {
  if (!parentId) return null;
  const { region } = await loadRegionChain(parentId, 'region.parentNotFound');
  if (region.status !== '0') throw AppError.of(REGION_ERRORS, 'region.parentDisabled', { name: region.regionName });
  return region;
}

function assertRoom(siblings: readonly RegionItem[]): void {
  if (siblings.length >= MAX_REGION_CHILDREN) throw AppError.of(REGION_ERRORS, 'region.tooManyChildren', { max: MAX_REGION_CHILDREN });
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
  if (level > MAX_REGION_DEPTH) throw AppError.of(REGION_ERRORS, 'region.tooDeep', { max: MAX_REGION_DEPTH });
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
    if (body.parentId === before.regionId) throw AppError.of(REGION_ERRORS, 'region.parentIsSelfOrChild');
    if (body.parentId) {
      const { region: target } = await loadRegionChain(body.parentId, 'region.parentNotFound');
      if (target.regionPath.startsWith(before.regionPath)) throw AppError.of(REGION_ERRORS, 'region.parentIsSelfOrChild');
      if (target.status !== '0') throw AppError.of(REGION_ERRORS, 'region.parentDisabled', { name: target.regionName });
      newParent = target;
    }
    level = (newParent?.level ?? 0) + 1;
    regionPath = childRegionPath(newParent?.regionPath ?? '', before.regionId);
    const deeper = level - before.level;
    if (level > MAX_REGION_DEPTH || (deeper > 0 && (await subtreeDeeperThan(before.regionPath, MAX_REGION_DEPTH - deeper)))) {
      throw AppError.of(REGION_ERRORS, 'region.tooDeep', { max: MAX_REGION_DEPTH });
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
    if (item.childCount > 0) throw AppError.of(REGION_ERRORS, 'region.hasChildren', { name: item.regionName, count: item.childCount });
    const count = await usageCount('region', item.regionId);
    if (count > 0) throw AppError.of(REGION_ERRORS, 'region.inUse', { name: item.regionName, count });
  }
  await deleteRegions(items);
}
