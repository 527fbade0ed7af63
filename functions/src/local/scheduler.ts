import type { Cron } from 'croner';
import { latestJobLog, listAllJobs } from '../data/access/jobs';
import { createCron, isValidCron } from '../jobs/cron';
import { handler as runJob } from '../jobs/job-runner-handler';
import type { ScheduledJob } from '../jobs/schedule-port';
import { logger } from '../lib/logger';

/**
 * croner standing in for EventBridge Scheduler: one Cron per job row, keyed by jobId, each firing the same
 * job-runner handler the Lambda runs. The local schedule port (jobs/schedule-local.ts) writes to this registry
 * when a job changes; it only holds timers while the scheduler is started (`npm start`), never in tests that
 * merely call the API.
 */
const registry = new Map<number, { cron: Cron; job: ScheduledJob }>();
let active = false;

function schedule(job: ScheduledJob): void {
  registry.get(job.jobId)?.cron.stop();
  registry.delete(job.jobId);
  if (!isValidCron(job.cronExpression)) {
    logger.warn('job has an invalid cron expression, not scheduled', { jobId: job.jobId });
    return;
  }
  const cron = createCron(
    job.cronExpression,
    {
      name: `job-${job.jobId}`,
      paused: job.status === '1',
      catch: (e) => logger.error('job failed', { jobId: job.jobId, error: String(e) }),
    },
    async () => {
      await runJob({ job: job.invokeTarget, params: job.params, jobId: job.jobId });
    },
  );
  registry.set(job.jobId, { cron, job });
}

export const localScheduler = {
  upsert(job: ScheduledJob): void {
    if (active) schedule(job);
  },
  setPaused(jobId: number, paused: boolean): void {
    const entry = registry.get(jobId);
    if (!entry) return;
    if (paused) entry.cron.pause();
    else entry.cron.resume();
    entry.job = { ...entry.job, status: paused ? '1' : '0' };
  },
  remove(jobId: number): void {
    registry.get(jobId)?.cron.stop();
    registry.delete(jobId);
  },
  /** Fires a job's schedule now, as its timer would (tests). */
  async trigger(jobId: number): Promise<void> {
    await registry.get(jobId)?.cron.trigger();
  },
  /** What is scheduled now: jobId, paused flag and next fire time. */
  list(): { jobId: number; paused: boolean; next: string | undefined }[] {
    return [...registry.entries()].map(([jobId, { cron }]) => ({
      jobId,
      paused: !cron.isRunning(),
      next: cron.isRunning() ? cron.nextRun()?.toISOString() : undefined,
    }));
  },
  get active(): boolean {
    return active;
  },
};

/** Missed while the process was down (misfire policy 1 or 2): the fire after the last logged run is past. */
export async function catchUpMisfire(job: ScheduledJob): Promise<void> {
  if (job.status !== '0' || job.misfirePolicy === '3') return;
  const last = await latestJobLog(job.jobId);
  if (!last) return;
  if (!isValidCron(job.cronExpression)) return;
  const probe = createCron(job.cronExpression, { paused: true });
  const due = probe.nextRun(new Date(last.startTime));
  probe.stop();
  if (due && due.getTime() < Date.now()) {
    logger.info('job missed a fire while stopped, running it once now', { jobId: job.jobId });
    await runJob({ job: job.invokeTarget, params: job.params, jobId: job.jobId });
  }
}

/** Loads every job row and schedules it; returns what runs and a stop function. */
export async function startScheduler() {
  active = true;
  const jobs = await listAllJobs();
  for (const job of jobs) schedule(job);
  void Promise.all(jobs.map((job) => catchUpMisfire(job).catch((e) => logger.error('misfire catch-up failed', { jobId: job.jobId, error: String(e) }))));
  return {
    jobs: localScheduler.list(),
    stop: () => {
      active = false;
      for (const { cron } of registry.values()) cron.stop();
      registry.clear();
    },
  };
}
