/**
 * List filters and paging in the URL (issue 14, "One pattern for every screen"; docs/decisions/0039): a list filtered
 * through the search bar stays filtered after a reload, Back after a page change shows the page before, a pasted link
 * opens a list filtered (an invalid param is ignored, not fatal), and each tab of the tabs bar keeps its own search.
 * Twelve users with one account prefix make a keyword search of two pages (10 a page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CONFIG_KEYS } from '../../shared/src/constants/limits';
import { createTableUser, runId } from './admin-screens';
import { adminToken, api, expectPath, launchBrowser, loginToLayout, newPage, tabsBar, withScreenshot, type TestPage } from './helpers';

const RUN = runId();
const PREFIX = `e2e_url_${RUN}`;
const ACCOUNTS = Array.from({ length: 12 }, (_, i) => `${PREFIX}_${String(i + 1).padStart(2, '0')}`);

let browser: Browser;
let t: TestPage;
let token: string;
const userIds: number[] = [];

beforeAll(async () => {
  token = await adminToken();
  for (const username of ACCOUNTS) userIds.push((await createTableUser({ username, password: 'E2e#Url2026', roleIds: [7] })).userId);
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  if (userIds.length) await api('DELETE', '/upms/system/user/delete', { token, query: { ids: userIds.join(',') } }).catch(() => undefined);
});

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const userRows = (page: Page) => page.getByTestId('user-table').locator('tbody tr[data-testid^="user-row-"]');
const configRows = (page: Page) => page.getByTestId('config-table').locator('tbody tr[data-testid^="config-row-"]');
/** The accounts listed, in order. */
const listedAccounts = (page: Page) => userRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('user-row-', '')));

/** Waits until the user table lists `count` accounts, all of `among`; answers them. */
async function expectUsers(page: Page, count: number, among: readonly string[] = ACCOUNTS): Promise<string[]> {
  let listed: string[] = [];
  await expect
    .poll(
      async () => {
        listed = await listedAccounts(page);
        return listed.length === count && listed.every((a) => among.includes(a));
      },
      { timeout: 15_000, message: `${count} of ${among.join(', ')} listed` },
    )
    .toBe(true);
  return listed;
}

/** Waits until the config table lists only keys starting with `prefix` (at least one). */
async function expectConfigKeys(page: Page, prefix: string) {
  await expect
    .poll(async () => {
      const keys = await configRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')!.replace('config-row-', '')));
      return keys.length > 0 && keys.every((k) => k.startsWith(prefix));
    }, { timeout: 15_000 })
    .toBe(true);
}

describe('list state in the URL', () => {
  it('keeps a search made in the search bar after a reload, and Back shows the list before it', () =>
    withScreenshot(t.page, '48-config-search', async () => {
      const { page } = t;
      await loginToLayout(t);
      await page.goto('/system/config');
      await configRows(page).first().waitFor();
      const unfiltered = await configRows(page).count();
      await page.getByTestId('config-search-key').fill('sys.account');
      await page.getByTestId('config-search-submit').click();
      await expect.poll(() => search(page)).toEqual({ configKey: 'sys.account' });
      await expectConfigKeys(page, 'sys.account');

      await page.reload();
      await expectConfigKeys(page, 'sys.account');
      expect(await page.getByTestId('config-search-key').inputValue()).toBe('sys.account');
      await page.getByTestId(`config-row-${CONFIG_KEYS.captchaEnabled}`).waitFor();

      await page.goBack();
      await expect.poll(() => search(page)).toEqual({});
      await expect.poll(() => configRows(page).count()).toBe(unfiltered);
      expect(await page.getByTestId('config-search-key').inputValue()).toBe('');
    }));

  it('opens a deep link filtered; page 2 then Back shows page 1; a reload keeps the filter', () =>
    withScreenshot(t.page, '48-users-paging', async () => {
      const { page } = t;
      await page.goto(`/system/user?keyword=${PREFIX}`);
      const first = await expectUsers(page, 10);
      const rest = ACCOUNTS.filter((a) => !first.includes(a));
      expect(await page.getByTestId('user-search-keyword').inputValue()).toBe(PREFIX);

      await page.getByTestId('user-next').click();
      await expect.poll(() => search(page)).toEqual({ keyword: PREFIX, page: '2' });
      await expectUsers(page, 2, rest);
      await page.goBack();
      await expect.poll(() => search(page)).toEqual({ keyword: PREFIX });
      await expectUsers(page, 10, first);
      expect(await page.getByTestId('user-pageno').textContent()).toMatch(/^Page 1\b/);
      await page.goForward();
      await expectUsers(page, 2, rest);

      // a reload keeps the filter; the cursor of page 2 is not kept (decision 0039): page 1, the URL says so
      await page.reload();
      await expectUsers(page, 10, first);
      await expect.poll(() => search(page)).toEqual({ keyword: PREFIX });
    }));

  it('ignores an invalid param of a link: the valid ones apply, the screen works', () =>
    withScreenshot(t.page, '48-invalid-param', async () => {
      const { page } = t;
      await page.goto(`/system/user?status=9&keyword=${PREFIX}_0&limit=7&page=abc&foo=bar`);
      await expectUsers(page, 9, ACCOUNTS.slice(0, 9));
      expect(await page.getByTestId('user-search-status').inputValue()).toBe('');
      expect(await page.getByTestId('user-page-size').inputValue()).toBe('10');
    }));

  it('keeps each tab its own search when switching tabs', () =>
    withScreenshot(t.page, '48-tabs', async () => {
      const { page } = t;
      await page.goto(`/system/user?keyword=${PREFIX}_1`);
      await expectUsers(page, 3, ACCOUNTS.slice(9));
      await page.goto('/system/config');
      await page.getByTestId('config-search-key').fill('sys.session');
      await page.getByTestId('config-search-submit').click();
      await expectConfigKeys(page, 'sys.session');

      await tabsBar(page).locator('[role="tab"][data-path="/system/user"] a').click();
      await expectPath(page, '/system/user');
      await expectUsers(page, 3, ACCOUNTS.slice(9));
      expect(await page.getByTestId('user-search-keyword').inputValue()).toBe(`${PREFIX}_1`);
      await tabsBar(page).locator('[role="tab"][data-path="/system/config"] a').click();
      await expectConfigKeys(page, 'sys.session');
      expect(search(page)).toEqual({ configKey: 'sys.session' });
    }));
});
