import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../setup/global-dynamodb';
import { invoke, loginAs, seedOnce } from '../helpers';
import { createTestUser, expectError } from './support';
import { startMailSink } from '../../src/local/mail-sink';
import { getUserById } from '../../src/data/access/users';

// The SES client reads SES_ENDPOINT when mail/send-mail.ts is first imported: that happens in the first
// ForgetPassword call (the handler module is imported lazily), after beforeAll set it.

const PASSWORD = 'Forgot#Pw42';

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

const forget = (account: string, email: string) => invoke('ForgetPassword', { body: { account, email } });

describe('forgot password', () => {
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let sinkRunning = false;
  let userId: number;
  /** forgetful's session from before the reset. */
  let before: string;

  const mails = async (to: string): Promise<StoredMail[]> => {
    const store = (await (await fetch(`${sink.url}/store`)).json()) as { emails: StoredMail[] };
    return store.emails.filter((m) => m.destination.to.includes(to));
  };

  beforeAll(async () => {
    sink = await startMailSink(await freePort());
    sinkRunning = true;
    process.env.SES_ENDPOINT = sink.url;
    await seedOnce();
    userId = await createTestUser({ username: 'forgetful', password: PASSWORD, roleIds: [7] });
    await createTestUser({ username: 'unlucky', password: PASSWORD, roleIds: [7] });
    // the users set their email themselves
    for (const [username, email] of [['forgetful', 'forgetful@example.com'], ['unlucky', 'unlucky@example.com']]) {
      const token = await loginAs(username, PASSWORD);
      const res = await invoke('UpdateProfile', { token, body: { nickName: username, email, phonenumber: '', sex: '0' } });
      expect(res.status).toBe(200);
      if (username === 'forgetful') before = token;
    }
  });

  afterAll(async () => {
    if (sinkRunning) await sink.stop();
  });

  it('refuses an unknown account', async () => {
    const res = await forget('no-such-user', 'forgetful@example.com');
    expectError(res, 400, 'password.resetAccountNotFound');
    expect(res.json.msg).toBe('The account does not exist');
  });

  it('refuses an email that is not the registered one', async () => {
    const res = await forget('forgetful', 'someone.else@example.com');
    expectError(res, 400, 'password.resetEmailMismatch');
    expect(res.json.msg).toBe('This is not the registered email of the account');
  });

  it('refuses an invalid email', async () => {
    const res = await forget('forgetful', 'not-an-email');
    expectError(res, 400, 'password.resetEmailInvalid');
    expect(res.json.fields).toEqual([{ path: 'email', errorCode: 'password.resetEmailInvalid' }]);
  });

  it('refuses a user without an email, and a disabled user', async () => {
    await createTestUser({ username: 'no-mail', password: PASSWORD, roleIds: [7] });
    expectError(await forget('no-mail', 'no-mail@example.com'), 400, 'password.resetEmailMismatch');
    await createTestUser({ username: 'off-user', password: PASSWORD, roleIds: [7], email: 'off@example.com', status: '1' });
    expectError(await forget('off-user', 'off@example.com'), 400, 'password.resetAccountNotFound');
  });

  it('none of the refusals sent mail or changed a password', async () => {
    expect(await mails('forgetful@example.com')).toEqual([]);
    expect((await getUserById(userId))!.passwordKind).toBe('chosen');
  });

  it('mails a temporary password that logs in and must be changed; the old one stops working', async () => {
    expect((await invoke('GetInfo', { token: before })).status).toBe(200);

    // the email matches whatever its case
    const res = await forget(' forgetful ', 'Forgetful@Example.com');
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ code: 200, data: null });

    const sent = await mails('forgetful@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Your temporary password');
    const temporary = /Temporary password: (\S+)/.exec(sent[0].body.text ?? '')?.[1];
    expect(temporary).toMatch(/^\S{14}$/);
    expect(res.raw.body).not.toContain(temporary);

    const token = await loginAs('forgetful', temporary!);
    const info = await invoke('GetInfo', { token });
    expect(info.json.data.passwordStatus).toBe(3);
    expect((await getUserById(userId))!.passwordKind).toBe('temporary');

    expectError(await invoke('Login', { body: { username: 'forgetful', password: PASSWORD } }), 400, 'auth.badCredentials');
    // sessions opened with the old password are over
    expectError(await invoke('GetInfo', { token: before }), 401, 'session.invalid');
  });

  it('answers 500 resetMailFailed when the mail cannot be sent, and keeps the old password', async () => {
    await sink.stop();
    sinkRunning = false;
    const res = await forget('unlucky', 'unlucky@example.com');
    expectError(res, 500, 'password.resetMailFailed');
    expect(res.json.msg).toBe('The email could not be sent, please try again later');
    const token = await loginAs('unlucky', PASSWORD);
    expect((await invoke('GetInfo', { token })).json.data.passwordStatus).toBe(0);
  });
});
