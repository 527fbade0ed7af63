import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { LIMITS } from '@aed/shared/constants/limits';
import { getDept } from '../../data/access/access-control';
import { serializeScope } from '../../data/data-scope';
import { createSession } from '../../data/access/sessions';
import type { UserItem } from '../../data/entities/user-entity';
import { env } from '../../lib/env';
import { describeUserAgent } from '../../lib/user-agent';
import { nowIso, nowSeconds } from '../../lib/time';
import type { RequestInfo } from '../actor';
import { sessionIdleMinutes } from '../config/config-values';
import { resolveGrants } from './grants';
import { signingKey } from './signing-key';

/*
 * Login only: starting a session parses the user agent (bowser) and signs a token (jose). Every other route only
 * verifies tokens (sessions.ts, aws-jwt-verify), so it neither loads nor carries these (decision 0034).
 */

/** Starts a session for a user who just proved who they are, and signs its token. */
export async function startSession(user: UserItem, request: RequestInfo): Promise<string> {
  const sessionId = randomUUID();
  const idleMinutes = await sessionIdleMinutes();
  const { roles, permissions, scope } = await resolveGrants(user);
  const dept = await getDept(user.deptId);
  const now = nowIso();
  await createSession({
    sessionId,
    userId: user.userId,
    username: user.username,
    deptId: user.deptId,
    deptName: dept?.deptName ?? '',
    deptPath: user.deptPath,
    roles,
    permissions,
    dataScope: serializeScope(scope),
    ipaddr: request.ip,
    ...describeUserAgent(request.userAgent),
    loginTime: now,
    lastAccessTime: now,
    idleMinutes,
    ttl: nowSeconds() + idleMinutes * 60,
    passwordKind: user.passwordKind,
    passwordChangedAt: user.passwordChangedAt,
  });
  return signSessionToken(user.userId, sessionId);
}

/** The platform token of a session: RS256, `sub` the user, `sid` the session, at most tokenMaxLifetimeHours long. */
export async function signSessionToken(userId: number, sessionId: string): Promise<string> {
  const key = await signingKey();
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(env.jwtIssuer)
    .setAudience(env.jwtAudience)
    .setIssuedAt()
    .setExpirationTime(`${LIMITS.tokenMaxLifetimeHours}h`)
    .sign(key.privateKey);
}
