import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@aed/shared/api/envelope';
import type { JobPageQuery, JobRecord } from '@aed/shared/schemas/job';
import { legacyApi } from '../../../lib/api-client';
import { JOB_API, jobKeys } from './job-keys';

/** `GET /monitor/job/page`: one page of jobs matching the search. */
export const getJobPage = (query: JobPageQuery) => legacyApi.get<Page<JobRecord>>(`${JOB_API}/page`, query);

export const jobPageOptions = (query: JobPageQuery) =>
  queryOptions({ queryKey: jobKeys.page(query), queryFn: () => getJobPage(query), placeholderData: keepPreviousData });

export const useJobPage = (query: JobPageQuery) => useQuery(jobPageOptions(query));
