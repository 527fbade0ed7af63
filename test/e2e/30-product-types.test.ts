/**
 * Product types through the UI: reach the screen from the sidebar (Product management), add, search by code and
 * name, modify, refuse a duplicate code, refuse to delete a type a model uses (translated toast), delete after
 * confirmation once unused; then the screen title and the refusal in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import type { DeviceModelRow } from '../../shared/src/schemas/device-model';
import type { ProductTypeRecord } from '../../shared/src/schemas/product-type';
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
const CODE = `E2E-${RUN}`;
const NAME = `E2E type ${RUN}`;
const NEW_NAME = `E2E type ${RUN} bis`;
const FR_CODE = `E2E-FR-${RUN}`;
const MODEL_CODE = `E2E-PT-${RUN}`;

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
  const model = await findModel(MODEL_CODE).catch(() => undefined);
  if (model) await api('DELETE', '/product/model/delete', { token, query: { ids: model.modelId } }).catch(() => undefined);
  const left = (await Promise.all([CODE, FR_CODE].map((c) => findType(c).catch(() => undefined)))).filter((p) => p !== undefined);
  if (left.length) await api('DELETE', '/product/type/delete', { token, query: { ids: left.map((p) => p.typeId).join(',') } }).catch(() => undefined);
});

/* ---------------------------------------------------------------- API */

async function findType(code: string): Promise<ProductTypeRecord | undefined> {
  const r = await api<{ rows: ProductTypeRecord[]; total: number }>('GET', '/product/type/page', { token, query: { page: 1, limit: 50, typeCode: code } });
  if (r.code !== 200) throw new Error(`product type page failed: ${JSON.stringify(r)}`);
  return r.data!.rows.find((row) => row.typeCode === code);
}

async function findModel(code: string): Promise<DeviceModelRow | undefined> {
  const r = await api<{ rows: DeviceModelRow[] }>('GET', '/product/model/page', { token, query: { page: 1, limit: 50, modelCode: code } });
  return r.data?.rows.find((row) => row.modelCode === code);
}

/* ---------------------------------------------------------------- UI */

const row = (code: string) => t.page.getByTestId(`product-type-row-${code}`);
const formDialog = (page: Page) => page.getByTestId('product-type-form');
const deleteDialog = (page: Page) => page.getByTestId('product-type-delete-dialog');
const rowCount = (page: Page) =>
  page.locator('[data-testid^="product-type-row-"]:not([data-testid^="product-type-row-edit-"]):not([data-testid^="product-type-row-delete-"])').count();

