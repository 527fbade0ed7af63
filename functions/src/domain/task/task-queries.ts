import { createHash } from 'node:crypto';
import type { BackgroundTaskRecord, TaskKind } from '@aed/shared/schemas/task';
import { getRunningTaskId, getTask } from '../../data/access/background-tasks';
import type { BackgroundTaskItem } from '../../data/entities/background-task-entity';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { parseScope, scopeCovers, scopeCoversSubtree, scopeQueries, type DataScope } from '../../data/data-scope';
import { TASK_ERRORS } from '@aed/shared/errors/task-errors';

/**
 * Reading background tasks (decision 0029): the record answered and a task's progress. Apart from starting one
 * (task-service.ts), so the status routes carry no way to start a worker (no Lambda client: decision 0034).
 */

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
  if (!task || task.kind !== kind || (task.scopeKey !== scopeKey && !holdsScope(actor.scope, parseScope(task.scope)))) throw AppError.of(TASK_ERRORS, 'task.notFound');
  return toTaskRecord(task);
}
