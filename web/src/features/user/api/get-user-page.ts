import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { UserPageQuery, UserRecord } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, definedOnly, userKeys } from './user-keys';

/** `GET /upms/system/user/page`: one cursor page of the users in the caller's scope. */
export const getUserPage = (query: UserPageQuery) => legacyApi.get<CursorPage<UserRecord>>(`${USER_API}/page`, definedOnly(query));

export const userPageOptions = (query: UserPageQuery) =>
  queryOptions({ queryKey: userKeys.page(query), queryFn: () => getUserPage(query), placeholderData: keepPreviousData });

export const useUserPage = (query: UserPageQuery) => useQuery(userPageOptions(query));
