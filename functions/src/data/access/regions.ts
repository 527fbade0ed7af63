import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { MAX_REGION_CHILDREN } from '@aed/shared/schemas/region';
import { AppError, errorRef } from '../../lib/app-error';
import { pathIds, RegionEntity, type RegionItem } from '../entities/region-entity';
import { CounterEntity } from '../entities/counter-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { conditions, countUpTo, walkPage, type PartitionRunner } from './cursor-walk';
import { isConditionalFailure, whenConditionHolds } from './ids';
import { rebaseUnder } from './path-rebase';
import { existingMarkers, markerKey } from './unique-markers';
import { writeTransaction, type Refusal, type TransactionEntities } from './transactions';
import { assertUnused, usageCount } from './usage-counters';
import { REGION_ERRORS } from '@aed/shared/errors/region-errors';

export { childRegionPath, pathIds } from '../entities/region-entity';

/** A move's rewrite repeats until nothing is left under the old path (a child added meanwhile); bounded. */
const MAX_MOVE_PASSES = 10;

/** Case and inner spaces do not make two names or codes different. */
const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
/** The code is unique across the whole tree. */
const codeMarker = (regionCode: string) => ({ scope: 'regionCode', value: norm(regionCode) });
/** The default name is unique among the children of one parent. */
const nameMarker = (parentId: number, regionName: string) => ({ scope: 'regionName', value: `${parentId}#${norm(regionName)}` });

/** Search form of a text: lower-cased, accents dropped ("Pékin" is found by "pekin" and "PÉKIN"). */
const searchForm = (text: string) => norm(text).normalize('NFD').replace(/\p{M}/gu, '');

/** What the keyword filter looks in: the code and every name, in search form. */
export const regionSearchText = (r: Pick<RegionItem, 'regionCode' | 'regionName' | 'nameEn' | 'nameFr' | 'nameZhCn' | 'nameZhTw'>) =>
  [r.regionCode, r.regionName, r.nameEn, r.nameFr, r.nameZhCn, r.nameZhTw]
    .filter(Boolean)
    .map((s) => searchForm(s ?? ''))
    .join('\n');

// ---- reads ---------------------------------------------------------------------------------------------------------

export async function getRegion(regionId: number): Promise<RegionItem | null> {
  return (await RegionEntity.get({ regionId }).go({ consistent: true })).data;
}

/** Regions by id (BatchGet; missing ones are left out), e.g. the ancestors named by a path. */
export async function getRegions(ids: readonly number[]): Promise<RegionItem[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found: RegionItem[] = [];
  let keys = unique.map((regionId) => ({ regionId }));
  for (let attempt = 0; keys.length && attempt < 5; attempt++) {
    const { data, unprocessed } = await RegionEntity.get(keys).go();
    found.push(...data);
    keys = unprocessed as { regionId: number }[];
  }
  if (keys.length) throw new AppError('common.tooManyRequests');
  return found;
}

/**
 * The direct children of a region (0 = the top level): ONE Query of the parent index. A region holds at most
 * MAX_REGION_CHILDREN children, which fit in one page.
 */
export async function listRegionChildren(parentId: number): Promise<RegionItem[]> {
  return (await RegionEntity.query.byParent({ parentId }).go({ pages: 'all', limit: MAX_REGION_CHILDREN + 1 })).data;
}

/** The region whose code this is (its uniqueness marker, then the record). */
export async function findRegionByCode(regionCode: string): Promise<RegionItem | null> {
  const { data: marker } = await UniqueEntity.get(codeMarker(regionCode)).go({ consistent: true });
  return marker ? getRegion(Number(marker.ownerId)) : null;
}

/** Does anything under `regionPath` lie deeper than `level`? Query of the path index until one is found. */
export async function subtreeDeeperThan(regionPath: string, level: number): Promise<boolean> {
  const { data } = await RegionEntity.query
    .byPath({})
    .begins({ regionPath })
    .where((attr, op) => op.gt(attr.level, level))
    .go({ count: 1, attributes: ['regionId'] });
  return data.length > 0;
}

// ---- search paging ---------------------------------------------------------------------------------------------------

