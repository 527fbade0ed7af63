/**
 * e. Parameters through the UI: reach the screen from the sidebar, add (to the caller's organization, shown in the
 * list), search, modify, refuse a duplicate key, export to xlsx, delete with confirmation, refuse to delete a built-in
 * parameter, and keep the platform's parameters away from a tenant's reader (screen and configKey).
 */
import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CONFIG_KEYS } from '../../shared/src/constants/limits';
import { createDept, createTableUser } from './admin-screens';
import {
  adminToken,
  api,
  apiLogin,
  expectHidden,
  expectPath,
  expectText,
  findConfig,
  launchBrowser,
  loginToLayout,
  newPage,
  tabsBar,
  tick,
  toasts,
  withScreenshot,
  type TestPage,
} from './helpers';

const KEY = `e2e.param.${Date.now().toString(36)}`;
const NAME = 'E2E parameter';
const VALUE = 'first-value';
const NEW_VALUE = 'second-value';
const BUILTIN = CONFIG_KEYS.passwordValidateDays;

let browser: Browser;
let t: TestPage;
let token: string;

beforeAll(async () => {
  token = await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const row = (key: string) => t.page.getByTestId(`config-row-${key}`);

async function search(key: string) {
  const { page } = t;
  await page.getByTestId('config-search-key').fill(key);
  await page.getByTestId('config-search-submit').click();
}

describe('parameters', () => {
  it('is reached from the sidebar: System management > Parameters', () =>
    withScreenshot(t.page, '05-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('System management', { exact: true }).click();
      await sidebar.getByText('Parameters', { exact: true }).click();
      await page.getByTestId('config-page').waitFor();
      await expectPath(page, /config/);
      await row(CONFIG_KEYS.captchaEnabled).waitFor();
      // The visited view has a tab.
      await expectText(tabsBar(page), 'Parameters');
    }));

  it('adds a parameter and lists it', () =>
    withScreenshot(t.page, '05-add', async () => {
      const { page } = t;
      await page.getByTestId('config-add').click();
      const dialog = page.getByTestId('config-form-dialog');
      await dialog.waitFor();
      // the organization starts as the caller's own: the root organization, whose parameters are the platform's
      await expect.poll(() => page.getByTestId('config-form-dept').inputValue()).toBe('100');
      await page.getByTestId('config-form-name').fill(NAME);
      await page.getByTestId('config-form-key').fill(KEY);
      await page.getByTestId('config-form-value').fill(VALUE);
      await page.getByTestId('config-form-remark').fill('added by the e2e test');
      await page.getByTestId('config-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(dialog);
      await expectText(row(KEY), VALUE);
      await expectText(row(KEY), NAME);
      await expectText(t.page.getByTestId(`config-dept-${KEY}`), 'AED Cloud');
      expect((await findConfig(token, KEY))?.configValue).toBe(VALUE);
    }));

  it('finds it by key', () =>
    withScreenshot(t.page, '05-search', async () => {
      const { page } = t;
      await search(KEY);
      await expectHidden(row(CONFIG_KEYS.captchaEnabled));
      await row(KEY).waitFor();
      expect(await page.locator('[data-testid^="config-row-"]:not([data-testid^="config-row-check-"]):not([data-testid^="config-row-edit-"]):not([data-testid^="config-row-delete-"])').count()).toBe(1);
      await expectText(page.getByTestId('config-total'), /\b1\b/);
    }));

  it('modifies its value', () =>
    withScreenshot(t.page, '05-edit', async () => {
      const { page } = t;
      await page.getByTestId(`config-row-edit-${KEY}`).click();
      const dialog = page.getByTestId('config-form-dialog');
      const value = page.getByTestId('config-form-value');
      await value.waitFor();
      await expect.poll(() => value.inputValue()).toBe(VALUE);
      await value.fill(NEW_VALUE);
      await page.getByTestId('config-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(dialog);
      await expectText(row(KEY), NEW_VALUE);
      expect((await findConfig(token, KEY))?.configValue).toBe(NEW_VALUE);
    }));

  it('refuses a duplicate key with the translated message', () =>
    withScreenshot(t.page, '05-duplicate', async () => {
      const { page } = t;
      await page.getByTestId('config-add').click();
      const dialog = page.getByTestId('config-form-dialog');
      await dialog.waitFor();
      await page.getByTestId('config-form-name').fill('Duplicate');
      await page.getByTestId('config-form-key').fill(KEY);
      await page.getByTestId('config-form-value').fill('x');
      await page.getByTestId('config-form-submit').click();
      // Shown at the key field (or as a toast): never the bare error code.
      const shown = page.locator('[data-testid="config-form-key-error"], [data-testid="toast-error"]');
      const text = await expectText(shown, /already exists/i);
      expect(text).not.toMatch(/config\.keyExists/);
      expect(await dialog.isVisible()).toBe(true);
      await page.getByTestId('config-form-cancel').click();
      await expectHidden(dialog);
    }));

  it('exports the list as an xlsx file', () =>
    withScreenshot(t.page, '05-export', async () => {
      const { page } = t;
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByTestId('config-export').click()]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const file = `/tmp/aed-e2e-${Date.now()}.xlsx`;
      await download.saveAs(file);
      const bytes = await readFile(file);
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // an OOXML (zip) file
      await rm(file, { force: true });
    }));

  it('deletes it after confirmation', () =>
    withScreenshot(t.page, '05-delete', async () => {
      const { page } = t;
      await tick(page, `config-row-check-${KEY}`);
      await page.getByTestId('config-delete').click();
      const dialog = page.getByTestId('config-delete-dialog');
      await dialog.waitFor();
      await page.getByTestId('config-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(dialog);
      await expectHidden(row(KEY));
      await page.getByTestId('config-empty').waitFor();
      expect(await findConfig(token, KEY)).toBeUndefined();
    }));

  it('refuses to delete a built-in parameter', () =>
    withScreenshot(t.page, '05-builtin', async () => {
      const { page } = t;
      await page.getByTestId('config-search-reset').click();
      await row(BUILTIN).waitFor();
      await page.getByTestId(`config-row-delete-${BUILTIN}`).click();
      await page.getByTestId('config-delete-dialog').waitFor();
      await page.getByTestId('config-delete-confirm').click();
      const text = await expectText(toasts(page, 'error'), /built-in/i);
      expect(text).toMatch(/cannot be deleted/i);
      await expectHidden(page.getByTestId('config-delete-dialog'));
      await row(BUILTIN).waitFor();
      expect(await findConfig(token, BUILTIN)).toBeDefined();
    }));

  it("keeps the platform's parameters from a tenant's reader: an empty screen, and configKey only for public keys", () =>
    withScreenshot(t.page, '05-tenant', async () => {
      const tenant = await newPage(browser);
      const { page } = tenant;
      const run = Date.now().toString(36);
      const dept = await createDept(token, `E2E parameter tenant ${run}`);
      // Superuser (role 6): reads parameters, organization and below
      const reader = await createTableUser({ username: `e2e_pr_${run}`, password: 'Reader#e2e-2026', roleIds: [6], ...dept });
      await loginToLayout(tenant, reader.username, reader.password);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('System management', { exact: true }).click();
      await sidebar.getByText('Parameters', { exact: true }).click();
      await page.getByTestId('config-page').waitFor();
      await page.getByTestId('config-empty').waitFor();
      expect(await page.getByTestId(`config-row-${CONFIG_KEYS.captchaEnabled}`).count()).toBe(0);
      const readerToken = (await apiLogin(reader.username, reader.password)).data!.token;
      const pub = await api<string>('GET', '/upms/system/config/configKey', { token: readerToken, query: { configKey: CONFIG_KEYS.captchaEnabled } });
      expect(pub.status).toBe(200);
      // the platform's other parameters are outside its scope: answered like an unknown key
      const other = await api<string>('GET', '/upms/system/config/configKey', { token: readerToken, query: { configKey: BUILTIN } });
      expect([other.status, other.data]).toEqual([200, '']);
    }));
});
