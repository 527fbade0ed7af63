import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Positions screen and its buttons. */
export const POST_MENUS: SeedMenu[] = [
  { menuId: 104, key: 'post', parentId: MENU_DIRS.system, menuName: 'Positions', code: 'menu.post', menuType: 'C', orderNum: 5, path: 'post', component: 'system/post/index', perms: PERMISSIONS.post.list, icon: 'post' },
  { menuId: 1021, key: 'post', parentId: 104, menuName: 'Position query', code: 'menu.post.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.post.query },
  { menuId: 1022, key: 'post', parentId: 104, menuName: 'Position add', code: 'menu.post.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.post.add },
  { menuId: 1023, key: 'post', parentId: 104, menuName: 'Position edit', code: 'menu.post.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.post.edit },
  { menuId: 1024, key: 'post', parentId: 104, menuName: 'Position delete', code: 'menu.post.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.post.remove },
  { menuId: 1025, key: 'post', parentId: 104, menuName: 'Position export', code: 'menu.post.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.post.export },
];
