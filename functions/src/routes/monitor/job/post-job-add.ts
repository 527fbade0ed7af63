import { JobAdd } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addJob } from '../../../domain/job/job-service';

export const handler = defineHandler(JobAdd, ({ actor, body }) => addJob(actor, body));
