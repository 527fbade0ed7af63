import { MAX_MENUS } from '@aed/shared/schemas/menu';
import { AppError, errorRef } from '../../lib/app-error';
import { MenuEntity, type MenuItem } from '../entities/menu-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { isConditionalFailure, whenConditionHolds } from './ids';
import { menuUnheldGuard } from './menu-holders';
import { writeTransaction } from './transactions';
import { MenuHoldersEntity } from '../entities/menu-holders-entity';
import { MENU_ERRORS } from '@aed/shared/errors/menu-errors';

/**
 * Menu names are unique among the children of one parent ("Add" under Users and "Add" under Roles are different
 * buttons): the marker is (parentId, lower-cased name), written in the same transaction as the menu.
 */
const nameMarker = (parentId: number, menuName: string) => ({ scope: 'menuName', value: `${parentId}:${menuName.trim().toLowerCase()}` });

/** The whole menu set: one Query of the menu partition, capped at MAX_MENUS. */
export async function listMenus(): Promise<MenuItem[]> {
  const { data } = await MenuEntity.query.all({}).go({ pages: 'all', limit: MAX_MENUS });
  return data;
}

export async function getMenuById(menuId: number): Promise<MenuItem | null> {
  const { data } = await MenuEntity.get({ menuId }).go();
  return data;
}

export async function menuNameTaken(parentId: number, menuName: string, exceptMenuId?: number): Promise<boolean> {
  const { data } = await UniqueEntity.get(nameMarker(parentId, menuName)).go();
  return data !== null && data.ownerId !== String(exceptMenuId ?? '');
}

/** Creates a menu with its name marker; a name taken meanwhile fails with menu.nameExists. */
export async function createMenu(item: MenuItem): Promise<void> {
  const refused = await writeTransaction<'menu' | 'name'>({ menu: MenuEntity, unique: UniqueEntity }, ({ menu, unique }, add) => {
    add('menu', menu.create(item).commit());
    add('name', unique.create({ ...nameMarker(item.parentId, item.menuName), ownerId: String(item.menuId) }).commit());
  });
  if (refused) throw new AppError(refused.part === 'name' ? errorRef(MENU_ERRORS, 'menu.nameExists') : 'common.conflict');
}

/** Updates a menu (conditioned on the version read); moving or renaming swaps the name marker atomically. */
export async function updateMenu(before: MenuItem, after: MenuItem): Promise<void> {
  const { menuId, ...changes } = after;
  const from = nameMarker(before.parentId, before.menuName);
  const to = nameMarker(after.parentId, after.menuName);
  const moved = from.value !== to.value;
  const refused = await writeTransaction<'menu' | 'release' | 'name'>({ menu: MenuEntity, unique: UniqueEntity }, ({ menu, unique }, add) => {
    add(
      'menu',
      menu
        .patch({ menuId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime ?? ''))
        .commit(),
    );
    if (moved) {
      add('release', unique.delete(from).commit());
      add('name', unique.create({ ...to, ownerId: String(menuId) }).commit());
    }
  });
  if (refused) throw new AppError(refused.part === 'name' ? errorRef(MENU_ERRORS, 'menu.nameExists') : 'common.conflict');
}

/** Deletes a menu and its marker; the version condition refuses a menu changed since it was checked. */
export async function deleteMenu(item: MenuItem): Promise<void> {
  const refused = await writeTransaction<'menu' | 'name' | 'holders'>({ menu: MenuEntity, unique: UniqueEntity, menuHolders: MenuHoldersEntity }, ({ menu, unique, menuHolders }, add) => {
    add(
      'menu',
      menu
        .delete({ menuId: item.menuId })
        .where((attr, op) => op.eq(attr.updateTime, item.updateTime ?? ''))
        .commit(),
    );
    add('name', unique.delete(nameMarker(item.parentId, item.menuName)).commit());
    // no role of any organization holds it (the holder counts every role write keeps, decision 0025)
    add('holders', menuUnheldGuard({ menuHolders }, item.menuId));
  });
  if (refused) throw new AppError(refused.part === 'holders' ? errorRef(MENU_ERRORS, 'menu.assigned') : 'common.conflict');
}

/** Defaults of the fields a seeded menu may leave out. */
const MENU_DEFAULTS = { path: '', component: '', query: '', perms: '', icon: '', isFrame: false, isCache: true, visible: '0', status: '0' } as const;
export type SeedMenuInput = Omit<MenuItem, keyof typeof MENU_DEFAULTS> & Partial<Pick<MenuItem, keyof typeof MENU_DEFAULTS>>;

/**
 * Seeding: create when absent with its marker, never overwrite what an administrator changed. A seeded menu whose
 * name is already taken under its parent (an administrator's own menu) is still created, without a marker.
 */
export async function ensureMenu(input: SeedMenuInput): Promise<boolean> {
  if (await getMenuById(input.menuId)) return false;
  const item: MenuItem = { ...MENU_DEFAULTS, ...input };
  try {
    await createMenu(item);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    try {
      await MenuEntity.create(item).go();
    } catch (inner) {
      if (!isConditionalFailure(inner)) throw inner;
      return false;
    }
  }
  return true;
}

/**
 * Seeding: a seeded menu moves from place `from` to `to` among its siblings (a menu seeded later took its place), only
 * while it is still where the seed put it: an administrator's order is kept. True when it moved now.
 */
export async function moveSeededMenu(menuId: number, from: number, to: number, now: string): Promise<boolean> {
  return whenConditionHolds(() =>
    MenuEntity.patch({ menuId })
      .set({ orderNum: to, updateBy: 'system', updateTime: now })
      .where((attr, op) => op.eq(attr.orderNum, from))
      .go(),
  );
}

/**
 * A seeded menu's translation code changed by a release (its title moved to the shell's texts): rewritten only while
 * it still holds the old code (an administrator's own code is kept). True when rewritten.
 */
export async function recodeSeededMenu(menuId: number, from: string, to: string, now: string): Promise<boolean> {
  return whenConditionHolds(() =>
    MenuEntity.patch({ menuId })
      .set({ code: to, updateBy: 'system', updateTime: now })
      .where((attr, op) => op.eq(attr.code, from))
      .go(),
  );
}
