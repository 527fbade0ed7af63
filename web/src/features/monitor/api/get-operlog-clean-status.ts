import { queryOptions } from '@tanstack/react-query';
import type { BackgroundTaskRecord } from '@aed/shared/schemas/task';
import { legacyApi } from '../../../lib/api-client';
import { OPERLOG_API, monitorKeys } from './monitor-keys';

/** `GET /logs/operlog/clean/status`: a clean's progress by id, or (no id) the clean running in the caller's scope (or null). */
export const getOperLogCleanStatus = (taskId?: string) => legacyApi.get<BackgroundTaskRecord | null>(`${OPERLOG_API}/clean/status`, taskId ? { taskId } : {});

export const operLogCleanStatusOptions = (taskId?: string) =>
  queryOptions({ queryKey: monitorKeys.operlogClean(taskId), queryFn: () => getOperLogCleanStatus(taskId) });
