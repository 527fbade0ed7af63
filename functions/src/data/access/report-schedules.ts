/**
 * Report email schedules (docs/decisions/0057): the schedules in a scope, one organization's, the due ones, and the
 * approvals a mailing window holds. A schedule is written whole and conditioned on the version read (create: on its
 * absence); a report mailed to a list takes a marker first, so no run ever mails it to that list twice.
 */
import { createHash } from 'node:crypto';
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import { errorRef } from '../../lib/app-error';
import { InspectionReportEntity, type InspectionReportItem } from '../entities/inspection-report-entity';
import { InspectionReportLogEntity, type InspectionReportLogItem } from '../entities/inspection-report-log-entity';
import { ReportScheduleEntity, type ReportScheduleItem } from '../entities/report-schedule-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import { whenConditionHolds } from './ids';
import { rebaseUnder } from './path-rebase';
import { KEY_FLOOR } from './key-floor';

export async function getReportSchedule(deptId: number): Promise<ReportScheduleItem | null> {
  const { data } = await ReportScheduleEntity.get({ deptId }).go({ consistent: true });
  return data;
}

/** A new schedule, unless the organization has one (false). */
export const createReportSchedule = (item: ReportScheduleItem): Promise<boolean> => whenConditionHolds(() => ReportScheduleEntity.create(item).go());

/** The schedule as `next` (version + 1), if it is still at the version `before` read (false otherwise). */
export const replaceReportSchedule = (before: Pick<ReportScheduleItem, 'version'>, next: ReportScheduleItem): Promise<boolean> =>
  whenConditionHolds(() => ReportScheduleEntity.put(next).where((attr, op) => op.eq(attr.version, before.version)).go());

/** Removes the schedule if still at `version` (false otherwise, also when it is gone). */
export const removeReportSchedule = (deptId: number, version: number): Promise<boolean> =>
  whenConditionHolds(() => ReportScheduleEntity.delete({ deptId }).where((attr, op) => `${op.exists(attr.deptId)} AND ${op.eq(attr.version, version)}`).go());

/** An organization removed: its schedule goes with it. */
export async function forgetReportSchedule(deptId: number): Promise<void> {
  await ReportScheduleEntity.delete({ deptId }).go();
}

function scheduleQuery(p: PathPartition) {
  const q = ReportScheduleEntity.query.byOrg({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) => conditions([!p.subtree && op.eq(attr.deptPath, p.prefix)]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}
const scheduleList = partitionedList((p: PathPartition) => scheduleQuery(p), errorRef(REPORT_ERRORS, 'report.badCursor'));
export const pageReportSchedules = (partitions: PathPartition[], limit: number, cursor?: string) => scheduleList.page(partitions, undefined, limit, cursor);
export const countReportSchedules = (partitions: PathPartition[]) => scheduleList.count(partitions, undefined);

/**
 * Schedules whose mailing is due at `now` (at most `limit`), soonest first: first those whose last run went well, then
 * those it stopped on an error (a missing logo, a PDF that failed). A run that stops on an error leaves its schedule
 * due at that run's instant, before anything that fell due since: soonest first alone, `limit` such schedules (one
 * tenant's organizations without a logo) would take every run and no other tenant's schedule would ever be mailed.
 */
export async function dueReportSchedules(now: string, limit: number): Promise<ReportScheduleItem[]> {
  // gsi2's partition is shared with other entities (regions, licence batches...): `lte` alone would match theirs sorting
  // below this entity's key prefix, and a page of theirs (dropped as not schedules) left the run with none. The lower
  // bound keeps the read within the schedules (an ISO instant sorts after '0').
  const due = () => ReportScheduleEntity.query.due({}).between({ nextRunTime: KEY_FLOOR }, { nextRunTime: now });
  // `count` reads on past the items the filter drops until it has that many (or none are left)
  const { data: fine } = await due().where((attr, op) => op.eq(attr.lastError, '')).go({ count: limit });
  if (fine.length >= limit) return fine;
  const { data: retried } = await due().where((attr, op) => op.ne(attr.lastError, '')).go({ count: limit - fine.length });
  return [...fine, ...retried];
}

/** Schedules under `from` get their path rebased onto `to` (an organization moved in the tree). */
export async function rebaseReportSchedules(from: string, to: string): Promise<number> {
  return rebaseUnder<Pick<ReportScheduleItem, 'deptId' | 'deptPath'>>(
    {
      page: (prefix, page) => ReportScheduleEntity.query.byOrg({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deptId', 'deptPath'] }),
      pathOf: (s) => s.deptPath,
      patch: async (s, deptPath) => {
        await ReportScheduleEntity.patch({ deptId: s.deptId }).set({ deptPath }).where((attr, op) => op.eq(attr.deptPath, s.deptPath)).go();
      },
    },
    from,
    to,
  );
}

// ---- what a mailing sends ----------------------------------------------------------------------------------------

/** The approvals after `after` up to and including `until` (ISO instants), oldest first, one page from `cursor`. */
export async function approvalsBetween(after: string, until: string, cursor: string | null, limit: number): Promise<{ data: InspectionReportLogItem[]; cursor: string | null }> {
  // `time` leads the key: the suffix puts lines of exactly `after` below the lower bound and those of `until` within
  return InspectionReportLogEntity.query.approvals({}).between({ time: `${after}\uffff` }, { time: `${until}\uffff` }).go({ cursor, limit, count: limit });
}

/** The reports of these ids that exist (BatchGet; keys DynamoDB left unprocessed asked again, else an error: none is skipped). */
export async function reportsByIds(ids: readonly number[]): Promise<InspectionReportItem[]> {
  const found: InspectionReportItem[] = [];
  let keys = [...new Set(ids)].map((reportId) => ({ reportId }));
  for (let attempt = 0; keys.length && attempt < 5; attempt++) {
    const { data, unprocessed } = await InspectionReportEntity.get(keys).go({ consistent: true });
    found.push(...data);
    keys = unprocessed as typeof keys;
  }
  if (keys.length) throw new Error('reports left unread by DynamoDB');
  return found;
}

/** One key per recipient list, whatever the order or case the addresses were typed in. */
export const recipientListKey = (emails: readonly string[]) =>
  createHash('sha256').update([...new Set(emails.map((e) => e.trim().toLowerCase()))].sort().join(',')).digest('base64url').slice(0, 22);

/**
 * Claims the mailing of one approved version of a report to one list: true once, false to every later claim (the
 * mail goes after the claim; one that fails then waits in Email management's failed list, never sent again by a run).
 */
const mailingMarker = (reportId: number, approvedVersion: number, listKey: string) => ({ scope: 'reportMailed', value: `${reportId}:${approvedVersion}:${listKey}` });
export const claimReportMailing = (reportId: number, approvedVersion: number, listKey: string, deptId: number): Promise<boolean> =>
  whenConditionHolds(() => UniqueEntity.create({ ...mailingMarker(reportId, approvedVersion, listKey), ownerId: String(deptId) }).go());

/** Whether that mailing was claimed already (a run that repeats a window skips it before rendering anything). */
export async function reportMailingClaimed(reportId: number, approvedVersion: number, listKey: string): Promise<boolean> {
  return (await UniqueEntity.get(mailingMarker(reportId, approvedVersion, listKey)).go({ consistent: true })).data !== null;
}

