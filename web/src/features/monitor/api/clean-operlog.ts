import { useMutation } from '@tanstack/react-query';
import type { StartedTask } from '@aed/shared/schemas/task';
import { legacyApi } from '../../../lib/api-client';
import { OPERLOG_API } from './monitor-keys';

/** `DELETE /logs/operlog/clean`: starts deleting the caller's scope in the background and answers the task (decision 0029). */
export const startOperLogClean = () => legacyApi.delete<StartedTask>(`${OPERLOG_API}/clean`);

export const useCleanOperLogs = () => useMutation({ mutationFn: startOperLogClean });
