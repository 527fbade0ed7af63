import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Dictionaries screen, its buttons, and the hidden data screen `/dict/type/data/:dictId` (spec section 2). */
export const DICT_MENUS: SeedMenu[] = [
  { menuId: 105, key: 'dict', parentId: MENU_DIRS.system, menuName: 'Dictionaries', code: 'menu.dict', menuType: 'C', orderNum: 6, path: 'dict', component: 'system/dict/index', perms: PERMISSIONS.dict.list, icon: 'dict' },
  { menuId: 1026, key: 'dict', parentId: 105, menuName: 'Dictionary query', code: 'menu.dict.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.dict.query },
  { menuId: 1027, key: 'dict', parentId: 105, menuName: 'Dictionary add', code: 'menu.dict.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.dict.add },
  { menuId: 1028, key: 'dict', parentId: 105, menuName: 'Dictionary edit', code: 'menu.dict.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.dict.edit },
  { menuId: 1029, key: 'dict', parentId: 105, menuName: 'Dictionary delete', code: 'menu.dict.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.dict.remove },
  { menuId: 1030, key: 'dict', parentId: 105, menuName: 'Dictionary export', code: 'menu.dict.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.dict.export },
  { menuId: 1031, key: 'dict', parentId: MENU_DIRS.system, menuName: 'Dictionary data', code: 'menu.dictData', menuType: 'C', orderNum: 6, path: '/dict/type/data/:dictId', component: 'system/dict/data', perms: PERMISSIONS.dict.list, icon: 'dict', visible: '1' },
];