/** Searches; `status` '' = All ("0" enabled is the list's default, spec section 9: left as it is when not given). */
async function search(fields: { code?: string; name?: string; status?: '' | '0' | '1' }) {
  const { page } = t;
  await page.getByTestId('product-type-search-code').fill(fields.code ?? '');
  await page.getByTestId('product-type-search-name').fill(fields.name ?? '');
  if (fields.status !== undefined) await page.getByTestId('product-type-search-status').selectOption(fields.status);
  await page.getByTestId('product-type-search-submit').click();
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

describe('product types', () => {
  it('is reached from the sidebar: Product management > Product types', () =>
    withScreenshot(t.page, '30-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('Product management', { exact: true }).click();
      await sidebar.getByText('Product types', { exact: true }).click();
      await page.getByTestId('product-type-page').waitFor();
      await expectPath(page, /productType/);
      await page.getByTestId('product-type-table').waitFor();
      await expectText(tabsBar(page), 'Product types');
      await expectText(page.getByTestId('breadcrumb'), 'Product types');
      // the demo catalogue's AED type is listed
      await search({ code: 'AED' });
      await row('AED').waitFor();
    }));

  it('adds a product type and lists it', () =>
    withScreenshot(t.page, '30-add', async () => {
      const { page } = t;
      await page.getByTestId('product-type-add').click();
      await formDialog(page).waitFor();
      await page.getByTestId('product-type-form-code').fill(CODE);
      await page.getByTestId('product-type-form-name').fill(NAME);
      await page.getByTestId('product-type-form-description').fill('Created by the e2e test');
      await page.getByTestId('product-type-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      expect(await findType(CODE)).toMatchObject({ typeCode: CODE, typeName: NAME, status: '0', description: 'Created by the e2e test' });
      await search({ code: CODE });
      await expectText(row(CODE), NAME);
    }));

  it('finds it by code and by name', () =>
    withScreenshot(t.page, '30-search', async () => {
      const { page } = t;
      await search({ code: CODE.toLowerCase() });
      await row(CODE).waitFor();
      await expect.poll(() => rowCount(page), WAIT).toBe(1);
      await expectText(page.getByTestId('product-type-total'), /\b1\b/);
      await search({ name: NAME });
      await expectText(row(CODE), NAME);
      await expect.poll(() => rowCount(page), WAIT).toBe(1);
      await search({ code: `none-${RUN}` });
      await page.getByTestId('product-type-empty').waitFor();
      await search({ code: CODE });
      await row(CODE).waitFor();
    }));

  it('modifies it (name and status)', () =>
    withScreenshot(t.page, '30-edit', async () => {
      const { page } = t;
      await page.getByTestId(`product-type-row-edit-${CODE}`).click();
      const name = page.getByTestId('product-type-form-name');
      await name.waitFor();
      await expect.poll(() => name.inputValue(), WAIT).toBe(NAME);
      await name.fill(NEW_NAME);
      await page.getByTestId('product-type-form-status-1').click();
      await page.getByTestId('product-type-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      expect(await findType(CODE)).toMatchObject({ typeName: NEW_NAME, status: '1' });
      // the list shows enabled types by default (spec section 9), and its status select says so
      await expectHidden(row(CODE));
      await expect.poll(() => page.getByTestId('product-type-search-status').inputValue(), WAIT).toBe('0');
      await page.getByTestId('product-type-empty').waitFor();
      // "All" shows the disabled one
      await search({ code: CODE, status: '' });
      await expectText(row(CODE), NEW_NAME);
      await expectText(row(CODE), 'Disabled');
      await search({ code: CODE, status: '1' });
      await expectText(row(CODE), 'Disabled');
      // Reset goes back to the enabled ones
      await page.getByTestId('product-type-search-reset').click();
      await expect.poll(() => page.getByTestId('product-type-search-status').inputValue(), WAIT).toBe('0');
      await expectHidden(row(CODE));
    }));

  it('refuses a duplicate code with the translated message on the field', () =>
    withScreenshot(t.page, '30-duplicate', async () => {
      const { page } = t;
      await page.getByTestId('product-type-add').click();
      await formDialog(page).waitFor();
      // a code with other characters: the message names the allowed ones
      await page.getByTestId('product-type-form-code').fill(`${CODE} #2`);
      await page.getByTestId('product-type-form-name').fill(`${NEW_NAME} 2`);
      await page.getByTestId('product-type-form-submit').click();
      await expectText(page.getByTestId('product-type-form-code-error'), 'The product type code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)');
      await page.getByTestId('product-type-form-code').fill(CODE.toLowerCase());
      await page.getByTestId('product-type-form-submit').click();
      const codeError = await expectText(page.getByTestId('product-type-form-code-error'), /product type code already exists/i);
      expect(codeError).not.toMatch(/productType\.codeExists/);
      await page.getByTestId('product-type-form-code').fill(`${CODE}-2`);
      await page.getByTestId('product-type-form-name').fill(NEW_NAME);
      await page.getByTestId('product-type-form-submit').click();
      await expectText(page.getByTestId('product-type-form-name-error'), /product type name already exists/i);
      await page.getByTestId('product-type-form-cancel').click();
      await expectHidden(formDialog(page));
      expect(await findType(`${CODE}-2`)).toBeUndefined();
    }));

  it('refuses to delete it while a model uses it, then deletes it after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '30-delete', async () => {
      const { page } = t;
      const type = (await findType(CODE))!;
      // models go under enabled types: enable it again, add a model
      expect((await api('PUT', '/product/type/update', { token, body: { ...type, status: '0' } })).code).toBe(200);
      const model = await api<DeviceModelRow>('POST', '/product/model/add', {
        token,
        body: { typeId: type.typeId, brand: 'E2E', modelCode: MODEL_CODE, modelName: `E2E model ${RUN}`, workingPrinciple: '2' },
      });
      expect(model.code, JSON.stringify(model)).toBe(200);
      // changed behind the screen's back: load it again
      await page.reload();
      await page.getByTestId('product-type-table').waitFor();
      await search({ code: CODE });
      await expectText(row(CODE), 'Enabled');

      await page.getByTestId(`product-type-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await expectText(deleteDialog(page), CODE);
      await page.getByTestId('product-type-delete-confirm').click();
      const refusal = await expectText(toasts(page, 'error'), /is used by models or devices \(1\) and cannot be deleted/);
      expect(refusal).toContain(NEW_NAME);
      expect(await findType(CODE)).toBeDefined();
      await noToasts(page);

      expect((await api('DELETE', '/product/model/delete', { token, query: { ids: model.data!.modelId } })).code).toBe(200);
      await page.getByTestId(`product-type-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('product-type-delete-cancel').click();
      await expectHidden(deleteDialog(page));
      expect(await findType(CODE)).toBeDefined();

      await page.getByTestId(`product-type-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('product-type-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(deleteDialog(page));
      await expectHidden(row(CODE));
      await page.getByTestId('product-type-empty').waitFor();
      expect(await findType(CODE)).toBeUndefined();
    }));

  it('shows the screen title and the duplicate-code refusal in French', () =>
    withScreenshot(t.page, '30-french', async () => {
      const { page } = t;
      const added = await api('POST', '/product/type/add', { token, body: { typeCode: FR_CODE, typeName: `E2E type FR ${RUN}` } });
      expect(added.code).toBe(200);
      await noToasts(page);
      await switchLanguage(page, 'fr');
      try {
        await expectText(page.getByTestId('breadcrumb'), 'Types de produit');
        await expectText(tabsBar(page), 'Types de produit');
        await page.getByTestId('product-type-add').click();
        await formDialog(page).waitFor();
        await expectText(formDialog(page), 'Ajouter un type de produit');
        await page.getByTestId('product-type-form-code').fill(FR_CODE);
        await page.getByTestId('product-type-form-name').fill(`E2E autre ${RUN}`);
        await page.getByTestId('product-type-form-submit').click();
        const text = await expectText(page.getByTestId('product-type-form-code-error'), 'Ce code de type de produit existe déjà');
        expect(text).not.toMatch(/already exists/);
        await formDialog(page).getByRole('button', { name: 'Annuler' }).click();
        await expectHidden(formDialog(page));
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
