import { queryOptions, useQuery } from '@tanstack/react-query';
import { OperLogInfo } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';
import { monitorKeys } from './monitor-keys';

/** One operation log. */
export const getOperLogInfo = (operId: string) => api(OperLogInfo, { query: { operId } });

export const operLogInfoOptions = (operId: string) => queryOptions({ queryKey: monitorKeys.operlogInfo(operId), queryFn: () => getOperLogInfo(operId) });

export const useOperLogInfo = (operId: string | undefined) => useQuery({ ...operLogInfoOptions(operId ?? ''), enabled: operId !== undefined });
