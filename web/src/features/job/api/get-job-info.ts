import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobInfo } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** One job, loaded fresh before editing it. */
export const getJobInfo = (jobId: number) => api(JobInfo, { query: { jobId } });

export const jobInfoOptions = (jobId: number) => queryOptions({ queryKey: jobKeys.info(jobId), queryFn: () => getJobInfo(jobId), staleTime: 0, gcTime: 0 });

export const useJobInfo = (jobId: number | undefined) => useQuery({ ...jobInfoOptions(jobId ?? 0), enabled: jobId !== undefined });
