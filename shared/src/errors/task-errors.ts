import type { ErrorDefinitions } from './error-definition';

/** Background tasks (long deletions run by a worker, decision 0029). */
export const TASK_ERRORS = {
  'task.notFound': { status: 404, message: 'The task does not exist' },
  'task.failed': { status: 500, message: 'The task stopped after repeated errors; start it again to finish the rest' },
} as const satisfies ErrorDefinitions;
