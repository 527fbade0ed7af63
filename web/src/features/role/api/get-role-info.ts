import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleRecord } from '@aed/shared/schemas/role';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `GET /upms/system/role/info?roleId=`: one role, loaded fresh before editing it. */
export const getRoleInfo = (roleId: number): Promise<RoleRecord> => legacyApi.get<RoleRecord>(`${ROLE_API}/info`, { roleId });

export const roleInfoOptions = (roleId: number) =>
  queryOptions({ queryKey: roleKeys.info(roleId), queryFn: () => getRoleInfo(roleId), staleTime: 0, gcTime: 0 });

export const useRoleInfo = (roleId: number | undefined) => useQuery({ ...roleInfoOptions(roleId ?? 0), enabled: roleId !== undefined });
