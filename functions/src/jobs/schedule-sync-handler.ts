import { listAllJobs } from '../data/access/jobs';
import { logger } from '../lib/logger';
import { awsSchedulePort, type AwsScheduleConfig } from './schedule-aws';
import type { SchedulePort } from './schedule-port';

/**
 * Deploy time (a CDK trigger in the jobs stack, after the seed): makes every job row's EventBridge Scheduler
 * schedule match the row, so the seeded built-in jobs run in AWS from the first deploy. Idempotent (upsert).
 */
export async function syncSchedules(port: SchedulePort): Promise<{ synced: number; failed: number[] }> {
  const failed: number[] = [];
  const jobs = await listAllJobs();
  for (const job of jobs) {
    try {
      await port.upsert(job);
    } catch (e) {
      failed.push(job.jobId);
      logger.error('schedule sync failed', { jobId: job.jobId, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return { synced: jobs.length - failed.length, failed };
}

export async function handler(): Promise<{ synced: number; failed: number[] }> {
  const config: AwsScheduleConfig = {
    groupName: process.env.SCHEDULE_GROUP_NAME ?? '',
    jobRunnerArn: process.env.JOB_RUNNER_ARN ?? '',
    schedulerRoleArn: process.env.SCHEDULER_ROLE_ARN ?? '',
  };
  return syncSchedules(awsSchedulePort(config));
}
