import type { Page } from '@aed/shared/api/envelope';
import type {
  AddRoleBody,
  DataScopeCode,
  RoleDataScopeBody,
  RoleDeptTree,
  RoleOption,
  RolePageQuery,
  RoleRecord,
  RoleSearch,
  RoleStatusBody,
  UpdateRoleBody,
} from '@aed/shared/schemas/role';
import { MAX_ROLES } from '@aed/shared/schemas/role';
import type { TreeNode } from '@aed/shared/schemas/menu';
import { nextId } from '../../data/access/ids';
import { listMenus } from '../../data/access/menus';
import {
  createRole,
  deleteRoles,
  getRoleById,
  listRoles,
  roleKeyTaken,
  roleNameTaken,
  updateRole,
} from '../../data/access/roles';
import { getDeptsByIds } from '../../data/access/access-control';
import { listDeptsInScope } from '../../data/access/depts';
import { deleteUserSessions } from '../../data/access/sessions';
import { countUsersWithRole, listUserIdsWithRole } from '../../data/access/user-roles';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { isSuperAdmin } from '../menu/menu-tree';
import { canManageRole, isAdminRole, isReservedKey, normalizeMenuIds, scopeGrantable } from './role-grants';

export const toRoleRecord = (r: RoleItem): RoleRecord => ({
  roleId: r.roleId,
  roleName: r.roleName,
  roleKey: r.roleKey,
  roleSort: r.roleSort ?? 0,
  dataScope: r.dataScope ?? '5',
  menuIds: r.menuIds ?? [],
  deptIds: r.deptIds ?? [],
  status: r.status ?? '0',
  remark: r.remark ?? '',
  createBy: r.createBy ?? '',
  createTime: r.createTime,
  updateBy: r.updateBy ?? '',
  updateTime: r.updateTime ?? '',
  admin: isAdminRole(r),
});

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());
const deptPath = (d: DeptItem) => d.deptPath;

/** Roles matching a search: one Query of the role partition (bounded by MAX_ROLES). */
export async function searchRoles(search: RoleSearch): Promise<RoleRecord[]> {
  const endExclusive = search.endTime ? new Date(Date.parse(search.endTime) + 86_400_000).toISOString() : undefined;
  return (await listRoles())
    .filter(
      (r) =>
        contains(r.roleName, search.roleName) &&
        contains(r.roleKey, search.roleKey) &&
        (!search.status || r.status === search.status) &&
        (!search.beginTime || r.createTime >= search.beginTime) &&
        (!endExclusive || r.createTime < endExclusive),
    )
    .sort((a, b) => (a.roleSort ?? 0) - (b.roleSort ?? 0) || a.roleId - b.roleId)
    .map(toRoleRecord);
}

export async function pageRoles(query: RolePageQuery): Promise<Page<RoleRecord>> {
  const rows = await searchRoles(query);
  const start = (query.page - 1) * query.limit;
  return { total: rows.length, rows: rows.slice(start, start + query.limit) };
}

export async function getRole(roleId: number): Promise<RoleRecord> {
  const role = await getRoleById(roleId);
  if (!role) throw new AppError('role.notFound');
  return toRoleRecord(role);
}

/** Paths of the organizations of a custom scope; unknown organizations are refused. */
async function customPaths(deptIds: readonly number[]): Promise<string[]> {
  const depts = await getDeptsByIds([...new Set(deptIds)]);
  if (depts.length !== new Set(deptIds).size) throw new AppError('role.deptNotFound');
  return depts.map(deptPath);
}

/** The stored paths of a role's custom organizations (deleted organizations are ignored). */
async function storedCustomPaths(role: RoleItem): Promise<string[]> {
  return role.dataScope === '2' ? (await getDeptsByIds(role.deptIds ?? [])).map(deptPath) : [];
}

async function requireManageable(actor: Actor, role: RoleItem, menus: readonly MenuItem[]) {
  if (!canManageRole(actor, role, menus, await storedCustomPaths(role))) throw new AppError('role.notManageable');
}

async function checkScope(actor: Actor, dataScope: DataScopeCode, deptIds: readonly number[]): Promise<number[]> {
  const ids = dataScope === '2' ? [...new Set(deptIds)] : [];
  if (!scopeGrantable(actor, dataScope, await customPaths(ids))) throw new AppError('role.scopeNotGrantable');
  return ids;
}

function checkKey(actor: Actor, roleKey: string) {
  if (!isSuperAdmin(actor) && isReservedKey(roleKey)) throw new AppError('role.keyReserved');
}

/**
 * Sessions keep the permissions and scope resolved at login. A change that could narrow what a role's holders may
 * do (menus removed, scope changed, role disabled) ends their sessions, so nobody keeps rights they lost; additions
 * apply at their next login.
 */
async function endSessionsOfHolders(roleId: number): Promise<void> {
  for (const userId of await listUserIdsWithRole(roleId)) await deleteUserSessions(userId);
}

/** Enabled roles the caller may assign to users (user forms): the admin role only for the super administrator. */
export async function roleOptions(actor: Actor): Promise<RoleOption[]> {
  const [roles, menus] = await Promise.all([listRoles(), listMenus()]);
  const out: RoleOption[] = [];
  for (const r of roles.filter((x) => x.status === '0').sort((a, b) => (a.roleSort ?? 0) - (b.roleSort ?? 0) || a.roleId - b.roleId)) {
    if (canManageRole(actor, r, menus, await storedCustomPaths(r))) out.push({ roleId: r.roleId, roleName: r.roleName, roleKey: r.roleKey, status: r.status });
  }
  return out;
}

