import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Persons to notify on abnormal events: screen and buttons (titles in web `notify.json` under `menu`). */
export const NOTIFY_MENUS: SeedMenu[] = [
  { menuId: 206, key: 'notify', parentId: MENU_DIRS.product, menuName: 'Notify persons', code: 'notify:menu.title', menuType: 'C', orderNum: 6, path: 'notify', component: 'product/notify/index', perms: PERMISSIONS.notify.list, icon: 'bell' },
  { menuId: 2060, key: 'notify', parentId: 206, menuName: 'Notify person query', code: 'notify:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.notify.query },
  { menuId: 2061, key: 'notify', parentId: 206, menuName: 'Notify person add', code: 'notify:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.notify.add },
  { menuId: 2062, key: 'notify', parentId: 206, menuName: 'Notify person edit', code: 'notify:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.notify.edit },
  { menuId: 2063, key: 'notify', parentId: 206, menuName: 'Notify person delete', code: 'notify:menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.notify.remove },
  { menuId: 2064, key: 'notify', parentId: 206, menuName: 'Notify person export', code: 'notify:menu.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.notify.export },
];

/** Work-order handlers: screen and buttons (titles in web `handler.json` under `menu`). */
export const HANDLER_MENUS: SeedMenu[] = [
  { menuId: 207, key: 'handler', parentId: MENU_DIRS.product, menuName: 'Work-order handlers', code: 'handler:menu.title', menuType: 'C', orderNum: 7, path: 'handler', component: 'product/handler/index', perms: PERMISSIONS.handler.list, icon: 'user-cog' },
  { menuId: 2070, key: 'handler', parentId: 207, menuName: 'Handler query', code: 'handler:menu.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.handler.query },
  { menuId: 2071, key: 'handler', parentId: 207, menuName: 'Handler add', code: 'handler:menu.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.handler.add },
  { menuId: 2072, key: 'handler', parentId: 207, menuName: 'Handler edit', code: 'handler:menu.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.handler.edit },
  { menuId: 2073, key: 'handler', parentId: 207, menuName: 'Handler delete', code: 'handler:menu.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.handler.remove },
  { menuId: 2074, key: 'handler', parentId: 207, menuName: 'Handler export', code: 'handler:menu.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.handler.export },
];
