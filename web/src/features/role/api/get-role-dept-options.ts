import { queryOptions, useQuery } from '@tanstack/react-query';
import { RoleDeptOptions } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

/** The organizations the caller may keep roles in (the add form's picker). */
export const getRoleDeptOptions = () => api(RoleDeptOptions);

export const roleDeptOptionsOptions = () => queryOptions({ queryKey: roleKeys.deptOptions(), queryFn: getRoleDeptOptions, staleTime: 0 });

export const useRoleDeptOptions = (enabled: boolean) => useQuery({ ...roleDeptOptionsOptions(), enabled });
