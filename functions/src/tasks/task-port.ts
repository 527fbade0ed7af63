import { logger } from '../lib/logger';

/**
 * How a task's worker is started (decision 0029): in AWS an asynchronous invocation of the task-worker Lambda
 * (`TASK_WORKER_ARN` set: the API functions' and the job runner's environment), locally the same worker handler run
 * in this process in the background. The request that records a task, the worker that runs out of time and the resume
 * job all start workers through this port.
 */
export interface TaskStarter {
  readonly kind: 'aws' | 'local';
  start(taskId: string): Promise<void>;
}

let override: TaskStarter | undefined;
let cached: Promise<TaskStarter> | undefined;

export function taskStarter(): Promise<TaskStarter> {
  if (override) return Promise.resolve(override);
  cached ??= process.env.TASK_WORKER_ARN
    ? import('./task-start-aws').then((m) => m.awsTaskStarter())
    : import('./task-start-local').then((m) => m.localTaskStarter);
  return cached;
}

/** Tests: replace the starter (undefined restores the configured one). */
export function setTaskStarter(starter: TaskStarter | undefined): void {
  override = starter;
  cached = undefined;
}

/**
 * Starts a worker for the task. A failure is logged, not thrown: the task is recorded and running, and the resume job
 * (tasks/resume-tasks.ts) starts a worker for every running task that none holds.
 */
export async function startTaskWorker(taskId: string): Promise<boolean> {
  try {
    await (await taskStarter()).start(taskId);
    return true;
  } catch (e) {
    logger.error('task worker could not be started, the resume job will', { taskId, error: e instanceof Error ? e.message : String(e) });
    return false;
  }
}
