import { JobLogCleanStatus } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { jobLogCleanStatus } from '../../../domain/job/job-log-clean-status';

export const handler = defineHandler(JobLogCleanStatus, ({ actor, query }) => jobLogCleanStatus(actor, query));
