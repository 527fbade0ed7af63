import { defineHandler } from '../../../lib/define-handler';
import { cleanJobLogs } from '../../../domain/job/job-log-service';

export const handler = defineHandler('JobLogClean', ({ actor, query }) => cleanJobLogs(actor, query.month));
