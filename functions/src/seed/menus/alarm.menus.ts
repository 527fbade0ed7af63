import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { SeedMenu } from './menu-types';

/**
 * Device monitoring (spec section 2 "Monitoring"): the directory, after Work orders, and its first screen, the alarms
 * the alarm engine raises (decision 0047), with the button to acknowledge and clear them by hand. Titles live in the
 * alarm namespace (screens part of the texts), not in the shell's layout texts, whose size is budgeted (decision 0037).
 * An existing installation gets them at its next start with the grants below (seed.ts: menus seeded just now).
 */
export const ALARM_MENUS: SeedMenu[] = [
  { menuId: 6, key: 'monitoring', parentId: 0, menuName: 'Device monitoring', code: 'menu.monitoring', menuType: 'M', orderNum: 5, path: 'monitoring', icon: 'monitor' },
  { menuId: 601, key: 'alarm', parentId: 6, menuName: 'Alarms', code: 'alarm:menu.title', menuType: 'C', orderNum: 1, path: 'alarm', component: 'monitoring/alarm/index', perms: PERMISSIONS.alarm.list, icon: 'bell' },
  { menuId: 2160, key: 'alarm', parentId: 601, menuName: 'Acknowledge and clear alarms', code: 'alarm:menu.handle', menuType: 'F', orderNum: 1, perms: PERMISSIONS.alarm.handle },
];
