import { JobChangeStatus } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { changeJobStatus } from '../../../domain/job/job-service';

export const handler = defineHandler(JobChangeStatus, ({ actor, body }) => changeJobStatus(actor, body));
