/**
 * d. Language switch: on the login page fr, zh-CN and zh-TW each change what the user reads and set the
 * `language` cookie; after login the layout's menu titles are in the chosen language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import { adminToken, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

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

const languageCookie = async () => (await t.context.cookies()).find((c) => c.name === COOKIES.language);
const submitText = async () => (await t.page.getByTestId('login-submit').innerText()).trim();
const CJK = /[\u3400-\u9fff]/;

async function switchTo(code: string) {
  const select = t.page.getByTestId('lang-switch').first();
  expect(await select.locator(`[data-testid="lang-option-${code}"]`).count()).toBe(1);
  await select.selectOption(code);
  await expect.poll(() => t.page.evaluate(() => document.documentElement.lang)).toBe(code);
  await expect.poll(async () => (await languageCookie())?.value).toBe(code);
}

describe('language switch', () => {
  const seen = new Map<string, string>();

  it('translates the login page and keeps the choice in the language cookie', () =>
    withScreenshot(t.page, '04-login-languages', async () => {
      const { page } = t;
      await page.goto('/login');
      await page.getByTestId('login-submit').waitFor();
      seen.set('en', await submitText());
      expect(seen.get('en')).toMatch(/log ?in|sign ?in/i);

      for (const code of ['fr', 'zh-CN', 'zh-TW']) {
        await switchTo(code);
        await expect.poll(submitText, { message: `submit text in ${code}` }).not.toBe(seen.get('en'));
        seen.set(code, await submitText());
        if (code.startsWith('zh')) expect(seen.get(code)).toMatch(CJK);
        const cookie = (await languageCookie())!;
        // Remembered for 30 days.
        const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(29);
        expect(days).toBeLessThanOrEqual(30.01);
      }
      expect(seen.get('zh-CN')).not.toBe(seen.get('fr'));

      // Still in zh-TW after a reload: the cookie is read at start.
      await page.reload();
      await expect.poll(submitText).toBe(seen.get('zh-TW'));
    }));

  it('shows translated menu titles after login', () =>
    withScreenshot(t.page, '04-layout-zh-TW', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      const text = await expectText(sidebar, CJK);
      expect(text).not.toMatch(/System management/);
      expect((await languageCookie())?.value).toBe('zh-TW');

      // The navbar's own language selector (desktop) switches the menu titles at once.
      expect(text).toMatch(/系統管理/);
      await switchTo('en');
      await expectText(sidebar, /System management/);
      await switchTo('fr');
      const fr = await expectText(sidebar, /Gestion du système/);
      expect(fr).not.toMatch(/System management/);
    }));
});