export async function addRole(actor: Actor, body: AddRoleBody): Promise<RoleRecord> {
  const [roles, menus] = await Promise.all([listRoles(), listMenus()]);
  if (roles.length >= MAX_ROLES) throw new AppError('role.tooMany');
  checkKey(actor, body.roleKey);
  const menuIds = normalizeMenuIds(actor, body.menuIds, menus);
  const deptIds = await checkScope(actor, body.dataScope, body.deptIds);
  if (await roleNameTaken(body.roleName)) throw new AppError('role.nameExists');
  if (await roleKeyTaken(body.roleKey)) throw new AppError('role.keyExists');
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
    createBy: actor.username,
    createTime: now,
    updateBy: actor.username,
    updateTime: now,
  };
  await createRole(item); // the markers make a concurrent duplicate fail here too
  return toRoleRecord(item);
}

export async function editRole(actor: Actor, body: UpdateRoleBody): Promise<RoleRecord> {
  const [before, menus] = await Promise.all([getRoleById(body.roleId), listMenus()]);
  if (!before) throw new AppError('role.notFound');
  await requireManageable(actor, before, menus);
  const admin = isAdminRole(before);
  if (admin && (body.roleKey !== before.roleKey || body.status !== '0')) throw new AppError('role.adminImmutable');
  if (body.roleKey.toLowerCase() !== before.roleKey.toLowerCase()) checkKey(actor, body.roleKey);
  // the admin role holds everything by its key; its menu list stays empty
  const menuIds = admin ? [] : normalizeMenuIds(actor, body.menuIds, menus);
  if (await roleNameTaken(body.roleName, body.roleId)) throw new AppError('role.nameExists');
  if (await roleKeyTaken(body.roleKey, body.roleId)) throw new AppError('role.keyExists');
  const after: RoleItem = {
    ...before,
    roleName: body.roleName,
    roleKey: body.roleKey,
    roleSort: body.roleSort,
    status: body.status,
    remark: body.remark,
    menuIds,
    updateBy: actor.username,
    updateTime: nowIso(),
  };
  await updateRole(before, after);
  const narrowed = (before.menuIds ?? []).some((id) => !menuIds.includes(id)) || (before.status === '0' && after.status === '1') || before.roleKey !== after.roleKey;
  if (narrowed && !admin) await endSessionsOfHolders(before.roleId);
  return toRoleRecord(after);
}

/** Enables or disables a role; disabling ends the sessions of its users at once. */
export async function changeRoleStatus(actor: Actor, body: RoleStatusBody): Promise<void> {
  const [before, menus] = await Promise.all([getRoleById(body.roleId), listMenus()]);
  if (!before) throw new AppError('role.notFound');
  await requireManageable(actor, before, menus);
  if (isAdminRole(before) && body.status !== '0') throw new AppError('role.adminImmutable');
  if (before.status === body.status) return;
  await updateRole(before, { ...before, status: body.status, updateBy: actor.username, updateTime: nowIso() });
  if (body.status === '1') await endSessionsOfHolders(before.roleId);
}

/** Sets a role's data scope (custom organizations for scope 2); holders' sessions end so the new scope applies. */
export async function setRoleDataScope(actor: Actor, body: RoleDataScopeBody): Promise<void> {
  const [before, menus] = await Promise.all([getRoleById(body.roleId), listMenus()]);
  if (!before) throw new AppError('role.notFound');
  await requireManageable(actor, before, menus);
  if (isAdminRole(before) && body.dataScope !== '1') throw new AppError('role.adminImmutable');
  const deptIds = await checkScope(actor, body.dataScope, body.deptIds);
  const same = before.dataScope === body.dataScope && [...(before.deptIds ?? [])].sort().join() === [...deptIds].sort().join();
  if (same) return;
  await updateRole(before, { ...before, dataScope: body.dataScope, deptIds, updateBy: actor.username, updateTime: nowIso() });
  await endSessionsOfHolders(before.roleId);
}

/** All or nothing: the admin role, a role held by users or one the caller could not have created refuses the call. */
export async function removeRoles(actor: Actor, ids: number[]): Promise<void> {
  const [found, menus] = await Promise.all([Promise.all(ids.map((id) => getRoleById(id))), listMenus()]);
  if (found.some((r) => !r)) throw new AppError('role.notFound');
  const roles = found as RoleItem[];
  if (roles.some(isAdminRole)) throw new AppError('role.adminImmutable');
  for (const role of roles) await requireManageable(actor, role, menus);
  for (const role of roles) {
    if ((await countUsersWithRole(role.roleId)) > 0) throw new AppError('role.assigned', { roleName: role.roleName });
  }
  await deleteRoles(roles);
}

function deptTree(depts: readonly DeptItem[]): TreeNode[] {
  const present = new Set(depts.map((d) => d.deptId));
  const byParent = new Map<number, DeptItem[]>();
  for (const d of [...depts].sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || a.deptId - b.deptId)) {
    byParent.set(d.parentId, [...(byParent.get(d.parentId) ?? []), d]);
  }
  const node = (d: DeptItem): TreeNode => {
    const children = (byParent.get(d.deptId) ?? []).map(node);
    return { id: d.deptId, label: d.deptName, ...(children.length ? { children } : {}) };
  };
  return depts.filter((d) => !present.has(d.parentId)).sort((a, b) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || a.deptId - b.deptId).map(node);
}

/** Organizations the caller may put into a custom scope (their own scope) and the role's current ones. */
export async function roleDeptTree(actor: Actor, roleId: number): Promise<RoleDeptTree> {
  const role = await getRoleById(roleId);
  if (!role) throw new AppError('role.notFound');
  const depts = await listDeptsInScope(actor.scope);
  const visible = new Set(depts.map((d) => d.deptId));
  return { depts: deptTree(depts), checkedKeys: (role.deptIds ?? []).filter((id) => visible.has(id)) };
}
