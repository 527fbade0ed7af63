import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { MenuEntity } from '../../src/data/entities/menu-entity';
import { RoleEntity } from '../../src/data/entities/role-entity';

const PASSWORD = 'Router#Pw42';
const CONFIG_PERMISSIONS = ['list', 'query', 'add', 'edit', 'remove', 'export'].map((p) => `system:config:${p}`);

interface Node {
  name: string;
  path: string;
  component: string;
  meta: { title: string };
  children?: Node[];
}
const titles = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.meta.title, ...titles(n.children ?? [])]);

describe('getRouters and role grants', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
    await createTestUser({ username: 'plain', password: PASSWORD, roleIds: [7] });
    await createTestUser({ username: 'ops', password: PASSWORD, roleIds: [2] });
  });

  it('shows the administrator the System management directory with Parameters, and no buttons', async () => {
    const res = await invoke('GetRouters', { token: admin });
    expect(res.status).toBe(200);
    const system = (res.json.data as Node[]).find((n) => n.path === '/system');
    expect(system).toMatchObject({
      name: 'System',
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      hidden: false,
      meta: { title: 'System management', code: 'menu.system', icon: 'settings', link: null },
    });
    // other modules' screens sit beside it
    const parameters = system!.children!.find((c) => c.path === 'config')!;
    expect(parameters).toMatchObject({
      name: 'Config',
      path: 'config',
      component: 'system/config/index',
      hidden: false,
      meta: { title: 'Parameters', code: 'menu.config', noCache: false, link: null },
    });
    expect(parameters.children).toBeUndefined();
    expect(titles(res.json.data).filter((t) => t.startsWith('Parameter '))).toEqual([]);
  });

  it("gives a plain user (role 'user') no routes and no access to parameters", async () => {
    const token = await loginAs('plain', PASSWORD);
    const routers = await invoke('GetRouters', { token });
    expect(routers.status).toBe(200);
    expect(routers.json.data).toEqual([]);
    const info = await invoke('GetInfo', { token });
    expect(info.json.data.roles).toEqual(['user']);
    expect(info.json.data.permissions).toEqual([]);
    const page = await invoke('ConfigPage', { token });
    expectError(page, 403, 'common.forbidden');
    expect(page.json.msg).toBe('You do not have permission for this operation');
    expect(page.json.data).toBeUndefined();
    // "session" routes stay open to any logged-in user
    expect((await invoke('ConfigByKey', { token, query: { configKey: 'sys.account.captchaEnabled' } })).status).toBe(200);
  });

  it('gives an operations administrator Parameters and every parameter permission', async () => {
    const token = await loginAs('ops', PASSWORD);
    const routers = await invoke('GetRouters', { token });
    const system = (routers.json.data as Node[]).find((n) => n.path === '/system');
    expect(system?.children?.map((c) => [c.meta.title, c.component])).toContainEqual(['Parameters', 'system/config/index']);
    // menus are the super administrator's alone
    expect(titles(routers.json.data)).not.toContain('Menus');

    const info = await invoke('GetInfo', { token });
    expect(info.json.data.roles).toEqual(['opsAdmin']);
    expect(info.json.data.permissions).toEqual(expect.arrayContaining(CONFIG_PERMISSIONS));
    expect(info.json.data.permissions).not.toContain('*:*:*');
    expect((await invoke('ConfigPage', { token })).status).toBe(200);
    const add = await invoke('ConfigAdd', { token, body: { configName: 'By ops', configKey: 'ops.key', configValue: '1' } });
    expect(add.status).toBe(200);
    expect(add.json.data.createBy).toBe('ops');
  });

  it('a disabled menu is left out of everyone\'s routes', async () => {
    await MenuEntity.patch({ menuId: 106 }).set({ status: '1' }).go();
    try {
      const res = await invoke('GetRouters', { token: admin });
      // its buttons never become routes; a directory left without screens goes too (menu.test.ts)
      expect(titles(res.json.data)).not.toContain('Parameters');
    } finally {
      await MenuEntity.patch({ menuId: 106 }).set({ status: '0' }).go();
    }
    expect(titles((await invoke('GetRouters', { token: admin })).json.data)).toContain('Parameters');
  });

  it('a disabled role contributes no routes and no permissions', async () => {
    const before = await loginAs('ops', PASSWORD);
    await RoleEntity.patch({ roleId: 2 }).set({ status: '1' }).go();
    try {
      // routes are resolved from the roles as they are now
      expect((await invoke('GetRouters', { token: before })).json.data).toEqual([]);

      const token = await loginAs('ops', PASSWORD);
      expect((await invoke('GetRouters', { token })).json.data).toEqual([]);
      const info = await invoke('GetInfo', { token });
      expect(info.json.data.roles).not.toContain('opsAdmin');
      expect(info.json.data.permissions.filter((p: string) => p.startsWith('system:config:'))).toEqual([]);
      expectError(await invoke('ConfigPage', { token }), 403, 'common.forbidden');
    } finally {
      await RoleEntity.patch({ roleId: 2 }).set({ status: '0' }).go();
    }
  });
});
