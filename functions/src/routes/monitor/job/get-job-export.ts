import { defineHandler } from '../../../lib/define-handler';
import { exportJobs } from '../../../domain/job/job-export';

export const handler = defineHandler('JobExport', ({ query }) => exportJobs(query));
