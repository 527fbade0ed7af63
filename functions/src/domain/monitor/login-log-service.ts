import type { CursorPage, LoginLogPageQuery, LoginLogRecord, LoginLogSearch } from '@aed/shared/schemas/monitor';
import { clearLoginFailures } from '../../data/access/login-attempts';
import {
  countLoginLogs,
  deleteLoginLogs,
  getLoginLogs,
  logPartitions,
  pageLoginLogs,
  type LoginLogFilter,
} from '../../data/access/logs';
import { getUserByUsername } from '../../data/access/user-reads';
import { pageWithTotal } from '../../data/access/cursor-walk';
import type { LoginLogItem } from '../../data/entities/log-entities';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers } from '../../data/data-scope';
import { LOG_EXPORT_MAX, resolveLogRange } from './log-range';

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

/** All or nothing: one missing or out-of-scope id refuses the whole call. */
export async function removeLoginInfo(actor: Actor, ids: string[]): Promise<void> {
  const items = await getLoginLogs(ids, actor.scope);
  if (items.length !== ids.length) throw new AppError('logininfor.notFound');
  await deleteLoginLogs(items, actor.scope);
}

/**
 * Lifts the failed-login locks of an account: from every address, and the account-wide count that asks for the
 * captcha (docs/decisions/0028). An account of another organization is refused; an unknown account (its attempts
 * are logged with no organization) can only be unlocked by a caller whose scope is everything.
 */
export async function unlockAccount(actor: Actor, userName: string): Promise<void> {
  const user = await getUserByUsername(userName);
  const inScope = user && !user.deleted ? scopeCovers(actor.scope, user.deptPath, user.userId) : actor.scope.all;
  if (!inScope) throw new AppError('logininfor.userOutOfScope');
  await clearLoginFailures(userName);
}
