/**
 * Reads and their session (decision 0034): a read goes on the session as this container last confirmed it, as it is
 * within READ_REUSE_MS, later only alongside a fresh read of the session that decides the answer; writes always read
 * the session first; a session ended in this container is refused at once.
 * "Another container" is played by changing the session item directly, without the data layer's write functions.
 */
import { readFileSync } from 'node:fs';
import { createPrivateKey } from 'node:crypto';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError, sessionIdOf } from './support';
import { deleteUserSessions } from '../../src/data/access/sessions';
import { SessionEntity } from '../../src/data/entities/session-entity';
import { READ_REUSE_MS } from '../../src/domain/auth/sessions';
import type { StoredSigningKey } from '../../src/domain/auth/signing-key';
import { recordCommands } from '../command-recorder';

const PASSWORD = 'Reuse#Pw42';
const getInfo = (token: string) => invoke('GetInfo', { token });
/** Ends a session as another container would: this process's data layer does not see it. */
const endElsewhere = (token: string) => SessionEntity.delete({ sessionId: sessionIdOf(token) }).go();
/** Moves this process's clock past the reuse window. */
function laterThanReuse() {
  const now = Date.now() + READ_REUSE_MS + 1_000;
  vi.spyOn(Date, 'now').mockReturnValue(now);
}
/** How many reads of this token's session a request makes. */
async function sessionReads(token: string, run: () => Promise<unknown>): Promise<number> {
  const recorder = recordCommands();
  try {
    await run();
  } finally {
    recorder.stop();
  }
  return recorder.commands.filter((c) => c.name === 'GetItemCommand' && c.input.includes(sessionIdOf(token))).length;
}

describe('reads and their session', () => {
  let userId: number;
  beforeAll(async () => {
    await adminToken();
    userId = await createTestUser({ username: 'reuse', password: PASSWORD, roleIds: [7] });
  });
  afterEach(() => vi.restoreAllMocks());

  it('a read right after a confirmation reads no session; a write always does', async () => {
    const token = await loginAs('reuse', PASSWORD);
    expect(await sessionReads(token, () => getInfo(token))).toBe(1);
    expect(await sessionReads(token, () => getInfo(token))).toBe(0);
    expect(await sessionReads(token, () => invoke('UpdatePassword', { token, body: {} }))).toBe(1);
  });

  it('a session ended in this container is refused at once, by reads too', async () => {
    const token = await loginAs('reuse', PASSWORD);
    expect((await getInfo(token)).status).toBe(200);
    await deleteUserSessions(userId);
    expectError(await getInfo(token), 401, 'session.invalid');
  });

  it('a session ended elsewhere: reads go on for at most READ_REUSE_MS, writes are refused at once', async () => {
    const token = await loginAs('reuse', PASSWORD);
    expect((await getInfo(token)).status).toBe(200);
    await endElsewhere(token);
    // the bound the decision states: a read may still go on the last confirmation for READ_REUSE_MS
    expect((await getInfo(token)).status).toBe(200);
    expectError(await invoke('UpdatePassword', { token, body: { oldPassword: PASSWORD, newPassword: 'Reuse#Pw43-new' } }), 401, 'session.invalid');
    // the write found it ended: this container's reads know it too
    expectError(await getInfo(token), 401, 'session.invalid');

    const other = await loginAs('reuse', PASSWORD);
    expect((await getInfo(other)).status).toBe(200);
    await endElsewhere(other);
    laterThanReuse();
    expectError(await getInfo(other), 401, 'session.invalid');
  });

  it('a read past the window that fails its input still answers as an ended session', async () => {
    const token = await adminToken();
    expect((await invoke('ConfigPage', { token, query: { limit: '10' } })).status).toBe(200);
    await endElsewhere(token);
    laterThanReuse();
    expectError(await invoke('ConfigPage', { token, query: { limit: 'many' } }), 401, 'session.invalid');
  });

  it('a read past the window answers as the session now stands: a permission taken away is refused', async () => {
    const token = await adminToken();
    expect((await invoke('ConfigPage', { token, query: { limit: '10' } })).status).toBe(200);
    await SessionEntity.patch({ sessionId: sessionIdOf(token) }).set({ roles: ['common'], permissions: [] }).go();
    laterThanReuse();
    expectError(await invoke('ConfigPage', { token, query: { limit: '10' } }), 403, 'common.forbidden');
  });

  it('a read past the window that the remembered session refused is decided by the session as it now stands', async () => {
    const token = await loginAs('reuse', PASSWORD);
    expectError(await invoke('ConfigPage', { token, query: { limit: '10' } }), 403, 'common.forbidden');
    const stored = (await SessionEntity.get({ sessionId: sessionIdOf(token) }).go()).data!;
    await SessionEntity.patch({ sessionId: stored.sessionId }).set({ permissions: [...(stored.permissions ?? []), 'system:config:list'] }).go();
    laterThanReuse();
    expect((await invoke('ConfigPage', { token, query: { limit: '10' } })).status).toBe(200);
  });

  it('a token verified before is refused once it expires, though its session lives on', async () => {
    const token = await loginAs('reuse', PASSWORD);
    const key = JSON.parse(readFileSync(process.env.SIGNING_KEY_FILE!, 'utf8')) as StoredSigningKey;
    const shortLived = await new SignJWT({ sid: sessionIdOf(token) })
      .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(token).kid!, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer('aed-cloud')
      .setAudience('aed-cloud-web')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(createPrivateKey(key.privateKeyPem));
    expect((await getInfo(shortLived)).status).toBe(200);
    expect((await getInfo(shortLived)).status).toBe(200);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 3_000);
    expectError(await getInfo(shortLived), 401, 'session.invalid');
    expect((await getInfo(token)).status).toBe(200);
  });
});
