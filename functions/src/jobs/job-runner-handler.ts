import * as z from 'zod';
import { logger } from '../lib/logger';
import { JOBS } from './job-registry';

const jobEvent = z.object({ job: z.string(), params: z.string().optional().default('') });

/** Invoked by EventBridge Scheduler (AWS) or croner (locally) with `{ job, params }`. */
export async function handler(event: unknown): Promise<{ job: string; affected: number; durationMs: number }> {
  const { job, params } = jobEvent.parse(event);
  const registered = JOBS[job];
  if (!registered) throw new Error(`Unknown job ${job}`);
  const started = Date.now();
  const { affected } = await registered.run(params);
  const durationMs = Date.now() - started;
  logger.info('job finished', { job, affected, durationMs });
  return { job, affected, durationMs };
}