export interface RegionFilter {
  /** Materialized path of the region searched under ('' = every region). */
  prefix: string;
  /** Keyword matched in the code and every name (case and accents ignored). */
  keyword?: string;
  status?: RegionItem['status'];
}

function regionQuery(f: RegionFilter) {
  const q = RegionEntity.query.byPath({}).begins({ regionPath: f.prefix });
  return q.where((attr, op) => conditions([f.keyword && op.contains(attr.searchText, searchForm(f.keyword)), f.status && op.eq(attr.status, f.status)]));
}

/** The search is one partition: a key-prefix Query of the path index with the filter. */
const regionRunner: PartitionRunner<RegionFilter, RegionItem> = {
  page: async (p, count, cursor) => {
    const { data, cursor: next } = await regionQuery(p).go({ count, limit: Math.max(count, 50), cursor });
    return { data, cursor: next };
  },
  params: (p) => regionQuery(p).params() as QueryCommandInput,
};

/** One page of the search in path order (parents before their children), by cursor. */
export const pageRegions = (filter: RegionFilter, limit: number, cursor?: string) => walkPage(regionRunner, [filter], limit, cursor, errorRef(REGION_ERRORS, 'region.badCursor'));
/** How many regions the search matches: a Select COUNT over the same key range and filter reading at most LIST_COUNT_CAP + 1 regions. */
/** Capped count of the regions of a search (the list's first-page total; `cap` defaults to LIST_COUNT_CAP). */
export const countRegions = (filter: RegionFilter, cap?: number) => countUpTo(regionRunner, [filter], cap);

/** Up to `max` regions of the search, in path order (exports). */
export async function listRegions(filter: RegionFilter, max: number): Promise<RegionItem[]> {
  const rows: RegionItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageRegions(filter, Math.min(500, max - rows.length), cursor);
    rows.push(...page.rows);
    cursor = page.next;
  } while (cursor && rows.length < max);
  return rows;
}

// ---- writes --------------------------------------------------------------------------------------------------------

type Part = 'record' | 'code' | 'name' | 'release' | 'oldParent' | { parent: number } | { unused: RegionItem } | { childless: RegionItem };

/**
 * Transaction item: one more child under `parent`, which must still be enabled, at the path read, with no move in
 * progress and room for another child.
 */
const parentTakesChild = ({ region }: Pick<TransactionEntities, 'region'>, parent: RegionItem) =>
  region
    .patch({ regionId: parent.regionId })
    .add({ childCount: 1 })
    .where(
      (attr, op) =>
        `${op.eq(attr.status, '0')} AND ${op.eq(attr.regionPath, parent.regionPath)} AND ${op.eq(attr.pendingMove, '')} AND ${op.lt(attr.childCount, MAX_REGION_CHILDREN)}`,
    )
    .commit();

async function refusal({ part }: Refusal<Part>, name: string): Promise<AppError> {
  if (part === 'code') return AppError.of(REGION_ERRORS, 'region.codeExists');
  if (part === 'name') return AppError.of(REGION_ERRORS, 'region.nameExists', { name });
  if (typeof part === 'object' && 'parent' in part) {
    const parent = await getRegion(part.parent);
    if (!parent) return AppError.of(REGION_ERRORS, 'region.parentNotFound');
    if (parent.status !== '0') return AppError.of(REGION_ERRORS, 'region.parentDisabled', { name: parent.regionName });
    if (parent.childCount >= MAX_REGION_CHILDREN) return AppError.of(REGION_ERRORS, 'region.tooManyChildren', { max: MAX_REGION_CHILDREN });
  }
  if (typeof part === 'object' && 'unused' in part) {
    return AppError.of(REGION_ERRORS, 'region.inUse', { name: part.unused.regionName, count: await usageCount('region', part.unused.regionId) });
  }
  if (typeof part === 'object' && 'childless' in part) {
    const now = await getRegion(part.childless.regionId);
    if (now && now.childCount > 0) return AppError.of(REGION_ERRORS, 'region.hasChildren', { name: now.regionName, count: now.childCount });
  }
  return new AppError('common.conflict');
}

