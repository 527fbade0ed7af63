import type { UserPageQuery, UserWarningPageQuery } from '@aed/shared/schemas/user';
import { queryRoots } from '../../../api/query-roots';

/** Query keys of the feature: invalidating `all` refreshes the lists, the warnings and the info queries. */
export const userKeys = {
  all: queryRoots.user,
  page: (query: UserPageQuery) => [...userKeys.all, 'page', query] as const,
  warningPage: (query: UserWarningPageQuery) => [...userKeys.all, 'waringPage', query] as const,
  dealWithPage: (query: UserPageQuery) => [...userKeys.all, 'dealWithPage', query] as const,
  info: (userId: number | undefined) => [...userKeys.all, 'info', userId ?? 'new'] as const,
};

