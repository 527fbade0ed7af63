import * as z from 'zod';

/**
 * Background tasks (docs/decisions/0029): work too long for one request (deleting an unbounded number of log records)
 * is recorded as a task and done by a worker in checkpointed batches; the request answers the task at once and a
 * status route reports its progress.
 */
export const TASK_KINDS = ['operlogClean', 'logininforClean', 'jobLogClean'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** `running` until the worker has deleted everything; `failed` after repeated errors (a new clean finishes the rest). */
export const TASK_STATUSES = ['running', 'done', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const backgroundTaskRecord = z.object({
  taskId: z.string(),
  kind: z.enum(TASK_KINDS),
  status: z.enum(TASK_STATUSES),
  /** Records deleted so far. */
  deleted: z.number(),
  /** Account that asked for it. */
  createBy: z.string(),
  createTime: z.string(),
  /** Last progress. */
  updateTime: z.string(),
  /** When it ended (done or failed). */
  finishTime: z.string().optional(),
  /** Only records logged before this instant are deleted: the request time, or an earlier `before` day. */
  cutoff: z.string(),
  /** Why it failed (an error code the web translates). */
  errorCode: z.string().optional(),
});
export type BackgroundTaskRecord = z.infer<typeof backgroundTaskRecord>;

/** A start request's answer: the task, and whether this request started it (false: one was already running). */
export const startedTask = z.object({ task: backgroundTaskRecord, started: z.boolean() });
export type StartedTask = z.infer<typeof startedTask>;

/** Answer of a status route: the task asked for, or (no id) the one running in scope; null when there is none. */
export const taskStatusResult = backgroundTaskRecord.nullable();

/** Task ids are time ids (base-36 time + random). */
export const taskIdText = z.string().trim().regex(/^[0-9a-z-]{8,40}$/, 'common.validation');

/** Status of one task by id, or (no id) the task of this kind running in the caller's scope, if any. */
export const taskStatusQuery = z.object({ taskId: taskIdText.optional().or(z.literal('').transform(() => undefined)) });
export type TaskStatusQuery = z.infer<typeof taskStatusQuery>;
