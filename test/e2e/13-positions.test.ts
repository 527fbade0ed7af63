/**
 * Positions through the UI: reach the screen from the sidebar, add, search by code and name, modify, refuse a
 * duplicate code (and name), delete after confirmation; then the screen title and the refusal in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import type { PostRecord } from '../../shared/src/schemas/post';
import {
  adminToken,
  api,
  expectHidden,
  expectPath,
  expectText,
  launchBrowser,
  loginToLayout,
  newPage,
  tabsBar,
  toasts,
  withScreenshot,
  type TestPage,
  untilToastsGone,
} from './helpers';

const RUN = Date.now().toString(36);
/** expect.poll waits 1 s by default: UI state gets longer. */
const WAIT = { timeout: 10_000 };
const CODE = `e2e-${RUN}`;
const NAME = `E2E position ${RUN}`;
const NEW_NAME = `E2E position ${RUN} bis`;
const FR_CODE = `e2e-fr-${RUN}`;

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
  const left = (await Promise.all([CODE, FR_CODE].map((c) => findPost(c).catch(() => undefined)))).filter((p) => p !== undefined);
  if (left.length) await api('DELETE', '/upms/system/post/delete', { token, query: { ids: left.map((p) => p.postId).join(',') } }).catch(() => undefined);
});

/* ---------------------------------------------------------------- API */

async function findPost(code: string): Promise<PostRecord | undefined> {
  const r = await api<{ rows: PostRecord[]; total: number }>('GET', '/upms/system/post/page', { token, query: { page: 1, limit: 50, postCode: code } });
  if (r.code !== 200) throw new Error(`post page failed: ${JSON.stringify(r)}`);
  return r.data!.rows.find((row) => row.postCode === code);
}

/* ---------------------------------------------------------------- UI */

const row = (code: string) => t.page.getByTestId(`post-row-${code}`);
const formDialog = (page: Page) => page.getByTestId('post-form');
const deleteDialog = (page: Page) => page.getByTestId('post-delete-dialog');
const rowCount = (page: Page) => page.locator('[data-testid^="post-row-"]:not([data-testid^="post-row-edit-"]):not([data-testid^="post-row-delete-"])').count();

async function search(fields: { code?: string; name?: string }) {
  const { page } = t;
  await page.getByTestId('post-search-code').fill(fields.code ?? '');
  await page.getByTestId('post-search-name').fill(fields.name ?? '');
  await page.getByTestId('post-search-submit').click();
}

/** Waits until no toast is shown (an error stays 5 s). */
async function noToasts(page: Page) {
  await untilToastsGone(page);
}

async function switchLanguage(page: Page, code: string) {
  await page.getByTestId('lang-switch').first().selectOption(code);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(code);
  await expect.poll(async () => (await t.context.cookies()).find((c) => c.name === COOKIES.language)?.value, WAIT).toBe(code);
}

