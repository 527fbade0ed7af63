/**
 * Issue 14, item 2: a reload (or a link opened in the same tab) while the first user-info call is still running
 * cancels that call; a cancelled call is no answer, so the session stays: the token cookie is kept and the page
 * opens in the layout, not on /login. Only a real 401 logs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import { adminToken, api, expectPath, launchBrowser, loginToLayout, newPage, sleep, withScreenshot, type TestPage } from './helpers';

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

/** Holds every getInfo call for `ms` before it goes to the server; answers how many were held. */
async function slowGetInfo(ms: number): Promise<{ held: () => number; stop: () => Promise<void> }> {
  let held = 0;
  const handler = async (route: Route) => {
    held++;
    await sleep(ms);
    // The page that asked may be gone by now (that is the point): then there is nothing to continue.
    await route.continue().catch(() => undefined);
  };
  await t.page.route('**/upms/getInfo', handler);
  return { held: () => held, stop: () => t.page.unroute('**/upms/getInfo', handler) };
}

describe('a reload while the user info is loading', () => {
  it('keeps the session: the token stays and the layout opens', () =>
    withScreenshot(t.page, '09-reload-get-info', async () => {
      const { page } = t;
      await loginToLayout(t);
      const token = await tokenCookie();
      expect(token).toBeTruthy();

      const slow = await slowGetInfo(3000);
      await page.goto('/system/user', { waitUntil: 'commit' });
      await expect.poll(slow.held, { timeout: 10_000, message: 'getInfo was not called' }).toBeGreaterThan(0);
      // getInfo is in flight: reload, then open another screen by its link, each cancelling the call before.
      await page.reload({ waitUntil: 'commit' });
      await expect.poll(slow.held, { timeout: 10_000 }).toBeGreaterThan(1);
      await page.goto('/monitor/operlog', { waitUntil: 'commit' });
      await expect.poll(slow.held, { timeout: 10_000 }).toBeGreaterThan(2);
      await slow.stop();
      await page.reload();

      await page.getByTestId('sidebar').waitFor({ timeout: 20_000 });
      await expectPath(page, '/monitor/operlog');
      expect(await tokenCookie()).toBe(token);
      expect((await api('GET', '/upms/getInfo', { token })).code).toBe(200);
    }));

  it('a real 401 still logs out', () =>
    withScreenshot(t.page, '09-reload-401', async () => {
      const { page } = t;
      const token = await tokenCookie();
      expect((await api('POST', '/upms/logout', { token })).code).toBe(200);
      await page.reload();
      await expectPath(page, /^\/login/);
      expect(await tokenCookie()).toBeUndefined();
    }));
});
