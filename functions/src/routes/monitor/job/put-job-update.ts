import { JobUpdate } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { editJob } from '../../../domain/job/job-service';

export const handler = defineHandler(JobUpdate, async ({ actor, body, event }) => editJob(actor, body, await callerLanguage(event, actor)));
