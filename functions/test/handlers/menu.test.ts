import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { expectError } from './support';
import { createUserIn, invokeWithParams } from './role-menu-support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';

const PASSWORD = 'Menu#Test42';

interface Node {
  path: string;
  component: string;
  meta: { title: string };
  children?: Node[];
}
const titles = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.meta.title, ...titles(n.children ?? [])]);
interface Row {
  menuId: number;
  parentId: number;
  menuName: string;
  menuType: string;
  perms: string;
  updateTime: string;
}

describe('menus', () => {
  let admin: string;
  const menuCount = async () => (await invoke('MenuList', { token: admin })).json.data.length as number;
  const menuById = async (menuId: number) => ((await invoke('MenuList', { token: admin })).json.data as Row[]).find((m) => m.menuId === menuId);
  const add = (body: Record<string, unknown>, token = admin) => invoke('MenuAdd', { token, body });

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('lists every menu in tree order, filtered by name and status', async () => {
    const res = await invoke('MenuList', { token: admin });
    expect(res.status).toBe(200);
    const ids = (res.json.data as Row[]).map((m) => m.menuId);
    expect(ids).toEqual(expect.arrayContaining([1, 101, 102, 106, 1007, 1012]));
    const byName = await invoke('MenuList', { token: admin, query: { menuName: 'ROLE' } });
    expect((byName.json.data as Row[]).every((m) => m.menuName.toLowerCase().includes('role'))).toBe(true);
    expect((byName.json.data as Row[]).map((m) => m.menuId)).toContain(101);
    const disabled = await invoke('MenuList', { token: admin, query: { status: '1' } });
    expect(disabled.json.data).toEqual([]);
    const info = await invoke('MenuInfo', { token: admin, query: { menuId: '102' } });
    expect(info.json.data).toMatchObject({ menuId: 102, menuType: 'C', component: 'system/menu/index', perms: 'system:menu:list', code: 'menu.menu' });
    expectError(await invoke('MenuInfo', { token: admin, query: { menuId: '999999' } }), 404, 'menu.notFound');
  });

  it('adds, edits and deletes menus, and the route tree follows each change', async () => {
    const routesBefore = titles((await invoke('GetRouters', { token: admin })).json.data);
    expect(routesBefore).not.toContain('Fleet');

    const dir = await add({ menuName: 'Fleet', menuType: 'M', path: 'fleet', icon: 'aed', orderNum: 5, code: 'menu.fleet' });
    expect(dir.status, JSON.stringify(dir.json)).toBe(200);
    const screen = await add({ menuName: 'Devices', parentId: dir.json.data.menuId, menuType: 'C', path: 'devices', component: 'fleet/devices/index', perms: 'fleet:device:list' });
    expect(screen.status, JSON.stringify(screen.json)).toBe(200);
    const button = await add({ menuName: 'Device add', parentId: screen.json.data.menuId, menuType: 'F', perms: 'fleet:device:add', path: 'ignored', component: 'ignored' });
    expect(button.status).toBe(200);
    // a button keeps no route fields
    expect(button.json.data).toMatchObject({ path: '', component: '', icon: '' });

    const after = (await invoke('GetRouters', { token: admin })).json.data as Node[];
    const fleet = after.find((n) => n.path === '/fleet');
    expect(fleet?.children?.map((c) => [c.meta.title, c.component])).toEqual([['Devices', 'fleet/devices/index']]);
    expect(titles(after)).not.toContain('Device add');

    // rename and hide: the next route tree shows it
    const edit = await invoke('MenuUpdate', { token: admin, body: { ...screen.json.data, menuName: 'Defibrillators', visible: '1' } });
    expect(edit.status, JSON.stringify(edit.json)).toBe(200);
    const renamed = (await invoke('GetRouters', { token: admin })).json.data as Node[];
    const child = renamed.find((n) => n.path === '/fleet')?.children?.[0] as Node & { hidden: boolean };
    expect(child.meta.title).toBe('Defibrillators');
    expect(child.hidden).toBe(true);

    // disabled: gone from the route tree (and the directory with it)
    await invoke('MenuUpdate', { token: admin, body: { ...edit.json.data, status: '1' } });
    expect(titles((await invoke('GetRouters', { token: admin })).json.data)).not.toContain('Fleet');

    // children first, then the parents
    expectError(await invoke('MenuDelete', { token: admin, query: { menuId: String(dir.json.data.menuId) } }), 409, 'menu.hasChildren');
    for (const id of [button.json.data.menuId, screen.json.data.menuId, dir.json.data.menuId]) {
      const del = await invoke('MenuDelete', { token: admin, query: { menuId: String(id) } });
      expect(del.status, JSON.stringify(del.json)).toBe(200);
    }
    expect(await menuById(dir.json.data.menuId)).toBeUndefined();
    expect(titles((await invoke('GetRouters', { token: admin })).json.data)).toEqual(routesBefore);

    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'menu').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('validates each menu type and changes nothing when refused', async () => {
    const before = await menuCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ menuName: 'No path', menuType: 'M' }, 'menu.pathRequired'],
      [{ menuName: 'No component', menuType: 'C', path: 'x', parentId: 1 }, 'menu.componentRequired'],
      [{ menuName: 'No perms', menuType: 'F', parentId: 106 }, 'menu.permsRequired'],
      [{ menuName: 'Top button', menuType: 'F', perms: 'a:b:c' }, 'menu.parentInvalid'],
      [{ menuName: 'Bad link', menuType: 'C', path: 'ftp://x', isFrame: true, parentId: 1 }, 'menu.externalUrl'],
      [{ menuName: '', menuType: 'M', path: 'x' }, 'common.validation'],
    ];
    for (const [body, code] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.fields.map((f: { errorCode: string }) => f.errorCode)).toContain(code);
    }
    // parents checked on the server: a button under a directory, a screen under a screen
    expectError(await add({ menuName: 'Button under dir', menuType: 'F', perms: 'a:b:c', parentId: 1 }), 400, 'menu.parentInvalid');
    expectError(await add({ menuName: 'Screen under screen', menuType: 'C', path: 'x', component: 'a/b', parentId: 106 }), 400, 'menu.parentInvalid');
    expectError(await add({ menuName: 'Orphan', menuType: 'C', path: 'x', component: 'a/b', parentId: 987654 }), 400, 'menu.parentInvalid');
    // an external link is a route to an http(s) address
    const link = await add({ menuName: 'Training videos', menuType: 'C', path: 'https://example.com/videos', isFrame: true, parentId: 1 });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    expect(await menuCount()).toBe(before + 1);
    await invoke('MenuDelete', { token: admin, query: { menuId: String(link.json.data.menuId) } });
  });

  it('keeps names unique under one parent (case-insensitive), and changes nothing on a refusal', async () => {
    const first = await add({ menuName: 'Unique twin', menuType: 'C', path: 'twin', component: 'a/b', parentId: 1 });
    expect(first.status).toBe(200);
    const before = await menuCount();
    expectError(await add({ menuName: 'UNIQUE twin', menuType: 'C', path: 'twin2', component: 'a/b', parentId: 1 }), 409, 'menu.nameExists');
    expect(await menuCount()).toBe(before);
    // the same name under another parent is another menu
    const other = await add({ menuName: 'Unique twin', menuType: 'C', path: 'twin', component: 'a/b', parentId: 2 });
    expect(other.status).toBe(200);
    // renaming onto a sibling's name is refused, the menu keeps its name
    const sibling = await add({ menuName: 'Sibling', menuType: 'C', path: 'sib', component: 'a/b', parentId: 1 });
    const rename = await invoke('MenuUpdate', { token: admin, body: { ...sibling.json.data, menuName: 'unique TWIN' } });
    expectError(rename, 409, 'menu.nameExists');
    expect((await menuById(sibling.json.data.menuId))?.menuName).toBe('Sibling');
    // moving under another parent frees the old name
    const moved = await invoke('MenuUpdate', { token: admin, body: { ...first.json.data, parentId: 3 } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await invoke('MenuUpdate', { token: admin, body: { ...sibling.json.data, menuName: 'Unique twin' } })).status).toBe(200);
  });

  it('refuses a parent inside the menu itself and type changes of a menu with children', async () => {
    const dir = await add({ menuName: 'Loop dir', menuType: 'M', path: 'loop' });
    const sub = await add({ menuName: 'Loop sub', menuType: 'M', path: 'loopsub', parentId: dir.json.data.menuId });
    expectError(await invoke('MenuUpdate', { token: admin, body: { ...dir.json.data, parentId: sub.json.data.menuId } }), 400, 'menu.parentInvalid');
    expectError(await invoke('MenuUpdate', { token: admin, body: { ...dir.json.data, parentId: dir.json.data.menuId } }), 400, 'menu.parentInvalid');
    expectError(await invoke('MenuUpdate', { token: admin, body: { ...dir.json.data, menuType: 'C', component: 'a/b' } }), 409, 'menu.hasChildren');
    expect((await menuById(dir.json.data.menuId))?.parentId).toBe(0);
    expectError(await invoke('MenuUpdate', { token: admin, body: { ...dir.json.data, menuId: 987654 } }), 404, 'menu.notFound');
  });

  it('cannot delete a menu a role holds', async () => {
    const screen = await add({ menuName: 'Held screen', menuType: 'C', path: 'held', component: 'a/held', perms: 'held:x:list', parentId: 1 });
    const role = await invoke('RoleAdd', { token: admin, body: { roleName: 'Holder', roleKey: 'holder', menuIds: [screen.json.data.menuId] } });
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    const del = await invoke('MenuDelete', { token: admin, query: { menuId: String(screen.json.data.menuId) } });
    expectError(del, 409, 'menu.assigned');
    expect(await menuById(screen.json.data.menuId)).toBeDefined();
    // once the role lets go, it can go
    await invoke('RoleUpdate', { token: admin, body: { ...role.json.data, menuIds: [] } });
    expect((await invoke('MenuDelete', { token: admin, query: { menuId: String(screen.json.data.menuId) } })).status).toBe(200);
  });

  it('only the super administrator changes menus, even with the menu permissions', async () => {
    // a role holding every menu permission, but not the super administrator's *:*:*
    const role = await invoke('RoleAdd', { token: admin, body: { roleName: 'Menu keeper', roleKey: 'menuKeeper', menuIds: [1012, 1013, 1014, 1015], dataScope: '1' } });
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    await createUserIn('menukeeper', PASSWORD, [role.json.data.roleId], 100, '0,100,');
    const token = await loginAs('menukeeper', PASSWORD);
    expect((await invoke('MenuList', { token })).status).toBe(200);
    const before = await menuCount();
    expectError(await add({ menuName: 'Sneaky', menuType: 'M', path: 'sneaky' }, token), 403, 'menu.superAdminOnly');
    const info = (await invoke('MenuInfo', { token, query: { menuId: '106' } })).json.data;
    expectError(await invoke('MenuUpdate', { token, body: { ...info, menuName: 'Hijacked' } }), 403, 'menu.superAdminOnly');
    expectError(await invoke('MenuDelete', { token, query: { menuId: '1059' } }), 403, 'menu.superAdminOnly');
    expect(await menuCount()).toBe(before);
    expect((await menuById(106))?.menuName).toBe('Parameters');

    // a plain user has no menu permission at all
    await createUserIn('menuplain', PASSWORD, [7], 100, '0,100,');
    const plain = await loginAs('menuplain', PASSWORD);
    expectError(await invoke('MenuList', { token: plain }), 403, 'common.forbidden');
  });

  it("offers in the role trees only the menus the caller holds, with a role's fully checked menus", async () => {
    const all = await invoke('MenuTreeselect', { token: admin });
    expect(all.status).toBe(200);
    const ids = (nodes: { id: number; children?: unknown[] }[]): number[] => nodes.flatMap((n) => [n.id, ...ids((n.children ?? []) as never)]);
    expect(ids(all.json.data)).toEqual(expect.arrayContaining([1, 101, 102, 106, 1012]));

    // a role with two config buttons only: its screen and directory are half-checked, not checked
    const role = await invoke('RoleAdd', { token: admin, body: { roleName: 'Config reader', roleKey: 'configReader', menuIds: [1055, 1059] } });
    expect(role.json.data.menuIds).toEqual([1, 106, 1055, 1059]);
    const tree = await invokeWithParams('RoleMenuTreeselect', { roleId: String(role.json.data.roleId) }, { token: admin });
    expect(tree.status, JSON.stringify(tree.json)).toBe(200);
    expect(tree.json.data.checkedKeys).toEqual([1055, 1059]);

    // its holder sees only what they hold
    await createUserIn('configreader', PASSWORD, [role.json.data.roleId], 100, '0,100,');
    const token = await loginAs('configreader', PASSWORD);
    const own = await invoke('MenuTreeselect', { token });
    expect(ids(own.json.data).sort((a, b) => a - b)).toEqual([1, 106, 1055, 1059]);
    expectError(await invokeWithParams('RoleMenuTreeselect', { roleId: '999999' }, { token: admin }), 404, 'role.notFound');
  });
});
