/**
 * Making an inspection report (docs/decisions/0055): a snapshot of one completed work order of a device, made
 * automatically when a maintenance order completes (source auto, exactly one per order) or exported by a user from a
 * device's latest completed order (source manual).
 */
import * as z from 'zod';
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import { REPORT_LIMITS, resultOfItems, type ReportItem } from '@aed/shared/schemas/report';
import { REPORT_STATE, type ReportSource } from '@aed/shared/schemas/report-states';
import { SALE_VALIDITY } from '@aed/shared/schemas/sale';
import { getDeptsByIds } from '../../data/access/access-control';
import { getDeviceModel } from '../../data/access/catalogue-reads';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { nextId } from '../../data/access/ids';
import { REPORT_WRITE_ENTITIES, autoReportMarker, forgetReportDue, pendingReportsDue, reportCreateItems } from '../../data/access/inspection-reports';
import { getSale } from '../../data/access/sales';
import { writeTransaction } from '../../data/access/transactions';
import { markerOwnerId } from '../../data/access/unique-markers';
import { getUserById } from '../../data/access/user-reads';
import { getOrdersByIds } from '../../data/access/work-orders';
import type { InspectionReportItem } from '../../data/entities/inspection-report-entity';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { nowIso } from '../../lib/time';

/** Who makes a report: the user exporting it, or the handler whose completed order it reports. */
export interface ReportCreator {
  userId: number;
  username: string;
}

const reportCodeOf = async (at: string) => {
  const day = at.slice(0, 10).replaceAll('-', '');
  return `IR${day}${String(await nextId(`inspectionReportNo#${day}`)).padStart(6, '0')}`;
};

const validEmail = (e: string) => z.email().safeParse(e).success;

/**
 * Recipients and receiver emails by default: the device's running sale's notification persons (names) and its
 * report recipients (emails), else those persons' emails; each valid, at most REPORT_LIMITS.emails.
 */
async function defaultRecipients(saleId: number | undefined): Promise<{ recipients: string[]; receiverEmails: string[] }> {
  const sale = saleId ? await getSale(saleId) : null;
  if (!sale || sale.validity !== SALE_VALIDITY.normal) return { recipients: [], receiverEmails: [] };
  const recipients = [...new Set(sale.notifyPersons.map((p) => p.name.trim()).filter(Boolean))].slice(0, REPORT_LIMITS.recipients);
  const emails = sale.reportRecipients.length ? sale.reportRecipients : sale.notifyPersons.map((p) => p.email);
  const receiverEmails = [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(validEmail))].slice(0, REPORT_LIMITS.emails);
  return { recipients, receiverEmails };
}

/** The order's checklist as report items: a measured value, else the note; the day of the processing. */
const itemsOf = (order: WorkOrderItem): ReportItem[] =>
  order.checklist.map((c) => ({ name: c.item, code: c.item, value: c.value !== undefined ? String(c.value) : c.note, status: c.result === 'abnormal' ? 'abnormal' : 'normal', date: order.processDate }));

/** The report of a completed order as it is made: the device, model, organization and order copied in. */
export async function snapshotOf(order: WorkOrderItem, source: ReportSource, by: ReportCreator): Promise<InspectionReportItem> {
  const device = await getDeviceById(order.deviceId);
  const [model, [dept], signer, recipients] = await Promise.all([
    device ? getDeviceModel(device.modelId) : null,
    getDeptsByIds([order.deptId]),
    order.handlerId ? getUserById(order.handlerId) : null,
    defaultRecipients(device?.saleId),
  ]);
  const now = nowIso();
  const items = itemsOf(order);
  return {
    reportId: await nextId('inspectionReport'),
    reportCode: await reportCodeOf(now),
    reportName: `${device?.equipmentName || order.serialNumber} ${order.processDate}`.trim().slice(0, REPORT_LIMITS.name),
    source,
    state: REPORT_STATE.toSubmit,
    version: 1,
    result: resultOfItems(items),
    deviceId: order.deviceId,
    serialNumber: order.serialNumber,
    equipmentName: device?.equipmentName ?? '',
    modelName: model?.modelName ?? '',
    manufacturer: model?.brand ?? '',
    deptId: order.deptId,
    deptPath: order.deptPath,
    deptName: dept?.deptName ?? '',
    orderId: order.orderId,
    orderNo: order.orderNo,
    items,
    replacedItems: order.replacedItems.map((r) => ({ kind: r.kind, name: r.name, code: r.code, expiryDate: r.expiryDate })),
    files: order.files,
    ...recipients,
    reportTitle: dept?.reportTitle ?? '',
    reportLanguage: dept?.reportLanguage ?? '',
    reportTimeZone: dept?.reportTimeZone ?? '',
    signerId: order.handlerId,
    signerName: signer ? signer.nickName || signer.username : '',
    signTime: order.processTime,
    auditResult: '',
    auditOpinion: '',
    auditBy: '',
    auditTime: '',
    sentTime: '',
    sendingUntil: '',
    searchText: '',
    creatorId: by.userId,
    createBy: by.username,
    createTime: now,
    updateBy: by.username,
    updateTime: now,
  };
}

/**
 * The automatic report of a completed maintenance order, made once: a second run (a retried hook, the pick-up of a
 * due item) finds the order's marker taken and only clears the due item. Answers the report made, or null.
 */
export async function makeAutoReport(order: WorkOrderItem, by: ReportCreator): Promise<InspectionReportItem | null> {
  if (await markerOwnerId(autoReportMarker(order.orderId))) {
    await forgetReportDue(order.orderId);
    return null;
  }
  const report = await snapshotOf(order, 'auto', by);
  const refused = await writeTransaction<'report' | 'auto'>(REPORT_WRITE_ENTITIES, (e, add) => {
    const { ops, auto = [] } = reportCreateItems(e, report);
    for (const op of ops) add('report', op);
    for (const op of auto) add('auto', op);
  });
  if (!refused) return report;
  // made meanwhile by another run: the marker holds it
  if (refused.part === 'auto') {
    await forgetReportDue(order.orderId);
    return null;
  }
  throw AppError.of(REPORT_ERRORS, 'report.conflict');
}

/** After a completion: the report is made now, or its due item (written with the completion) waits for the pick-up. */
export async function reportAfterCompletion(order: WorkOrderItem, by: ReportCreator): Promise<void> {
  try {
    await makeAutoReport(order, by);
  } catch (err) {
    logger.warn('inspection report not made, left due', { orderId: order.orderId, error: err instanceof Error ? err.message : String(err) });
  }
}

/** Due reports a run looks at, at most. */
const DUE_BATCH = 10;

/**
 * Makes the reports left due (their creation failed after the completion): the report mailing job runs it every few
 * minutes (decision 0057). A due item whose order is gone is forgotten.
 */
export async function settleReportsDue(limit = DUE_BATCH): Promise<number> {
  let made = 0;
  for (const due of await pendingReportsDue(limit)) {
    try {
      const [order] = await getOrdersByIds([due.orderId]);
      if (!order) {
        await forgetReportDue(due.orderId);
        continue;
      }
      if (await makeAutoReport(order, { userId: due.creatorId, username: due.createBy })) made++;
    } catch (err) {
      logger.warn('inspection report still due', { orderId: due.orderId, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return made;
}
