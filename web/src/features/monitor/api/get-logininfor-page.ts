import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginLogPageQuery } from '@aed/shared/schemas/monitor';
import { LoginLogPage } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

/** One page (cursor) of the login logs in the caller's scope. */
export const getLoginLogPage = (query: LoginLogPageQuery) => api(LoginLogPage, { query });

export const loginLogPageOptions = (query: LoginLogPageQuery) =>
  queryOptions({ queryKey: monitorKeys.logininforPage(query), queryFn: () => getLoginLogPage(query), placeholderData: keepPreviousData });

export const useLoginLogPage = (query: LoginLogPageQuery) => useQuery(loginLogPageOptions(query));
