import type { CursorPage, LoginLogPageQuery, LoginLogRecord, LoginLogSearch } from '@aed/shared/schemas/monitor';
import { countLoginLogs, logPartitions, pageLoginLogs, type LoginLogFilter } from '../../data/access/logs';
import { pageWithTotal } from '../../data/access/cursor-walk';
import type { LoginLogItem } from '../../data/entities/log-entities';
import type { Actor } from '../actor';
import { LOG_EXPORT_MAX, resolveLogRange } from './log-range';

/**
 * Reading login logs (the list and the export's rows, record mapping). Kept apart from the changes
 * (login-log-service.ts: deletes, unlocking an account) so that a read route's Lambda carries no write path
 * (decision 0034).
 */

export const toLoginLogRecord = (l: LoginLogItem): LoginLogRecord => ({
  infoId: l.infoId,
  userName: l.userName,
  ipaddr: l.ipaddr,
  loginLocation: l.loginLocation,
  browser: l.browser,
  os: l.os,
  status: l.status,
  msg: l.msg,
  loginTime: l.loginTime,
});

function searchOf(actor: Actor, search: LoginLogSearch) {
  const range = resolveLogRange(search.beginTime, search.endTime);
  const filter: LoginLogFilter = { userName: search.userName, ipaddr: search.ipaddr, status: search.status, from: range.from, to: range.to };
  return { partitions: logPartitions(range.months, actor.scope), filter };
}

/** One page of the caller's scope, newest month first; the first page's total is a capped count (decision 0030). */
export async function pageLoginInfo(actor: Actor, query: LoginLogPageQuery): Promise<CursorPage<LoginLogRecord>> {
  const { partitions, filter } = searchOf(actor, query);
  const page = await pageWithTotal(query.cursor, () => pageLoginLogs(partitions, filter, query.limit, query.cursor), () => countLoginLogs(partitions, filter));
  return { ...page, rows: page.rows.map(toLoginLogRecord) };
}

export async function searchLoginInfo(actor: Actor, search: LoginLogSearch): Promise<LoginLogRecord[]> {
  const { partitions, filter } = searchOf(actor, search);
  const { rows } = await pageLoginLogs(partitions, filter, LOG_EXPORT_MAX);
  return rows.map(toLoginLogRecord);
}
