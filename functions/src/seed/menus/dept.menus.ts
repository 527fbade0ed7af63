import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Organizations screen and its buttons. */
export const DEPT_MENUS: SeedMenu[] = [
  { menuId: 103, key: 'dept', parentId: MENU_DIRS.system, menuName: 'Organizations', code: 'menu.dept', menuType: 'C', orderNum: 4, path: 'dept', component: 'system/dept/index', perms: PERMISSIONS.dept.list, icon: 'tree' },
  { menuId: 1016, key: 'dept', parentId: 103, menuName: 'Organization query', code: 'menu.dept.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.dept.query },
  { menuId: 1017, key: 'dept', parentId: 103, menuName: 'Organization add', code: 'menu.dept.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.dept.add },
  { menuId: 1018, key: 'dept', parentId: 103, menuName: 'Organization edit', code: 'menu.dept.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.dept.edit },
  { menuId: 1019, key: 'dept', parentId: 103, menuName: 'Organization delete', code: 'menu.dept.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.dept.remove },
  { menuId: 1020, key: 'dept', parentId: 103, menuName: 'Organization export', code: 'menu.dept.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.dept.export },
];
