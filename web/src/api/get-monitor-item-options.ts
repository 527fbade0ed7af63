import { queryOptions, useQuery } from '@tanstack/react-query';
import { MonitorItemOptions } from '@aed/shared/routes/monitor-item.routes';
import { api } from '../lib/api-client';
import { queryRoots } from './query-roots';

/** Enabled presets (the device form picks from these). */
export const getMonitorItemOptions = () => api(MonitorItemOptions);

export const monitorItemOptionsQuery = () => queryOptions({ queryKey: [...queryRoots.monitorItem, 'options'], queryFn: getMonitorItemOptions, staleTime: 60_000 });

export const useMonitorItemOptions = () => useQuery(monitorItemOptionsQuery());
