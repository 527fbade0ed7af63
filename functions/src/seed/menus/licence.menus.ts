import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/**
 * Licence management (spec section 2 "Other"; titles in web `licence.json` under `menu`; decision 0041). Selling to a
 * child (`licence`) and minting at the root (`licenceMint`, platform operator) are granted apart; ids up to 1169 are
 * kept for it.
 */
export const LICENCE_MENUS: SeedMenu[] = [
  { menuId: 116, key: 'licence', parentId: MENU_DIRS.system, menuName: 'Licence management', code: 'licence:menu.title', menuType: 'C', orderNum: 12, path: 'licence', component: 'system/licence/index', perms: PERMISSIONS.licence.list, icon: 'key' },
  { menuId: 1160, key: 'licence', parentId: 116, menuName: 'Licence allocate', code: 'licence:menu.allocate', menuType: 'F', orderNum: 1, perms: PERMISSIONS.licence.allocate },
  { menuId: 1161, key: 'licenceMint', parentId: 116, menuName: 'Licence mint', code: 'licence:menu.mint', menuType: 'F', orderNum: 2, perms: PERMISSIONS.licence.mint },
];
