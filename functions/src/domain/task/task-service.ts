import type { StartedTask, TaskKind } from '@aed/shared/schemas/task';
import { createRunningTask, dropStaleRunningMarker, getRunningTaskId, getTask } from '../../data/access/background-tasks';
import type { BackgroundTaskItem } from '../../data/entities/background-task-entity';
import { nowIso, timeId } from '../../lib/time';
import { startTaskWorker } from '../../tasks/task-port';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { serializeScope, type DataScope } from '../../data/data-scope';
import { toTaskRecord } from './task-queries';


/**
 * Background tasks (decision 0029): a request that would delete an unbounded number of records records a task instead
 * and answers it at once; the task worker (tasks/run-task.ts) does the work in checkpointed batches.
 */
export interface TaskSpec {
  kind: TaskKind;
  /** The data scope the task may delete in (the caller's, fixed now). */
  scope: DataScope;
  /** Names the scope for "one running task per kind and scope": callers with the same scope share one. */
  scopeKey: string;
  /** The kind's parameters (tasks/task-registry.ts). */
  params: object;
  /** Only records logged before this instant are deleted. */
  cutoff: string;
}

/**
 * Records the task and starts its worker, unless a task of the same kind and scope key is running: then that one is
 * the answer (`started: false`) and nothing new is recorded. The marker and the task are written in one transaction,
 * so two concurrent requests cannot both start one.
 */
export async function startTask(actor: Actor, spec: TaskSpec): Promise<StartedTask> {
  const key = { kind: spec.kind, scopeKey: spec.scopeKey };
  // Twice at most: a marker left by a task that is no longer running is dropped, then the task is recorded.
  for (let attempt = 0; attempt < 2; attempt++) {
    const now = nowIso();
    const item: BackgroundTaskItem = {
      taskId: timeId(),
      ...key,
      status: 'running',
      scope: serializeScope(spec.scope),
      params: JSON.stringify(spec.params),
      cutoff: spec.cutoff,
      ownerUserId: actor.userId,
      createBy: actor.username,
      createTime: now,
      updateTime: now,
      finishTime: '',
      deleted: 0,
      checkpoint: JSON.stringify({ partition: 0, cursor: null }),
      failures: 0,
      errorCode: '',
      leaseId: '',
      leaseUntil: 0,
    };
    if (await createRunningTask(item)) {
      await startTaskWorker(item.taskId);
      return { task: toTaskRecord(item), started: true };
    }
    const runningId = await getRunningTaskId(key);
    const running = runningId ? await getTask(runningId) : null;
    if (running?.status === 'running') return { task: toTaskRecord(running), started: false };
    if (runningId) await dropStaleRunningMarker(key, runningId);
  }
  throw new AppError('common.conflict');
}
