import { randomUUID } from 'node:crypto';
import { JOB_LOG_FAILED_MESSAGE, JOB_LOG_SKIPPED_MESSAGE, jobLogSuccessMessage } from '@aed/shared/i18n/built-in/job-log-messages';
import { JOB_LIMITS, type JobRunOutcome } from '@aed/shared/schemas/job';
import { acquireJobLock, getJobById, releaseJobLock, writeJobLog } from '../data/access/jobs';
import type { JobItem } from '../data/entities/job-entity';
import { logger } from '../lib/logger';
import { monthOf, nowIso, nowSeconds, timeId } from '../lib/time';
import { JOBS } from './job-registry';

export interface RunRequest {
  /** Registered job name (the schedule's `job`). */
  target: string;
  params?: string;
  /** The job row the schedule belongs to; its status, concurrency and params win over the event's. */
  jobId?: number;
  /** "Run once now" from the API: runs a paused job too. */
  manual?: boolean;
  /** Time cap; the run is logged as failed when it takes longer. */
  timeoutMs?: number;
}

/** What a run did: the same shape `PUT /monitor/job/run` answers. */
export type RunOutcome = JobRunOutcome;

export class UnknownJobTargetError extends Error {
  constructor(readonly target: string) {
    super(`Unknown job ${target}`);
    this.name = 'UnknownJobTargetError';
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number | undefined): Promise<T> =>
  ms === undefined
    ? promise
    : new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
        promise.then(
          (v) => {
            clearTimeout(timer);
            resolve(v);
          },
          (e) => {
            clearTimeout(timer);
            reject(e);
          },
        );
      });

/**
 * Runs one registered job and writes its job-log row (status, duration, error). An unregistered target is
 * refused before anything runs. A job with `concurrent = '1'` takes a conditional lock item first and is
 * skipped (logged with status 2) while another run holds it; the lock expires by TTL if a run crashes.
 */
export async function runJob(request: RunRequest): Promise<RunOutcome> {
  const registered = Object.prototype.hasOwnProperty.call(JOBS, request.target) ? JOBS[request.target] : undefined;
  if (!registered) throw new UnknownJobTargetError(request.target);

  let job: JobItem | null = null;
  if (request.jobId !== undefined) {
    job = await getJobById(request.jobId);
    if (!job || job.invokeTarget !== request.target) {
      logger.warn('job row missing or changed, not run', { jobId: request.jobId, target: request.target });
      return { status: 'not-run', affected: 0, durationMs: 0 };
    }
    if (job.status === '1' && !request.manual) return { status: 'not-run', affected: 0, durationMs: 0 };
  }
  const params = job ? job.params : (request.params ?? '');
  const startTime = nowIso();
  const started = Date.now();
  const jobLogId = timeId();
  const log = (status: '0' | '1' | '2', message: string, error = '', affected?: number) =>
    writeJobLog({
      jobLogId,
      month: monthOf(startTime),
      jobId: job?.jobId ?? 0,
      jobName: job?.jobName ?? registered.name,
      jobGroup: job?.jobGroup ?? 'system',
      invokeTarget: registered.name,
      status,
      message,
      ...(affected === undefined ? {} : { affected }),
      error: error.slice(0, 2000),
      startTime,
      durationMs: Date.now() - started,
      ttl: nowSeconds() + JOB_LIMITS.logRetentionDays * 86_400,
    });

  const runId = randomUUID();
  const locked = job?.concurrent === '1';
  if (locked && !(await acquireJobLock(job!.jobId, runId, nowSeconds()))) {
    await log('2', JOB_LOG_SKIPPED_MESSAGE);
    return { status: '2', affected: 0, durationMs: 0, jobLogId };
  }
  try {
    const { affected } = await withTimeout(registered.run(params), request.timeoutMs);
    const durationMs = Date.now() - started;
    await log('0', jobLogSuccessMessage(affected), '', affected);
    logger.info('job finished', { job: registered.name, jobId: job?.jobId, affected, durationMs });
    return { status: '0', affected, durationMs, jobLogId };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await log('1', JOB_LOG_FAILED_MESSAGE, error);
    logger.error('job failed', { job: registered.name, jobId: job?.jobId, error });
    return { status: '1', affected: 0, durationMs: Date.now() - started, error, jobLogId };
  } finally {
    if (locked) await releaseJobLock(job!.jobId, runId);
  }
}
