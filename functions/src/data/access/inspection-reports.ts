/**
 * Inspection reports and their log (docs/decisions/0055): reads that answer only what the caller's data scope reaches
 * (another organization's report reads as missing), and the transaction items of each action. Every change of a
 * report is conditioned on the state, version and organization it was read in; its log line is created (never
 * overwritten) in the same transaction.
 */
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import type { ReportState } from '@aed/shared/schemas/report-states';
import { errorRef } from '../../lib/app-error';
import { scopeCovers, type DataScope } from '../data-scope';
import { InspectionReportEntity, type InspectionReportItem } from '../entities/inspection-report-entity';
import { InspectionReportLogEntity, type InspectionReportLogItem } from '../entities/inspection-report-log-entity';
import { ReportDueEntity, type ReportDueItem } from '../entities/report-due-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { conditions, partitionedList, type PathPartition, type Where } from './cursor-walk';
import { takeMarker, type Marker } from './unique-markers';
import { rebaseUnder } from './path-rebase';
import { whenConditionHolds } from './ids';
import type { TransactionEntities, TransactionEntityMap, WriteOp } from './transactions';

/** The entities a report's transaction writes. */
export const REPORT_WRITE_ENTITIES: TransactionEntityMap = { inspectionReport: InspectionReportEntity, inspectionReportLog: InspectionReportLogEntity, reportDue: ReportDueEntity, unique: UniqueEntity };

/** The automatic report of a completed order: taken once, in the report's create (a retried hook makes none more). */
export const autoReportMarker = (orderId: number): Marker => ({ scope: 'autoReport', value: String(orderId) });

/** A report within the scope, else null: another organization's (another tenant's) report is "does not exist". */
export async function getReportInScope(scope: DataScope, reportId: number): Promise<InspectionReportItem | null> {
  const { data } = await InspectionReportEntity.get({ reportId }).go({ consistent: true });
  return data && scopeCovers(scope, data.deptPath) ? data : null;
}

/** The reports made of one order (the platform's own read: the auto-creation's check, tests). */
export async function reportsOfOrder(orderId: number): Promise<InspectionReportItem[]> {
  const { data } = await InspectionReportEntity.query.byOrder({ orderId }).go({ pages: 'all' });
  return data;
}

/** The log of one report, oldest first (a report has few lines). */
export async function logOfReport(reportId: number): Promise<InspectionReportLogItem[]> {
  const { data } = await InspectionReportLogEntity.query.byReport({ reportId }).go({ pages: 'all' });
  return data;
}

export const reportSearchTextOf = (r: Pick<InspectionReportItem, 'reportCode' | 'serialNumber'>) => [r.reportCode, r.serialNumber].filter(Boolean).join('\n').toLowerCase();

/** A log line for the report as it is after an action. */
export function reportLogLineOf(after: InspectionReportItem, action: InspectionReportLogItem['action'], fromState: ReportState | undefined, operator: string, opinion = ''): InspectionReportLogItem {
  return { reportId: after.reportId, seq: after.version, action, ...(fromState ? { fromState } : {}), toState: after.state, opinion, operator, time: after.updateTime };
}

const logLine = (e: TransactionEntities, line: InspectionReportLogItem) => e.inspectionReportLog.create(line).commit() as WriteOp;

/**
 * A new report with its first log line. An automatic one takes its order's marker and clears the order's due item
 * in the same transaction: one report per completed order, however often the creation runs.
 */
export function reportCreateItems(e: TransactionEntities, item: InspectionReportItem): { auto?: WriteOp[]; ops: WriteOp[] } {
  const ops = [e.inspectionReport.create({ ...item, searchText: reportSearchTextOf(item) }).commit() as WriteOp, logLine(e, reportLogLineOf(item, 'create', undefined, item.createBy))];
  if (item.source !== 'auto') return { ops };
  return { ops, auto: [takeMarker(e.unique, autoReportMarker(item.orderId), String(item.reportId)) as WriteOp, e.reportDue.delete({ orderId: item.orderId }).commit() as WriteOp] };
}

