import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { COOKIES } from '@aed/shared/constants/limits';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { LoginPage } from './login-page';

const INFO = {
  user: { userId: 1, username: 'admin', nickName: 'Admin', avatar: '', userType: '00', email: '', phonenumber: '', sex: '0', deptId: 100, language: 'en' },
  roles: ['admin'],
  permissions: ['*:*:*'],
  passwordStatus: 0,
  passwordExpiresAt: null,
};

const CAPTCHA = { captchaEnabled: true, uuid: 'uuid-1', img: 'data:image/svg+xml;base64,PHN2Zy8+' };
const CAPTCHA_NEEDED = { status: 400, body: { code: 400, msg: 'Captcha cannot be empty', errorCode: 'auth.captchaRequired', params: { captcha: 'required' } } };

/** `loginAnswers`: the answers of successive logins (default: success). */
function setup(captchaEnabled = true, loginAnswers: { status?: number; body: unknown }[] = []) {
  const calls = mockApi((method, path) => {
    if (path === '/upms/captchaImage') return ok(captchaEnabled ? CAPTCHA : { captchaEnabled });
    // asked for when the login answer said the account needs one, whatever the switch
    if (path === '/upms/captchaImage?required=true') return ok({ ...CAPTCHA, uuid: 'uuid-forced' });
    if (method === 'POST' && path === '/upms/login') return loginAnswers.shift() ?? ok({ token: 'token-1' });
    if (path === '/upms/getInfo') return ok(INFO);
    return { status: 404, body: { code: 404, msg: 'nope', errorCode: 'common.routeNotFound' } };
  });
  const app = renderWithApp(
    [
      { path: '/login', component: () => <LoginPage onOpenLegal={() => {}} /> },
      { path: '/', component: () => <div data-testid="home">home</div> },
    ],
    { at: '/login' },
  );
  return { calls, ...app };
}

describe('LoginPage', () => {
  beforeEach(() => {
    Object.values(COOKIES).forEach((c) => Cookies.remove(c));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the captcha image and refreshes it on click', async () => {
    const { calls } = setup();
    const img = await screen.findByTestId('login-captcha-img', {}, { timeout: 5000 });
    expect(img.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    fireEvent.click(img);
    await waitFor(() => expect(calls.filter((c) => c.path === '/upms/captchaImage')).toHaveLength(2));
  });

  it('hides the captcha when it is disabled', async () => {
    const { calls } = setup(false);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('login-captcha')).toBeNull());
  });

  it('needs the consent before logging in, then validates the fields', async () => {
    setup();
    await screen.findByTestId('login-captcha-img', {}, { timeout: 5000 });
    const submit = screen.getByTestId('login-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('login-consent'));
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('Account cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(screen.getByText('Captcha cannot be empty')).toBeTruthy();
  });

  it('logs in with the captcha uuid and time zone, keeps the token and goes home', async () => {
    const { calls } = setup();
    await screen.findByTestId('login-captcha-img', {}, { timeout: 5000 });
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: ' admin ' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret#123' } });
    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'abcd' } });
    fireEvent.click(screen.getByTestId('login-consent'));
    await waitFor(() => expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('home')).toBeTruthy();
    const login = calls.find((c) => c.method === 'POST' && c.path === '/upms/login');
    expect(login?.body).toMatchObject({ username: 'admin', password: 'Secret#123', code: 'abcd', uuid: 'uuid-1' });
    expect((login?.body as { timeZoneId: string }).timeZoneId).toBeTruthy();
    expect(Cookies.get(COOKIES.token)).toBe('token-1');
    expect(Cookies.get(COOKIES.passwordStatus)).toBe('0');
  });

  it('shows the captcha when the login answer asks for one with the switch off, then sends it', async () => {
    const { calls } = setup(false, [CAPTCHA_NEEDED]);
    await waitFor(() => expect(calls.some((c) => c.path === '/upms/captchaImage')).toBe(true));
    fireEvent.change(screen.getByTestId('login-username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByTestId('login-consent'));
    await waitFor(() => expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('login-captcha')).toBeNull();
    fireEvent.click(screen.getByTestId('login-submit'));

    // the captcha appears, fetched with required=true, with the reason under it
    const img = await screen.findByTestId('login-captcha-img', {}, { timeout: 5000 });
    expect(img.getAttribute('src')).toBe(CAPTCHA.img);
    expect(screen.getByTestId('login-captcha-hint').textContent).toBe('Several failed logins on this account: enter the captcha as well.');
    expect((calls.find((c) => c.method === 'POST' && c.path === '/upms/login')?.body as { code: string }).code).toBe('');

    fireEvent.change(screen.getByTestId('login-captcha'), { target: { value: 'wxyz' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('home')).toBeTruthy();
    const logins = calls.filter((c) => c.method === 'POST' && c.path === '/upms/login');
    expect(logins).toHaveLength(2);
    expect(logins[1].body).toMatchObject({ code: 'wxyz', uuid: 'uuid-forced' });
  });
});
