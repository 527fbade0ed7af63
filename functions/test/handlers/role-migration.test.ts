import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, invoke, loginAfterFirstChange, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { createDept } from './role-menu-support';
import { seed } from '../../src/seed/seed';
import { LegacyRoleEntity } from '../../src/data/entities/role-entity';
import { UniqueEntity } from '../../src/data/entities/unique-entity';
import { CounterEntity } from '../../src/data/entities/counter-entity';
import { getRoleById } from '../../src/data/access/roles';
import { menuHolderCount } from '../../src/data/access/menu-holders';
import { ensureSequenceAtLeast } from '../../src/data/access/ids';

/**
 * An installation of the version before roles belonged to organizations (docs/decisions/0025): roles in one global
 * partition without owner, names and codes unique platform-wide by global markers. The seed, run at every start,
 * gives each role its owner once: the seeded roles become the root's built-in roles, every other role a custom role of
 * the root; nothing an administrator set is lost and a second run changes nothing.
 */
const PASSWORD = 'Legacy#2026pw';
const now = new Date().toISOString();

/** A role as the previous version stored it, with its global name and code markers. */
async function legacyRole(roleId: number, roleName: string, roleKey: string, menuIds: number[], dataScope: '1' | '2' | '3' | '4' | '5' = '5') {
  await LegacyRoleEntity.create({ roleId, roleName, roleKey, roleSort: roleId, dataScope, menuIds, deptIds: [], status: '0', remark: 'legacy', createBy: 'admin', createTime: now, updateBy: 'admin', updateTime: now }).go();
  await UniqueEntity.create({ scope: 'roleName', value: roleName.toLowerCase(), ownerId: String(roleId) }).go();
  await UniqueEntity.create({ scope: 'roleKey', value: roleKey.toLowerCase(), ownerId: String(roleId) }).go();
}

describe('seed migration of roles without an organization', () => {
  let admin: string;
  const marker = async (scope: string, value: string) => (await UniqueEntity.get({ scope, value }).go()).data;

  beforeAll(async () => {
    // the previous version's data: two seeded roles (one renamed by an administrator) and a custom role held by a user
    // (its id sequences past its records)
    await ensureSequenceAtLeast('role', 1500);
    await ensureSequenceAtLeast('user', 1000);
    await legacyRole(3, 'Agent administrator', 'orgAdmin', [1, 103, 1016]);
    await legacyRole(7, 'User', 'user', []);
    await legacyRole(1500, 'Nurse', 'nurse', [1, 106, 1055]);
    await createDept(200, '0,100,', 'Legacy agent');
    await createTestUser({ username: 'legacy.nurse', password: PASSWORD, roleIds: [1500], deptId: 200, deptPath: '0,100,200,' });
    await seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: false });
    // the seeded administrator's password is one-time (decision 0027)
    admin = await loginAfterFirstChange('admin', ADMIN_PASSWORD, `${ADMIN_PASSWORD}x`);
  }, 120_000);

  it('gives the seeded roles to the root as built-in roles and the others to the root as custom roles', async () => {
    expect(await getRoleById(3)).toMatchObject({ deptId: 100, deptPath: '0,100,', builtIn: true, roleName: 'Agent administrator', remark: 'legacy' });
    expect(await getRoleById(7)).toMatchObject({ deptId: 100, deptPath: '0,100,', builtIn: true, roleKey: 'user' });
    expect(await getRoleById(1500)).toMatchObject({ deptId: 100, deptPath: '0,100,', builtIn: false, roleName: 'Nurse', menuIds: [1, 106, 1055] });
    // seeded roles missing from the old installation are created as built-in ones
    expect(await getRoleById(5)).toMatchObject({ builtIn: true, deptId: 100 });
    // the global markers gave way to the organization's (and the built-in ones)
    expect(await marker('roleName', 'nurse')).toBeNull();
    expect(await marker('roleKey', 'nurse')).toBeNull();
    expect(await marker('roleNameOrg', '100#nurse')).toMatchObject({ ownerId: '1500' });
    expect(await marker('roleKeyBuiltIn', 'orgadmin')).toMatchObject({ ownerId: '3' });
    expect((await CounterEntity.get({ name: 'deptRoles#100' }).go()).data?.value).toBe(1);
  });

  it('keeps the migrated roles working: listed, held, counted as menu holders', async () => {
    const page = await invoke('RolePage', { token: admin, query: { limit: '50' } });
    expect(page.status, JSON.stringify(page.json)).toBe(200);
    const rows = page.json.data.rows as { roleId: number; builtIn: boolean; deptName: string }[];
    expect(rows.find((r) => r.roleId === 1500)).toMatchObject({ builtIn: false, deptName: 'AED Cloud' });
    expect(rows.find((r) => r.roleId === 3)).toMatchObject({ builtIn: true });
    // its holder still gets its rights
    expect((await invoke('ConfigPage', { token: await loginAs('legacy.nurse', PASSWORD) })).status).toBe(200);
    // and a menu it holds is not deleted
    expect(await menuHolderCount(1055)).toBeGreaterThanOrEqual(1);
    expectError(await invoke('MenuDelete', { token: admin, query: { menuId: '1055' } }), 409, 'menu.assigned');
    // its name stays taken in the root, not elsewhere
    expectError(await invoke('RoleAdd', { token: admin, body: { roleName: 'nurse', roleKey: 'nurse2' } }), 409, 'role.nameExists');
    expect((await invoke('RoleAdd', { token: admin, body: { roleName: 'Nurse', roleKey: 'nurse', deptId: 200 } })).status).toBe(200);
  });

  it('a second start changes nothing', { timeout: 120_000 }, async () => {
    const before = await Promise.all([3, 7, 1500].map(getRoleById));
    const count = await menuHolderCount(1055);
    await seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: false });
    expect(await Promise.all([3, 7, 1500].map(getRoleById))).toEqual(before);
    expect(await menuHolderCount(1055)).toBe(count);
    expect((await CounterEntity.get({ name: 'deptRoles#100' }).go()).data?.value).toBe(1);
  });
});
