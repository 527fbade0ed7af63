/**
 * Rules of user management (spec sections 5 and 6) that do not depend on one call: which roles a caller may give,
 * what a set of roles allows (work-order types), operation vs view accounts, quotas, and who may be operated on.
 */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { UserType } from '@aed/shared/schemas/user';
import { getDeptsByIds, getRolesByIds, listAllMenus } from '../../data/access/access-control';
import { listMembersOfDept } from '../../data/access/user-reads';
import { listBuiltInRoles, listRolesOfDept } from '../../data/access/roles';
import { readMembersLock, type MembersLock } from '../../data/access/members-lock';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import type { UserItem } from '../../data/entities/user-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers } from '../../data/data-scope';
import { assertAdminSlots } from '../dept/admin-slots';
import { isSuperAdmin } from '../menu/menu-tree';
import { canGiveRoleTo, canManageRole, canSeeRole, isAdminRole } from '../role/role-grants';
import { USER_ERRORS } from '@aed/shared/errors/user-errors';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

/** Actions that only look: a role whose permissions all end so grants a view account. */
const READ_ONLY_ACTIONS = ['list', 'query', 'export'];

/**
 * The roles and menus a user decision needs. Menus are one small bounded partition, read once; roles are read by id
 * as the decision needs them (`load`), never every tenant's roles (docs/decisions/0025).
 */
export interface RoleContext {
  /** The roles read so far, by id. */
  roles: Map<number, RoleItem>;
  menus: readonly MenuItem[];
  permsOf(role: RoleItem): string[];
  /** Reads the roles of these ids not read yet (one BatchGet). */
  load(roleIds: Iterable<number>): Promise<void>;
  /** The paths of a custom-scope role's organizations (read once per role). */
  customPaths(role: RoleItem): Promise<string[]>;
}

export async function loadRoleContext(roleIds: Iterable<number> = []): Promise<RoleContext> {
  const menus = await listAllMenus();
  const perms = new Map(menus.map((m) => [m.menuId, m.perms ?? '']));
  const roles = new Map<number, RoleItem>();
  const paths = new Map<number, Promise<string[]>>();
  const ctx: RoleContext = {
    roles,
    menus,
    permsOf: (role) => (role.menuIds ?? []).map((id) => perms.get(id) ?? '').filter(Boolean),
    load: async (ids) => {
      const missing = [...new Set(ids)].filter((id) => !roles.has(id));
      for (const role of await getRolesByIds(missing)) roles.set(role.roleId, role);
    },
    customPaths: (role) => {
      if (!paths.has(role.roleId)) paths.set(role.roleId, customPathsOf(role));
      return paths.get(role.roleId)!;
    },
  };
  await ctx.load(roleIds);
  return ctx;
}

export interface RoleCapabilities {
  canHandleOrders: boolean;
  canDistributeOrders: boolean;
  /** Grants something beyond looking (an operation account rather than a view account). */
  operates: boolean;
}

export function capabilitiesOf(ctx: Pick<RoleContext, 'permsOf'>, role: RoleItem): RoleCapabilities {
  if (isAdminRole(role)) return { canHandleOrders: true, canDistributeOrders: true, operates: true };
  const perms = ctx.permsOf(role);
  return {
    canHandleOrders: perms.includes(PERMISSIONS.workOrder.handle),
    canDistributeOrders: perms.includes(PERMISSIONS.workOrder.distribute),
    operates: perms.some((p) => !READ_ONLY_ACTIONS.includes(p.split(':').pop() ?? '')),
  };
}

const customPathsOf = async (role: RoleItem): Promise<string[]> =>
  role.dataScope === '2' ? (await getDeptsByIds(role.deptIds ?? [])).map((d) => d.deptPath) : [];

/** Could the actor have created this role (its menus and scope within the actor's own, decision 0007)? */
const withinRights = async (actor: Actor, ctx: RoleContext, role: RoleItem) => canManageRole(actor, role, ctx.menus, await ctx.customPaths(role));

/** Does the actor see the role (docs/decisions/0025)? Others answer as missing ones. */
export const seesRole = async (actor: Actor, ctx: RoleContext, role: RoleItem) => canSeeRole(actor, role, ctx.menus, await ctx.customPaths(role));

