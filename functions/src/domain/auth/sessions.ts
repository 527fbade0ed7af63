import { parseScope } from '../../data/data-scope';
import { deleteSession, getSession, sessionChangeCount, touchSession } from '../../data/access/sessions';
import { nowIso, nowSeconds } from '../../lib/time';
import type { Actor } from '../actor';
import type { PasswordState } from './password-status';
import { verifySessionToken } from './token-verifier';

/** Only refresh the sliding expiry this often, to keep reads from turning into writes. */
const TOUCH_EVERY_SECONDS = 60;

/** A verified session: who calls, and the state of their password when the session last saw it. */
export interface VerifiedSession {
  actor: Actor;
  password: PasswordState;
}

/** The claims of a genuine session token: whose, and which session. */
export type SessionClaims = NonNullable<Awaited<ReturnType<typeof verifySessionToken>>>;

/**
 * The sessions this container confirmed last, by session id, with when (authenticate.ts, decision 0034 "Reads and
 * their session"): a read within READ_REUSE_MS of a confirmation uses it as it is; a later read starts with it while
 * the session is read again, and answers only once that read confirms it. Writes always read the session first.
 */
const LAST_CONFIRMED_MAX = 1_000;
/** How long a read may go on a confirmation: a session ended elsewhere still reads for at most this long. */
export const READ_REUSE_MS = 5_000;
const lastConfirmed = new Map<string, { session: VerifiedSession; at: number; changes: number }>();

function remember(session: VerifiedSession, changes: number): void {
  lastConfirmed.delete(session.actor.sessionId);
  lastConfirmed.set(session.actor.sessionId, { session, at: Date.now(), changes });
  // A Map iterates in insertion order: the first keys are the oldest.
  for (const oldest of lastConfirmed.keys()) {
    if (lastConfirmed.size <= LAST_CONFIRMED_MAX) break;
    lastConfirmed.delete(oldest);
  }
}

/**
 * The session as this container last confirmed it for these claims, if it did, and whether a read may go on that
 * confirmation as it is (`current`: made within READ_REUSE_MS, and no session ended or changed in this process since).
 */
export function lastConfirmedSession(claims: SessionClaims): { session: VerifiedSession; current: boolean } | undefined {
  const entry = lastConfirmed.get(claims.sessionId);
  if (entry?.session.actor.userId !== claims.userId) return undefined;
  return { session: entry.session, current: Date.now() - entry.at < READ_REUSE_MS && entry.changes === sessionChangeCount() };
}

/** Reads the session of genuine claims: null when it ended, went idle or belongs to someone else. */
export async function confirmSession(claims: SessionClaims): Promise<VerifiedSession | null> {
  // counted before the read: a session ended while it runs is not taken for current
  const changes = sessionChangeCount();
  const confirmed = await readSession(claims);
  if (confirmed) remember(confirmed, changes);
  else lastConfirmed.delete(claims.sessionId);
  return confirmed;
}

async function readSession(claims: SessionClaims): Promise<VerifiedSession | null> {
  const session = await getSession(claims.sessionId);
  const now = nowSeconds();
  if (!session || session.userId !== claims.userId || session.ttl <= now) return null;
  // Started before sessions carried the password state: it cannot be gated, so it ends (one re-login).
  if (!session.passwordKind || !session.passwordChangedAt) return null;
  const lastAccess = Math.floor(Date.parse(session.lastAccessTime) / 1000);
  if (now - lastAccess >= TOUCH_EVERY_SECONDS) {
    const alive = await touchSession(session.sessionId, nowIso(), now + session.idleMinutes * 60);
    if (!alive) return null;
  }
  return {
    actor: {
      userId: session.userId,
      username: session.username,
      deptId: session.deptId,
      deptPath: session.deptPath,
      sessionId: session.sessionId,
      roles: session.roles ?? [],
      permissions: session.permissions ?? [],
      scope: parseScope(session.dataScope),
    },
    password: { passwordKind: session.passwordKind, passwordChangedAt: session.passwordChangedAt },
  };
}

/** Whether two confirmations of a session grant the same: same actor, same password state. */
export const sameSession = (a: VerifiedSession, b: VerifiedSession): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Logout: ends the session named by the token, if the token is still genuine. */
export async function endSessionOfToken(token: string | undefined): Promise<void> {
  if (!token) return;
  const claims = await verifySessionToken(token);
  if (!claims) return;
  lastConfirmed.delete(claims.sessionId);
  await deleteSession(claims.sessionId);
}
