import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RoleOptions } from '@aed/shared/routes/role.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** The roles the caller may give to a user of organization `deptId` (its own when none), with what they allow (user forms). */
export const getRoleOptions = (deptId?: number) => api(RoleOptions, { query: { deptId } });

export const roleOptionsOptions = (deptId?: number) =>
  queryOptions({ queryKey: [...queryRoots.role, 'options', deptId ?? 'own'], queryFn: () => getRoleOptions(deptId), staleTime: 0, placeholderData: keepPreviousData });

export const useRoleOptions = (deptId: number | undefined, enabled = true) => useQuery({ ...roleOptionsOptions(deptId), enabled });
