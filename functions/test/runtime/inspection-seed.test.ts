/**
 * The monitoring records and inspection record sheet menus (decision 0050): where they sit, who holds them on a new
 * installation, and that an existing installation gets them with the same grants at its next start.
 */
import { describe, expect, it } from 'vitest';
import { seed } from '../../src/seed/seed';
import { SEED_ROLES } from '../../src/seed/seed-data';
import { getMenuById } from '../../src/data/access/menus';
import { MenuEntity } from '../../src/data/entities/menu-entity';
import { UniqueEntity } from '../../src/data/entities/unique-entity';
import { getRoleById, updateRole } from '../../src/data/access/roles';

const MENUS = [604, 605, 2190];
const MANAGERS = ['opsAdmin', 'orgAdmin', 'superuser', 'operationAdmin'];
const holds = async (roleKey: string) => (await getRoleById(SEED_ROLES.find((r) => r.roleKey === roleKey)!.roleId))!.menuIds;

async function expectGrants() {
  for (const key of MANAGERS) expect(await holds(key), key).toEqual(expect.arrayContaining([6, ...MENUS]));
  // the read-only administrator reads the records, never imports
  expect(await holds('readonlyAdmin')).toEqual(expect.arrayContaining([6, 604]));
  expect(await holds('readonlyAdmin')).not.toContain(605);
  expect(await holds('readonlyAdmin')).not.toContain(2190);
  for (const key of ['operator', 'certManager', 'user']) expect(await holds(key), key).not.toContain(604);
}

describe('inspection menus seed', () => {
  it('puts Monitoring records and the inspection record sheet under Device monitoring with their permissions', async () => {
    await seed({ captchaEnabled: false });
    expect(await getMenuById(604)).toMatchObject({ parentId: 6, menuType: 'C', orderNum: 4, path: 'records', component: 'monitoring/records/index', perms: 'monitoring:record:list' });
    expect(await getMenuById(605)).toMatchObject({ parentId: 6, menuType: 'C', orderNum: 5, path: 'inspection', component: 'monitoring/inspection/index', perms: 'monitoring:inspection:import' });
    expect(await getMenuById(2190)).toMatchObject({ parentId: 605, menuType: 'F', perms: 'monitoring:inspection:import' });
    await expectGrants();
  });

  it('on an installation from before them, adds the menus and grants them to the roles meant to hold them', async () => {
    for (const menuId of [...MENUS].reverse()) {
      const menu = (await getMenuById(menuId))!;
      await MenuEntity.delete({ menuId }).go();
      await UniqueEntity.delete({ scope: 'menuName', value: `${menu.parentId}:${menu.menuName.toLowerCase()}` }).go();
    }
    for (const { roleId } of SEED_ROLES) {
      const role = (await getRoleById(roleId))!;
      await updateRole(role, { ...role, menuIds: role.menuIds.filter((id) => !MENUS.includes(id)), updateTime: new Date().toISOString() });
    }
    await seed({ captchaEnabled: false });
    for (const menuId of MENUS) expect(await getMenuById(menuId), String(menuId)).not.toBeNull();
    await expectGrants();
  });
});
