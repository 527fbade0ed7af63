import { readFileSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError, sessionIdOf, setParameter } from './support';
import { deleteUserSessions } from '../../src/data/access/sessions';
import { SessionEntity } from '../../src/data/entities/session-entity';
import { generateSigningKey, type StoredSigningKey } from '../../src/domain/auth/signing-key';

const PASSWORD = 'Session#Pw42';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs session claims the way the platform does, with the given key. */
function signWith(key: StoredSigningKey, claims: { sub: string; sid: string }, kid = key.kid) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('aed-cloud')
    .setAudience('aed-cloud-web')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(createPrivateKey(key.privateKeyPem));
}

const getInfo = (token: string) => invoke('GetInfo', { token });
const session = async (token: string) => (await SessionEntity.get({ sessionId: sessionIdOf(token) }).go()).data;

describe('sessions', () => {
  let userId: number;
  let admin: string;
  /** A session the tests below use without ending it. */
  let token: string;
  beforeAll(async () => {
    admin = await adminToken();
    userId = await createTestUser({ username: 'sam', password: PASSWORD, roleIds: [7] });
    token = await loginAs('sam', PASSWORD);
  });

  it('a login token opens a session that getInfo accepts', async () => {
    const res = await getInfo(token);
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({ userId, username: 'sam' });
    const record = await session(token);
    expect(record).toMatchObject({ userId, username: 'sam', ipaddr: '203.0.113.7', idleMinutes: 30 });
    expect(record!.ttl).toBeGreaterThan(nowSeconds() + 29 * 60);
  });

  it("getInfo names the caller's roles in the caller's language (the home page shows names, not codes)", async () => {
    const fr = await invoke('GetInfo', { token: admin, headers: { 'accept-language': 'fr' } });
    expect(fr.json.data.roles).toContain('admin');
    expect(fr.json.data.roleNames).toContain('Super administrateur système');
    const en = await invoke('GetInfo', { token: admin, headers: { 'accept-language': 'en' } });
    expect(en.json.data.roleNames).toContain('System super administrator');
    expect(en.json.data.roleNames).not.toContain('admin');
  });

  it('refuses a request without a token', async () => {
    const res = await invoke('GetInfo');
    expectError(res, 401, 'session.invalid');
    expect(res.json.msg).toBe('Invalid login, please log in again');
    expectError(await invoke('GetInfo', { headers: { authorization: 'Basic abc' } }), 401, 'session.invalid');
  });

  it('logout ends the session', async () => {
    const token = await loginAs('sam', PASSWORD);
    expect((await getInfo(token)).status).toBe(200);
    const out = await invoke('Logout', { token });
    expect(out.status).toBe(200);
    expect(out.json).toMatchObject({ code: 200, data: null });
    expect(await session(token)).toBeNull();
    expectError(await getInfo(token), 401, 'session.invalid');
    // logging out again, or without a token, is harmless
    expect((await invoke('Logout', { token })).status).toBe(200);
    expect((await invoke('Logout')).status).toBe(200);
  });

  it('refuses a token signed by another key, but accepts the same claims signed by the platform key', async () => {
    const claims = { sub: String(userId), sid: sessionIdOf(token) };
    const { kid } = decodeProtectedHeader(token);

    const platformKey = JSON.parse(readFileSync(process.env.SIGNING_KEY_FILE!, 'utf8')) as StoredSigningKey;
    expect((await getInfo(await signWith(platformKey, claims))).status).toBe(200);

    const forged = await signWith(generateSigningKey(), claims, kid);
    expectError(await getInfo(forged), 401, 'session.invalid');
    // the genuine token still works: the forged one did not end anything
    expect((await getInfo(token)).status).toBe(200);
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = token.split('.');

    // another user's id in the payload, signature kept
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expectError(await getInfo(`${header}.${otherPayload}.${signature}`), 401, 'session.invalid');

    // one character of the signature changed
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    expectError(await getInfo(`${header}.${payload}.${flipped}`), 401, 'session.invalid');

    // unsigned
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectError(await getInfo(`${none}.${payload}.`), 401, 'session.invalid');
    expectError(await getInfo('not-a-jwt'), 401, 'session.invalid');

    expect((await getInfo(token)).status).toBe(200);
  });

  it('a token whose session belongs to another user is refused', async () => {
    const platformKey = JSON.parse(readFileSync(process.env.SIGNING_KEY_FILE!, 'utf8')) as StoredSigningKey;
    const mixed = await signWith(platformKey, { sub: '1', sid: sessionIdOf(token) });
    expectError(await getInfo(mixed), 401, 'session.invalid');
  });

  it('ends a session that has been idle past its expiry', async () => {
    const token = await loginAs('sam', PASSWORD);
    await SessionEntity.patch({ sessionId: sessionIdOf(token) }).set({ ttl: nowSeconds() - 1 }).go();
    expectError(await getInfo(token), 401, 'session.invalid');
  });

  it('slides the idle expiry forward with use', async () => {
    const sessionId = sessionIdOf(token);
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    const before = await session(token);
    await SessionEntity.patch({ sessionId }).set({ lastAccessTime: twoMinutesAgo, ttl: before!.ttl - 120 }).go();
    const oldTtl = before!.ttl - 120;

    expect((await getInfo(token)).status).toBe(200);
    const after = await session(token);
    expect(after!.ttl).toBeGreaterThan(oldTtl);
    expect(after!.ttl).toBeGreaterThanOrEqual(nowSeconds() + 30 * 60 - 5);
    expect(Date.parse(after!.lastAccessTime)).toBeGreaterThan(Date.parse(twoMinutesAgo) + 100_000);
    expect(after!.loginTime).toBe(before!.loginTime);

    // used again within a minute: no write
    expect((await getInfo(token)).status).toBe(200);
    expect((await session(token))!.lastAccessTime).toBe(after!.lastAccessTime);
  });

  it('uses the idle timeout parameter for new sessions', async () => {
    await setParameter(admin, 'sys.session.idleMinutes', '5');
    try {
      const token = await loginAs('sam', PASSWORD);
      const record = await session(token);
      expect(record!.idleMinutes).toBe(5);
      expect(record!.ttl).toBeLessThanOrEqual(nowSeconds() + 5 * 60);
      expect(record!.ttl).toBeGreaterThan(nowSeconds() + 5 * 60 - 10);
    } finally {
      await setParameter(admin, 'sys.session.idleMinutes', '30');
    }
  });

  it("deleting the user's sessions ends every token of that user only", async () => {
    const first = await loginAs('sam', PASSWORD);
    const second = await loginAs('sam', PASSWORD);
    expect((await getInfo(first)).status).toBe(200);
    const ended = await deleteUserSessions(userId);
    expect(ended).toBeGreaterThanOrEqual(2);
    expectError(await getInfo(first), 401, 'session.invalid');
    expectError(await getInfo(second), 401, 'session.invalid');
    expect((await getInfo(admin)).status).toBe(200);
  });
});