/** May the actor give this role to a user of organization `userDeptPath` (docs/decisions/0025)? */
export const canGiveRole = async (actor: Actor, ctx: RoleContext, role: RoleItem, userDeptPath: string) =>
  canGiveRoleTo(actor, role, ctx.menus, await ctx.customPaths(role), userDeptPath);

/** The paths of `path` and of the organizations above it ("0,100,200," -> "0,100,", "0,100,200,"). */
const selfAndAncestors = (path: string) => {
  const ids = path.split(',').filter(Boolean);
  return ids.slice(1).map((_, i) => `${ids.slice(0, i + 2).join(',')},`);
};

/**
 * The roles the actor sees that could go to a user of `dept`: the built-in roles it sees and the custom roles of
 * `dept` and of the organizations above it that lie in its scope (a few bounded Queries, never another tenant's
 * roles). Deepest organization first, built-in roles last, each by sort order.
 */
export async function rolesForDept(actor: Actor, ctx: RoleContext, dept: Pick<DeptItem, 'deptPath'>): Promise<RoleItem[]> {
  const owners = selfAndAncestors(dept.deptPath).filter((p) => scopeCovers(actor.scope, p));
  const [builtIns, ...custom] = await Promise.all([listBuiltInRoles(), ...owners.map(listRolesOfDept)]);
  const out: RoleItem[] = [];
  for (const role of [...custom.reverse().flat(), ...builtIns.sort(bySort)]) {
    ctx.roles.set(role.roleId, role);
    if (await seesRole(actor, ctx, role)) out.push(role);
  }
  return out;
}
const bySort = (a: RoleItem, b: RoleItem) => (a.roleSort ?? 0) - (b.roleSort ?? 0) || a.roleId - b.roleId;

/** The enabled roles the actor may give to a user of `dept` (the user form's options). */
export async function grantableRoles(actor: Actor, ctx: RoleContext, dept: Pick<DeptItem, 'deptPath'>): Promise<RoleItem[]> {
  const out: RoleItem[] = [];
  for (const role of await rolesForDept(actor, ctx, dept)) if (await canGiveRole(actor, ctx, role, dept.deptPath)) out.push(role);
  return out;
}

/**
 * The roles of a user after a change from `before` to the requested `after`, for a user of organization
 * `userDeptPath`. Roles the actor does not see are kept untouched (whatever the request says about them) and a
 * requested one it does not see answers as missing (user.roleNotFound). The super administrator role is never added
 * (user.superAdminRoleNotAssignable, decision 0035). Each role added must be one the actor may give there (enabled, user.roleNotFound otherwise; within its rights and of the user's organization or above,
 * user.roleNotGrantable); each role taken away one within its rights. A user moved to another organization (`moved`)
 * keeps only the custom roles it sees of that organization or above. Answers the role ids to store and the enabled
 * roles among them.
 */
export async function checkRoleChange(
  actor: Actor,
  ctx: RoleContext,
  before: readonly number[],
  after: readonly number[],
  userDeptPath: string,
  moved = false,
): Promise<{ roleIds: number[]; roles: RoleItem[] }> {
  await ctx.load([...before, ...after]);
  const visible = new Set<number>();
  for (const id of new Set([...before, ...after])) {
    const role = ctx.roles.get(id);
    if (role && (await seesRole(actor, ctx, role))) visible.add(id);
  }
  const hiddenKept = before.filter((id) => !visible.has(id));
  if (after.some((id) => !visible.has(id) && !hiddenKept.includes(id))) throw AppError.of(USER_ERRORS, 'user.roleNotFound');
  const roleIds = [...new Set([...after.filter((id) => visible.has(id)), ...hiddenKept])];
  for (const id of roleIds.filter((r) => !before.includes(r))) {
    const role = ctx.roles.get(id)!;
    // not even the super administrator gives it: its holder would be a second, unprotected super administrator
    if (isAdminRole(role)) throw AppError.of(USER_ERRORS, 'user.superAdminRoleNotAssignable');
    if (role.status !== '0') throw AppError.of(USER_ERRORS, 'user.roleNotFound');
    if (!(await canGiveRole(actor, ctx, role, userDeptPath))) throw AppError.of(USER_ERRORS, 'user.roleNotGrantable');
  }
  for (const id of before.filter((r) => !roleIds.includes(r))) {
    if (!(await withinRights(actor, ctx, ctx.roles.get(id)!))) throw AppError.of(USER_ERRORS, 'user.roleNotGrantable');
  }
  const held = roleIds.map((id) => ctx.roles.get(id)).filter((r): r is RoleItem => !!r);
  if (moved && held.some((r) => visible.has(r.roleId) && !r.builtIn && !userDeptPath.startsWith(r.deptPath))) throw AppError.of(USER_ERRORS, 'user.roleNotGrantable');
  return { roleIds, roles: held.filter((r) => r.status === '0') };
}

