/**
 * The report email schedule's screen (docs/decisions/0057): the schedules of the organizations in the caller's scope,
 * set one (new or as read), remove one. A schedule mails the reports of its organization's whole subtree, so setting
 * or removing it needs the caller's scope to cover that subtree; outside the scope an organization does not exist.
 */
import type { CursorPage } from '@aed/shared/api/envelope';
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import { hasPermission, PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { RemoveReportScheduleQuery, ReportSchedulePageQuery, ReportScheduleRecord, SaveReportScheduleBody } from '@aed/shared/schemas/report-schedule';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countReportSchedules, createReportSchedule, getReportSchedule, pageReportSchedules, removeReportSchedule, replaceReportSchedule } from '../../data/access/report-schedules';
import { scopeCoversSubtree, scopeQueries } from '../../data/data-scope';
import type { ReportScheduleItem } from '../../data/entities/report-schedule-entity';
import { AppError } from '../../lib/app-error';
import { DAY_MS, isoPlus, nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { visibleDept } from '../dept/visible-dept';
import { listScope } from '../list-scope';
import { deptNamesOf } from '../org-records';

const scheduleError = (code: 'reportSchedule.exists' | 'reportSchedule.notFound' | 'reportSchedule.conflict' | 'reportSchedule.outsideSubtree') => AppError.of(REPORT_ERRORS, code);

export const toReportScheduleRecord = (s: ReportScheduleItem, deptName: string): ReportScheduleRecord => ({
  deptId: s.deptId,
  deptName,
  emails: s.emails,
  intervalDays: s.intervalDays,
  nextRunTime: s.nextRunTime,
  lastRunTime: s.lastRunTime,
  lastSentCount: s.lastSentCount,
  lastError: s.lastError,
  updateBy: s.updateBy,
  updateTime: s.updateTime,
  version: s.version,
});

export async function reportSchedulePage(actor: Actor, query: ReportSchedulePageQuery): Promise<CursorPage<ReportScheduleRecord>> {
  const { scope } = await listScope(actor, query.deptId);
  const partitions = scopeQueries(scope);
  const page = await pageWithTotal(query.cursor, () => pageReportSchedules(partitions, query.limit, query.cursor), () => countReportSchedules(partitions));
  const names = await deptNamesOf([...new Set(page.rows.map((s) => s.deptId))]);
  return { ...page, rows: page.rows.map((s) => toReportScheduleRecord(s, names.get(s.deptId) ?? '')) };
}

/** The organization, when the caller may direct the reports of its whole subtree to a list. */
async function schedulableDept(actor: Actor, deptId: number) {
  const dept = await visibleDept(actor, deptId);
  if (!scopeCoversSubtree(actor.scope, dept.deptPath)) throw scheduleError('reportSchedule.outsideSubtree');
  return dept;
}

/**
 * A new schedule mails at the job's next run the reports approved in the `intervalDays` before it, then every
 * `intervalDays`. A change keeps the window already mailed; a new interval counts from the last mailing.
 */
export async function saveReportSchedule(actor: Actor, body: SaveReportScheduleBody): Promise<ReportScheduleRecord> {
  // the list receives the reports' PDFs: whoever sets it must be allowed to open them (removing one mails nothing)
  if (!hasPermission(actor.permissions, PERMISSIONS.report.query)) throw new AppError('common.forbidden');
  const dept = await schedulableDept(actor, body.deptId);
  const now = nowIso();
  if (body.version === undefined) {
    const item: ReportScheduleItem = {
      deptId: dept.deptId,
      deptPath: dept.deptPath,
      emails: body.emails,
      intervalDays: body.intervalDays,
      windowStart: isoPlus(now, -body.intervalDays * DAY_MS),
      nextRunTime: now,
      lastRunTime: '',
      lastSentCount: 0,
      lastError: '',
      version: 1,
      createBy: actor.username,
      createTime: now,
      updateBy: actor.username,
      updateTime: now,
    };
    if (!(await createReportSchedule(item))) throw scheduleError('reportSchedule.exists');
    return toReportScheduleRecord(item, dept.deptName);
  }
  const before = await getReportSchedule(dept.deptId);
  if (!before) throw scheduleError('reportSchedule.notFound');
  if (before.version !== body.version) throw scheduleError('reportSchedule.conflict');
  const next: ReportScheduleItem = {
    ...before,
    deptPath: dept.deptPath,
    emails: body.emails,
    intervalDays: body.intervalDays,
    nextRunTime: before.lastRunTime ? isoPlus(before.lastRunTime, body.intervalDays * DAY_MS) : before.nextRunTime,
    version: before.version + 1,
    updateBy: actor.username,
    updateTime: now,
  };
  if (!(await replaceReportSchedule(before, next))) throw scheduleError('reportSchedule.conflict');
  return toReportScheduleRecord(next, dept.deptName);
}

export async function removeReportScheduleOf(actor: Actor, query: RemoveReportScheduleQuery): Promise<void> {
  await schedulableDept(actor, query.deptId);
  if (await removeReportSchedule(query.deptId, query.version)) return;
  throw scheduleError((await getReportSchedule(query.deptId)) ? 'reportSchedule.conflict' : 'reportSchedule.notFound');
}
