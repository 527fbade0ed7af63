import type { CursorPage, OperLogPageQuery, OperLogRecord, OperLogSearch } from '@aed/shared/schemas/monitor';
import { countOperLogs, getOperLog, logPartitions, pageOperLogs, type OperLogFilter } from '../../data/access/logs';
import { pageWithTotal } from '../../data/access/cursor-walk';
import type { OperLogItem } from '../../data/entities/log-entities';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { LOG_EXPORT_MAX, resolveLogRange } from './log-range';
import { MONITOR_ERRORS } from '@aed/shared/errors/monitor-errors';

/**
 * Reading operation logs (the list, one entry, the export's rows, record mapping). Kept apart from the deletes
 * (oper-log-service.ts) so that a read route's Lambda carries no write path (decision 0034).
 */

export const toOperLogRecord = (l: OperLogItem): OperLogRecord => ({
  operId: l.operId,
  title: l.title,
  businessType: l.businessType,
  requestMethod: l.requestMethod,
  operName: l.operName,
  deptId: l.deptId,
  operUrl: l.operUrl,
  operIp: l.operIp,
  operParam: l.operParam,
  jsonResult: l.jsonResult,
  status: l.status,
  errorMsg: l.errorMsg,
  costTime: l.costTime,
  operTime: l.operTime,
});

function searchOf(actor: Actor, search: OperLogSearch) {
  const range = resolveLogRange(search.beginTime, search.endTime);
  const filter: OperLogFilter = {
    title: search.title,
    operName: search.operName,
    businessType: search.businessType,
    status: search.status,
    from: range.from,
    to: range.to,
  };
  return { partitions: logPartitions(range.months, actor.scope), filter };
}

/** One page of the caller's scope, newest month first; the first page's total is a capped count (decision 0030). */
export async function pageOperationLogs(actor: Actor, query: OperLogPageQuery): Promise<CursorPage<OperLogRecord>> {
  const { partitions, filter } = searchOf(actor, query);
  const page = await pageWithTotal(query.cursor, () => pageOperLogs(partitions, filter, query.limit, query.cursor), () => countOperLogs(partitions, filter));
  return { ...page, rows: page.rows.map(toOperLogRecord) };
}

/** Everything the search matches (bounded by LOG_EXPORT_MAX), for the export. */
export async function searchOperationLogs(actor: Actor, search: OperLogSearch): Promise<OperLogRecord[]> {
  const { partitions, filter } = searchOf(actor, search);
  const { rows } = await pageOperLogs(partitions, filter, LOG_EXPORT_MAX);
  return rows.map(toOperLogRecord);
}

export async function getOperationLog(actor: Actor, operId: string): Promise<OperLogRecord> {
  const item = await getOperLog(operId, actor.scope);
  if (!item) throw AppError.of(MONITOR_ERRORS, 'operlog.notFound');
  return toOperLogRecord(item);
}
