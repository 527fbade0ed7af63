import { JobChangeStatus } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { changeJobStatus } from '../../../domain/job/job-service';

export const handler = defineHandler(JobChangeStatus, async ({ actor, body, event }) => changeJobStatus(actor, body, await callerLanguage(event, actor)));
