/**
 * Forgot password and the failed-login lock (decision 0028), through the browser and the local mail sink:
 * a. the forgot-password dialog mails a single-use link; the link opens the public /reset-password page, where a new
 *    password is set, and the user logs in with it; the same link is then refused;
 * b. an anonymous client (another local address: the adapter takes the client address from the socket) fails five
 *    logins as admin: it is locked out, the administrator in the browser is not (the captcha switch is off, so the
 *    login answer asks the page for a captcha, which the administrator solves), and the login log's unlock clears
 *    the attacker's lock too.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONFIG_KEYS, LIMITS } from '../../shared/src/constants/limits';
import {
  ADMIN,
  ADMIN_PASSWORD,
  adminToken,
  api,
  apiLogin,
  baseUrl,
  captchaAnswer,
  captchaOnScreen,
  createPlainUser,
  expectPath,
  expectText,
  launchBrowser,
  login,
  loginToLayout,
  newPage,
  reloadUntilCaptcha,
  setConfigValue,
  toasts,
  withScreenshot,
  type TestPage,
} from './helpers';

const USER = 'e2e_reset';
const EMAIL = 'e2e.reset@example.com';
const OLD_PASSWORD = 'Reset#e2e-2026';
const NEW_PASSWORD = 'Chosen#e2e-2026';
/** Another client, as far as the server can tell: a second loopback address. */
const ANONYMOUS = '127.0.0.2';

let browser: Browser;
let t: TestPage;
let token: string;
let link = '';

beforeAll(async () => {
  await createPlainUser({ userId: 90_008, username: USER, password: OLD_PASSWORD, email: EMAIL });
  token = await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  // Whatever happened, later files expect the captcha on and the admin without failures.
  if (token) {
    await setConfigValue(token, CONFIG_KEYS.captchaEnabled, 'true').catch(() => undefined);
    await api('PUT', '/logs/logininfor/unlock', { token, query: { userName: ADMIN } }).catch(() => undefined);
  }
  await browser?.close();
});

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** The mails the platform sent to `to`, as the local sink keeps them. */
async function mailsTo(to: string): Promise<StoredMail[]> {
  const store = (await (await fetch(`${inject('mailUrl')}/store`)).json()) as { emails: StoredMail[] };
  return store.emails.filter((m) => m.destination.to.includes(to));
}

describe('forgot password', () => {
  it('mails a link; the link sets a new password on the reset page, and the new password logs in', () =>
    withScreenshot(t.page, '08-reset', async () => {
      const { page, captcha } = t;
      captcha.reset();
      await page.goto('/login');
      await page.getByTestId('login-forgot').click();
      const dialog = page.getByTestId('forgot-dialog');
      await dialog.waitFor();
      await page.getByTestId('forgot-account').fill(USER);
      await page.getByTestId('forgot-email').fill(EMAIL);
      // the captcha switch is on: the dialog has its own captcha
      const uuid = await captchaOnScreen(page, captcha, 10_000, 'forgot-captcha-img');
      await page.getByTestId('forgot-captcha').fill(await captchaAnswer(uuid));
      await page.getByTestId('forgot-submit').click();
      await expectText(page.getByTestId('forgot-success'), `It is valid for ${LIMITS.passwordResetLinkMinutes} minutes`);

      await expect.poll(async () => (await mailsTo(EMAIL)).length, { timeout: 10_000, message: 'reset mail in the sink' }).toBe(1);
      const [mail] = await mailsTo(EMAIL);
      expect(mail.subject).toBe('Reset your password');
      link = /(http\S+\/reset-password#token=[\w-]{43})/.exec(mail.body.text ?? '')?.[1] ?? '';
      expect(link.startsWith(`${baseUrl()}/reset-password#token=`), link).toBe(true);
      // nothing changed yet: the old password still works
      expect((await apiLogin(USER, OLD_PASSWORD)).code).toBe(200);

      await page.goto(link);
      await expect.poll(() => page.getByTestId('reset-account').inputValue()).toBe(USER);
      await page.getByTestId('reset-new').fill(NEW_PASSWORD);
      await page.getByTestId('reset-confirm').fill(NEW_PASSWORD);
      await page.getByTestId('reset-submit').click();
      await expectText(page.getByTestId('reset-success'), 'Your password has been changed');
      await page.getByTestId('reset-to-login').click();
      await expectPath(page, /^\/login/);

      await loginToLayout(t, USER, NEW_PASSWORD);
      expect((await apiLogin(USER, OLD_PASSWORD)).errorCode).toBe('auth.badCredentials');
    }));

  it('refuses the link once it was used', () =>
    withScreenshot(t.page, '08-reset-used', async () => {
      const { page } = t;
      expect(link).not.toBe('');
      await t.context.clearCookies();
      await page.goto(link);
      await expectText(page.getByTestId('reset-refused'), 'This password reset link has already been used');
      expect(await page.getByTestId('reset-form').count()).toBe(0);
    }));
});

describe('failed logins of another client', () => {
  it("do not lock the administrator out: the page asks for the captcha, and the right password with it gets in", () =>
    withScreenshot(t.page, '08-anonymous-failures', async () => {
      const { page, captcha } = t;
      await setConfigValue(token, CONFIG_KEYS.captchaEnabled, 'false');
      await t.context.clearCookies();
      await reloadUntilCaptcha(t, false);

      // the anonymous client: five wrong passwords (with the captcha once the account asks for it), then locked out
      const answers = [];
      for (let i = 1; i <= LIMITS.loginMaxFailures; i++) answers.push(await apiLogin(ADMIN, `Wrong#guess${i}`, ANONYMOUS));
      expect(answers.map((a) => a.errorCode)).toEqual([...Array(LIMITS.loginMaxFailures - 1).fill('auth.badCredentials'), 'auth.accountLocked']);
      expect((await apiLogin(ADMIN, ADMIN_PASSWORD, ANONYMOUS)).errorCode).toBe('auth.accountLocked');

      // the administrator, on this browser's address: no captcha on screen (switch off) until the answer asks for one
      expect(await page.getByTestId('login-captcha').count()).toBe(0);
      await login(t, ADMIN, ADMIN_PASSWORD, { captcha: false, goto: false });
      await expectText(toasts(page, 'error'), 'Captcha cannot be empty');
      await expectText(page.getByTestId('login-captcha-hint'), 'Several failed logins on this account');
      const uuid = await captchaOnScreen(page, captcha);
      await page.getByTestId('login-captcha').fill(await captchaAnswer(uuid));
      await page.getByTestId('login-submit').click();
      await expectPath(page, /^\/(?!login)/, 20_000);
      await page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
    }));

  it("lifts the anonymous client's lock with the login log's unlock", async () => {
    const unlocked = await api('PUT', '/logs/logininfor/unlock', { token, query: { userName: ADMIN } });
    expect(unlocked.code).toBe(200);
    expect((await apiLogin(ADMIN, ADMIN_PASSWORD, ANONYMOUS)).code).toBe(200);
  });
});
