import { beforeAll, describe, expect, it } from 'vitest';
import { invoke, loginAs, seedOnce } from '../helpers';
import { createTestUser, expectError } from './support';
import { invokeWithParams } from './role-menu-support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { getUserById } from '../../src/data/access/user-reads';

const PASSWORD = 'Profile#Pw42';
/** A 1x1 PNG. */
const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const VALID = { nickName: 'Quinn', email: 'quinn@example.com', phonenumber: '+33 6 12 34 56 78', sex: '1' };

const fieldPaths = (res: { json: { fields?: { path: string }[] } }) => (res.json.fields ?? []).map((f) => f.path);

describe('personal centre (profile and avatar)', () => {
  let userId: number;
  let token: string;
  beforeAll(async () => {
    await seedOnce();
    userId = await createTestUser({ username: 'quinn', password: PASSWORD, roleIds: [7] });
    token = await loginAs('quinn', PASSWORD);
  });

  it('returns the profile with organization and role group', async () => {
    const res = await invoke('GetProfile', { token });
    expect(res.status).toBe(200);
    // role names, not codes ('user'), in the viewer's language
    expect(res.json.data.roleGroup).toBe('User');
    expect(res.json.data.roleNames).toEqual(['User']);
    expect(res.json.data.user).toMatchObject({ userId, username: 'quinn', nickName: 'quinn', deptId: 100, deptName: 'AED Cloud', email: '', sex: '2', language: 'en' });
    expect(Date.parse(res.json.data.user.createTime)).toBeGreaterThan(Date.now() - 600_000);
    expect(JSON.stringify(res.json.data)).not.toContain('passwordHash');
  });

  it('names built-in roles in the language the viewer reads', async () => {
    const fr = await invoke('GetProfile', { token, headers: { 'accept-language': 'fr' } });
    expect(fr.json.data.roleNames).toEqual(['Utilisateur']);
    const zh = await invoke('GetProfile', { token, headers: { 'accept-language': 'zh-TW' } });
    expect(zh.json.data.roleGroup).toBe('使用者');
  });

  it('updates own basic info and returns it', async () => {
    const res = await invoke('UpdateProfile', { token, body: { ...VALID, nickName: '  Quinn  ', language: 'fr' } });
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({ ...VALID, language: 'fr' });
    const info = await invoke('GetInfo', { token });
    expect(info.json.data.user).toMatchObject({ nickName: 'Quinn', email: 'quinn@example.com', phonenumber: '+33 6 12 34 56 78', sex: '1', language: 'fr' });
    expect((await getUserById(userId))!.updateBy).toBe('quinn');
  });

  it('allows clearing email and phone', async () => {
    const res = await invoke('UpdateProfile', { token, body: { ...VALID, email: '', phonenumber: '' } });
    expect(res.status).toBe(200);
    expect(res.json.data.user).toMatchObject({ email: '', phonenumber: '' });
  });

  it.each([
    ['nickName missing', { nickName: '' }, 'nickName'],
    ['nickName blank', { nickName: '   ' }, 'nickName'],
    ['nickName over 30', { nickName: 'x'.repeat(31) }, 'nickName'],
    ['email malformed', { email: 'quinn@' }, 'email'],
    ['phone letters', { phonenumber: 'call me' }, 'phonenumber'],
    ['phone too short', { phonenumber: '123' }, 'phonenumber'],
    ['sex outside the list', { sex: '5' }, 'sex'],
    ['language outside the list', { language: 'de' }, 'language'],
  ])('refuses invalid input: %s', async (_label, change, path) => {
    const before = await getUserById(userId);
    const res = await invoke('UpdateProfile', { token, body: { ...VALID, ...change } });
    expectError(res, 400, 'common.validation');
    expect(fieldPaths(res)).toEqual([path]);
    expect((await getUserById(userId))!.updateTime).toBe(before!.updateTime);
  });

  it('accepts a nickName of exactly 30 characters', async () => {
    const res = await invoke('UpdateProfile', { token, body: { ...VALID, nickName: 'y'.repeat(30) } });
    expect(res.status).toBe(200);
  });

  it('reports every invalid field at once', async () => {
    const res = await invoke('UpdateProfile', { token, body: { nickName: '', email: 'x', phonenumber: 'y', sex: '9' } });
    expectError(res, 400, 'common.validation');
    expect(fieldPaths(res).sort()).toEqual(['email', 'nickName', 'phonenumber', 'sex']);
  });

  it('ignores fields a user may not change about themselves', async () => {
    const res = await invoke('UpdateProfile', { token, body: { ...VALID, roleIds: [1], isSuperAdmin: true, status: '1', username: 'root', userId: 1 } });
    expect(res.status).toBe(200);
    const user = await getUserById(userId);
    expect(user).toMatchObject({ username: 'quinn', roleIds: [7], isSuperAdmin: false, status: '0' });
    expect((await getUserById(1))!.nickName).toBe('Administrator');
  });

  it('saves a PNG avatar and returns its URL from getInfo', async () => {
    const res = await invoke('UpdateAvatar', { token, body: { avatar: TINY_PNG } });
    expect(res.status).toBe(200);
    expect(res.json.data.avatar).toMatch(new RegExp(`^/prod-api/upms/system/user/avatar/${userId}\\?v=`));
    expect((await invoke('GetInfo', { token })).json.data.user.avatar).toBe(res.json.data.avatar);
    const served = await invokeWithParams('UserAvatar', { userId: String(userId) }, { token });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.from(served.raw.body ?? '', 'base64')).toEqual(Buffer.from(TINY_PNG.slice(TINY_PNG.indexOf(',') + 1), 'base64'));
  });

  it('refuses a payload that is not an image although it claims image/png', async () => {
    const before = (await getUserById(userId))!.avatar;
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script> definitely not a PNG').toString('base64')}`;
    const res = await invoke('UpdateAvatar', { token, body: { avatar: fake } });
    expectError(res, 400, 'profile.avatarFormat');
    expect((await getUserById(userId))!.avatar).toBe(before);
  });

  it.each([
    ['a non-image type', 'data:text/plain;base64,aGVsbG8='],
    ['an SVG', `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`],
    ['no data URL at all', 'https://example.com/me.png'],
    ['not base64', 'data:image/png;base64,@@@not base64@@@'],
    ['empty', ''],
  ])('refuses a wrong data URL: %s', async (_label, avatar) => {
    const res = await invoke('UpdateAvatar', { token, body: { avatar } });
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe('profile.avatarFormat');
  });

  it('logs profile changes as profile/update without the avatar data', async () => {
    const logs = (await listOperLogsOfMonth(new Date().toISOString().slice(0, 7), 100)).filter((l) => l.operName === 'quinn');
    const urls = new Set(logs.map((l) => l.operUrl));
    expect(urls).toEqual(new Set(['/prod-api/upms/system/user/profile', '/prod-api/upms/system/user/profile/avatar']));
    expect(logs.every((l) => l.title === 'profile' && l.businessType === 'update')).toBe(true);
    const avatarLog = logs.find((l) => l.operUrl.endsWith('/avatar') && l.status === '0')!;
    expect(JSON.parse(avatarLog.operParam).body).toEqual({ avatar: '******' });
    expect(JSON.stringify(logs)).not.toContain('iVBORw0KGgo');
  });

  it('needs a session', async () => {
    expectError(await invoke('GetProfile'), 401, 'session.invalid');
    expectError(await invoke('UpdateAvatar', { body: { avatar: TINY_PNG } }), 401, 'session.invalid');
  });
});

