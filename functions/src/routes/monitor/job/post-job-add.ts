import { JobAdd } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { addJob } from '../../../domain/job/job-service';

export const handler = defineHandler(JobAdd, async ({ actor, body, event }) => addJob(actor, body, await callerLanguage(event, actor)));
