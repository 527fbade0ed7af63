import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddJobBody } from '@aed/shared/schemas/job';
import { JobAdd } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** Adds a job; answers the stored job. */
export const addJob = (body: AddJobBody) => api(JobAdd, { body });

export const useAddJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
