import type { Page } from '@aed/shared/api/envelope';
import type { Language } from '@aed/shared/constants/limits';
import { builtInJobTexts } from '@aed/shared/i18n/built-in/jobs';
import { searchableTexts, shownText } from '@aed/shared/i18n/built-in/text';
import { JOB_LIMITS, type JobPageQuery, type JobRecord, type JobSearch, type JobTarget } from '@aed/shared/schemas/job';
import { getJobById, listAllJobs } from '../../data/access/jobs';
import type { JobItem } from '../../data/entities/job-entity';
import { nextFireTimes } from '../../jobs/cron';
import { JOB_TARGETS as JOBS } from '../../jobs/job-targets';
import { AppError } from '../../lib/app-error';
import { JOB_ERRORS } from '@aed/shared/errors/job-errors';

/**
 * Reading scheduled jobs (the list, one job, the invoke targets, a cron preview, record mapping). Kept apart from the
 * changes (job-service.ts: the schedule sync and running a job) so that a read route's Lambda carries no write path
 * (decision 0034). The targets still read the job registry (their names and descriptions).
 */

/** A job as a viewer reading `language` sees it: a built-in job's name and remark in that language until edited. */
export const toRecord = (j: JobItem, language: Language): JobRecord => ({
  jobId: j.jobId,
  jobName: shownText(builtInJobTexts(j)?.name, j.jobName, language),
  jobGroup: j.jobGroup,
  invokeTarget: j.invokeTarget,
  params: j.params ?? '',
  cronExpression: j.cronExpression,
  misfirePolicy: j.misfirePolicy,
  concurrent: j.concurrent,
  status: j.status,
  remark: shownText(builtInJobTexts(j)?.remark, j.remark ?? '', language),
  createBy: j.createBy ?? '',
  createTime: j.createTime,
  updateBy: j.updateBy ?? '',
  updateTime: j.updateTime ?? '',
  ...(j.status === '0' ? { nextValidTime: nextFireTimes(j.cronExpression, 1)[0] } : {}),
});

const contains = (value: string, needle?: string) => !needle || value.toLowerCase().includes(needle.toLowerCase());

/** The registered jobs an invoke target may name, described in the caller's language. */
export async function listJobTargets(language: Language): Promise<JobTarget[]> {
  return Object.values(JOBS).map(({ name, description, defaultCron }) => ({ name, description: shownText(builtInJobTexts({ jobGroup: 'system', invokeTarget: name })?.remark, description, language), defaultCron }));
}

/** The next fire times of an expression, or job.cronInvalid. */
export async function previewCron(cronExpression: string): Promise<string[]> {
  const times = nextFireTimes(cronExpression, JOB_LIMITS.previewCount);
  if (!times.length) throw AppError.of(JOB_ERRORS, 'job.cronInvalid');
  return times;
}

/** Search over the job partition (one Query; jobs are bounded by JOB_LIMITS.maxJobs). */
export async function searchJobs(search: JobSearch, language: Language): Promise<JobRecord[]> {
  return (await listAllJobs())
    .filter(
      (j) =>
        // a built-in job by its name in any language
        searchableTexts(builtInJobTexts(j)?.name, j.jobName).some((name) => contains(name, search.jobName)) && (!search.jobGroup || j.jobGroup === search.jobGroup) && (!search.status || j.status === search.status),
    )
    .sort((a, b) => a.jobId - b.jobId)
    .map((j) => toRecord(j, language));
}

export async function pageJobs(query: JobPageQuery, language: Language): Promise<Page<JobRecord>> {
  const rows = await searchJobs(query, language);
  const start = (query.page - 1) * query.limit;
  return { total: rows.length, rows: rows.slice(start, start + query.limit) };
}

export async function mustGet(jobId: number): Promise<JobItem> {
  const item = await getJobById(jobId);
  if (!item) throw AppError.of(JOB_ERRORS, 'job.notFound');
  return item;
}

export async function getJob(jobId: number, language: Language): Promise<JobRecord> {
  return toRecord(await mustGet(jobId), language);
}
