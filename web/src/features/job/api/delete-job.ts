import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JobDelete } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** Deletes jobs. */
export const deleteJobs = (ids: readonly number[]) => api(JobDelete, { query: { ids: ids.join(',') } });

export const useDeleteJobs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
