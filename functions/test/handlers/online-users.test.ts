import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError, invokeEvent, loginEvent, sessionIdOf } from './support';
import { SessionEntity } from '../../src/data/entities/session-entity';
import { ROLE, threeTenants, userAt, type World } from './tenant-support';

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

  /** The online-users screen's rows (no filter): what the top bar's count must equal. */
  const list = async (token = admin): Promise<OnlineRow[]> => {
    const res = await invoke('OnlineList', { token });
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
    for (const route of ['OnlineUsers', 'OnlineList'] as const) {
      const res = await invoke(route, { token: viewer });
      expectError(res, 403, 'common.forbidden');
      expect(res.json.data).toBeUndefined();
    }
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

/**
 * The top bar's count (`GET /common/getOnlineUsers`, the length of its list) and the online-users screen are one
 * service under one scope rule (decision 0026): across three tenants of three levels, every caller's top-bar list
 * holds exactly the sessions of its screen, and no IP address, token id or browser.
 */
describe('online count under each data scope', () => {
  let w: World;
  const callers: Record<string, { token: string; username: string }> = {};
  const plain: Record<string, string> = {};

  beforeAll(async () => {
    w = await threeTenants();
    callers.agentAdminA = await userAt(w.A.agent, [ROLE.orgAdmin], 'onadm');
    callers.ownOnlyA = await userAt(w.A.agent, [ROLE.readonlyAdmin], 'onown');
    callers.subAdminA = await userAt(w.A.sub, [ROLE.orgAdmin], 'onsub');
    callers.agentAdminB = await userAt(w.B.agent, [ROLE.orgAdmin], 'onadmb');
    for (const [key, dept] of [
      ['A.customer', w.A.customer],
      ['B.customer', w.B.customer],
      ['C.customer', w.C.customer],
    ] as const) {
      plain[key] = (await userAt(dept, [ROLE.user], 'onplain')).username;
    }
  }, 240_000);

  const topBar = async (token: string) => {
    const res = await invoke('OnlineUsers', { token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Record<string, unknown>[];
  };
  const screen = async (token: string) => {
    const res = await invoke('OnlineList', { token });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as OnlineRow[];
  };
  const names = (rows: { userName?: unknown }[]) => rows.map((r) => String(r.userName)).sort();

  it('counts in the top bar exactly the sessions the screen shows, for every scope', async () => {
    for (const token of [w.admin, ...Object.values(callers).map((c) => c.token)]) {
      const [top, rows] = [await topBar(token), await screen(token)];
      expect(top.length).toBe(rows.length);
      expect(names(top)).toEqual(names(rows));
    }
  });

  it("keeps each caller to its scope: own organization only stays there, another tenant's sessions never show", async () => {
    // own organization only (agent A): the agent's sessions, not those of its sub-agent or customer
    expect(names(await topBar(callers.ownOnlyA.token))).toEqual([callers.agentAdminA.username, callers.ownOnlyA.username].sort());
    const agentA = names(await topBar(callers.agentAdminA.token));
    expect(agentA).toEqual([callers.agentAdminA.username, callers.ownOnlyA.username, callers.subAdminA.username, plain['A.customer']].sort());
    expect(names(await topBar(callers.subAdminA.token))).toEqual([callers.subAdminA.username, plain['A.customer']].sort());
    expect(names(await topBar(callers.agentAdminB.token))).toEqual([callers.agentAdminB.username, plain['B.customer']].sort());
    expect(names(await topBar(w.admin))).toEqual(expect.arrayContaining([...Object.values(callers).map((c) => c.username), ...Object.values(plain)]));
  });

  it('gives the top bar no IP address, token id or browser', async () => {
    for (const entry of await topBar(callers.agentAdminA.token)) {
      expect(Object.keys(entry).sort()).toEqual(['deptName', 'userName']);
    }
  });
});