/** The report changed by one action, written only if still in the state, version and organization read, with its log line. */
export function reportChangeItems(e: TransactionEntities, before: InspectionReportItem, after: InspectionReportItem, line: InspectionReportLogItem): WriteOp[] {
  const { reportId, ...changes } = after;
  return [
    e.inspectionReport
      .patch({ reportId })
      .set({ ...changes, searchText: reportSearchTextOf(after) })
      .where((attr, op) => conditions([op.eq(attr.state, before.state), op.eq(attr.version, before.version), op.eq(attr.deptPath, before.deptPath)]))
      .commit() as WriteOp,
    logLine(e, line),
  ];
}

/**
 * Holds the report for one send until `until` (true), unless it changed since it was read or another send holds it
 * (false): two sends at once mail once. The hold is not a change of the report (its version stays); the send's write
 * clears it, a failed send gives it back, a crashed one lapses.
 */
export const holdReportForSend = (report: Pick<InspectionReportItem, 'reportId' | 'version' | 'state'>, now: string, until: string): Promise<boolean> =>
  whenConditionHolds(() =>
    InspectionReportEntity.patch({ reportId: report.reportId })
      .set({ sendingUntil: until })
      .where((attr, op) => `${op.eq(attr.version, report.version)} AND ${op.eq(attr.state, report.state)} AND (${op.notExists(attr.sendingUntil)} OR ${op.lt(attr.sendingUntil, now)})`)
      .go(),
  );

/** A send that did not go gives its hold back (if the report is still as it held it). */
export const releaseReportSend = (report: Pick<InspectionReportItem, 'reportId' | 'version'>, until: string): Promise<boolean> =>
  whenConditionHolds(() =>
    InspectionReportEntity.patch({ reportId: report.reportId })
      .set({ sendingUntil: '' })
      .where((attr, op) => `${op.eq(attr.version, report.version)} AND ${op.eq(attr.sendingUntil, until)}`)
      .go(),
  );

// ---- automatic reports still to make ------------------------------------------------------------------------------

/** Transaction item of an order's completion: its automatic report is due. */
export const reportDueItem = (e: TransactionEntities, due: ReportDueItem) => e.reportDue.put(due).commit() as WriteOp;

/** Due reports left behind, oldest first (a small partition: each is deleted when its report is made). */
export async function pendingReportsDue(limit: number): Promise<ReportDueItem[]> {
  const { data } = await ReportDueEntity.query.pending({}).go({ limit });
  return data;
}

/** Forgets a due item whose report exists already (made by a run that could not delete it) or cannot be made. */
export async function forgetReportDue(orderId: number): Promise<void> {
  await ReportDueEntity.delete({ orderId }).go();
}

// ---- the list ----------------------------------------------------------------------------------------------------

export interface ReportFilter {
  state?: ReportState;
  keyword?: string;
  /** Created on or after / before the end of (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

function reportQuery(p: PathPartition, f: ReportFilter) {
  const q = InspectionReportEntity.query.byOrg({}).begins({ deptPath: p.prefix });
  const where: Where = (attr, op) =>
    conditions([
      !p.subtree && op.eq(attr.deptPath, p.prefix),
      f.state && op.eq(attr.state, f.state),
      f.keyword && op.contains(attr.searchText, f.keyword),
      f.from && op.gte(attr.createTime, f.from),
      f.to && op.lt(attr.createTime, `${f.to}\uffff`),
    ]);
  return q.where(where as unknown as Parameters<typeof q.where>[0]);
}

const reportList = partitionedList(reportQuery, errorRef(REPORT_ERRORS, 'report.badCursor'), { order: 'desc' });
export const pageReports = reportList.page;
export const countReports = reportList.count;

// ---- organization moves ------------------------------------------------------------------------------------------

/** Reports under `from` get their path rebased onto `to` (an organization moved in the tree). */
export async function rebaseReports(from: string, to: string): Promise<number> {
  return rebaseUnder<Pick<InspectionReportItem, 'reportId' | 'deptPath'>>(
    {
      page: (prefix, page) => InspectionReportEntity.query.byOrg({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['reportId', 'deptPath'] }),
      pathOf: (r) => r.deptPath,
      patch: async (r, deptPath) => {
        await InspectionReportEntity.patch({ reportId: r.reportId }).set({ deptPath }).where((attr, op) => op.eq(attr.deptPath, r.deptPath)).go();
      },
    },
    from,
    to,
  );
}
