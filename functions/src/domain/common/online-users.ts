import type { OnlineUser } from '@aed/shared/schemas/auth';
import { listLiveSessions } from '../../data/access/sessions';
import { nowSeconds } from '../../lib/time';

/** Live sessions only (expired ones are skipped even before TTL removes them). */
export async function listOnlineUsers(): Promise<OnlineUser[]> {
  const sessions = await listLiveSessions(nowSeconds());
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
