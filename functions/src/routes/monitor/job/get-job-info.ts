import { JobInfo } from '@aed/shared/routes/job.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { getJob } from '../../../domain/job/job-queries';

export const handler = defineHandler(JobInfo, async ({ actor, query, event }) => getJob(query.jobId, await callerLanguage(event, actor)));
