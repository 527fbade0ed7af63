import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient, type UseMutationResult, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BackgroundTaskRecord, StartedTask } from '@aed/shared/schemas/task';
import { errorMessage, translateErrorCode } from '../../lib/error-message';
import { usePermission } from '../../lib/permission';
import { notifyError, notifyInfo } from '../ui/toaster';

/** How often the progress of a running clean is asked for. */
export const TASK_POLL_MS = 1000;

type StatusOptions<K extends readonly unknown[]> = (taskId?: string) => UseQueryOptions<BackgroundTaskRecord | null, Error, BackgroundTaskRecord | null, K>;

interface Options<V, K extends readonly unknown[]> {
  /** The permission of the clean and of its status route: without it nothing is asked (the server would answer 403). */
  permission: string;
  /** The clean's status query: without an id the task running in the caller's scope (or null), with an id that task. */
  statusOptions: StatusOptions<K>;
  /** Starts the clean (the request answers the task at once, decision 0029). */
  start: UseMutationResult<StartedTask, unknown, V>;
  /** The clean finished: refresh the list and say so. */
  onDone: (task: BackgroundTaskRecord) => void;
}

/**
 * A clean that runs in the background: `begin` starts it (or joins the one already running in the caller's scope), the
 * screen shows `task` (progress) and disables its button while `running`, and `onDone` refreshes the list at the end.
 * A clean already running when the screen opens (e.g. after a reload) is followed too. Failures are toasted here.
 * Without `permission` nothing is queried (the screen hides its clean button by the same permission).
 */
export function useCleanTask<V, K extends readonly unknown[]>({ permission, statusOptions, start, onDone }: Options<V, K>) {
  const { t } = useTranslation('common');
  const allowed = usePermission().hasPermission(permission);
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<string | null>(null);
  // Tasks already reported: a stale "running" answer must not report one twice.
  const ended = useRef(new Set<string>());
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  }, [onDone]);

  // Only what the user may see is asked: a user without the clean permission has no status to follow.
  const running = useQuery({ ...statusOptions(), enabled: allowed && taskId === null });
  const followed = useQuery({ ...statusOptions(taskId ?? undefined), enabled: allowed && taskId !== null, refetchInterval: TASK_POLL_MS });

  const follow = useCallback(
    (task: BackgroundTaskRecord) => {
      if (ended.current.has(task.taskId)) return;
      queryClient.setQueryData<BackgroundTaskRecord | null>(statusOptions(task.taskId).queryKey, task);
      setTaskId(task.taskId);
    },
    [queryClient, statusOptions],
  );

  // A clean already running when the screen opens (also after a reload): follow it.
  useEffect(() => {
    if (taskId === null && running.data?.status === 'running') follow(running.data);
  }, [running.data, taskId, follow]);

  // The followed clean ended: report it once, and forget the "running" answer.
  useEffect(() => {
    const task = followed.data;
    if (taskId === null || !task || task.taskId !== taskId || task.status === 'running') return;
    ended.current.add(task.taskId);
    setTaskId(null);
    void queryClient.invalidateQueries({ queryKey: statusOptions().queryKey });
    if (task.status === 'done') onDoneRef.current(task);
    else notifyError(translateErrorCode(t, task.errorCode ?? 'task.failed') ?? task.status);
  }, [followed.data, taskId, queryClient, statusOptions, t]);

  // Its progress cannot be read any more: stop following, say why.
  useEffect(() => {
    if (taskId === null || !followed.isError) return;
    setTaskId(null);
    notifyError(errorMessage(t, followed.error));
  }, [followed.isError, followed.error, taskId, t]);

  const begin = (variables: V) =>
    start.mutate(variables, {
      onSuccess: ({ task, started }) => {
        if (!started) notifyInfo(t('task.alreadyRunning', { user: task.createBy }));
        follow(task);
      },
      onError: (err) => notifyError(errorMessage(t, err)),
    });

  const task = taskId !== null && followed.data?.taskId === taskId ? followed.data : null;
  return { begin, task, running: taskId !== null || start.isPending };
}
