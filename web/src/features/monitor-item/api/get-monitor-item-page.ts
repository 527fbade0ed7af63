import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MonitorItemPageQuery } from '@aed/shared/schemas/monitor-item';
import { MonitorItemPage } from '@aed/shared/routes/monitor-item.routes';
import { api } from '../../../lib/api-client';
import { monitorItemKeys } from './monitor-item-keys';

/** Presets with their lighting rules. */
export const getMonitorItemPage = (query: MonitorItemPageQuery) => api(MonitorItemPage, { query });

export const monitorItemPageOptions = (query: MonitorItemPageQuery) =>
  queryOptions({ queryKey: monitorItemKeys.page(query), queryFn: () => getMonitorItemPage(query), placeholderData: keepPreviousData });

export const useMonitorItemPage = (query: MonitorItemPageQuery) => useQuery(monitorItemPageOptions(query));
