import { defineHandler } from '../../../lib/define-handler';
import { getJob } from '../../../domain/job/job-service';

export const handler = defineHandler('JobInfo', ({ query }) => getJob(query.jobId));
