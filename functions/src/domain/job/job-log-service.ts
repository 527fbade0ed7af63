import type { Page } from '@aed/shared/api/envelope';
import { JOB_LIMITS, type JobLogPageQuery, type JobLogRecord, type JobLogSearch } from '@aed/shared/schemas/job';
import { deleteJobLogs, deleteJobLogsOfMonth, getJobLogs, listJobLogsOfMonth } from '../../data/access/jobs';
import type { JobLogItem } from '../../data/entities/job-entity';
import { monthOf, nowIso } from '../../lib/time';
import { AppError } from '../app-error';
import type { Actor } from '../actor';
import { assertPlatformOperator } from '../platform-records';

const toRecord = (l: JobLogItem): JobLogRecord => ({
  jobLogId: l.jobLogId,
  jobId: l.jobId,
  jobName: l.jobName,
  jobGroup: l.jobGroup ?? '',
  invokeTarget: l.invokeTarget,
  status: l.status,
  message: l.message ?? '',
  error: l.error ?? '',
  startTime: l.startTime,
  durationMs: l.durationMs ?? 0,
});

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

/**
 * The newest log rows of one month (default: this month), all jobs or one job: one Query of that month's (or
 * that job's) partition, at most JOB_LIMITS.logWindow rows, then filtered. `truncated` says older rows of the
 * month lie beyond the window.
 */
export async function searchJobLogs(search: JobLogSearch): Promise<{ rows: JobLogRecord[]; truncated: boolean }> {
  const month = search.month ?? monthOf(nowIso());
  const { rows, more } = await listJobLogsOfMonth(month, JOB_LIMITS.logWindow, search.jobId);
  return {
    rows: rows.filter((l) => contains(l.jobName, search.jobName) && (!search.status || l.status === search.status)).map(toRecord),
    truncated: more,
  };
}

export async function pageJobLogs(query: JobLogPageQuery): Promise<Page<JobLogRecord> & { truncated: boolean }> {
  const { rows, truncated } = await searchJobLogs(query);
  const start = (query.page - 1) * query.limit;
  return { total: rows.length, rows: rows.slice(start, start + query.limit), truncated };
}

/** All or nothing: an unknown id refuses the call. */
export async function removeJobLogs(actor: Actor, ids: string[]): Promise<void> {
  assertPlatformOperator(actor);
  const found = await getJobLogs(ids);
  if (found.length !== ids.length) throw new AppError('common.notFound');
  await deleteJobLogs(ids);
}

/** Clears one month, or (no month) every month the log can still hold (TTL keeps at most about four). */
export async function cleanJobLogs(actor: Actor, month?: string): Promise<{ deleted: number }> {
  assertPlatformOperator(actor);
  const months = month ? [month] : recentMonths(Math.ceil(JOB_LIMITS.logRetentionDays / 28) + 1);
  let deleted = 0;
  for (const m of months) deleted += await deleteJobLogsOfMonth(m);
  return { deleted };
}

function recentMonths(count: number): string[] {
  const d = new Date();
  d.setUTCDate(1);
  const months: string[] = [];
  for (let i = 0; i < count; i++) {
    months.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() - 1);
  }
  return months;
}
