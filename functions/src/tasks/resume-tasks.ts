import { listIdleRunningTasks } from '../data/access/background-tasks';
import { startTaskWorker } from './task-port';

/** Tasks one resume run starts at most (more wait for the next run). */
const RESUME_MAX = 50;

/**
 * The resume job (decision 0029): starts a worker for every running task that no worker holds: its worker died, timed
 * out before handing over, or could not be started. One Query of the running tasks' partition.
 */
export async function resumeBackgroundTasks(now = Date.now()): Promise<{ affected: number }> {
  const idle = await listIdleRunningTasks(now, RESUME_MAX);
  for (const task of idle) await startTaskWorker(task.taskId);
  return { affected: idle.length };
}
