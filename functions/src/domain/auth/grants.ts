import { ADMINISTRATOR_ROLES, ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { getDeptsByIds, getRolesByIds, listAllMenus } from '../../data/access/access-control';
import { ALL_SCOPE, resolveDataScope, type DataScope } from '../../data/data-scope';
import type { UserItem } from '../../data/entities/user-entity';

/** Role keys and permission ids of a user's enabled roles (super administrator: `*:*:*`). */
export async function resolveGrants(
  user: UserItem,
): Promise<{ roles: string[]; permissions: string[]; menuIds: Set<number>; scope: DataScope }> {
  const roles = (await getRolesByIds(user.roleIds ?? [])).filter((r) => r.status === '0');
  const roleKeys = roles.map((r) => r.roleKey);
  if (user.isSuperAdmin || roleKeys.includes(SUPER_ADMIN_ROLE)) {
    return { roles: roleKeys.length ? roleKeys : [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], menuIds: new Set(), scope: ALL_SCOPE };
  }
  const customDeptIds = [...new Set(roles.filter((r) => r.dataScope === '2').flatMap((r) => r.deptIds ?? []))];
  const customPaths = new Map((await getDeptsByIds(customDeptIds)).map((d) => [d.deptId, `${d.ancestors},${d.deptId},`]));
  const scope = resolveDataScope(
    roles.map((r) => ({ dataScope: r.dataScope, customDeptPaths: (r.deptIds ?? []).map((id) => customPaths.get(id)).filter((p): p is string => !!p) })),
    user,
  );
  const menuIds = new Set(roles.flatMap((r) => r.menuIds ?? []));
  const menus = await listAllMenus();
  const permissions = menus.filter((m) => menuIds.has(m.menuId) && m.status === '0' && m.perms).map((m) => m.perms);
  // Online users are an administrators' view (spec section 6).
  if (roleKeys.some((r) => (ADMINISTRATOR_ROLES as readonly string[]).includes(r))) permissions.push('monitor:online:list');
  return { roles: roleKeys.length ? roleKeys : ['user'], permissions: [...new Set(permissions)], menuIds, scope };
}
