import type { SeedMenu } from './menu-types';

/** Top-level directories of the sidebar. */
export const DIRECTORY_MENUS: SeedMenu[] = [
  { menuId: 1, key: 'system', parentId: 0, menuName: 'System management', code: 'menu.system', menuType: 'M', orderNum: 1, path: 'system', icon: 'settings' },
  { menuId: 2, key: 'monitor', parentId: 0, menuName: 'System monitoring', code: 'menu.monitor', menuType: 'M', orderNum: 2, path: 'monitor', icon: 'monitor' },
  { menuId: 3, key: 'tool', parentId: 0, menuName: 'System tools', code: 'menu.tool', menuType: 'M', orderNum: 3, path: 'tool', icon: 'tool' },
  { menuId: 5, key: 'product', parentId: 0, menuName: 'Product management', code: 'menu.product', menuType: 'M', orderNum: 0, path: 'product', icon: 'package' },
  { menuId: 108, key: 'log', parentId: 1, menuName: 'Logs', code: 'menu.log', menuType: 'M', orderNum: 9, path: 'log', icon: 'log' },
];
