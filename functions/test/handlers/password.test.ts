import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, loginAs, seedOnce } from '../helpers';
import { createTestUser, expectError } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { getUserById } from '../../src/data/access/user-reads';

const OLD = 'Initial#Pw42';
const NEW = 'Chosen#Pw2026';

const updatePwd = (token: string, oldPassword: string, newPassword: string) =>
  invoke('UpdatePassword', { token, body: { oldPassword, newPassword } });

describe('own password change (UpdatePassword)', () => {
  let userId: number;
  let token: string;
  beforeAll(async () => {
    await seedOnce();
    userId = await createTestUser({ username: 'pat', password: OLD, roleIds: [7], passwordKind: 'initial' });
    token = await loginAs('pat', OLD);
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const res = await updatePwd(token, 'Not#TheOld42', NEW);
    expectError(res, 400, 'password.oldWrong');
    expect(res.json.msg).toBe('The old password is wrong');
    expect((await getUserById(userId))!.passwordKind).toBe('initial');
  });

  it('refuses a new password equal to the old one', async () => {
    expectError(await updatePwd(token, OLD, OLD), 400, 'password.sameAsOld');
  });

  it('requires the old password', async () => {
    expectError(await updatePwd(token, '', NEW), 400, 'password.oldRequired');
  });

  it.each([
    ['one class only', 'abcdefgh'],
    ['too short', 'short1A'],
    ['21 characters', 'Abcdefghij#1234567890'],
    ['two classes', 'abcdefgh12'],
  ])('refuses a weak new password (%s)', async (_label, weak) => {
    const res = await updatePwd(token, OLD, weak);
    expectError(res, 400, 'password.weak');
    expect(res.json.fields).toEqual([{ path: 'newPassword', errorCode: 'password.weak' }]);
  });

  it('accepts 8 and 20 characters with three classes', async () => {
    // checked without changing: the old password is wrong, so only a schema failure would say "weak"
    expectError(await updatePwd(token, 'Not#TheOld42', 'abcdef1!'), 400, 'password.oldWrong');
    expectError(await updatePwd(token, 'Not#TheOld42', 'Abcdefghij123456789x'), 400, 'password.oldWrong');
  });

  it('changes the password, keeps the caller logged in and ends the other sessions', async () => {
    const other = await loginAs('pat', OLD);
    expect((await invoke('GetInfo', { token: other })).status).toBe(200);

    const res = await updatePwd(token, OLD, NEW);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ code: 200, msg: 'Operation successful' });

    expect((await invoke('GetInfo', { token })).status).toBe(200);
    expectError(await invoke('GetInfo', { token: other }), 401, 'session.invalid');

    const user = await getUserById(userId);
    expect(user!.passwordKind).toBe('chosen');
    expect(Date.now() - Date.parse(user!.passwordChangedAt)).toBeLessThan(60_000);
    expect(user!.updateBy).toBe('pat');

    expectError(await invoke('Login', { body: { username: 'pat', password: OLD } }), 400, 'auth.badCredentials');
    const fresh = await loginAs('pat', NEW);
    expect((await invoke('GetInfo', { token: fresh })).json.data.passwordStatus).toBe(0);
  });

  it('logs the change as profile/update with both passwords masked', async () => {
    const logs = (await listOperLogsOfMonth(new Date().toISOString().slice(0, 7))).filter((l) => l.operUrl.endsWith('/profile/updatePwd'));
    expect(logs.length).toBeGreaterThanOrEqual(1);
    const success = logs.find((l) => l.status === '0')!;
    expect(success).toMatchObject({ title: 'profile', businessType: 'update', operName: 'pat', requestMethod: 'PUT', operIp: '203.0.113.7' });
    expect(JSON.parse(success.operParam).body).toEqual({ oldPassword: '******', newPassword: '******' });
    const everything = JSON.stringify(logs);
    for (const secret of [OLD, NEW, 'Not#TheOld42']) expect(everything).not.toContain(secret);
    // failures are logged with their code
    expect(logs.find((l) => l.status === '1' && l.errorMsg === 'password.oldWrong')).toBeDefined();
  });
});
