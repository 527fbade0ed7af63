import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/schemas/monitor';
import type { UserPageQuery, UserRecord } from '@aed/shared/schemas/user';
import { legacyApi } from '../../../lib/api-client';
import { USER_API, definedOnly, userKeys } from './user-keys';

/** `GET /upms/system/user/dealWithPage`: work-order handlers in the caller's scope, one cursor page. */
export const getUserDealWithPage = (query: UserPageQuery) => legacyApi.get<CursorPage<UserRecord>>(`${USER_API}/dealWithPage`, definedOnly(query));

export const userDealWithPageOptions = (query: UserPageQuery) =>
  queryOptions({ queryKey: userKeys.dealWithPage(query), queryFn: () => getUserDealWithPage(query), placeholderData: keepPreviousData });

export const useUserDealWithPage = (query: UserPageQuery) => useQuery(userDealWithPageOptions(query));
