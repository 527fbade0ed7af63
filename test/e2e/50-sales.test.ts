/**
 * Sales through the UI (issue 15, decision 0043): a stock device of the demo agent is leased to a sub-agent from its
 * row on the devices screen (an empty sale refused at its fields first), then sublet by the sub-agent's chain to a
 * customer; the device's organization and sale status follow, its details show the sales history; on the sales
 * records screen the parent sale cannot be voided while the sublet runs (the spec's refusal, translated), the sublet
 * is voided after a confirmation and the device goes back to the sub-agent; the sale dialog in French and Chinese; a
 * lease due in 20 days on the Lease-expiry reminders screen (Work orders), renewed from there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DeviceRecord } from '../../shared/src/schemas/device';
import type { SaleRecord } from '../../shared/src/schemas/sale';
import { addStockDevice, adminToken, api, apiOk as ok, expectText, launchBrowser, loginToLayout, newPage, toasts, untilToastsGone, withScreenshot, type TestPage } from './helpers';

const RUN = Date.now().toString(36).toUpperCase();
const WAIT = { timeout: 10_000 };
const SERIAL = `E2E-SN-SALE-${RUN}`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let t: TestPage;
let token: string;
let sub: { deptId: number; deptName: string };
let customer: { deptId: number; deptName: string };
let deviceId: number;


const device = async (): Promise<DeviceRecord> => ok(api<DeviceRecord>('GET', '/product/device/info', { token, query: { deviceId } }), 'device info');
const sales = async (): Promise<SaleRecord[]> => ok(api<SaleRecord[]>('GET', '/product/sale/device', { token, query: { deviceId } }), 'device sales');

beforeAll(async () => {
  token = await adminToken();
  const depts = await ok(api<{ deptId: number; deptName: string }[]>('GET', '/upms/system/dept/list', { token }), 'dept list');
  const north = depts.find((d) => d.deptName === 'Demo Agent North')!;
  sub = await ok(api('POST', '/upms/system/dept/add', { token, body: { parentId: north.deptId, deptType: '0', deptName: `E2E Sub-agent ${RUN}`, equipmentQuota: 5, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 } }), 'sub-agent');
  customer = await ok(api('POST', '/upms/system/dept/add', { token, body: { parentId: sub.deptId, deptType: '2', deptName: `E2E Pharmacy ${RUN}`, equipmentQuota: 2, userQuota: 2, operationAccountCount: 1, viewAccountCount: 1 } }), 'customer');
  const model = (await ok(api<{ rows: { modelId: number }[] }>('GET', '/product/model/page', { token, query: { page: 1, limit: 10, modelCode: 'CR2' } }), 'model')).rows[0]!;
  ({ deviceId } = await addStockDevice(token, { tag: `SALE-${RUN}`, deptId: north.deptId, modelId: model.modelId, outboundDate: '2025-02-01' }));
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const saleForm = (page: Page) => page.getByTestId('sale-form-dialog');

async function openSellDialog(page: Page, serial = SERIAL) {
  await page.goto(`/product/device?keyword=${encodeURIComponent(serial.toLowerCase())}`);
  await page.getByTestId(`device-row-sell-${serial}`).click();
  await saleForm(page).waitFor();
}

async function fillSale(page: Page, buyerId: number, end: string) {
  await page.getByTestId('sale-form-buyer').selectOption(String(buyerId));
  await page.getByTestId('sale-form-endDate').fill(end);
  await page.getByTestId('sale-form-person-0-name').fill('Nadia Roux');
  await page.getByTestId('sale-form-person-0-phone').fill('+33 6 12 34 56 78');
  await page.getByTestId('sale-form-person-0-email').fill('nadia.roux@example.com');
  await page.getByTestId('sale-form-handler-demo.handler').click();
  await page.getByTestId('sale-form-address').fill('1 rue de la Paix');
  await page.getByTestId('sale-form-locationDesc').fill('Pharmacy counter');
}

describe('sales', () => {
  it('leases a stock device to a sub-agent from its row, after refusing an empty sale at its fields', () =>
    withScreenshot(t.page, '50-sell', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openSellDialog(page);
      await page.getByTestId('sale-form-submit').click();
      await expectText(page.getByTestId('sale-form-handlerIds-error'), 'Choose at least one work-order handler');
      await expectText(page.getByTestId('sale-form-person-0-name-error'), 'This field is required');
      await expectText(page.getByTestId('sale-form-buyerDeptId-error'), 'This field is required');
      expect(await sales()).toEqual([]);

      await fillSale(page, sub.deptId, day(365));
      // the GPS point picked on the map (no tiles needed: the map takes the click)
      await page.getByTestId('sale-form-map-toggle').click();
      const map = page.getByTestId('sale-form-map');
      await map.waitFor();
      await map.click({ position: { x: 120, y: 80 } });
      await expect.poll(() => page.getByTestId('sale-form-latitude').inputValue(), WAIT).toMatch(/^-?\d+(\.\d+)?$/);
      const [lat, lng] = [Number(await page.getByTestId('sale-form-latitude').inputValue()), Number(await page.getByTestId('sale-form-longitude').inputValue())];
      expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(lng)).toBeLessThanOrEqual(180);
      // an on-site photo sent straight to storage, and the customer's signature drawn on screen
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      await page.getByTestId('sale-files-photo-upload-input').setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: png });
      await expectText(page.getByTestId('sale-files-photo'), 'lobby.png');
      const pad = page.getByTestId('sale-files-customerSignature-pad').locator('canvas');
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 40);
      await page.mouse.down();
      await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
      await page.mouse.move(box.x + 200, box.y + 30, { steps: 8 });
      await page.mouse.up();
      await page.getByTestId('sale-files-customerSignature-pad-save').click();
      await expectText(page.getByTestId('sale-files-customerSignature'), /\.png/);
      await page.getByTestId('sale-form-submit').click();
      await expectText(toasts(page, 'success'), 'Sale recorded');
      await expect.poll(async () => (await device()).deptId, WAIT).toBe(sub.deptId);
      expect((await sales())[0]!.files.map((f) => [f.slot, f.contentType])).toEqual([
        ['photo', 'image/png'],
        ['customerSignature', 'image/png'],
      ]);
      expect(await device()).toMatchObject({ saleStatus: '3' });
      expect((await sales())[0]!.location).toMatchObject({ latitude: lat, longitude: lng, address: '1 rue de la Paix' });
      await untilToastsGone(page);
    }));

  it('sublets it down to a customer; the sublet cannot end after the lease it comes from', () =>
    withScreenshot(t.page, '50-sublet', async () => {
      const { page } = t;
      await openSellDialog(page);
      await fillSale(page, customer.deptId, day(400));
      await page.getByTestId('sale-form-submit').click();
      // only the end lies outside the lease: the message is at the end date
      await expectText(page.getByTestId('sale-form-endDate-error'), /A sublet lies within the sale it comes from/);
      expect((await sales()).length).toBe(1);
      await page.getByTestId('sale-form-endDate').fill(day(300));
      await page.getByTestId('sale-form-submit').click();
      await expectText(toasts(page, 'success'), 'Sale recorded');
      await expect.poll(async () => (await device()).deptId, WAIT).toBe(customer.deptId);
      await untilToastsGone(page);

      // the device's details: both levels of the chain in its sales history
      await page.getByTestId(`device-row-details-${SERIAL}`).click();
      await page.getByTestId('device-tab-sales').click();
      const history = page.getByTestId('device-sales-table');
      await expectText(history, customer.deptName);
      await expectText(history, sub.deptName);
      await page.keyboard.press('Escape');
    }));

  it('refuses to void the lease while the sublet runs, voids the sublet after a confirmation, and the device goes back', () =>
    withScreenshot(t.page, '50-void', async () => {
      const { page } = t;
      const [sublet, lease] = await sales();
      await page.goto(`/product/sale?keyword=${encodeURIComponent(SERIAL.toLowerCase())}`);
      await page.getByTestId(`sale-row-${lease!.saleId}`).waitFor();
      await page.getByTestId(`sale-row-more-${lease!.saleId}`).click();
      await page.getByTestId(`sale-row-void-${lease!.saleId}`).click();
      await expectText(page.getByTestId('sale-void-dialog'), SERIAL);
      await page.getByTestId('sale-void-confirm').click();
      await expectText(toasts(page, 'error'), 'Subordinate agents hold valid sales of this device: void those first');
      expect((await device()).deptId).toBe(customer.deptId);
      await untilToastsGone(page);

      await page.getByTestId(`sale-row-more-${sublet!.saleId}`).click();
      await page.getByTestId(`sale-row-void-${sublet!.saleId}`).click();
      await page.getByTestId('sale-void-confirm').click();
      await expectText(toasts(page, 'success'), 'Sale voided');
      await expect.poll(async () => (await device()).deptId, WAIT).toBe(sub.deptId);
      await expectText(page.getByTestId(`sale-validity-${sublet!.saleId}`), 'Void');
      await untilToastsGone(page);
    }));

  it('shows the sale dialog and its refusals in French and in Chinese', () =>
    withScreenshot(t.page, '50-languages', async () => {
      const { page } = t;
      for (const [lng, title, handler] of [
        ['fr', `Vendre l'appareil ${SERIAL}`, "Choisissez au moins un responsable d'intervention"],
        ['zh-CN', `销售设备 ${SERIAL}`, '请至少选择一位工单处理人'],
      ] as const) {
        await page.getByTestId('lang-switch').first().selectOption(lng);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(lng);
        // the device is leased to the sub-agent: selling on from there is a sublet
        await openSellDialog(page);
        await expectText(saleForm(page), title);
        await page.getByTestId('sale-form-submit').click();
        await expectText(page.getByTestId('sale-form-handlerIds-error'), handler);
        await page.getByTestId('sale-form-cancel').click();
      }
      await page.getByTestId('lang-switch').first().selectOption('en');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('en');
    }));

  it('lists a lease due in 20 days among the lease-expiry reminders, and renews it from there', () =>
    withScreenshot(t.page, '50-lease-reminders', async () => {
      const { page } = t;
      const depts = await ok(api<{ deptId: number; deptName: string }[]>('GET', '/upms/system/dept/list', { token }), 'dept list');
      const north = depts.find((d) => d.deptName === 'Demo Agent North')!;
      const model = (await ok(api<{ rows: { modelId: number }[] }>('GET', '/product/model/page', { token, query: { page: 1, limit: 10, modelCode: 'CR2' } }), 'model')).rows[0]!;
      const due = await addStockDevice(token, { tag: `LEASE-${RUN}`, deptId: north.deptId, modelId: model.modelId, outboundDate: '2025-02-01' });
      await openSellDialog(page, due.serialNumber);
      await fillSale(page, sub.deptId, day(20));
      await page.getByTestId('sale-form-submit').click();
      await expectText(toasts(page, 'success'), 'Sale recorded');
      await untilToastsGone(page);
      const [lease] = await ok(api<SaleRecord[]>('GET', '/product/sale/device', { token, query: { deviceId: due.deviceId } }), 'device sales');

      await page.goto(`/workorder/lease?keyword=${encodeURIComponent(due.serialNumber.toLowerCase())}`);
      const row = page.getByTestId(`lease-row-${lease!.saleId}`);
      await expectText(row, sub.deptName);
      await expectText(page.getByTestId(`lease-days-${lease!.saleId}`), 'In 20 days');
      // beyond 7 days: not among the leases due within 7
      await page.getByTestId('lease-search-due').selectOption('7');
      await page.getByTestId('lease-search-submit').click();
      await expectText(page.getByTestId('lease-empty'), 'No lease has rent due within 7 days');
      await page.goBack();
      await row.waitFor();

      await page.getByTestId(`lease-row-relet-${lease!.saleId}`).click();
      await page.getByTestId('sale-relet-endDate').fill(day(400));
      await page.getByTestId('sale-relet-submit').click();
      await expectText(toasts(page, 'success'), 'Lease renewed');
      // the renewal runs a year on: nothing due within 30 days any more
      await expectText(page.getByTestId('lease-empty'), 'No lease has rent due within 30 days');
      await untilToastsGone(page);
    }));
});