/**
 * Creates a region with its code and sibling-name markers; under a parent, the parent counts one more child in the
 * same transaction, conditional on being enabled and unmoved (so a child cannot land under a parent being disabled,
 * deleted or moved at the same moment).
 */
export async function createRegion(item: RegionItem, parent: RegionItem | null): Promise<void> {
  const ownerId = String(item.regionId);
  const refused = await writeTransaction<Part>({ region: RegionEntity, unique: UniqueEntity }, (entities, add) => {
    add('record', entities.region.create(item).commit());
    add('code', entities.unique.create({ ...codeMarker(item.regionCode), ownerId }).commit());
    add('name', entities.unique.create({ ...nameMarker(item.parentId, item.regionName), ownerId }).commit());
    if (parent) add({ parent: parent.regionId }, parentTakesChild(entities, parent));
  });
  if (refused) throw await refusal(refused, item.regionName);
}

/** The fields an edit changes; counters, path and audit of creation are never overwritten from a stale read. */
const editable = (r: RegionItem) => ({
  regionCode: r.regionCode,
  regionName: r.regionName,
  nameEn: r.nameEn,
  nameFr: r.nameFr,
  nameZhCn: r.nameZhCn,
  nameZhTw: r.nameZhTw,
  orderNum: r.orderNum,
  status: r.status,
  remark: r.remark,
  searchText: regionSearchText(r),
  updateBy: r.updateBy,
  updateTime: r.updateTime,
});

/**
 * Updates a region unchanged since read (version and path). A changed code or name swaps its marker. A new parent
 * (`after.parentId`, `after.regionPath`, `after.pendingMove` set by the domain) moves the counts from the old parent
 * to the new one, which must be enabled; the subtree below is rewritten afterwards (`rebaseRegions`).
 */
