import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperLogPageQuery } from '@aed/shared/schemas/monitor';
import { OperLogPage } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

/** One page (cursor) of the operation logs in the caller's scope. */
export const getOperLogPage = (query: OperLogPageQuery) => api(OperLogPage, { query });

export const operLogPageOptions = (query: OperLogPageQuery) =>
  queryOptions({ queryKey: monitorKeys.operlogPage(query), queryFn: () => getOperLogPage(query), placeholderData: keepPreviousData });

export const useOperLogPage = (query: OperLogPageQuery) => useQuery(operLogPageOptions(query));
