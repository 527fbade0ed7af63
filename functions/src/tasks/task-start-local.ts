import { logger } from '../lib/logger';
import type { TaskStarter } from './task-port';
import { handler } from './task-worker-handler';

const inFlight = new Set<Promise<unknown>>();

/**
 * Local (`npm start`, tests): the same worker handler the Lambda runs, in this process, after the current call has
 * returned (like an asynchronous invocation). It re-starts itself through the same port when its time budget ends.
 */
export const localTaskStarter: TaskStarter = {
  kind: 'local',
  async start(taskId) {
    const run: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(() => handler({ taskId }))
      .catch((e: unknown) => logger.error('local task worker failed', { taskId, error: e instanceof Error ? e.message : String(e) }))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  },
};

/** Resolves when no local worker is running (a worker that re-starts itself is waited for too). */
export async function localWorkersIdle(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
