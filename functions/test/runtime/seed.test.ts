import { describe, expect, it } from 'vitest';
import { seed } from '../../src/seed/seed';
import { createConfig } from '../../src/data/access/configs';
import { getRootConfig as getConfigByKey } from '../../src/data/access/config-reads';
import { getConfigById } from '../../src/data/access/config-reads';
import { ROOT_DEPT } from '../../src/data/data-scope';
import { getUserByUsername } from '../../src/data/access/user-reads';
import { getDept, listAllMenus, getRolesByIds } from '../../src/data/access/access-control';
import { verifyPassword } from '../../src/domain/auth/passwords';
import { SEED_ROLES } from '../../src/seed/seed-data';
import { getMenuById } from '../../src/data/access/menus';
import { MenuEntity } from '../../src/data/entities/menu-entity';
import { UniqueEntity } from '../../src/data/entities/unique-entity';
import { getRoleById, updateRole } from '../../src/data/access/roles';

describe('first-start seed', () => {
  it('creates organization 100, the named roles, menus, parameters and an admin with an initial password', async () => {
    const first = await seed({ captchaEnabled: false });
    expect(first.adminCreated).toBe(true);
    expect(first.generatedAdminPassword).toMatch(/^.{14}$/);
    expect((await getDept(100))?.deptName).toBeTruthy();
    const roles = await getRolesByIds(SEED_ROLES.map((r) => r.roleId));
    expect(roles.map((r) => r.roleKey)).toEqual(expect.arrayContaining(['admin', 'opsAdmin', 'orgAdmin', 'certManager', 'operator', 'superuser', 'user', 'readonlyAdmin']));
    expect((await listAllMenus()).some((m) => m.component === 'system/config/index')).toBe(true);
    expect((await getConfigByKey('sys.account.captchaEnabled'))?.configValue).toBe('false');
    // no shared initial password (decision 0027)
    expect(await getConfigByKey('sys.user.initPassword')).toBeNull();
    const admin = await getUserByUsername('admin');
    expect(admin).toMatchObject({ isSuperAdmin: true, passwordKind: 'initial', deptId: 100 });
    expect(await verifyPassword(first.generatedAdminPassword!, admin!.passwordHash)).toBe(true);
  });

  it('is idempotent and never overwrites what administrators changed', async () => {
    const admin = await getUserByUsername('admin');
    const again = await seed({ captchaEnabled: true, adminPassword: 'Other#Pass2026' });
    expect(again).toEqual({ adminCreated: false });
    expect((await getUserByUsername('admin'))?.passwordHash).toBe(admin?.passwordHash);
    expect((await getConfigByKey('sys.account.captchaEnabled'))?.configValue).toBe('false');
  });

  it('on an existing installation, grants the menus of a newly seeded module to the seeded roles meant to hold them', async () => {
    // an installation from before the organization 'edit' button existed, where an administrator also took 'add' away
    // from the Administrator role: the upgrade brings 'edit' (new) and leaves 'add' (existing) as the administrator set it
    const orgAdmin = SEED_ROLES.find((r) => r.roleKey === 'orgAdmin')!.roleId;
    // as if the menu had never been seeded (roles hold it, so the menu module would refuse deleting it)
    const edit = (await getMenuById(1018))!;
    await MenuEntity.delete({ menuId: 1018 }).go();
    await UniqueEntity.delete({ scope: 'menuName', value: `${edit.parentId}:${edit.menuName.toLowerCase()}` }).go();
    const before = (await getRoleById(orgAdmin))!;
    expect(before.menuIds).toEqual(expect.arrayContaining([1017, 1018]));
    await updateRole(before, { ...before, menuIds: before.menuIds.filter((id) => id !== 1017 && id !== 1018), updateTime: new Date().toISOString() });

    await seed({ captchaEnabled: false });
    expect(await getMenuById(1018)).not.toBeNull();
    const after = (await getRoleById(orgAdmin))!;
    expect(after.menuIds).toContain(1018);
    expect(after.menuIds).not.toContain(1017);
    // a role the seed grants nothing of that module does not get it
    const certManager = (await getRoleById(SEED_ROLES.find((r) => r.roleKey === 'certManager')!.roleId))!;
    expect(certManager.menuIds).not.toContain(1018);
  });

  it('puts the lease-expiry reminders under Work orders before the log, for the roles that read sales only', async () => {
    await seed({ captchaEnabled: false });
    const workOrders = (await listAllMenus()).filter((m) => m.parentId === 4 && m.menuType === 'C').sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    expect(workOrders.map((m) => m.menuId)).toEqual([401, 402, 403, 404, 405, 406, 408, 407]);
    expect(await getMenuById(408)).toMatchObject({ component: 'workorder/lease/index', path: 'lease', perms: 'product:sale:list', code: 'menu.lease' });
    const holds = async (roleKey: string) => (await getRoleById(SEED_ROLES.find((r) => r.roleKey === roleKey)!.roleId))!.menuIds;
    // every seeded role that reads sales, with the directory; none that does not (operator handles orders, reads no sales)
    for (const key of ['opsAdmin', 'orgAdmin', 'superuser', 'readonlyAdmin', 'operationAdmin']) expect(await holds(key), key).toEqual(expect.arrayContaining([4, 215, 408]));
    for (const key of ['operator', 'certManager', 'user']) expect(await holds(key), key).not.toContain(408);
  });

  it('titles the lease-expiry reminders from the shell texts on an installation that had the old code, once; an administrator\'s own code stays', async () => {
    await seed({ captchaEnabled: false });
    const menu = (await getMenuById(408))!;
    await MenuEntity.patch({ menuId: 408 }).set({ code: 'workOrder:menu.leaseReminders' }).go();
    await seed({ captchaEnabled: false });
    expect((await getMenuById(408))!.code).toBe('menu.lease');
    await MenuEntity.patch({ menuId: 408 }).set({ code: 'custom.leases' }).go();
    await seed({ captchaEnabled: false });
    expect((await getMenuById(408))!.code).toBe('custom.leases');
    await MenuEntity.patch({ menuId: 408 }).set({ code: menu.code }).go();
  });

  it('on an installation from before the lease-expiry reminders, adds them before the log and grants them with their directory', async () => {
    const readonlyAdmin = SEED_ROLES.find((r) => r.roleKey === 'readonlyAdmin')!.roleId;
    const operator = SEED_ROLES.find((r) => r.roleKey === 'operator')!.roleId;
    /** As the installation was: no menu 408, the log 7th, a role reading sales that held nothing under Work orders. */
    const before408 = async (logPlace: number) => {
      const reminders = (await getMenuById(408))!;
      await MenuEntity.delete({ menuId: 408 }).go();
      await UniqueEntity.delete({ scope: 'menuName', value: `${reminders.parentId}:${reminders.menuName.toLowerCase()}` }).go();
      await MenuEntity.patch({ menuId: 407 }).set({ orderNum: logPlace }).go();
      const role = (await getRoleById(readonlyAdmin))!;
      await updateRole(role, { ...role, menuIds: role.menuIds.filter((id) => id !== 4 && id !== 408), updateTime: new Date().toISOString() });
    };

    await before408(7);
    await seed({ captchaEnabled: false });
    expect(await getMenuById(408)).not.toBeNull();
    expect((await getMenuById(407))?.orderNum).toBe(8);
    // the screen comes with its directory (a screen without it would have no place in the route tree)
    expect((await getRoleById(readonlyAdmin))!.menuIds).toEqual(expect.arrayContaining([4, 408]));
    expect((await getRoleById(operator))!.menuIds).not.toContain(408);

    // idempotent: an administrator puts the log first; later starts leave it there
    await MenuEntity.patch({ menuId: 407 }).set({ orderNum: 0 }).go();
    await seed({ captchaEnabled: false });
    expect((await getMenuById(407))?.orderNum).toBe(0);

    // an installation whose administrator had placed the log elsewhere keeps that place through the upgrade
    await before408(2);
    await seed({ captchaEnabled: false });
    expect(await getMenuById(408)).not.toBeNull();
    expect((await getMenuById(407))?.orderNum).toBe(2);
  });

  it('puts Device monitoring with its alarm screen after Work orders; the handle button for those who handle, the screen only for the read-only administrator', async () => {
    await seed({ captchaEnabled: false });
    expect(await getMenuById(6)).toMatchObject({ parentId: 0, menuType: 'M', path: 'monitoring', code: 'menu.monitoring' });
    expect((await getMenuById(6))!.orderNum).toBeGreaterThan((await getMenuById(4))!.orderNum);
    expect(await getMenuById(601)).toMatchObject({ parentId: 6, menuType: 'C', path: 'alarm', component: 'monitoring/alarm/index', perms: 'monitoring:alarm:list' });
    expect(await getMenuById(2160)).toMatchObject({ parentId: 601, menuType: 'F', perms: 'monitoring:alarm:handle' });
    const holds = async (roleKey: string) => (await getRoleById(SEED_ROLES.find((r) => r.roleKey === roleKey)!.roleId))!.menuIds;
    for (const key of ['opsAdmin', 'orgAdmin', 'superuser', 'operationAdmin']) expect(await holds(key), key).toEqual(expect.arrayContaining([6, 601, 2160]));
    expect(await holds('readonlyAdmin')).toEqual(expect.arrayContaining([6, 601]));
    expect(await holds('readonlyAdmin')).not.toContain(2160);
    for (const key of ['operator', 'certManager', 'user']) expect(await holds(key), key).not.toContain(601);
  });

  it('on an installation from before device monitoring, adds the directory, the screen and the button and grants them', async () => {
    const roleIds = Object.fromEntries(SEED_ROLES.map((r) => [r.roleKey, r.roleId]));
    // as the installation was: none of the three menus, no role holding them
    for (const menuId of [2160, 601, 6]) {
      const menu = (await getMenuById(menuId))!;
      await MenuEntity.delete({ menuId }).go();
      await UniqueEntity.delete({ scope: 'menuName', value: `${menu.parentId}:${menu.menuName.toLowerCase()}` }).go();
    }
    for (const roleId of Object.values(roleIds)) {
      const role = (await getRoleById(roleId))!;
      await updateRole(role, { ...role, menuIds: role.menuIds.filter((id) => ![6, 601, 2160].includes(id)), updateTime: new Date().toISOString() });
    }
    await seed({ captchaEnabled: false });
    for (const menuId of [6, 601, 2160]) expect(await getMenuById(menuId), String(menuId)).not.toBeNull();
    for (const key of ['opsAdmin', 'orgAdmin', 'superuser', 'operationAdmin']) expect((await getRoleById(roleIds[key]!))!.menuIds, key).toEqual(expect.arrayContaining([6, 601, 2160]));
    expect((await getRoleById(roleIds.readonlyAdmin!))!.menuIds).toEqual(expect.arrayContaining([6, 601]));
    expect((await getRoleById(roleIds.readonlyAdmin!))!.menuIds).not.toContain(2160);
    expect((await getRoleById(roleIds.operator!))!.menuIds).not.toContain(601);
  });

  it('puts the running status screen after the alarms for the roles that see alarms, also on an installation from before it (decision 0048)', async () => {
    const roleIds = Object.fromEntries(SEED_ROLES.map((r) => [r.roleKey, r.roleId]));
    const viewers = ['opsAdmin', 'orgAdmin', 'superuser', 'operationAdmin', 'readonlyAdmin'];
    const expectGrants = async () => {
      expect(await getMenuById(602)).toMatchObject({ parentId: 6, menuType: 'C', orderNum: 2, path: 'status', component: 'monitoring/status/index', perms: 'monitoring:status:list' });
      expect((await getMenuById(602))!.orderNum).toBeGreaterThan((await getMenuById(601))!.orderNum);
      for (const key of viewers) expect((await getRoleById(roleIds[key]!))!.menuIds, key).toEqual(expect.arrayContaining([6, 602]));
      for (const key of ['operator', 'certManager', 'user']) expect((await getRoleById(roleIds[key]!))!.menuIds, key).not.toContain(602);
    };
    await seed({ captchaEnabled: false });
    await expectGrants();
    // as an installation from before the screen was: no menu 602, no role holding it
    const menu = (await getMenuById(602))!;
    await MenuEntity.delete({ menuId: 602 }).go();
    await UniqueEntity.delete({ scope: 'menuName', value: `${menu.parentId}:${menu.menuName.toLowerCase()}` }).go();
    for (const roleId of Object.values(roleIds)) {
      const role = (await getRoleById(roleId))!;
      await updateRole(role, { ...role, menuIds: role.menuIds.filter((id) => id !== 602), updateTime: new Date().toISOString() });
    }
    await seed({ captchaEnabled: false });
    await expectGrants();
  });

  it('adds the IoT data screen (decision 0049) under Device monitoring with the alarm list\'s grants, also on an existing installation', async () => {
    const roleIds = Object.fromEntries(SEED_ROLES.map((r) => [r.roleKey, r.roleId]));
    await seed({ captchaEnabled: false });
    expect(await getMenuById(603)).toMatchObject({ parentId: 6, menuType: 'C', orderNum: 3, path: 'iotdata', component: 'monitoring/iotdata/index', perms: 'monitoring:iotdata:list' });
    // as an installation from before the screen was: no menu 603, no role holding it
    const menu = (await getMenuById(603))!;
    await MenuEntity.delete({ menuId: 603 }).go();
    await UniqueEntity.delete({ scope: 'menuName', value: `${menu.parentId}:${menu.menuName.toLowerCase()}` }).go();
    for (const roleId of Object.values(roleIds)) {
      const role = (await getRoleById(roleId))!;
      await updateRole(role, { ...role, menuIds: role.menuIds.filter((id) => id !== 603), updateTime: new Date().toISOString() });
    }
    await seed({ captchaEnabled: false });
    expect(await getMenuById(603)).not.toBeNull();
    for (const key of ['opsAdmin', 'orgAdmin', 'superuser', 'operationAdmin', 'readonlyAdmin']) expect((await getRoleById(roleIds[key]!))!.menuIds, key).toEqual(expect.arrayContaining([6, 601, 603]));
    for (const key of ['operator', 'certManager', 'user']) expect((await getRoleById(roleIds[key]!))!.menuIds, key).not.toContain(603);
  });

  it('adds email management (decision 0054) under System to the administrators, read-only to the read-only one, also on an existing installation', async () => {
    const roleIds = Object.fromEntries(SEED_ROLES.map((r) => [r.roleKey, r.roleId]));
    await seed({ captchaEnabled: false });
    expect(await getMenuById(117)).toMatchObject({ parentId: 1, menuType: 'C', orderNum: 13, path: 'mail', component: 'system/mail/index', perms: 'system:mail:list' });
    // as an installation from before the screen was: no mail menus, no role holding them
    const ids = [117, 1170, 1171];
    for (const id of ids) {
      const menu = (await getMenuById(id))!;
      await MenuEntity.delete({ menuId: id }).go();
      await UniqueEntity.delete({ scope: 'menuName', value: `${menu.parentId}:${menu.menuName.toLowerCase()}` }).go();
    }
    for (const roleId of Object.values(roleIds)) {
      const role = (await getRoleById(roleId))!;
      await updateRole(role, { ...role, menuIds: role.menuIds.filter((id) => !ids.includes(id)), updateTime: new Date().toISOString() });
    }
    await seed({ captchaEnabled: false });
    for (const key of ['opsAdmin', 'orgAdmin']) expect((await getRoleById(roleIds[key]!))!.menuIds, key).toEqual(expect.arrayContaining([1, 117, 1170, 1171]));
    const readOnly = (await getRoleById(roleIds.readonlyAdmin!))!.menuIds;
    expect(readOnly).toContain(117);
    expect(readOnly).not.toContain(1170);
    expect(readOnly).not.toContain(1171);
    for (const key of ['operator', 'certManager', 'user', 'superuser', 'operationAdmin']) expect((await getRoleById(roleIds[key]!))!.menuIds, key).not.toContain(117);
  });

  it('gives the device command button (decision 0047) to the roles that manage devices, also on an existing installation', async () => {
    const COMMAND = 2037;
    const managers = ['opsAdmin', 'orgAdmin', 'superuser', 'operationAdmin'].map((key) => SEED_ROLES.find((r) => r.roleKey === key)!.roleId);
    const others = ['certManager', 'operator', 'user', 'readonlyAdmin'].map((key) => SEED_ROLES.find((r) => r.roleKey === key)!.roleId);
    expect((await getMenuById(COMMAND))).toMatchObject({ menuType: 'F', parentId: 203, perms: 'product:device:command' });
    for (const id of managers) expect((await getRoleById(id))!.menuIds, `role ${id}`).toContain(COMMAND);
    for (const id of others) expect((await getRoleById(id))!.menuIds, `role ${id}`).not.toContain(COMMAND);
    // an installation from before the button: the upgrade adds it to those roles once, and a later start changes nothing
    const menu = (await getMenuById(COMMAND))!;
    await MenuEntity.delete({ menuId: COMMAND }).go();
    await UniqueEntity.delete({ scope: 'menuName', value: `${menu.parentId}:${menu.menuName.toLowerCase()}` }).go();
    for (const id of managers) {
      const role = (await getRoleById(id))!;
      await updateRole(role, { ...role, menuIds: role.menuIds.filter((m) => m !== COMMAND), updateTime: new Date().toISOString() });
    }
    await seed({ captchaEnabled: false });
    for (const id of managers) expect((await getRoleById(id))!.menuIds, `role ${id}`).toContain(COMMAND);
    // an administrator who then takes it away from a role keeps it that way
    const orgAdmin = (await getRoleById(managers[1]))!;
    await updateRole(orgAdmin, { ...orgAdmin, menuIds: orgAdmin.menuIds.filter((m) => m !== COMMAND), updateTime: new Date().toISOString() });
    await seed({ captchaEnabled: false });
    expect((await getRoleById(managers[1]))!.menuIds).not.toContain(COMMAND);
    for (const id of others) expect((await getRoleById(id))!.menuIds, `role ${id}`).not.toContain(COMMAND);
  });

  it('deletes the retired initial-password parameter (seeded by earlier releases) with its key marker, at every start', async () => {
    const now = new Date().toISOString();
    const legacy = { configId: 2, configName: 'User management - initial password', configKey: 'sys.user.initPassword', configValue: 'Shared#Init2024', configType: 'Y' as const, remark: '', createBy: 'system', createTime: now, updateBy: 'system', updateTime: now };
    await createConfig({ ...legacy, ...ROOT_DEPT });
    await seed({ captchaEnabled: false });
    expect(await getConfigByKey('sys.user.initPassword')).toBeNull();
    expect(await getConfigById(2)).toBeNull();
    // the key marker went with it: the key could be created again, and the seed stays a no-op after that
    await seed({ captchaEnabled: false });
    await createConfig({ ...legacy, ...ROOT_DEPT, configId: 999, configType: 'N' });
    expect((await getConfigByKey('sys.user.initPassword'))?.configId).toBe(999);
    await seed({ captchaEnabled: false });
    expect(await getConfigByKey('sys.user.initPassword')).toBeNull();
  });

  it('refuses a weak ADMIN_PASSWORD', async () => {
    await expect(seed({ adminPassword: 'weak' })).rejects.toThrow(/ADMIN_PASSWORD/);
  });
});

