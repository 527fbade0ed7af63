import { randomUUID } from 'node:crypto';
import type { CleanCheckpoint } from '../data/access/clean-batch';
import { claimTask, finishTask, releaseTask, saveTaskProgress } from '../data/access/background-tasks';
import { logger } from '../lib/logger';
import { nowIso } from '../lib/time';
import { startTaskWorker } from './task-port';
import { TASK_STEPS } from './task-registry';

/** Consecutive failed runs after which a task ends as failed (a new request then cleans what is left). */
export const TASK_MAX_FAILURES = 5;
/** The lease outlives the worker's deadline by this much, so a worker that dies is replaced soon after. */
const LEASE_MARGIN_MS = 60_000;

export type TaskRunOutcome =
  /** Everything deleted; the task is done. */
  | 'done'
  /** Out of time: the lease was given back and a fresh worker started. */
  | 'continued'
  /** A batch failed: the lease was given back, the resume job starts the task again. */
  | 'retry'
  /** Failed TASK_MAX_FAILURES times in a row: the task ended as failed. */
  | 'failed'
  /** The task is not running, or another worker holds it. */
  | 'not-claimed'
  /** Another worker took the task over (this one's lease had run out). */
  | 'lost';

/**
 * One worker run (decision 0029): takes the task's lease, then deletes batch after batch, saving the checkpoint and the
 * count after each, until nothing is left or `deadline` (epoch ms) passes; then it hands over to a fresh worker. A run
 * that dies keeps nothing but its lease, which runs out: the resume job or the Lambda retry continues from the last
 * checkpoint, and a repeated batch only finds fewer records.
 */
export async function runTask(taskId: string, deadline: number): Promise<TaskRunOutcome> {
  const leaseId = randomUUID();
  const leaseUntil = () => Math.max(deadline, Date.now()) + LEASE_MARGIN_MS;
  const task = await claimTask(taskId, leaseId, Date.now(), leaseUntil());
  if (!task) return 'not-claimed';
  const step = TASK_STEPS[task.kind];
  let checkpoint = JSON.parse(task.checkpoint) as CleanCheckpoint;
  let deleted = task.deleted;
  let failures = task.failures;
  try {
    do {
      const batch = await step(task, checkpoint);
      deleted += batch.deleted;
      if (!batch.next) {
        const ended = await finishTask(task, leaseId, { status: 'done', deleted, finishTime: nowIso(), errorCode: '', failures: 0 });
        if (ended) logger.info('task done', { taskId, kind: task.kind, deleted });
        return ended ? 'done' : 'lost';
      }
      checkpoint = batch.next;
      const saved = await saveTaskProgress(taskId, leaseId, { deleted, checkpoint: JSON.stringify(checkpoint), leaseUntil: leaseUntil(), updateTime: nowIso() });
      if (!saved) return 'lost';
      failures = 0;
    } while (Date.now() < deadline);
  } catch (e) {
    failures += 1;
    logger.error('task batch failed', { taskId, kind: task.kind, failures, error: e instanceof Error ? e.message : String(e) });
    if (failures >= TASK_MAX_FAILURES) {
      await finishTask(task, leaseId, { status: 'failed', deleted, finishTime: nowIso(), errorCode: 'task.failed', failures });
      return 'failed';
    }
    await releaseTask(taskId, leaseId, { failures });
    return 'retry';
  }
  if (!(await releaseTask(taskId, leaseId))) return 'lost';
  await startTaskWorker(taskId);
  return 'continued';
}
