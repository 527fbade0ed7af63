import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperLogRecord } from '@aed/shared/schemas/monitor';
import { legacyApi } from '../../../lib/api-client';
import { OPERLOG_API, monitorKeys } from './monitor-keys';

/** `GET /logs/operlog/info?operId=`: one operation log. */
export const getOperLogInfo = (operId: string) => legacyApi.get<OperLogRecord>(`${OPERLOG_API}/info`, { operId });

export const operLogInfoOptions = (operId: string) => queryOptions({ queryKey: monitorKeys.operlogInfo(operId), queryFn: () => getOperLogInfo(operId) });

export const useOperLogInfo = (operId: string | undefined) => useQuery({ ...operLogInfoOptions(operId ?? ''), enabled: operId !== undefined });
