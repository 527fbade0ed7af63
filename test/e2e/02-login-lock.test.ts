/**
 * b. Five wrong passwords lock the account for this client address: the right password is then refused there with
 * the lock message (other addresses: 08-login-reset). A dedicated account is used (created straight in the table) so
 * the admin used by later files is never locked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LIMITS } from '../../shared/src/constants/limits';
import { createPlainUser, expectPath, expectText, launchBrowser, login, newPage, toasts, withScreenshot, type TestPage } from './helpers';

const USER = 'e2e_lock';
const PASSWORD = 'Lock#e2e-2026';

let browser: Browser;
let t: TestPage;

beforeAll(async () => {
  await createPlainUser({ userId: 90_001, username: USER, password: PASSWORD, nickName: 'Lock test' });
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** Submits the login form and returns the error toast text of this attempt. */
async function submitAndReadError(password: string): Promise<string> {
  const { page } = t;
  const seenBefore = t.captcha.seen.length;
  await login(t, USER, password);
  // A failed login fetches a new captcha; by then the error toast is on screen.
  await expect.poll(() => t.captcha.seen.length, { message: 'captcha refreshed after the failure' }).toBeGreaterThan(seenBefore);
  return expectText(toasts(page, 'error'), /\S/);
}

describe('account lock', () => {
  it(`locks after ${LIMITS.loginMaxFailures} wrong passwords, then refuses the right one`, () =>
    withScreenshot(t.page, '02-lock', async () => {
      const { page } = t;
      await page.goto('/login');
      for (let i = 1; i <= LIMITS.loginMaxFailures; i++) {
        const text = await submitAndReadError(`Wrong#pass${i}`);
        if (i < LIMITS.loginMaxFailures) expect(text).toMatch(/wrong/i);
        await expectPath(page, /^\/login/);
      }
      // The right password: still refused, with the lock message.
      t.captcha.reset();
      await page.reload();
      await login(t, USER, PASSWORD, { goto: false });
      const text = await expectText(toasts(page, 'error'), /locked/i);
      expect(text).toMatch(new RegExp(`${LIMITS.loginLockMinutes}`));
      await page.waitForTimeout(500);
      await expectPath(page, /^\/login/);
    }));
});
