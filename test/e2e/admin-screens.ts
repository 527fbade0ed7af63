/**
 * Helpers of the administration-screen browser tests (14-18): reaching a screen from the sidebar, accounts made
 * straight in the table (the user-add API is not a prerequisite), API calls that must succeed, xlsx downloads and
 * the navbar language switch.
 */
import { readFile, rm } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { LIMITS } from '../../shared/src/constants/limits';
import { api, data, expectText, type ApiOptions } from './helpers';

/** A suffix unique to this run (names of the records a file creates). */
export const runId = (): string => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * Opens a screen from the sidebar: each directory title is clicked unless already expanded, then the screen's
 * title. Titles are the translated menu titles (English unless the language was switched).
 */
export async function openMenu(page: Page, titles: string[]): Promise<void> {
  const sidebar = page.getByTestId('sidebar');
  for (const title of titles.slice(0, -1)) {
    const dir = sidebar.locator('button[data-testid^="menu-dir-"]').filter({ hasText: new RegExp(`^\\s*${escape(title)}\\s*$`) });
    await dir.waitFor();
    if ((await dir.getAttribute('aria-expanded')) !== 'true') await dir.click();
    await expect.poll(() => dir.getAttribute('aria-expanded'), { message: `menu ${title} expanded` }).toBe('true');
  }
  await sidebar.locator('[data-testid^="menu-item-"]').filter({ hasText: new RegExp(`^\\s*${escape(titles[titles.length - 1])}\\s*$`) }).click();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The envelope's data of a call that must succeed (the error envelope in the failure message otherwise). */
export async function apiOk<T = unknown>(method: string, path: string, options: ApiOptions = {}): Promise<T> {
  const r = await api<T>(method, path, options);
  if (r.code !== 200) throw new Error(`${method} ${path} failed: ${JSON.stringify(r)}`);
  return r.data as T;
}

export interface TableUser {
  userId: number;
  username: string;
  password: string;
}

/**
 * An account created straight in DynamoDB (as functions/test/handlers/support.ts createTestUser does): the
 * user-administration API is another module's work and not a prerequisite of these screens.
 */
export async function createTableUser(options: {
  username: string;
  password: string;
  roleIds: number[];
  nickName?: string;
  deptId?: number;
  deptPath?: string;
}): Promise<TableUser> {
  const { createUser, hashPassword } = await data(); // also points the data layer at the platform's table
  const { nextId } = await import('../../functions/src/data/access/ids');
  const userId = await nextId('user');
  const now = new Date().toISOString();
  await createUser({
    userId,
    username: options.username,
    nickName: options.nickName ?? options.username,
    deptId: options.deptId ?? LIMITS.defaultDeptId,
    deptPath: options.deptPath ?? '0,100,',
    email: '',
    phonenumber: '',
    sex: '2',
    avatar: '',
    language: 'en',
    passwordHash: await hashPassword(options.password),
    passwordKind: 'chosen',
    passwordChangedAt: now,
    status: '0',
    deleted: false,
    userType: '00',
    roleIds: options.roleIds,
    isSuperAdmin: false,
    remark: 'e2e',
    createBy: 'e2e',
    createTime: now,
    updateBy: 'e2e',
    updateTime: now,
  });
  return { userId, username: options.username, password: options.password };
}

/** An organization under the root one, made through the API; answers its id and materialized path. */
export async function createDept(token: string, deptName: string): Promise<{ deptId: number; deptPath: string }> {
  const dept = await apiOk<{ deptId: number; deptPath: string }>('POST', '/upms/system/dept/add', {
    token,
    body: { parentId: LIMITS.defaultDeptId, deptName, deptType: '0' },
  });
  return { deptId: dept.deptId, deptPath: dept.deptPath };
}

/** Clicks `button`, waits for the download and checks it is a non-empty xlsx (zip) file named *.xlsx. */
export async function expectXlsxDownload(page: Page, button: Locator): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = `/tmp/aed-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}.xlsx`;
  await download.saveAs(file);
  const bytes = await readFile(file);
  expect(bytes.length).toBeGreaterThan(100);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await rm(file, { force: true });
}

/** Switches the UI language with the navbar selector (client side only: cookie + i18n). */
export async function switchLanguage(page: Page, code: 'en' | 'fr' | 'zh-CN' | 'zh-TW'): Promise<void> {
  await page.getByTestId('navbar').getByTestId('lang-switch').selectOption(code);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { message: `html lang ${code}` }).toBe(code);
}

/** Waits for a success toast with `text` (exact substring). */
export const expectSuccessToast = (page: Page, text: string | RegExp) => expectText(page.locator('[data-testid="toast-success"]'), text);
/** Waits for an error toast matching `text`; answers the toasts' text. */
export const expectErrorToast = (page: Page, text: string | RegExp) => expectText(page.locator('[data-testid="toast-error"]'), text);
