/**
 * c. The captcha switch parameter: set to 'false' through the API, the login page stops asking for a captcha
 * (within the per-container cache time) and a login works without one; set back to 'true', it asks again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONFIG_KEYS } from '../../shared/src/constants/limits';
import {
  ADMIN,
  ADMIN_PASSWORD,
  adminToken,
  expectPath,
  findConfig,
  launchBrowser,
  login,
  newPage,
  reloadUntilCaptcha,
  setConfigValue,
  withScreenshot,
  type TestPage,
} from './helpers';

let browser: Browser;
let t: TestPage;
let token: string;

beforeAll(async () => {
  token = await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  // Whatever happened, later files expect the captcha on.
  if (token) await setConfigValue(token, CONFIG_KEYS.captchaEnabled, 'true').catch(() => undefined);
  await browser?.close();
});

describe('login without captcha', () => {
  it('hides the captcha once the parameter is false, and logs in without it', () =>
    withScreenshot(t.page, '03-no-captcha', async () => {
      const { page } = t;
      expect((await findConfig(token, CONFIG_KEYS.captchaEnabled))?.configValue).toBe('true');
      await reloadUntilCaptcha(t, true, 0);

      await setConfigValue(token, CONFIG_KEYS.captchaEnabled, 'false');
      await reloadUntilCaptcha(t, false);
      expect(t.captcha.last()?.captchaEnabled).toBe(false);
      expect(await page.getByTestId('login-captcha-img').count()).toBe(0);

      await login(t, ADMIN, ADMIN_PASSWORD, { captcha: false, goto: false });
      await expectPath(page, /^\/(?!login)/, 20_000);
      await page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
    }));

  it('asks for the captcha again once the parameter is true', () =>
    withScreenshot(t.page, '03-captcha-back', async () => {
      await setConfigValue(token, CONFIG_KEYS.captchaEnabled, 'true');
      await t.context.clearCookies();
      await reloadUntilCaptcha(t, true);
      await t.page.getByTestId('login-captcha-img').waitFor();
    }));
});
