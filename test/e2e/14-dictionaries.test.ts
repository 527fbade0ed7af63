/**
 * Dictionaries through the UI: reach the screen from the sidebar, add a type (refusing a duplicate and a malformed
 * key), search it, open its data screen (/dict/type/data/:dictId), add values in two languages, modify one, refuse
 * to delete a type that still has data, delete the values then the type, export, and a refusal in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { adminToken, api, expectHidden, expectPath, expectText, launchBrowser, loginToLayout, newPage, tabsBar, withScreenshot, type TestPage } from './helpers';
import { apiOk, expectErrorToast, expectSuccessToast, expectXlsxDownload, openMenu, runId, switchLanguage } from './admin-screens';

const RUN = runId();
const TYPE = `e2e_dict_${RUN}`;
const NAME = `E2E dictionary ${RUN}`;

interface DictType {
  dictId: number;
  dictType: string;
  dictName: string;
}
interface DictData {
  dictCode: number;
  dictLabel: string;
  dictValue: string;
  language: string;
}

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

const typeRow = (type: string) => t.page.getByTestId(`dict-row-${type}`);
/** Data rows (table rows only, not their buttons) showing `label`. */
const dataRow = (label: string): Locator => t.page.locator('tr[data-testid^="dict-data-row-"]').filter({ hasText: label });

async function findType(type: string): Promise<DictType | undefined> {
  const page = await apiOk<{ rows: DictType[] }>('GET', '/upms/system/dict/type/page', { token, query: { page: 1, limit: 50, dictType: type } });
  return page.rows.find((r) => r.dictType === type);
}
const dataOf = async (type: string) =>
  (await apiOk<{ rows: DictData[] }>('GET', '/upms/system/dict/data/page', { token, query: { page: 1, limit: 50, dictType: type } })).rows;

async function searchType(type: string) {
  await t.page.getByTestId('dict-search-type').fill(type);
  await t.page.getByTestId('dict-search-submit').click();
}

async function openTypeForm() {
  await t.page.getByTestId('dict-add').click();
  await t.page.getByTestId('dict-type-form').waitFor();
}
async function closeTypeForm() {
  const dialog = t.page.getByTestId('dict-type-form');
  await dialog.getByRole('button', { name: /^(Cancel|Annuler)$/ }).click();
  await expectHidden(dialog);
}

async function addValue(label: string, value: string, language: string) {
  const { page } = t;
  await page.getByTestId('dict-data-add').click();
  const form = page.getByTestId('dict-data-form');
  await form.waitFor();
  await page.getByTestId('dict-data-form-label').fill(label);
  await page.getByTestId('dict-data-form-value').fill(value);
  await page.getByTestId('dict-data-form-language').selectOption(language);
  await page.getByTestId('dict-data-form-submit').click();
  await expectSuccessToast(page, 'Added successfully');
  await expectHidden(form);
  await dataRow(label).waitFor();
}

