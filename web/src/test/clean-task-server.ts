/**
 * The server side of a background clean (decision 0029) for component tests: the start call answers a running task,
 * every progress poll of that task advances it (1500 records deleted, then done with 2600). `runningAtStart`: a clean
 * is already running when the screen opens (a reload).
 */
import type { BackgroundTaskRecord, TaskKind } from '@aed/shared/schemas/task';

const ok = (data: unknown) => new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

export function fakeCleanTask({ kind, startPath, statusPath, runningAtStart = false }: { kind: TaskKind; startPath: string; statusPath: string; runningAtStart?: boolean }) {
  const fresh = (): BackgroundTaskRecord => ({
    taskId: 'task0000001',
    kind,
    status: 'running',
    deleted: 0,
    createBy: 'someone.else',
    createTime: '2026-11-20T08:00:00.000Z',
    updateTime: '2026-11-20T08:00:00.000Z',
    cutoff: '2026-11-20T08:00:00.000Z',
  });
  let task: BackgroundTaskRecord | null = runningAtStart ? fresh() : null;
  const state = { starts: 0, polls: 0 };
  const handle = (url: URL, init: RequestInit): Response | undefined => {
    if (init.method === 'DELETE' && url.pathname === startPath) {
      state.starts += 1;
      const started = task?.status !== 'running';
      if (started) task = fresh();
      return ok({ task, started });
    }
    if ((init.method ?? 'GET') !== 'GET' || url.pathname !== statusPath) return undefined;
    if (!url.searchParams.get('taskId')) return ok(task?.status === 'running' ? task : null);
    state.polls += 1;
    if (task?.status === 'running') task = task.deleted === 0 ? { ...task, deleted: 1500 } : { ...task, status: 'done', deleted: 2600, finishTime: '2026-11-20T08:01:00.000Z' };
    return ok(task);
  };
  return { handle, state };
}
