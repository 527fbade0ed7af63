import { queryOptions, useQuery } from '@tanstack/react-query';
import { OnlineList } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

export interface OnlineFilter {
  ipaddr?: string;
  userName?: string;
}

/** Live sessions in the caller's scope. */
export const getOnlineList = (filter: OnlineFilter) => api(OnlineList, { query: filter });

export const onlineListOptions = (filter: OnlineFilter) => queryOptions({ queryKey: monitorKeys.onlineList(filter), queryFn: () => getOnlineList(filter) });

export const useOnlineList = (filter: OnlineFilter) => useQuery(onlineListOptions(filter));
