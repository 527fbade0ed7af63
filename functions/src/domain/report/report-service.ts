/**
 * Inspection-report actions and reads (docs/decisions/0055): modify, submit, approve, reject. Each is the state
 * machine's transition (shared report-states.ts), the caller's right to take it, and one transaction: the report
 * conditioned on the state and version read, and its log line (who, when, from, to, opinion).
 */
import type { CursorPage } from '@aed/shared/api/envelope';
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import { hasPermission, PERMISSIONS } from '@aed/shared/permissions/permissions';
import type { ModifyReportBody, RejectReportBody, ReportActionBody, ReportDetails, ReportPageQuery, ReportRecord } from '@aed/shared/schemas/report';
import { REPORT_STATE, reportActionsAllowedIn, reportTransition, type ReportAction, type ReportState } from '@aed/shared/schemas/report-states';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { REPORT_WRITE_ENTITIES, countReports, getReportInScope, reportCreateItems, logOfReport, pageReports, reportChangeItems, reportLogLineOf } from '../../data/access/inspection-reports';
import { writeTransaction } from '../../data/access/transactions';
import { scopeCovers, scopeQueries } from '../../data/data-scope';
import type { InspectionReportItem } from '../../data/entities/inspection-report-entity';
import type { InspectionReportLogItem } from '../../data/entities/inspection-report-log-entity';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { getOrdersByIds, ordersDoneOfDevice } from '../../data/access/work-orders';
import { ORDER_KIND } from '@aed/shared/schemas/work-order-states';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import { visibleDevice } from '../device/visible-device';
import { snapshotOf } from './report-create';

const reportError = (code: Parameters<typeof AppError.of<typeof REPORT_ERRORS>>[1]) => AppError.of(REPORT_ERRORS, code);

/** The permission each action needs. */
const ACTION_PERMISSION: Readonly<Record<ReportAction, string>> = {
  modify: PERMISSIONS.report.edit,
  submit: PERMISSIONS.report.submit,
  approve: PERMISSIONS.report.audit,
  reject: PERMISSIONS.report.audit,
  send: PERMISSIONS.report.send,
};

/**
 * The log lines that shaped what an auditor is asked to approve now: the modifies and the submit since the report was
 * made or last rejected (a modify can turn a fail into a pass).
 */
const authorsOfThisRound = (log: readonly InspectionReportLogItem[]): Set<string> => {
  const sorted = [...log].sort((a, b) => a.seq - b.seq);
  const lastReject = sorted.map((l) => l.action).lastIndexOf('reject');
  return new Set(sorted.slice(lastReject + 1).filter((l) => l.action === 'modify' || l.action === 'submit').map((l) => l.operator));
};

/**
 * Four eyes: the auditor is neither the report's creator, nor its signer (the order's handler), nor who modified or
 * submitted it since it was made or last rejected (usernames are unique and never change).
 */
const isOwnReport = (actor: Actor, report: InspectionReportItem, log: readonly InspectionReportLogItem[]) =>
  report.creatorId === actor.userId || report.signerId === actor.userId || authorsOfThisRound(log).has(actor.username);
const isAudit = (action: ReportAction) => action === 'approve' || action === 'reject';

/** The actions the caller may take on the report now (the details screen offers only these). */
export const allowedReportActions = (actor: Actor, report: InspectionReportItem, log: readonly InspectionReportLogItem[]): ReportAction[] =>
  reportActionsAllowedIn(report.state).filter((a) => hasPermission(actor.permissions, ACTION_PERMISSION[a]) && !(isAudit(a) && isOwnReport(actor, report, log)));

/** A report in the caller's scope, or `report.notFound` (another tenant's is the same answer). */
export async function reportFor(actor: Actor, reportId: number): Promise<InspectionReportItem> {
  const report = await getReportInScope(actor.scope, reportId);
  if (!report) throw reportError('report.notFound');
  return report;
}

