import type { CursorPage } from '@aed/shared/api/envelope';
import type { Language } from '@aed/shared/constants/limits';
import { builtInMonitorItemName } from '@aed/shared/i18n/built-in/monitor-items';
import { builtInMonitorRuleName } from '@aed/shared/i18n/built-in/monitor-rules';
import { shownText } from '@aed/shared/i18n/built-in/text';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import type { LightColour } from '@aed/shared/schemas/monitor-item';
import type { DeviceEvent } from '@aed/shared/schemas/telemetry';
import { knownReasons } from '@aed/shared/schemas/running-status';
import type {
  RunningStatusDetail,
  RunningStatusInfoQuery,
  RunningStatusPageQuery,
  RunningStatusRow,
  StatusItemRow,
  StatusTallyQuery,
  StatusTallyRecord,
} from '@aed/shared/schemas/running-status';
import { getDept } from '../../data/access/access-control';
import { getAlarm } from '../../data/access/alarms';
import { findDeviceBySerialNumber } from '../../data/access/devices/device-keys';
import { getDeviceInScope } from '../../data/access/devices/device-reads';
import { countDeviceStatuses, deviceMonitorsOf, getDeviceStatus, ownStatusCounts, pageDeviceStatuses, statusTallyOf } from '../../data/access/device-statuses';
import { getMonitorItemById } from '../../data/access/monitor-items';
import { deviceMonitorOf, readingsOfDevice } from '../../data/access/telemetry';
import { getOrdersByIds } from '../../data/access/work-orders';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { scopeCovers, scopeCoversSubtree, scopeQueries } from '../../data/data-scope';
import type { DeviceStatusItem } from '../../data/entities/device-status-entity';
import type { MonitorItemItem } from '../../data/entities/monitor-item-entity';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { deptNamesOf } from '../org-records';

/**
 * The running status screens (decision 0048): the stored statuses (decision 0047) of the caller's scope, one device's
 * detail, and an organization subtree's counts. Nothing here computes a status: it reads what the events wrote.
 */

async function toRows(items: readonly DeviceStatusItem[]): Promise<RunningStatusRow[]> {
  const [names, monitors] = await Promise.all([deptNamesOf([...new Set(items.map((s) => s.deptId))]), deviceMonitorsOf(items.map((s) => s.deviceId))]);
  return items.map((s) => ({
    deviceId: s.deviceId,
    serialNumber: s.serialNumber,
    deptId: s.deptId,
    deptName: names.get(s.deptId) ?? '',
    status: s.status,
    reasons: knownReasons(s.reasons),
    lastReceivedAt: monitors.get(s.deviceId)?.lastReceivedAt ?? '',
    lastDeviceTime: monitors.get(s.deviceId)?.lastDeviceTime ?? '',
    updateTime: s.updateTime,
  }));
}

/**
 * One cursor page of the devices of the caller's scope (narrowed to the organization picked, and below) with their
 * status, by organization path; by one status on its own index. A serial number is one lookup by its key, answered
 * only when that device is in the scope and the status asked.
 */
export async function runningStatusPage(actor: Actor, query: RunningStatusPageQuery): Promise<CursorPage<RunningStatusRow>> {
  const { scope } = await listScope(actor, query.deptId);
  if (query.serialNumber) {
    const device = await findDeviceBySerialNumber(query.serialNumber);
    const status = device ? await getDeviceStatus(device.deviceId) : null;
    const found = status && scopeCovers(scope, status.deptPath) && (!query.status || status.status === query.status) ? [status] : [];
    return { total: found.length, rows: await toRows(found) };
  }
  const partitions = scopeQueries(scope);
  const filter = { status: query.status };
  const page = await pageWithTotal(query.cursor, () => pageDeviceStatuses(partitions, filter, query.limit, query.cursor), () => countDeviceStatuses(partitions, filter));
  return { ...page, rows: await toRows(page.rows) };
}

/**
 * The counts per status of an organization (default: the caller's own). When the caller's scope holds its whole
 * subtree: the subtree's, one read of its tally. When the scope holds that organization alone (own organization, a
 * custom scope): its own devices' (its key range of the path index), never those below it. Any other organization
 * (another tenant's, a missing one, one above the caller's) answers `dept.notFound`.
 */
export async function runningStatusTally(actor: Actor, query: StatusTallyQuery): Promise<StatusTallyRecord> {
  const deptId = query.deptId ?? actor.deptId;
  const dept = await getDept(deptId);
  if (!dept) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  if (scopeCoversSubtree(actor.scope, dept.deptPath)) return { deptId, deptName: dept.deptName, subtree: true, counts: await statusTallyOf(deptId) };
  if (actor.scope.exact.includes(dept.deptPath)) return { deptId, deptName: dept.deptName, subtree: false, counts: await ownStatusCounts(dept.deptPath) };
  throw AppError.of(DEPT_ERRORS, 'dept.notFound');
}

