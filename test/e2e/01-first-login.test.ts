/**
 * a. First login of the seeded admin (initial password, captcha on): the forced change-password dialog cannot be
 * dismissed, a wrong confirmation is refused, a strong new password is accepted ('Modified successfully', back to
 * /login after about 0.5 s), and the new password opens the layout without the dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, ConsoleMessage, Response } from 'playwright-core';
import {
  ADMIN,
  ADMIN_INITIAL_PASSWORD,
  ADMIN_PASSWORD,
  expectHidden,
  expectPath,
  expectText,
  launchBrowser,
  login,
  newPage,
  resetAdminToFirstStart,
  screenshot,
  tabsBar,
  toasts,
  withScreenshot,
  type TestPage,
} from './helpers';

let browser: Browser;
let t: TestPage;

beforeAll(async () => {
  if (await resetAdminToFirstStart()) console.info('01-first-login: another file ran first; admin reset to its first-start password');
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('first login as admin', () => {
  it('forces a password change that cannot be dismissed', () =>
    withScreenshot(t.page, '01-forced-dialog', async () => {
      const { page } = t;
      await login(t, ADMIN, ADMIN_INITIAL_PASSWORD);
      const dialog = page.getByTestId('force-pwd-dialog');
      await dialog.waitFor({ timeout: 20_000 });
      await expectPath(page, /^\/(?!login)/);

      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(true);

      // A click on the backdrop, outside the dialog box.
      const box = (await dialog.boundingBox())!;
      await page.mouse.click(Math.max(5, box.x / 2), Math.max(5, box.y / 2));
      await page.waitForTimeout(300);
      expect(await dialog.isVisible()).toBe(true);
      await screenshot(page, '01-forced-dialog');
    }));

  it('refuses a confirmation that differs from the new password', () =>
    withScreenshot(t.page, '01-mismatch', async () => {
      const { page } = t;
      const dialog = page.getByTestId('force-pwd-dialog');
      await page.getByTestId('force-pwd-old').fill(ADMIN_INITIAL_PASSWORD);
      await page.getByTestId('force-pwd-new').fill(ADMIN_PASSWORD);
      await page.getByTestId('force-pwd-confirm').fill(`${ADMIN_PASSWORD}x`);
      await page.getByTestId('force-pwd-submit').click();
      // The confirm field's error text (Chakra Field.ErrorText) appears; the dialog stays.
      await expectText(dialog, 'The two passwords do not match');
      expect(await dialog.isVisible()).toBe(true);
      await expectPath(page, /^\/(?!login)/);
    }));

  it('accepts a strong new password, says so and returns to /login after ~0.5 s', () =>
    withScreenshot(t.page, '01-changed', async () => {
      const { page } = t;
      // Once the change ends the session, nothing goes out with it (issue 14: the shell came back before /login
      // and its calls failed with 401, logging console errors).
      const refused: string[] = [];
      const consoleErrors: string[] = [];
      const onResponse = (r: Response) => {
        if (r.status() === 401) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
      };
      const onConsole = (m: ConsoleMessage) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      };
      page.on('response', onResponse);
      page.on('console', onConsole);
      await page.getByTestId('force-pwd-confirm').fill(ADMIN_PASSWORD);
      const started = Date.now();
      await page.getByTestId('force-pwd-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      const shownAfter = Date.now() - started;
      expect(new URL(page.url()).pathname.startsWith('/login')).toBe(false);
      await expectPath(page, /^\/login/, 5_000);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(450);
      expect(elapsed).toBeLessThan(5_000);
      expect(shownAfter).toBeLessThan(elapsed);
      await page.getByTestId('login-username').waitFor();
      await page.waitForTimeout(1500);
      page.off('response', onResponse);
      page.off('console', onConsole);
      expect(refused).toEqual([]);
      expect(consoleErrors).toEqual([]);
    }));

  it('opens the layout with the new password and no dialog', () =>
    withScreenshot(t.page, '01-new-password', async () => {
      const { page } = t;
      await login(t, ADMIN, ADMIN_PASSWORD);
      await expectPath(page, /^\/(?!login)/, 20_000);
      await page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
      await tabsBar(page).waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByTestId('force-pwd-dialog').count()).toBe(0);
      await screenshot(page, '01-layout');
    }));

  it('refuses the initial password from now on', () =>
    withScreenshot(t.page, '01-old-refused', async () => {
      const { page } = t;
      await t.context.clearCookies();
      await login(t, ADMIN, ADMIN_INITIAL_PASSWORD, { goto: true });
      await expectText(toasts(page, 'error'), /wrong/i);
      await expectPath(page, /^\/login/);
      await expectHidden(page.getByTestId('force-pwd-dialog'), 1000);
    }));
});