/** The state machine, then who the caller is (an audit: with the report's log), then the version the screen read. */
export function assertMayAct(actor: Actor, report: InspectionReportItem, action: ReportAction, version: number, log: readonly InspectionReportLogItem[] = []): ReportState {
  const t = reportTransition(report.state, action);
  if ('refused' in t) throw reportError(t.refused);
  if (isAudit(action) && isOwnReport(actor, report, log)) throw reportError('report.ownReport');
  if (version !== report.version) throw reportError('report.conflict');
  return t.next;
}

export const advanced = (report: InspectionReportItem, by: string, changes: Partial<InspectionReportItem>): InspectionReportItem => ({ ...report, ...changes, version: report.version + 1, updateBy: by, updateTime: nowIso() });

/** Writes one action: the report on the state and version read, and its log line; a refused condition is a conflict. */
async function act(actor: Actor, reportId: number, version: number, action: ReportAction, changes: (report: InspectionReportItem) => Partial<InspectionReportItem>, opinion = ''): Promise<ReportRecord> {
  const report = await reportFor(actor, reportId);
  // the log read is the one of the version the write is conditioned on (each action writes its line with the version)
  const next = assertMayAct(actor, report, action, version, isAudit(action) ? await logOfReport(reportId) : []);
  const after = advanced(report, actor.username, { ...changes(report), state: next });
  // an audit is dated as its log line: the report mailing knows a report is still as that approval left it (decision 0057)
  if (isAudit(action)) after.auditTime = after.updateTime;
  const line = reportLogLineOf(after, action, report.state, actor.username, opinion);
  const refused = await writeTransaction(REPORT_WRITE_ENTITIES, (e, add) => {
    for (const op of reportChangeItems(e, report, after, line)) add('report', op);
  });
  if (refused) throw reportError('report.conflict');
  return toReportRecord(after);
}

/**
 * The order a manual export reports: of the device's completed orders the caller's scope covers (a device that moved to
 * another tenant leaves its orders there), the latest maintenance order, else the latest order.
 */
async function latestDoneOrder(actor: Actor, deviceId: number): Promise<WorkOrderItem | null> {
  const done = (await ordersDoneOfDevice(deviceId)).sort((a, b) => (a.processTime < b.processTime ? 1 : a.processTime > b.processTime ? -1 : b.orderId - a.orderId));
  const byId = new Map((await getOrdersByIds(done.map((d) => d.orderId))).filter((o) => scopeCovers(actor.scope, o.deptPath)).map((o) => [o.orderId, o]));
  const visible = done.filter((d) => byId.has(d.orderId));
  const pick = visible.find((d) => d.kind === ORDER_KIND.maintenance) ?? visible[0];
  return pick ? byId.get(pick.orderId)! : null;
}

/** Export a report of a device the caller sees (`device.notFound` otherwise): none when it never completed an order. */
async function createManualReport(actor: Actor, deviceId: number): Promise<InspectionReportItem> {
  const device = await visibleDevice(actor, deviceId);
  const order = await latestDoneOrder(actor, device.deviceId);
  if (!order) throw AppError.of(REPORT_ERRORS, 'report.noOrder');
  const report = await snapshotOf(order, 'manual', actor);
  const refused = await writeTransaction(REPORT_WRITE_ENTITIES, (e, add) => {
    for (const op of reportCreateItems(e, report).ops) add('report', op);
  });
  if (refused) throw AppError.of(REPORT_ERRORS, 'report.conflict');
  return report;
}

export async function createReport(actor: Actor, deviceId: number): Promise<ReportRecord> {
  return toReportRecord(await createManualReport(actor, deviceId));
}

