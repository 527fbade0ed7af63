import type { BackgroundTaskRecord, TaskStatusQuery } from '@aed/shared/schemas/task';
import type { Actor } from '../actor';
import { scopeKeyOf, taskStatus } from '../task/task-queries';

/** The progress of the caller's operation or login log clean (log-clean-service.ts starts them). */
export const operationLogCleanStatus = (actor: Actor, query: TaskStatusQuery): Promise<BackgroundTaskRecord | null> =>
  taskStatus(actor, 'operlogClean', scopeKeyOf(actor.scope), query.taskId);
export const loginLogCleanStatus = (actor: Actor, query: TaskStatusQuery): Promise<BackgroundTaskRecord | null> =>
  taskStatus(actor, 'logininforClean', scopeKeyOf(actor.scope), query.taskId);
