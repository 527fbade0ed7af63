/**
 * Permission helpers of spec section 6 for buttons and screen elements: by permission string (`*:*:*` passes)
 * and by role (`admin` passes). They read the getInfo answer from the query cache and never fetch.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMINISTRATOR_ROLES, hasPermission, hasRole } from '@aed/shared/permissions/grants';
import { userInfoQueryOptions } from './session';

const NONE: readonly string[] = [];

export interface PermissionApi {
  permissions: readonly string[];
  roles: readonly string[];
  /** True when every listed permission is granted (one string: that permission). */
  hasPermission(permission: string | readonly string[]): boolean;
  /** True when any listed permission is granted. */
  hasAnyPermission(permissions: readonly string[]): boolean;
  /** True when one of the roles is held (or the super administrator role). */
  hasRole(role: string | readonly string[]): boolean;
  isAdministrator: boolean;
}

export function permissionApi(permissions: readonly string[], roles: readonly string[]): PermissionApi {
  return {
    permissions,
    roles,
    hasPermission: (p) => (typeof p === 'string' ? [p] : p).every((one) => hasPermission(permissions, one)),
    hasAnyPermission: (ps) => ps.some((one) => hasPermission(permissions, one)),
    hasRole: (r) => hasRole(roles, typeof r === 'string' ? [r] : r),
    isAdministrator: hasRole(roles, ADMINISTRATOR_ROLES),
  };
}

export function usePermission(): PermissionApi {
  const { data } = useQuery({ ...userInfoQueryOptions(), enabled: false });
  const permissions = data?.permissions ?? NONE;
  const roles = data?.roles ?? NONE;
  return useMemo(() => permissionApi(permissions, roles), [permissions, roles]);
}
