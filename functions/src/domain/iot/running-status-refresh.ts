import { ORDER_KIND } from '@aed/shared/schemas/work-order-states';
import { getAlarm, saveAlarm } from '../../data/access/alarms';
import { latestSheetInspection } from '../../data/access/inspection-records';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { deleteDeviceStatus, getDeviceStatus, writeDeviceStatus } from '../../data/access/device-statuses';
import { listDeviceAccessories } from '../../data/access/accessories';
import { deviceMonitorOf, readingsOfDevice } from '../../data/access/telemetry';
import { forgetTrainingDue, getOrdersByIds, maintenanceDueOf, openMaintenanceOrderId, orderIsOpen, trainingDueOf } from '../../data/access/work-orders';
import { logger } from '../../lib/logger';
import { nowIso } from '../../lib/time';
import { computeRunningStatus, nextStatusChangeDay } from './running-status';

/** Installed items a device holds at most, read for their expiry (far above any real device). */
const MAX_INSTALLED = 50;
const ATTEMPTS = 4;

/**
 * Recomputes one device's running status from its inputs (a few reads of that device only) and writes it with its
 * organization's count when it changed (decision 0047); a device that is gone leaves the counts. Called after the
 * events that change an input (and by the daily pass when a date turns), with the alarms the event raised or cleared
 * (`alarmIds`: their orders count until done, whatever the readings say now); never throws (a failure is logged: the next
 * event or the pass computes it again).
 */
export async function refreshRunningStatus(deviceId: number, alarmIds: readonly number[] = []): Promise<void> {
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const [device, before, monitor, readings, due, openMaintenanceId, trainingDue, installed, inspection] = await Promise.all([
        getDeviceById(deviceId),
        getDeviceStatus(deviceId),
        deviceMonitorOf(deviceId),
        readingsOfDevice(deviceId),
        maintenanceDueOf(deviceId),
        openMaintenanceOrderId(deviceId),
        trainingDueOf(deviceId),
        listDeviceAccessories(deviceId, 'installed', MAX_INSTALLED),
        latestSheetInspection(deviceId),
      ]);
      if (!device) {
        // a deleted device leaves the counts
        if (!before || (await deleteDeviceStatus(before))) return;
        continue;
      }
      // alarm orders of the device's open alarms, and those its status already knew (an alarm cleared keeps its order);
      // the open maintenance order, whose plan date stands for the due date it answered (that item is gone with it)
      // the alarms the caller raised or cleared too: a clear committed before the raise's order was known here must not
      // lose that order (the reading no longer names a cleared alarm)
      const alarmIdsRead = [...new Set([...readings.map((r) => r.alarmId), ...alarmIds].filter((id) => id > 0))];
      const alarms = await Promise.all(alarmIdsRead.map((id) => getAlarm(id)));
      // a device moved or sold takes its pending and open alarms along (past alarms stay where they happened)
      for (const alarm of alarms) {
        if (alarm && alarm.state !== 'cleared' && alarm.deptPath !== device.deptPath) {
          await saveAlarm({ ...alarm, deptId: device.deptId, deptPath: device.deptPath, version: alarm.version + 1, updateTime: nowIso() }, alarm.version);
        }
      }
      const trainingIds = trainingDue.map((t) => t.orderId);
      const orderIds = [...new Set([...alarms.map((a) => a?.orderId ?? 0), ...(before?.alarmOrderIds ?? []), openMaintenanceId ?? 0, ...trainingIds].filter((id) => id > 0))];
      const orders = (await getOrdersByIds(orderIds)).filter(orderIsOpen);
      const openOrders = orders.filter((o) => o.kind === '1');
      const maintenanceOrder = orders.find((o) => o.orderId === openMaintenanceId && o.kind === '2');
      // the open training orders' plan dates as the orders hold them; a date left by the backfill racing the order's
      // end is forgotten
      const openTraining = orders.filter((o) => o.kind === ORDER_KIND.training && o.deviceId === deviceId && trainingIds.includes(o.orderId));
      for (const stale of trainingDue.filter((t) => !openTraining.some((o) => o.orderId === t.orderId))) await forgetTrainingDue(stale);
      const trainingPlanDates = openTraining.map((o) => o.trainingPlannedDate).filter(Boolean).sort();
      const today = nowIso().slice(0, 10);
      const inputs = {
        monitor,
        openAlarmOrders: openOrders.length,
        maintenanceDue: due?.dueDate || maintenanceOrder?.planDate || '',
        trainingDue: trainingPlanDates[0] ?? '',
        consumableExpiries: installed.map((a) => a.expiryDate),
        today,
        // an inspection counts for the organization that recorded it: a new owner is not told of one it cannot see
        latestInspection: inspection && inspection.deptId === device.deptId ? inspection.result : ('' as const),
      };
      const { status, reasons } = computeRunningStatus(inputs);
      const changeDay = nextStatusChangeDay(inputs);
      const alarmOrderIds = openOrders.map((o) => o.orderId).sort((a, b) => a - b);
      // a status written before the list's fields (serial, organization: decision 0048) is written again to join the list
      const same =
        before &&
        before.status === status &&
        before.deptPath === device.deptPath &&
        before.deptId === device.deptId &&
        before.serialNumber === device.serialNumber &&
        before.reasons.join() === reasons.join() &&
        before.alarmOrderIds.join() === alarmOrderIds.join() &&
        before.changeDay === changeDay;
      if (same) return;
      const next = { deviceId, deptPath: device.deptPath, deptId: device.deptId, serialNumber: device.serialNumber, status, reasons, alarmOrderIds, changeDay, updateTime: nowIso() };
      if (await writeDeviceStatus(before, next)) return;
    }
    logger.warn('running status not written: changed under every attempt', { deviceId });
  } catch (err) {
    logger.error('running status not refreshed', { deviceId, error: err instanceof Error ? err.message : String(err) });
  }
}
