import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleOption } from '@aed/shared/schemas/role';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/**
 * `GET /upms/system/role/optionselect?deptId=`: the roles the caller may give to a user of that organization (its
 * own when none is given), with what they allow (user forms).
 */
export const getRoleOptions = (deptId?: number): Promise<RoleOption[]> => legacyApi.get<RoleOption[]>(`${ROLE_API}/optionselect`, { deptId });

export const roleOptionsOptions = (deptId?: number) =>
  queryOptions({ queryKey: roleKeys.options(deptId), queryFn: () => getRoleOptions(deptId), staleTime: 0, placeholderData: keepPreviousData });

export const useRoleOptions = (deptId: number | undefined, enabled = true) => useQuery({ ...roleOptionsOptions(deptId), enabled });
