import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/** Users screen and its buttons. */
export const USER_MENUS: SeedMenu[] = [
  { menuId: 100, key: 'user', parentId: MENU_DIRS.system, menuName: 'Users', code: 'menu.user', menuType: 'C', orderNum: 1, path: 'user', component: 'system/user/index', perms: PERMISSIONS.user.list, icon: 'user' },
  { menuId: 1000, key: 'user', parentId: 100, menuName: 'User query', code: 'menu.user.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.user.query },
  { menuId: 1001, key: 'user', parentId: 100, menuName: 'User add', code: 'menu.user.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.user.add },
  { menuId: 1002, key: 'user', parentId: 100, menuName: 'User edit', code: 'menu.user.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.user.edit },
  { menuId: 1003, key: 'user', parentId: 100, menuName: 'User delete', code: 'menu.user.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.user.remove },
  { menuId: 1004, key: 'user', parentId: 100, menuName: 'User export', code: 'menu.user.export', menuType: 'F', orderNum: 5, perms: PERMISSIONS.user.export },
  { menuId: 1005, key: 'user', parentId: 100, menuName: 'User import', code: 'menu.user.import', menuType: 'F', orderNum: 6, perms: PERMISSIONS.user.import },
  { menuId: 1006, key: 'user', parentId: 100, menuName: 'Reset password', code: 'menu.user.resetPwd', menuType: 'F', orderNum: 7, perms: PERMISSIONS.user.resetPwd },
  // Certificate validity is the certificate manager's task: its own key, so that role can get it without editing users.
  { menuId: 1060, key: 'userCertificate', parentId: 100, menuName: 'Certificate validity', code: 'menu.user.certificate', menuType: 'F', orderNum: 8, perms: PERMISSIONS.user.certificate },
];

/**
 * Work orders: the directory, its screens (all orders, one per kind, the lease-expiry reminders, the operating log)
 * and the two role capabilities (spec section 6: distributing and handling orders are separate).
 */
export const WORK_ORDER_MENUS: SeedMenu[] = [
  { menuId: 4, key: 'orderDirectory', parentId: 0, menuName: 'Work orders', code: 'menu.workOrder', menuType: 'M', orderNum: 4, path: 'workorder', icon: 'tool' },
  // the screens (key 'orders': a role holding distribution or handling gets them); what each may do there follows
  // the two capabilities below, the screens' identifier only opens them
  { menuId: 401, key: 'orders', parentId: 4, menuName: 'All orders', code: 'workOrder:menu.all', menuType: 'C', orderNum: 1, path: 'order', component: 'workorder/order/index', perms: PERMISSIONS.workOrder.list, icon: 'list' },
  { menuId: 402, key: 'orders', parentId: 4, menuName: 'Alarm orders', code: 'workOrder:menu.alarm', menuType: 'C', orderNum: 2, path: 'alarm', component: 'workorder/alarm/index', perms: PERMISSIONS.workOrder.list, icon: 'bell' },
  { menuId: 403, key: 'orders', parentId: 4, menuName: 'Maintenance orders', code: 'workOrder:menu.maintenance', menuType: 'C', orderNum: 3, path: 'maintenance', component: 'workorder/maintenance/index', perms: PERMISSIONS.workOrder.list, icon: 'tool' },
  { menuId: 404, key: 'orders', parentId: 4, menuName: 'Installation orders', code: 'workOrder:menu.installation', menuType: 'C', orderNum: 4, path: 'installation', component: 'workorder/installation/index', perms: PERMISSIONS.workOrder.list, icon: 'build' },
  { menuId: 405, key: 'orders', parentId: 4, menuName: 'Training orders', code: 'workOrder:menu.training', menuType: 'C', orderNum: 5, path: 'training', component: 'workorder/training/index', perms: PERMISSIONS.workOrder.list, icon: 'education' },
  { menuId: 406, key: 'orders', parentId: 4, menuName: 'Other orders', code: 'workOrder:menu.other', menuType: 'C', orderNum: 6, path: 'other', component: 'workorder/other/index', perms: PERMISSIONS.workOrder.list, icon: 'documentation' },
  // Lease-expiry reminders (spec section 2, before the log): the sales list narrowed to leases, so it is opened by the
  // sales list identifier and grouped with the sales (key 'sale'): the roles that read sales get it, others do not.
  // The log was 7 before it came: an upgrade moves it to 8 unless an administrator placed it elsewhere (seed.ts).
  { menuId: 408, key: 'sale', parentId: 4, menuName: 'Lease-expiry reminders', code: 'menu.lease', menuType: 'C', orderNum: 7, path: 'lease', component: 'workorder/lease/index', perms: PERMISSIONS.sale.list, icon: 'date' },
  { menuId: 407, key: 'orders', parentId: 4, menuName: 'Order operating log', code: 'workOrder:menu.log', menuType: 'C', orderNum: 8, path: 'log', component: 'workorder/log/index', perms: PERMISSIONS.workOrder.list, icon: 'log' },
  { menuId: 1061, key: 'orderDistribute', parentId: 4, menuName: 'Distribute work orders', code: 'menu.workOrder.distribute', menuType: 'F', orderNum: 1, perms: PERMISSIONS.workOrder.distribute },
  { menuId: 1062, key: 'orderHandle', parentId: 4, menuName: 'Handle work orders', code: 'menu.workOrder.handle', menuType: 'F', orderNum: 2, perms: PERMISSIONS.workOrder.handle },
];
