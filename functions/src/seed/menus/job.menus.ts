import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { MENU_DIRS, type SeedMenu } from './menu-types';

/**
 * Scheduled jobs screen (with its job-log dialog) and its buttons. Button ids 1101-1106 (1051-1054 would be
 * free, but 1055/1056 belong to the parameters screen).
 */
export const JOB_MENUS: SeedMenu[] = [
  { menuId: 110, key: 'job', parentId: MENU_DIRS.monitor, menuName: 'Scheduled jobs', code: 'menu.job', menuType: 'C', orderNum: 2, path: 'job', component: 'monitor/job/index', perms: PERMISSIONS.job.list, icon: 'clock' },
  { menuId: 1101, key: 'job', parentId: 110, menuName: 'Job query', code: 'menu.job.query', menuType: 'F', orderNum: 1, perms: PERMISSIONS.job.query },
  { menuId: 1102, key: 'job', parentId: 110, menuName: 'Job add', code: 'menu.job.add', menuType: 'F', orderNum: 2, perms: PERMISSIONS.job.add },
  { menuId: 1103, key: 'job', parentId: 110, menuName: 'Job edit', code: 'menu.job.edit', menuType: 'F', orderNum: 3, perms: PERMISSIONS.job.edit },
  { menuId: 1104, key: 'job', parentId: 110, menuName: 'Job delete', code: 'menu.job.remove', menuType: 'F', orderNum: 4, perms: PERMISSIONS.job.remove },
  { menuId: 1105, key: 'job', parentId: 110, menuName: 'Job status', code: 'menu.job.changeStatus', menuType: 'F', orderNum: 5, perms: PERMISSIONS.job.changeStatus },
  { menuId: 1106, key: 'job', parentId: 110, menuName: 'Job export', code: 'menu.job.export', menuType: 'F', orderNum: 6, perms: PERMISSIONS.job.export },
];
