/** Background tasks in handler tests (decision 0029): a starter that only records, and waiting for a task to end. */
import { expect } from 'vitest';
import type { RouteId } from '../../src/routes/route-table';
import type { TaskStarter } from '../../src/tasks/task-port';
import { invoke } from '../helpers';

/** A task starter that records the task ids it was asked to start and runs nothing (the test runs the worker). */
export function recordingStarter(): { started: string[]; starter: TaskStarter } {
  const started: string[] = [];
  return { started, starter: { kind: 'local', start: async (taskId) => void started.push(taskId) } };
}

/** Polls a clean's status route until the task is no longer running; answers the final record. */
export async function waitForTask(route: Extract<RouteId, `${string}CleanStatus`>, token: string, taskId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await invoke(route, { token, query: { taskId } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    if (res.json.data.status !== 'running') return res.json.data as { status: string; deleted: number; errorCode?: string };
    if (Date.now() > until) throw new Error(`task ${taskId} still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
