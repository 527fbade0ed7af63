import { CONFIG_KEYS, LIMITS } from '@aed/shared/constants/limits';
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
import { DEVICE_MENUS } from './menus/device.menus';
import { ACCESSORY_MENUS } from './menus/accessory.menus';
import { INVENTORY_MENUS } from './menus/inventory.menus';

/** Fixed ids of seeded records; sequences start above them. */
export const SEED_ID_FLOOR = 1000;

export const SEED_DEPT = { deptId: LIMITS.defaultDeptId, parentId: 0, ancestors: '0', deptPath: '0,100,', deptName: 'AED Cloud', deptType: '0', orderNum: 0 } as const;

/**
 * The roles the spec names. dataScope: 1 all, 3 own organization, 4 organization and below, 5 only own.
 * menus: module keys of seed/menus/*.menus.ts (`<key>` everything, `<key>:read` screen + list/query/export), see
 * seed/role-grants.ts; directories above come along, a key of a module not seeded yet grants nothing.
 */
export const SEED_ROLES = [
  { roleId: 1, roleKey: 'admin', roleName: 'System super administrator', dataScope: '1', menus: 'all' },
  { roleId: 2, roleKey: 'opsAdmin', roleName: 'Operations administrator', dataScope: '1', menus: ['system', 'config', 'dept', 'dict', 'log', 'monitor', 'operlog', 'logininfor', 'online', 'job', 'user', 'role', 'post', 'notice', 'userCertificate', 'orderDistribute', 'orderHandle', 'productType', 'deviceModel', 'monitorItem', 'region', 'notify', 'handler', 'device', 'deviceBulk', 'deviceRemove', 'accessory', 'inventory'] },
  { roleId: 3, roleKey: 'orgAdmin', roleName: 'Administrator', dataScope: '4', menus: ['system', 'log', 'monitor', 'operlog', 'logininfor', 'online', 'user', 'userCertificate', 'role:read', 'dept', 'post:read', 'dict:read', 'notice', 'orderDistribute', 'orderHandle', 'productType:read', 'deviceModel:read', 'monitorItem:read', 'region:read', 'notify', 'handler', 'device', 'deviceBulk', 'accessory', 'inventory'] },
  { roleId: 4, roleKey: 'certManager', roleName: 'Certificate manager', dataScope: '4', menus: ['user:read', 'userCertificate', 'dept:read', 'notice:read'] },
  { roleId: 5, roleKey: 'operator', roleName: 'Operator (work-order handler)', dataScope: '5', menus: ['notice:read', 'orderHandle'] },
  { roleId: 6, roleKey: 'superuser', roleName: 'Superuser', dataScope: '4', menus: ['user', 'dept', 'post:read', 'dict:read', 'config:read', 'notice', 'operlog:read', 'logininfor:read', 'orderDistribute', 'orderHandle', 'productType:read', 'deviceModel:read', 'monitorItem:read', 'region:read', 'notify', 'handler', 'device', 'deviceBulk', 'accessory', 'inventory'] },
  { roleId: 7, roleKey: 'user', roleName: 'User', dataScope: '5', menus: [] },
  { roleId: 8, roleKey: 'readonlyAdmin', roleName: 'Read-only administrator', dataScope: '3', menus: ['user:read', 'role:read', 'dept:read', 'post:read', 'dict:read', 'config:read', 'notice:read', 'operlog:read', 'logininfor:read', 'online:read', 'productType:read', 'deviceModel:read', 'monitorItem:read', 'region:read', 'notify:read', 'handler:read', 'device:read', 'accessory:read', 'inventory:read'] },
  { roleId: 9, roleKey: 'operationAdmin', roleName: 'Operation administrator', dataScope: '3', menus: ['user', 'dept:read', 'notice', 'operlog:read', 'logininfor:read', 'orderDistribute', 'productType:read', 'deviceModel:read', 'monitorItem:read', 'region:read', 'notify:read', 'handler:read', 'device', 'accessory', 'inventory'] },
] as const;

/** Menu tree, one file per module under seed/menus/. */
export const SEED_MENUS: readonly SeedMenu[] = [...DIRECTORY_MENUS, ...USER_MENUS, ...WORK_ORDER_MENUS, ...GEN_MENUS, ...CONFIG_MENUS, ...DEPT_MENUS, ...DICT_MENUS, ...POST_MENUS, ...NOTICE_MENUS, ...MONITOR_MENUS, ...JOB_MENUS, ...ROLE_MENUS, ...MENU_MENUS, ...PRODUCT_TYPE_MENUS, ...DEVICE_MODEL_MENUS, ...MONITOR_ITEM_MENUS, ...REGION_MENUS, ...NOTIFY_MENUS, ...HANDLER_MENUS, ...DEVICE_MENUS, ...ACCESSORY_MENUS, ...INVENTORY_MENUS];

export const SEED_DICT_TYPES = [
  { dictId: 1, dictName: 'User gender', dictType: 'sys_user_sex' },
  { dictId: 2, dictName: 'Menu status', dictType: 'sys_show_hide' },
  { dictId: 3, dictName: 'System switch', dictType: 'sys_normal_disable' },
  { dictId: 4, dictName: 'Task status', dictType: 'sys_job_status' },
  { dictId: 5, dictName: 'Task group', dictType: 'sys_job_group' },
  { dictId: 6, dictName: 'System yes/no', dictType: 'sys_yes_no' },
  { dictId: 7, dictName: 'Notice type', dictType: 'sys_notice_type' },
  { dictId: 8, dictName: 'Notice status', dictType: 'sys_notice_status' },
  { dictId: 9, dictName: 'Operation type', dictType: 'sys_oper_type' },
  { dictId: 10, dictName: 'System status', dictType: 'sys_common_status' },
  { dictId: 11, dictName: 'Organization type', dictType: 'sys_dept_type' },
  { dictId: 12, dictName: 'Language', dictType: 'sys_language' },
] as const;

export function seedConfigs(options: { captchaEnabled: boolean }) {
  return [
    { configId: 1, configName: 'Account self-service - captcha switch', configKey: CONFIG_KEYS.captchaEnabled, configValue: String(options.captchaEnabled), remark: 'true shows a captcha at login, false hides it' },
    { configId: 3, configName: 'Account self-service - password validity (days)', configKey: CONFIG_KEYS.passwordValidateDays, configValue: '90', remark: 'Days before a password expires; 0 means never' },
    { configId: 4, configName: 'Session - idle timeout (minutes)', configKey: CONFIG_KEYS.sessionIdleMinutes, configValue: String(LIMITS.sessionIdleMinutesDefault), remark: 'A session ends after this many minutes without requests' },
  ];
}
