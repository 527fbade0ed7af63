import { getAlarm } from '../../data/access/alarms';
import { latestSheetInspection } from '../../data/access/inspection-records';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { getDeviceStatus, writeDeviceStatus } from '../../data/access/device-statuses';
import { listDeviceAccessories } from '../../data/access/accessories';
import { deviceMonitorOf, readingsOfDevice } from '../../data/access/telemetry';
import { getOrdersByIds, maintenanceDueOf } from '../../data/access/work-orders';
import { logger } from '../../lib/logger';
import { nowIso } from '../../lib/time';
import { computeRunningStatus } from './running-status';

/** Installed items a device holds at most, read for their expiry (far above any real device). */
const MAX_INSTALLED = 50;
const ATTEMPTS = 4;

/**
 * Recomputes one device's running status from its inputs (a few reads of that device only) and writes it with its
 * roll-up when it changed (decision 0047). Called after the events that change an input; never throws (a failure is
 * logged: the next event or the watch job computes it again).
 */
export async function refreshRunningStatus(deviceId: number): Promise<void> {
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const [device, before, monitor, readings, due, installed, inspection] = await Promise.all([
        getDeviceById(deviceId),
        getDeviceStatus(deviceId),
        deviceMonitorOf(deviceId),
        readingsOfDevice(deviceId),
        maintenanceDueOf(deviceId),
        listDeviceAccessories(deviceId, 'installed', MAX_INSTALLED),
        latestSheetInspection(deviceId),
      ]);
      if (!device) return;
      // alarm orders of the device's open alarms, and those its status already knew (an alarm cleared keeps its order)
      const alarms = await Promise.all(readings.filter((r) => r.alarmId > 0).map((r) => getAlarm(r.alarmId)));
      const orderIds = [...new Set([...alarms.map((a) => a?.orderId ?? 0), ...(before?.alarmOrderIds ?? [])].filter((id) => id > 0))];
      const openOrders = (await getOrdersByIds(orderIds)).filter((o) => o.state === '0' || o.state === '1');
      const { status, reasons } = computeRunningStatus({
        monitor,
        openAlarmOrders: openOrders.length,
        maintenanceDue: due?.dueDate ?? '',
        consumableExpiries: installed.map((a) => a.expiryDate),
        today: nowIso().slice(0, 10),
        latestInspection: inspection?.result ?? '',
      });
      const alarmOrderIds = openOrders.map((o) => o.orderId).sort((a, b) => a - b);
      const same = before && before.status === status && before.deptPath === device.deptPath && before.reasons.join() === reasons.join() && before.alarmOrderIds.join() === alarmOrderIds.join();
      if (same) return;
      if (await writeDeviceStatus(before, { deviceId, deptPath: device.deptPath, status, reasons, alarmOrderIds, updateTime: nowIso() })) return;
    }
    logger.warn('running status not written: changed under every attempt', { deviceId });
  } catch (err) {
    logger.error('running status not refreshed', { deviceId, error: err instanceof Error ? err.message : String(err) });
  }
}
