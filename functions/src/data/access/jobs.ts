import { JOB_LIMITS } from '@aed/shared/schemas/job';
import { AppError, errorRef } from '../../lib/app-error';
import { CertificateMarkerEntity, type CertificateMarkerItem } from '../entities/certificate-marker-entity';
import { JobEntity, JobLockEntity, JobLogEntity, type JobItem, type JobLogItem } from '../entities/job-entity';
import { cleanBatch, type CleanBatch, type CleanCheckpoint } from './clean-batch';
import { isConditionalFailure } from './ids';
import { writeTransaction } from './transactions';
import { conditions, partitionedList, type Where } from './cursor-walk';
import { UniqueEntity } from '../entities/unique-entity';
import { JOB_ERRORS } from '@aed/shared/errors/job-errors';
import { MONITOR_ERRORS } from '@aed/shared/errors/monitor-errors';

const NAME_SCOPE = 'jobName';
/** A job name is unique within its group, case-insensitively. */
const nameMarker = (jobGroup: string, jobName: string) => ({ scope: NAME_SCOPE, value: `${jobGroup}#${jobName.toLowerCase()}` });
const sameName = (a: JobItem, b: JobItem) => a.jobGroup === b.jobGroup && a.jobName.toLowerCase() === b.jobName.toLowerCase();

/** Every job: one Query of the job partition (bounded by JOB_LIMITS.maxJobs). */
export async function listAllJobs(): Promise<JobItem[]> {
  const { data } = await JobEntity.query.all({}).go({ pages: 'all', limit: JOB_LIMITS.maxJobs });
  return data;
}

export async function getJobById(jobId: number): Promise<JobItem | null> {
  const { data } = await JobEntity.get({ jobId }).go();
  return data;
}

/** Creates the job and its name marker atomically; a taken name fails with job.nameExists. */
export async function createJob(item: JobItem): Promise<void> {
  const refused = await writeTransaction<'job' | 'name'>({ job: JobEntity, unique: UniqueEntity }, ({ job, unique }, add) => {
    add('job', job.create(item).commit());
    add('name', unique.create({ ...nameMarker(item.jobGroup, item.jobName), ownerId: String(item.jobId) }).commit());
  });
  if (refused) throw new AppError(refused.part === 'name' ? errorRef(JOB_ERRORS, 'job.nameExists') : 'common.conflict');
}

