import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineUser } from '@aed/shared/schemas/auth';
import { legacyApi } from '../../../lib/api-client';
import { ONLINE_API, definedOnly, monitorKeys } from './monitor-keys';

export interface OnlineFilter {
  ipaddr?: string;
  userName?: string;
}

/** `GET /monitor/online/list?ipaddr=&userName=`: live sessions in the caller's scope. */
export const getOnlineList = (filter: OnlineFilter) => legacyApi.get<OnlineUser[]>(`${ONLINE_API}/list`, definedOnly(filter));

export const onlineListOptions = (filter: OnlineFilter) => queryOptions({ queryKey: monitorKeys.onlineList(filter), queryFn: () => getOnlineList(filter) });

export const useOnlineList = (filter: OnlineFilter) => useQuery(onlineListOptions(filter));
