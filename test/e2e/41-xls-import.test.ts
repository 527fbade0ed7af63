/**
 * A legacy .xls (Excel 97-2003, docs/decisions/0032) through the import dialog: the picker takes it, the server reads
 * it like an xlsx, a row whose cell carries a bidi override is refused by row number, and the regions are created.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { utils, write } from '@e965/xlsx';
import { apiOk, runId } from './admin-screens';
import { adminToken, expectHidden, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

const CODE = `XLS-${runId()}`.toUpperCase();
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

function xlsFile(): Buffer {
  const book = utils.book_new();
  const sheet = utils.aoa_to_sheet([
    ['parentCode', 'regionCode', 'regionName'],
    [CODE, `${CODE}-1`, 'Xls child'], // row 2: before its parent
    ['', CODE, `Xls country ${CODE}`], // row 3
    [CODE, `${CODE}-2`, 'Spoofed\u202Eeman'], // row 4: a bidi override
  ]);
  utils.book_append_sheet(book, sheet, 'Regions');
  return write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
}

describe('.xls import', () => {
  it('imports regions from an Excel 97-2003 file chosen in the dialog', () =>
    withScreenshot(t.page, '41-xls-import', async () => {
      const { page } = t;
      await loginToLayout(t);
      await page.goto('/product/region');
      await page.getByTestId('region-import').click();
      const dialog = page.getByTestId('region-import-dialog');
      await dialog.waitFor();
      expect(await page.getByTestId('region-import-file').getAttribute('accept')).toContain('.xls,');
      await page.getByTestId('region-import-file').setInputFiles({ name: 'regions.xls', mimeType: 'application/vnd.ms-excel', buffer: xlsFile() });
      await page.getByTestId('region-import-submit').click();
      await expectText(page.getByTestId('region-import-summary'), 'Created: 2 · duplicates ignored: 0 · rows refused: 1', 30_000);
      await expectText(page.getByTestId('region-import-row-error'), 'Row 4: The text contains invisible control or text-direction characters: remove them');
      await page.getByTestId('region-import-close').click();
      await expectHidden(dialog);
      const found = await apiOk<{ rows: { regionCode: string }[] }>('GET', '/product/region/page', { token, query: { keyword: CODE, limit: 50 } });
      expect(found.rows.map((r) => r.regionCode).sort()).toEqual([CODE, `${CODE}-1`]);
    }));
});
