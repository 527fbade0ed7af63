import { JobLogPage } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageJobLogs } from '../../../domain/job/job-log-service';

export const handler = defineHandler(JobLogPage, ({ query }) => pageJobLogs(query));
