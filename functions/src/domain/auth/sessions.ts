import { randomUUID } from 'node:crypto';
import { ADMINISTRATOR_ROLES, ALL_PERMISSIONS, SUPER_ADMIN_ROLE } from '@aed/shared/permissions/permissions';
import { getDept, getDeptsByIds, getRolesByIds, listAllMenus } from '../../data/access/access-control';
import { ALL_SCOPE, parseScope, resolveDataScope, serializeScope, type DataScope } from '../../data/data-scope';
import { createSession, deleteSession, getSession, touchSession } from '../../data/access/sessions';
import type { UserItem } from '../../data/entities/user-entity';
import { describeUserAgent } from '../../lib/user-agent';
import { nowIso, nowSeconds } from '../../lib/time';
import type { Actor, RequestInfo } from '../actor';
import { sessionIdleMinutes } from '../config/config-values';
import type { PasswordState } from './password-status';
import { signSessionToken, verifySessionToken } from './signing-key';

/** Only refresh the sliding expiry this often, to keep reads from turning into writes. */
const TOUCH_EVERY_SECONDS = 60;

/** Role keys and permission ids of a user's enabled roles (super administrator: `*:*:*`). */
export async function resolveGrants(
  user: UserItem,
): Promise<{ roles: string[]; permissions: string[]; menuIds: Set<number>; scope: DataScope }> {
  const roles = (await getRolesByIds(user.roleIds ?? [])).filter((r) => r.status === '0');
  const roleKeys = roles.map((r) => r.roleKey);
  if (user.isSuperAdmin || roleKeys.includes(SUPER_ADMIN_ROLE)) {
    return { roles: roleKeys.length ? roleKeys : [SUPER_ADMIN_ROLE], permissions: [ALL_PERMISSIONS], menuIds: new Set(), scope: ALL_SCOPE };
  }
  const customDeptIds = [...new Set(roles.filter((r) => r.dataScope === '2').flatMap((r) => r.deptIds ?? []))];
  const customPaths = new Map((await getDeptsByIds(customDeptIds)).map((d) => [d.deptId, `${d.ancestors},${d.deptId},`]));
  const scope = resolveDataScope(
    roles.map((r) => ({ dataScope: r.dataScope, customDeptPaths: (r.deptIds ?? []).map((id) => customPaths.get(id)).filter((p): p is string => !!p) })),
    user,
  );
  const menuIds = new Set(roles.flatMap((r) => r.menuIds ?? []));
  const menus = await listAllMenus();
  const permissions = menus.filter((m) => menuIds.has(m.menuId) && m.status === '0' && m.perms).map((m) => m.perms);
  // Online users are an administrators' view (spec section 6).
  if (roleKeys.some((r) => (ADMINISTRATOR_ROLES as readonly string[]).includes(r))) permissions.push('monitor:online:list');
  return { roles: roleKeys.length ? roleKeys : ['user'], permissions: [...new Set(permissions)], menuIds, scope };
}

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
