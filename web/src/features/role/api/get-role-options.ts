import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RoleOptions } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

/** The roles the caller may give to a user of organization `deptId` (its own when none), with what they allow (user forms). */
export const getRoleOptions = (deptId?: number) => api(RoleOptions, { query: { deptId } });

export const roleOptionsOptions = (deptId?: number) =>
  queryOptions({ queryKey: roleKeys.options(deptId), queryFn: () => getRoleOptions(deptId), staleTime: 0, placeholderData: keepPreviousData });

export const useRoleOptions = (deptId: number | undefined, enabled = true) => useQuery({ ...roleOptionsOptions(deptId), enabled });
