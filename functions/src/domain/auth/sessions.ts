import { parseScope } from '../../data/data-scope';
import { deleteSession, getSession, touchSession } from '../../data/access/sessions';
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

/** Token -> session; null when the token is bad or its session ended or went idle. */
export async function sessionOfToken(token: string): Promise<VerifiedSession | null> {
  const claims = await verifySessionToken(token);
  if (!claims) return null;
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

/** Logout: ends the session named by the token, if the token is still genuine. */
export async function endSessionOfToken(token: string | undefined): Promise<void> {
  if (!token) return;
  const claims = await verifySessionToken(token);
  if (claims) await deleteSession(claims.sessionId);
}
