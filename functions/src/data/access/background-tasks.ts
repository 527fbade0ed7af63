import { BackgroundTaskEntity, type BackgroundTaskItem } from '../entities/background-task-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { isConditionalFailure, whenConditionHolds } from './ids';
import { writeTransaction } from './transactions';

/**
 * Background tasks (decision 0029). A task is created together with its `runningTask` marker (kind + scope key) in
 * one transaction, so two concurrent requests cannot both start one; the worker takes a lease on it before each run,
 * saves its checkpoint under that lease, and removes the marker in the transaction that ends the task.
 */
/** One running task per kind and scope key: the marker names it. */
const runningMarker = (task: Pick<BackgroundTaskItem, 'kind' | 'scopeKey'>) => ({ scope: 'runningTask', value: `${task.kind}#${task.scopeKey}` });

/** Finished tasks stay readable (status, count) this long, then DynamoDB removes them. */
const FINISHED_TASK_TTL_SECONDS = 7 * 86_400;

/** Records the task and marks it running; false when another task of its kind and scope key is running. */
export async function createRunningTask(item: BackgroundTaskItem): Promise<boolean> {
  const refused = await writeTransaction<'task' | 'marker'>({ task: BackgroundTaskEntity, unique: UniqueEntity }, ({ task, unique }, add) => {
    add('task', task.create(item).commit());
    add('marker', unique.create({ ...runningMarker(item), ownerId: item.taskId }).commit());
  });
  return !refused;
}

/** The id of the task of this kind and scope key that is marked running, if any. */
export async function getRunningTaskId(key: Pick<BackgroundTaskItem, 'kind' | 'scopeKey'>): Promise<string | null> {
  const { data } = await UniqueEntity.get(runningMarker(key)).go();
  return data?.ownerId ?? null;
}

/** Drops a marker left by a task that is no longer running (only if that task still owns it). */
export async function dropStaleRunningMarker(key: Pick<BackgroundTaskItem, 'kind' | 'scopeKey'>, taskId: string): Promise<void> {
  await whenConditionHolds(() =>
    UniqueEntity.delete(runningMarker(key))
      .where((attr, op) => op.eq(attr.ownerId, taskId))
      .go(),
  );
}

export async function getTask(taskId: string): Promise<BackgroundTaskItem | null> {
  const { data } = await BackgroundTaskEntity.get({ taskId }).go();
  return data;
}

/**
 * Takes the lease of a running task that no other worker holds (or whose holder's lease ran out); null when the task
 * is not running or is held. The answer is the task as it is now.
 */
export async function claimTask(taskId: string, leaseId: string, nowMs: number, leaseUntil: number): Promise<BackgroundTaskItem | null> {
  try {
    const { data } = await BackgroundTaskEntity.patch({ taskId })
      .set({ leaseId, leaseUntil })
      .where((attr, op) => `${op.eq(attr.status, 'running')} AND ${op.lt(attr.leaseUntil, nowMs)}`)
      .go({ response: 'all_new' });
    return data as BackgroundTaskItem;
  } catch (e) {
    if (isConditionalFailure(e)) return null;
    throw e;
  }
}

/** Saves a checkpoint (and extends the lease) while this worker still holds the task; false when it lost it. */
export async function saveTaskProgress(
  taskId: string,
  leaseId: string,
  progress: Pick<BackgroundTaskItem, 'deleted' | 'checkpoint' | 'leaseUntil' | 'updateTime'>,
): Promise<boolean> {
  return whenConditionHolds(() =>
    BackgroundTaskEntity.patch({ taskId })
      .set({ ...progress, failures: 0, errorCode: '' })
      .where((attr, op) => `${op.eq(attr.status, 'running')} AND ${op.eq(attr.leaseId, leaseId)}`)
      .go(),
  );
}

/** Gives the lease back (the task stays running for the next worker), recording a failed run when there was one. */
export async function releaseTask(taskId: string, leaseId: string, failure?: { failures: number }): Promise<boolean> {
  return whenConditionHolds(() =>
    BackgroundTaskEntity.patch({ taskId })
      .set({ leaseUntil: 0, ...(failure ?? {}) })
      .where((attr, op) => `${op.eq(attr.status, 'running')} AND ${op.eq(attr.leaseId, leaseId)}`)
      .go(),
  );
}

/**
 * Ends a task held by this worker (done, or failed for good) and frees its running marker in the same transaction;
 * false when the worker no longer held it.
 */
export async function finishTask(
  task: BackgroundTaskItem,
  leaseId: string,
  end: Pick<BackgroundTaskItem, 'status' | 'deleted' | 'finishTime' | 'errorCode' | 'failures'>,
): Promise<boolean> {
  const ttl = Math.floor(Date.parse(end.finishTime) / 1000) + FINISHED_TASK_TTL_SECONDS;
  const refused = await writeTransaction<'task' | 'marker'>({ task: BackgroundTaskEntity, unique: UniqueEntity }, ({ task: tasks, unique }, add) => {
    add(
      'task',
      tasks
        .patch({ taskId: task.taskId })
        // the status is part of the gsi1 key, so ElectroDB needs the rest of that key to rebuild it
        .set({ ...end, updateTime: end.finishTime, createTime: task.createTime, leaseUntil: 0, ttl })
        .where((attr, op) => `${op.eq(attr.status, 'running')} AND ${op.eq(attr.leaseId, leaseId)}`)
        .commit(),
    );
    add(
      'marker',
      unique
        .delete(runningMarker(task))
        .where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, task.taskId)}`)
        .commit(),
    );
  });
  return !refused;
}

/** Running tasks no worker holds (lease over), oldest first: the resume job's work list (one Query, bounded). */
export async function listIdleRunningTasks(nowMs: number, max: number): Promise<BackgroundTaskItem[]> {
  const { data } = await BackgroundTaskEntity.query
    .byStatus({ status: 'running' })
    .where((attr, op) => op.lt(attr.leaseUntil, nowMs))
    .go({ count: max });
  return data;
}