describe('demo data (npm start, first start)', () => {
  it('writes a tree of agents and customers and users who log in with their own one-time passwords, all within the rules', async () => {
    const { seedDemoData, DEMO_USERS } = await import('../../src/local/demo-data');
    await seed({ captchaEnabled: false });
    const logins = await seedDemoData();
    expect(logins.map((l) => l.username)).toEqual([...DEMO_USERS]);
    expect(new Set(logins.map((l) => l.password)).size).toBe(DEMO_USERS.length);
    const { getUsersByIds } = await import('../../src/data/access/user-reads');
    const users = await Promise.all(DEMO_USERS.map((name) => getUserByUsername(name)));
    for (const [i, u] of users.entries()) {
      expect(u).toMatchObject({ passwordKind: 'initial', status: '0' });
      expect(await verifyPassword(logins[i]!.password, u!.passwordHash)).toBe(true);
    }
    const [admin, handler] = await getUsersByIds([users[0]!.userId, users[1]!.userId]);
    const north = await getDept(admin!.deptId);
    const clinic = await getDept(handler!.deptId);
    expect(north).toMatchObject({ deptName: 'Demo Agent North', deptType: '0', parentId: 100 });
    // the handler's customer lies under the administrator's agent: the administrator's scope covers it
    expect(clinic).toMatchObject({ deptName: 'Demo City Clinic', deptType: '2', parentId: north!.deptId });
    expect(clinic!.deptPath.startsWith(north!.deptPath)).toBe(true);
    expect(handler!.userTypes).toEqual(['handler']);

    // the catalogue: one AED product type and real models with their reminder data, counted as users of the type
    const { listAllDeviceModels, listAllProductTypes } = await import('../../src/data/access/catalogue-reads');
    const { usageCount } = await import('../../src/data/access/usage-counters');
    const { DEMO_MODELS } = await import('../../src/local/demo-data');
    const aed = (await listAllProductTypes()).find((t) => t.typeCode === 'AED');
    expect(aed).toMatchObject({ typeName: 'AED', status: '0' });
    const models = (await listAllDeviceModels()).filter((m) => m.typeId === aed!.typeId);
    expect(models.map((m) => `${m.brand} ${m.modelName}`).sort()).toEqual(DEMO_MODELS.map((m) => `${m.brand} ${m.modelName}`).sort());
    expect(models.length).toBeGreaterThanOrEqual(5);
    for (const m of models) {
      expect(m.status).toBe('0');
      expect([1, 7]).toContain(m.selfTestDays);
      expect(m.consumables.length).toBeGreaterThan(0);
      for (const c of m.consumables) expect(c.ratedLifeMonths).toBeGreaterThanOrEqual(24);
    }
    expect(models.find((m) => m.modelCode === 'CR2')).toMatchObject({ workingPrinciple: '1', heartbeatMinutes: 1440 });
    expect(models.find((m) => m.modelCode === '861304')).toMatchObject({ brand: 'Philips', workingPrinciple: '2', heartbeatMinutes: 0 });
    const { DEMO_DEVICES, seedDemoDevices } = await import('../../src/local/demo-data');
    // models and the demo devices count as users of the type
    expect(await usageCount('type', aed!.typeId)).toBe(models.length + DEMO_DEVICES.length);

    // a dozen devices: stock at the agents, sold / leased at their customers, enabled within quota, with monitoring items
    const { devicePartitionsOf, listDevices } = await import('../../src/data/access/devices/device-lists');
    const { deptEnabledDeviceCount } = await import('../../src/data/access/devices/device-counters');
    const { findDeviceBySerialNumber } = await import('../../src/data/access/devices/device-keys');
    const { ALL_SCOPE } = await import('../../src/data/data-scope');
    const demo = (await listDevices(devicePartitionsOf(ALL_SCOPE), { keyword: 'demo-' }, 100)).filter((d) => d.serialNumber.startsWith('DEMO-'));
    expect(demo).toHaveLength(DEMO_DEVICES.length);
    expect(DEMO_DEVICES.length).toBeGreaterThanOrEqual(12);
    expect(demo.filter((d) => d.saleStatus === '1' && d.deptId === north!.deptId).length).toBeGreaterThanOrEqual(2);
    for (const d of demo) {
      expect(d.monitorItemIds.length).toBeGreaterThan(0);
      if (d.status === '0') expect(['2', '3']).toContain(d.saleStatus);
    }
    // those that report telemetry (npm run simulate) are enabled and carry enabled reserved presets, one with the
    // battery voltage at least (the simulator's low battery)
    const { DEMO_REPORTING_SERIALS } = await import('../../src/local/demo-data');
    const { listAllMonitorItems } = await import('../../src/data/access/monitor-items');
    const presets = new Map((await listAllMonitorItems()).map((m) => [m.itemId, m]));
    expect(DEMO_REPORTING_SERIALS.length).toBeGreaterThanOrEqual(4);
    const reporting = DEMO_REPORTING_SERIALS.map((serial) => demo.find((d) => d.serialNumber === serial)!);
    for (const d of reporting) {
      expect(d.status, d.serialNumber).toBe('0');
      expect(d.monitorItemIds.length, d.serialNumber).toBeGreaterThan(0);
      for (const id of d.monitorItemIds) expect(presets.get(id), d.serialNumber).toMatchObject({ reserved: true, status: '0' });
    }
    expect(reporting.some((d) => d.monitorItemIds.some((id) => presets.get(id)?.itemCode === 'BATTERY_VOLTAGE'))).toBe(true);
    // walk 17: the reporting devices start normal, so the simulator's yellow and red are what changes them (they were
    // all "AED exception: maintenance overdue" before it sent anything), and the one it silences has a model heartbeat
    // short enough to be marked not reporting within minutes (it had none: two days by its presets' light times)
    const { getDeviceStatus } = await import('../../src/data/access/device-statuses');
    const { getDeviceModel } = await import('../../src/data/access/catalogue-reads');
    for (const d of reporting) expect(await getDeviceStatus(d.deviceId), d.serialNumber).toMatchObject({ status: 'normal', reasons: [] });
    const silent = reporting.at(-1)!;
    expect((await getDeviceModel(silent.modelId))!.heartbeatMinutes, silent.serialNumber).toBeGreaterThan(0);
    expect((await getDeviceModel(silent.modelId))!.heartbeatMinutes, silent.serialNumber).toBeLessThanOrEqual(5);
    expect(await deptEnabledDeviceCount(clinic!.deptId)).toBe(demo.filter((d) => d.deptId === clinic!.deptId && d.status === '0').length);
    expect(await deptEnabledDeviceCount(clinic!.deptId)).toBeLessThanOrEqual(clinic!.equipmentQuota);
    // devices at customers got there as a user sells one (issue 14, item 12): in stock at the agent first, then sold
    // or leased to the customer; none is marked sold without that history, and none sold or leased can be deleted
    const { listDeviceMovements } = await import('../../src/data/access/devices/stock-movements');
    const { removeDevices } = await import('../../src/domain/device/device-service');
    const seeder = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 'x', roles: ['admin'], permissions: ['*:*:*'], scope: ALL_SCOPE };
    for (const d of demo.filter((x) => x.saleStatus !== '1')) {
      const lines = await listDeviceMovements(d.deviceId);
      const created = lines.find((l) => l.kind === 'create');
      expect(created, d.serialNumber).toMatchObject({ toSaleStatus: '1' });
      expect(created!.toDeptId, d.serialNumber).not.toBe(d.deptId);
      expect(lines.some((l) => l.toDeptId === d.deptId && ['2', '3'].includes(l.toSaleStatus)), d.serialNumber).toBe(true);
      if (d.saleStatus === '2' || d.saleStatus === '3') {
        await expect(removeDevices(seeder, [d.deviceId]), d.serialNumber).rejects.toMatchObject({ errorCode: 'device.soldOrLeased' });
      }
    }
    expect(demo.filter((d) => d.saleStatus === '2' || d.saleStatus === '3').length).toBeGreaterThanOrEqual(5);
    // each got there through a sale record (decision 0043): the device points at it; the lease that ran out expired
    const { getSale } = await import('../../src/data/access/sales');
    for (const d of demo.filter((x) => x.saleStatus !== '1')) {
      const device = (await findDeviceBySerialNumber(d.serialNumber))!;
      const sale = await getSale(device.saleId ?? 0);
      expect(sale, d.serialNumber).toMatchObject({ buyerDeptId: d.deptId, validity: d.saleStatus === '4' ? '2' : '0', sellType: d.saleStatus === '2' ? '2' : '1' });
    }

    // idempotent: a second run adds nothing
    const modelIds = new Map(models.map((m) => [m.modelCode, m.modelId]));
    await seedDemoDevices(modelIds, { north: north!.deptId, south: north!.deptId, clinic: clinic!.deptId, sports: clinic!.deptId, station: clinic!.deptId }, handler!.userId);
    expect((await listDevices(devicePartitionsOf(ALL_SCOPE), { keyword: 'demo-' }, 100)).filter((d) => d.serialNumber.startsWith('DEMO-'))).toHaveLength(DEMO_DEVICES.length);
    expect((await findDeviceBySerialNumber('DEMO-CR2-0006'))?.deptId).toBe(clinic!.deptId);

    // notify persons and the clinic's default handler (decision 0019), written once
    const { listNotifyPersonsOfTarget } = await import('../../src/data/access/notify-persons');
    const { listHandlerAssignmentsOfTarget } = await import('../../src/data/access/handler-assignments');
    const { handlersFor } = await import('../../src/domain/handler/handler-queries');
    const { notifyPersonsFor } = await import('../../src/domain/notify/notify-queries');
    const { seedDemoBindings } = await import('../../src/local/demo-bindings');
    expect((await listNotifyPersonsOfTarget(north!.deptPath, 0)).map((p) => p.personName)).toEqual(['Claire Martin']);
    expect((await listNotifyPersonsOfTarget(clinic!.deptPath, 0)).length).toBe(2);
    expect((await notifyPersonsFor({ deptPath: clinic!.deptPath }, { event: 'pink', channel: 'email' })).rows.map((p) => p.personName)).toEqual(['Clinic front desk']);
    const clinicHandlers = await handlersFor({ deptPath: clinic!.deptPath });
    expect(clinicHandlers.rows.map((a) => [a.userId, a.primary])).toEqual([[handler!.userId, true]]);
    // a second run adds nothing
    await seedDemoBindings({ userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 'x', roles: ['admin'], permissions: ['*:*:*'], scope: ALL_SCOPE }, { northDeptId: north!.deptId, clinicDeptId: clinic!.deptId, handlerUserId: handler!.userId });
    expect((await listNotifyPersonsOfTarget(clinic!.deptPath, 0)).length).toBe(2);
    expect((await listHandlerAssignmentsOfTarget(clinic!.deptPath, 0)).length).toBe(1);

    // accessories and consumables (decision 0020): each demo device carries its model's consumables and a cabinet,
    // coded after the device's serial number; a second run writes nothing
    const { listDeviceAccessories } = await import('../../src/data/access/accessories');
    const { seedDemoAccessories } = await import('../../src/local/demo-accessories');
    const frx = (await findDeviceBySerialNumber('DEMO-FRX-0001'))!;
    const fitted = await listDeviceAccessories(frx.deviceId, 'installed', 20);
    expect(fitted.map((a) => a.code).sort()).toEqual(['DEMO-FRX-0001-AP', 'DEMO-FRX-0001-BAT', 'DEMO-FRX-0001-CAB']);
    expect(fitted.find((a) => a.kind === 'cabinet')).toMatchObject({ category: 'accessory', deptId: frx.deptId });
    expect(await seedDemoAccessories()).toBe(0);

    // work orders in each state (issue 16): one for demo.handler to process, one returned, one waiting, one planned
    const { pageOrders } = await import('../../src/data/access/work-orders');
    const orders = (await pageOrders([{ path: { prefix: '0,', subtree: true } }], {}, 50)).rows;
    expect(orders.map((o) => [o.serialNumber, o.kind, o.state, o.handlerId, o.returned]).sort()).toEqual(
      [
        ['DEMO-350P-0009', '4', '0', 0, false],
        ['DEMO-AED3-0007', '1', '1', handler!.userId, false],
        ['DEMO-CR2-0006', '2', '0', 0, false],
        ['DEMO-FRX-0008', '5', '0', 0, true],
      ].sort(),
    );
  });
});
