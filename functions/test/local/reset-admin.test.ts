/**
 * `npm start -- --reset-admin` (functions/src/local/reset-admin.ts) against the local DynamoDB: the administrator gets
 * a new one-time password that opens a session limited to changing it; the old password and sessions stop working.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, adminToken, invoke, loginAs } from '../helpers';
import { resetAdminPassword } from '../../src/local/reset-admin';
import { expectError } from '../handlers/support';

describe('reset the local administrator password', () => {
  it('replaces the password with a one-time one and ends the sessions; the data stays', async () => {
    const before = await adminToken();
    expect((await invoke('GetInfo', { token: before })).status).toBe(200);
    const password = await resetAdminPassword();
    expect(password).not.toBe(ADMIN_PASSWORD);
    expect((await invoke('GetInfo', { token: before })).status).toBe(401);
    expectError(await invoke('Login', { body: { username: 'admin', password: ADMIN_PASSWORD } }), 400, 'auth.badCredentials');
    const token = await loginAs('admin', password);
    // one-time: the session can only change it (passwordStatus 3: an initial password)
    expect((await invoke('GetInfo', { token })).json.data).toMatchObject({ user: { userId: 1, username: 'admin' }, passwordStatus: 3 });
    expectError(await invoke('UserPage', { token, query: {} }), 403, 'password.changeRequired');
  });
});
