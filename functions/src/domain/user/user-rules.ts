/**
 * Rules of user management (spec sections 5 and 6) that do not depend on one call: which roles a caller may give,
 * what a set of roles allows (work-order types), operation vs view accounts, quotas, and who may be operated on.
 */
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { UserType } from '@aed/shared/schemas/user';
import { getDeptsByIds, listAllMenus } from '../../data/access/access-control';
import { listMembersOfDept } from '../../data/access/users';
import { listRoles } from '../../data/access/roles';
import { readMembersLock, type MembersLock } from '../../data/access/members-lock';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { MenuItem } from '../../data/entities/menu-entity';
import type { RoleItem } from '../../data/entities/role-entity';
import type { UserItem } from '../../data/entities/user-entity';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { scopeCovers } from '../data-scope';
import { assertAdminSlots } from '../dept/admin-slots';
import { isSuperAdmin } from '../menu/menu-tree';
import { canManageRole, isAdminRole } from '../role/role-grants';

/** Actions that only look: a role whose permissions all end so grants a view account. */
const READ_ONLY_ACTIONS = ['list', 'query', 'export'];

/** The roles and menus a user decision needs, loaded once per call (both are small, bounded partitions). */
export interface RoleContext {
  roles: Map<number, RoleItem>;
  menus: readonly MenuItem[];
  permsOf(role: RoleItem): string[];
}

export async function loadRoleContext(): Promise<RoleContext> {
  const [roles, menus] = await Promise.all([listRoles(), listAllMenus()]);
  const perms = new Map(menus.map((m) => [m.menuId, m.perms ?? '']));
  return {
    roles: new Map(roles.map((r) => [r.roleId, r])),
    menus,
    permsOf: (role) => (role.menuIds ?? []).map((id) => perms.get(id) ?? '').filter(Boolean),
  };
}

export interface RoleCapabilities {
  canHandleOrders: boolean;
  canDistributeOrders: boolean;
  /** Grants something beyond looking (an operation account rather than a view account). */
  operates: boolean;
}

export function capabilitiesOf(ctx: RoleContext, role: RoleItem): RoleCapabilities {
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

/** May the actor give (or take away) this role? Enabled roles within the actor's own rights (role-grants.ts). */
export async function canGiveRole(actor: Actor, ctx: RoleContext, role: RoleItem): Promise<boolean> {
  return role.status === '0' && canManageRole(actor, role, ctx.menus, await customPathsOf(role));
}

/** The enabled roles the actor may give, with what they allow (the user form's options). */
export async function grantableRoles(actor: Actor, ctx: RoleContext): Promise<RoleItem[]> {
  const out: RoleItem[] = [];
  for (const role of [...ctx.roles.values()].sort((a, b) => (a.roleSort ?? 0) - (b.roleSort ?? 0) || a.roleId - b.roleId)) {
    if (await canGiveRole(actor, ctx, role)) out.push(role);
  }
  return out;
}

/**
 * Roles requested for a user: they must exist and be enabled (user.roleNotFound); each role added or removed must
 * be one the actor may give (user.roleNotGrantable), so nobody hands out or strips rights they do not hold.
 */
export async function checkRoleChange(actor: Actor, ctx: RoleContext, before: readonly number[], after: readonly number[]): Promise<RoleItem[]> {
  const roles = after.map((id) => ctx.roles.get(id));
  if (roles.some((r) => !r || r.status !== '0')) throw new AppError('user.roleNotFound');
  const changed = [...after.filter((id) => !before.includes(id)), ...before.filter((id) => !after.includes(id))];
  for (const id of changed) {
    const role = ctx.roles.get(id);
    if (role && !(await canGiveRole(actor, ctx, role))) throw new AppError('user.roleNotGrantable');
  }
  return roles as RoleItem[];
}

/** Spec section 5: a role that cannot handle orders forbids `handler`; one that cannot distribute forbids `reminder`. */
export function checkUserTypes(ctx: RoleContext, roles: readonly RoleItem[], userTypes: readonly UserType[]): void {
  const caps = roles.map((r) => capabilitiesOf(ctx, r));
  if (userTypes.includes('handler') && !caps.some((c) => c.canHandleOrders)) throw new AppError('user.handlerNotAllowed');
  if (userTypes.includes('reminder') && !caps.some((c) => c.canDistributeOrders)) throw new AppError('user.reminderNotAllowed');
}

/**
 * May the actor operate on this existing user at all? The super administrator never (spec), users outside the
 * actor's scope never (answered as absent), and users holding a role the actor could not give only by someone who
 * could (otherwise an organization administrator could reset the password of a more powerful account in scope).
 */
export async function assertOperable(actor: Actor, ctx: RoleContext, user: UserItem | null): Promise<UserItem> {
  if (!user || !scopeCovers(actor.scope, user.deptPath, user.userId)) throw new AppError('user.notFound');
  if (user.isSuperAdmin) throw new AppError('user.superAdminImmutable');
  if (isSuperAdmin(actor)) return user;
  for (const id of user.roleIds ?? []) {
    const role = ctx.roles.get(id);
    if (role && !canManageRole(actor, role, ctx.menus, await customPathsOf(role))) throw new AppError('user.roleNotGrantable');
  }
  return user;
}

/** The organization a user is put in: it must exist and lie in the actor's scope. */
export function assertDeptInScope(actor: Actor, dept: DeptItem | null): DeptItem {
  if (!dept) throw new AppError('dept.notFound');
  if (!scopeCovers(actor.scope, dept.deptPath)) throw new AppError('common.forbidden');
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
  if (members.length + 1 > (dept.userQuota ?? 0)) throw new AppError('user.userQuotaFull', { max: dept.userQuota ?? 0 });
  const operates = (roleIds: readonly number[]) =>
    roleIds.some((id) => {
      const role = ctx.roles.get(id);
      return !!role && capabilitiesOf(ctx, role).operates;
    });
  if (roles.some((r) => capabilitiesOf(ctx, r).operates)) {
    const max = dept.operationAccountCount ?? 0;
    if (members.filter((u) => operates(u.roleIds ?? [])).length + 1 > max) throw new AppError('user.operatorQuotaFull', { max });
  } else {
    const max = dept.viewAccountCount ?? 0;
    if (members.filter((u) => !operates(u.roleIds ?? [])).length + 1 > max) throw new AppError('user.viewerQuotaFull', { max });
  }
  return lock;
}
