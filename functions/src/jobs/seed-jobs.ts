import { ensureJob } from '../data/access/jobs';
import { ensureSequenceAtLeast } from '../data/access/ids';
import { JOBS } from './job-registry';

/** The built-in jobs: fixed ids, group `system` (cannot be deleted), each on its registered default cron. */
export const BUILTIN_JOBS = [
  { jobId: 1, jobName: 'Clean expired sessions', invokeTarget: JOBS.cleanExpiredSessions.name, misfirePolicy: '3', concurrent: '1' },
  { jobId: 2, jobName: 'Clean expired captchas', invokeTarget: JOBS.cleanExpiredCaptchas.name, misfirePolicy: '3', concurrent: '1' },
  { jobId: 3, jobName: 'Certificate validity check', invokeTarget: JOBS.certificateValidityCheck.name, misfirePolicy: '2', concurrent: '1' },
  { jobId: 4, jobName: 'Resume background tasks', invokeTarget: JOBS.resumeBackgroundTasks.name, misfirePolicy: '3', concurrent: '1' },
] as const;

/** Job ids of administrators start above this. */
export const JOB_ID_FLOOR = 100;

/** Create-if-absent: never overwrites a built-in job an administrator paused or re-timed. */
export async function seedJobs(now: string): Promise<void> {
  for (const job of BUILTIN_JOBS) {
    await ensureJob({
      ...job,
      jobGroup: 'system',
      params: '',
      cronExpression: JOBS[job.invokeTarget].defaultCron,
      status: '0',
      remark: JOBS[job.invokeTarget].description,
      createBy: 'system',
      createTime: now,
      updateBy: 'system',
      updateTime: now,
    });
  }
  await ensureSequenceAtLeast('job', JOB_ID_FLOOR);
}
