/**
 * QR codes and the public maintenance record (issue 15, decision 0042): a code generated through the API is bound in
 * the device's details (opened by the address the inspector login lands on), its URL opened logged out at phone width
 * reads the record, an invalid code shows "Invalid QR Code", the print view's labels are 30 x 15 mm in the PDF, and the
 * device list prints the labels of the selected devices (the one without a code gets one bound).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { DeptRecord } from '../../shared/src/schemas/dept';
import type { DeviceModelRow } from '../../shared/src/schemas/device-model';
import type { ProductTypeRecord } from '../../shared/src/schemas/product-type';
import type { QrCodeRecord } from '../../shared/src/schemas/qr';
import { ADMIN, ADMIN_PASSWORD, addStockDevice, adminToken, api, apiOk as ok, baseUrl, expectPath, expectText, launchBrowser, login, loginToLayout, newPage, tick, withScreenshot, type TestPage } from './helpers';

const RUN = Date.now().toString(36);
const WAIT = { timeout: 15_000 };

let browser: Browser;
let t: TestPage;
let token: string;
let type: ProductTypeRecord;
let model: DeviceModelRow;
let org: DeptRecord;
let serial: string;
let deviceId: number;
let code: string;
/** A device without a code: the device list's Print QR labels gives it one. */
let second: { serial: string; deviceId: number };


/** A stock device of the organization, added through the devices API as a user adds one. */
async function createDevice(suffix = ''): Promise<{ serial: string; deviceId: number }> {
  const added = await addStockDevice(token, { tag: `QR-${RUN}${suffix}`, deptId: org.deptId, modelId: model.modelId });
  return { serial: added.serialNumber, deviceId: added.deviceId };
}

