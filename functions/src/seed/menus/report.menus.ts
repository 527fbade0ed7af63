import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { SeedMenu } from './menu-types';

/**
 * Reports (spec section 2 "Reports"; decision 0055): the directory, after Device monitoring, and its first screen, the
 * inspection reports with their approval. Buttons 7010-7019 are kept for this module; auditing is keyed apart
 * (`reportAudit`) so a role may make and submit reports without approving them. Titles live in the report namespace
 * (screens part of the texts); an existing installation gets them at its next start with the grants of seed-data.ts.
 */
const R = PERMISSIONS.report;
const S = PERMISSIONS.reportSchedule;
export const REPORT_MENUS: SeedMenu[] = [
  { menuId: 7, key: 'reports', parentId: 0, menuName: 'Reports', code: 'menu.reports', menuType: 'M', orderNum: 6, path: 'report', icon: 'form' },
  { menuId: 701, key: 'report', parentId: 7, menuName: 'Inspection reports', code: 'report:menu.title', menuType: 'C', orderNum: 1, path: 'inspection', component: 'report/inspection/index', perms: R.list, icon: 'shield-check' },
  { menuId: 7010, key: 'report', parentId: 701, menuName: 'Report details', code: 'report:menu.query', menuType: 'F', orderNum: 1, perms: R.query },
  { menuId: 7011, key: 'report', parentId: 701, menuName: 'Export a report', code: 'report:menu.add', menuType: 'F', orderNum: 2, perms: R.add },
  { menuId: 7012, key: 'report', parentId: 701, menuName: 'Edit reports', code: 'report:menu.edit', menuType: 'F', orderNum: 3, perms: R.edit },
  { menuId: 7013, key: 'report', parentId: 701, menuName: 'Submit reports', code: 'report:menu.submit', menuType: 'F', orderNum: 4, perms: R.submit },
  { menuId: 7014, key: 'reportAudit', parentId: 701, menuName: 'Approve or reject reports', code: 'report:menu.audit', menuType: 'F', orderNum: 5, perms: R.audit },
  // sending is the auditors' last step: keyed with the audit button so the roles that approve also send
  { menuId: 7016, key: 'reportAudit', parentId: 701, menuName: 'Send reports', code: 'report:menu.send', menuType: 'F', orderNum: 7, perms: R.send },
  // the spec lists these settings under Statistics; they are kept by the reports they mail (decision 0057)
  { menuId: 702, key: 'reportSchedule', parentId: 7, menuName: 'Report email schedule', code: 'menu.reportSchedule', menuType: 'C', orderNum: 2, path: 'schedule', component: 'report/schedule/index', perms: S.list, icon: 'mail' },
  { menuId: 7020, key: 'reportSchedule', parentId: 702, menuName: 'Set report email schedules', code: 'report:schedule.menu.edit', menuType: 'F', orderNum: 1, perms: S.edit },
];
