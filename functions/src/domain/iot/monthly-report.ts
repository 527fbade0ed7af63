import type { MonthlyReportQuery } from '@aed/shared/schemas/monthly-report';
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';
import { knownReasons, RUNNING_STATUSES, type RunningStatus } from '@aed/shared/schemas/running-status';
import { ORDER_KIND, ORDER_STATE } from '@aed/shared/schemas/work-order-states';
import type { Language } from '@aed/shared/constants/limits';
import { listDeptSubtree } from '../../data/access/dept-reads';
import { statusTallyOf } from '../../data/access/device-statuses';
import { countDevicesByTallies, devicePartitionsOf, listDevices } from '../../data/access/devices/device-lists';
import { getDeviceModelsByIds } from '../../data/access/catalogue-reads';
import { getOrdersByIds } from '../../data/access/work-orders';
import { alarmsRaisedBetween, deviceMonitorsOf, deviceStatusesOf, orderLinesBetween, salesOf } from '../../data/access/monthly-report-reads';
import { scopeCovers, scopeCoversSubtree } from '../../data/data-scope';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import { AppError } from '../../lib/app-error';
import type { FileResult } from '../../lib/file-result';
import { knownZone, monthRange } from '../../lib/zoned-time';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { monthlyReportFile, type ReportData } from './monthly-report-workbook';

/**
 * The monthly report (docs/decisions/0051): one organization's subtree in the caller's scope and one month, read by
 * key ranges of each organization and the month, within hard caps so that the download answers well inside the API's
 * 29 s; a larger organization is refused (`report.tooLarge`) and the caller picks an organization lower in the tree.
 */

/**
 * The hard caps of one report: devices (checked from the device tallies before any device is read), alarms raised in
 * the month and work-order log lines of the month, and the time the reads may take (the API answers within 29 s;
 * building the file follows). A field, not a constant, so that a test can lower it.
 */
export const REPORT_LIMITS = { devices: 5000, alarms: 20000, orderLines: 20000, readBudgetMs: 18000 };
/** Organizations read at once. */
const PARALLEL = 8;

const tooLarge = (what: string) => AppError.of(REPORT_ERRORS, 'report.tooLarge', { what });

async function eachInParallel<T, R>(items: readonly T[], run: (item: T) => Promise<R[]>, deadline: number): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL) {
    if (Date.now() > deadline) throw tooLarge('time');
    for (const rows of await Promise.all(items.slice(i, i + PARALLEL).map(run))) out.push(...rows);
  }
  return out;
}

/** Runs of at most 100 ids (one BatchGet each), a few at once. */
async function inChunks<T>(ids: readonly number[], read: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += 100) chunks.push(ids.slice(i, i + 100));
  const out: T[] = [];
  for (let i = 0; i < chunks.length; i += PARALLEL) for (const rows of await Promise.all(chunks.slice(i, i + PARALLEL).map(read))) out.push(...rows);
  return out;
}

