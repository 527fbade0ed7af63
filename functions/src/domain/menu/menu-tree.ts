import { ALL_PERMISSIONS, hasPermission } from '@aed/shared/permissions/permissions';
import type { TreeNode } from '@aed/shared/schemas/menu';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { Actor } from '../actor';

export const isSuperAdmin = (actor: Pick<Actor, 'permissions'>): boolean => actor.permissions.includes(ALL_PERMISSIONS);

export const byOrder = (a: MenuItem, b: MenuItem) => a.orderNum - b.orderNum || a.menuId - b.menuId;

/** Children of each parent id, in display order. */
export function childrenIndex(menus: readonly MenuItem[]): Map<number, MenuItem[]> {
  const index = new Map<number, MenuItem[]>();
  for (const m of [...menus].sort(byOrder)) index.set(m.parentId, [...(index.get(m.parentId) ?? []), m]);
  return index;
}

/** Ids of a menu's descendants (not the menu itself). */
export function descendantIds(menuId: number, index: Map<number, MenuItem[]>): Set<number> {
  const out = new Set<number>();
  const stack = [...(index.get(menuId) ?? [])];
  while (stack.length) {
    const m = stack.pop()!;
    if (out.has(m.menuId)) continue;
    out.add(m.menuId);
    stack.push(...(index.get(m.menuId) ?? []));
  }
  return out;
}

/** `ids` plus every ancestor of them: a checked button brings its (half-checked) screen and directory along. */
export function withAncestors(ids: Iterable<number>, menus: readonly MenuItem[]): Set<number> {
  const byId = new Map(menus.map((m) => [m.menuId, m]));
  const out = new Set<number>();
  for (const id of ids) {
    let current = byId.get(id);
    while (current && !out.has(current.menuId)) {
      out.add(current.menuId);
      current = byId.get(current.parentId);
    }
  }
  return out;
}

/**
 * Menus the actor may put into a role (anti-escalation, RuoYi CVE-2026-37669): the super administrator any;
 * anyone else only menus whose permission identifier they hold themselves, plus the directories and screens
 * without an identifier that lead to such a menu. A menu without identifier and without such a descendant
 * (e.g. an external link) is the super administrator's to grant.
 */
export function grantableMenuIds(actor: Pick<Actor, 'permissions'>, menus: readonly MenuItem[]): Set<number> {
  if (isSuperAdmin(actor)) return new Set(menus.map((m) => m.menuId));
  const held = menus.filter((m) => m.perms && hasPermission(actor.permissions, m.perms)).map((m) => m.menuId);
  const heldSet = new Set(held);
  const ancestors = withAncestors(held, menus);
  // ancestors with an identifier of their own must be held too
  return new Set([...ancestors].filter((id) => heldSet.has(id) || !menus.find((m) => m.menuId === id)?.perms));
}

/** Menus as a selection tree (ids, titles and their translation keys). */
export function toTree(menus: readonly MenuItem[]): TreeNode[] {
  const index = childrenIndex(menus);
  const present = new Set(menus.map((m) => m.menuId));
  const node = (m: MenuItem): TreeNode => {
    const children = (index.get(m.menuId) ?? []).map(node);
    return { id: m.menuId, label: m.menuName, ...(m.code ? { code: m.code } : {}), type: m.menuType, ...(children.length ? { children } : {}) };
  };
  return [...menus].filter((m) => !present.has(m.parentId)).sort(byOrder).map(node);
}

/** Ids of `selected` whose whole subtree is selected too (fully checked); the rest are half-checked parents. */
export function fullyChecked(selected: ReadonlySet<number>, menus: readonly MenuItem[]): number[] {
  const index = childrenIndex(menus);
  return [...selected].filter((id) => [...descendantIds(id, index)].every((d) => selected.has(d))).sort((a, b) => a - b);
}
