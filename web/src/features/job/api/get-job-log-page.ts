import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorPage } from '@aed/shared/api/envelope';
import type { JobLogPageQuery, JobLogRecord } from '@aed/shared/schemas/job';
import { legacyApi } from '../../../lib/api-client';
import { JOB_LOG_API, jobKeys } from './job-keys';

export type JobLogPage = CursorPage<JobLogRecord>;

/** `GET /monitor/jobLog/page`: one cursor page of a month's job log (all jobs or one), newest first. */
export const getJobLogPage = (query: JobLogPageQuery) => legacyApi.get<JobLogPage>(`${JOB_LOG_API}/page`, query);

export const jobLogPageOptions = (query: JobLogPageQuery) =>
  queryOptions({ queryKey: jobKeys.logPage(query), queryFn: () => getJobLogPage(query), placeholderData: keepPreviousData });

export const useJobLogPage = (query: JobLogPageQuery) => useQuery(jobLogPageOptions(query));
