import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, invoke, loginAs, seedOnce } from '../helpers';
import { setParameter } from './support';
import { UserEntity } from '../../src/data/entities/user-entity';

const DAY_MS = 86_400_000;
const NEW_PASSWORD = 'Changed#Pw2026';

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

describe('getInfo', () => {
  let token: string;
  beforeAll(async () => {
    await seedOnce();
    // the first-start state: the seeded administrator still has the initial password
    await UserEntity.patch({ userId: 1 }).set({ passwordKind: 'initial' }).go();
    token = await loginAs('admin', ADMIN_PASSWORD);
  });

  const info = async () => {
    const res = await invoke('GetInfo', { token });
    expect(res.status).toBe(200);
    return res.json.data;
  };

  it('gives the seeded administrator every permission and asks for a new password (initial)', async () => {
    const data = await info();
    expect(data.roles).toEqual(['admin']);
    expect(data.permissions).toEqual(['*:*:*']);
    expect(data.passwordStatus).toBe(3);
    expect(data.passwordExpiresAt).toBeNull();
    expect(data.user).toEqual({
      userId: 1,
      username: 'admin',
      nickName: 'Administrator',
      avatar: '',
      userType: '00',
      email: '',
      phonenumber: '',
      sex: '2',
      deptId: 100,
      language: 'en',
      chooseFlag: '2',
    });
    // nothing secret leaves the server
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|argon2/);
  });

  it('is fine (0) right after the password was changed, expiring after passwordValidateDays (90)', async () => {
    const change = await invoke('UpdatePassword', { token, body: { oldPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD } });
    expect(change.status).toBe(200);
    const data = await info();
    expect(data.passwordStatus).toBe(0);
    const expiresIn = Date.parse(data.passwordExpiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(90 * DAY_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(90 * DAY_MS);
  });

  it('is expired (2) once the password is older than 90 days', async () => {
    const changedAt = daysAgo(100);
    await UserEntity.patch({ userId: 1 }).set({ passwordChangedAt: changedAt }).go();
    const data = await info();
    expect(data.passwordStatus).toBe(2);
    expect(data.passwordExpiresAt).toBe(new Date(Date.parse(changedAt) + 90 * DAY_MS).toISOString());
  });

  it('is expiring soon (1) within the last month, with the expiry date', async () => {
    const changedAt = daysAgo(70);
    await UserEntity.patch({ userId: 1 }).set({ passwordChangedAt: changedAt }).go();
    const data = await info();
    expect(data.passwordStatus).toBe(1);
    expect(data.passwordExpiresAt).toBe(new Date(Date.parse(changedAt) + 90 * DAY_MS).toISOString());
    expect(Date.parse(data.passwordExpiresAt)).toBeGreaterThan(Date.now() + 19 * DAY_MS);
  });

  it('is fine (0) more than a month before expiry', async () => {
    await UserEntity.patch({ userId: 1 }).set({ passwordChangedAt: daysAgo(55) }).go();
    expect((await info()).passwordStatus).toBe(0);
  });

  it('never expires when passwordValidateDays is 0', async () => {
    await UserEntity.patch({ userId: 1 }).set({ passwordChangedAt: daysAgo(400) }).go();
    expect((await info()).passwordStatus).toBe(2);
    await setParameter(token, 'sys.account.passwordValidateDays', '0');
    const data = await info();
    expect(data.passwordStatus).toBe(0);
    expect(data.passwordExpiresAt).toBeNull();
  });

  it('follows a changed validity period', async () => {
    await setParameter(token, 'sys.account.passwordValidateDays', '365');
    const data = await info();
    expect(data.passwordStatus).toBe(2);
    await UserEntity.patch({ userId: 1 }).set({ passwordChangedAt: daysAgo(340) }).go();
    expect((await info()).passwordStatus).toBe(1);
  });

  it('still asks for a change (3) for a temporary password, whatever its age', async () => {
    await UserEntity.patch({ userId: 1 }).set({ passwordKind: 'temporary', passwordChangedAt: new Date().toISOString() }).go();
    const data = await info();
    expect(data.passwordStatus).toBe(3);
    expect(data.passwordExpiresAt).toBeNull();
  });
});
