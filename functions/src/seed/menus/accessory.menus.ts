import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Accessory records and consumable records screen and its buttons (titles in web `accessory.json` under `menu`). */
export const ACCESSORY_MENUS: SeedMenu[] = [
  { menuId: 204, key: 'accessory', parentId: MENU_DIRS.product, menuName: 'Accessories and consumables', code: 'accessory:menu.title', menuType: 'C', orderNum: 8, path: 'accessory', component: 'product/accessory/index', perms: PERMISSIONS.accessory.list, icon: 'clipboard-list' },
  { menuId: 2040, key: 'accessory', parentId: 204, menuName: 'Accessory query', code: 'accessory:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.accessory.query },
  { menuId: 2041, key: 'accessory', parentId: 204, menuName: 'Accessory add', code: 'accessory:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.accessory.add },
  { menuId: 2042, key: 'accessory', parentId: 204, menuName: 'Accessory edit', code: 'accessory:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.accessory.edit },
  { menuId: 2043, key: 'accessory', parentId: 204, menuName: 'Accessory delete', code: 'accessory:menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.accessory.remove },
  { menuId: 2044, key: 'accessory', parentId: 204, menuName: 'Accessory export', code: 'accessory:menu.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.accessory.export },
  { menuId: 2045, key: 'accessory', parentId: 204, menuName: 'Accessory install, remove, replace', code: 'accessory:menu.install', menuType: 'F', orderNum: 6, perms: PERMISSIONS.accessory.install },
];
