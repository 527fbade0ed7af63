import { CONFIG_KEYS, LIMITS } from '@aed/shared/constants/limits';
import { BUILT_IN_CONFIG_TEXTS } from '@aed/shared/i18n/built-in/configs';
import { BUILT_IN_DICT_TYPE_NAMES } from '@aed/shared/i18n/built-in/dict-types';
import { BUILT_IN_ROLE_NAMES } from '@aed/shared/i18n/built-in/roles';
import type { SeedMenu } from './menus/menu-types';
import { DIRECTORY_MENUS } from './menus/directories.menus';
import { CONFIG_MENUS } from './menus/config.menus';
import { MONITOR_MENUS } from './menus/monitor.menus';
import { DICT_MENUS } from './menus/dict.menus';
import { POST_MENUS } from './menus/post.menus';
import { NOTICE_MENUS } from './menus/notice.menus';
import { DEPT_MENUS } from './menus/dept.menus';
import { MENU_MENUS } from './menus/menu.menus';
import { ROLE_MENUS } from './menus/role.menus';
import { JOB_MENUS } from './menus/job.menus';
import { USER_MENUS, WORK_ORDER_MENUS } from './menus/user.menus';
import { GEN_MENUS } from './menus/gen.menus';
import { PRODUCT_TYPE_MENUS } from './menus/product-type.menus';
import { DEVICE_MODEL_MENUS } from './menus/device-model.menus';
import { MONITOR_ITEM_MENUS } from './menus/monitor-item.menus';
import { REGION_MENUS } from './menus/region.menus';
import { HANDLER_MENUS, NOTIFY_MENUS } from './menus/notify.menus';
import { SALE_MENUS } from './menus/sale.menus';
import { DEVICE_MENUS } from './menus/device.menus';
import { ACCESSORY_MENUS } from './menus/accessory.menus';
import { QR_MENUS } from './menus/qr.menus';
import { INVENTORY_MENUS } from './menus/inventory.menus';
import { LICENCE_MENUS } from './menus/licence.menus';
import { ALARM_MENUS } from './menus/alarm.menus';
import { STATUS_MENUS } from './menus/status.menus';
import { MONTHLY_REPORT_MENUS } from './menus/monthly-report.menus';
import { INSPECTION_MENUS } from './menus/inspection.menus';
import { IOT_DATA_MENUS } from './menus/iotdata.menus';
import { MAIL_MENUS } from './menus/mail.menus';
import { REPORT_MENUS } from './menus/report.menus';

/** Fixed ids of seeded records; sequences start above them. */
export const SEED_ID_FLOOR = 1000;

export const SEED_DEPT = { deptId: LIMITS.defaultDeptId, parentId: 0, ancestors: '0', deptPath: '0,100,', deptName: 'AED Cloud', deptType: '0', orderNum: 0 } as const;

/**
 * The roles the spec names. dataScope: 1 all, 3 own organization, 4 organization and below, 5 only own.
 * menus: module keys of seed/menus/*.menus.ts (`<key>` everything, `<key>:read` screen + list/query/export), see
 * seed/role-grants.ts; directories above come along, a key of a module not seeded yet grants nothing.
 */
export const SEED_ROLES = [
  { roleId: 1, roleKey: 'admin', roleName: BUILT_IN_ROLE_NAMES.admin.en, dataScope: '1', menus: 'all' },
  { roleId: 2, roleKey: 'opsAdmin', roleName: BUILT_IN_ROLE_NAMES.opsAdmin.en, dataScope: '1', menus: ['system', 'config', 'dept', 'dict', 'log', 'monitor', 'operlog', 'logininfor', 'online', 'job', 'user', 'role', 'post', 'notice', 'userCertificate', 'orderDistribute', 'orderHandle', 'orders', 'productType', 'deviceModel', 'monitorItem', 'region', 'notify', 'handler', 'device', 'deviceBulk', 'deviceRemove', 'accessory', 'inventory', 'sale', 'saleBuyout', 'licence', 'licenceMint', 'qr', 'alarm', 'status', 'monthlyReport', 'records', 'inspection', 'iotdata', 'report', 'reportAudit', 'reportSchedule', 'mail'] },
  { roleId: 3, roleKey: 'orgAdmin', roleName: BUILT_IN_ROLE_NAMES.orgAdmin.en, dataScope: '4', menus: ['system', 'log', 'monitor', 'operlog', 'logininfor', 'online', 'user', 'userCertificate', 'role:read', 'dept', 'post:read', 'dict:read', 'notice', 'orderDistribute', 'orderHandle', 'orders', 'productType:read', 'deviceModel:read', 'monitorItem:read', 'region:read', 'notify', 'handler', 'device', 'deviceBulk', 'accessory', 'inventory', 'sale', 'saleBuyout', 'licence', 'qr', 'alarm', 'status', 'monthlyReport', 'records', 'inspection', 'iotdata', 'report', 'reportAudit', 'reportSchedule', 'mail'] },
  { roleId: 4, roleKey: 'certManager', roleName: BUILT_IN_ROLE_NAMES.certManager.en, dataScope: '4', menus: ['user:read', 'userCertificate', 'dept:read', 'notice:read'] },
  { roleId: 5, roleKey: 'operator', roleName: BUILT_IN_ROLE_NAMES.operator.en, dataScope: '5', menus: ['notice:read', 'orderHandle', 'orders'] },
  { roleId: 6, roleKey: 'superuser', roleName: BUILT_IN_ROLE_NAMES.superuser.en, dataScope: '4', menus: ['user', 'dept', 'post:read', 'dict:read', 'config:read', 'notice', 'operlog:read', 'logininfor:read', 'orderDistribute', 'orderHandle', 'orders', 'productType:read', 'deviceModel:read', 'monitorItem:read', 'region:read', 'notify', 'handler', 'device', 'deviceBulk', 'accessory', 'inventory', 'sale', 'qr', 'alarm', 'status', 'monthlyReport', 'records', 'inspection', 'iotdata', 'report'] },
  { roleId: 7, roleKey: 'user', roleName: BUILT_IN_ROLE_NAMES.user.en, dataScope: '5', menus: [] },
  { roleId: 8, roleKey: 'readonlyAdmin', roleName: BUILT_IN_ROLE_NAMES.readonlyAdmin.en, dataScope: '3', menus: ['user:read', 'role:read', 'dept:read', 'post:read', 'dict:read', 'config:read', 'notice:read', 'operlog:read', 'logininfor:read', 'online:read', 'productType:read', 'deviceModel:read', 'monitorItem:read', 'region:read', 'notify:read', 'handler:read', 'device:read', 'accessory:read', 'inventory:read', 'sale:read', 'licence:read', 'qr:read', 'alarm:read', 'status:read', 'monthlyReport:read', 'records:read', 'iotdata:read', 'report:read', 'reportSchedule:read', 'mail:read'] },
  { roleId: 9, roleKey: 'operationAdmin', roleName: BUILT_IN_ROLE_NAMES.operationAdmin.en, dataScope: '3', menus: ['user', 'dept:read', 'notice', 'operlog:read', 'logininfor:read', 'orderDistribute', 'orders', 'productType:read', 'deviceModel:read', 'monitorItem:read', 'region:read', 'notify:read', 'handler:read', 'device', 'accessory', 'inventory', 'sale:read', 'qr', 'alarm', 'status', 'monthlyReport', 'records', 'inspection', 'iotdata', 'report', 'iotdata'] },
] as const;

