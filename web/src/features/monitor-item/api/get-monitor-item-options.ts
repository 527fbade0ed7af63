import { queryOptions, useQuery } from '@tanstack/react-query';
import { MonitorItemOptions } from '@aed/shared/routes/monitor-item.routes';
import { api } from '../../../lib/api-client';
import { monitorItemKeys } from './monitor-item-keys';

/** Enabled presets (the device form picks from these). */
export const getMonitorItemOptions = () => api(MonitorItemOptions);

export const monitorItemOptionsQuery = () => queryOptions({ queryKey: monitorItemKeys.options(), queryFn: getMonitorItemOptions, staleTime: 60_000 });

export const useMonitorItemOptions = () => useQuery(monitorItemOptionsQuery());
