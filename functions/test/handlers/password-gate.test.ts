/**
 * The forced password change, enforced by the server (decision 0027): a session whose password is initial or
 * temporary (status 3) or expired (status 2) reaches getInfo, getRouters, logout and the own password change only;
 * every other route answers 403 `password.changeRequired` until the password is changed.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dynamoClient } from '../../src/data/client';
import { getRootConfig as getConfigByKey } from '../../src/data/access/config-reads';
import { getUserById, getUserByUsername } from '../../src/data/access/user-reads';
import { UserEntity } from '../../src/data/entities/user-entity';
import { ROUTES, type RouteDefinition, type RouteId, routeEntry } from '../../src/routes/route-table';
import { buildOpenApiDocument } from '../../src/domain/common/openapi';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError, sessionIdOf } from './support';
import { getSession } from '../../src/data/access/sessions';

const DAY_MS = 86_400_000;
const OLD = 'Gate#Initial42';
const NEW = 'Gate#Chosen2026';
/** The seeded super administrator role: every permission, so a refusal can only come from the gate. */
const SUPER_ROLE = 1;
/** A role an administrator may assign (the super administrator role is not assignable, decision 0035) that lists users. */
const OPS_ADMIN_ROLE = 2;
/** What the forced dialog needs (Logout is public). */
const OPEN_WHILE_CHANGE_REQUIRED = ['GetInfo', 'GetRouters', 'UpdatePassword'];

let seq = 0;
const account = (name: string) => `gate_${name}_${Date.now().toString(36).slice(-5)}${++seq}`;

/** A user with every permission whose password is in the given state; answers its account. */
async function userWith(state: { passwordKind: 'initial' | 'temporary' | 'chosen'; changedDaysAgo?: number; changedAt?: string }): Promise<string> {
  const username = account(state.passwordKind);
  const userId = await createTestUser({ username, password: OLD, roleIds: [SUPER_ROLE], passwordKind: state.passwordKind });
  const changedAt = state.changedAt ?? new Date(Date.now() - (state.changedDaysAgo ?? 0) * DAY_MS).toISOString();
  await UserEntity.patch({ userId }).set({ passwordChangedAt: changedAt }).go();
  return username;
}

/** One route of every module (handlers grouped by their folder), other than the forced dialog's. */
const REPRESENTATIVES: RouteDefinition[] = [
  ...new Map(
    (ROUTES as readonly RouteDefinition[])
      .filter((r) => r.access !== 'public' && !OPEN_WHILE_CHANGE_REQUIRED.includes(r.id))
      .map((r) => [routeEntry(r).slice(0, routeEntry(r).lastIndexOf('/')), r] as const)
      .reverse(),
  ).values(),
];

