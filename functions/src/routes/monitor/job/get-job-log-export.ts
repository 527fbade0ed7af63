import { JobLogExport } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportJobLogs } from '../../../domain/job/job-export';

export const handler = defineHandler(JobLogExport, async ({ actor, query, event }) => exportJobLogs(query, await callerLanguage(event, actor)));
