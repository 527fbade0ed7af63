import { useMutation } from '@tanstack/react-query';
import { JobLogClean } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';

/** Starts clearing one month (or every month) in the background; answers the task. */
export const startJobLogClean = (month?: string) => api(JobLogClean, { query: { month } });

export const useCleanJobLogs = () => useMutation({ mutationFn: startJobLogClean });
