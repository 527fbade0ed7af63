import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobTarget } from '@aed/shared/schemas/job';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** `GET /monitor/job/targets`: the registered jobs an invoke target may name. */
export const getJobTargets = () => legacyApi.get<JobTarget[]>(`${JOB_API}/targets`);

export const jobTargetsOptions = () => queryOptions({ queryKey: jobKeys.targets(), queryFn: getJobTargets, staleTime: 5 * 60_000 });

export const useJobTargets = () => useQuery(jobTargetsOptions());
