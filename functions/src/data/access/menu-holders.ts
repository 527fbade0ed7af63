import { AppError } from '../../lib/app-error';
import { MenuEntity } from '../entities/menu-entity';
import { MenuHoldersEntity } from '../entities/menu-holders-entity';
import { isConditionalFailure } from './ids';
import type { TransactionEntities, WriteOp } from './transactions';

/**
 * Per-menu holder counts (entities/menu-holders-entity.ts, docs/decisions/0025): "may this menu be deleted?" without
 * reading every tenant's roles. Every role write moves the counts of the menus it adds (+1) or removes (-1) in its
 * own transaction; a menu delete removes its count in the same transaction as the menu, conditioned on it being 0,
 * and moves its shard's fence, so a role write that checked "this menu exists" before the delete is refused.
 */
export const MENU_HOLDER_SHARDS = 16;

const shardOf = (menuId: number) => menuId % MENU_HOLDER_SHARDS;
const key = (menuId: number) => `m${menuId}`;
const ALL_SHARDS = Array.from({ length: MENU_HOLDER_SHARDS }, (_, shard) => ({ shard }));

/** The fences of the shards, read (consistently) before a role write checks that the menus it adds exist. */
export type MenuFences = ReadonlyMap<number, number>;

/**
 * The shards' fences (consistent reads). A shard not written yet (the seed creates them all before any role write)
 * refuses the write as a conflict rather than losing a count.
 */
export async function readMenuFences(): Promise<MenuFences> {
  const { data } = await MenuHoldersEntity.get(ALL_SHARDS).go({ consistent: true });
  if (data.length !== MENU_HOLDER_SHARDS) throw new AppError('common.conflict');
  return new Map(data.map((s) => [s.shard, s.fence ?? 0]));
}

/**
 * The menus of `menuIds` that exist (consistent reads of the menus themselves, not the menu index): run after
 * `readMenuFences`, so a menu deleted after this check moved a fence the role write is conditioned on.
 */
export async function existingMenuIds(menuIds: readonly number[]): Promise<Set<number>> {
  const ids = [...new Set(menuIds)];
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await MenuEntity.get(ids.slice(i, i + 100).map((menuId) => ({ menuId }))).go({ consistent: true, attributes: ['menuId'] });
    for (const m of data) found.add(m.menuId);
  }
  return found;
}

/** Count changes of a role write going from menus `before` to `after`. */
export function holderDeltas(before: readonly number[], after: readonly number[]): Map<number, number> {
  const deltas = new Map<number, number>();
  const was = new Set(before);
  const now = new Set(after);
  for (const id of now) if (!was.has(id)) deltas.set(id, 1);
  for (const id of was) if (!now.has(id)) deltas.set(id, -1);
  return deltas;
}

/**
 * Transaction items moving the counts (one per shard touched). A shard where menus are added carries the condition
 * that its fence is still the one read (`fences`): no menu of it was deleted since the caller checked they exist.
 */
export function moveHolderCounts(entities: Pick<TransactionEntities, 'menuHolders'>, deltas: ReadonlyMap<number, number>, fences?: MenuFences): WriteOp[] {
  const byShard = new Map<number, [number, number][]>();
  for (const [menuId, delta] of deltas) if (delta !== 0) byShard.set(shardOf(menuId), [...(byShard.get(shardOf(menuId)) ?? []), [menuId, delta]]);
  return [...byShard].map(([shard, changes]) => {
    const fence = changes.some(([, d]) => d > 0) ? fences?.get(shard) : undefined;
    const update = entities.menuHolders.patch({ shard }).data((attr, op) => {
      // `holders` is a map keyed by menu: ElectroDB types it `any`
      const holders = attr.holders as unknown as Record<string, Parameters<typeof op.add>[0]>;
      for (const [menuId, delta] of changes) op.add(holders[key(menuId)], delta);
    });
    return (fence === undefined ? update : update.where((attr, op) => op.eq(attr.fence, fence))).commit() as WriteOp;
  });
}

/** Transaction item of a menu delete: nobody holds the menu; its count goes and its shard's fence moves. */
export const menuUnheldGuard = (entities: Pick<TransactionEntities, 'menuHolders'>, menuId: number): WriteOp =>
  entities.menuHolders
    .patch({ shard: shardOf(menuId) })
    .data((attr, op) => {
      op.remove((attr.holders as unknown as Record<string, Parameters<typeof op.remove>[0]>)[key(menuId)]);
      op.add(attr.fence, 1);
    })
    .where((attr, op) => {
      const count = (attr.holders as unknown as Record<string, typeof attr.fence>)[key(menuId)];
      return `${op.notExists(count)} OR ${op.eq(count, 0)}`;
    })
    .commit() as WriteOp;

/**
 * Seeding: creates the shards that do not exist yet with the counts of every role (`allRoles`, read only then; the
 * seed runs before the first role write of this version). Existing shards are never overwritten.
 */
export async function ensureMenuHolders(allRoles: () => Promise<readonly { menuIds?: readonly number[] }[]>): Promise<void> {
  const { data } = await MenuHoldersEntity.get(ALL_SHARDS).go({ consistent: true });
  const present = new Set(data.map((s) => s.shard));
  if (present.size === MENU_HOLDER_SHARDS) return;
  const counts = Array.from({ length: MENU_HOLDER_SHARDS }, () => ({}) as Record<string, number>);
  for (const role of await allRoles()) {
    for (const menuId of new Set(role.menuIds ?? [])) {
      const shard = counts[shardOf(menuId)]!;
      shard[key(menuId)] = (shard[key(menuId)] ?? 0) + 1;
    }
  }
  await Promise.all(
    ALL_SHARDS.filter(({ shard }) => !present.has(shard)).map(({ shard }) =>
      MenuHoldersEntity.create({ shard, holders: counts[shard], fence: 0 })
        .go()
        .catch((e: unknown) => {
          if (!isConditionalFailure(e)) throw e;
        }),
    ),
  );
}

/** How many roles hold the menu now (messages and tests; a delete relies on `menuUnheldGuard`). */
export async function menuHolderCount(menuId: number): Promise<number> {
  const { data } = await MenuHoldersEntity.get({ shard: shardOf(menuId) }).go({ consistent: true });
  return Number((data?.holders as Record<string, number> | undefined)?.[key(menuId)] ?? 0);
}
