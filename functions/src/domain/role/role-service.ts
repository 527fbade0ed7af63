import type { AddRoleBody, DataScopeCode, RoleDataScopeBody, RoleRecord, RoleStatusBody, UpdateRoleBody } from '@aed/shared/schemas/role';
import { forgetRoleNames } from '../common/record-names';
import type { Language } from '@aed/shared/constants/limits';
import { builtInRoleName } from '@aed/shared/i18n/built-in/roles';
import { editedText, nameParam, searchableTexts } from '@aed/shared/i18n/built-in/text';
import { nextId } from '../../data/access/ids';
import { listMenus } from '../../data/access/menus';
import { createRole, customRolesNamed, deleteRoles, getRoleById, listBuiltInRoles, roleValueTaken, updateRole } from '../../data/access/roles';
import { getDept, getDeptsByIds, getRolesByIds } from '../../data/access/access-control';
import { deleteUserSessions } from '../../data/access/sessions';
import { countUsersWithRole, listUserIdsWithRole } from '../../data/access/user-roles';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers, scopeCoversSubtree } from '../../data/data-scope';
import { isSuperAdmin } from '../menu/menu-tree';
import { isAdminRole, isReservedKey, normalizeMenuIds, scopeFitsRole, scopeGrantable } from './role-grants';

import { rolesView, toRoleRecords } from './role-queries';
import { ROLE_ERRORS } from '@aed/shared/errors/role-errors';

/** Changing roles (add, edit, status, data scope, delete); the reads are in role-queries.ts (decision 0034). */

/** The role if the caller may change it (answers role.notFound for a role it does not see, role.notManageable otherwise). */
async function changeableRole(actor: Actor, roleId: number) {
  const role = await getRoleById(roleId);
  const view = await rolesView(actor, role ? [role] : []);
  if (!role || !view.sees(role)) throw AppError.of(ROLE_ERRORS, 'role.notFound');
  if (!view.changes(role)) throw AppError.of(ROLE_ERRORS, 'role.notManageable');
  return { role, menus: view.menus };
}

/** Paths of the organizations of a custom scope; unknown organizations and those outside the caller's scope are refused alike. */
async function customPaths(actor: Actor, deptIds: readonly number[]): Promise<string[]> {
  const ids = [...new Set(deptIds)];
  const depts = (await getDeptsByIds(ids)).filter((d) => scopeCovers(actor.scope, d.deptPath));
  if (depts.length !== ids.length) throw AppError.of(ROLE_ERRORS, 'role.deptNotFound');
  return depts.map((d) => d.deptPath);
}

/** The organizations of a data scope for a role of `owner`: within the caller's scope and the owner's subtree. */
async function checkScope(actor: Actor, owner: Pick<RoleItem, 'deptId' | 'deptPath'>, dataScope: DataScopeCode, deptIds: readonly number[]): Promise<number[]> {
  const ids = dataScope === '2' ? [...new Set(deptIds)] : [];
  const paths = await customPaths(actor, ids);
  if (!scopeGrantable(actor, dataScope, paths)) throw AppError.of(ROLE_ERRORS, 'role.scopeNotGrantable');
  if (!scopeFitsRole(owner, dataScope, paths)) throw AppError.of(ROLE_ERRORS, 'role.scopeOutsideDept');
  return ids;
}

function checkKey(actor: Actor, roleKey: string) {
  if (!isSuperAdmin(actor) && isReservedKey(roleKey)) throw AppError.of(ROLE_ERRORS, 'role.keyReserved');
}

/** Is the name a built-in role's in some language (while that role holds its built-in name)? One Query of the few built-in roles. */
async function namesABuiltInRole(roleName: string): Promise<boolean> {
  const name = roleName.trim().toLowerCase();
  return (await listBuiltInRoles()).some((r) => searchableTexts(builtInRoleName(r), r.roleName).some((t) => t.toLowerCase() === name));
}

/**
 * Name and code free in the role's organization and not a built-in role's (in any language: a viewer sees a built-in
 * role's name in theirs); a built-in name no custom role's.
 */
async function checkUnique(role: Pick<RoleItem, 'deptId' | 'builtIn'>, roleName: string, roleKey: string, roleId?: number) {
  if ((await roleValueTaken('Name', role.deptId, roleName, roleId)) || (role.builtIn && (await customRolesNamed(roleName)) > 0)) throw AppError.of(ROLE_ERRORS, 'role.nameExists');
  if (!role.builtIn && (await namesABuiltInRole(roleName))) throw AppError.of(ROLE_ERRORS, 'role.nameExists');
  if (await roleValueTaken('Key', role.deptId, roleKey, roleId)) throw AppError.of(ROLE_ERRORS, 'role.keyExists');
}

/**
 * Sessions keep the permissions and scope resolved at login. A change that could narrow what a role's holders may
 * do (menus removed, scope changed, role disabled) ends their sessions, so nobody keeps rights they lost; additions
 * apply at their next login.
 */
async function endSessionsOfHolders(roleId: number): Promise<void> {
  for (const userId of await listUserIdsWithRole(roleId)) await deleteUserSessions(userId);
}

/**
 * The organization a new role will belong to (default the caller's own): one the caller sees, whose whole subtree is
 * in its scope (the role's users may be anywhere in it).
 */
async function ownerFor(actor: Actor, deptId: number | undefined): Promise<DeptItem> {
  const dept = await getDept(deptId ?? actor.deptId);
  if (!dept || (dept.deptId !== actor.deptId && !scopeCovers(actor.scope, dept.deptPath))) throw AppError.of(ROLE_ERRORS, 'role.deptNotFound');
  if (!scopeCoversSubtree(actor.scope, dept.deptPath)) throw AppError.of(ROLE_ERRORS, 'role.deptNotAllowed');
  return dept;
}

