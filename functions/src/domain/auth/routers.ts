import { SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import type { RouterNode } from '@aed/shared/schemas/auth';
import { listAllMenus } from '../../data/access/access-control';
import { getUserById } from '../../data/access/user-reads';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { resolveGrants } from './grants';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const routeName = (menu: MenuItem) => capitalize(menu.path.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())) || `Menu${menu.menuId}`;
const isExternal = (path: string) => /^https?:\/\//.test(path);

/** A directory leads somewhere only if a screen is below it. */
const leadsSomewhere = (menu: MenuItem, byParent: Map<number, MenuItem[]>): boolean =>
  menu.menuType !== 'M' || (byParent.get(menu.menuId) ?? []).some((c) => leadsSomewhere(c, byParent));

function toNode(menu: MenuItem, children: MenuItem[], byParent: Map<number, MenuItem[]>): RouterNode {
  const topLevel = menu.parentId === 0;
  const node: RouterNode = {
    name: routeName(menu),
    path: topLevel && !isExternal(menu.path) ? `/${menu.path}` : menu.path,
    hidden: menu.visible === '1',
    component: menu.menuType === 'M' ? (topLevel ? 'Layout' : 'ParentView') : menu.component || 'ParentView',
    ...(menu.query ? { query: menu.query } : {}),
    meta: {
      title: menu.menuName,
      code: menu.code,
      icon: menu.icon,
      noCache: !menu.isCache,
      link: isExternal(menu.path) ? menu.path : null,
    },
  };
  if (menu.menuType === 'M' && children.length) {
    node.alwaysShow = true;
    node.redirect = 'noRedirect';
    node.children = children.filter((c) => leadsSomewhere(c, byParent)).map((c) => toNode(c, byParent.get(c.menuId) ?? [], byParent));
  }
  return node;
}

/** Directories and menus (buttons excluded) of the user's enabled roles, as the SPA's route tree. */
export async function getRouters(actor: Actor): Promise<RouterNode[]> {
  const user = await getUserById(actor.userId);
  if (!user) throw AppError.of(AUTH_ERRORS, 'session.invalid');
  const { roles, menuIds } = await resolveGrants(user);
  const everything = user.isSuperAdmin || roles.includes(SUPER_ADMIN_ROLE);
  const menus = (await listAllMenus())
    .filter((m) => m.menuType !== 'F' && m.status === '0' && (everything || menuIds.has(m.menuId)))
    .sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
  const byParent = new Map<number, MenuItem[]>();
  for (const m of menus) byParent.set(m.parentId, [...(byParent.get(m.parentId) ?? []), m]);
  const present = new Set(menus.map((m) => m.menuId));
  return menus
    .filter((m) => m.parentId === 0 || !present.has(m.parentId))
    // A directory whose menus were all filtered out leads nowhere.
    .filter((m) => leadsSomewhere(m, byParent))
    .map((m) => toNode(m, byParent.get(m.menuId) ?? [], byParent));
}
