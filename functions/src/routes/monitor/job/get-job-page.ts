import { JobPage } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { pageJobs } from '../../../domain/job/job-service';

export const handler = defineHandler(JobPage, ({ query }) => pageJobs(query));
