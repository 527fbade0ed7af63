/**
 * The report email job (docs/decisions/0057), run every 10 minutes: first the automatic reports left due (their
 * creation failed after the order's completion), then each organization's report email schedule whose mailing is due:
 * every report of its subtree approved in the schedule's window (after the last window mailed, up to now) and still
 * approved goes, one mail each with its PDF, to the schedule's list. A report's mailing to a list is claimed before
 * its mail: whatever runs overlap or repeat, one approved version of a report reaches one list once.
 */
import { getDeptById } from '../../data/access/dept-reads';
import { approvalsBetween, claimReportMailing, dueReportSchedules, forgetReportSchedule, recipientListKey, replaceReportSchedule, reportMailingClaimed, reportsByIds } from '../../data/access/report-schedules';
import type { InspectionReportItem } from '../../data/entities/inspection-report-entity';
import type { InspectionReportLogItem } from '../../data/entities/inspection-report-log-entity';
import type { ReportScheduleItem } from '../../data/entities/report-schedule-entity';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { DAY_MS, isoPlus } from '../../lib/time';
import { REPORT_STATE } from '@aed/shared/schemas/report-states';
import { settleReportsDue } from './report-create';
import { ensureReportPdf } from './report-pdf';
import { mailReport } from './report-send';

/** Due reports one run makes, schedules it looks at, mails it sends at most: the rest is the next run's. */
const DUE_PER_RUN = 50;
const SCHEDULES_PER_RUN = 20;
const MAILS_PER_RUN = 100;
/** A run stops starting mails after this (the job's Lambda has 5 minutes; a PDF render takes seconds when cold). */
const RUN_BUDGET_MS = 180_000;
const PAGE = 100;

/** Still approved as this approval left it: not modified, re-audited or re-approved since (a later approval is its own). */
const approvedAsLine = (r: InspectionReportItem | undefined, line: InspectionReportLogItem, deptPath: string): r is InspectionReportItem =>
  !!r && r.deptPath.startsWith(deptPath) && (r.state === REPORT_STATE.toSend || r.state === REPORT_STATE.sent) && r.auditResult === 'pass' && r.auditTime === line.time;

interface Budget {
  mails: number;
  deadline: number;
}

interface Outcome {
  sent: number;
  /** Where the next run starts: the window's end, or just before the approval this run could not finish. */
  windowStart: string;
  error: string;
}

async function mailWindow(schedule: ReportScheduleItem, deptPath: string, until: string, budget: Budget): Promise<Outcome> {
  const listKey = recipientListKey(schedule.emails);
  let sent = 0;
  let failed = false;
  let cursor: string | null = null;
  do {
    const page: { data: InspectionReportLogItem[]; cursor: string | null } = await approvalsBetween(schedule.windowStart, until, cursor, PAGE);
    cursor = page.cursor;
    const reports = new Map((await reportsByIds([...new Set(page.data.map((l) => l.reportId))])).map((r) => [r.reportId, r]));
    for (const line of page.data) {
      const stopHere = { sent, windowStart: isoPlus(line.time, -1), error: '' };
      // the window holds every tenant's approvals (up to a year's): out of time, the run stops reading them too
      if (Date.now() > budget.deadline) return stopHere;
      const report = reports.get(line.reportId);
      if (!approvedAsLine(report, line, deptPath)) continue;
      if (await reportMailingClaimed(report.reportId, line.seq, listKey)) continue;
      if (budget.mails <= 0) return stopHere;
      try {
        await ensureReportPdf(report);
      } catch (err) {
        // no PDF (no logo on the path, the renderer failed): the report waits for the next run, and the screen says why
        if (err instanceof AppError) return { ...stopHere, error: err.errorCode };
        throw err;
      }
      if (!(await claimReportMailing(report.reportId, line.seq, listKey, schedule.deptId))) continue;
      budget.mails -= 1;
      // the claim is taken: a mail that fails waits in Email management's failed list, it is not sent again here
      const state = await mailReport(report, schedule.emails, { type: 'reportSchedule', id: report.reportId });
      if (state === 'sent') sent += 1;
      else failed = true;
    }
  } while (cursor);
  return { sent, windowStart: until, error: failed ? 'report.sendFailed' : '' };
}

async function runSchedule(schedule: ReportScheduleItem, until: string, budget: Budget): Promise<number> {
  const dept = await getDeptById(schedule.deptId);
  if (!dept) {
    await forgetReportSchedule(schedule.deptId);
    return 0;
  }
  const outcome = await mailWindow(schedule, dept.deptPath, until, budget);
  const done = outcome.windowStart === until;
  const written = await replaceReportSchedule(schedule, {
    ...schedule,
    windowStart: outcome.windowStart,
    // a window not finished stays due: the next run goes on from where this one stopped
    nextRunTime: done ? isoPlus(until, schedule.intervalDays * DAY_MS) : until,
    lastRunTime: until,
    lastSentCount: outcome.sent,
    lastError: outcome.error,
    version: schedule.version + 1,
  });
  // changed meanwhile on the screen: the next run mails the same window again, the claims keep it from mailing twice
  if (!written) logger.info('report schedule changed during its run', { deptId: schedule.deptId });
  return outcome.sent;
}

export async function reportScheduleJob(nowMs = Date.now(), runBudgetMs = RUN_BUDGET_MS): Promise<{ affected: number }> {
  const made = await settleReportsDue(DUE_PER_RUN);
  const until = new Date(nowMs).toISOString();
  const budget: Budget = { mails: MAILS_PER_RUN, deadline: Date.now() + runBudgetMs };
  let sent = 0;
  for (const schedule of await dueReportSchedules(until, SCHEDULES_PER_RUN)) {
    try {
      sent += await runSchedule(schedule, until, budget);
    } catch (err) {
      logger.error('report schedule run failed', { deptId: schedule.deptId, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return { affected: made + sent };
}
