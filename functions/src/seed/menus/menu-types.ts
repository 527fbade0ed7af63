/** A seeded menu: directory (M), screen (C) or button (F). `key` groups a module's menus for role grants. */
export interface SeedMenu {
  menuId: number;
  key: string;
  parentId: number;
  menuName: string;
  /** Translation key of the title: `ns:key` (e.g. `config:menu.title`) or a `layout:menu.*` key. */
  code: string;
  menuType: 'M' | 'C' | 'F';
  orderNum: number;
  path?: string;
  component?: string;
  perms?: string;
  /** '1' hides the entry from the sidebar (a route only, e.g. a detail screen). */
  visible?: '0' | '1';
  icon?: string;
}

/** Directory ids: modules hang their screens under these. */
export const MENU_DIRS = { system: 1, monitor: 2, tool: 3, log: 108, product: 5 } as const;
