import { useMutation } from '@tanstack/react-query';
import type { StartedTask } from '@aed/shared/schemas/task';
import { legacyApi } from '../../../lib/api-client';
import { LOGININFOR_API } from './monitor-keys';

/** `DELETE /logs/logininfor/clean`: starts deleting the caller's scope in the background and answers the task. */
export const startLoginLogClean = () => legacyApi.delete<StartedTask>(`${LOGININFOR_API}/clean`);

export const useCleanLoginLogs = () => useMutation({ mutationFn: startLoginLogClean });
