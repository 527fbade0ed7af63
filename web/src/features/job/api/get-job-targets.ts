import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobTargets } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** The registered jobs an invoke target may name. */
export const getJobTargets = () => api(JobTargets);

export const jobTargetsOptions = () => queryOptions({ queryKey: jobKeys.targets(), queryFn: getJobTargets, staleTime: 5 * 60_000 });

export const useJobTargets = () => useQuery(jobTargetsOptions());
