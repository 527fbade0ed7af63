/** f. The navbar shows administrators how many users are online: at least the admin's own session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminToken, api, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

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

describe('online count', () => {
  it('shows the admin at least one online user', () =>
    withScreenshot(t.page, '06-online-count', async () => {
      const { page } = t;
      await loginToLayout(t);
      const count = page.getByTestId('online-count');
      const text = await expectText(count, /\d+/, 15_000);
      const shown = Number(/\d+/.exec(text)![0]);
      expect(shown).toBeGreaterThanOrEqual(1);
      // The same number the online-users endpoint gives (the list length), give or take sessions started since.
      const token = (await t.context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
      const online = await api<unknown[]>('GET', '/common/getOnlineUsers', { token });
      expect(online.code).toBe(200);
      expect(online.data!.length).toBeGreaterThanOrEqual(shown);
    }));
});
