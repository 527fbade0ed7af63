import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** `DELETE /monitor/job/delete?ids=1,2`. */
export const deleteJobs = (ids: readonly number[]) => legacyApi.delete<unknown>(`${JOB_API}/delete`, { ids: ids.join(',') });

export const useDeleteJobs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
