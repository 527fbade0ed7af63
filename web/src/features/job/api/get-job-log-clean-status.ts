import { queryOptions } from '@tanstack/react-query';
import { JobLogCleanStatus } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** A job-log clean's progress by id, or (no id) the one running (or null). */
export const getJobLogCleanStatus = (taskId?: string) => api(JobLogCleanStatus, { query: { taskId } });

export const jobLogCleanStatusOptions = (taskId?: string) => queryOptions({ queryKey: jobKeys.logClean(taskId), queryFn: () => getJobLogCleanStatus(taskId) });
