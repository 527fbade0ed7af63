import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeJobStatusBody, JobRecord } from '@aed/shared/schemas/job';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** `PUT /monitor/job/changeStatus`: status '1' pauses, '0' resumes. */
export const changeJobStatus = (body: ChangeJobStatusBody) => legacyApi.put<JobRecord>(`${JOB_API}/changeStatus`, body);

export const useChangeJobStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJobStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
