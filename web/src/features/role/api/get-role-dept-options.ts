import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TreeNode } from '@aed/shared/schemas/menu';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `GET /upms/system/role/deptOptions`: the organizations the caller may keep roles in (the add form's picker). */
export const getRoleDeptOptions = (): Promise<TreeNode[]> => legacyApi.get<TreeNode[]>(`${ROLE_API}/deptOptions`);

export const roleDeptOptionsOptions = () => queryOptions({ queryKey: roleKeys.deptOptions(), queryFn: getRoleDeptOptions, staleTime: 0 });

export const useRoleDeptOptions = (enabled: boolean) => useQuery({ ...roleDeptOptionsOptions(), enabled });
