import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, invoke, seedOnce } from '../helpers';
import { createTestUser, expectError, failLogins, invokeEvent, loginEvent, loginFrom } from './support';
import { listLoginLogsOfUser } from '../../src/data/access/logs';
import { readLoginGuard } from '../../src/data/access/login-attempts';
import { RateCounterEntity } from '../../src/data/entities/rate-counter-entity';
import { UserEntity } from '../../src/data/entities/user-entity';

const PASSWORD = 'Sunny#Day42';
const WRONG = 'Wrong#Pass42';

const HERE = '203.0.113.7';
const login = (username: string, password: string) => invoke('Login', { body: { username, password } });
/** What a caller can observe of an answer. */
const observable = (res: Awaited<ReturnType<typeof login>>) => ({ status: res.status, body: res.json });
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** The failures of `username` from `ip` (the account's from every address, and this address's own). */
const counterOf = (username: string, key: string) => ({ scope: `login#${username}`, key });

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

  it('locks an account for 10 minutes after 5 failures from one address, even against the right password; unknown accounts alike', async () => {
    await createTestUser({ username: 'bob', password: PASSWORD, roleIds: [7] });
    // from the fourth attempt on the account needs the captcha: the attacker here solves it every time
    const known = (await failLogins('bob', 5, HERE)).map(observable);
    const unknown = (await failLogins('ghost-account', 5, HERE)).map(observable);
    // the sixth attempt: right password (and captcha) for the real account
    const sixth = await loginFrom(HERE, { username: 'bob', password: PASSWORD }, { captcha: true });
    known.push(observable(sixth));
    unknown.push(observable(await loginFrom(HERE, { username: 'ghost-account', password: PASSWORD }, { captcha: true })));

    for (const res of known.slice(0, 4)) expect(res).toMatchObject({ status: 400, body: { errorCode: 'auth.badCredentials' } });
    // the fifth failure locks
    expect(known[4]).toMatchObject({ status: 429, body: { errorCode: 'auth.accountLocked' } });
    expectError(sixth, 429, 'auth.accountLocked');
    // from the third failure on, the answer says the next attempt needs the captcha
    expect(known.map((r) => r.body.params?.captcha)).toEqual([undefined, undefined, 'required', 'required', 'required', 'required']);
    expect(sixth.json.params).toEqual({ minutes: 10, captcha: 'required' });
    expect(sixth.json.msg).toBe('Too many failed logins: the account is locked for 10 minutes');
    expect(sixth.json.data).toBeUndefined();
    // no enumeration: an account that does not exist gets exactly the same answers
    expect(unknown).toEqual(known);

    const now = nowSeconds();
    for (const username of ['bob', 'ghost-account']) {
      const guard = await readLoginGuard(username, HERE, now);
      expect(guard.address.lockedUntil).toBeGreaterThan(now + 590);
      expect(guard.address.lockedUntil).toBeLessThanOrEqual(now + 600);
      expect(guard.account.count).toBe(5);
    }
    // the lock is on the account name, case-insensitively
    expectError(await loginFrom(HERE, { username: 'BOB', password: PASSWORD }, { captcha: true }), 429, 'auth.accountLocked');

    // every attempt was logged as a failure, the locked ones with the lock message
    const logs = await listLoginLogsOfUser('bob');
    expect(logs.map((l) => l.status)).toEqual(Array(7).fill('1'));
    expect(logs.slice(0, 3).map((l) => l.msg)).toEqual(Array(3).fill('Too many failed logins: the account is locked for 10 minutes'));
    expect(logs.slice(3).map((l) => l.msg)).toEqual(Array(4).fill('Account or password is wrong'));
    // attempts on accounts that do not exist are logged too
    const ghostLogs = await listLoginLogsOfUser('ghost-account');
    expect(ghostLogs).toHaveLength(6);
    expect(ghostLogs.every((l) => l.status === '1' && l.ipaddr === HERE)).toBe(true);

    // once the 10 minutes are over, the right password works again (with the captcha: the account failed this hour)
    await RateCounterEntity.patch(counterOf('bob', `addr#${HERE}`)).set({ lockedUntil: now - 1, ttl: now - 1 }).go();
    expectError(await login('bob', PASSWORD), 400, 'auth.captchaRequired');
    expect((await loginFrom(HERE, { username: 'bob', password: PASSWORD }, { captcha: true })).status).toBe(200);
  });

  it('clears the failures of the address on a successful login, not those of the account', async () => {
    await createTestUser({ username: 'dave', password: PASSWORD, roleIds: [7] });
    // four failures from here and two from elsewhere already counted
    const ttl = nowSeconds() + 600;
    await RateCounterEntity.put({ ...counterOf('dave', `addr#${HERE}`), count: 4, lockedUntil: 0, ttl }).go();
    await RateCounterEntity.put({ ...counterOf('dave', 'account'), count: 2, lockedUntil: 0, ttl }).go();
    expect((await login('dave', PASSWORD)).status).toBe(200);
    const guard = await readLoginGuard('dave', HERE, nowSeconds());
    expect(guard.address.count).toBe(0);
    expect(guard.account.count).toBe(2);
    expect(guard.knownAddress).toBe(true);
    // without the reset this would be the fifth failure from here, and lock
    const next = await login('dave', WRONG);
    expectError(next, 400, 'auth.badCredentials');
    expect((await readLoginGuard('dave', HERE, nowSeconds())).address.count).toBe(1);
    // the account's third failure of the hour: the next attempt needs the captcha
    expect(next.json.params).toEqual({ captcha: 'required' });
  });

  it('forgets failures once their time is over, even before TTL deletes the counters', async () => {
    await createTestUser({ username: 'gina', password: PASSWORD, roleIds: [7] });
    // failures yesterday: expired, but DynamoDB TTL removes items only eventually
    const ttl = nowSeconds() - 86_400;
    await RateCounterEntity.put({ ...counterOf('gina', `addr#${HERE}`), count: 4, lockedUntil: ttl, ttl }).go();
    await RateCounterEntity.put({ ...counterOf('gina', 'account'), count: 60, lockedUntil: 0, ttl }).go();
    const res = await login('gina', WRONG);
    expectError(res, 400, 'auth.badCredentials');
    expect(res.json.params).toBeUndefined();
    const guard = await readLoginGuard('gina', HERE, nowSeconds());
    expect([guard.address.count, guard.account.count]).toEqual([1, 1]);
  });

  it("does not let an anonymous client's five failures lock the owner out on another address: right password and captcha pass there", async () => {
    await createTestUser({ username: 'owner', password: PASSWORD, roleIds: [7] });
    const ATTACKER = '198.51.100.23';
    const OWNER = '192.0.2.80';
    const attack = await failLogins('owner', 5, ATTACKER);
    expectError(attack[4], 429, 'auth.accountLocked');
    const ghostAttack = await failLogins('ghost-owner', 5, ATTACKER);
    expect(ghostAttack.map(observable)).toEqual(attack.map(observable));

    // the owner, elsewhere: the account failed 5 times this hour, so the captcha is asked for, even with the switch off
    const noCaptcha = await loginFrom(OWNER, { username: 'owner', password: PASSWORD });
    expectError(noCaptcha, 400, 'auth.captchaRequired');
    expect(noCaptcha.json.params).toEqual({ captcha: 'required' });
    expect(observable(await loginFrom(OWNER, { username: 'ghost-owner', password: PASSWORD }))).toEqual(observable(noCaptcha));
    // ... and nothing was counted for it
    expect((await readLoginGuard('owner', OWNER, nowSeconds())).address.count).toBe(0);

    const withCaptcha = await loginFrom(OWNER, { username: 'owner', password: PASSWORD }, { captcha: true });
    expect(withCaptcha.status, JSON.stringify(withCaptcha.json)).toBe(200);
    expect(withCaptcha.json.data.token).toBeTruthy();
    // the attacker's address stays locked, right password or not
    expectError(await loginFrom(ATTACKER, { username: 'owner', password: PASSWORD }, { captcha: true }), 429, 'auth.accountLocked');
    // the owner's success did not reset the account's count: the attacker still needs a captcha from a third address
    expectError(await loginFrom('198.51.100.99', { username: 'owner', password: WRONG }), 400, 'auth.captchaRequired');
  });

  it('asks for the captcha after 3 failures of an account from any addresses, and the captcha endpoint serves one then', async () => {
    await createTestUser({ username: 'spread', password: PASSWORD, roleIds: [7] });
    const answers = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) answers.push(await loginFrom(ip, { username: 'spread', password: WRONG }));
    expect(answers.map((a) => [a.status, a.json.errorCode, a.json.params?.captcha])).toEqual([
      [400, 'auth.badCredentials', undefined],
      [400, 'auth.badCredentials', undefined],
      [400, 'auth.badCredentials', 'required'],
    ]);
    // the switch is off: the login page gets no captcha unless it asks for one, as the answer told it to
    expect((await invoke('CaptchaImage')).json.data).toEqual({ captchaEnabled: false });
    const forced = await invoke('CaptchaImage', { query: { required: 'true' } });
    expect(forced.json.data).toMatchObject({ captchaEnabled: true, uuid: expect.any(String), img: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });

    // a fourth address: without a captcha, or with a wrong one, nothing is counted
    expectError(await loginFrom('198.51.100.4', { username: 'spread', password: PASSWORD }), 400, 'auth.captchaRequired');
    const wrongCode = await invoke('Login', { body: { username: 'spread', password: PASSWORD, uuid: forced.json.data.uuid, code: 'zzzz' } });
    expectError(wrongCode, 400, 'auth.captchaWrong');
    expect(wrongCode.json.params).toEqual({ captcha: 'required' });
    expect((await readLoginGuard('spread', HERE, nowSeconds())).account.count).toBe(3);
    expect((await loginFrom('198.51.100.4', { username: 'spread', password: PASSWORD }, { captcha: true })).status).toBe(200);
  });

  it('beyond 50 failures within the hour, lets only addresses the account logged in from try; unknown accounts alike', async () => {
    await createTestUser({ username: 'target', password: PASSWORD, roleIds: [7] });
    const HOME = '192.0.2.10';
    expect((await loginFrom(HOME, { username: 'target', password: PASSWORD })).status).toBe(200);
    // 49 failures from many addresses this hour (written directly), then the 50th
    const ttl = nowSeconds() + 1800;
    for (const username of ['target', 'ghost-target']) await RateCounterEntity.put({ ...counterOf(username, 'account'), count: 49, lockedUntil: 0, ttl }).go();
    const fiftieth = await loginFrom('198.51.100.50', { username: 'target', password: WRONG }, { captcha: true });
    expectError(fiftieth, 429, 'auth.accountLocked');
    expect(fiftieth.json.params).toEqual({ minutes: 30, captcha: 'required' });
    expect(observable(await loginFrom('198.51.100.50', { username: 'ghost-target', password: WRONG }, { captcha: true }))).toEqual(observable(fiftieth));

    // a new address is refused even with the right password, before the password is checked (nothing counted)
    const newcomer = await loginFrom('198.51.100.51', { username: 'target', password: PASSWORD }, { captcha: true });
    expectError(newcomer, 429, 'auth.accountLocked');
    expect(observable(await loginFrom('198.51.100.51', { username: 'ghost-target', password: PASSWORD }, { captcha: true }))).toEqual(observable(newcomer));
    expect((await readLoginGuard('target', HERE, nowSeconds())).account.count).toBe(50);
    // the owner at an address it logged in from gets in (with the captcha)
    expectError(await loginFrom(HOME, { username: 'target', password: PASSWORD }), 400, 'auth.captchaRequired');
    expect((await loginFrom(HOME, { username: 'target', password: PASSWORD }, { captcha: true })).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    await createTestUser({ username: 'six', password: PASSWORD, roleIds: [7] });
    for (let i = 1; i <= 5; i++) await loginFrom(`2001:db8:1:2::${i}`, { username: 'six', password: WRONG }, { captcha: true });
    expectError(await loginFrom('2001:db8:1:2:ffff::9', { username: 'six', password: PASSWORD }, { captcha: true }), 429, 'auth.accountLocked');
    expect((await loginFrom('2001:db8:1:3::1', { username: 'six', password: PASSWORD }, { captcha: true })).status).toBe(200);
  });

  it('counts concurrent failures exactly', async () => {
    await createTestUser({ username: 'rush', password: PASSWORD, roleIds: [7] });
    const answers = await Promise.all(Array.from({ length: 8 }, () => loginFrom('198.51.100.77', { username: 'rush', password: WRONG })));
    const guard = await readLoginGuard('rush', '198.51.100.77', nowSeconds());
    expect(guard.address.lockedUntil).toBeGreaterThan(nowSeconds());
    // however the eight interleave (all at once, or one after another on a loaded machine, when a request that finds
    // the lock in place is refused before it counts): never more than four guesses are answered as wrong passwords,
    // every other one is refused as locked, and no failure that was answered goes uncounted
    const locked = answers.filter((a) => a.json.errorCode === 'auth.accountLocked').length;
    expect(locked).toBeGreaterThanOrEqual(4);
    expect(answers.length - locked).toBeLessThanOrEqual(4);
    expect(guard.account.count).toBeGreaterThanOrEqual(answers.length - locked);
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
