/**
 * g. Log out from the navbar user menu (with its confirmation): the page returns to /login and the token the browser
 * held is refused by the API afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import { adminToken, api, expectHidden, expectPath, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

let browser: Browser;
let t: TestPage;

beforeAll(async () => {
  await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const tokenCookie = async () => (await t.context.cookies()).find((c) => c.name === COOKIES.token)?.value;

describe('logout', () => {
  it('returns to /login and the old token is refused', () =>
    withScreenshot(t.page, '07-logout', async () => {
      const { page } = t;
      await loginToLayout(t);
      const oldToken = await tokenCookie();
      expect(oldToken).toBeTruthy();
      const before = await api('GET', '/upms/getInfo', { token: oldToken });
      expect(before.code).toBe(200);

      await page.getByTestId('navbar-user-menu').click();
      await page.getByTestId('navbar-logout').click();
      const dialog = page.getByTestId('logout-dialog');
      const confirm = page.getByTestId('logout-confirm');
      await confirm.waitFor();
      // A warning that clicking outside does not dismiss.
      const box = (await dialog.boundingBox())!;
      await page.mouse.click(Math.max(5, box.x / 2), Math.max(5, box.y / 2));
      await page.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(true);
      await expectPath(page, /^\/(?!login)/);
      await confirm.click();
      await expectPath(page, /^\/login/);
      await page.getByTestId('login-page').waitFor();
      await expectHidden(page.getByTestId('sidebar'));
      expect(await tokenCookie()).toBeUndefined();

      const after = await api('GET', '/upms/getInfo', { token: oldToken });
      expect(after.code).toBe(401);

      // The browser cannot get back in with the back button.
      await page.goto('/');
      await expectPath(page, /^\/login/);
    }));
});
