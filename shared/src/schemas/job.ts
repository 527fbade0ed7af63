import * as z from 'zod';
import { cursorPageFields, idListQuery, optionalText, pageQuery } from '../api/envelope';

/** Scheduled jobs (monitor/job): limits of the module. */
export const JOB_LIMITS = {
  /** Jobs are a small administrative set: the list is one Query of one partition. */
  maxJobs: 200,
  /** Fire times previewed for a cron expression. */
  previewCount: 5,
  /** Days a job-log row is kept (DynamoDB TTL). */
  logRetentionDays: 90,
  /** An export of the job log holds at most this many rows (newest first). */
  logExportRows: 1000,
  /** Time cap of a "run once now" from the API. */
  runNowTimeoutMs: 20_000,
  /** A concurrency lock outlives a crashed run by at most this long. */
  lockTtlSeconds: 900,
} as const;

export const JOB_GROUPS = ['default', 'system'] as const;
/** 1 run immediately after a missed fire, 2 run once, 3 do nothing. */
export const MISFIRE_POLICIES = ['1', '2', '3'] as const;
/** 0 concurrent runs allowed, 1 forbidden. */
export const CONCURRENT_FLAGS = ['0', '1'] as const;
/** 0 normal, 1 paused. */
export const JOB_STATUSES = ['0', '1'] as const;
/** 0 success, 1 failure, 2 skipped (a run of the same job was still in flight). */
export const JOB_LOG_STATUSES = ['0', '1', '2'] as const;

export const jobRecord = z.object({
  jobId: z.number(),
  jobName: z.string(),
  jobGroup: z.enum(JOB_GROUPS),
  invokeTarget: z.string(),
  params: z.string(),
  cronExpression: z.string(),
  misfirePolicy: z.enum(MISFIRE_POLICIES),
  concurrent: z.enum(CONCURRENT_FLAGS),
  status: z.enum(JOB_STATUSES),
  remark: z.string(),
  createBy: z.string(),
  createTime: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
  /** Next fire time (ISO, UTC) while the job is normal. */
  nextValidTime: z.string().optional(),
});
export type JobRecord = z.infer<typeof jobRecord>;

export const jobLogRecord = z.object({
  jobLogId: z.string(),
  jobId: z.number(),
  jobName: z.string(),
  jobGroup: z.string(),
  invokeTarget: z.string(),
  status: z.enum(JOB_LOG_STATUSES),
  message: z.string(),
  error: z.string(),
  startTime: z.string(),
  durationMs: z.number(),
});
export type JobLogRecord = z.infer<typeof jobLogRecord>;

/** A registered job the `invokeTarget` may name (GET /monitor/job/targets). */
export const jobTarget = z.object({ name: z.string(), description: z.string(), defaultCron: z.string() });
export type JobTarget = z.infer<typeof jobTarget>;

/** What one run of a job did (PUT /monitor/job/run answers it; the scheduled runner logs it). */
export const jobRunOutcome = z.object({
  /** 0 success, 1 failure, 2 skipped (concurrent run in flight), or `not-run` (paused / no such job row). */
  status: z.enum([...JOB_LOG_STATUSES, 'not-run']),
  affected: z.number(),
  durationMs: z.number(),
  error: z.string().optional(),
  jobLogId: z.string().optional(),
});
export type JobRunOutcome = z.infer<typeof jobRunOutcome>;

const jobFields = {
  jobName: z.string().trim().min(1, 'common.validation').max(64),
  jobGroup: z.enum(JOB_GROUPS).default('default'),
  invokeTarget: z.string().trim().min(1, 'common.validation').max(100),
  params: z.string().trim().max(500).optional().default(''),
  cronExpression: z.string().trim().min(1, 'common.validation').max(120),
  misfirePolicy: z.enum(MISFIRE_POLICIES).default('3'),
  concurrent: z.enum(CONCURRENT_FLAGS).default('1'),
  status: z.enum(JOB_STATUSES).default('0'),
  remark: z.string().trim().max(500).optional().default(''),
};

export const addJobBody = z.object(jobFields);
export type AddJobBody = z.infer<typeof addJobBody>;

export const updateJobBody = z.object({ jobId: z.coerce.number().int().positive(), ...jobFields });
export type UpdateJobBody = z.infer<typeof updateJobBody>;

export const changeJobStatusBody = z.object({ jobId: z.coerce.number().int().positive(), status: z.enum(JOB_STATUSES) });
export type ChangeJobStatusBody = z.infer<typeof changeJobStatusBody>;

export const runJobBody = z.object({ jobId: z.coerce.number().int().positive() });

const emptyToUndefined = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().or(z.literal('').transform(() => undefined));

export const jobSearch = z.object({
  jobName: optionalText(64),
  jobGroup: emptyToUndefined(JOB_GROUPS),
  status: emptyToUndefined(JOB_STATUSES),
});
export type JobSearch = z.infer<typeof jobSearch>;
export const jobPageQuery = pageQuery.extend(jobSearch.shape);
export type JobPageQuery = z.infer<typeof jobPageQuery>;

export const jobInfoQuery = z.object({ jobId: z.coerce.number().int().positive() });
export const deleteJobQuery = idListQuery;
export const cronNextQuery = z.object({ cronExpression: z.string().trim().min(1, 'common.validation').max(120) });

const monthText = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'common.validation')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const jobLogSearch = z.object({
  jobId: z.coerce.number().int().positive().optional().or(z.literal('').transform(() => undefined)),
  jobName: optionalText(64),
  status: emptyToUndefined(JOB_LOG_STATUSES),
  /** YYYY-MM; the current month when absent. */
  month: monthText,
});
export type JobLogSearch = z.infer<typeof jobLogSearch>;
/** The job log is paged by cursor, newest first (`cursor`: the `next` of the previous page). */
export const jobLogPageQuery = jobLogSearch.extend(cursorPageFields);
export type JobLogPageQuery = z.infer<typeof jobLogPageQuery>;

/** `ids` are jobLogIds (strings). */
export const deleteJobLogQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^[0-9a-z-]+(,[0-9a-z-]+)*$/, 'common.validation')
    .transform((s) => [...new Set(s.split(','))])
    .refine((ids) => ids.length <= 40, 'common.validation'),
});
export const cleanJobLogQuery = z.object({ month: monthText });
