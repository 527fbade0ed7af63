import { useMutation, useQueryClient } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** What one run did: 0 success, 1 failure, 2 skipped (a run was in flight). */
export interface JobRunResult {
  status: '0' | '1' | '2' | 'not-run';
  affected: number;
  durationMs: number;
  error?: string;
}

/** `PUT /monitor/job/run`: runs the job once now and logs it. */
export const runJob = (jobId: number) => legacyApi.put<JobRunResult>(`${JOB_API}/run`, { jobId });

export const useRunJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
};
