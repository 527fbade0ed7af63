import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Notices screen and its buttons. */
export const NOTICE_MENUS: SeedMenu[] = [
  { menuId: 107, key: 'notice', parentId: MENU_DIRS.system, menuName: 'Notices', code: 'menu.notice', menuType: 'C', orderNum: 8, path: 'notice', component: 'system/notice/index', perms: PERMISSIONS.notice.list, icon: 'notice' },
  { menuId: 1035, key: 'notice', parentId: 107, menuName: 'Notice query', code: 'menu.notice.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.notice.query },
  { menuId: 1036, key: 'notice', parentId: 107, menuName: 'Notice add', code: 'menu.notice.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.notice.add },
  { menuId: 1037, key: 'notice', parentId: 107, menuName: 'Notice edit', code: 'menu.notice.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.notice.edit },
  { menuId: 1038, key: 'notice', parentId: 107, menuName: 'Notice delete', code: 'menu.notice.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.notice.remove },
];
