import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage, OperLogPageQuery, OperLogRecord } from '@aed/shared/schemas/monitor';
import { legacyApi } from '../../../lib/api-client';
import { OPERLOG_API, definedOnly, monitorKeys } from './monitor-keys';

/** `GET /logs/operlog/page`: one page (cursor) of the operation logs in the caller's scope. */
export const getOperLogPage = (query: OperLogPageQuery) => legacyApi.get<CursorPage<OperLogRecord>>(`${OPERLOG_API}/page`, definedOnly(query));

export const operLogPageOptions = (query: OperLogPageQuery) =>
  queryOptions({ queryKey: monitorKeys.operlogPage(query), queryFn: () => getOperLogPage(query), placeholderData: keepPreviousData });

export const useOperLogPage = (query: OperLogPageQuery) => useQuery(operLogPageOptions(query));
