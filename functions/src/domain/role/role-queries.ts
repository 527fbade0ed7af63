import type { RoleDeptTree, RoleOption, RoleOptionsQuery, RolePageQuery, RoleRecord, RoleSearch } from '@aed/shared/schemas/role';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { Language } from '@aed/shared/constants/limits';
import { builtInRoleName } from '@aed/shared/i18n/built-in/roles';
import { shownText } from '@aed/shared/i18n/built-in/text';
import type { TreeNode } from '@aed/shared/schemas/menu';
import { listMenus } from '../../data/access/menus';
import { countRoles, getRoleById, listBuiltInRoles, listRoles, pageRoles, type RoleFilter, type RolePartition } from '../../data/access/roles';
import { getDept, getDeptsByIds } from '../../data/access/access-control';
import { listDeptsInScope } from '../../data/access/dept-reads';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import { pageWithTotal } from '../../data/access/cursor-walk';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { narrowScope, scopeCovers, scopeQueries } from '../../data/data-scope';
import { capabilitiesOf, grantableRoles, loadRoleContext } from '../user/user-rules';
import { canChangeRole, canSeeRole, isAdminRole, isRootRole } from './role-grants';
import { ROLE_ERRORS } from '@aed/shared/errors/role-errors';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/*
 * Reading roles (pages, one, options, organization trees) and their record mapping. Kept apart from the changes
 * (role-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

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
export async function rolesView(actor: Actor, roles: readonly RoleItem[], menus?: readonly MenuItem[]) {
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
  if (!role || !view.sees(role)) throw AppError.of(ROLE_ERRORS, 'role.notFound');
  return { role, menus: view.menus };
}

/** A role's name for a viewer reading `language`: a built-in role's name in that language until someone renames it. */
export const roleNameIn = (role: Pick<RoleItem, 'builtIn' | 'roleKey' | 'roleName'>, language: Language): string => shownText(builtInRoleName(role), role.roleName, language);

/**
 * Records as the caller sees them: the name in its language, the owner's name, the custom organizations it sees,
 * whether it may change them.
 */
export async function toRoleRecords(actor: Actor, roles: readonly RoleItem[], language: Language, menus?: readonly MenuItem[]): Promise<RoleRecord[]> {
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

/**
 * The roles the caller may give to a user of organization `deptId` (default its own; user forms), with what they
 * allow. An organization outside the caller's scope answers as a missing one.
 */
export async function roleOptions(actor: Actor, query: RoleOptionsQuery, language: Language): Promise<RoleOption[]> {
  const dept = query.deptId === undefined || query.deptId === actor.deptId ? { deptPath: actor.deptPath } : await getDept(query.deptId);
  if (!dept || (query.deptId !== undefined && query.deptId !== actor.deptId && !scopeCovers(actor.scope, dept.deptPath))) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
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
