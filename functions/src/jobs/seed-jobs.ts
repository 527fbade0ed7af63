import { BUILT_IN_JOB_TEXTS } from '@aed/shared/i18n/built-in/jobs';
import { ensureJob } from '../data/access/jobs';
import { ensureSequenceAtLeast } from '../data/access/ids';
import { JOB_TARGETS as JOBS, type JobTargetName } from './job-targets';

/**
 * The built-in jobs: fixed ids, group `system` (cannot be deleted), each on its registered default cron; names and
 * remarks in every language: shared/src/i18n/built-in/jobs.ts.
 */
export const BUILTIN_JOBS = [
  { jobId: 1, jobName: BUILT_IN_JOB_TEXTS.cleanExpiredSessions.name.en, remark: BUILT_IN_JOB_TEXTS.cleanExpiredSessions.remark.en, invokeTarget: JOBS.cleanExpiredSessions.name, misfirePolicy: '3', concurrent: '1' },
  { jobId: 2, jobName: BUILT_IN_JOB_TEXTS.cleanExpiredCaptchas.name.en, remark: BUILT_IN_JOB_TEXTS.cleanExpiredCaptchas.remark.en, invokeTarget: JOBS.cleanExpiredCaptchas.name, misfirePolicy: '3', concurrent: '1' },
  { jobId: 3, jobName: BUILT_IN_JOB_TEXTS.certificateValidityCheck.name.en, remark: BUILT_IN_JOB_TEXTS.certificateValidityCheck.remark.en, invokeTarget: JOBS.certificateValidityCheck.name, misfirePolicy: '2', concurrent: '1' },
  { jobId: 4, jobName: BUILT_IN_JOB_TEXTS.resumeBackgroundTasks.name.en, remark: BUILT_IN_JOB_TEXTS.resumeBackgroundTasks.remark.en, invokeTarget: JOBS.resumeBackgroundTasks.name, misfirePolicy: '3', concurrent: '1' },
  { jobId: 5, jobName: BUILT_IN_JOB_TEXTS.licenceExpiryCheck.name.en, remark: BUILT_IN_JOB_TEXTS.licenceExpiryCheck.remark.en, invokeTarget: JOBS.licenceExpiryCheck.name, misfirePolicy: '2', concurrent: '1' },
  { jobId: 6, jobName: BUILT_IN_JOB_TEXTS.leaseExpiryCheck.name.en, remark: BUILT_IN_JOB_TEXTS.leaseExpiryCheck.remark.en, invokeTarget: JOBS.leaseExpiryCheck.name, misfirePolicy: '2', concurrent: '1' },
  { jobId: 7, jobName: BUILT_IN_JOB_TEXTS.uploadSweep.name.en, remark: BUILT_IN_JOB_TEXTS.uploadSweep.remark.en, invokeTarget: JOBS.uploadSweep.name, misfirePolicy: '2', concurrent: '1' },
  { jobId: 8, jobName: BUILT_IN_JOB_TEXTS.maintenancePlan.name.en, remark: BUILT_IN_JOB_TEXTS.maintenancePlan.remark.en, invokeTarget: JOBS.maintenancePlan.name, misfirePolicy: '2', concurrent: '1' },
  { jobId: 9, jobName: BUILT_IN_JOB_TEXTS.telemetryWatch.name.en, remark: BUILT_IN_JOB_TEXTS.telemetryWatch.remark.en, invokeTarget: JOBS.telemetryWatch.name, misfirePolicy: '3', concurrent: '1' },
  { jobId: 10, jobName: BUILT_IN_JOB_TEXTS.runningStatusSweep.name.en, remark: BUILT_IN_JOB_TEXTS.runningStatusSweep.remark.en, invokeTarget: JOBS.runningStatusSweep.name, misfirePolicy: '2', concurrent: '1' },
  { jobId: 11, jobName: BUILT_IN_JOB_TEXTS.reportMailing.name.en, remark: BUILT_IN_JOB_TEXTS.reportMailing.remark.en, invokeTarget: JOBS.reportMailing.name, misfirePolicy: '2', concurrent: '1' },
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
      cronExpression: JOBS[job.invokeTarget as JobTargetName].defaultCron,
      status: '0',
      createBy: 'system',
      createTime: now,
      updateBy: 'system',
      updateTime: now,
    });
  }
  await ensureSequenceAtLeast('job', JOB_ID_FLOOR);
}