export async function addRole(actor: Actor, body: AddRoleBody, language: Language): Promise<RoleRecord> {
  const [owner, menus] = await Promise.all([ownerFor(actor, body.deptId), listMenus()]);
  checkKey(actor, body.roleKey);
  const menuIds = normalizeMenuIds(actor, body.menuIds, menus);
  const deptIds = await checkScope(actor, owner, body.dataScope, body.deptIds);
  await checkUnique({ deptId: owner.deptId, builtIn: false }, body.roleName, body.roleKey);
  const now = nowIso();
  const item: RoleItem = {
    roleId: await nextId('role'),
    roleName: body.roleName,
    roleKey: body.roleKey,
    roleSort: body.roleSort,
    dataScope: body.dataScope,
    menuIds,
    deptIds,
    status: body.status,
    remark: body.remark,
    deptId: owner.deptId,
    deptPath: owner.deptPath,
    builtIn: false,
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  // the markers make a concurrent duplicate fail here too, the organization's role count one too many
  await createRole(item);
  return (await toRoleRecords(actor, [item], language))[0]!;
}

export async function editRole(actor: Actor, body: UpdateRoleBody, language: Language): Promise<RoleRecord> {
  const { role: before, menus } = await changeableRole(actor, body.roleId);
  const admin = isAdminRole(before);
  if (admin && (body.roleKey !== before.roleKey || body.status !== '0')) throw AppError.of(ROLE_ERRORS, 'role.adminImmutable');
  const rekeyed = body.roleKey.toLowerCase() !== before.roleKey.toLowerCase();
  // the platform's code refers to built-in roles by their codes (administrator slots, reserved codes)
  if (before.builtIn && rekeyed) throw AppError.of(ROLE_ERRORS, 'role.builtInImmutable');
  if (rekeyed) checkKey(actor, body.roleKey);
  // the admin role holds everything by its key; its menu list stays empty
  const menuIds = admin ? [] : normalizeMenuIds(actor, body.menuIds, menus);
  // the form showed a built-in name in the caller's language: sent back in any language, it stays the built-in one
  const roleName = editedText(builtInRoleName(before), body.roleName);
  await checkUnique(before, roleName, body.roleKey, body.roleId);
  const after: RoleItem = {
    ...before,
    roleName,
    roleKey: body.roleKey,
    roleSort: body.roleSort,
    status: body.status,
    remark: body.remark,
    menuIds,
    updateBy: actor.username,
    updateTime: nowIso(),
  };
  await updateRole(before, after);
  forgetRoleNames([before.roleId]);
  const narrowed = (before.menuIds ?? []).some((id) => !menuIds.includes(id)) || (before.status === '0' && after.status === '1') || before.roleKey !== after.roleKey;
  if (narrowed && !admin) await endSessionsOfHolders(before.roleId);
  return (await toRoleRecords(actor, [after], language))[0]!;
}

/** Enables or disables a role; disabling ends the sessions of its users at once. */
export async function changeRoleStatus(actor: Actor, body: RoleStatusBody): Promise<void> {
  const { role: before } = await changeableRole(actor, body.roleId);
  if (isAdminRole(before) && body.status !== '0') throw AppError.of(ROLE_ERRORS, 'role.adminImmutable');
  if (before.status === body.status) return;
  await updateRole(before, { ...before, status: body.status, updateBy: actor.username, updateTime: nowIso() });
  if (body.status === '1') await endSessionsOfHolders(before.roleId);
}

/** Sets a role's data scope (custom organizations for scope 2); holders' sessions end so the new scope applies. */
export async function setRoleDataScope(actor: Actor, body: RoleDataScopeBody): Promise<void> {
  const { role: before } = await changeableRole(actor, body.roleId);
  if (isAdminRole(before) && body.dataScope !== '1') throw AppError.of(ROLE_ERRORS, 'role.adminImmutable');
  const deptIds = await checkScope(actor, before, body.dataScope, body.deptIds);
  const same = before.dataScope === body.dataScope && [...(before.deptIds ?? [])].sort().join() === [...deptIds].sort().join();
  if (same) return;
  await updateRole(before, { ...before, dataScope: body.dataScope, deptIds, updateBy: actor.username, updateTime: nowIso() });
  await endSessionsOfHolders(before.roleId);
}

/**
 * All or nothing: a role the caller does not see, the admin role, a built-in role, a role held by users or one the
 * caller may not change refuses the call.
 */
export async function removeRoles(actor: Actor, ids: number[]): Promise<void> {
  const found = new Map((await getRolesByIds(ids)).map((r) => [r.roleId, r]));
  const view = await rolesView(actor, [...found.values()]);
  const roles = ids.map((id) => found.get(id));
  if (roles.some((r) => !r || !view.sees(r))) throw AppError.of(ROLE_ERRORS, 'role.notFound');
  const items = roles as RoleItem[];
  if (items.some(isAdminRole)) throw AppError.of(ROLE_ERRORS, 'role.adminImmutable');
  if (items.some((r) => !view.changes(r))) throw AppError.of(ROLE_ERRORS, 'role.notManageable');
  if (items.some((r) => r.builtIn)) throw AppError.of(ROLE_ERRORS, 'role.builtInImmutable');
  for (const role of items) {
    if ((await countUsersWithRole(role.roleId)) > 0) throw AppError.of(ROLE_ERRORS, 'role.assigned', { roleName: nameParam(builtInRoleName(role), role.roleName) });
  }
  await deleteRoles(items);
  forgetRoleNames(items.map((r) => r.roleId));
}
