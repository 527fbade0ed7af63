import * as z from 'zod';
import { cursorPageFields, emptyToUndefined } from '../api/envelope';
import { receiverEmails } from './report';

/**
 * The report email schedule (spec device-lifecycle section 2 "Settings for the report email list and interval days",
 * section 5; docs/decisions/0057-report-email-schedule.md): per organization, the list its approved inspection reports
 * are mailed to and every how many days.
 */
export const REPORT_SCHEDULE_LIMITS = { minDays: 1, maxDays: 365 } as const;

const deptId = z.coerce.number({ error: 'reportSchedule.deptRequired' }).int('reportSchedule.deptRequired').positive('reportSchedule.deptRequired');

/** Interval days: a whole number of days, 1 to 365 (spec section 5: "Interval days must be a valid number"). */
export const intervalDays = z.coerce
  .number({ error: 'reportSchedule.intervalDays' })
  .int('reportSchedule.intervalDays')
  .min(REPORT_SCHEDULE_LIMITS.minDays, 'reportSchedule.intervalDays')
  .max(REPORT_SCHEDULE_LIMITS.maxDays, 'reportSchedule.intervalDays');

export const reportScheduleRecord = z.object({
  deptId: z.number(),
  deptName: z.string(),
  emails: z.array(z.string()),
  intervalDays: z.number(),
  /** When the job mails next (it runs daily): the last run plus the interval, or the day after the schedule was set. */
  nextRunTime: z.string(),
  /** The last run that mailed, and how many reports it sent; '' and 0 before the first. */
  lastRunTime: z.string(),
  lastSentCount: z.number(),
  /** Why the last run stopped short of its window (an error code, e.g. report.logoMissing): the next run tries again. */
  lastError: z.string(),
  updateBy: z.string(),
  updateTime: z.string(),
  version: z.number(),
});
export type ReportScheduleRecord = z.infer<typeof reportScheduleRecord>;

export const reportSchedulePageQuery = z.object({ deptId: emptyToUndefined(z.coerce.number().int().positive()), ...cursorPageFields });
export type ReportSchedulePageQuery = z.infer<typeof reportSchedulePageQuery>;

/**
 * Set an organization's schedule: without `version` a new one (refused when it has one), with the version read a
 * change. The list is comma-separated (or a list), each address valid, at least one.
 */
export const saveReportScheduleBody = z.object({
  deptId,
  emails: receiverEmails.refine((list) => list.length > 0, 'reportSchedule.emailsRequired'),
  intervalDays,
  version: emptyToUndefined(z.coerce.number().int().positive()),
});
export type SaveReportScheduleBody = z.infer<typeof saveReportScheduleBody>;

export const removeReportScheduleQuery = z.object({ deptId, version: z.coerce.number({ error: 'common.validation' }).int().positive('common.validation') });
export type RemoveReportScheduleQuery = z.infer<typeof removeReportScheduleQuery>;
