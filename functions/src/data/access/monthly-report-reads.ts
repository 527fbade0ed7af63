import { AlarmEntity, type AlarmItem } from '../entities/alarm-entity';
import { DeviceMonitorEntity, type DeviceMonitorItem } from '../entities/device-monitor-entity';
import { DeviceStatusEntity, type DeviceStatusItem } from '../entities/device-status-entity';
import { SaleEntity, type SaleItem } from '../entities/sale-entity';
import { WorkOrderLogEntity, type WorkOrderLogItem } from '../entities/work-order-log-entity';

/**
 * The reads of the monthly report (decision 0051). Each time-bounded read is one key range of ONE organization
 * (its exact path) between two instants: the report asks once per organization of the subtree, so nothing outside the
 * organizations and the month is read. `max` bounds what is read: one more than the cap is enough to refuse.
 */

/** One page size of the range reads (DynamoDB answers at most 1 MB a call anyway). */
const PAGE = 500;

async function pagesUpTo<T>(read: (cursor: string | null) => Promise<{ data: T[]; cursor: string | null }>, max: number): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const got = await read(cursor);
    rows.push(...got.data);
    cursor = got.cursor;
  } while (cursor && rows.length < max);
  return rows;
}

/** The alarms of exactly the organization at `deptPath` raised in [from, to) (ISO instants), up to `max`. */
export async function alarmsRaisedBetween(deptPath: string, from: string, to: string, max: number): Promise<AlarmItem[]> {
  const rows = await pagesUpTo(
    (cursor) =>
      AlarmEntity.query
        .byRaise({})
        .between({ deptPath, raisedAt: from }, { deptPath, raisedAt: to })
        .go({ limit: PAGE, cursor }),
    max,
  );
  // `between` includes its upper bound: an alarm raised exactly at `to` belongs to the next month.
  return rows.filter((a) => a.deptPath === deptPath && a.raisedAt >= from && a.raisedAt < to);
}

/** The work-order log lines of exactly the organization at `deptPath` written in [from, to), up to `max`. */
export async function orderLinesBetween(deptPath: string, from: string, to: string, max: number): Promise<WorkOrderLogItem[]> {
  const rows = await pagesUpTo(
    (cursor) =>
      WorkOrderLogEntity.query
        .byTime({})
        .between({ deptPath, time: from }, { deptPath, time: to })
        .go({ limit: PAGE, cursor }),
    max,
  );
  return rows.filter((l) => l.deptPath === deptPath && l.time >= from && l.time < to);
}

/** Running statuses of devices by id (batched gets; a device never refreshed has none). */
export async function deviceStatusesOf(deviceIds: readonly number[]): Promise<DeviceStatusItem[]> {
  if (!deviceIds.length) return [];
  const { data } = await DeviceStatusEntity.get(deviceIds.map((deviceId) => ({ deviceId }))).go();
  return data;
}

/** What devices last reported, by id (a device that never reported has none). */
export async function deviceMonitorsOf(deviceIds: readonly number[]): Promise<DeviceMonitorItem[]> {
  if (!deviceIds.length) return [];
  const { data } = await DeviceMonitorEntity.get(deviceIds.map((deviceId) => ({ deviceId }))).go();
  return data;
}

/** Sale records by id (where a sold device stands). */
export async function salesOf(saleIds: readonly number[]): Promise<SaleItem[]> {
  if (!saleIds.length) return [];
  const { data } = await SaleEntity.get([...new Set(saleIds)].map((saleId) => ({ saleId }))).go();
  return data;
}
