import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { MonitorItemPageQuery, MonitorItemRecord } from '@aed/shared/schemas/monitor-item';
import { legacyApi } from '../../../lib/api-client';
import { MONITOR_ITEM_API, monitorItemKeys } from './monitor-item-keys';

/** `GET /product/monitorItem/page`: presets with their lighting rules. */
export const getMonitorItemPage = (query: MonitorItemPageQuery) => legacyApi.get<Page<MonitorItemRecord>>(`${MONITOR_ITEM_API}/page`, query);

export const monitorItemPageOptions = (query: MonitorItemPageQuery) =>
  queryOptions({ queryKey: monitorItemKeys.page(query), queryFn: () => getMonitorItemPage(query), placeholderData: keepPreviousData });

export const useMonitorItemPage = (query: MonitorItemPageQuery) => useQuery(monitorItemPageOptions(query));
