import { JobLogClean } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { startJobLogClean } from '../../../domain/job/job-log-clean';

export const handler = defineHandler(JobLogClean, ({ actor, query }) => startJobLogClean(actor, query.month));
