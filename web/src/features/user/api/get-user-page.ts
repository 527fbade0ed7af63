import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPageQuery } from '@aed/shared/schemas/user';
import { UserPage } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** One cursor page of the users in the caller's scope. */
export const getUserPage = (query: UserPageQuery) => api(UserPage, { query });

export const userPageOptions = (query: UserPageQuery) =>
  queryOptions({ queryKey: userKeys.page(query), queryFn: () => getUserPage(query), placeholderData: keepPreviousData });

export const useUserPage = (query: UserPageQuery) => useQuery(userPageOptions(query));
