import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** `GET /monitor/job/cron/next?cronExpression=`: the next 5 fire times, or the error `job.cronInvalid`. */
export const getCronNext = (cronExpression: string) => legacyApi.get<string[]>(`${JOB_API}/cron/next`, { cronExpression });

export const cronNextOptions = (cronExpression: string) =>
  queryOptions({ queryKey: jobKeys.cronNext(cronExpression), queryFn: () => getCronNext(cronExpression), retry: false, staleTime: 30_000 });

export const useCronNext = (cronExpression: string) => useQuery({ ...cronNextOptions(cronExpression), enabled: cronExpression.trim() !== '' });
