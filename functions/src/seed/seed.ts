import { isStrongPassword } from '@aed/shared/schemas/password';
import { ensureRootConfig, refreshBuiltInConfigSearch, retireRootConfig } from '../data/access/configs';
import { migrateLegacyConfigs } from '../data/access/config-migration';
import { migrateLegacyNotices } from '../data/access/notice-migration';
import { migrateMessageReadIndex } from '../data/access/user-messages';
import { migrateAlarmRaiseIndex } from '../data/access/alarm-raise-index';
import { allUserIds } from '../data/access/user-reads';
import { ensureSequenceAtLeast } from '../data/access/ids';
import { createUser, userMarkerExists } from '../data/access/users';
import { recountUserTallies } from '../data/access/user-tallies';
import { seedMarkExists, setSeedMark } from '../data/access/regions';
import { mintOpeningLicences } from './licence.seed';
import { markRenewedLeases } from '../data/access/sales';
import { ensureSeedDept } from '../data/access/depts';
import { ensureMenu, moveSeededMenu, recodeSeededMenu } from '../data/access/menus';
import { addMenusToRole, ensureBuiltInRole, listBuiltInRoles, listRolesUnder, migrateUnownedRoles } from '../data/access/roles';
import { ensureMenuHolders } from '../data/access/menu-holders';
import { seedRoleMenuIds, withParents } from './role-grants';
import { MENU_ID_FLOOR } from './menus/menu.menus';
import { generatePassword, hashPassword } from '../domain/auth/passwords';
import { publishSigningKey } from '../domain/auth/signing-key';
import { nowIso } from '../lib/time';
import { seedDictionaries } from './dict-data.seed';
import { seedJobs } from '../jobs/seed-jobs';
import { seedMonitorItems } from './monitor-item.seed';
import { seedAccessoryParameters } from './accessory.seed';
import { SEED_DEPT, SEED_DICT_TYPES, SEED_ID_FLOOR, SEED_MENUS, SEED_ROLES, seedConfigs } from './seed-data';

/**
 * Parameters earlier releases seeded and the platform no longer has; upgrades delete them. The shared initial password
 * of imported users was readable by every logged-in user of every tenant (decision 0027).
 */
const RETIRED_CONFIG_KEYS = ['sys.user.initPassword'];

/**
 * Seeded menus a later seeded menu was put before: when an upgrade seeds `when`, menu `menuId` moves from place `from`
 * to `to`, unless an administrator placed it elsewhere. The lease-expiry reminders (408) come before the order log.
 */
const SEEDED_MOVES = [{ when: 408, menuId: 407, from: 7, to: 8 }];
/**
 * Seeded menus whose title moved to the shell's texts (`layout:menu.<screen>`), so the sidebar names them in the
 * user's language before their screen's texts load: an existing installation's menu takes the new code once.
 */
const SEEDED_RECODES = [{ menuId: 408, from: 'workOrder:menu.leaseReminders', to: 'menu.lease' }];

export interface SeedOptions {
  adminPassword?: string;
  captchaEnabled?: boolean;
}
export interface SeedResult {
  /** Set only when the admin was created now with a generated password (print it once). */
  generatedAdminPassword?: string;
  adminCreated: boolean;
}

