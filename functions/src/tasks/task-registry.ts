import type { TaskKind } from '@aed/shared/schemas/task';
import type { CleanBatch, CleanCheckpoint } from '../data/access/clean-batch';
import { cleanJobLogsBatch } from '../data/access/jobs';
import { cleanLoginLogsBatch, cleanOperLogsBatch, logPartitions } from '../data/access/logs';
import type { BackgroundTaskItem } from '../data/entities/background-task-entity';
import { parseScope } from '../data/data-scope';

/** Records one batch deletes at most (one Query page, then deletes in groups of 25). */
export const TASK_BATCH = 100;

/** Parameters of a log clean, fixed when the task is recorded: the months to walk and the exclusive time bound. */
export interface LogCleanParams {
  months: string[];
  to: string;
}
/** Parameters of a job-log clean. */
export type JobLogCleanParams = LogCleanParams;

/**
 * What a task kind does, one batch at a time from a checkpoint. A log clean walks the months of its parameters in the
 * data scope recorded with the task (the caller's at the time of the request), never anything wider.
 */
export type TaskStep = (task: Pick<BackgroundTaskItem, 'params' | 'scope'>, from: CleanCheckpoint) => Promise<CleanBatch>;

export const TASK_STEPS: Record<TaskKind, TaskStep> = {
  operlogClean: (task, from) => {
    const p = JSON.parse(task.params) as LogCleanParams;
    return cleanOperLogsBatch(logPartitions(p.months, parseScope(task.scope)), { to: p.to }, from, TASK_BATCH);
  },
  logininforClean: (task, from) => {
    const p = JSON.parse(task.params) as LogCleanParams;
    return cleanLoginLogsBatch(logPartitions(p.months, parseScope(task.scope)), { to: p.to }, from, TASK_BATCH);
  },
  // Job logs are platform records (no organization): the job permission is the whole rule.
  jobLogClean: (task, from) => {
    const p = JSON.parse(task.params) as JobLogCleanParams;
    return cleanJobLogsBatch(p.months, p.to, from, TASK_BATCH);
  },
};
