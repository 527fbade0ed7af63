import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JOB_LOG_API, jobKeys } from './job-keys';

/** `DELETE /monitor/jobLog/clean?month=`: one month, or every month when absent. */
export const cleanJobLogs = (month?: string) => api.delete<{ deleted: number }>(`${JOB_LOG_API}/clean`, month ? { month } : {});

export const useCleanJobLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanJobLogs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
