import { clearLoginFailures } from '../../data/access/login-attempts';
import { deleteLoginLogs, getLoginLogs } from '../../data/access/logs';
import { getUserByUsername } from '../../data/access/user-reads';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers } from '../../data/data-scope';
import { MONITOR_ERRORS } from '@aed/shared/errors/monitor-errors';

/** All or nothing: one missing or out-of-scope id refuses the whole call. */
export async function removeLoginInfo(actor: Actor, ids: string[]): Promise<void> {
  const items = await getLoginLogs(ids, actor.scope);
  if (items.length !== ids.length) throw AppError.of(MONITOR_ERRORS, 'logininfor.notFound');
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
  if (!inScope) throw AppError.of(MONITOR_ERRORS, 'logininfor.userOutOfScope');
  await clearLoginFailures(userName);
}
