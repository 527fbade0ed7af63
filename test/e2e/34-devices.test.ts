/**
 * Devices through the UI (issue 4, decision 0018): reach the screen from the sidebar and see the demo fleet by
 * organization, register a device with monitoring items, see its details tabs, copy it, refuse an enable that the
 * rules forbid (translated), import a small xlsx with one bad row and see the row error, export; send a self-test to
 * an enabled device and receive it over MQTT as the device would (decision 0047); then the screen and a refusal in
 * French.
 */
import ExcelJS from 'exceljs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEVICE_IMPORT } from '../../shared/src/i18n/device-labels';
import { DEVICE_IMPORT_COLUMNS, type DeviceImportColumn, type DeviceRecord } from '../../shared/src/schemas/device';
import { apiOk, expectXlsxDownload, openMenu, runId, switchLanguage } from './admin-screens';
import { adminToken, expectHidden, expectPath, expectText, launchBrowser, loginToLayout, newPage, tabsBar, toasts, withScreenshot, type TestPage, untilToastsGone } from './helpers';

const RUN = runId().toUpperCase();
const SERIAL = `E2E-SN-${RUN}`;
const CODE = `E2E-EC-${RUN}`;
const COPY_SERIAL = `E2E-SN-${RUN}-C`;
const IMPORTED = `E2E-IMP-${RUN}`;
const WAIT = { timeout: 10_000 };

let browser: Browser;
let t: TestPage;
let token: string;
let agent: { deptId: number; deptName: string };
let cr2: { modelId: number; typeId: number };

