import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleDeptTree } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

/** The caller's organizations and the role's custom ones. */
export const getRoleDeptTree = (roleId: number) => api(RoleDeptTree, { params: { roleId } });

export const roleDeptTreeOptions = (roleId: number) =>
  queryOptions({ queryKey: roleKeys.deptTree(roleId), queryFn: () => getRoleDeptTree(roleId), staleTime: 0, gcTime: 0 });

export const useRoleDeptTree = (roleId: number) => useQuery(roleDeptTreeOptions(roleId));
