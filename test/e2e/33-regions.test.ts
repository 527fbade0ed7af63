/**
 * Administrative regions through the UI: reach the screen from the sidebar (Product management), browse the demo
 * tree level by level, search by a name in another language, add a country and a sub-region, modify it, disable and
 * enable, refuse to delete a region with sub-regions (translated toast), delete after confirmation (a cancel keeps
 * it), import a generated xlsx (children before parents, a duplicate and a bad row) with progress and row messages;
 * then the screen, the demo names and a duplicate-code refusal in French.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import type { RegionRecord, RegionRow } from '../../shared/src/schemas/region';
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

const RUN = Date.now().toString(36).toUpperCase();
/** expect.poll waits 1 s by default: UI state gets longer. */
const WAIT = { timeout: 10_000 };
const COUNTRY = `E2E-${RUN}`;
const COUNTRY_NAME = `E2E Land ${RUN}`;
const PROVINCE = `${COUNTRY}-P`;
const PROVINCE_NAME = `E2E Province ${RUN}`;
const NEW_NAME = `E2E Provence ${RUN}`;
const FR_COUNTRY = `E2E-FR-${RUN}`;
const IMPORTED = `E2E-I-${RUN}`;

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
  for (const code of [PROVINCE, COUNTRY, FR_COUNTRY, `${IMPORTED}-1-1`, `${IMPORTED}-1`, IMPORTED]) {
    const left = await findRegion(code).catch(() => undefined);
    if (left) await api('DELETE', '/product/region/delete', { token, query: { ids: left.regionId } }).catch(() => undefined);
  }
});

/* ---------------------------------------------------------------- API */

async function findRegion(code: string): Promise<RegionRow | undefined> {
  const r = await api<{ rows: RegionRow[] }>('GET', '/product/region/page', { token, query: { keyword: code, limit: 50 } });
  if (r.code !== 200) throw new Error(`region page failed: ${JSON.stringify(r)}`);
  return r.data!.rows.find((row) => row.regionCode === code);
}

/* ---------------------------------------------------------------- UI */

const row = (code: string) => t.page.getByTestId(`region-row-${code}`);
const formDialog = (page: Page) => page.getByTestId('region-form');
const deleteDialog = (page: Page) => page.getByTestId('region-delete-dialog');
const statusDialog = (page: Page) => page.getByTestId('region-status-dialog');

async function noToasts(page: Page) {
  await untilToastsGone(page);
}

async function switchLanguage(page: Page, code: string) {
  await page.getByTestId('lang-switch').first().selectOption(code);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(code);
  await expect.poll(async () => (await t.context.cookies()).find((c) => c.name === COOKIES.language)?.value, WAIT).toBe(code);
}

async function searchKeyword(keyword: string) {
  const { page } = t;
  await page.getByTestId('region-search-keyword').fill(keyword);
  await page.getByTestId('region-search-submit').click();
}

/** An import file: a city listed before its province and country, a duplicate of a demo code, a bad row. */
async function importFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Regions');
  sheet.addRow(['Region code', 'Parent code', 'Default name', 'Name (English)', 'Name (French)', 'Sort order', 'Status']);
  sheet.addRow([`${IMPORTED}-1-1`, `${IMPORTED}-1`, `Imported city ${RUN}`, '', '', 1, 'Enabled']); // row 2
  sheet.addRow([IMPORTED, '', `Imported land ${RUN}`, '', `Pays importé ${RUN}`, 9, '']); // row 3
  sheet.addRow([`${IMPORTED}-1`, IMPORTED, `Imported province ${RUN}`, '', '', 1, '']); // row 4
  sheet.addRow(['FR', '', 'France again', '', '', '', '']); // row 5: duplicate
  sheet.addRow([`${IMPORTED}-2`, IMPORTED, `Bad status ${RUN}`, '', '', '', 'perhaps']); // row 6: refused
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function backToTree() {
  await t.page.getByTestId('region-search-reset').click();
  await t.page.getByTestId('region-table').waitFor();
}

