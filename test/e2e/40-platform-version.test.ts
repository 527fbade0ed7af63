/**
 * The platform version (platform-core section 7, `GET /upms/system/emcpSysVersion/getVersion`): the login page footer
 * shows it with the build time (the local start), and the user menu's About dialog shows it after login.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminToken, api, expectHidden, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

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

describe('platform version', () => {
  it('is answered to anyone, with the time this platform was started as build time', async () => {
    const res = await api<{ version: string; buildTime: string }>('GET', '/upms/system/emcpSysVersion/getVersion');
    expect(res.status).toBe(200);
    expect(res.data!.version).toBe(VERSION);
    const age = Date.now() - Date.parse(res.data!.buildTime);
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(2 * 60 * 60 * 1000);
  });

  it('shows on the login page footer', () =>
    withScreenshot(t.page, '40-login-version', async () => {
      await t.page.goto('/login');
      await expectText(t.page.getByTestId('login-version'), new RegExp(`^Version ${VERSION.replace(/\./g, '\\.')} · built \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`));
    }));

  it('shows in About from the user menu', () =>
    withScreenshot(t.page, '40-about', async () => {
      const { page } = t;
      await loginToLayout(t);
      await page.getByTestId('navbar-user-menu').click();
      await page.getByTestId('navbar-about').click();
      await expectText(page.getByTestId('about-version'), VERSION);
      await expectText(page.getByTestId('about-build-time'), /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      await page.getByTestId('about-close').click();
      await expectHidden(page.getByTestId('about-dialog'));
    }));
});
