import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobRecord } from '@aed/shared/schemas/job';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** `GET /monitor/job/info?jobId=`: one job, loaded fresh before editing it. */
export const getJobInfo = (jobId: number) => legacyApi.get<JobRecord>(`${JOB_API}/info`, { jobId });

export const jobInfoOptions = (jobId: number) => queryOptions({ queryKey: jobKeys.info(jobId), queryFn: () => getJobInfo(jobId), staleTime: 0, gcTime: 0 });

export const useJobInfo = (jobId: number | undefined) => useQuery({ ...jobInfoOptions(jobId ?? 0), enabled: jobId !== undefined });
