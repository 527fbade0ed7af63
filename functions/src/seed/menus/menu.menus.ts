import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** First id of menus added by administrators (seeded menus, buttons included, stay below it). */
export const MENU_ID_FLOOR = 10_000;

/** Menus screen and its buttons (only the super administrator's role holds them). */
export const MENU_MENUS: SeedMenu[] = [
  { menuId: 102, key: 'menu', parentId: MENU_DIRS.system, menuName: 'Menus', code: 'menu.menu', menuType: 'C', orderNum: 3, path: 'menu', component: 'system/menu/index', perms: PERMISSIONS.menu.list, icon: 'tree-table' },
  { menuId: 1012, key: 'menu', parentId: 102, menuName: 'Menu query', code: 'menu.menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.menu.query },
  { menuId: 1013, key: 'menu', parentId: 102, menuName: 'Menu add', code: 'menu.menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.menu.add },
  { menuId: 1014, key: 'menu', parentId: 102, menuName: 'Menu edit', code: 'menu.menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.menu.edit },
  { menuId: 1015, key: 'menu', parentId: 102, menuName: 'Menu delete', code: 'menu.menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.menu.remove },
];