describe('positions', () => {
  it('is reached from the sidebar: System management > Positions', () =>
    withScreenshot(t.page, '13-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('System management', { exact: true }).click();
      await sidebar.getByText('Positions', { exact: true }).click();
      await page.getByTestId('post-page').waitFor();
      await expectPath(page, /post/);
      await page.getByTestId('post-table').waitFor();
      await expectText(tabsBar(page), 'Positions');
      await expectText(page.getByTestId('breadcrumb'), 'Positions');
    }));

  it('adds a position and lists it', () =>
    withScreenshot(t.page, '13-add', async () => {
      const { page } = t;
      await page.getByTestId('post-add').click();
      await formDialog(page).waitFor();
      await page.getByTestId('post-form-name').fill(NAME);
      await page.getByTestId('post-form-code').fill(CODE);
      await page.getByTestId('post-form-sort').fill('7');
      await page.getByTestId('post-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      const post = await findPost(CODE);
      expect(post).toMatchObject({ postCode: CODE, postName: NAME, postSort: 7, status: '0' });
      await search({ code: CODE });
      await expectText(row(CODE), NAME);
    }));

  it('finds it by code and by name', () =>
    withScreenshot(t.page, '13-search', async () => {
      const { page } = t;
      await search({ code: CODE });
      await row(CODE).waitFor();
      await expect.poll(() => rowCount(page), WAIT).toBe(1);
      await expectText(page.getByTestId('post-total'), /\b1\b/);
      await search({ name: NAME });
      await expectText(row(CODE), NAME);
      await expect.poll(() => rowCount(page), WAIT).toBe(1);
      await search({ code: `none-${RUN}` });
      await page.getByTestId('post-empty').waitFor();
      await search({ code: CODE });
      await row(CODE).waitFor();
    }));

  it('modifies it', () =>
    withScreenshot(t.page, '13-edit', async () => {
      const { page } = t;
      await page.getByTestId(`post-row-edit-${CODE}`).click();
      const name = page.getByTestId('post-form-name');
      await name.waitFor();
      await expect.poll(() => name.inputValue(), WAIT).toBe(NAME);
      await name.fill(NEW_NAME);
      await page.getByTestId('post-form-sort').fill('8');
      await page.getByTestId('post-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      await expectText(row(CODE), NEW_NAME);
      expect(await findPost(CODE)).toMatchObject({ postName: NEW_NAME, postSort: 8 });
    }));

  it('refuses a duplicate code and a duplicate name with the translated messages', () =>
    withScreenshot(t.page, '13-duplicate', async () => {
      const { page } = t;
      await page.getByTestId('post-add').click();
      await formDialog(page).waitFor();
      await page.getByTestId('post-form-name').fill(`${NEW_NAME} 2`);
      await page.getByTestId('post-form-code').fill(CODE);
      await page.getByTestId('post-form-submit').click();
      const codeError = await expectText(page.getByTestId('post-form-code-error'), /position code already exists/i);
      expect(codeError).not.toMatch(/post\.codeExists/);

      await page.getByTestId('post-form-name').fill(NEW_NAME);
      await page.getByTestId('post-form-code').fill(`${CODE}-2`);
      await page.getByTestId('post-form-submit').click();
      const nameError = await expectText(page.getByTestId('post-form-name-error'), /position name already exists/i);
      expect(nameError).not.toMatch(/post\.nameExists/);
      expect(await formDialog(page).isVisible()).toBe(true);
      await formDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(formDialog(page));
      expect(await findPost(`${CODE}-2`)).toBeUndefined();

      const r = await api('POST', '/upms/system/post/add', { token, body: { postCode: CODE, postName: `${NEW_NAME} 3` } });
      expect(r.status).toBe(409);
      expect(r.errorCode).toBe('post.codeExists');
    }));

  it('deletes it after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '13-delete', async () => {
      const { page } = t;
      await page.getByTestId(`post-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await expectText(deleteDialog(page), CODE);
      await page.getByTestId('post-delete-cancel').click();
      await expectHidden(deleteDialog(page));
      expect(await findPost(CODE)).toBeDefined();

      await page.getByTestId(`post-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('post-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(deleteDialog(page));
      await expectHidden(row(CODE));
      await page.getByTestId('post-empty').waitFor();
      expect(await findPost(CODE)).toBeUndefined();
    }));

  it('shows the screen title and the duplicate-code refusal in French', () =>
    withScreenshot(t.page, '13-french', async () => {
      const { page } = t;
      const added = await api('POST', '/upms/system/post/add', { token, body: { postCode: FR_CODE, postName: `E2E poste ${RUN}` } });
      expect(added.code).toBe(200);
      // Earlier (English) messages are gone first.
      await noToasts(page);
      await switchLanguage(page, 'fr');
      try {
        await expectText(page.getByTestId('breadcrumb'), 'Postes');
        await expectText(tabsBar(page), 'Postes');
        await page.getByTestId('post-add').click();
        await formDialog(page).waitFor();
        await expectText(formDialog(page), 'Ajouter un poste');
        await page.getByTestId('post-form-name').fill(`E2E autre ${RUN}`);
        await page.getByTestId('post-form-code').fill(FR_CODE);
        await page.getByTestId('post-form-submit').click();
        const text = await expectText(page.getByTestId('post-form-code-error'), 'Ce code de poste existe déjà');
        expect(text).not.toMatch(/already exists/);
        await formDialog(page).getByRole('button', { name: 'Annuler' }).click();
        await expectHidden(formDialog(page));
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
