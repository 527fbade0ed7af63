import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPageQuery } from '@aed/shared/schemas/user';
import { UserDealWithPage } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Work-order handlers in the caller's scope, one cursor page. */
export const getUserDealWithPage = (query: UserPageQuery) => api(UserDealWithPage, { query });

export const userDealWithPageOptions = (query: UserPageQuery) =>
  queryOptions({ queryKey: userKeys.dealWithPage(query), queryFn: () => getUserDealWithPage(query), placeholderData: keepPreviousData });

export const useUserDealWithPage = (query: UserPageQuery) => useQuery(userDealWithPageOptions(query));