/** Menu tree, one file per module under seed/menus/. */
export const SEED_MENUS: readonly SeedMenu[] = [...DIRECTORY_MENUS, ...USER_MENUS, ...WORK_ORDER_MENUS, ...GEN_MENUS, ...CONFIG_MENUS, ...DEPT_MENUS, ...DICT_MENUS, ...POST_MENUS, ...NOTICE_MENUS, ...MONITOR_MENUS, ...JOB_MENUS, ...ROLE_MENUS, ...MENU_MENUS, ...PRODUCT_TYPE_MENUS, ...DEVICE_MODEL_MENUS, ...MONITOR_ITEM_MENUS, ...REGION_MENUS, ...NOTIFY_MENUS, ...HANDLER_MENUS, ...DEVICE_MENUS, ...ACCESSORY_MENUS, ...INVENTORY_MENUS, ...SALE_MENUS, ...LICENCE_MENUS, ...QR_MENUS, ...ALARM_MENUS, ...STATUS_MENUS, ...MONTHLY_REPORT_MENUS, ...INSPECTION_MENUS, ...IOT_DATA_MENUS, ...REPORT_MENUS, ...MAIL_MENUS];

export const SEED_DICT_TYPES = [
  { dictId: 1, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_user_sex.en, dictType: 'sys_user_sex' },
  { dictId: 2, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_show_hide.en, dictType: 'sys_show_hide' },
  { dictId: 3, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_normal_disable.en, dictType: 'sys_normal_disable' },
  { dictId: 4, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_job_status.en, dictType: 'sys_job_status' },
  { dictId: 5, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_job_group.en, dictType: 'sys_job_group' },
  { dictId: 6, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_yes_no.en, dictType: 'sys_yes_no' },
  { dictId: 7, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_notice_type.en, dictType: 'sys_notice_type' },
  { dictId: 8, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_notice_status.en, dictType: 'sys_notice_status' },
  { dictId: 9, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_oper_type.en, dictType: 'sys_oper_type' },
  { dictId: 10, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_common_status.en, dictType: 'sys_common_status' },
  { dictId: 11, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_dept_type.en, dictType: 'sys_dept_type' },
  { dictId: 12, dictName: BUILT_IN_DICT_TYPE_NAMES.sys_language.en, dictType: 'sys_language' },
] as const;

/** The built-in parameters of the root organization; names and remarks in every language: shared/src/i18n/built-in/configs.ts. */
export function seedConfigs(options: { captchaEnabled: boolean }) {
  const texts = (configKey: keyof typeof BUILT_IN_CONFIG_TEXTS) => ({ configKey, configName: BUILT_IN_CONFIG_TEXTS[configKey].name.en, remark: BUILT_IN_CONFIG_TEXTS[configKey].remark.en });
  return [
    { configId: 1, ...texts(CONFIG_KEYS.captchaEnabled), configValue: String(options.captchaEnabled) },
    { configId: 3, ...texts(CONFIG_KEYS.passwordValidateDays), configValue: '90' },
    { configId: 4, ...texts(CONFIG_KEYS.sessionIdleMinutes), configValue: String(LIMITS.sessionIdleMinutesDefault) },
  ];
}
