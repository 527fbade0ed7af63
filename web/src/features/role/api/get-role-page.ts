import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { RolePageQuery, RoleRecord } from '@aed/shared/schemas/role';
import { legacyApi } from '../../../lib/api-client';
import { ROLE_API, roleKeys } from './role-keys';

/** `GET /upms/system/role/page`: one cursor page of the roles the caller sees (built-in ones first). */
export const getRolePage = (query: RolePageQuery): Promise<CursorPage<RoleRecord>> => legacyApi.get<CursorPage<RoleRecord>>(`${ROLE_API}/page`, query);

export const rolePageOptions = (query: RolePageQuery) =>
  queryOptions({ queryKey: roleKeys.page(query), queryFn: () => getRolePage(query), placeholderData: keepPreviousData });

export const useRolePage = (query: RolePageQuery) => useQuery(rolePageOptions(query));
