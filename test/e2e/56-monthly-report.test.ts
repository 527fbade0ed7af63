/**
 * Device monitoring > Monthly report (decision 0051) through the UI: reached from the sidebar, the previous month by
 * default, the download is an xlsx with the summary, devices and alarms sheets in the user's language; a month not
 * begun is refused with a translated message.
 */
import { readFile, rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { adminToken, expectPath, expectText, launchBrowser, loginToLayout, newPage, toasts, withScreenshot, type TestPage } from './helpers';

let browser: Browser;
let t: TestPage;

beforeAll(async () => {
  // the administrator's first password is replaced once (a fresh platform starts with the initial one)
  await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('monthly report', () => {
  it('is reached from the sidebar: Device monitoring > Monthly report', () =>
    withScreenshot(t.page, '56-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('Device monitoring', { exact: true }).click();
      await sidebar.getByText('Monthly report', { exact: true }).click();
      await page.getByTestId('monthly-report-page').waitFor();
      await expectPath(page, /monitoring\/monthly-report/);
    }));

  it('downloads the previous month of the chosen organization as an xlsx in the user\'s language', () =>
    withScreenshot(t.page, '56-download', async () => {
      const { page } = t;
      const dept = page.getByTestId('monthly-report-dept');
      await expect.poll(() => dept.inputValue(), { timeout: 10_000 }).not.toBe('');
      const now = new Date();
      const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      expect(await page.getByTestId('monthly-report-month').inputValue()).toBe(String(previous.getUTCMonth() + 1));
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId('monthly-report-download').click()]);
      const month = previous.toISOString().slice(0, 7);
      expect(download.suggestedFilename()).toBe(`monthly-report-${await dept.inputValue()}-${month}.xlsx`);
      const file = `/tmp/aed-e2e-${Date.now()}.xlsx`;
      await download.saveAs(file);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await readFile(file)) as never);
      await rm(file, { force: true });
      expect(wb.worksheets.map((s) => s.name)).toEqual(['Summary', 'Devices', 'Alarms']);
      const summary = wb.worksheets[0]!;
      expect(summary.getCell('A1').value).toBe('Monthly report');
      expect(summary.getCell('B3').value).toBe(month);
      await expectText(toasts(page, 'success'), /Report downloaded/);
    }));

  it('refuses a month that has not begun, in words', () =>
    withScreenshot(t.page, '56-future', async () => {
      const { page } = t;
      const now = new Date();
      // the year select offers this year and earlier ones: next month is reachable unless this is December
      if (now.getUTCMonth() === 11) return;
      await page.getByTestId('monthly-report-month-year').selectOption(String(now.getUTCFullYear()));
      await page.getByTestId('monthly-report-month').selectOption(String(now.getUTCMonth() + 2));
      await page.getByTestId('monthly-report-download').click();
      await expectText(toasts(page, 'error'), 'The month has not begun yet: choose this month or an earlier one');
    }));
});