/** Updates a job if nobody changed it meanwhile; a new name swaps the marker in the same transaction. */
export async function updateJob(before: JobItem, after: JobItem): Promise<void> {
  const { jobId, ...changes } = after;
  const renamed = !sameName(before, after);
  const refused = await writeTransaction<'job' | 'release' | 'name'>({ job: JobEntity, unique: UniqueEntity }, ({ job, unique }, add) => {
    add(
      'job',
      job
        .patch({ jobId })
        .set(changes)
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    if (renamed) {
      add('release', unique.delete(nameMarker(before.jobGroup, before.jobName)).commit());
      add('name', unique.create({ ...nameMarker(after.jobGroup, after.jobName), ownerId: String(jobId) }).commit());
    }
  });
  if (refused) throw new AppError(refused.part === 'name' ? errorRef(JOB_ERRORS, 'job.nameExists') : 'common.conflict');
}

/** Deletes non-system jobs and their name markers in one transaction: all or nothing. */
export async function deleteJobs(items: JobItem[]): Promise<void> {
  const refused = await writeTransaction<'job' | 'release'>({ job: JobEntity, unique: UniqueEntity }, ({ job, unique }, add) => {
    for (const item of items) {
      add(
        'job',
        job
          .delete({ jobId: item.jobId })
          .where((attr, op) => `${op.eq(attr.jobGroup, 'default')} AND ${op.eq(attr.updateTime, item.updateTime)}`)
          .commit(),
      );
      add('release', unique.delete(nameMarker(item.jobGroup, item.jobName)).commit());
    }
  });
  if (refused) throw new AppError('common.conflict');
}

/** Seeding: create when absent (by id), never overwrite what an administrator changed. */
export async function ensureJob(item: JobItem): Promise<boolean> {
  if (await getJobById(item.jobId)) return false;
  try {
    await createJob(item);
    return true;
  } catch (e) {
    if (e instanceof AppError) return false;
    throw e;
  }
}

// ---- job log ----

export async function writeJobLog(item: JobLogItem): Promise<void> {
  await JobLogEntity.create(item).go();
}

/** A job-log search: one month, of one job or of all. */
export interface JobLogFilter {
  month: string;
  jobId?: number;
  /** Only rows of these jobs (a name search resolved on the bounded job set; at most 100, DynamoDB's IN limit). */
  jobIds?: number[];
  status?: JobLogItem['status'];
}

/** The month of one job (its index, by start time) or of all jobs (the month's partition), newest first. */
function jobLogQuery(f: JobLogFilter) {
  const q = f.jobId === undefined ? JobLogEntity.query.byMonth({ month: f.month }) : JobLogEntity.query.byJob({ jobId: f.jobId }).begins({ startTime: f.month });
  const where: Where = (attr, op) =>
    conditions([
      f.jobIds !== undefined && `${op.name(attr.jobId)} IN (${f.jobIds.slice(0, 100).map((id) => op.escape(id)).join(', ')})`,
      f.status && op.eq(attr.status, f.status),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

/** One partition per search: the filter is its own partition. */
const jobLogList = partitionedList((f: JobLogFilter) => jobLogQuery(f), errorRef(MONITOR_ERRORS, 'log.badCursor'), { order: 'desc' });

/** One cursor page of a job-log search, newest first (docs/decisions/0006, 0030). */
export const pageJobLogs = (filter: JobLogFilter, limit: number, cursor?: string) => jobLogList.page([filter], filter, limit, cursor);
/** The first page's total: a Select COUNT reading at most LIST_COUNT_CAP + 1 rows. */
export const countJobLogs = (filter: JobLogFilter) => jobLogList.count([filter], filter);
/** Up to `max` rows of a job-log search (the export), newest first. */
export const listJobLogs = (filter: JobLogFilter, max: number) => jobLogList.list([filter], filter, max);

/** The newest log rows of a month (tests and diagnostics). */
export async function listJobLogsOfMonth(month: string, max: number, jobId?: number): Promise<{ rows: JobLogItem[] }> {
  return { rows: await listJobLogs({ month, jobId }, max) };
}

/** The most recent log row of a job (one Query, newest first). */
export async function latestJobLog(jobId: number): Promise<JobLogItem | null> {
  const { data } = await JobLogEntity.query.byJob({ jobId }).go({ order: 'desc', limit: 1 });
  return data[0] ?? null;
}

export async function getJobLogs(jobLogIds: string[]): Promise<JobLogItem[]> {
  if (!jobLogIds.length) return [];
  const { data } = await JobLogEntity.get(jobLogIds.map((jobLogId) => ({ jobLogId }))).go();
  return data;
}

export async function deleteJobLogs(jobLogIds: string[]): Promise<void> {
  if (jobLogIds.length) await JobLogEntity.delete(jobLogIds.map((jobLogId) => ({ jobLogId }))).go();
}

/**
 * One batch of a job-log clean (the background task worker's step, decision 0029): up to `max` rows of the checkpoint's
 * month that started before `to` (one Query of that month's partition, oldest first), deleted.
 */
export async function cleanJobLogsBatch(months: readonly string[], to: string, from: CleanCheckpoint, max: number): Promise<CleanBatch> {
  return cleanBatch(
    months,
    from,
    max,
    (month, count, cursor) =>
      JobLogEntity.query
        .byMonth({ month })
        .where((attr, op) => op.lt(attr.startTime, to))
        .go({ count, limit: Math.max(count, 25), cursor }),
    // platform records, no scope condition: one BatchWriteItem per group
    async (rows) => {
      const { unprocessed } = await JobLogEntity.delete(rows.map((r) => ({ jobLogId: r.jobLogId }))).go();
      // throttled: the batch fails and is read again from its checkpoint, so nothing is skipped
      if (unprocessed.length) throw new Error(`${unprocessed.length} job-log deletes unprocessed`);
      return rows.length;
    },
  );
}

// ---- concurrency lock ----

/** Takes the lock of a job for one run; false when another unexpired run holds it. */
export async function acquireJobLock(jobId: number, runId: string, nowSeconds: number): Promise<boolean> {
  try {
    await JobLockEntity.put({ jobId, runId, ttl: nowSeconds + JOB_LIMITS.lockTtlSeconds })
      .where((attr, op) => `${op.notExists(attr.runId)} OR ${op.lt(attr.ttl, nowSeconds)}`)
      .go();
    return true;
  } catch (e) {
    if (isConditionalFailure(e)) return false;
    throw e;
  }
}

/** Releases the lock only if this run still holds it. */
export async function releaseJobLock(jobId: number, runId: string): Promise<void> {
  try {
    await JobLockEntity.delete({ jobId })
      .where((attr, op) => op.eq(attr.runId, runId))
      .go();
  } catch (e) {
    if (!isConditionalFailure(e)) throw e;
  }
}

// ---- certificate markers and user messages (certificate-validity job) ----

export async function listCertificateMarkers(month: string): Promise<CertificateMarkerItem[]> {
  const { data } = await CertificateMarkerEntity.query.byMonth({ month }).go({ pages: 'all' });
  return data;
}

export async function putCertificateMarker(item: CertificateMarkerItem): Promise<void> {
  await CertificateMarkerEntity.put(item).go();
}

