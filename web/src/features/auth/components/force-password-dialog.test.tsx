import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mustChangePassword } from '@aed/shared/constants/password-status';
import Cookies from 'js-cookie';
import { COOKIES } from '@aed/shared/constants/limits';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { UserPage } from '@aed/shared/routes/user.routes';
import { api, setPasswordChangeRequiredHandler } from '../../../lib/api-client';
import { isShownBySessionDialogs, setPasswordStatus, usePasswordStatus } from '../../../lib/session';
import { ForcePasswordDialog } from './force-password-dialog';

/** What the shell does once mounted: loads (and polls) the caller's data with the token. */
const probeQuery = () => queryOptions({ queryKey: ['probe'], queryFn: () => fetch('/prod-api/probe').then((r) => r.json()), refetchInterval: 50 });
function ShellProbe() {
  useQuery(probeQuery());
  return <div data-testid="home">home</div>;
}
/** As the authenticated layout (routes/_auth.tsx): no shell while the password must change. */
const GatedHome = () => (mustChangePassword(usePasswordStatus()) ? <div data-testid="gated" /> : <ShellProbe />);

function setup(status: string) {
  Cookies.set(COOKIES.token, 'token-1');
  Cookies.set(COOKIES.passwordStatus, status);
  const calls = mockApi((method, path, body) => {
    if (path === '/upms/system/user/profile/updatePwd') {
      const b = body as { oldPassword: string };
      return b.oldPassword === 'Wrong#111'
        ? { status: 400, body: { code: 400, msg: 'The old password is wrong', errorCode: 'password.oldWrong' } }
        : ok();
    }
    if (path === '/upms/logout') return ok();
    if (path === '/probe') return ok();
    // the server's gate (decision 0027): an expiry that passed during the session
    if (path.startsWith('/upms/system/user/page')) {
      return { status: 403, body: { code: 403, msg: 'Change your password before going on', errorCode: 'password.changeRequired', params: { passwordStatus: 2 } } };
    }
    return { status: 404, body: { code: 404, msg: 'nope' } };
  });
  const app = renderWithApp(
    [
      { path: '/', component: GatedHome },
      { path: '/login', component: () => <div data-testid="login">login</div> },
    ],
    { at: '/', root: () => <ForcePasswordDialog /> },
  );
  return { calls, ...app };
}

const fill = (old: string, next: string, confirm: string) => {
  fireEvent.change(screen.getByTestId('force-pwd-old'), { target: { value: old } });
  fireEvent.change(screen.getByTestId('force-pwd-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('force-pwd-confirm'), { target: { value: confirm } });
  fireEvent.click(screen.getByTestId('force-pwd-submit'));
};

describe('ForcePasswordDialog', () => {
  beforeEach(() => Object.values(COOKIES).forEach((c) => Cookies.remove(c)));
  afterEach(() => vi.unstubAllGlobals());

  it('stays hidden when the password is fine', async () => {
    setup('0');
    await screen.findByTestId('home');
    expect(screen.queryByTestId('force-pwd-dialog')).toBeNull();
  });

  it('validates: mismatch, weak, and shows a translated server error', async () => {
    const { calls } = setup('3');
    await screen.findByTestId('force-pwd-dialog');
    fill('Old#pass1', 'New#pass2', 'New#pass3');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    fill('Old#pass1', 'weak', 'weak');
    expect(await screen.findByText(/^The password must be 8 to 20 characters/)).toBeTruthy();
    expect(calls.some((c) => c.path.includes('updatePwd'))).toBe(false);
    fill('Wrong#111', 'New#pass2', 'New#pass2');
    expect(await screen.findByText('The old password is wrong')).toBeTruthy();
  });

  it('changes the password, then logs out after half a second', async () => {
    const { calls, router } = setup('2');
    await screen.findByTestId('force-pwd-dialog');
    fill('Old#pass1', 'New#pass2', 'New#pass2');
    expect(await screen.findByText('Modified successfully')).toBeTruthy();
    const put = calls.find((c) => c.path.includes('updatePwd'));
    expect(put).toMatchObject({ method: 'PUT', body: { oldPassword: 'Old#pass1', newPassword: 'New#pass2' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(calls.some((c) => c.method === 'POST' && c.path === '/upms/logout')).toBe(true);
    expect(Cookies.get(COOKIES.token)).toBeUndefined();
    await waitFor(() => expect(screen.queryByTestId('force-pwd-dialog')).toBeNull());
  });

  it('sends no request once the password change ended the session: the shell does not come back before /login (issue 14)', async () => {
    const { calls, router } = setup('3');
    await screen.findByTestId('force-pwd-dialog');
    fill('Old#pass1', 'New#pass2', 'New#pass2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    await new Promise((r) => setTimeout(r, 200));
    const logout = calls.findIndex((c) => c.path === '/upms/logout');
    expect(logout).toBeGreaterThan(-1);
    expect(calls.slice(logout + 1)).toEqual([]);
    expect(calls.some((c) => c.path === '/probe')).toBe(false);
    expect(Cookies.get(COOKIES.token)).toBeUndefined();
    expect(Cookies.get(COOKIES.passwordStatus)).toBeUndefined();
  });

  it('opens when the server refuses a call because the password must change, and no red message repeats it', async () => {
    setPasswordChangeRequiredHandler(setPasswordStatus); // as app/main.tsx wires it
    setup('0');
    await screen.findByTestId('home');
    expect(screen.queryByTestId('force-pwd-dialog')).toBeNull();
    const refusal = await api(UserPage).catch((e: unknown) => e);
    expect(isShownBySessionDialogs(refusal)).toBe(true);
    const dialog = await screen.findByTestId('force-pwd-dialog');
    expect(dialog.textContent).toContain('Your password has expired');
    expect(Cookies.get(COOKIES.passwordStatus)).toBe('2');
  });

  it('cancel logs out', async () => {
    const { router } = setup('3');
    await screen.findByTestId('force-pwd-dialog');
    fireEvent.click(screen.getByTestId('force-pwd-cancel'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(Cookies.get(COOKIES.passwordStatus)).toBeUndefined();
  });
});
