import type { CursorPage } from '@aed/shared/api/envelope';
import { jobLogMessage } from '@aed/shared/i18n/built-in/job-log-messages';
import type { Language } from '@aed/shared/constants/limits';
import { builtInJobTexts } from '@aed/shared/i18n/built-in/jobs';
import { searchableTexts, shownText } from '@aed/shared/i18n/built-in/text';
import { JOB_LIMITS, type JobLogPageQuery, type JobLogRecord, type JobLogSearch } from '@aed/shared/schemas/job';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countJobLogs, listAllJobs, listJobLogs, pageJobLogs as pageJobLogRows, type JobLogFilter } from '../../data/access/jobs';
import type { JobItem, JobLogItem } from '../../data/entities/job-entity';
import { monthOf, nowIso } from '../../lib/time';

/**
 * Reading job logs (the list and the export's rows, record mapping). Kept apart from the deletes (job-log-service.ts)
 * so that a read route's Lambda carries no write path (decision 0034).
 */

/** A run as a viewer reading `language` sees it: a built-in job's name in that language (as the job list shows it). */
const toRecord = (l: JobLogItem, language: Language): JobLogRecord => ({
  jobLogId: l.jobLogId,
  jobId: l.jobId,
  jobName: shownText(builtInJobTexts({ jobGroup: l.jobGroup ?? '', invokeTarget: l.invokeTarget })?.name, l.jobName, language),
  jobGroup: l.jobGroup ?? '',
  invokeTarget: l.invokeTarget,
  status: l.status,
  message: jobLogMessage({ status: l.status, message: l.message ?? '', affected: l.affected }, language),
  error: l.error ?? '',
  startTime: l.startTime,
  durationMs: l.durationMs ?? 0,
});

/**
 * The search as Query partitions: one month (default: this month) of one job or of all. A name is matched
 * case-insensitively against the bounded job set (at most JOB_LIMITS.maxJobs) and becomes the ids of the jobs it
 * names; a name no job holds finds nothing.
 */
async function filterOf(search: JobLogSearch): Promise<JobLogFilter | null> {
  const filter: JobLogFilter = { month: search.month ?? monthOf(nowIso()), jobId: search.jobId, status: search.status };
  if (!search.jobName) return filter;
  const needle = search.jobName.toLowerCase();
  const named = (j: JobItem) => searchableTexts(builtInJobTexts(j)?.name, j.jobName).some((name) => name.toLowerCase().includes(needle));
  const jobIds = (await listAllJobs()).filter(named).map((j) => j.jobId);
  return jobIds.length ? { ...filter, jobIds } : null;
}

/** The rows of a search, newest first, at most JOB_LIMITS.logExportRows (the export). */
export async function searchJobLogs(search: JobLogSearch, language: Language): Promise<JobLogRecord[]> {
  const filter = await filterOf(search);
  return filter ? (await listJobLogs(filter, JOB_LIMITS.logExportRows)).map((l) => toRecord(l, language)) : [];
}

/** One cursor page of a search, newest first; the total comes with the first page, a capped count (decision 0030). */
export async function pageJobLogs(query: JobLogPageQuery, language: Language): Promise<CursorPage<JobLogRecord>> {
  const filter = await filterOf(query);
  if (!filter) return { total: 0, rows: [] };
  const page = await pageWithTotal(query.cursor, () => pageJobLogRows(filter, query.limit, query.cursor), () => countJobLogs(filter));
  return { ...page, rows: page.rows.map((l) => toRecord(l, language)) };
}
