import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage, LoginLogPageQuery, LoginLogRecord } from '@aed/shared/schemas/monitor';
import { legacyApi } from '../../../lib/api-client';
import { LOGININFOR_API, definedOnly, monitorKeys } from './monitor-keys';

/** `GET /logs/logininfor/page`: one page (cursor) of the login logs in the caller's scope. */
export const getLoginLogPage = (query: LoginLogPageQuery) => legacyApi.get<CursorPage<LoginLogRecord>>(`${LOGININFOR_API}/page`, definedOnly(query));

export const loginLogPageOptions = (query: LoginLogPageQuery) =>
  queryOptions({ queryKey: monitorKeys.logininforPage(query), queryFn: () => getLoginLogPage(query), placeholderData: keepPreviousData });

export const useLoginLogPage = (query: LoginLogPageQuery) => useQuery(loginLogPageOptions(query));