describe('the forced password change on the server', () => {
  let admin: string;
  let initialToken: string;
  let expiredToken: string;
  beforeAll(async () => {
    admin = await adminToken();
    initialToken = await loginAs(await userWith({ passwordKind: 'initial' }), OLD);
    expiredToken = await loginAs(await userWith({ passwordKind: 'chosen', changedDaysAgo: 100 }), OLD);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("opens exactly the forced dialog's routes; logout needs no session", () => {
    const open = (ROUTES as readonly RouteDefinition[]).filter((r) => r.whilePasswordChangeRequired).map((r) => r.id);
    expect(open.sort()).toEqual([...OPEN_WHILE_CHANGE_REQUIRED].sort());
    expect(ROUTES.find((r) => r.id === 'Logout')?.access).toBe('public');
    // and the API description says so
    const doc = buildOpenApiDocument(ROUTES) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(doc.paths['/prod-api/upms/system/user/profile/updatePwd']!.put!['x-while-password-change-required']).toBe(true);
    expect(doc.paths['/prod-api/upms/system/user/page']!.get!['x-while-password-change-required']).toBeUndefined();
    // every module of the route table is represented below
    expect(REPRESENTATIVES.length).toBeGreaterThanOrEqual(23);
  });

  it.each(REPRESENTATIVES.map((r) => [routeEntry(r).slice(0, routeEntry(r).lastIndexOf('/')), r.id as RouteId] as const))(
    'refuses %s (%s) to an initial (3) and an expired (2) password',
    async (_module, routeId) => {
      const initial = await invoke(routeId, { token: initialToken });
      expectError(initial, 403, 'password.changeRequired');
      expect(initial.json.params).toEqual({ passwordStatus: 3 });
      const expired = await invoke(routeId, { token: expiredToken });
      expectError(expired, 403, 'password.changeRequired');
      expect(expired.json.params).toEqual({ passwordStatus: 2 });
      // a session whose password is fine reaches the same route (whatever the route then answers)
      expect((await invoke(routeId, { token: admin })).json.errorCode).not.toBe('password.changeRequired');
    },
  );

  it('refuses a temporary (mailed) password the same way', async () => {
    const token = await loginAs(await userWith({ passwordKind: 'temporary' }), OLD);
    expectError(await invoke('UserPage', { token }), 403, 'password.changeRequired');
  });

  it('changes nothing on a refused write', async () => {
    const username = account('new');
    const add = await invoke('UserAdd', { token: initialToken, body: { username, nickName: 'Never', deptId: 100, password: NEW, status: '0', roleIds: [7], userTypes: [] } });
    expectError(add, 403, 'password.changeRequired');
    expect(await getUserByUsername(username)).toBeNull();

    const idle = await getConfigByKey('sys.session.idleMinutes');
    const update = await invoke('ConfigUpdate', { token: expiredToken, body: { ...idle, configValue: '5' } });
    expectError(update, 403, 'password.changeRequired');
    expect((await getConfigByKey('sys.session.idleMinutes'))?.configValue).toBe(idle?.configValue);

    const own = await invoke('UpdateProfile', { token: initialToken, body: { nickName: 'Renamed', email: '', phonenumber: '', sex: '1' } });
    expectError(own, 403, 'password.changeRequired');
  });

  it('answers user info and the route tree, and logs out', async () => {
    const token = await loginAs(await userWith({ passwordKind: 'initial' }), OLD);
    const info = await invoke('GetInfo', { token });
    expect(info.status).toBe(200);
    expect(info.json.data.passwordStatus).toBe(3);
    expect((await invoke('GetRouters', { token })).status).toBe(200);
    expect((await invoke('Logout', { token })).status).toBe(200);
    expectError(await invoke('GetInfo', { token }), 401, 'session.invalid');
  });

  it.each([
    ['initial', { passwordKind: 'initial' as const }],
    ['expired', { passwordKind: 'chosen' as const, changedDaysAgo: 100 }],
  ])('lifts the gate of the session that changed its %s password; its other sessions end', async (_label, state) => {
    const username = await userWith(state);
    const token = await loginAs(username, OLD);
    const other = await loginAs(username, OLD);
    expectError(await invoke('UserPage', { token }), 403, 'password.changeRequired');
    // a wrong old password changes nothing
    expectError(await invoke('UpdatePassword', { token, body: { oldPassword: 'Wrong#Old2026', newPassword: NEW } }), 400, 'password.oldWrong');
    expectError(await invoke('UserPage', { token }), 403, 'password.changeRequired');

    expect((await invoke('UpdatePassword', { token, body: { oldPassword: OLD, newPassword: NEW } })).status).toBe(200);
    expect((await invoke('UserPage', { token })).status).toBe(200);
    expect((await invoke('GetInfo', { token })).json.data.passwordStatus).toBe(0);
    expectError(await invoke('UserPage', { token: other }), 401, 'session.invalid');
    // and a new login with the new password is not gated
    expect((await invoke('UserPage', { token: await loginAs(username, NEW) })).status).toBe(200);
  });

  it('counts an expiry that passes during the session', async () => {
    // 90 days (the default validity) minus 30 seconds ago
    const username = await userWith({ passwordKind: 'chosen', changedAt: new Date(Date.now() - 90 * DAY_MS + 30_000).toISOString() });
    const token = await loginAs(username, OLD);
    expect((await invoke('UserPage', { token })).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const res = await invoke('UserPage', { token });
    expectError(res, 403, 'password.changeRequired');
    expect(res.json.params).toEqual({ passwordStatus: 2 });
    expect((await invoke('GetInfo', { token })).json.data.passwordStatus).toBe(2);
  });

  it('decides from the session record, with no other read per request', async () => {
    const username = await userWith({ passwordKind: 'initial' });
    const token = await loginAs(username, OLD);
    const session = await getSession(sessionIdOf(token));
    expect(session).toMatchObject({ passwordKind: 'initial' });

    const commands: string[] = [];
    dynamoClient.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'gateRecorder' },
    );
    try {
      expectError(await invoke('UserPage', { token }), 403, 'password.changeRequired');
    } finally {
      dynamoClient.middlewareStack.remove('gateRecorder');
    }
    // the session record alone (the operation log is not written for a read)
    expect(commands).toEqual(['GetItemCommand']);

    // the user's record is not consulted per request: only the own password change moves the session's state
    const user = (await getUserByUsername(username))!;
    await UserEntity.patch({ userId: user.userId }).set({ passwordKind: 'chosen' }).go();
    expectError(await invoke('UserPage', { token }), 403, 'password.changeRequired');
    expect((await getUserById(user.userId))?.passwordKind).toBe('chosen');
  });

  it('ends a session started before sessions carried the password state', async () => {
    const token = await loginAs(await userWith({ passwordKind: 'chosen' }), OLD);
    const { SessionEntity } = await import('../../src/data/entities/session-entity');
    await SessionEntity.update({ sessionId: sessionIdOf(token) }).remove(['passwordKind', 'passwordChangedAt']).go();
    expectError(await invoke('UserPage', { token }), 401, 'session.invalid');
  });
});

describe('accounts an administrator creates or resets', () => {
  it('must change the password the administrator typed before anything else (status 3)', async () => {
    const admin = await adminToken();
    const username = account('added');
    const add = await invoke('UserAdd', { token: admin, body: { username, nickName: 'Added', deptId: 100, password: OLD, status: '0', roleIds: [OPS_ADMIN_ROLE], userTypes: [] } });
    expect(add.status, JSON.stringify(add.json)).toBe(200);
    const token = await loginAs(username, OLD);
    expect((await invoke('GetInfo', { token })).json.data.passwordStatus).toBe(3);
    expectError(await invoke('UserPage', { token }), 403, 'password.changeRequired');
    expect((await invoke('UpdatePassword', { token, body: { oldPassword: OLD, newPassword: NEW } })).status).toBe(200);
    expect((await invoke('UserPage', { token })).status).toBe(200);

    // a reset by the administrator: the new password is one-time again
    const reset = await invoke('UserResetPwd', { token: admin, body: { userId: add.json.data.userId, password: 'Reset#Pw2026' } });
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expectError(await invoke('UserPage', { token }), 401, 'session.invalid');
    const again = await loginAs(username, 'Reset#Pw2026');
    expect((await invoke('GetInfo', { token: again })).json.data.passwordStatus).toBe(3);
    expectError(await invoke('UserPage', { token: again }), 403, 'password.changeRequired');
  });
});
