import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobRecord, UpdateJobBody } from '@aed/shared/schemas/job';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** `PUT /monitor/job/update`. */
export const updateJob = (body: UpdateJobBody) => legacyApi.put<JobRecord>(`${JOB_API}/update`, body);

export const useUpdateJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
