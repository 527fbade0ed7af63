import { defineHandler } from '../../../lib/define-handler';
import { cleanJobLogs } from '../../../domain/job/job-log-service';

export const handler = defineHandler('JobLogClean', ({ query }) => cleanJobLogs(query.month));
