import { useMutation } from '@tanstack/react-query';
import type { StartedTask } from '@aed/shared/schemas/task';
import { legacyApi } from '../../../lib/api-client';
import { JOB_LOG_API } from './job-keys';

/** `DELETE /monitor/jobLog/clean?month=`: starts clearing one month (or every month) in the background; answers the task. */
export const startJobLogClean = (month?: string) => legacyApi.delete<StartedTask>(`${JOB_LOG_API}/clean`, month ? { month } : {});

export const useCleanJobLogs = () => useMutation({ mutationFn: startJobLogClean });
