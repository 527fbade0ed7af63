import { queryOptions } from '@tanstack/react-query';
import type { BackgroundTaskRecord } from '@aed/shared/schemas/task';
import { legacyApi } from '../../../lib/api-client';
import { JOB_LOG_API, jobKeys } from './job-keys';

/** `GET /monitor/jobLog/clean/status`: a job-log clean's progress by id, or (no id) the one running (or null). */
export const getJobLogCleanStatus = (taskId?: string) => legacyApi.get<BackgroundTaskRecord | null>(`${JOB_LOG_API}/clean/status`, taskId ? { taskId } : {});

export const jobLogCleanStatusOptions = (taskId?: string) => queryOptions({ queryKey: jobKeys.logClean(taskId), queryFn: () => getJobLogCleanStatus(taskId) });
