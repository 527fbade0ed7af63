import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { COOKIES } from '@aed/shared/constants/limits';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { ResetPasswordPage, tokenOfHash } from './reset-password-page';

const TOKEN = 'q'.repeat(43);
const refusal = (errorCode: string) => ({ status: 400, body: { code: 400, msg: errorCode, errorCode } });

function setup(check: { status?: number; body: unknown }, reset: { status?: number; body: unknown }[] = []) {
  const calls = mockApi((method, path) => {
    if (method === 'POST' && path === '/upms/resetPassword/check') return check;
    if (method === 'PUT' && path === '/upms/resetPassword') return reset.shift() ?? ok(null);
    return { status: 404, body: { code: 404, msg: 'nope' } };
  });
  renderWithApp(
    [
      { path: '/reset-password', component: () => <ResetPasswordPage token={TOKEN} /> },
      { path: '/login', component: () => <div data-testid="login">login</div> },
    ],
    { at: '/reset-password' },
  );
  return calls;
}

const submit = (next: string, confirm = next) => {
  fireEvent.change(screen.getByTestId('reset-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('reset-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('reset-submit'));
};

describe('ResetPasswordPage', () => {
  beforeEach(() => Object.values(COOKIES).forEach((c) => Cookies.remove(c)));
  afterEach(() => vi.unstubAllGlobals());

  it('reads the token from the fragment of the link', () => {
    expect(tokenOfHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenOfHash(`token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenOfHash('')).toBe('');
  });

  it('checks the link, shows its account, applies the password rule, then sets the password and drops a local session', async () => {
    Cookies.set(COOKIES.token, 'old-token');
    const calls = setup(ok({ username: 'alice' }));
    expect(((await screen.findByTestId('reset-account', {}, { timeout: 5000 })) as HTMLInputElement).value).toBe('alice');
    // (the page also asks for the platform's version, shown under the card)
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/upms/resetPassword/check', body: { token: TOKEN } });

    submit('short');
    expect(await screen.findByText(/8 to 20 characters/)).toBeTruthy();
    submit('Chosen#Pw77', 'Chosen#Pw78');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    submit('Chosen#Pw77');
    expect((await screen.findByTestId('reset-success')).textContent).toBe('Your password has been changed. Log in with the new password.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ token: TOKEN, newPassword: 'Chosen#Pw77' });
    expect(Cookies.get(COOKIES.token)).toBeUndefined();
    fireEvent.click(screen.getByTestId('reset-to-login'));
    expect(await screen.findByTestId('login')).toBeTruthy();
  });

  it('says why a link cannot be used, before any password is typed', async () => {
    setup(refusal('password.resetLinkExpired'));
    expect((await screen.findByTestId('reset-refused', {}, { timeout: 5000 })).textContent).toBe('This password reset link has expired: request a new one');
    expect(screen.queryByTestId('reset-form')).toBeNull();
    expect(screen.getByTestId('reset-to-login')).toBeTruthy();
  });

  it('says so when the link was used in the meantime', async () => {
    setup(ok({ username: 'alice' }), [refusal('password.resetLinkUsed')]);
    await screen.findByTestId('reset-form', {}, { timeout: 5000 });
    submit('Chosen#Pw77');
    await waitFor(() => expect(screen.getByTestId('reset-refused').textContent).toBe('This password reset link has already been used: request a new one if needed'));
    expect(screen.queryByTestId('reset-success')).toBeNull();
  });
});
