import { JobTargets } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { listJobTargets } from '../../../domain/job/job-queries';

export const handler = defineHandler(JobTargets, async ({ actor, event }) => listJobTargets(await callerLanguage(event, actor)));