describe('administrative regions', () => {
  it('is reached from the sidebar: Product management > Administrative regions, with the demo tree loaded level by level', () =>
    withScreenshot(t.page, '33-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('Product management', { exact: true }).click();
      await sidebar.getByText('Administrative regions', { exact: true }).click();
      await page.getByTestId('region-page').waitFor();
      await expectPath(page, /region/);
      await expectText(tabsBar(page), 'Administrative regions');
      await expectText(page.getByTestId('breadcrumb'), 'Administrative regions');
      // the countries only, in English (China's official name shown beside it)
      await expectText(row('FR'), 'France');
      await expectText(row('CN'), 'China');
      await expectText(row('CN'), 'Default name: 中国');
      await expectText(row('TW'), 'Taiwan');
      expect(await row('FR-IDF').count()).toBe(0);
      // expanding a row loads its level
      await page.getByTestId('region-toggle-FR').click();
      await expectText(row('FR-IDF'), 'Île-de-France');
      await page.getByTestId('region-toggle-FR-IDF').click();
      await expectText(row('FR-75'), 'Paris');
      await expectText(row('FR-75'), 'City');
      await page.getByTestId('region-toggle-FR').click();
      await expectHidden(row('FR-IDF'));
    }));

  it('finds a region by a name in another language and shows its full name', () =>
    withScreenshot(t.page, '33-search', async () => {
      const { page } = t;
      await searchKeyword('pékin');
      const result = page.getByTestId('region-result-CN-BJ');
      await expectText(result, 'China / Beijing');
      await expectText(page.getByTestId('region-results-total'), /\b1\b/);
      await searchKeyword(`none-${RUN}`);
      await page.getByTestId('region-results-empty').waitFor();
      await backToTree();
    }));

  it('adds a country and a sub-region under it', () =>
    withScreenshot(t.page, '33-add', async () => {
      const { page } = t;
      await page.getByTestId('region-add').click();
      await formDialog(page).waitFor();
      await expectText(formDialog(page), 'Add a country');
      await page.getByTestId('region-form-code').fill(COUNTRY);
      await page.getByTestId('region-form-name').fill(COUNTRY_NAME);
      await page.getByTestId('region-form-name-zh-CN').fill(`测试国 ${RUN}`);
      await page.getByTestId('region-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      await expectText(row(COUNTRY), COUNTRY_NAME);
      expect(await findRegion(COUNTRY)).toMatchObject({ level: 1, parentId: 0, names: { 'zh-CN': `测试国 ${RUN}`, en: '' } });

      await page.getByTestId(`region-row-add-${COUNTRY}`).click();
      await formDialog(page).waitFor();
      await expectText(page.getByTestId('region-form-parent-label'), COUNTRY_NAME);
      await page.getByTestId('region-form-code').fill(PROVINCE);
      await page.getByTestId('region-form-name').fill(PROVINCE_NAME);
      await page.getByTestId('region-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      // the parent opened to show it
      await expectText(row(PROVINCE), PROVINCE_NAME);
      await expectText(row(PROVINCE), 'Province / state');
      expect(await row(PROVINCE).getAttribute('aria-level')).toBe('2');
      const country = (await findRegion(COUNTRY))!;
      expect(await findRegion(PROVINCE)).toMatchObject({ parentId: country.regionId, level: 2, path: [{ regionCode: COUNTRY }, { regionCode: PROVINCE }] });
    }));

  it('modifies it, and disables then enables it with confirmation', () =>
    withScreenshot(t.page, '33-edit', async () => {
      const { page } = t;
      await page.getByTestId(`region-row-edit-${PROVINCE}`).click();
      const name = page.getByTestId('region-form-name');
      await name.waitFor();
      await expect.poll(() => name.inputValue(), WAIT).toBe(PROVINCE_NAME);
      // its parent is shown in the parent select
      await expect.poll(() => page.getByTestId('region-form-parent-1').inputValue(), WAIT).not.toBe('');
      await name.fill(NEW_NAME);
      await page.getByTestId('region-form-name-fr').fill(`Provence E2E ${RUN}`);
      await page.getByTestId('region-form-order').fill('7');
      await page.getByTestId('region-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      await expectText(row(PROVINCE), NEW_NAME);
      expect(await findRegion(PROVINCE)).toMatchObject({ regionName: NEW_NAME, orderNum: 7, names: { fr: `Provence E2E ${RUN}` } });

      await page.getByTestId(`region-row-status-${COUNTRY}`).click();
      await statusDialog(page).waitFor();
      await expectText(statusDialog(page), 'will no longer be offered');
      await page.getByTestId('region-status-confirm').click();
      await expectText(toasts(page, 'success'), 'Region disabled');
      await expectText(row(COUNTRY), 'Disabled');
      // a disabled region takes no sub-region
      await expectHidden(page.getByTestId(`region-row-add-${COUNTRY}`));
      await page.getByTestId(`region-row-status-${COUNTRY}`).click();
      await page.getByTestId('region-status-confirm').click();
      await expectText(toasts(page, 'success'), 'Region enabled');
      await expectText(row(COUNTRY), 'Enabled');
    }));

  it('refuses to delete a region with sub-regions (translated), then deletes after confirmation; a cancel keeps it', () =>
    withScreenshot(t.page, '33-delete', async () => {
      const { page } = t;
      await noToasts(page);
      await page.getByTestId(`region-row-delete-${COUNTRY}`).click();
      await deleteDialog(page).waitFor();
      await expectText(deleteDialog(page), COUNTRY);
      await page.getByTestId('region-delete-confirm').click();
      const refusal = await expectText(toasts(page, 'error'), /has sub-regions \(1\) and cannot be deleted/);
      expect(refusal).toContain(COUNTRY_NAME);
      expect(refusal).not.toMatch(/region\.hasChildren/);
      expect(await findRegion(COUNTRY)).toBeDefined();
      await noToasts(page);

      await page.getByTestId(`region-row-delete-${PROVINCE}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('region-delete-cancel').click();
      await expectHidden(deleteDialog(page));
      expect(await findRegion(PROVINCE)).toBeDefined();

      await page.getByTestId(`region-row-delete-${PROVINCE}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('region-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(row(PROVINCE));
      expect(await findRegion(PROVINCE)).toBeUndefined();
      // now childless: it goes too
      await expectHidden(page.getByTestId(`region-toggle-${COUNTRY}`));
      await page.getByTestId(`region-row-delete-${COUNTRY}`).click();
      await page.getByTestId('region-delete-confirm').click();
      await expectHidden(row(COUNTRY));
      expect(await findRegion(COUNTRY)).toBeUndefined();
    }));

  it('imports a generated xlsx: parents first, progress, row messages, and the imported branch in the tree', () =>
    withScreenshot(t.page, '33-import', async () => {
      const { page } = t;
      await noToasts(page);
      await page.getByTestId('region-import').click();
      const dialog = page.getByTestId('region-import-dialog');
      await dialog.waitFor();
      await expectText(page.getByTestId('region-import-limits'), 'at most 4 MB and 5000 rows');
      await page.getByTestId('region-import-file').setInputFiles({
        name: 'regions.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await importFile(),
      });
      await page.getByTestId('region-import-submit').click();
      await expectText(page.getByTestId('region-import-summary'), 'Created: 3 · duplicates ignored: 1 · rows refused: 1', 30_000);
      await expectText(page.getByTestId('region-import-progress-text'), '3 / 3');
      await expectText(page.getByTestId('region-import-row-duplicate'), 'Row 5: the code "FR" already exists, row ignored');
      await expectText(page.getByTestId('region-import-row-error'), 'Row 6: Status is invalid');
      await page.getByTestId('region-import-close').click();
      await expectHidden(dialog);

      const district = (await findRegion(`${IMPORTED}-1-1`))!;
      expect(district.path.map((n) => n.regionCode)).toEqual([IMPORTED, `${IMPORTED}-1`, `${IMPORTED}-1-1`]);
      expect(district.level).toBe(3);
      await page.getByTestId(`region-toggle-${IMPORTED}`).click();
      await page.getByTestId(`region-toggle-${IMPORTED}-1`).click();
      await expectText(row(`${IMPORTED}-1-1`), `Imported city ${RUN}`);
      await expectText(row(`${IMPORTED}-1-1`), 'City');
      expect(await findRegion(`${IMPORTED}-2`)).toBeUndefined();
    }));

  it('shows the screen, the demo names and a duplicate-code refusal in French', () =>
    withScreenshot(t.page, '33-french', async () => {
      const { page } = t;
      const added = await api<RegionRecord>('POST', '/product/region/add', { token, body: { regionCode: FR_COUNTRY, regionName: `E2E Pays ${RUN}` } });
      expect(added.code, JSON.stringify(added)).toBe(200);
      await noToasts(page);
      await switchLanguage(page, 'fr');
      try {
        await expectText(page.getByTestId('breadcrumb'), 'Régions administratives');
        await expectText(tabsBar(page), 'Régions administratives');
        await page.getByTestId('region-refresh').click();
        await expectText(row('CN'), 'Chine');
        await expectText(row('CN'), 'Pays');
        await page.getByTestId('region-toggle-CN').click();
        await expectText(row('CN-BJ'), 'Pékin');
        await page.getByTestId('region-add').click();
        await formDialog(page).waitFor();
        await expectText(formDialog(page), 'Ajouter un pays');
        await page.getByTestId('region-form-code').fill(FR_COUNTRY.toLowerCase());
        await page.getByTestId('region-form-name').fill(`Autre ${RUN}`);
        await page.getByTestId('region-form-submit').click();
        const text = await expectText(page.getByTestId('region-form-code-error'), 'Le code de région existe déjà');
        expect(text).not.toMatch(/already exists/);
        await formDialog(page).getByRole('button', { name: 'Annuler' }).click();
        await expectHidden(formDialog(page));
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
