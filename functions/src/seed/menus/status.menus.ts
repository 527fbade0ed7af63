import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { SeedMenu } from './menu-types';

/**
 * Device monitoring > Equipment running status (spec section 2, decision 0048), after the alarms: the devices of the
 * caller's scope with their running status, one device's detail and the counts per status. Reading only (no
 * buttons; ids 2170-2179 are kept for them). Its title lives in the status namespace; the sidebar's short name in
 * the shell's layout texts. An existing installation gets it at its next start with the grants of seed-data.ts.
 */
export const STATUS_MENUS: SeedMenu[] = [
  { menuId: 602, key: 'status', parentId: 6, menuName: 'Running status', code: 'status:menu.title', menuType: 'C', orderNum: 2, path: 'status', component: 'monitoring/status/index', perms: PERMISSIONS.runningStatus.list, icon: 'activity' },
];
