import * as z from 'zod';
import { runJob, type RunOutcome } from './run-job';

const jobEvent = z.object({
  job: z.string(),
  params: z.string().optional().default(''),
  jobId: z.number().int().positive().optional(),
});

/**
 * Invoked by EventBridge Scheduler (AWS) or croner (locally) with `{ job, params, jobId }`. Every run is
 * written to the job log; failures are logged rather than thrown, so Lambda does not retry a failed job.
 */
export async function handler(event: unknown): Promise<{ job: string } & RunOutcome> {
  const { job, params, jobId } = jobEvent.parse(event);
  return { job, ...(await runJob({ target: job, params, jobId })) };
}
