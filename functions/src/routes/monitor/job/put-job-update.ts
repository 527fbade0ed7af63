import { JobUpdate } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { editJob } from '../../../domain/job/job-service';

export const handler = defineHandler(JobUpdate, ({ actor, body }) => editJob(actor, body));
