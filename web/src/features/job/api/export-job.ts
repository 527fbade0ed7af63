import { useMutation } from '@tanstack/react-query';
import type { JobLogSearch, JobSearch } from '@aed/shared/schemas/job';
import { JobExport, JobLogExport } from '@aed/shared/routes/job.routes';
import { download } from '../../../lib/api-client';

/** The jobs matching the search as an xlsx download. */
export const exportJobs = (search: JobSearch) => download(JobExport, { query: search });
export const useExportJobs = () => useMutation({ mutationFn: exportJobs });

/** The job-log rows matching the search as an xlsx download. */
export const exportJobLogs = (search: JobLogSearch) => download(JobLogExport, { query: search });
export const useExportJobLogs = () => useMutation({ mutationFn: exportJobLogs });
