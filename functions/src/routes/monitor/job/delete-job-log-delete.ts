import { JobLogDelete } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeJobLogs } from '../../../domain/job/job-log-service';

export const handler = defineHandler(JobLogDelete, ({ actor, query }) => removeJobLogs(actor, query.ids));
