import { queryOptions, useQuery } from '@tanstack/react-query';
import { JobCronNext } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** The next 5 fire times, or the error `job.cronInvalid`. */
export const getCronNext = (cronExpression: string) => api(JobCronNext, { query: { cronExpression } });

export const cronNextOptions = (cronExpression: string) =>
  queryOptions({ queryKey: jobKeys.cronNext(cronExpression), queryFn: () => getCronNext(cronExpression), retry: false, staleTime: 30_000 });

export const useCronNext = (cronExpression: string) => useQuery({ ...cronNextOptions(cronExpression), enabled: cronExpression.trim() !== '' });
