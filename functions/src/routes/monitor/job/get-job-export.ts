import { JobExport } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportJobs } from '../../../domain/job/job-export';

export const handler = defineHandler(JobExport, async ({ actor, query, event }) => exportJobs(query, await callerLanguage(event, actor)));
