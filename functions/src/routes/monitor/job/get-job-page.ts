import { JobPage } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { pageJobs } from '../../../domain/job/job-queries';

export const handler = defineHandler(JobPage, async ({ actor, query, event }) => pageJobs(query, await callerLanguage(event, actor)));