export async function monthlyReport(actor: Actor, query: MonthlyReportQuery, language: Language, now = new Date()): Promise<FileResult> {
  const started = Date.now();
  const deadline = started + REPORT_LIMITS.readBudgetMs;
  // Another tenant's organization, or one outside the caller's scope, is `dept.notFound` like a missing one. listScope
  // also lets a list narrow to an organization above the caller's own; a report of one would be headed with that
  // organization's name and zone, which the caller may not read (dept info answers notFound), so it must be covered.
  const { scope, dept: root } = await listScope(actor, query.deptId);
  if (!root || !scopeCovers(actor.scope, root.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  const configured = knownZone(root.reportTimeZone);
  const zone = configured ?? 'UTC';
  const { from, to } = monthRange(query.month, zone);
  if (from > now.toISOString()) throw AppError.of(REPORT_ERRORS, 'report.futureMonth');

  const partitions = devicePartitionsOf(scope);
  if ((await countDevicesByTallies(partitions, {})) > REPORT_LIMITS.devices) throw tooLarge('devices');
  const orgs = (await listDeptSubtree(root.deptPath)).filter((d) => scopeCovers(scope, d.deptPath));
  const deptNames = new Map(orgs.map((d) => [d.deptId, d.deptName]));

  const devices = await listDevices(partitions, {}, REPORT_LIMITS.devices + 1);
  if (devices.length > REPORT_LIMITS.devices) throw tooLarge('devices');
  const deviceIds = devices.map((d) => d.deviceId);
  const [statuses, monitors, sales, models] = await Promise.all([
    inChunks(deviceIds, deviceStatusesOf),
    inChunks(deviceIds, deviceMonitorsOf),
    inChunks(devices.map((d) => d.saleId ?? 0).filter((id) => id > 0), salesOf),
    getDeviceModelsByIds([...new Set(devices.map((d) => d.modelId))]),
  ]);

  const alarms = await eachInParallel(orgs, (d) => alarmsRaisedBetween(d.deptPath, from, to, REPORT_LIMITS.alarms + 1), deadline);
  if (alarms.length > REPORT_LIMITS.alarms) throw tooLarge('alarms');
  const lines = await eachInParallel(orgs, (d) => orderLinesBetween(d.deptPath, from, to, REPORT_LIMITS.orderLines + 1), deadline);
  if (lines.length > REPORT_LIMITS.orderLines) throw tooLarge('orders');
  const orderIds = [...new Set([...lines.map((l) => l.orderId), ...alarms.map((a) => a.orderId).filter((id) => id > 0)])];
  const orders = new Map((await inChunks(orderIds, getOrdersByIds)).map((o) => [o.orderId, o]));
  if (Date.now() > deadline) throw tooLarge('time');

  const statusOf = new Map(statuses.map((s) => [s.deviceId, s]));
  const saleOf = new Map(sales.map((s) => [s.saleId, s]));
  const modelName = new Map(models.map((m) => [m.modelId, m.modelName]));
  const lastReport = new Map(monitors.map((m) => [m.deviceId, m.lastReceivedAt]));
  const alarmsOf = countBy(alarms.map((a) => a.deviceId));
  const ordersOf = countBy([...new Set(lines.filter((l) => l.action === 'create').map((l) => l.orderId))].map((id) => orders.get(id)?.deviceId ?? 0));
  // The subtree's counts are one read when the caller sees the whole subtree; otherwise they are the devices read.
  const tally = scopeCoversSubtree(scope, root.deptPath) ? await statusTallyOf(root.deptId) : countStatuses(statuses.map((s) => s.status));

  const data: ReportData = {
    language,
    deptName: root.deptName,
    month: query.month,
    from,
    to,
    zone,
    zoneConfigured: configured !== null,
    generatedAt: now.toISOString(),
    tally,
    notReporting: statuses.filter((s) => s.reasons.includes('notReporting')).length,
    alarmsBySeverity: alarmSummary(alarms, from, to),
    orders: orderSummary(lines, orders),
    devices: devices.map((d) => {
      const status = statusOf.get(d.deviceId);
      const sale = d.saleId ? saleOf.get(d.saleId) : undefined;
      return {
        serialNumber: d.serialNumber,
        model: modelName.get(d.modelId) ?? '',
        deptName: deptNames.get(d.deptId) ?? '',
        location: sale ? [sale.address, sale.locationDesc].filter(Boolean).join(' ') : '',
        status: status?.status ?? null,
        reasons: knownReasons(status?.reasons ?? []),
        lastReport: lastReport.get(d.deviceId) ?? '',
        alarms: alarmsOf.get(d.deviceId) ?? 0,
        orders: ordersOf.get(d.deviceId) ?? 0,
      };
    }),
    alarms: [...alarms]
      .sort((a, b) => a.raisedAt.localeCompare(b.raisedAt) || a.alarmId - b.alarmId)
      .map((a) => ({
        serialNumber: a.serialNumber,
        item: a.itemCode,
        severity: a.worstSeverity,
        raisedAt: a.raisedAt,
        ackAt: a.ackAt,
        clearedAt: a.clearedAt,
        orderNo: orders.get(a.orderId)?.orderNo ?? '',
      })),
  };
  return monthlyReportFile(data, `monthly-report-${root.deptId}-${query.month}.xlsx`);
}

function countBy(keys: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
}

function countStatuses(statuses: readonly RunningStatus[]): Record<RunningStatus, number> {
  const counts = Object.fromEntries(RUNNING_STATUSES.map((s) => [s, 0])) as Record<RunningStatus, number>;
  for (const s of statuses) counts[s] += 1;
  return counts;
}

/** Alarms raised in the month by their worst severity: how many, how many of them cleared in the month, still open. */
function alarmSummary(alarms: readonly AlarmItem[], from: string, to: string): ReportData['alarmsBySeverity'] {
  const out: ReportData['alarmsBySeverity'] = {};
  for (const a of alarms) {
    const row = (out[a.worstSeverity] ??= { raised: 0, cleared: 0, open: 0 });
    row.raised += 1;
    if (a.clearedAt && a.clearedAt >= from && a.clearedAt < to) row.cleared += 1;
    if (a.state === 'open') row.open += 1;
  }
  return out;
}

/** Alarm and maintenance orders created in the month, and finished (processed) in the month, from the order log. */
function orderSummary(lines: readonly { orderId: number; action: string; toState: string }[], orders: ReadonlyMap<number, WorkOrderItem>): ReportData['orders'] {
  const count = (kind: string, match: (l: (typeof lines)[number]) => boolean) =>
    new Set(lines.filter((l) => match(l) && orders.get(l.orderId)?.kind === kind).map((l) => l.orderId)).size;
  const created = (l: (typeof lines)[number]) => l.action === 'create';
  const finished = (l: (typeof lines)[number]) => l.action === 'process' && l.toState === ORDER_STATE.completed;
  return {
    alarm: { created: count(ORDER_KIND.alarm, created), finished: count(ORDER_KIND.alarm, finished) },
    maintenance: { created: count(ORDER_KIND.maintenance, created), finished: count(ORDER_KIND.maintenance, finished) },
  };
}
