import { SessionEntity, type SessionItem } from '../entities/session-entity';
import { isConditionalFailure } from './ids';
import { AppError } from '../../lib/app-error';
import { scopeCovers, type DataScope } from '../data-scope';
import { MONITOR_ERRORS } from '@aed/shared/errors/monitor-errors';

/**
 * Counts the writes this process made that end sessions or change what they grant: a confirmation remembered before
 * the last of them is read again (domain/auth/sessions.ts), so the container that ends a session refuses it at once.
 */
let sessionChanges = 0;
export const sessionChangeCount = (): number => sessionChanges;
/** For the other data modules that end sessions (an organization move). */
export const noteSessionsChanged = (): void => {
  sessionChanges += 1;
};

export async function createSession(session: SessionItem): Promise<void> {
  await SessionEntity.create(session).go();
}

export async function getSession(sessionId: string): Promise<SessionItem | null> {
  const { data } = await SessionEntity.get({ sessionId }).go();
  return data;
}

/** Slides the idle expiry; a session deleted meanwhile stays deleted. */
export async function touchSession(sessionId: string, lastAccessTime: string, ttl: number): Promise<boolean> {
  try {
    await SessionEntity.patch({ sessionId }).set({ lastAccessTime, ttl }).go();
    return true;
  } catch (e) {
    if (isConditionalFailure(e)) return false;
    throw e;
  }
}

/** After the own password change: the session's copy of the password state follows; a session ended meanwhile stays ended. */
export async function setSessionPassword(sessionId: string, password: Required<Pick<SessionItem, 'passwordKind' | 'passwordChangedAt'>>): Promise<void> {
  noteSessionsChanged();
  try {
    await SessionEntity.patch({ sessionId }).set(password).go();
  } catch (e) {
    if (!isConditionalFailure(e)) throw e;
  }
}

export async function deleteSession(sessionId: string): Promise<void> {
  noteSessionsChanged();
  await SessionEntity.delete({ sessionId }).go();
}

/**
 * Force logout: ends a session only if it lies in the caller's data scope (checked again as the delete's condition);
 * one outside it answers as an ended one (no oracle of other tenants' sessions).
 */
export async function deleteSessionInScope(session: SessionItem, scope: DataScope): Promise<void> {
  noteSessionsChanged();
  if (!scopeCovers(scope, session.deptPath, session.userId)) throw AppError.of(MONITOR_ERRORS, 'online.notFound');
  try {
    await SessionEntity.delete({ sessionId: session.sessionId })
      .where((attr, op) => `${op.exists(attr.sessionId)} AND ${op.eq(attr.deptPath, session.deptPath)}`)
      .go();
  } catch (e) {
    if (isConditionalFailure(e)) throw AppError.of(MONITOR_ERRORS, 'online.notFound');
    throw e;
  }
}

export async function listUserSessionIds(userId: number): Promise<string[]> {
  const { data } = await SessionEntity.query.byUser({ userId }).go({ pages: 'all', attributes: ['sessionId'] });
  return data.map((s) => s.sessionId);
}

/** Ends every session of a user except `keep` (password change keeps the caller's own). */
export async function deleteUserSessions(userId: number, keep?: string): Promise<number> {
  noteSessionsChanged();
  const ids = (await listUserSessionIds(userId)).filter((id) => id !== keep);
  if (ids.length) await SessionEntity.delete(ids.map((sessionId) => ({ sessionId }))).go();
  return ids.length;
}

/**
 * Live sessions of an organization and everything below it (a key-prefix Query on the materialized path, so other
 * organizations' sessions are never read), newest login first; expired ones are skipped before TTL removes them.
 */
export async function listLiveSessions(deptPath: string, nowSeconds: number, max = 1000): Promise<SessionItem[]> {
  // `begins` on the path alone: a partial composite (`online({ deptPath })`) would match that organization only.
  const { data } = await SessionEntity.query
    .online({})
    .begins({ deptPath })
    .where((attr, op) => op.gt(attr.ttl, nowSeconds))
    .go({ count: max, limit: max });
  return data.sort((a, b) => b.loginTime.localeCompare(a.loginTime));
}

/** Live sessions of exactly one organization (data scope "own organization"). */
export async function listLiveSessionsOfDept(deptPath: string, nowSeconds: number, max = 1000): Promise<SessionItem[]> {
  const { data } = await SessionEntity.query
    .online({ deptPath })
    .where((attr, op) => `${op.gt(attr.ttl, nowSeconds)} AND ${op.eq(attr.deptPath, deptPath)}`)
    .go({ count: max, limit: max });
  return data;
}

/** Live sessions of one user (data scope "only own"). */
export async function listLiveSessionsOfUser(userId: number, nowSeconds: number): Promise<SessionItem[]> {
  const { data } = await SessionEntity.query
    .byUser({ userId })
    .where((attr, op) => op.gt(attr.ttl, nowSeconds))
    .go({ pages: 'all' });
  return data;
}

/**
 * Deletes the sessions past their idle expiry (the cleanExpiredSessions job: DynamoDB TTL removes them within days in
 * AWS and never in DynamoDB Local, and the online list must not show them). Answers how many it deleted.
 */
export async function deleteExpiredSessions(nowSeconds: number): Promise<number> {
  noteSessionsChanged();
  const { data } = await SessionEntity.query
    .online({})
    .where((attr, op) => op.lte(attr.ttl, nowSeconds))
    .go({ pages: 'all', attributes: ['sessionId'] });
  if (data.length) await SessionEntity.delete(data.map((s) => ({ sessionId: s.sessionId }))).go();
  return data.length;
}
