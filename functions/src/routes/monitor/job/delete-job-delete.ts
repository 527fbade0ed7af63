import { JobDelete } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { removeJobs } from '../../../domain/job/job-service';

export const handler = defineHandler(JobDelete, ({ actor, query }) => removeJobs(actor, query.ids));
