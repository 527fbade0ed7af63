import { JobCronNext } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { previewCron } from '../../../domain/job/job-queries';

export const handler = defineHandler(JobCronNext, ({ query }) => previewCron(query.cronExpression));
