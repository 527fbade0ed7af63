import { JobRun } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { runJobNow } from '../../../domain/job/job-service';

export const handler = defineHandler(JobRun, ({ actor, body }) => runJobNow(actor, body.jobId));
