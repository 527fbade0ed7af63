import { defineHandler } from '../../../lib/define-handler';
import { exportJobLogs } from '../../../domain/job/job-export';

export const handler = defineHandler('JobLogExport', ({ query }) => exportJobLogs(query));