/** First-start data: organization 100, the named roles, menus, dictionary types, parameters and `admin`. */
export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const now = nowIso();
  if (options.adminPassword && !isStrongPassword(options.adminPassword)) {
    throw new Error('ADMIN_PASSWORD must be 8-20 characters with at least three of: digit, uppercase, lowercase, special character');
  }
  // Before anything else: no route accepts a token until the keys are published (token-verifier.ts).
  await publishSigningKey();
  await ensureSeedDept({ ...SEED_DEPT, createBy: 'system', createTime: now, updateBy: 'system', updateTime: now });
  // Roles of an installation from before roles belonged to organizations get one (decision 0025), then the menu
  // holder counts are set up from every role, before any role is written by this version.
  const root = { deptId: SEED_DEPT.deptId, deptPath: SEED_DEPT.deptPath };
  await migrateUnownedRoles(SEED_ROLES.map((r) => r.roleId), root);
  await ensureMenuHolders(async () => [...(await listBuiltInRoles()), ...(await listRolesUnder('0,'))]);
  // menus, then the built-in roles (owned by the root) with their uniqueness markers, grants by module key
  const newMenuIds = new Set<number>();
  for (const menu of SEED_MENUS) {
    const { key: _key, ...fields } = menu;
    if (await ensureMenu({ ...fields, createBy: 'system', createTime: now, updateBy: 'system', updateTime: now })) newMenuIds.add(menu.menuId);
  }
  for (const move of SEEDED_MOVES) if (newMenuIds.has(move.when)) await moveSeededMenu(move.menuId, move.from, move.to, now);
  for (const recode of SEEDED_RECODES) await recodeSeededMenu(recode.menuId, recode.from, recode.to, now);
  for (const role of SEED_ROLES) {
    const { menus, ...fields } = role;
    const menuIds = menus === 'all' ? [] : seedRoleMenuIds(SEED_MENUS, menus);
    const created = await ensureBuiltInRole({ ...fields, ...root, builtIn: true, roleSort: role.roleId, menuIds, deptIds: [], status: '0', remark: '', createBy: 'system', createTime: now, updateBy: 'system', updateTime: now });
    // Upgrade of an existing installation: menus of a module seeded just now go to the seeded roles meant to hold
    // them, with the directories above them (a screen in a directory the role held nothing of before). Menus that
    // existed before are left as administrators set them.
    const grants = withParents(SEED_MENUS, menuIds.filter((id) => newMenuIds.has(id)));
    if (!created && grants.length) await addMenusToRole(role.roleId, grants);
  }
  await seedDictionaries(SEED_DICT_TYPES, now, SEED_ID_FLOOR);
  // An installation from before notices and parameters belonged to organizations: they become the root's (decision
  // 0026), before the seeded parameters are looked for there.
  await migrateLegacyNotices();
  await migrateLegacyConfigs();
  await migrateMessageReadIndex(allUserIds);
  await migrateAlarmRaiseIndex();
  for (const config of seedConfigs({ captchaEnabled: options.captchaEnabled ?? true })) {
    await ensureRootConfig({ ...config, configType: 'Y', createBy: 'system', createTime: now, updateBy: 'system', updateTime: now });
  }
  for (const key of RETIRED_CONFIG_KEYS) await retireRootConfig(key);
  await seedJobs(now);
  await seedMonitorItems(now);
  await seedAccessoryParameters(now);
  // Built-in parameters written before their names had every language become searchable by them (decision 0038).
  await refreshBuiltInConfigSearch();
  for (const sequence of ['config', 'user', 'role', 'menu', 'dept', 'dictType']) await ensureSequenceAtLeast(sequence, SEED_ID_FLOOR);
  // seeded buttons use ids from 1000 up: administrators' menus start well above every seeded id
  await ensureSequenceAtLeast('menu', MENU_ID_FLOOR);

  // An installation whose users predate the user tallies (decision 0030) counts them once; a new one has none yet.
  if (!(await seedMarkExists('userTallies'))) {
    await recountUserTallies();
    await setSeedMark('userTallies');
  }

  // Leases renewed before the renewal was marked on them (decision 0045, lease-expiry reminders) get the mark once.
  if (!(await seedMarkExists('renewedLeases'))) {
    await markRenewedLeases();
    await setSeedMark('renewedLeases');
  }

  // Licences (decision 0041): an installation gets one opening batch at the root, never expiring, so devices keep
  // being enabled as before until the operator sells licences to organizations (which then live on what they got).
  if (!(await seedMarkExists('licences'))) {
    await mintOpeningLicences(now);
    await setSeedMark('licences');
  }

  // Devices without a running status (an installation from before it, or before its version 2) get one: a minute's
  // worth now, the rest by the hourly sweep (decision 0047); a new installation has no device yet.
  const { runningStatusSweep } = await import('../domain/iot/running-status-sweep');
  await runningStatusSweep(Date.now(), 60_000);

  if (await userMarkerExists('admin')) return { adminCreated: false };
  const password = options.adminPassword ?? generatePassword();
  await createUser({
    userId: 1,
    username: 'admin',
    nickName: 'Administrator',
    deptId: SEED_DEPT.deptId,
    deptPath: SEED_DEPT.deptPath,
    email: '',
    phonenumber: '',
    sex: '2',
    avatar: '',
    language: 'en',
    passwordHash: await hashPassword(password),
    passwordKind: 'initial',
    passwordChangedAt: now,
    status: '0',
    deleted: false,
    userType: '00',
    roleIds: [1],
    isSuperAdmin: true,
    remark: 'Super administrator',
    createBy: 'system',
    createTime: now,
    updateBy: 'system',
    updateTime: now,
  });
  return { adminCreated: true, generatedAdminPassword: options.adminPassword ? undefined : password };
}
