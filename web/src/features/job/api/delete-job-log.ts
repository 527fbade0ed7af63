import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { JOB_LOG_API, jobKeys } from './job-keys';

/** `DELETE /monitor/jobLog/delete?ids=a,b`. */
export const deleteJobLogs = (ids: readonly string[]) => legacyApi.delete<unknown>(`${JOB_LOG_API}/delete`, { ids: ids.join(',') });

export const useDeleteJobLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobLogs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
