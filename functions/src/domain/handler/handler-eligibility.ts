import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { HandlerEligibility } from '@aed/shared/schemas/handler';
import type { UserItem } from '../../data/entities/user-entity';
import { isAdminRole } from '../role/role-grants';
import type { RoleContext } from '../user/user-rules';

/**
 * "The account must be active and have access to the page" (spec sections 5, 6): does the user hold the order-handling
 * permission through an enabled role, exactly as login would grant it (auth/grants.ts `resolveGrants`): the super
 * administrator, or an enabled role whose enabled menus carry `workorder:order:handle` (the alarm orders page is
 * guarded by it).
 */
export function canHandleOrders(user: Pick<UserItem, 'isSuperAdmin' | 'roleIds'>, ctx: RoleContext): boolean {
  if (user.isSuperAdmin) return true;
  const roles = (user.roleIds ?? []).map((id) => ctx.roles.get(id)).filter((r) => r !== undefined && r.status === '0');
  if (roles.some((r) => isAdminRole(r!))) return true;
  const handleMenus = new Set(ctx.menus.filter((m) => m.perms === PERMISSIONS.workOrder.handle && m.status === '0').map((m) => m.menuId));
  return roles.some((r) => (r!.menuIds ?? []).some((id) => handleMenus.has(id)));
}

/**
 * Can `user` handle the orders of the organization at `targetPath` now? Checked when assigning (each refusal has its
 * message) and on every read (accounts change after they are assigned).
 */
export function eligibilityOf(user: UserItem | null | undefined, ctx: RoleContext, targetPath: string): HandlerEligibility {
  if (!user || user.deleted) return 'deleted';
  if (user.status !== '0') return 'disabled';
  if (!(user.userTypes ?? []).includes('handler')) return 'notHandler';
  if (!canHandleOrders(user, ctx)) return 'noAccess';
  // the user's organization is the target's or one above it (an agent's engineer serves its customers' devices)
  if (!targetPath.startsWith(user.deptPath)) return 'outsideTree';
  return 'ok';
}
