import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateJobBody } from '@aed/shared/schemas/job';
import { JobUpdate } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** Updates a job; answers the stored job. */
export const updateJob = (body: UpdateJobBody) => api(JobUpdate, { body });

export const useUpdateJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
