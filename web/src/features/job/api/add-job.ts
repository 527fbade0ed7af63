import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddJobBody, JobRecord } from '@aed/shared/schemas/job';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** `POST /monitor/job/add`. */
export const addJob = (body: AddJobBody) => legacyApi.post<JobRecord>(`${JOB_API}/add`, body);

export const useAddJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
