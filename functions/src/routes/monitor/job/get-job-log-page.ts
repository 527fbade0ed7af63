import { JobLogPage } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { pageJobLogs } from '../../../domain/job/job-log-queries';

export const handler = defineHandler(JobLogPage, async ({ actor, query, event }) => pageJobLogs(query, await callerLanguage(event, actor)));