/** The rule of the preset the reading's value fell in, by its code (the preset's rules as they are now). */
function ruleOf(preset: MonitorItemItem | undefined, ruleCode: string, language: Language) {
  const rule = ruleCode ? preset?.rules.find((r) => r.ruleCode === ruleCode) : undefined;
  const ruleName = preset && rule ? shownText(builtInMonitorRuleName(preset, rule.ruleCode), rule.ruleName, language) : '';
  return { ruleName, lowerLimit: rule?.lowerLimit ?? null, upperLimit: rule?.upperLimit ?? null };
}

/**
 * One device's running status with what gives it: each monitoring item's value and rule, the device state and
 * events, its open alarms and unsolved alarm orders. A device outside the caller's scope (another tenant's) answers
 * `device.notFound` exactly like a missing one.
 */
export async function runningStatusInfo(actor: Actor, query: RunningStatusInfoQuery, language: Language = 'en'): Promise<RunningStatusDetail> {
  const device = await getDeviceInScope(actor.scope, query.deviceId);
  if (!device) throw AppError.of(DEVICE_ERRORS, 'device.notFound');
  const [status, monitor, readings, names] = await Promise.all([getDeviceStatus(device.deviceId), deviceMonitorOf(device.deviceId), readingsOfDevice(device.deviceId), deptNamesOf([device.deptId])]);
  const itemIds = [...new Set([...device.monitorItemIds, ...readings.map((r) => r.itemId)])];
  const [presets, alarms, orders] = await Promise.all([
    Promise.all(itemIds.map((id) => getMonitorItemById(id))),
    Promise.all(readings.filter((r) => r.alarmId > 0).map((r) => getAlarm(r.alarmId))),
    getOrdersByIds(status?.alarmOrderIds ?? []),
  ]);
  const presetOf = new Map(presets.filter((p) => p !== null).map((p) => [p.itemId, p]));
  const readingOf = new Map(readings.map((r) => [r.itemId, r]));
  const items: StatusItemRow[] = itemIds.map((itemId) => {
    const preset = presetOf.get(itemId);
    const r = readingOf.get(itemId);
    return {
      itemId,
      itemCode: r?.itemCode ?? preset?.itemCode ?? '',
      // a reserved preset's name and rule in the reader's language (as the presets screen shows them)
      itemName: preset ? shownText(builtInMonitorItemName(preset), preset.itemName, language) : '',
      value: r?.values ?? '',
      colour: r?.valueColour ?? '',
      ruleCode: r?.ruleCode ?? '',
      ...ruleOf(preset, r?.ruleCode ?? '', language),
      deviceTime: r?.deviceTime ?? '',
      problem: r?.problem ?? '',
      alarmId: r?.alarmId ?? 0,
    };
  });
  const openAlarms = alarms.filter((a) => a !== null && a.state !== 'cleared').map((a) => a!);
  const orderNos = new Map((await getOrdersByIds(openAlarms.map((a) => a.orderId).filter((id) => id > 0))).map((o) => [o.orderId, o.orderNo]));
  return {
    deviceId: device.deviceId,
    serialNumber: device.serialNumber,
    equipmentName: device.equipmentName,
    deptId: device.deptId,
    deptName: names.get(device.deptId) ?? '',
    status: status?.status ?? null,
    reasons: knownReasons(status?.reasons ?? []),
    updateTime: status?.updateTime ?? '',
    state: {
      lastReceivedAt: monitor?.lastReceivedAt ?? '',
      lastDeviceTime: monitor?.lastDeviceTime ?? '',
      batteryVoltage: monitor?.batteryVoltage ?? null,
      selfTest: monitor?.selfTest ?? '',
      door: monitor?.door ?? '',
      lat: monitor?.lat ?? null,
      lng: monitor?.lng ?? null,
      staleColour: monitor?.staleColour ?? '',
      valueColour: (monitor?.valueColour ?? '') as LightColour | '',
      events: (monitor?.events ?? []) as DeviceEvent[],
      problem: monitor?.problem ?? '',
    },
    items,
    alarms: openAlarms.map((a) => ({ alarmId: a.alarmId, itemCode: a.itemCode, state: a.state, severity: a.severity, lastValue: a.lastValue, lastAt: a.lastAt, orderNo: orderNos.get(a.orderId) ?? '' })),
    orders: orders.filter((o) => o.state === '0' || o.state === '1').map((o) => ({ orderId: o.orderId, orderNo: o.orderNo, state: o.state, createTime: o.createTime })),
  };
}
