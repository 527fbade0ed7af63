import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Parameters screen and its buttons. */
export const CONFIG_MENUS: SeedMenu[] = [
  { menuId: 106, key: 'config', parentId: MENU_DIRS.system, menuName: 'Parameters', code: 'menu.config', menuType: 'C', orderNum: 7, path: 'config', component: 'system/config/index', perms: PERMISSIONS.config.list, icon: 'sliders' },
  { menuId: 1055, key: 'config', parentId: 106, menuName: 'Parameter query', code: 'menu.config.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.config.query },
  { menuId: 1056, key: 'config', parentId: 106, menuName: 'Parameter add', code: 'menu.config.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.config.add },
  { menuId: 1057, key: 'config', parentId: 106, menuName: 'Parameter edit', code: 'menu.config.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.config.edit },
  { menuId: 1058, key: 'config', parentId: 106, menuName: 'Parameter delete', code: 'menu.config.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.config.remove },
  { menuId: 1059, key: 'config', parentId: 106, menuName: 'Parameter export', code: 'menu.config.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.config.export },
];
