import { defineHandler } from '../../../lib/define-handler';
import { listJobTargets } from '../../../domain/job/job-service';

export const handler = defineHandler('JobTargets', () => listJobTargets());
