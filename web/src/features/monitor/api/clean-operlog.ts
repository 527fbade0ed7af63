import { useMutation } from '@tanstack/react-query';
import { OperLogClean } from '@aed/shared/routes/monitor.routes';
import { api } from '../../../lib/api-client';

/** Starts deleting the caller's scope in the background and answers the task (decision 0029). */
export const startOperLogClean = () => api(OperLogClean);

export const useCleanOperLogs = () => useMutation({ mutationFn: startOperLogClean });
