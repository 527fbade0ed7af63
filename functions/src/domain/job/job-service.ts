import type { Language } from '@aed/shared/constants/limits';
import { builtInJobTexts } from '@aed/shared/i18n/built-in/jobs';
import { editedText, nameParam } from '@aed/shared/i18n/built-in/text';
import { JOB_LIMITS, type AddJobBody, type ChangeJobStatusBody, type JobRecord, type UpdateJobBody } from '@aed/shared/schemas/job';
import { createJob, deleteJobs, getJobById, listAllJobs, updateJob } from '../../data/access/jobs';
import { nextId } from '../../data/access/ids';
import type { JobItem } from '../../data/entities/job-entity';
import { isValidCron } from '../../jobs/cron';
import { isRegisteredJob } from '../../jobs/job-targets';
import { runJob, type RunOutcome } from '../../jobs/run-job';
import { schedulePort } from '../../jobs/schedule-port';
import { logger } from '../../lib/logger';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { assertPlatformOperator } from '../platform-records';
import { toRecord, mustGet } from './job-queries';
import { JOB_ERRORS } from '@aed/shared/errors/job-errors';

function checkDefinition(body: Pick<AddJobBody, 'invokeTarget' | 'cronExpression'>): void {
  if (!isRegisteredJob(body.invokeTarget)) throw AppError.of(JOB_ERRORS, 'job.targetUnknown', { target: body.invokeTarget });
  if (!isValidCron(body.cronExpression)) throw AppError.of(JOB_ERRORS, 'job.cronInvalid');
}

/** Applies a schedule change; on failure runs `undo` (the row goes back) and answers job.scheduleFailed. */
async function syncSchedule(change: () => Promise<void>, undo: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (e) {
    logger.error('schedule update failed', { error: e instanceof Error ? e.message : String(e) });
    await undo();
    throw AppError.of(JOB_ERRORS, 'job.scheduleFailed');
  }
}

export async function addJob(actor: Actor, body: AddJobBody, language: Language): Promise<JobRecord> {
  assertPlatformOperator(actor);
  checkDefinition(body);
  // The system group holds the built-in jobs only (seeded, never deletable).
  if (body.jobGroup === 'system') throw AppError.of(JOB_ERRORS, 'job.builtinGroupReserved');
  if ((await listAllJobs()).length >= JOB_LIMITS.maxJobs) throw AppError.of(JOB_ERRORS, 'job.tooMany');
  const now = nowIso();
  const item: JobItem = { ...body, jobId: await nextId('job'), createBy: actor.username, createTime: now, updateBy: actor.username, updateTime: now };
  await createJob(item); // the name marker refuses a duplicate name in the group, also under concurrency
  const port = await schedulePort();
  await syncSchedule(
    () => port.upsert(item),
    () => deleteJobs([item]),
  );
  return toRecord(item, language);
}

export async function editJob(actor: Actor, body: UpdateJobBody, language: Language): Promise<JobRecord> {
  assertPlatformOperator(actor);
  const before = await mustGet(body.jobId);
  checkDefinition(body);
  if (before.jobGroup !== body.jobGroup) throw AppError.of(JOB_ERRORS, 'job.builtinGroupReserved');
  if (before.jobGroup === 'system' && before.invokeTarget !== body.invokeTarget) throw AppError.of(JOB_ERRORS, 'job.builtinTargetImmutable');
  // the form showed a built-in name and remark in the caller's language: sent back in any language, they stay built-in
  const texts = builtInJobTexts(before);
  const jobName = editedText(texts?.name, body.jobName);
  const remark = editedText(texts?.remark, body.remark);
  const after: JobItem = { ...before, ...body, jobName, remark, updateBy: actor.username, updateTime: nowIso() };
  await updateJob(before, after);
  const port = await schedulePort();
  await syncSchedule(
    () => port.upsert(after),
    () => updateJob(after, { ...before, updateTime: nowIso() }),
  );
  return toRecord(after, language);
}

/** Pause ('1') or resume ('0'). */
export async function changeJobStatus(actor: Actor, body: ChangeJobStatusBody, language: Language): Promise<JobRecord> {
  assertPlatformOperator(actor);
  const before = await mustGet(body.jobId);
  if (before.status === body.status) return toRecord(before, language);
  const after: JobItem = { ...before, status: body.status, updateBy: actor.username, updateTime: nowIso() };
  await updateJob(before, after);
  const port = await schedulePort();
  await syncSchedule(
    () => (body.status === '1' ? port.pause(after.jobId) : port.resume(after.jobId)),
    () => updateJob(after, { ...before, updateTime: nowIso() }),
  );
  return toRecord(after, language);
}

/** All or nothing: one system (or missing) id refuses the whole call and nothing is deleted. */
export async function removeJobs(actor: Actor, ids: number[]): Promise<void> {
  assertPlatformOperator(actor);
  const items = await Promise.all(ids.map((id) => getJobById(id)));
  if (items.some((i) => !i)) throw AppError.of(JOB_ERRORS, 'job.notFound');
  const found = items as JobItem[];
  const builtin = found.find((i) => i.jobGroup === 'system');
  if (builtin) throw AppError.of(JOB_ERRORS, 'job.builtinCannotDelete', { name: nameParam(builtInJobTexts(builtin)?.name, builtin.jobName) });
  await deleteJobs(found);
  const port = await schedulePort();
  // A schedule whose row is gone runs nothing (the runner checks the row), so a failure here is only logged.
  for (const item of found) await port.remove(item.jobId).catch((e) => logger.error('schedule delete failed', { jobId: item.jobId, error: String(e) }));
}

/** Runs the job once now, inline and time-capped, with its job-log row (paused jobs too). */
export async function runJobNow(actor: Actor, jobId: number): Promise<RunOutcome> {
  assertPlatformOperator(actor);
  const job = await mustGet(jobId);
  if (!isRegisteredJob(job.invokeTarget)) throw AppError.of(JOB_ERRORS, 'job.targetUnknown', { target: job.invokeTarget });
  return runJob({ target: job.invokeTarget, jobId, manual: true, timeoutMs: JOB_LIMITS.runNowTimeoutMs });
}
