import type { OnlineUser, OnlineUserSummary } from '@aed/shared/schemas/auth';
import { deleteSessionInScope, getSession, listLiveSessions, listLiveSessionsOfDept, listLiveSessionsOfUser } from '../../data/access/sessions';
import type { SessionItem } from '../../data/entities/session-entity';
import { nowSeconds } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeQueries } from '../../data/data-scope';
import { MONITOR_ERRORS } from '@aed/shared/errors/monitor-errors';

export const toOnlineUser = (s: SessionItem): OnlineUser => ({
  tokenId: s.sessionId,
  userName: s.username,
  deptName: s.deptName ?? '',
  ipaddr: s.ipaddr ?? '',
  browser: s.browser ?? '',
  os: s.os ?? '',
  loginTime: s.loginTime,
  lastAccessTime: s.lastAccessTime,
});

/** Live sessions in the caller's data scope: one key-prefix Query per subtree/organization, never a Scan. */
async function sessionsInScope(actor: Actor): Promise<SessionItem[]> {
  const now = nowSeconds();
  const lists = await Promise.all([
    ...scopeQueries(actor.scope).map((q) => (q.subtree ? listLiveSessions(q.prefix, now) : listLiveSessionsOfDept(q.prefix, now))),
    ...(actor.scope.selfUserId !== undefined ? [listLiveSessionsOfUser(actor.scope.selfUserId, now)] : []),
  ]);
  const byId = new Map(lists.flat().map((s) => [s.sessionId, s]));
  return [...byId.values()].sort((a, b) => b.loginTime.localeCompare(a.loginTime));
}

/** The online-users screen: live sessions in scope, filtered by IP prefix and account. */
export async function listOnlineSessions(actor: Actor, filter: { ipaddr?: string; userName?: string }): Promise<OnlineUser[]> {
  const ip = filter.ipaddr;
  const name = filter.userName?.toLowerCase();
  return (await sessionsInScope(actor))
    .filter((s) => (!ip || s.ipaddr.startsWith(ip)) && (!name || s.username.toLowerCase().includes(name)))
    .map(toOnlineUser);
}

/**
 * The top bar's online count (`GET /common/getOnlineUsers`, its length): the very sessions of the screen, under the
 * same scope rule, reduced to what the top bar may show.
 */
export async function onlineUserSummaries(actor: Actor): Promise<OnlineUserSummary[]> {
  return (await sessionsInScope(actor)).map((s) => ({ userName: s.username, deptName: s.deptName ?? '' }));
}

/** Ends one session; it fails with session.invalid on its next request. Sessions outside the scope are refused. */
export async function forceLogout(actor: Actor, tokenId: string): Promise<void> {
  const session = await getSession(tokenId);
  if (!session || session.ttl <= nowSeconds()) throw AppError.of(MONITOR_ERRORS, 'online.notFound');
  await deleteSessionInScope(session, actor.scope);
}
