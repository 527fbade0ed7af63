import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Operation log and login log (under Logs) and online users (under System monitoring), with their buttons. */
export const MONITOR_MENUS: SeedMenu[] = [
  { menuId: 500, key: 'operlog', parentId: MENU_DIRS.log, menuName: 'Operation log', code: 'menu.operlog', menuType: 'C', orderNum: 1, path: 'operlog', component: 'monitor/operlog/index', perms: PERMISSIONS.operlog.list, icon: 'form' },
  { menuId: 1039, key: 'operlog', parentId: 500, menuName: 'Operation log query', code: 'menu.operlog.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.operlog.query },
  { menuId: 1040, key: 'operlog', parentId: 500, menuName: 'Operation log delete', code: 'menu.operlog.remove', menuType: 'F', orderNum: 2, perms: PERMISSIONS.operlog.remove },
  { menuId: 1041, key: 'operlog', parentId: 500, menuName: 'Operation log export', code: 'menu.operlog.export', menuType: 'F', orderNum: 3, perms: PERMISSIONS.operlog.export },
  { menuId: 501, key: 'logininfor', parentId: MENU_DIRS.log, menuName: 'Login log', code: 'menu.logininfor', menuType: 'C', orderNum: 2, path: 'logininfor', component: 'monitor/logininfor/index', perms: PERMISSIONS.logininfor.list, icon: 'logininfor' },
  { menuId: 1042, key: 'logininfor', parentId: 501, menuName: 'Login log delete', code: 'menu.logininfor.remove', menuType: 'F', orderNum: 1, perms: PERMISSIONS.logininfor.remove },
  { menuId: 1043, key: 'logininfor', parentId: 501, menuName: 'Login log export', code: 'menu.logininfor.export', menuType: 'F', orderNum: 2, perms: PERMISSIONS.logininfor.export },
  { menuId: 1044, key: 'logininfor', parentId: 501, menuName: 'Account unlock', code: 'menu.logininfor.unlock', menuType: 'F', orderNum: 3, perms: PERMISSIONS.logininfor.unlock },
  { menuId: 109, key: 'online', parentId: MENU_DIRS.monitor, menuName: 'Online users', code: 'menu.online', menuType: 'C', orderNum: 1, path: 'online', component: 'monitor/online/index', perms: PERMISSIONS.online.list, icon: 'online' },
  { menuId: 1049, key: 'online', parentId: 109, menuName: 'Online query', code: 'menu.online.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.online.list },
  { menuId: 1050, key: 'online', parentId: 109, menuName: 'Force logout', code: 'menu.online.forceLogout', menuType: 'F', orderNum: 2, perms: PERMISSIONS.online.forceLogout },
];
