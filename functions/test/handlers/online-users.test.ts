import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError, invokeEvent, loginEvent, sessionIdOf } from './support';
import { SessionEntity } from '../../src/data/entities/session-entity';

const PASSWORD = 'Online#Pw42';

interface OnlineRow {
  tokenId: string;
  userName: string;
  deptName: string;
  ipaddr: string;
  browser: string;
  os: string;
  loginTime: string;
  lastAccessTime: string;
}

describe('online users', () => {
  let admin: string;
  /** A plain user's session, opened from Firefox on Windows. */
  let viewer: string;
  beforeAll(async () => {
    admin = await adminToken();
    await createTestUser({ username: 'viewer', password: PASSWORD, roleIds: [7] });
    await createTestUser({ username: 'operations', password: PASSWORD, roleIds: [2] });
  });

  const list = async (token = admin): Promise<OnlineRow[]> => {
    const res = await invoke('OnlineUsers', { token });
    expect(res.status).toBe(200);
    return res.json.data;
  };

  it("lists live sessions to an administrator, including the administrator's own", async () => {
    const rows = await list();
    const own = rows.find((r) => r.tokenId === sessionIdOf(admin));
    expect(own).toMatchObject({ userName: 'admin', deptName: 'AED Cloud', ipaddr: '203.0.113.7', browser: 'Chrome 140' });
    expect(Date.now() - Date.parse(own!.loginTime)).toBeLessThan(120_000);
    expect(own!.lastAccessTime).toBeTruthy();
  });

  it('shows browser and OS of each session, newest login first', async () => {
    const res = await invokeEvent('Login', loginEvent({ username: 'viewer', password: PASSWORD }));
    viewer = res.json.data.token as string;
    const rows = await list();
    expect(rows[0]).toMatchObject({ tokenId: sessionIdOf(viewer), userName: 'viewer', browser: 'Firefox 128', os: 'Windows 10' });
    const times = rows.map((r) => r.loginTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses a plain user', async () => {
    const res = await invoke('OnlineUsers', { token: viewer });
    expectError(res, 403, 'common.forbidden');
    expect(res.json.data).toBeUndefined();
  });

  it('is open to an operations administrator too', async () => {
    const token = await loginAs('operations', PASSWORD);
    expect((await list(token)).map((r) => r.userName)).toContain('operations');
  });

  it('drops a session once it is logged out', async () => {
    const token = await loginAs('viewer', PASSWORD);
    expect((await list()).map((r) => r.tokenId)).toContain(sessionIdOf(token));
    expect((await invoke('Logout', { token })).status).toBe(200);
    expect((await list()).map((r) => r.tokenId)).not.toContain(sessionIdOf(token));
  });

  it('skips sessions past their idle expiry before TTL removes them', async () => {
    const token = await loginAs('viewer', PASSWORD);
    await SessionEntity.patch({ sessionId: sessionIdOf(token) }).set({ ttl: Math.floor(Date.now() / 1000) - 1 }).go();
    expect((await list()).map((r) => r.tokenId)).not.toContain(sessionIdOf(token));
  });

  it('needs a session', async () => {
    expectError(await invoke('OnlineUsers'), 401, 'session.invalid');
  });
});
