/**
 * The inspection record sheet (decision 0050) end to end: reached from the sidebar, the blank sheet downloaded from the
 * screen and filled with exceljs as an inspector would, imported in the dialog (row errors by row number, the valid row
 * saved), then found on the monitoring records screen with its details.
 */
import { readFile, rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openMenu, runId } from './admin-screens';
import { adminToken, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

const INSPECTOR = `Inspector ${runId()}`;
const SERIAL = 'DEMO-CR2-0006';
let browser: Browser;
let t: TestPage;

beforeAll(async () => {
  // the admin's first password change done through the API when this file runs alone
  await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('inspection record sheet', () => {
  it('downloads the blank sheet, imports it filled with bad rows, and shows the saved record', () =>
    withScreenshot(t.page, '55-inspection-sheet', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['Device monitoring', 'Inspection sheet']);
      await page.getByTestId('inspection-sheet-page').waitFor();

      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByTestId('inspection-sheet-download').click()]);
      expect(download.suggestedFilename()).toBe('inspection-record-sheet.xlsx');
      const file = `/tmp/aed-e2e-inspection-${Date.now()}.xlsx`;
      await download.saveAs(file);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
      await rm(file, { force: true });
      const sheet = book.worksheets[0]!;
      expect(sheet.getRow(1).values).toContain('Serial number');
      expect(sheet.getCell('D2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Pass,Fail"'] });
      [
        [SERIAL, day(-1), INSPECTOR, 'Fail', 'Pass', 'Pass', 'Fail', '', '', 'battery low'], // row 2: saved
        ['NO-SUCH-SERIAL', day(-1), INSPECTOR, 'Pass'], // row 3: unknown device
        [SERIAL, day(9), INSPECTOR, 'Pass'], // row 4: in the future
      ].forEach((cells, r) => cells.forEach((value, c) => (sheet.getCell(r + 2, c + 1).value = value)));
      const filled = Buffer.from(await book.xlsx.writeBuffer());

      await page.getByTestId('inspection-sheet-import').click();
      await page.getByTestId('inspection-import-dialog').waitFor();
      await page.getByTestId('inspection-import-file').setInputFiles({ name: 'inspections.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: filled });
      await page.getByTestId('inspection-import-submit').click();
      await expectText(page.getByTestId('inspection-import-summary'), 'Saved: 1 · duplicates ignored: 0 · rows refused: 2', 30_000);
      await expectText(page.getByTestId('inspection-import-report'), 'Row 3: no device with serial number NO-SUCH-SERIAL');
      await expectText(page.getByTestId('inspection-import-report'), `Row 4: the inspection date ${day(9)} is in the future`);
      await page.getByTestId('inspection-import-close').click();

      await page.goto(`/monitoring/records?serialNumber=${SERIAL}&result=fail`);
      const row = page.locator('[data-testid^="inspection-row-"]').filter({ hasText: INSPECTOR });
      await row.waitFor();
      await expectText(row, 'Battery');
      await row.locator('[data-testid^="inspection-details-"]').click();
      await expectText(page.getByTestId('inspection-details-remark'), 'battery low');
    }));
});
