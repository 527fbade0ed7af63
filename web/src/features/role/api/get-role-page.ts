import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { RolePageQuery, RoleRecord } from '@aed/shared/schemas/role';
import { api } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `GET /upms/system/role/page`: one page of roles matching the search. */
export const getRolePage = (query: RolePageQuery): Promise<Page<RoleRecord>> => api.get<Page<RoleRecord>>(`${ROLE_API}/page`, query);

export const rolePageOptions = (query: RolePageQuery) =>
  queryOptions({ queryKey: roleKeys.page(query), queryFn: () => getRolePage(query), placeholderData: keepPreviousData });

export const useRolePage = (query: RolePageQuery) => useQuery(rolePageOptions(query));
