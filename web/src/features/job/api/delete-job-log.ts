import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JobLogDelete } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** Deletes job-log rows. */
export const deleteJobLogs = (ids: readonly string[]) => api(JobLogDelete, { query: { ids: ids.join(',') } });

export const useDeleteJobLogs = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobLogs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