describe('email and phone are unique across users (spec section 5)', () => {
  it('refuses an email or phone another user has, and changes nothing', async () => {
    await seedOnce();
    await createTestUser({ username: 'uniq_a', password: PASSWORD, roleIds: [7] });
    await createTestUser({ username: 'uniq_b', password: PASSWORD, roleIds: [7] });
    const a = await loginAs('uniq_a', PASSWORD);
    const b = await loginAs('uniq_b', PASSWORD);
    const mine = { nickName: 'A', email: 'shared@example.com', phonenumber: '+33 6 00 00 00 01', sex: '2' };
    expect((await invoke('UpdateProfile', { token: a, body: mine })).status).toBe(200);

    const sameEmail = await invoke('UpdateProfile', { token: b, body: { ...mine, nickName: 'B', email: 'SHARED@example.com', phonenumber: '' } });
    expectError(sameEmail, 409, 'profile.emailExists');
    const samePhone = await invoke('UpdateProfile', { token: b, body: { ...mine, nickName: 'B', email: 'b@example.com', phonenumber: '+33600000001' } });
    expectError(samePhone, 409, 'profile.phoneExists');
    expect((await invoke('GetProfile', { token: b })).json.data.user).toMatchObject({ nickName: 'uniq_b', email: '', phonenumber: '' });

    // once A lets go of the address, B may take it
    expect((await invoke('UpdateProfile', { token: a, body: { ...mine, email: 'a@example.com' } })).status).toBe(200);
    expect((await invoke('UpdateProfile', { token: b, body: { ...mine, nickName: 'B', phonenumber: '' } })).status).toBe(200);
  });
});
