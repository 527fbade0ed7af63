import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/**
 * Inventory screen (Product management; titles in web `inventory.json` under `menu`). Stock and movements are read
 * only, so the screen has one button (export); ids up to 2089 are kept for it.
 */
export const INVENTORY_MENUS: SeedMenu[] = [
  { menuId: 208, key: 'inventory', parentId: MENU_DIRS.product, menuName: 'Inventory', code: 'inventory:menu.title', menuType: 'C', orderNum: 10, path: 'inventory', component: 'product/inventory/index', perms: PERMISSIONS.inventory.list, icon: 'clipboard-list' },
  { menuId: 2080, key: 'inventory', parentId: 208, menuName: 'Inventory export', code: 'inventory:menu.export', menuType: 'F', orderNum: 1, perms: PERMISSIONS.inventory.export },
];
