import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobLogPageQuery } from '@aed/shared/schemas/job';
import { JobLogPage } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** One cursor page of a month's job log (all jobs or one), newest first. */
export const getJobLogPage = (query: JobLogPageQuery) => api(JobLogPage, { query });

export const jobLogPageOptions = (query: JobLogPageQuery) =>
  queryOptions({ queryKey: jobKeys.logPage(query), queryFn: () => getJobLogPage(query), placeholderData: keepPreviousData });

export const useJobLogPage = (query: JobLogPageQuery) => useQuery(jobLogPageOptions(query));
