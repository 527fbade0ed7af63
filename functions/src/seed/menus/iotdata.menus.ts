import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { SeedMenu } from './menu-types';

/**
 * Device monitoring > IoT data (decision 0049): one device's telemetry messages over a range, as a chart and a table.
 * Reading only, so no buttons (ids 2180-2189 are kept for it). The title lives in the iotData namespace (screens part
 * of the texts). An existing installation gets it at its next start with the grants of the alarm list (seed.ts: menus
 * seeded just now go to the roles meant to hold them).
 */
export const IOT_DATA_MENUS: SeedMenu[] = [
  { menuId: 603, key: 'iotdata', parentId: 6, menuName: 'IoT data', code: 'iotData:menu.title', menuType: 'C', orderNum: 3, path: 'iotdata', component: 'monitoring/iotdata/index', perms: PERMISSIONS.iotData.list, icon: 'chart' },
];
