import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleInfo } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

/** One role, loaded fresh before editing it. */
export const getRoleInfo = (roleId: number) => api(RoleInfo, { query: { roleId } });

export const roleInfoOptions = (roleId: number) =>
  queryOptions({ queryKey: roleKeys.info(roleId), queryFn: () => getRoleInfo(roleId), staleTime: 0, gcTime: 0 });

export const useRoleInfo = (roleId: number | undefined) => useQuery({ ...roleInfoOptions(roleId ?? 0), enabled: roleId !== undefined });
