import type { OnlineUser } from '@aed/shared/schemas/auth';
import { listLiveSessions } from '../../data/access/sessions';
import { nowSeconds } from '../../lib/time';
import type { Actor } from '../actor';

/** Live sessions in the caller's organization subtree (the super administrator's is the whole tree). */
export async function listOnlineUsers(actor: Actor): Promise<OnlineUser[]> {
  const sessions = await listLiveSessions(actor.deptPath, nowSeconds());
  return sessions.map((s) => ({
    tokenId: s.sessionId,
    userName: s.username,
    deptName: s.deptName ?? '',
    ipaddr: s.ipaddr ?? '',
    browser: s.browser ?? '',
    os: s.os ?? '',
    loginTime: s.loginTime,
    lastAccessTime: s.lastAccessTime,
  }));
}
