import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JobRun } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** Runs the job once now and logs it; answers what the run did. */
export const runJob = (jobId: number) => api(JobRun, { body: { jobId } });

export const useRunJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
