import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPageQuery } from '@aed/shared/schemas/job';
import { JobPage } from '@aed/shared/routes/job.routes';
import { api } from '../../../lib/api-client';
import { jobKeys } from './job-keys';

/** One page of jobs matching the search. */
export const getJobPage = (query: JobPageQuery) => api(JobPage, { query });

export const jobPageOptions = (query: JobPageQuery) =>
  queryOptions({ queryKey: jobKeys.page(query), queryFn: () => getJobPage(query), placeholderData: keepPreviousData });

export const useJobPage = (query: JobPageQuery) => useQuery(jobPageOptions(query));
