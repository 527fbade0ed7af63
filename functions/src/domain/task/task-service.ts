import { createHash } from 'node:crypto';
import type { BackgroundTaskRecord, StartedTask, TaskKind } from '@aed/shared/schemas/task';
import { createRunningTask, dropStaleRunningMarker, getRunningTaskId, getTask } from '../../data/access/background-tasks';
import type { BackgroundTaskItem } from '../../data/entities/background-task-entity';
import { nowIso, timeId } from '../../lib/time';
import { startTaskWorker } from '../../tasks/task-port';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { parseScope, scopeCovers, scopeCoversSubtree, scopeQueries, serializeScope, type DataScope } from '../../data/data-scope';

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

/** The scope key of a data scope: "all", or a digest of the key prefixes it reads (the same for equal scopes). */
export const scopeKeyOf = (scope: DataScope): string =>
  scope.all ? 'all' : `scope-${createHash('sha256').update(JSON.stringify(scopeQueries(scope))).digest('hex').slice(0, 32)}`;

export const toTaskRecord = (t: BackgroundTaskItem): BackgroundTaskRecord => ({
  taskId: t.taskId,
  kind: t.kind,
  status: t.status,
  deleted: t.deleted,
  createBy: t.createBy,
  createTime: t.createTime,
  updateTime: t.updateTime,
  ...(t.finishTime ? { finishTime: t.finishTime } : {}),
  cutoff: t.cutoff,
  ...(t.errorCode ? { errorCode: t.errorCode } : {}),
});

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

/** May a caller with `scope` see a task that works in `taskScope`? Only when its own scope holds all of it. */
function holdsScope(scope: DataScope, taskScope: DataScope): boolean {
  if (scope.all) return true;
  if (taskScope.all) return false;
  const queries = scopeQueries(taskScope);
  return queries.length > 0 && queries.every((q) => (q.subtree ? scopeCoversSubtree(scope, q.prefix) : scopeCovers(scope, q.prefix)));
}

/**
 * A task's progress. With an id: that task, if it is of this kind and the caller's scope holds the scope it works in
 * (or it works in the very scope key the caller has); another tenant's task answers as a missing one. Without an id:
 * the task of this kind running in the caller's scope key, or null.
 */
export async function taskStatus(actor: Actor, kind: TaskKind, scopeKey: string, taskId?: string): Promise<BackgroundTaskRecord | null> {
  if (!taskId) {
    const runningId = await getRunningTaskId({ kind, scopeKey });
    const running = runningId ? await getTask(runningId) : null;
    return running?.status === 'running' ? toTaskRecord(running) : null;
  }
  const task = await getTask(taskId);
  if (!task || task.kind !== kind || (task.scopeKey !== scopeKey && !holdsScope(actor.scope, parseScope(task.scope)))) throw new AppError('task.notFound');
  return toTaskRecord(task);
}
