import type {
  AddRoleBody,
  DataScopeCode,
  RoleDataScopeBody,
  RoleDeptTree,
  RoleOption,
  RoleOptionsQuery,
  RolePageQuery,
  RoleRecord,
  RoleSearch,
  RoleStatusBody,
  UpdateRoleBody,
} from '@aed/shared/schemas/role';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { Language } from '@aed/shared/constants/limits';
import { builtInRoleName, editedText, nameParam, searchableTexts, shownText } from '@aed/shared/i18n/built-in-names';
import type { TreeNode } from '@aed/shared/schemas/menu';
import { nextId } from '../../data/access/ids';
import { listMenus } from '../../data/access/menus';
import {
  countRoles,
  createRole,
  customRolesNamed,
  deleteRoles,
  getRoleById,
  listBuiltInRoles,
  listRoles,
  pageRoles,
  roleValueTaken,
  updateRole,
  type RoleFilter,
  type RolePartition,
} from '../../data/access/roles';
import { getDept, getDeptsByIds, getRolesByIds } from '../../data/access/access-control';
import { listDeptsInScope } from '../../data/access/depts';
import { deleteUserSessions } from '../../data/access/sessions';
import { countUsersWithRole, listUserIdsWithRole } from '../../data/access/user-roles';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import { nowIso } from '../../lib/time';
import { pageWithTotal } from '../../data/access/cursor-walk';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { narrowScope, scopeCovers, scopeCoversSubtree, scopeQueries } from '../../data/data-scope';
import { isSuperAdmin } from '../menu/menu-tree';
import { capabilitiesOf, grantableRoles, loadRoleContext } from '../user/user-rules';
import { canChangeRole, canSeeRole, isAdminRole, isReservedKey, isRootRole, normalizeMenuIds, scopeFitsRole, scopeGrantable } from './role-grants';

/**
 * Roles belong to an organization (docs/decisions/0025): a caller sees the roles of the organizations in its data
 * scope and the built-in roles it may give; it changes a role only when its scope holds the role organization's whole
 * subtree (built-in roles: the platform administrators); any other role answers as a missing one.
 */

/** Exports stop here (the file is for people, not a backup); counts too ("at least"). */
const MAX_ROLE_ROWS = 10_000;

/** The paths of the custom-scope organizations of roles (one BatchGet for all of them; deleted ones are ignored). */
async function customPathsOf(roles: readonly RoleItem[]): Promise<Map<number, string[]>> {
  const ids = [...new Set(roles.filter((r) => r.dataScope === '2').flatMap((r) => r.deptIds ?? []))];
  const paths = new Map((await getDeptsByIds(ids)).map((d) => [d.deptId, d.deptPath]));
  return new Map(roles.map((r) => [r.roleId, r.dataScope === '2' ? (r.deptIds ?? []).flatMap((id) => paths.get(id) ?? []) : []]));
}

/** Who may see and change what: the menus (one bounded partition) and the roles' custom organizations. */
async function rolesView(actor: Actor, roles: readonly RoleItem[], menus?: readonly MenuItem[]) {
  const [allMenus, paths] = await Promise.all([menus ?? listMenus(), customPathsOf(roles)]);
  const pathsOf = (r: RoleItem) => paths.get(r.roleId) ?? [];
  return {
    menus: allMenus,
    sees: (r: RoleItem) => canSeeRole(actor, r, allMenus, pathsOf(r)),
    changes: (r: RoleItem) => canChangeRole(actor, r, allMenus, pathsOf(r)),
  };
}

/** The role if the caller sees it; otherwise (another tenant's role, or none) role.notFound. */
async function visibleRole(actor: Actor, roleId: number, menus?: readonly MenuItem[]) {
  const role = await getRoleById(roleId);
  const view = await rolesView(actor, role ? [role] : [], menus);
  if (!role || !view.sees(role)) throw new AppError('role.notFound');
  return { role, menus: view.menus };
}

/** The role if the caller may change it (answers role.notFound for a role it does not see, role.notManageable otherwise). */
async function changeableRole(actor: Actor, roleId: number) {
  const role = await getRoleById(roleId);
  const view = await rolesView(actor, role ? [role] : []);
  if (!role || !view.sees(role)) throw new AppError('role.notFound');
  if (!view.changes(role)) throw new AppError('role.notManageable');
  return { role, menus: view.menus };
}

/** A role's name for a viewer reading `language`: a built-in role's name in that language until someone renames it. */
export const roleNameIn = (role: Pick<RoleItem, 'builtIn' | 'roleKey' | 'roleName'>, language: Language): string => shownText(builtInRoleName(role), role.roleName, language);

/**
 * Records as the caller sees them: the name in its language, the owner's name, the custom organizations it sees,
 * whether it may change them.
 */
