import type { SeedMenu } from './menus/menu-types';

/** Buttons a read-only grant includes: looking, never changing. */
const READ_ACTIONS = ['list', 'query', 'export'];

/**
 * Menu ids of a seeded role's grants. A grant is a module key (`config`: the screen and every button of the module)
 * or `<key>:read` (the screen with its list, query and export buttons only). The directories above the granted
 * menus come along (the half-checked parents a role editor would store), so the sidebar shows them. A key no seeded
 * menu carries (a module not built yet) grants nothing.
 */
export function seedRoleMenuIds(menus: readonly SeedMenu[], grants: readonly string[]): number[] {
  const picked = new Set<number>();
  for (const grant of grants) {
    const [key, mode] = grant.split(':');
    for (const m of menus) {
      if (m.key !== key) continue;
      const action = m.perms?.split(':').pop() ?? '';
      if (mode !== 'read' || m.menuType !== 'F' || READ_ACTIONS.includes(action)) picked.add(m.menuId);
    }
  }
  return withParents(menus, [...picked]);
}

/** `menuIds` and the seeded directories above them, sorted (a screen granted without its directory has no place). */
export function withParents(menus: readonly SeedMenu[], menuIds: readonly number[]): number[] {
  const picked = new Set(menuIds);
  const byId = new Map(menus.map((m) => [m.menuId, m]));
  for (const id of menuIds) {
    for (let parent = byId.get(byId.get(id)?.parentId ?? 0); parent; parent = byId.get(parent.parentId)) picked.add(parent.menuId);
  }
  return [...picked].sort((a, b) => a - b);
}
