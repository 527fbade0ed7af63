import type { BackgroundTaskRecord, TaskStatusQuery } from '@aed/shared/schemas/task';
import type { Actor } from '../actor';
import { taskStatus } from '../task/task-queries';

/** Job logs are platform records (no organization): one job-log clean runs at a time for the whole platform. */
export const JOB_LOG_CLEAN_SCOPE_KEY = 'platform';

/** The progress of the job-log clean (job-log-clean.ts starts it). */
export const jobLogCleanStatus = (actor: Actor, query: TaskStatusQuery): Promise<BackgroundTaskRecord | null> =>
  taskStatus(actor, 'jobLogClean', JOB_LOG_CLEAN_SCOPE_KEY, query.taskId);
