import { useMutation } from '@tanstack/react-query';
import { LoginLogClean } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';

/** Starts deleting the caller's scope in the background and answers the task. */
export const startLoginLogClean = () => api(LoginLogClean);

export const useCleanLoginLogs = () => useMutation({ mutationFn: startLoginLogClean });