describe('dictionaries', () => {
  it('is reached from the sidebar: System management > Dictionaries', () =>
    withScreenshot(t.page, '14-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['System management', 'Dictionaries']);
      await page.getByTestId('dict-page').waitFor();
      await expectPath(page, '/system/dict');
      await typeRow('sys_user_sex').waitFor();
      await expectText(tabsBar(page), 'Dictionaries');
    }));

  it('adds a dictionary type', () =>
    withScreenshot(t.page, '14-add-type', async () => {
      const { page } = t;
      await openTypeForm();
      await page.getByTestId('dict-type-form-name').fill(NAME);
      await page.getByTestId('dict-type-form-type').fill(TYPE);
      await page.getByTestId('dict-type-form-remark').fill('added by the e2e test');
      await page.getByTestId('dict-type-form-submit').click();
      await expectSuccessToast(page, 'Added successfully');
      await expectHidden(page.getByTestId('dict-type-form'));
      await searchType(TYPE);
      await expectText(typeRow(TYPE), NAME);
      await expectText(page.getByTestId('dict-total'), /\b1\b/);
      expect((await findType(TYPE))?.dictName).toBe(NAME);
    }));

  it('refuses a duplicate type and a malformed key with translated messages', () =>
    withScreenshot(t.page, '14-type-refusals', async () => {
      const { page } = t;
      await openTypeForm();
      await page.getByTestId('dict-type-form-name').fill('Duplicate');
      await page.getByTestId('dict-type-form-type').fill(TYPE);
      await page.getByTestId('dict-type-form-submit').click();
      const dup = await expectText(page.getByTestId('dict-type-form-type-error'), 'The dictionary type already exists');
      expect(dup).not.toMatch(/dict\.typeExists/);

      // Checked in the browser before any request: uppercase and dashes are not a dictionary key.
      await page.getByTestId('dict-type-form-type').fill('Bad-Key');
      await page.getByTestId('dict-type-form-submit').click();
      await expectText(page.getByTestId('dict-type-form-type-error'), /starts with a lowercase letter/);
      await closeTypeForm();

      // The API refuses the same, with the codes the screen translates.
      const again = await api('POST', '/upms/system/dict/type/add', { token, body: { dictName: 'Duplicate', dictType: TYPE } });
      expect([again.status, again.errorCode]).toEqual([409, 'dict.typeExists']);
      const bad = await api('POST', '/upms/system/dict/type/add', { token, body: { dictName: 'Bad', dictType: 'Bad-Key' } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad)).toMatch(/dict\.typeFormat/);
    }));

  it('opens the data screen of the type and adds values in two languages', () =>
    withScreenshot(t.page, '14-data', async () => {
      const { page } = t;
      const type = (await findType(TYPE))!;
      await page.getByTestId(`dict-row-link-${TYPE}`).click();
      await expectPath(page, `/dict/type/data/${type.dictId}`);
      await page.getByTestId('dict-data-page').waitFor();
      await expect.poll(() => page.getByTestId('dict-data-type').inputValue()).toBe(String(type.dictId));
      await page.getByTestId('dict-data-empty').waitFor();
      await expectText(tabsBar(page), 'Dictionary data');

      await addValue('Yes', 'y', 'en');
      await addValue('Oui', 'y', 'fr');
      await expectText(page.getByTestId('dict-data-total'), /\b2\b/);

      // Consumers get the values in their language.
      const fr = await apiOk<{ dictLabel: string; dictValue: string }[]>('GET', `/upms/system/dict/data/dictType/${TYPE}`, { token, query: { lang: 'fr' } });
      expect(fr.map((d) => [d.dictValue, d.dictLabel])).toEqual([['y', 'Oui']]);
      const en = await apiOk<{ dictLabel: string }[]>('GET', `/upms/system/dict/data/dictType/${TYPE}`, { token, query: { lang: 'en' } });
      expect(en.map((d) => d.dictLabel)).toEqual(['Yes']);
    }));

  it('modifies a value and refuses an empty label', () =>
    withScreenshot(t.page, '14-data-edit', async () => {
      const { page } = t;
      const yes = (await dataOf(TYPE)).find((d) => d.dictLabel === 'Yes')!;
      await page.getByTestId(`dict-data-row-edit-${yes.dictCode}`).click();
      const form = page.getByTestId('dict-data-form');
      await form.waitFor();
      const label = page.getByTestId('dict-data-form-label');
      await expect.poll(() => label.inputValue()).toBe('Yes');
      await label.fill('');
      await page.getByTestId('dict-data-form-submit').click();
      await expectText(page.getByTestId('dict-data-form-label-error'), 'This field is required');
      await label.fill('Yes indeed');
      await page.getByTestId('dict-data-form-submit').click();
      await expectSuccessToast(page, 'Modified successfully');
      await expectHidden(form);
      await dataRow('Yes indeed').waitFor();
      expect((await dataOf(TYPE)).find((d) => d.dictCode === yes.dictCode)?.dictLabel).toBe('Yes indeed');
    }));

  it('refuses to delete a type that still has data', () =>
    withScreenshot(t.page, '14-type-has-data', async () => {
      const { page } = t;
      await openMenu(page, ['System management', 'Dictionaries']);
      await page.getByTestId('dict-page').waitFor();
      await searchType(TYPE);
      await typeRow(TYPE).waitFor();
      await page.getByTestId(`dict-row-delete-${TYPE}`).click();
      await page.getByTestId('dict-delete-dialog').waitFor();
      await page.getByTestId('dict-delete-confirm').click();
      const text = await expectErrorToast(page, new RegExp(`${TYPE} still has data and cannot be deleted`));
      expect(text).not.toMatch(/dict\.typeHasData/);
      await expectHidden(page.getByTestId('dict-delete-dialog'));
      await typeRow(TYPE).waitFor();
      expect(await findType(TYPE)).toBeDefined();
    }));

  it('exports the types as an xlsx file', () =>
    withScreenshot(t.page, '14-export', async () => {
      await expectXlsxDownload(t.page, t.page.getByTestId('dict-export'));
    }));

  it('shows the screen and its refusals in French', () =>
    withScreenshot(t.page, '14-french', async () => {
      const { page } = t;
      await switchLanguage(page, 'fr');
      try {
        await expectText(tabsBar(page), 'Dictionnaires');
        await openTypeForm();
        await page.getByTestId('dict-type-form-name').fill('Doublon');
        await page.getByTestId('dict-type-form-type').fill(TYPE);
        await page.getByTestId('dict-type-form-submit').click();
        await expectText(page.getByTestId('dict-type-form-type-error'), 'Ce type de dictionnaire existe déjà');
        await closeTypeForm();
      } finally {
        await switchLanguage(page, 'en');
      }
    }));

  it('deletes the values, then the type, after confirmation', () =>
    withScreenshot(t.page, '14-delete', async () => {
      const { page } = t;
      const type = (await findType(TYPE))!;
      await page.getByTestId(`dict-row-link-${TYPE}`).click();
      await expectPath(page, `/dict/type/data/${type.dictId}`);
      for (const value of await dataOf(TYPE)) {
        await page.getByTestId(`dict-data-row-delete-${value.dictCode}`).click();
        await page.getByTestId('dict-data-delete-dialog').waitFor();
        await page.getByTestId('dict-data-delete-confirm').click();
        await expectHidden(page.getByTestId('dict-data-delete-dialog'));
        await expectHidden(page.getByTestId(`dict-data-row-${value.dictCode}`));
      }
      await page.getByTestId('dict-data-empty').waitFor();
      expect(await dataOf(TYPE)).toEqual([]);

      await openMenu(page, ['System management', 'Dictionaries']);
      await searchType(TYPE);
      await page.getByTestId(`dict-row-delete-${TYPE}`).click();
      await page.getByTestId('dict-delete-dialog').waitFor();
      await page.getByTestId('dict-delete-confirm').click();
      await expectSuccessToast(page, 'Deleted successfully');
      await expectHidden(typeRow(TYPE));
      await page.getByTestId('dict-empty').waitFor();
      expect(await findType(TYPE)).toBeUndefined();
      const gone = await api('GET', '/upms/system/dict/type/info', { token, query: { dictId: type.dictId } });
      expect([gone.status, gone.errorCode]).toEqual([404, 'dict.typeNotFound']);
    }));
});
