import { describe, expect, it } from 'vitest';
import type { RouterNode } from '@aed/shared/schemas/auth';
import { buildMenu, joinPath, openKeysFor, resolveRoute } from './route-tree';

const meta = (title: string, code = '', icon = '') => ({ title, code, icon, noCache: false, link: null });

const TREE: RouterNode[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('System management', 'system', 'system'),
    children: [
      { name: 'Config', path: 'config', hidden: false, component: 'system/config/index', meta: meta('Parameters', 'config', 'edit') },
      { name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: meta('Users', 'user', 'user') },
      { name: 'DictData', path: 'dict-data/index/:dictId', hidden: true, component: 'system/dict/data', meta: { ...meta('Dictionary data', 'dictData'), activeMenu: '/system/dict' } },
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        component: 'ParentView',
        alwaysShow: true,
        meta: meta('Logs', 'log', 'log'),
        children: [{ name: 'Operlog', path: 'operlog', hidden: false, component: 'monitor/operlog/index', meta: meta('Operation log', 'operlog', 'form') }],
      },
    ],
  },
  {
    name: 'Single',
    path: '/',
    hidden: false,
    component: 'Layout',
    meta: meta('', '', ''),
    children: [{ name: 'Devices', path: 'devices', hidden: false, component: 'device/index', meta: meta('Devices', 'devices', 'aed') }],
  },
  { name: 'Docs', path: 'https://example.com/docs', hidden: false, component: 'Layout', meta: meta('Docs', 'docs', 'link') },
  { name: 'Hidden', path: '/hidden', hidden: true, component: 'Layout', meta: meta('Hidden'), children: [] },
];

describe('route tree', () => {
  it('joins paths', () => {
    expect(joinPath('/system', 'config')).toBe('/system/config');
    expect(joinPath('/system', '/abs')).toBe('/abs');
    expect(joinPath('/', 'devices')).toBe('/devices');
    expect(joinPath('/x', 'https://a.b')).toBe('https://a.b');
  });

  it('resolves a path to its view and ancestors', () => {
    const r = resolveRoute(TREE, '/system/config/');
    expect(r?.node.component).toBe('system/config/index');
    expect(r?.parents.map((p) => p.name)).toEqual(['System']);
    expect(resolveRoute(TREE, '/system/log/operlog')?.parents.map((p) => p.name)).toEqual(['System', 'Log']);
    expect(resolveRoute(TREE, '/devices')?.node.name).toBe('Devices');
  });

  it('resolves :param routes and ignores containers and unknown paths', () => {
    const r = resolveRoute(TREE, '/system/dict-data/index/7');
    expect(r?.params).toEqual({ dictId: '7' });
    expect(resolveRoute(TREE, '/system')).toBeUndefined();
    expect(resolveRoute(TREE, '/nope')).toBeUndefined();
  });

  it('builds the menu: hidden dropped, lone child in its parent place, external links kept', () => {
    const menu = buildMenu(TREE);
    expect(menu.map((m) => m.key)).toEqual(['/system', '/devices', 'https://example.com/docs']);
    expect(menu[0].children?.map((c) => c.key)).toEqual(['/system/config', '/system/user', '/system/log']);
    expect(menu[0].children?.[2].children?.map((c) => c.key)).toEqual(['/system/log/operlog']);
    expect(menu[1]).toMatchObject({ title: 'Devices', icon: 'aed', external: false });
    expect(menu[2]).toMatchObject({ external: true, to: 'https://example.com/docs' });
  });

  it('opens the submenus leading to the active entry', () => {
    const menu = buildMenu(TREE);
    expect(openKeysFor(menu, '/system/log/operlog')).toEqual(['/system', '/system/log']);
    expect(openKeysFor(menu, '/devices')).toEqual([]);
  });
});