/** Spec section 5: a role that cannot handle orders forbids `handler`; one that cannot distribute forbids `reminder`. */
export function checkUserTypes(ctx: RoleContext, roles: readonly RoleItem[], userTypes: readonly UserType[]): void {
  const caps = roles.map((r) => capabilitiesOf(ctx, r));
  if (userTypes.includes('handler') && !caps.some((c) => c.canHandleOrders)) throw AppError.of(USER_ERRORS, 'user.handlerNotAllowed');
  if (userTypes.includes('reminder') && !caps.some((c) => c.canDistributeOrders)) throw AppError.of(USER_ERRORS, 'user.reminderNotAllowed');
}

/**
 * May the actor operate on this existing user at all? The super administrator never (spec), users outside the
 * actor's scope never (answered as absent), and users holding a role the actor could not give only by someone who
 * could (otherwise an organization administrator could reset the password of a more powerful account in scope).
 */
export async function assertOperable(actor: Actor, ctx: RoleContext, user: UserItem | null): Promise<UserItem> {
  if (!user || !scopeCovers(actor.scope, user.deptPath, user.userId)) throw AppError.of(USER_ERRORS, 'user.notFound');
  if (user.isSuperAdmin) throw AppError.of(USER_ERRORS, 'user.superAdminImmutable');
  if (isSuperAdmin(actor)) return user;
  await ctx.load(user.roleIds ?? []);
  for (const id of user.roleIds ?? []) {
    const role = ctx.roles.get(id);
    if (role && !(await withinRights(actor, ctx, role))) throw AppError.of(USER_ERRORS, 'user.roleNotGrantable');
  }
  return user;
}

/**
 * The organization a user is put in: it must exist and lie in the actor's scope; one outside it is answered as a
 * missing one (it does not exist for the caller, decision 0025).
 */
export function assertDeptInScope(actor: Actor, dept: DeptItem | null): DeptItem {
  if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  return dept;
}

const isRootDept = (dept: DeptItem) => dept.parentId === 0;

/**
 * Quotas of the organization for one more (or a changed) enabled account: the user quota, and the operation or
 * view account count by what the roles allow. The default organization (the platform operator) has no quota; for
 * every other organization the quota its parent allocated is the limit. Admin slots are checked too. Answers the
 * members lock to write with the change, so a concurrent add cannot pass the same count.
 */
export async function checkMembership(
  dept: DeptItem,
  ctx: RoleContext,
  roles: readonly RoleItem[],
  options: { enabled: boolean; exceptUserId?: number },
): Promise<MembersLock> {
  const lock = await readMembersLock(dept.deptId);
  await assertAdminSlots(dept.deptId, roles.map((r) => r.roleKey), options.exceptUserId);
  if (!options.enabled || isRootDept(dept)) return lock;
  const members = (await listMembersOfDept(dept.deptPath)).filter((u) => u.userId !== options.exceptUserId && u.status === '0');
  await ctx.load(members.flatMap((u) => u.roleIds ?? []));
  if (members.length + 1 > (dept.userQuota ?? 0)) throw AppError.of(USER_ERRORS, 'user.userQuotaFull', { max: dept.userQuota ?? 0 });
  const operates = (roleIds: readonly number[]) =>
    roleIds.some((id) => {
      const role = ctx.roles.get(id);
      return !!role && capabilitiesOf(ctx, role).operates;
    });
  if (roles.some((r) => capabilitiesOf(ctx, r).operates)) {
    const max = dept.operationAccountCount ?? 0;
    if (members.filter((u) => operates(u.roleIds ?? [])).length + 1 > max) throw AppError.of(USER_ERRORS, 'user.operatorQuotaFull', { max });
  } else {
    const max = dept.viewAccountCount ?? 0;
    if (members.filter((u) => !operates(u.roleIds ?? [])).length + 1 > max) throw AppError.of(USER_ERRORS, 'user.viewerQuotaFull', { max });
  }
  return lock;
}
