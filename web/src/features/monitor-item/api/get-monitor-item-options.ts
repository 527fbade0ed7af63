import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonitorItemOption } from '@aed/shared/schemas/monitor-item';
import { legacyApi } from '../../../lib/api-client';
import { MONITOR_ITEM_API, monitorItemKeys } from './monitor-item-keys';

/** `GET /product/monitorItem/options`: enabled presets (the device form picks from these). */
export const getMonitorItemOptions = () => legacyApi.get<MonitorItemOption[]>(`${MONITOR_ITEM_API}/options`);

export const monitorItemOptionsQuery = () => queryOptions({ queryKey: monitorItemKeys.options(), queryFn: getMonitorItemOptions, staleTime: 60_000 });

export const useMonitorItemOptions = () => useQuery(monitorItemOptionsQuery());
