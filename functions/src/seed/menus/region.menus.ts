import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Administrative regions screen (Product management) and its buttons (titles in web `region.json` under `menu`). */
export const REGION_MENUS: SeedMenu[] = [
  { menuId: 205, key: 'region', parentId: MENU_DIRS.product, menuName: 'Administrative regions', code: 'region:menu.title', menuType: 'C', orderNum: 5, path: 'region', component: 'product/region/index', perms: PERMISSIONS.region.list, icon: 'map-pin' },
  { menuId: 2050, key: 'region', parentId: 205, menuName: 'Region query', code: 'region:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.region.query },
  { menuId: 2051, key: 'region', parentId: 205, menuName: 'Region add', code: 'region:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.region.add },
  { menuId: 2052, key: 'region', parentId: 205, menuName: 'Region edit', code: 'region:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.region.edit },
  { menuId: 2053, key: 'region', parentId: 205, menuName: 'Region delete', code: 'region:menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.region.remove },
  { menuId: 2054, key: 'region', parentId: 205, menuName: 'Region export', code: 'region:menu.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.region.export },
  { menuId: 2055, key: 'region', parentId: 205, menuName: 'Region import', code: 'region:menu.import', menuType: 'F', orderNum: 6, perms: PERMISSIONS.region.import },
];
