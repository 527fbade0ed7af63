import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Roles screen and its buttons (data scope and status changes need the edit button's permission). */
export const ROLE_MENUS: SeedMenu[] = [
  { menuId: 101, key: 'role', parentId: MENU_DIRS.system, menuName: 'Roles', code: 'menu.role', menuType: 'C', orderNum: 2, path: 'role', component: 'system/role/index', perms: PERMISSIONS.role.list, icon: 'role' },
  { menuId: 1007, key: 'role', parentId: 101, menuName: 'Role query', code: 'menu.role.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.role.query },
  { menuId: 1008, key: 'role', parentId: 101, menuName: 'Role add', code: 'menu.role.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.role.add },
  { menuId: 1009, key: 'role', parentId: 101, menuName: 'Role edit', code: 'menu.role.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.role.edit },
  { menuId: 1010, key: 'role', parentId: 101, menuName: 'Role delete', code: 'menu.role.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.role.remove },
  { menuId: 1011, key: 'role', parentId: 101, menuName: 'Role export', code: 'menu.role.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.role.export },
];
