import type { CursorPage } from '@aed/shared/api/envelope';
import type { AlarmPageQuery, AlarmRecord } from '@aed/shared/schemas/alarm';
import { pageWithTotal } from '../../data/access/cursor-walk';
import { countAlarms, pageAlarms } from '../../data/access/alarms';
import { getOrdersByIds } from '../../data/access/work-orders';
import { scopeQueries } from '../../data/data-scope';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import type { Actor } from '../actor';
import { listScope } from '../list-scope';
import { deptNamesOf } from '../org-records';

/** The alarm list (decision 0047): the organizations of the caller's scope (narrowed to the one picked), by state. */

export async function toAlarmRecords(items: readonly AlarmItem[]): Promise<AlarmRecord[]> {
  const names = await deptNamesOf([...new Set(items.map((a) => a.deptId))]);
  const orderIds = [...new Set(items.map((a) => a.orderId).filter((id) => id > 0))];
  const orderNos = new Map((orderIds.length ? await getOrdersByIds(orderIds) : []).map((o) => [o.orderId, o.orderNo]));
  return items.map((a) => ({
    alarmId: a.alarmId,
    deviceId: a.deviceId,
    serialNumber: a.serialNumber,
    deptId: a.deptId,
    deptName: names.get(a.deptId) ?? '',
    itemId: a.itemId,
    itemCode: a.itemCode,
    state: a.state,
    severity: a.severity,
    worstSeverity: a.worstSeverity,
    ruleCode: a.ruleCode,
    lowerLimit: a.lowerLimit ?? null,
    upperLimit: a.upperLimit ?? null,
    firstAt: a.firstAt,
    lastAt: a.lastAt,
    firstValue: a.firstValue,
    lastValue: a.lastValue,
    count: a.count,
    raisedAt: a.raisedAt,
    ackBy: a.ackBy,
    ackAt: a.ackAt,
    clearedAt: a.clearedAt,
    clearedBy: a.clearedBy,
    clearReason: a.clearReason,
    orderId: a.orderId,
    orderNo: orderNos.get(a.orderId) ?? '',
    version: a.version,
  }));
}

export async function alarmPage(actor: Actor, query: AlarmPageQuery): Promise<CursorPage<AlarmRecord>> {
  const { scope } = await listScope(actor, query.deptId);
  const partitions = scopeQueries(scope);
  const filter = { state: query.state, severity: query.severity, keyword: query.keyword };
  const page = await pageWithTotal(query.cursor, () => pageAlarms(partitions, filter, query.limit, query.cursor), () => countAlarms(partitions, filter));
  return { ...page, rows: await toAlarmRecords(page.rows) };
}
