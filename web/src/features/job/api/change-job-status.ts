import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeJobStatusBody } from '@aed/shared/schemas/job';
import { JobChangeStatus } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** Status '1' pauses, '0' resumes. */
export const changeJobStatus = (body: ChangeJobStatusBody) => api(JobChangeStatus, { body });

export const useChangeJobStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJobStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
