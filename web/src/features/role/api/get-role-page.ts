import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RolePageQuery } from '@aed/shared/schemas/role';
import { RolePage } from '@aed/shared/routes/role.routes';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

/** One cursor page of the roles the caller sees (built-in ones first). */
export const getRolePage = (query: RolePageQuery) => api(RolePage, { query });

export const rolePageOptions = (query: RolePageQuery) =>
  queryOptions({ queryKey: roleKeys.page(query), queryFn: () => getRolePage(query), placeholderData: keepPreviousData });

export const useRolePage = (query: RolePageQuery) => useQuery(rolePageOptions(query));