export async function updateRegion(before: RegionItem, after: RegionItem, newParent: RegionItem | null): Promise<void> {
  const ownerId = String(before.regionId);
  const moving = before.parentId !== after.parentId;
  const codeChanged = codeMarker(before.regionCode).value !== codeMarker(after.regionCode).value;
  const nameChanged = nameMarker(before.parentId, before.regionName).value !== nameMarker(after.parentId, after.regionName).value;
  const refused = await writeTransaction<Part>({ region: RegionEntity, unique: UniqueEntity }, (entities, add) => {
    add(
      'record',
      entities.region
        .patch({ regionId: before.regionId })
        .set({
          ...editable(after),
          ...(moving ? { parentId: after.parentId, regionPath: after.regionPath, level: after.level, pendingMove: after.pendingMove } : {}),
        })
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.regionPath, before.regionPath)} AND ${op.eq(attr.pendingMove, '')}`)
        .commit(),
    );
    if (codeChanged) {
      add('code', entities.unique.create({ ...codeMarker(after.regionCode), ownerId }).commit());
      add('release', entities.unique.delete(codeMarker(before.regionCode)).commit());
    }
    if (nameChanged) {
      add('name', entities.unique.create({ ...nameMarker(after.parentId, after.regionName), ownerId }).commit());
      add('release', entities.unique.delete(nameMarker(before.parentId, before.regionName)).commit());
    }
    if (moving && before.parentId) {
      add(
        'oldParent',
        entities.region
          .patch({ regionId: before.parentId })
          .add({ childCount: -1 })
          .commit(),
      );
    }
    if (moving && newParent) add({ parent: newParent.regionId }, parentTakesChild(entities, newParent));
  });
  if (refused) throw await refusal(refused, after.regionName);
}

/** Enables or disables a region unchanged since read. */
export async function setRegionStatus(before: RegionItem, status: RegionItem['status'], by: string, at: string): Promise<void> {
  try {
    await RegionEntity.patch({ regionId: before.regionId })
      .set({ status, updateBy: by, updateTime: at })
      .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
      .go();
  } catch (e) {
    if (isConditionalFailure(e)) throw new AppError('common.conflict');
    throw e;
  }
}

/**
 * Deletes regions (each unchanged since read) with their markers in one transaction, all or nothing. Each carries
 * the conditions that it has no child (its child count is 0) and that nothing uses it (usage counter absent or 0),
 * so a child or an address added at the same moment refuses the delete. Each parent counts its deleted children off
 * in one item (a transaction touches an item once).
 */
export async function deleteRegions(items: readonly RegionItem[]): Promise<void> {
  const perParent = new Map<number, number>();
  for (const item of items) if (item.parentId) perParent.set(item.parentId, (perParent.get(item.parentId) ?? 0) + 1);
  const refused = await writeTransaction<Part>({ region: RegionEntity, unique: UniqueEntity, counter: CounterEntity }, ({ region, unique, counter }, add) => {
    for (const item of items) {
      add(
        { childless: item },
        region
          .delete({ regionId: item.regionId })
          .where((attr, op) => `${op.eq(attr.updateTime, item.updateTime)} AND ${op.eq(attr.childCount, 0)} AND ${op.eq(attr.pendingMove, '')}`)
          .commit(),
      );
      add('release', unique.delete(codeMarker(item.regionCode)).commit());
      add('release', unique.delete(nameMarker(item.parentId, item.regionName)).commit());
      add({ unused: item }, assertUnused(counter, 'region', item.regionId));
    }
    for (const [regionId, n] of perParent) {
      add(
        'oldParent',
        region
          .patch({ regionId })
          .add({ childCount: -n })
          .commit(),
      );
    }
  });
  if (refused) throw await refusal(refused, items[0]?.regionName ?? '');
}

// ---- moving a region -------------------------------------------------------------------------------------------------

/**
 * Rewrites every region under `from` (the moved one already carries its new path) to the same place under `to`,
 * with its new level (`rebaseUnder`: conditional patches, re-runnable). Passes repeat until nothing is left under
 * `from` (a child added under a not-yet-rewritten region during the pass). Returns how many were rewritten.
 */
export const rebaseRegions = (from: string, to: string) =>
  rebaseUnder<Pick<RegionItem, 'regionId' | 'regionPath'>>(
    {
      page: (prefix, page) => RegionEntity.query.byPath({}).begins({ regionPath: prefix }).go({ ...page, attributes: ['regionId', 'regionPath'] }),
      pathOf: (r) => r.regionPath,
      patch: (r, regionPath) =>
        RegionEntity.patch({ regionId: r.regionId })
          .set({ regionPath, level: pathIds(regionPath).length })
          .where((attr, op) => op.eq(attr.regionPath, r.regionPath))
          .go(),
    },
    from,
    to,
    MAX_MOVE_PASSES,
  );

/** Clears the pending-move mark once the subtree is rewritten (a no-op when already cleared). */
export async function finishRegionMove(regionId: number, pendingMove: string): Promise<void> {
  await whenConditionHolds(() =>
    RegionEntity.patch({ regionId })
      .set({ pendingMove: '' })
      .where((attr, op) => op.eq(attr.pendingMove, pendingMove))
      .go(),
  );
}

// ---- seeding -------------------------------------------------------------------------------------------------------

const seedMarkName = (name: string) => `seeded#${name}`;

/** Has a one-time seed step (e.g. the demo regions) completed on this table? */
export async function seedMarkExists(name: string): Promise<boolean> {
  const { data } = await CounterEntity.get({ name: seedMarkName(name) }).go({ consistent: true });
  return !!data;
}

/** Records that a one-time seed step completed, so it never runs again (not even after its records are deleted). */
export async function setSeedMark(name: string): Promise<void> {
  await CounterEntity.put({ name: seedMarkName(name), value: 1 }).go();
}

// ---- imports ---------------------------------------------------------------------------------------------------------

/** Which of these region codes exist (their markers, `existingMarkers`): the normalized codes found. */
export async function existingRegionCodes(codes: readonly string[]): Promise<Set<string>> {
  const markers = codes.map(codeMarker);
  const found = await existingMarkers(markers);
  return new Set(markers.filter((m) => found.has(markerKey(m))).map((m) => m.value));
}

/** The key a code is compared by (case and inner spaces ignored), as `existingRegionCodes` answers it. */
export const regionCodeKey = (regionCode: string) => codeMarker(regionCode).value;
