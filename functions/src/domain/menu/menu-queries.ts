import type { MenuRecord, MenuSearch, RoleMenuTree, TreeNode } from '@aed/shared/schemas/menu';
import { getMenuById, listMenus } from '../../data/access/menus';
import { roleForMenuTree } from '../role/role-queries';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { byOrder, fullyChecked, grantableMenuIds, toTree } from './menu-tree';
import { MENU_ERRORS } from '@aed/shared/errors/menu-errors';

/**
 * Reading menus (the list, one menu, the trees of the role dialogs). Kept apart from the changes (menu-service.ts)
 * so that a read route's Lambda carries no write path (decision 0034).
 */

export const toMenuRecord = (m: MenuItem): MenuRecord => ({
  menuId: m.menuId,
  parentId: m.parentId,
  menuName: m.menuName,
  code: m.code ?? '',
  menuType: m.menuType,
  orderNum: m.orderNum,
  path: m.path ?? '',
  component: m.component ?? '',
  query: m.query ?? '',
  perms: m.perms ?? '',
  icon: m.icon ?? '',
  isFrame: m.isFrame ?? false,
  isCache: m.isCache ?? true,
  visible: m.visible ?? '0',
  status: m.status ?? '0',
  createTime: m.createTime,
  updateTime: m.updateTime ?? '',
});

/** The menu set as a flat list in tree order (the web builds the tree table), filtered by name and status. */
export async function searchMenus(search: MenuSearch): Promise<MenuRecord[]> {
  const needle = search.menuName?.toLowerCase();
  return (await listMenus())
    .filter((m) => (!needle || m.menuName.toLowerCase().includes(needle)) && (!search.status || m.status === search.status))
    .sort((a, b) => a.parentId - b.parentId || byOrder(a, b))
    .map(toMenuRecord);
}

export async function getMenu(menuId: number): Promise<MenuRecord> {
  const menu = await getMenuById(menuId);
  if (!menu) throw AppError.of(MENU_ERRORS, 'menu.notFound');
  return toMenuRecord(menu);
}

/** The menus the caller may put into a role, as a tree (role add/edit dialogs). */
export async function menuTreeFor(actor: Actor): Promise<TreeNode[]> {
  const menus = await listMenus();
  const grantable = grantableMenuIds(actor, menus);
  return toTree(menus.filter((m) => grantable.has(m.menuId)));
}

/** The grantable tree and the role's fully checked menus (the web derives its half-checked parents). */
export async function roleMenuTree(actor: Actor, roleId: number): Promise<RoleMenuTree> {
  const menus = await listMenus();
  const role = await roleForMenuTree(actor, roleId, menus);
  const grantable = grantableMenuIds(actor, menus);
  const visible = menus.filter((m) => grantable.has(m.menuId));
  const selected = role.roleKey === 'admin' ? new Set(menus.map((m) => m.menuId)) : new Set(role.menuIds ?? []);
  return { menus: toTree(visible), checkedKeys: fullyChecked(selected, menus).filter((id) => grantable.has(id)) };
}
