import { defineHandler } from '../../../lib/define-handler';
import { runJobNow } from '../../../domain/job/job-service';

export const handler = defineHandler('JobRun', ({ body }) => runJobNow(body.jobId));
