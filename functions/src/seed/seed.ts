import { isStrongPassword } from '@aed/shared/schemas/password';
import { ensureConfig } from '../data/access/configs';
import { ensureSequenceAtLeast, isConditionalFailure } from '../data/access/ids';
import { createUser, userMarkerExists } from '../data/access/users';
import { DeptEntity } from '../data/entities/dept-entity';
import { DictTypeEntity } from '../data/entities/dict-type-entity';
import { MenuEntity } from '../data/entities/menu-entity';
import { RoleEntity } from '../data/entities/role-entity';
import { generatePassword, hashPassword } from '../domain/auth/passwords';
import { nowIso } from '../lib/time';
import { SEED_DEPT, SEED_DICT_TYPES, SEED_ID_FLOOR, SEED_MENUS, SEED_ROLES, seedConfigs } from './seed-data';

export interface SeedOptions {
  adminPassword?: string;
  captchaEnabled?: boolean;
}
export interface SeedResult {
  /** Set only when the admin was created now with a generated password (print it once). */
  generatedAdminPassword?: string;
  adminCreated: boolean;
}

/** Create-if-absent: re-running never overwrites what administrators changed. */
async function createIfAbsent(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (e) {
    if (!isConditionalFailure(e)) throw e;
  }
}

/** First-start data: organization 100, the named roles, menus, dictionary types, parameters and `admin`. */
export async function seed(options: SeedOptions = {}): Promise<SeedResult> {
  const now = nowIso();
  if (options.adminPassword && !isStrongPassword(options.adminPassword)) {
    throw new Error('ADMIN_PASSWORD must be 8-20 characters with at least three of: digit, uppercase, lowercase, special character');
  }
  await createIfAbsent(() => DeptEntity.create({ ...SEED_DEPT, createTime: now }).go());
  const menuIdsByKey = (keys: readonly string[]) => SEED_MENUS.filter((m) => keys.includes(m.key)).map((m) => m.menuId);
  for (const role of SEED_ROLES) {
    const { menus, ...fields } = role;
    await createIfAbsent(() =>
      RoleEntity.create({ ...fields, roleSort: role.roleId, menuIds: menus === 'all' ? [] : menuIdsByKey(menus), createTime: now }).go(),
    );
  }
  for (const menu of SEED_MENUS) {
    const { key: _key, ...fields } = menu;
    await createIfAbsent(() => MenuEntity.create({ ...fields, createTime: now }).go());
  }
  for (const dict of SEED_DICT_TYPES) await createIfAbsent(() => DictTypeEntity.create({ ...dict, createTime: now }).go());
  for (const config of seedConfigs({ captchaEnabled: options.captchaEnabled ?? true, initPassword: generatePassword(12) })) {
    await ensureConfig({ ...config, configType: 'Y', createBy: 'system', createTime: now, updateBy: 'system', updateTime: now });
  }
  for (const sequence of ['config', 'user', 'role', 'menu', 'dept', 'dictType']) await ensureSequenceAtLeast(sequence, SEED_ID_FLOOR);

  if (await userMarkerExists('admin')) return { adminCreated: false };
  const password = options.adminPassword ?? generatePassword();
  await createUser({
    userId: 1,
    username: 'admin',
    nickName: 'Administrator',
    deptId: SEED_DEPT.deptId,
    deptPath: '0,100,',
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
