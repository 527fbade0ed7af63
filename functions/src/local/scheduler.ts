import { Cron } from 'croner';
import { JOBS } from '../jobs/job-registry';
import { handler as runJob } from '../jobs/job-runner-handler';
import { logger } from '../lib/logger';

/** croner standing in for EventBridge Scheduler: each registered job on its cron, through the job-runner handler. */
export function startScheduler() {
  const crons = Object.values(JOBS).map(
    (job) =>
      new Cron(job.defaultCron, { name: job.name, protect: true, catch: (e) => logger.error('job failed', { job: job.name, error: String(e) }) }, async () => {
        await runJob({ job: job.name });
      }),
  );
  return { jobs: crons.map((c) => ({ name: c.name, next: c.nextRun()?.toISOString() })), stop: () => crons.forEach((c) => c.stop()) };
}
