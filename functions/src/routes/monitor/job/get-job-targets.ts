import { JobTargets } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { listJobTargets } from '../../../domain/job/job-service';

export const handler = defineHandler(JobTargets, () => listJobTargets());