async function toRoleRecords(actor: Actor, roles: readonly RoleItem[], language: Language, menus?: readonly MenuItem[]): Promise<RoleRecord[]> {
  const view = await rolesView(actor, roles, menus);
  const depts = new Map((await getDeptsByIds([...new Set(roles.flatMap((r) => [r.deptId, ...(r.deptIds ?? [])]))])).map((d) => [d.deptId, d]));
  const shown = (id: number) => {
    const dept = depts.get(id);
    return !!dept && scopeCovers(actor.scope, dept.deptPath);
  };
  return roles.map((r) => ({
    roleId: r.roleId,
    roleName: roleNameIn(r, language),
    roleKey: r.roleKey,
    roleSort: r.roleSort ?? 0,
    dataScope: r.dataScope ?? '5',
    menuIds: r.menuIds ?? [],
    deptIds: (r.deptIds ?? []).filter(shown),
    status: r.status ?? '0',
    remark: r.remark ?? '',
    createBy: r.createBy ?? '',
    createTime: r.createTime,
    updateBy: r.updateBy ?? '',
    updateTime: r.updateTime ?? '',
    admin: isAdminRole(r),
    deptId: r.deptId,
    deptName: depts.get(r.deptId)?.deptName ?? '',
    builtIn: r.builtIn === true,
    manageable: view.changes(r),
  }));
}

const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const filterOf = (search: RoleSearch): RoleFilter => ({
  roleName: search.roleName?.trim().toLowerCase(),
  roleKey: search.roleKey?.trim().toLowerCase(),
  status: search.status,
  from: search.beginTime,
  to: search.endTime ? dayAfter(search.endTime) : undefined,
});

/**
 * The partitions of the caller's role list: the built-in roles it sees (read from their own small index and decided
 * here), then the caller's data scope as key-prefix Queries of the roles' organization path index.
 * Also answers the menus read to decide it, so a request reads them once.
 */
async function listPartitions(actor: Actor): Promise<{ partitions: RolePartition[]; menus: readonly MenuItem[] }> {
  const builtIns = await listBuiltInRoles();
  const view = await rolesView(actor, builtIns);
  return { partitions: [{ builtIns: builtIns.filter(view.sees) }, ...scopeQueries(actor.scope)], menus: view.menus };
}

export async function pageRolesOf(actor: Actor, query: RolePageQuery, language: Language): Promise<CursorPage<RoleRecord>> {
  const { partitions, menus } = await listPartitions(actor);
  const filter = filterOf(query);
  // the total comes with the first page only, a capped count (decision 0030)
  const page = await pageWithTotal(query.cursor, () => pageRoles(partitions, filter, query.limit, query.cursor), () => countRoles(partitions, filter));
  return { ...page, rows: await toRoleRecords(actor, page.rows, language, menus) };
}

/** The roles matching a search that the caller sees (export), at most MAX_ROLE_ROWS. */
export async function searchRoles(actor: Actor, search: RoleSearch, language: Language): Promise<RoleRecord[]> {
  const { partitions, menus } = await listPartitions(actor);
  return toRoleRecords(actor, await listRoles(partitions, filterOf(search), MAX_ROLE_ROWS), language, menus);
}

export async function getRole(actor: Actor, roleId: number, language: Language): Promise<RoleRecord> {
  const { role } = await visibleRole(actor, roleId);
  return (await toRoleRecords(actor, [role], language))[0]!;
}

/** Paths of the organizations of a custom scope; unknown organizations and those outside the caller's scope are refused alike. */
async function customPaths(actor: Actor, deptIds: readonly number[]): Promise<string[]> {
  const ids = [...new Set(deptIds)];
  const depts = (await getDeptsByIds(ids)).filter((d) => scopeCovers(actor.scope, d.deptPath));
  if (depts.length !== ids.length) throw new AppError('role.deptNotFound');
  return depts.map((d) => d.deptPath);
}

/** The organizations of a data scope for a role of `owner`: within the caller's scope and the owner's subtree. */
async function checkScope(actor: Actor, owner: Pick<RoleItem, 'deptId' | 'deptPath'>, dataScope: DataScopeCode, deptIds: readonly number[]): Promise<number[]> {
  const ids = dataScope === '2' ? [...new Set(deptIds)] : [];
  const paths = await customPaths(actor, ids);
  if (!scopeGrantable(actor, dataScope, paths)) throw new AppError('role.scopeNotGrantable');
  if (!scopeFitsRole(owner, dataScope, paths)) throw new AppError('role.scopeOutsideDept');
  return ids;
}

