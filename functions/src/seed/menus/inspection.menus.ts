import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { SeedMenu } from './menu-types';

/**
 * Device monitoring (spec section 2 "Monitoring"): the monitoring records (inspections and self-tests of the devices
 * in scope) and the inspection record sheet (blank sheet download, import of a filled one), decision 0050. Titles
 * live in the inspection namespace (screens part of the texts); an existing installation gets them at its next start
 * with the grants of seed-data.ts (seed.ts: menus seeded just now go to the seeded roles meant to hold them).
 */
export const INSPECTION_MENUS: SeedMenu[] = [
  { menuId: 604, key: 'records', parentId: 6, menuName: 'Monitoring records', code: 'menu.records', menuType: 'C', orderNum: 4, path: 'records', component: 'monitoring/records/index', perms: PERMISSIONS.inspection.list, icon: 'list' },
  { menuId: 605, key: 'inspection', parentId: 6, menuName: 'Inspection record sheet', code: 'inspection:menu.title', menuType: 'C', orderNum: 5, path: 'inspection', component: 'monitoring/inspection/index', perms: PERMISSIONS.inspection.import, icon: 'upload' },
  { menuId: 2190, key: 'inspection', parentId: 605, menuName: 'Import inspection sheets', code: 'inspection:menu.import', menuType: 'F', orderNum: 1, perms: PERMISSIONS.inspection.import },
];