/** Name, recipients, emails, items' values and status (by code; an unknown code is refused), pass or fail. */
export async function modifyReport(actor: Actor, body: ModifyReportBody): Promise<ReportRecord> {
  return act(actor, body.reportId, body.version, 'modify', (report) => {
    const changes = new Map(body.items.map((i) => [i.code, i]));
    if ([...changes.keys()].some((code) => !report.items.some((i) => i.code === code))) throw new AppError('common.validation');
    return {
      reportName: body.reportName,
      recipients: body.recipients,
      receiverEmails: body.receiverEmails,
      items: report.items.map((i) => ({ ...i, ...(changes.has(i.code) ? { value: changes.get(i.code)!.value, status: changes.get(i.code)!.status } : {}) })),
      result: body.result,
      // an approved report goes back to audit: its approval (and the approving opinion, printed on the PDF) was given to
      // what it said, so it no longer stands; a rejection stays shown until the next audit (what was asked to correct)
      ...(report.state === REPORT_STATE.toSend ? { auditResult: '', auditOpinion: '', auditBy: '', auditTime: '' } : {}),
    };
  });
}

export const submitReport = (actor: Actor, body: ReportActionBody) => act(actor, body.reportId, body.version, 'submit', () => ({}), body.opinion);

export const approveReport = (actor: Actor, body: ReportActionBody) =>
  act(actor, body.reportId, body.version, 'approve', () => ({ auditResult: 'pass', auditOpinion: body.opinion, auditBy: actor.username }), body.opinion);

export const rejectReport = (actor: Actor, body: RejectReportBody) =>
  act(actor, body.reportId, body.version, 'reject', () => ({ auditResult: 'reject', auditOpinion: body.opinion, auditBy: actor.username }), body.opinion);

// ---- reads -------------------------------------------------------------------------------------------------------

export function toReportRecord(r: InspectionReportItem): ReportRecord {
  return {
    reportId: r.reportId,
    reportCode: r.reportCode,
    reportName: r.reportName,
    source: r.source,
    state: r.state,
    result: r.result,
    deviceId: r.deviceId,
    serialNumber: r.serialNumber,
    equipmentName: r.equipmentName,
    modelName: r.modelName,
    manufacturer: r.manufacturer,
    deptId: r.deptId,
    deptName: r.deptName,
    orderId: r.orderId,
    orderNo: r.orderNo,
    recipients: r.recipients,
    receiverEmails: r.receiverEmails,
    auditResult: r.auditResult,
    auditOpinion: r.auditOpinion,
    auditBy: r.auditBy,
    auditTime: r.auditTime,
    signerName: r.signerName,
    signTime: r.signTime,
    createBy: r.createBy,
    createTime: r.createTime,
    updateTime: r.updateTime,
    version: r.version,
  };
}

/** The list (the caller's scope, narrowed to the organization picked). */
export async function reportPage(actor: Actor, query: ReportPageQuery): Promise<CursorPage<ReportRecord>> {
  const { scope } = await listScope(actor, query.deptId);
  const partitions = scopeQueries(scope);
  const filter = { state: query.state, keyword: query.keyword?.toLowerCase(), from: query.beginTime, to: query.endTime };
  const page = await pageWithTotal(query.cursor, () => pageReports(partitions, filter, query.limit, query.cursor), () => countReports(partitions, filter));
  return { ...page, rows: page.rows.map(toReportRecord) };
}

export async function reportInfo(actor: Actor, reportId: number): Promise<ReportDetails> {
  const report = await reportFor(actor, reportId);
  const log = await logOfReport(reportId);
  return {
    ...toReportRecord(report),
    items: report.items,
    replacedItems: report.replacedItems,
    files: report.files.map((f) => ({ slot: f.slot, uploadId: f.uploadId, fileName: f.fileName })),
    settings: { title: report.reportTitle, language: report.reportLanguage, timeZone: report.reportTimeZone },
    log: log.map((l) => ({ seq: l.seq, action: l.action, fromState: l.fromState ?? null, toState: l.toState, opinion: l.opinion, operator: l.operator, time: l.time })),
    allowed: allowedReportActions(actor, report, log),
  };
}
