import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { SeedMenu } from './menu-types';

/**
 * Device monitoring > Monthly report (spec section 2 "Monitoring"; decision 0051): pick an organization and a month,
 * download the xlsx. The screen is the download, so its permission is the screen's own; button ids 2200-2209 are
 * kept for this module. Granted like the alarm list (seed-data.ts), on an existing installation too (seed.ts).
 */
export const MONTHLY_REPORT_MENUS: SeedMenu[] = [
  { menuId: 606, key: 'monthlyReport', parentId: 6, menuName: 'Monthly report', code: 'monthlyReport:menu.title', menuType: 'C', orderNum: 6, path: 'monthly-report', component: 'monitoring/monthly-report/index', perms: PERMISSIONS.monthlyReport.export, icon: 'file-spreadsheet' },
];
