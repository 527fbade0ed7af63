import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserWarningPageQuery } from '@aed/shared/schemas/user';
import { UserWarningPage } from '@aed/shared/routes/user.routes';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** Users whose certificate is expiring or overdue, one cursor page. */
export const getUserWarningPage = (query: UserWarningPageQuery) => api(UserWarningPage, { query });

export const userWarningPageOptions = (query: UserWarningPageQuery) =>
  queryOptions({ queryKey: userKeys.warningPage(query), queryFn: () => getUserWarningPage(query), placeholderData: keepPreviousData });

export const useUserWarningPage = (query: UserWarningPageQuery, enabled = true) => useQuery({ ...userWarningPageOptions(query), enabled });
