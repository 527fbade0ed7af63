import { useMutation } from '@tanstack/react-query';
import type { JobLogSearch, JobSearch } from '@aed/shared/schemas/job';
import { downloadFile } from '../../../lib/api-client';
import { JOB_API, JOB_LOG_API } from './job-keys';

/** `GET /monitor/job/export?<search>`: the jobs matching the search as an xlsx download. */
export const exportJobs = (search: JobSearch) => downloadFile(`${JOB_API}/export`, search);
export const useExportJobs = () => useMutation({ mutationFn: exportJobs });

/** `GET /monitor/jobLog/export?<search>`: the job-log rows matching the search as an xlsx download. */
export const exportJobLogs = (search: JobLogSearch) => downloadFile(`${JOB_LOG_API}/export`, search);
export const useExportJobLogs = () => useMutation({ mutationFn: exportJobLogs });