beforeAll(async () => {
  token = await adminToken();
  agent = await apiOk('POST', '/upms/system/dept/add', {
    token,
    body: { parentId: 100, deptName: `E2E Devices ${RUN}`, deptType: '0', equipmentQuota: 10, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 },
  });
  const models = await apiOk<{ modelId: number; typeId: number; modelCode: string }[]>('GET', '/product/model/optionselect', { token });
  cr2 = models.find((m) => m.modelCode === 'CR2')!;
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

async function findDevice(serial: string): Promise<DeviceRecord | undefined> {
  const page = await apiOk<{ rows: DeviceRecord[] }>('GET', '/product/device/page', { token, query: { keyword: serial, limit: 50 } });
  return page.rows.find((r) => r.serialNumber === serial);
}

const row = (serial: string) => t.page.getByTestId(`device-row-${serial}`);
const form = (page: Page) => page.getByTestId('device-form');
const details = (page: Page) => page.getByTestId('device-details');

/** Searches by keyword with Enter, as a user types: the search button may lie under toasts that pause under the pointer. */
async function search(keyword: string) {
  const field = t.page.getByTestId('device-search-keyword');
  await field.fill(keyword);
  await field.press('Enter');
}

async function importFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Devices');
  const words = DEVICE_IMPORT.en;
  sheet.addRow(DEVICE_IMPORT_COLUMNS.map((c) => words[c]));
  const values = (over: Partial<Record<DeviceImportColumn, string | number>>) =>
    DEVICE_IMPORT_COLUMNS.map(
      (c) =>
        ({
          equipmentCode: `${IMPORTED}-EC`,
          equipmentName: 'Imported unit',
          serialNumber: IMPORTED,
          brand: 'Stryker',
          modelName: 'CR2',
          workingPrinciple: 'Fully automatic',
          deptName: agent.deptName,
          saleStatus: 'In stock',
          status: 'Disabled',
          productionDate: '2025-01-01',
          warrantyDate: '2029-01-01',
          reservedInstallDate: '2025-02-01',
          adultUpper: 360,
          adultLower: 200,
          adultExpected: 300,
          adultDeviation: 15,
          childUpper: 90,
          childLower: 50,
          childExpected: 70,
          childDeviation: 15,
          batteryVoltage1: 12,
          monitorItems: 'BATTERY_VOLTAGE',
          ...over,
        })[c as string] ?? '',
    );
  sheet.addRow(values({})); // row 2: imported
  sheet.addRow(values({ serialNumber: `${IMPORTED}-BAD`, equipmentCode: `${IMPORTED}-BAD`, brand: '' })); // row 3: no brand
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('devices', () => {
  it('is reached from the sidebar: Product management > Devices, with the demo fleet by organization', () =>
    withScreenshot(t.page, '34-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['Product management', 'Devices']);
      await page.getByTestId('device-page').waitFor();
      await expectPath(page, /device$/);
      await expectText(tabsBar(page), 'Devices');
      await expectText(page.getByTestId('breadcrumb'), 'Devices');
      await row('DEMO-CR2-0006').waitFor();
      await page.getByTestId('device-dept-tree').getByText('Demo City Clinic', { exact: true }).click();
      await expectText(row('DEMO-CR2-0006'), 'Demo City Clinic');
      await expectText(row('DEMO-CR2-0006'), 'Demo Agent North');
      await expectHidden(row('DEMO-350P-0004'));
      await expectText(page.getByTestId('device-total'), 'Total 3');
      await page.getByTestId('device-dept-all').click();
      await search('stryker');
      await row('DEMO-CR2-0012').waitFor();
      await expectText(page.getByTestId('device-total'), /Total|At least/);
    }));

  it('registers a device with monitoring items and shows its details tabs', () =>
    withScreenshot(t.page, '34-add', async () => {
      const { page } = t;
      await page.getByTestId('device-add').click();
      await form(page).waitFor();
      await page.getByTestId('device-form-equipmentCode').fill(CODE);
      await page.getByTestId('device-form-equipmentName').fill('E2E lobby unit');
      await page.getByTestId('device-form-serialNumber').fill(SERIAL);
      await page.getByTestId('device-form-type').selectOption(String(cr2.typeId));
      await expect.poll(() => page.getByTestId('device-form-model').locator(`option[value="${cr2.modelId}"]`).count(), WAIT).toBe(1);
      await page.getByTestId('device-form-model').selectOption(String(cr2.modelId));
      await expectText(page.getByTestId('device-form-model-facts'), 'Fully automatic');
      await page.getByTestId('device-form-dept').selectOption(String(agent.deptId));
      await page.getByTestId('device-form-productionDate').fill('2025-01-01');
      await page.getByTestId('device-form-purchaseDate').fill('2025-01-10');
      await page.getByTestId('device-form-warrantyDate').fill('2029-01-01');
      await page.getByTestId('device-form-reservedInstallDate').fill('2025-02-01');
      for (const [k, v] of Object.entries({ upper: '360', lower: '200', expected: '300', deviation: '15' })) await page.getByTestId(`device-form-adultShock-${k}`).fill(v);
      for (const [k, v] of Object.entries({ upper: '90', lower: '50', expected: '120', deviation: '15' })) await page.getByTestId(`device-form-childShock-${k}`).fill(v);
      await page.getByTestId('device-form-battery1').fill('12');
      // more factory battery voltages: one input each (up to 4)
      await page.getByTestId('device-form-battery-add').click();
      await page.getByTestId('device-form-battery2').fill('12,5');
      await page.getByTestId('device-form-battery-add').click();
      await page.getByTestId('device-form-battery3').fill('9.6');
      await page.getByTestId('device-form-chargeTimeSeconds').fill('9');
      await page.getByTestId('device-form-item-1').getByText('BATTERY_VOLTAGE', { exact: false }).click();
      await page.getByTestId('device-form-item-4').getByText('SELF_TEST_RESULT', { exact: false }).click();
      // a rule of the form: the child expected energy must lie between the limits
      await page.getByTestId('device-form-submit').click();
      await expectText(page.getByTestId('device-form-childShock-expected-error'), 'The child expected energy must lie between the lower and upper limits');
      await page.getByTestId('device-form-childShock-expected').fill('70');
      await page.getByTestId('device-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await details(page).waitFor();
      expect(await findDevice(SERIAL)).toMatchObject({ equipmentCode: CODE, modelId: cr2.modelId, deptId: agent.deptId, monitorItemIds: [1, 4], status: '1', saleStatus: '1', batteryVoltages: [12, 12.5, 9.6] });
      await expectText(page.getByTestId('device-basic-model'), 'CR2');
      await expectText(page.getByTestId('device-basic-adultShock'), '200–360 J, expected 300 J ±15 %');
      await page.getByTestId('device-tab-monitorItems').click();
      await page.getByTestId('device-monitor-item-BATTERY_VOLTAGE').waitFor();
      await page.getByTestId('device-monitor-item-SELF_TEST_RESULT').waitFor();
      await page.getByTestId('device-tab-sales').click();
      await expectText(page.getByTestId('device-sales-history'), 'Registered');
      await expectText(page.getByTestId('device-sales-history'), 'In stock');
      await page.getByTestId('device-tab-location').click();
      await expectText(page.getByTestId('device-location-history'), agent.deptName);
    }));

  it('copies it: everything but the unique fields, then a new device', () =>
    withScreenshot(t.page, '34-copy', async () => {
      const { page } = t;
      await page.getByTestId('device-details-copy').click();
      await form(page).waitFor();
      await page.getByTestId('device-form-copy-hint').waitFor();
      await expect.poll(() => page.getByTestId('device-form-equipmentName').inputValue(), WAIT).toBe('E2E lobby unit');
      expect(await page.getByTestId('device-form-serialNumber').inputValue()).toBe('');
      await page.getByTestId('device-form-serialNumber').fill(COPY_SERIAL);
      await page.getByTestId('device-form-equipmentCode').fill(`${CODE}-C`);
      await page.getByTestId('device-form-submit').click();
      await expectText(toasts(page, 'success'), 'Copy added successfully');
      await details(page).waitFor();
      await expectText(page.getByTestId('device-details-serial'), COPY_SERIAL);
      expect(await findDevice(COPY_SERIAL)).toMatchObject({ modelId: cr2.modelId, deptId: agent.deptId, monitorItemIds: [1, 4], batteryVoltages: [12, 12.5, 9.6] });
      await page.getByTestId('device-details-close').click();
      await expectHidden(details(page));
    }));

  it('refuses to enable a device in stock, with the translated reason, and changes nothing', () =>
    withScreenshot(t.page, '34-refusal', async () => {
      const { page } = t;
      await search(SERIAL);
      await row(SERIAL).waitFor();
      await page.getByTestId(`device-status-${SERIAL}`).click();
      await page.getByTestId('device-status-dialog').waitFor();
      await page.getByTestId('device-status-change-confirm').click();
      await expectText(toasts(page, 'error'), `A device can be enabled only once it is sold or leased to a customer organization (${SERIAL})`);
      expect((await findDevice(SERIAL))?.status).toBe('1');
      await expectText(row(SERIAL), 'Disabled');
    }));

  it('imports a small xlsx: one device written, the bad row reported with its number', () =>
    withScreenshot(t.page, '34-import', async () => {
      const { page } = t;
      await page.getByTestId('device-import').click();
      const dialog = page.getByTestId('device-import-dialog');
      await dialog.waitFor();
      await page.getByTestId('device-import-file').setInputFiles({ name: 'devices.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await importFile() });
      await page.getByTestId('device-import-submit').click();
      await expectText(page.getByTestId('device-import-summary'), 'Created: 1 · duplicates ignored: 0 · rows refused: 1', 30_000);
      await expectText(page.getByTestId('device-import-row-error'), 'Row 3: missing model, department, brand or working principle (Brand)');
      await page.getByTestId('device-import-close').click();
      await expectHidden(dialog);
      await search(IMPORTED);
      await expectText(row(IMPORTED), 'Imported unit');
      expect(await findDevice(`${IMPORTED}-BAD`)).toBeUndefined();
    }));

  it('exports the devices as xlsx', () =>
    withScreenshot(t.page, '34-export', async () => {
      const { page } = t;
      await search('');
      await expectXlsxDownload(page, page.getByTestId('device-export'));
    }));

  it('sends a self-test to an enabled device, which receives it over MQTT; a device in stock takes none', () =>
    withScreenshot(t.page, '34-command', async () => {
      const { page } = t;
      const enabled = (await apiOk<{ rows: DeviceRecord[] }>('GET', '/product/device/page', { token, query: { status: '0', limit: 10 } })).rows[0]!;
      const device = await mqtt.connectAsync(inject('mqttUrl'), { clientId: `e2e-${RUN}` });
      const received: string[] = [];
      try {
        device.on('message', (_topic, payload) => received.push(payload.toString('utf8')));
        await device.subscribeAsync(`aed/${enabled.serialNumber}/command`, { qos: 1 });
        await untilToastsGone(page);
        await search(enabled.serialNumber);
        await page.getByTestId(`device-row-details-${enabled.serialNumber}`).click();
        await details(page).waitFor();
        await page.getByTestId('device-command-selfTest').click();
        await expectText(page.getByTestId('device-command-dialog'), 'run a self-test now?');
        await page.getByTestId('device-command-confirm').click();
        await expectText(toasts(page, 'success'), `Self-test requested from ${enabled.serialNumber}`);
        await expect.poll(() => received.length, WAIT).toBe(1);
        expect(JSON.parse(received[0]!)).toMatchObject({ v: 1, command: 'selfTest', issuedBy: 1 });
        await page.getByTestId('device-details-close').click();
        await expectHidden(details(page));
        await search(SERIAL);
        await page.getByTestId(`device-row-details-${SERIAL}`).click();
        await details(page).waitFor();
        expect(await page.getByTestId('device-command-locate').isDisabled()).toBe(true);
        await page.getByTestId('device-details-close').click();
        await expectHidden(details(page));
      } finally {
        await device.endAsync();
      }
    }));

  it('shows the screen, the details and a refusal in French', () =>
    withScreenshot(t.page, '34-french', async () => {
      const { page } = t;
      await switchLanguage(page, 'fr');
      try {
        await expectText(page.getByTestId('breadcrumb'), 'Appareils');
        await search(SERIAL);
        await expectText(row(SERIAL), 'En stock');
        await page.getByTestId(`device-row-details-${SERIAL}`).click();
        await details(page).waitFor();
        await expectText(page.getByTestId('device-tab-sales'), 'Historique des ventes');
        await page.getByTestId('device-details-close').click();
        await expectHidden(details(page));
        // the English refusal of an earlier test may still be on screen (error toasts stay 5 s)
        await untilToastsGone(page);
        await page.getByTestId(`device-status-${SERIAL}`).click();
        await page.getByTestId('device-status-change-confirm').click();
        const text = await expectText(toasts(page, 'error'), "Un appareil ne peut être activé qu'une fois vendu ou loué à une organisation cliente");
        expect(text).not.toMatch(/can be enabled/);
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
