/**
 * Anti-escalation rules of role management (the bug of RuoYi CVE-2026-37669 is a role editor granting more than
 * they hold). Everything is decided from the verified actor (its session's permissions and data scope), never
 * from the request: a non-super administrator may grant only menus whose permission they hold, only a data scope
 * not wider than their own, and may change or delete only roles they could have created.
 */
import { LIMITS } from '@aed/shared/constants/limits';
import { ADMINISTRATOR_ROLES, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import type { DataScopeCode } from '@aed/shared/schemas/role';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers, scopeCoversSubtree } from '../../data/data-scope';
import { grantableMenuIds, isSuperAdmin, withAncestors } from '../menu/menu-tree';
import { ROLE_ERRORS } from '@aed/shared/errors/role-errors';

/** Keys that carry rights by themselves (super administrator, administrators who see online users). */
export const RESERVED_ROLE_KEYS: readonly string[] = [SUPER_ADMIN_ROLE, ...ADMINISTRATOR_ROLES];
export const isReservedKey = (roleKey: string) => RESERVED_ROLE_KEYS.some((k) => k.toLowerCase() === roleKey.toLowerCase());
export const isAdminRole = (role: Pick<RoleItem, 'roleId' | 'roleKey'>) => role.roleId === 1 || role.roleKey === SUPER_ADMIN_ROLE;

/**
 * The stored menu set of a role: the checked menus and their ancestors (half-checked parents), every one existing.
 * Refuses unknown menus (role.menuNotFound) and menus the actor may not grant (role.menuNotGrantable).
 */
export function normalizeMenuIds(actor: Actor, requested: readonly number[], menus: readonly MenuItem[]): number[] {
  const known = new Set(menus.map((m) => m.menuId));
  if (requested.some((id) => !known.has(id))) throw AppError.of(ROLE_ERRORS, 'role.menuNotFound');
  const all = withAncestors(requested, menus);
  const grantable = grantableMenuIds(actor, menus);
  if ([...all].some((id) => !grantable.has(id))) throw AppError.of(ROLE_ERRORS, 'role.menuNotGrantable');
  return [...all].sort((a, b) => a - b);
}

/** May the actor grant this data scope? `customPaths` are the paths of a custom scope's organizations. */
export function scopeGrantable(actor: Actor, dataScope: DataScopeCode, customPaths: readonly string[]): boolean {
  const { scope } = actor;
  if (scope.all) return true;
  switch (dataScope) {
    case '1':
      return false;
    case '4':
      // own organization and below: the actor must see their own subtree
      return scope.subtrees.some((p) => actor.deptPath.startsWith(p));
    case '3':
      return scopeCovers(scope, actor.deptPath);
    case '2':
      return customPaths.every((p) => scopeCovers(scope, p));
    case '5':
      return true;
  }
}

/** Could the actor have created this role (its menus and scope within their own)? The admin role: nobody but super. */
export function canManageRole(actor: Actor, role: Pick<RoleItem, 'roleId' | 'roleKey' | 'menuIds' | 'dataScope'>, menus: readonly MenuItem[], customPaths: readonly string[]): boolean {
  if (isSuperAdmin(actor)) return true;
  if (isAdminRole(role) || isReservedKey(role.roleKey)) return false;
  const grantable = grantableMenuIds(actor, menus);
  const known = new Set(menus.map((m) => m.menuId));
  // menus deleted since do not count; everything else must be grantable
  if ((role.menuIds ?? []).some((id) => known.has(id) && !grantable.has(id))) return false;
  return scopeGrantable(actor, role.dataScope, customPaths);
}

// ---- roles belong to organizations (docs/decisions/0025) ----------------------------------------------------------

/** The parts of a role that decide who sees, changes and gives it. */
type OwnedRole = Pick<RoleItem, 'roleId' | 'roleKey' | 'menuIds' | 'dataScope' | 'deptPath' | 'deptId' | 'builtIn' | 'status'>;

/** A role of the root organization (the platform operator): its data scope may reach any organization. */
export const isRootRole = (role: Pick<RoleItem, 'deptId'>) => role.deptId === LIMITS.defaultDeptId;

/**
 * Does the caller see the role at all? Roles of organizations in its data scope, and the built-in roles it may give.
 * Any other role answers as a missing one.
 */
export function canSeeRole(actor: Actor, role: OwnedRole, menus: readonly MenuItem[], customPaths: readonly string[]): boolean {
  if (scopeCovers(actor.scope, role.deptPath)) return true;
  return role.builtIn === true && canManageRole(actor, role, menus, customPaths);
}

/**
 * May the caller change the role (edit, enable/disable, data scope, delete)? Its users may be anywhere in the role's
 * organization subtree, so the caller's scope must hold all of it; built-in roles are the platform administrators'
 * (scope "all"); and the role must be one the caller could have created (anti-escalation, decision 0007).
 */
export function canChangeRole(actor: Actor, role: OwnedRole, menus: readonly MenuItem[], customPaths: readonly string[]): boolean {
  const owner = role.builtIn ? actor.scope.all : scopeCoversSubtree(actor.scope, role.deptPath);
  return owner && canManageRole(actor, role, menus, customPaths);
}

/**
 * May the caller give the role to a user of organization `userDeptPath`? Never the super administrator role (it is the
 * seeded super administrator's alone: docs/decisions/0035); otherwise enabled, within the caller's rights, and either
 * built-in or a role of an organization in the caller's scope that lies at or above the user's organization.
 */
export function canGiveRoleTo(actor: Actor, role: OwnedRole, menus: readonly MenuItem[], customPaths: readonly string[], userDeptPath: string): boolean {
  if (isAdminRole(role) || role.status !== '0' || !canManageRole(actor, role, menus, customPaths)) return false;
  return role.builtIn === true || (scopeCovers(actor.scope, role.deptPath) && userDeptPath.startsWith(role.deptPath));
}

/**
 * Does a data scope fit the role's organization? A role's holders are in its organization's subtree: "all" and custom
 * organizations outside that subtree belong to the root's roles only.
 */
export function scopeFitsRole(role: Pick<RoleItem, 'deptId' | 'deptPath'>, dataScope: DataScopeCode, customPaths: readonly string[]): boolean {
  if (isRootRole(role)) return true;
  if (dataScope === '1') return false;
  return dataScope !== '2' || customPaths.every((p) => p.startsWith(role.deptPath));
}
