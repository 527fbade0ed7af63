import type { AddMenuBody, MenuRecord, UpdateMenuBody } from '@aed/shared/schemas/menu';
import { MAX_MENUS } from '@aed/shared/schemas/menu';
import { nextId } from '../../data/access/ids';
import { createMenu, deleteMenu, listMenus, menuNameTaken, updateMenu } from '../../data/access/menus';
import type { MenuItem } from '../../data/entities/menu-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { childrenIndex, descendantIds, isSuperAdmin } from './menu-tree';
import { toMenuRecord } from './menu-queries';
import { MENU_ERRORS } from '@aed/shared/errors/menu-errors';
import { MENU_FIELD_ERRORS } from '@aed/shared/errors/menu-field-errors';

/** Menus are the super administrator's: editing them changes every user's route tree. */
function requireSuperAdmin(actor: Actor) {
  if (!isSuperAdmin(actor)) throw AppError.of(MENU_ERRORS, 'menu.superAdminOnly');
}

/** A button hangs under a screen; directories and screens under a directory (or at the top). */
function checkParent(type: MenuItem['menuType'], parent: MenuItem | null, parentId: number) {
  if (parentId === 0) {
    if (type === 'F') throw AppError.of(MENU_FIELD_ERRORS, 'menu.parentInvalid');
    return;
  }
  if (!parent) throw AppError.of(MENU_FIELD_ERRORS, 'menu.parentInvalid');
  if (type === 'F' ? parent.menuType !== 'C' : parent.menuType !== 'M') throw AppError.of(MENU_FIELD_ERRORS, 'menu.parentInvalid');
}

/** Fields a type does not use are stored empty, so a button never becomes a route by accident. */
function typeFields(body: AddMenuBody): Omit<AddMenuBody, 'parentId' | 'menuName' | 'menuType' | 'orderNum' | 'code' | 'status'> {
  const button = body.menuType === 'F';
  return {
    path: button ? '' : body.path,
    component: body.menuType === 'C' && !body.isFrame ? body.component : '',
    query: body.menuType === 'C' ? body.query : '',
    perms: body.menuType === 'M' ? '' : body.perms,
    icon: button ? '' : body.icon,
    isFrame: button ? false : body.isFrame,
    isCache: body.isCache,
    visible: button ? '0' : body.visible,
  };
}

export async function addMenu(actor: Actor, body: AddMenuBody): Promise<MenuRecord> {
  requireSuperAdmin(actor);
  const menus = await listMenus();
  if (menus.length >= MAX_MENUS) throw AppError.of(MENU_ERRORS, 'menu.tooMany');
  checkParent(body.menuType, menus.find((m) => m.menuId === body.parentId) ?? null, body.parentId);
  if (await menuNameTaken(body.parentId, body.menuName)) throw AppError.of(MENU_ERRORS, 'menu.nameExists');
  const now = nowIso();
  const item: MenuItem = {
    menuId: await nextId('menu'),
    parentId: body.parentId,
    menuName: body.menuName,
    code: body.code,
    menuType: body.menuType,
    orderNum: body.orderNum,
    status: body.status,
    ...typeFields(body),
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  await createMenu(item);
  return toMenuRecord(item);
}

export async function editMenu(actor: Actor, body: UpdateMenuBody): Promise<MenuRecord> {
  requireSuperAdmin(actor);
  const menus = await listMenus();
  const before = menus.find((m) => m.menuId === body.menuId);
  if (!before) throw AppError.of(MENU_ERRORS, 'menu.notFound');
  const index = childrenIndex(menus);
  // never under itself or its own subtree (the tree would lose a branch)
  if (body.parentId === body.menuId || descendantIds(body.menuId, index).has(body.parentId)) throw AppError.of(MENU_FIELD_ERRORS, 'menu.parentInvalid');
  checkParent(body.menuType, menus.find((m) => m.menuId === body.parentId) ?? null, body.parentId);
  // a button has no sub-menus; a screen's children are buttons, a directory's are not
  const children = index.get(body.menuId) ?? [];
  if (children.length && body.menuType !== before.menuType) throw AppError.of(MENU_ERRORS, 'menu.hasChildren');
  if (await menuNameTaken(body.parentId, body.menuName, body.menuId)) throw AppError.of(MENU_ERRORS, 'menu.nameExists');
  const after: MenuItem = {
    ...before,
    parentId: body.parentId,
    menuName: body.menuName,
    code: body.code,
    menuType: body.menuType,
    orderNum: body.orderNum,
    status: body.status,
    ...typeFields(body),
    updateBy: actor.username,
    updateTime: nowIso(),
  };
  await updateMenu(before, after);
  return toMenuRecord(after);
}

/**
 * Deletes one menu: never while it has sub-menus or a role of any organization holds it. "Held by a role" is the
 * menu's holder count, kept by every role write and checked by the delete's transaction (docs/decisions/0025), so no
 * request reads every tenant's roles and a role given the menu meanwhile refuses the delete.
 */
export async function removeMenu(actor: Actor, menuId: number): Promise<void> {
  requireSuperAdmin(actor);
  const menus = await listMenus();
  const menu = menus.find((m) => m.menuId === menuId);
  if (!menu) throw AppError.of(MENU_ERRORS, 'menu.notFound');
  if (menus.some((m) => m.parentId === menuId)) throw AppError.of(MENU_ERRORS, 'menu.hasChildren');
  await deleteMenu(menu);
}
