import type { MenuRecord } from '@aed/shared/schemas/menu';

export interface MenuRow extends MenuRecord {
  children: MenuRow[];
}

/** The flat list as a tree; a menu whose parent is not in the list (filtered out) becomes a root. */
export function buildMenuTree(menus: readonly MenuRecord[]): MenuRow[] {
  const rows = new Map<number, MenuRow>(menus.map((m) => [m.menuId, { ...m, children: [] }]));
  const roots: MenuRow[] = [];
  for (const row of rows.values()) {
    const parent = rows.get(row.parentId);
    if (parent) parent.children.push(row);
    else roots.push(row);
  }
  const sort = (list: MenuRow[]) => {
    list.sort((a, b) => a.orderNum - b.orderNum || a.menuId - b.menuId);
    list.forEach((r) => sort(r.children));
    return list;
  };
  return sort(roots);
}

/** A parent choice: the menu's stored name and translation code (lib/menu-label.ts titles it), and its depth. */
export interface ParentOption {
  id: number;
  name: string;
  code: string;
  depth: number;
}

/** Parent choices of a menu type: directories for directories and screens, screens for buttons (with depth). */
export function parentOptions(tree: readonly MenuRow[], forType: MenuRecord['menuType'], exclude?: number): ParentOption[] {
  const out: ParentOption[] = [];
  const walk = (row: MenuRow, depth: number) => {
    if (row.menuId === exclude) return;
    if (forType === 'F' ? row.menuType === 'C' : row.menuType === 'M') out.push({ id: row.menuId, name: row.menuName, code: row.code, depth });
    row.children.forEach((c) => walk(c, depth + 1));
  };
  tree.forEach((r) => walk(r, 0));
  return out;
}