beforeAll(async () => {
  token = await adminToken();
  type = await ok(api<ProductTypeRecord>('POST', '/product/type/add', { token, body: { typeCode: `E2E-QT-${RUN}`, typeName: `E2E QR ${RUN}` } }));
  model = await ok(api<DeviceModelRow>('POST', '/product/model/add', { token, body: { typeId: type.typeId, brand: 'E2E Zoll', modelCode: `E2E-AED3-${RUN}`, modelName: `E2E AED 3 ${RUN}`, workingPrinciple: '2' } }));
  org = await ok(api<DeptRecord>('POST', '/upms/system/dept/add', { token, body: { parentId: 100, deptName: `E2E QR ${RUN}`, deptType: '0', equipmentQuota: 10, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 } }));
  ({ serial, deviceId } = await createDevice());
  second = await createDevice('-B');
  const codes = await ok(api<QrCodeRecord[]>('POST', '/product/qr/generate', { token, body: { bound: false, deptId: org.deptId, amount: 1 } }));
  code = codes[0]!.code;
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('QR codes', () => {
  it('binds a scanned code in the device details', () =>
    withScreenshot(t.page, '49-qr-bind', async () => {
      const { page } = t;
      await loginToLayout(t);
      await page.goto(`/product/device?details=${deviceId}`);
      await page.getByTestId('device-tab-qr').click();
      await page.getByTestId('device-qr-input').fill(`http://localhost/deviceInfo?code=${code}`);
      await page.getByTestId('device-qr-input').press('Enter');
      await expectText(page.getByTestId('device-qr-code'), code);
    }));

  it('opens the code\'s URL logged out on a phone and reads the record', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    try {
      await page.goto(`/deviceInfo?code=${code}`);
      await expectText(page.getByTestId('qr-serial'), serial);
      await expectText(page.getByTestId('qr-public-title'), 'Carnet de maintenance');
      await page.getByTestId('lang-switch').selectOption('en');
      await expectText(page.getByTestId('qr-public-title'), 'Maintenance Record');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.goto('/deviceInfo?code=not-a-code');
      await expectText(page.getByTestId('qr-invalid'), 'Invalid QR Code');
      await page.goto('/deviceResume?code=AAAAAAAAAAAAAAAAAAAAAA');
      await expectText(page.getByTestId('qr-invalid'), 'Invalid QR Code');
    } finally {
      await context.close();
    }
  });

  it('sends an inspector from the public page through the login to the device in the product', async () => {
    const inspector = await newPage(browser);
    try {
      await withScreenshot(inspector.page, '49-qr-inspector', async () => {
        const { page } = inspector;
        await page.goto(`/deviceInfo?code=${code}`);
        await expectText(page.getByTestId('qr-serial'), serial);
        await page.getByTestId('qr-inspector-login').first().click();
        await expectPath(page, '/login');
        // the same login as anywhere (captcha, consent, lock rules), then the device's details
        await login(inspector, ADMIN, ADMIN_PASSWORD, { goto: false });
        await expectPath(page, '/product/device', 20_000);
        await expectText(page.getByTestId('device-details-serial'), serial, 20_000);
        expect(new URL(page.url()).searchParams.get('details')).toBe(String(deviceId));
      });
    } finally {
      await inspector.context.close();
    }
  });

  it('prints 30 x 15 mm labels (PDF page and label boxes within 0.5 mm)', () =>
    withScreenshot(t.page, '49-qr-print', async () => {
      const { page } = t;
      await page.goto('/product/qr');
      await page.getByTestId('qr-page').waitFor();
      await page.getByTestId('qr-generate-open').click();
      // the rule "width not less than height" refused at the field, nothing sent
      await page.getByTestId('qr-generate-width').fill('10');
      await page.getByTestId('qr-generate-submit').click();
      await page.getByTestId('qr-generate-width-error').filter({ hasText: /./ }).waitFor();
      await page.getByTestId('qr-generate-width').fill('30');
      await expect.poll(() => page.getByTestId('qr-generate-dept').inputValue().catch(() => ''), WAIT).not.toBe('');
      await page.getByTestId('qr-generate-amount').fill('2');
      await page.getByTestId('qr-generate-submit').click();
      await page.locator('[data-testid="qr-print"][data-ready="true"]').waitFor();
      const box = await page.getByTestId('qr-label').first().boundingBox();
      const mm = (px: number) => (px * 25.4) / 96;
      expect(Math.abs(mm(box!.width) - 30)).toBeLessThan(0.5);
      expect(Math.abs(mm(box!.height) - 15)).toBeLessThan(0.5);
      const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
      const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(boxes.length).toBe(2);
      const pt = (v: number) => (v * 25.4) / 72;
      for (const [w, h] of boxes) {
        expect(Math.abs(pt(w!) - 30)).toBeLessThan(0.5);
        expect(Math.abs(pt(h!) - 15)).toBeLessThan(0.5);
      }
    }));

  it('prints the labels of the selected devices from the device list, binding a code to the one without', () =>
    withScreenshot(t.page, '49-qr-device-list-print', async () => {
      const { page } = t;
      await page.goto('/product/device');
      await page.getByTestId('device-page').waitFor();
      await page.getByTestId('device-search-keyword').fill(`E2E-SN-QR-${RUN}`);
      await page.getByTestId('device-search-submit').click();
      await page.getByTestId(`device-row-${second.serial}`).waitFor();
      await tick(page, `device-check-${serial}`);
      await tick(page, `device-check-${second.serial}`);
      await page.getByTestId('device-print-qr').click();
      const dialog = page.getByTestId('qr-generate-dialog');
      await dialog.waitFor();
      await expect.poll(() => dialog.getByTestId('qr-generate-devices').textContent(), WAIT).toContain(second.serial);
      await dialog.getByTestId('qr-generate-submit').click();
      await page.locator('[data-testid="qr-print"][data-ready="true"]').waitFor();
      expect(await page.getByTestId('qr-label').count()).toBe(2);
      // the first device keeps the code bound in its details; the second got one, bound in the same request
      const first = await ok(api<QrCodeRecord | null>('GET', `/product/qr/device?deviceId=${deviceId}`, { token }));
      expect(first?.code).toBe(code);
      const other = await ok(api<QrCodeRecord | null>('GET', `/product/qr/device?deviceId=${second.deviceId}`, { token }));
      expect(other?.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await page.getByTestId('qr-label-text').allTextContents()).toEqual(expect.arrayContaining([code.slice(-6), other!.code.slice(-6)]));
      await page.getByTestId('qr-print-close').click();
    }));
});