function checkKey(actor: Actor, roleKey: string) {
  if (!isSuperAdmin(actor) && isReservedKey(roleKey)) throw new AppError('role.keyReserved');
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
  if ((await roleValueTaken('Name', role.deptId, roleName, roleId)) || (role.builtIn && (await customRolesNamed(roleName)) > 0)) throw new AppError('role.nameExists');
  if (!role.builtIn && (await namesABuiltInRole(roleName))) throw new AppError('role.nameExists');
  if (await roleValueTaken('Key', role.deptId, roleKey, roleId)) throw new AppError('role.keyExists');
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
 * The roles the caller may give to a user of organization `deptId` (default its own; user forms), with what they
 * allow. An organization outside the caller's scope answers as a missing one.
 */
export async function roleOptions(actor: Actor, query: RoleOptionsQuery, language: Language): Promise<RoleOption[]> {
  const dept = query.deptId === undefined || query.deptId === actor.deptId ? { deptPath: actor.deptPath } : await getDept(query.deptId);
  if (!dept || (query.deptId !== undefined && query.deptId !== actor.deptId && !scopeCovers(actor.scope, dept.deptPath))) throw new AppError('dept.notFound');
  const ctx = await loadRoleContext();
  return (await grantableRoles(actor, ctx, dept)).map((r) => {
    const caps = capabilitiesOf(ctx, r);
    return {
      roleId: r.roleId,
      roleName: roleNameIn(r, language),
      roleKey: r.roleKey,
      status: r.status,
      deptId: r.deptId,
      builtIn: r.builtIn === true,
      canHandleOrders: caps.canHandleOrders,
      canDistributeOrders: caps.canDistributeOrders,
    };
  });
}

/**
 * The organization a new role will belong to (default the caller's own): one the caller sees, whose whole subtree is
 * in its scope (the role's users may be anywhere in it).
 */
async function ownerFor(actor: Actor, deptId: number | undefined): Promise<DeptItem> {
  const dept = await getDept(deptId ?? actor.deptId);
  if (!dept || (dept.deptId !== actor.deptId && !scopeCovers(actor.scope, dept.deptPath))) throw new AppError('role.deptNotFound');
  if (!scopeCoversSubtree(actor.scope, dept.deptPath)) throw new AppError('role.deptNotAllowed');
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
  if (admin && (body.roleKey !== before.roleKey || body.status !== '0')) throw new AppError('role.adminImmutable');
  const rekeyed = body.roleKey.toLowerCase() !== before.roleKey.toLowerCase();
  // the platform's code refers to built-in roles by their codes (administrator slots, reserved codes)
  if (before.builtIn && rekeyed) throw new AppError('role.builtInImmutable');
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
  const narrowed = (before.menuIds ?? []).some((id) => !menuIds.includes(id)) || (before.status === '0' && after.status === '1') || before.roleKey !== after.roleKey;
  if (narrowed && !admin) await endSessionsOfHolders(before.roleId);
  return (await toRoleRecords(actor, [after], language))[0]!;
}

/** Enables or disables a role; disabling ends the sessions of its users at once. */
export async function changeRoleStatus(actor: Actor, body: RoleStatusBody): Promise<void> {
  const { role: before } = await changeableRole(actor, body.roleId);
  if (isAdminRole(before) && body.status !== '0') throw new AppError('role.adminImmutable');
  if (before.status === body.status) return;
  await updateRole(before, { ...before, status: body.status, updateBy: actor.username, updateTime: nowIso() });
  if (body.status === '1') await endSessionsOfHolders(before.roleId);
}

/** Sets a role's data scope (custom organizations for scope 2); holders' sessions end so the new scope applies. */
export async function setRoleDataScope(actor: Actor, body: RoleDataScopeBody): Promise<void> {
  const { role: before } = await changeableRole(actor, body.roleId);
  if (isAdminRole(before) && body.dataScope !== '1') throw new AppError('role.adminImmutable');
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
  if (roles.some((r) => !r || !view.sees(r))) throw new AppError('role.notFound');
  const items = roles as RoleItem[];
  if (items.some(isAdminRole)) throw new AppError('role.adminImmutable');
  if (items.some((r) => !view.changes(r))) throw new AppError('role.notManageable');
  if (items.some((r) => r.builtIn)) throw new AppError('role.builtInImmutable');
  for (const role of items) {
    if ((await countUsersWithRole(role.roleId)) > 0) throw new AppError('role.assigned', { roleName: nameParam(builtInRoleName(role), role.roleName) });
  }
  await deleteRoles(items);
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

/**
 * Organizations the caller may put into the role's custom scope (its own scope, within the role organization's
 * subtree unless the role is the root's) and the role's current ones it sees.
 */
export async function roleDeptTree(actor: Actor, roleId: number): Promise<RoleDeptTree> {
  const { role } = await visibleRole(actor, roleId);
  const scope = isRootRole(role) ? actor.scope : narrowScope(actor.scope, role.deptPath, true, actor.deptPath);
  const depts = await listDeptsInScope(scope);
  const visible = new Set(depts.map((d) => d.deptId));
  return { depts: deptTree(depts), checkedKeys: (role.deptIds ?? []).filter((id) => visible.has(id)) };
}

/**
 * The organizations the caller may keep roles in, as a tree (the add form's organization picker): those whose whole
 * subtree is in its scope, i.e. its "organization and below" subtrees (everything with scope "all").
 */
export async function roleDeptOptions(actor: Actor): Promise<TreeNode[]> {
  return deptTree(await listDeptsInScope({ all: actor.scope.all, subtrees: actor.scope.subtrees, exact: [] }));
}

/** The role if the caller sees it (its menu tree, menu-service). */
export const roleForMenuTree = async (actor: Actor, roleId: number, menus: readonly MenuItem[]): Promise<RoleItem> => (await visibleRole(actor, roleId, menus)).role;
