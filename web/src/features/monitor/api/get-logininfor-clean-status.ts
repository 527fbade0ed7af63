import { queryOptions } from '@tanstack/react-query';
import type { BackgroundTaskRecord } from '@aed/shared/schemas/task';
import { legacyApi } from '../../../lib/api-client';
import { LOGININFOR_API, monitorKeys } from './monitor-keys';

/** `GET /logs/logininfor/clean/status`: a clean's progress by id, or (no id) the clean running in the caller's scope. */
export const getLoginLogCleanStatus = (taskId?: string) => legacyApi.get<BackgroundTaskRecord | null>(`${LOGININFOR_API}/clean/status`, taskId ? { taskId } : {});

export const loginLogCleanStatusOptions = (taskId?: string) =>
  queryOptions({ queryKey: monitorKeys.logininforClean(taskId), queryFn: () => getLoginLogCleanStatus(taskId) });
