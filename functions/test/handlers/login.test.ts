import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, invoke, seedOnce } from '../helpers';
import { createTestUser, expectError, invokeEvent, loginEvent } from './support';
import { listLoginLogsOfUser } from '../../src/data/access/logs';
import { LoginAttemptEntity } from '../../src/data/entities/login-attempt-entity';
import { UserEntity } from '../../src/data/entities/user-entity';

const PASSWORD = 'Sunny#Day42';
const WRONG = 'Wrong#Pass42';

const login = (username: string, password: string) => invoke('Login', { body: { username, password } });
/** What a caller can observe of an answer. */
const observable = (res: Awaited<ReturnType<typeof login>>) => ({ status: res.status, body: res.json });

describe('login', () => {
  beforeAll(async () => {
    await seedOnce();
  });

  it('trims the username and returns a token', async () => {
    await createTestUser({ username: 'trim.me', password: PASSWORD, roleIds: [7] });
    const res = await login('  trim.me \t', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(200);
    expect(res.json.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const info = await invoke('GetInfo', { token: res.json.data.token });
    expect(info.json.data.user.username).toBe('trim.me');
  });

  it('refuses an empty username or password with its own code', async () => {
    const noUser = await login('', PASSWORD);
    expectError(noUser, 400, 'auth.usernameRequired');
    expect(noUser.json.fields).toEqual([{ path: 'username', errorCode: 'auth.usernameRequired' }]);
    // blank after trimming is empty too
    expectError(await login('   ', PASSWORD), 400, 'auth.usernameRequired');
    const noPassword = await login('admin', '');
    expectError(noPassword, 400, 'auth.passwordRequired');
    expect(noPassword.json.fields).toEqual([{ path: 'password', errorCode: 'auth.passwordRequired' }]);
    // both empty: the first field's code is the answer's code
    const both = await login('', '');
    expectError(both, 400, 'auth.usernameRequired');
    expect(both.json.fields.map((f: { path: string }) => f.path)).toEqual(['username', 'password']);
    // fields left out entirely are refused as invalid input
    const missing = await invoke('Login', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.fields.map((f: { path: string }) => f.path)).toEqual(['username', 'password']);
    // none of these reached the login itself
    expect(await listLoginLogsOfUser('admin')).toEqual([]);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    await createTestUser({ username: 'known', password: PASSWORD, roleIds: [7] });
    const wrongPassword = await login('known', WRONG);
    const unknownAccount = await login('nobody-here', WRONG);
    expectError(wrongPassword, 400, 'auth.badCredentials');
    expect(observable(unknownAccount)).toEqual(observable(wrongPassword));
    expect(wrongPassword.json.msg).toBe('Account or password is wrong');
    expect(wrongPassword.json.data).toBeUndefined();
  });

  it('locks an account for 10 minutes after 5 failures, even against the right password; unknown accounts alike', async () => {
    await createTestUser({ username: 'bob', password: PASSWORD, roleIds: [7] });
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 1; i <= 5; i++) {
      known.push(observable(await login('bob', WRONG)));
      unknown.push(observable(await login('ghost-account', WRONG)));
    }
    // the sixth attempt: right password for the real account
    const sixth = await login('bob', PASSWORD);
    known.push(observable(sixth));
    unknown.push(observable(await login('ghost-account', PASSWORD)));

    for (const res of known.slice(0, 4)) expect(res).toMatchObject({ status: 400, body: { errorCode: 'auth.badCredentials' } });
    // the fifth failure locks
    expect(known[4]).toMatchObject({ status: 429, body: { errorCode: 'auth.accountLocked' } });
    expectError(sixth, 429, 'auth.accountLocked');
    expect(sixth.json.params).toEqual({ minutes: 10 });
    expect(sixth.json.msg).toBe('Too many failed logins: the account is locked for 10 minutes');
    expect(sixth.json.data).toBeUndefined();
    // no enumeration: an account that does not exist gets exactly the same answers
    expect(unknown).toEqual(known);

    const now = Math.floor(Date.now() / 1000);
    for (const username of ['bob', 'ghost-account']) {
      const { data: attempt } = await LoginAttemptEntity.get({ username }).go();
      expect(attempt!.lockedUntil).toBeGreaterThan(now + 590);
      expect(attempt!.lockedUntil).toBeLessThanOrEqual(now + 600);
    }
    // the lock is on the account name, case-insensitively
    expectError(await login('BOB', PASSWORD), 429, 'auth.accountLocked');

    // every attempt was logged as a failure, the locked ones with the lock message
    const logs = await listLoginLogsOfUser('bob');
    expect(logs.map((l) => l.status)).toEqual(Array(7).fill('1'));
    expect(logs.slice(0, 3).map((l) => l.msg)).toEqual(Array(3).fill('Too many failed logins: the account is locked for 10 minutes'));
    expect(logs.slice(3).map((l) => l.msg)).toEqual(Array(4).fill('Account or password is wrong'));
    // attempts on accounts that do not exist are logged too
    const ghostLogs = await listLoginLogsOfUser('ghost-account');
    expect(ghostLogs).toHaveLength(6);
    expect(ghostLogs.every((l) => l.status === '1' && l.ipaddr === '203.0.113.7')).toBe(true);

    // once the 10 minutes are over, the right password works again
    await LoginAttemptEntity.patch({ username: 'bob' }).set({ lockedUntil: now - 1 }).go();
    expect((await login('bob', PASSWORD)).status).toBe(200);
  });

  it('clears the failure counter on a successful login', async () => {
    await createTestUser({ username: 'dave', password: PASSWORD, roleIds: [7] });
    // four failures already counted
    await LoginAttemptEntity.put({ username: 'dave', failures: 4, lockedUntil: 0, ttl: Math.floor(Date.now() / 1000) + 600 }).go();
    expect((await login('dave', PASSWORD)).status).toBe(200);
    expect((await LoginAttemptEntity.get({ username: 'dave' }).go()).data).toBeNull();
    // without the reset this would be the fifth failure, and lock
    expectError(await login('dave', WRONG), 400, 'auth.badCredentials');
    expect((await LoginAttemptEntity.get({ username: 'dave' }).go()).data?.failures).toBe(1);
  });

  it('forgets failures once their 10 minutes are over, even before TTL deletes the counter', async () => {
    await createTestUser({ username: 'gina', password: PASSWORD, roleIds: [7] });
    // four failures yesterday: expired, but DynamoDB TTL removes items only eventually
    await LoginAttemptEntity.put({ username: 'gina', failures: 4, lockedUntil: 0, ttl: Math.floor(Date.now() / 1000) - 86_400 }).go();
    expectError(await login('gina', WRONG), 400, 'auth.badCredentials');
    expect((await LoginAttemptEntity.get({ username: 'gina' }).go()).data?.failures).toBe(1);
  });

  it('refuses a disabled user with the right password', async () => {
    const userId = await createTestUser({ username: 'erin', password: PASSWORD, roleIds: [7] });
    await UserEntity.patch({ userId }).set({ status: '1' }).go();
    const res = await login('erin', PASSWORD);
    expectError(res, 400, 'auth.accountDisabled');
    expect(res.json.msg).toBe('Sorry, your account has been deactivated');
    expect(res.json.data).toBeUndefined();
    // a wrong password does not reveal that the account is disabled
    expectError(await login('erin', WRONG), 400, 'auth.badCredentials');
    expect((await listLoginLogsOfUser('erin')).map((l) => [l.status, l.msg])).toEqual([
      ['1', 'Account or password is wrong'],
      ['1', 'Sorry, your account has been deactivated'],
    ]);
  });

  it('logs every attempt with status, address, browser, OS and message', async () => {
    await createTestUser({ username: 'frank', password: PASSWORD, roleIds: [7] });
    expect((await invokeEvent('Login', loginEvent({ username: 'frank', password: WRONG }))).status).toBe(400);
    expect((await invokeEvent('Login', loginEvent({ username: 'frank', password: PASSWORD }))).status).toBe(200);

    const logs = await listLoginLogsOfUser('frank');
    expect(logs).toHaveLength(2);
    const [success, failure] = logs; // newest first
    expect(success).toMatchObject({ userName: 'frank', status: '0', ipaddr: '203.0.113.7', browser: 'Firefox 128', os: 'Windows 10', msg: 'Login successful' });
    expect(failure).toMatchObject({ userName: 'frank', status: '1', ipaddr: '203.0.113.7', browser: 'Firefox 128', os: 'Windows 10', msg: 'Account or password is wrong' });
    expect(Date.parse(success.loginTime)).toBeGreaterThanOrEqual(Date.parse(failure.loginTime));
    expect(Date.now() - Date.parse(success.loginTime)).toBeLessThan(60_000);
  });

  it('lets the seeded administrator log in', async () => {
    const res = await login('admin', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect((await listLoginLogsOfUser('admin'))[0]).toMatchObject({ status: '0', ipaddr: '203.0.113.7', browser: 'Chrome 140' });
  });
});
