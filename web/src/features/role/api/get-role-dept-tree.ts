import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleDeptTree } from '@aed/shared/schemas/role';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `GET /upms/system/role/deptTree/{roleId}`: the caller's organizations and the role's custom ones. */
export const getRoleDeptTree = (roleId: number): Promise<RoleDeptTree> => legacyApi.get<RoleDeptTree>(`${ROLE_API}/deptTree/${roleId}`);

export const roleDeptTreeOptions = (roleId: number) =>
  queryOptions({ queryKey: roleKeys.deptTree(roleId), queryFn: () => getRoleDeptTree(roleId), staleTime: 0, gcTime: 0 });

export const useRoleDeptTree = (roleId: number) => useQuery(roleDeptTreeOptions(roleId));
