/**
 * Issue 14, item 1: after every way out of a session (the user menu's log out, the forced password dialog's Confirm
 * and Cancel, the 401 prompt's Re-login) the login page shows a working captcha at once (an image, and a click on it
 * brings a new one), and the user logs in again without reloading the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONFIG_KEYS, COOKIES } from '../../shared/src/constants/limits';
import {
  ADMIN,
  ADMIN_PASSWORD,
  adminToken,
  api,
  captchaOnScreen,
  createPlainUser,
  data,
  expectPath,
  launchBrowser,
  login,
  loginToLayout,
  newPage,
  setConfigValue,
  withScreenshot,
  type TestPage,
} from './helpers';

let browser: Browser;
let token: string;

const FORCED_USER = { userId: 990_901, username: 'e2e.forced', initial: 'Forced#2026pw', chosen: 'Forced#2026new' };

/** A user of the default organization whose password is still the initial one (the forced dialog opens). */
async function createUserWithInitialPassword(password: string): Promise<void> {
  const { setPassword, hashPassword, UserEntity } = await data();
  const { data: existing } = await UserEntity.get({ userId: FORCED_USER.userId }).go();
  if (existing) await setPassword(FORCED_USER.userId, await hashPassword(password), 'initial', new Date().toISOString(), 'e2e');
  else await createPlainUser({ userId: FORCED_USER.userId, username: FORCED_USER.username, password, passwordKind: 'initial' });
}

beforeAll(async () => {
  token = await adminToken();
  // The captcha is what this file is about: make sure the switch is on whatever ran before.
  await setConfigValue(token, CONFIG_KEYS.captchaEnabled, 'true');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The login page after a logout, without any reload: the captcha image shows, a click on it shows a new one, and
 * the user logs in with it.
 */
async function loginAgainWithoutReload(t: TestPage, user: string, password: string): Promise<void> {
  const { page, captcha } = t;
  await expectPath(page, /^\/login/);
  await page.getByTestId('login-page').waitFor();
  const first = await captchaOnScreen(page, captcha);
  // A click on the image fetches a new captcha, which replaces the one shown.
  captcha.used.add(first);
  await page.getByTestId('login-captcha-img').click();
  await captchaOnScreen(page, captcha);
  await login(t, user, password, { goto: false, captcha: true });
  await expectPath(page, /^\/(?!login)/, 20_000);
}

const tokenCookie = async (t: TestPage) => (await t.context.cookies()).find((c) => c.name === COOKIES.token)?.value;

describe('logging in again after a logout, without reloading', () => {
  it('after the user menu log out', async () => {
    const t = await newPage(browser);
    await withScreenshot(t.page, '09-user-menu', async () => {
      await loginToLayout(t);
      for (let round = 0; round < 2; round++) {
        await t.page.getByTestId('navbar-user-menu').click();
        await t.page.getByTestId('navbar-logout').click();
        await t.page.getByTestId('logout-confirm').click();
        await loginAgainWithoutReload(t, ADMIN, ADMIN_PASSWORD);
        await t.page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
      }
    });
    await t.context.close();
  });

  it('after the 401 prompt\'s Re-login', async () => {
    const t = await newPage(browser);
    await withScreenshot(t.page, '09-relogin', async () => {
      await loginToLayout(t);
      // The session ends elsewhere (here: its token logs out through the API); the next call is a 401.
      const browserToken = await tokenCookie(t);
      expect((await api('POST', '/upms/logout', { token: browserToken })).code).toBe(200);
      await t.page.getByTestId('navbar-user-menu').click();
      await t.page.getByTestId('navbar-profile').click();
      await t.page.getByTestId('relogin-confirm').click();
      await loginAgainWithoutReload(t, ADMIN, ADMIN_PASSWORD);
      await t.page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
    });
    await t.context.close();
  });

  it('after Cancel and Confirm of the forced password dialog', async () => {
    await createUserWithInitialPassword(FORCED_USER.initial);
    const t = await newPage(browser);
    await withScreenshot(t.page, '09-forced', async () => {
      const { page } = t;
      await login(t, FORCED_USER.username, FORCED_USER.initial);
      await page.getByTestId('force-pwd-dialog').waitFor({ timeout: 20_000 });
      await page.getByTestId('force-pwd-cancel').click();

      await loginAgainWithoutReload(t, FORCED_USER.username, FORCED_USER.initial);
      await page.getByTestId('force-pwd-dialog').waitFor({ timeout: 20_000 });
      await page.getByTestId('force-pwd-old').fill(FORCED_USER.initial);
      await page.getByTestId('force-pwd-new').fill(FORCED_USER.chosen);
      await page.getByTestId('force-pwd-confirm').fill(FORCED_USER.chosen);
      await page.getByTestId('force-pwd-submit').click();

      await loginAgainWithoutReload(t, FORCED_USER.username, FORCED_USER.chosen);
      await page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
    });
    await t.context.close();
  });
});
