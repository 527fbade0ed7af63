import { JobInfo } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { getJob } from '../../../domain/job/job-service';

export const handler = defineHandler(JobInfo, ({ query }) => getJob(query.jobId));
