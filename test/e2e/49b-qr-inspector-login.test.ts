/**
 * The inspector login from the public maintenance record (decision 0042): a handler account of the device's
 * organization (handler account type, the organization admin role: the seeded handler role 5 has no devices screen) opens the code's URL logged out, presses "Inspector login", logs in on the normal login page (same
 * rules) and lands on that device's details in the product.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { DeptRecord } from '../../shared/src/schemas/dept';
import type { DeviceModelRow } from '../../shared/src/schemas/device-model';
import type { ProductTypeRecord } from '../../shared/src/schemas/product-type';
import type { QrCodeRecord } from '../../shared/src/schemas/qr';
import { adminToken, api, expectPath, expectText, launchBrowser, login, newPage, withScreenshot, type TestPage } from './helpers';

const RUN = Date.now().toString(36);
const PASSWORD = 'Handler#2026pw';
const NEW_PASSWORD = 'Inspect#2026pw';

let browser: Browser;
let t: TestPage;
let serial: string;
let deviceId: number;
let code: string;
let username: string;

async function ok<T>(r: Promise<{ code: number; data?: T }>): Promise<T> {
  const res = await r;
  if (res.code !== 200) throw new Error(JSON.stringify(res));
  return res.data as T;
}

beforeAll(async () => {
  const token = await adminToken();
  const type = await ok(api<ProductTypeRecord>('POST', '/product/type/add', { token, body: { typeCode: `E2E-QI-${RUN}`, typeName: `E2E QI ${RUN}` } }));
  const model = await ok(api<DeviceModelRow>('POST', '/product/model/add', { token, body: { typeId: type.typeId, brand: 'E2E Zoll', modelCode: `E2E-QI-${RUN}`, modelName: `E2E QI AED ${RUN}`, workingPrinciple: '2' } }));
  const org = await ok(api<DeptRecord>('POST', '/upms/system/dept/add', { token, body: { parentId: 100, deptName: `E2E QI ${RUN}`, deptType: '0', equipmentQuota: 10, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 } }));
  serial = `E2E-QI-SN-${RUN}`;
  const added = await ok(
    api<{ deviceId: number }>('POST', '/product/device/add', {
      token,
      body: {
        equipmentCode: `E2E-QI-DEV-${RUN}`, equipmentName: `E2E QI AED ${RUN}`, serialNumber: serial, modelId: model.modelId, deptId: org.deptId,
        status: '1', saleStatus: '1', productionDate: '2025-01-01', warrantyDate: '2028-01-01', reservedInstallDate: '2025-02-01',
        adultShock: { upper: 200, lower: 150, expected: 170, deviation: 10 }, childShock: { upper: 85, lower: 50, expected: 70, deviation: 10 },
        batteryVoltages: [12], monitorItemIds: [],
      },
    }),
  );
  deviceId = added.deviceId;
  code = (await ok(api<QrCodeRecord[]>('POST', '/product/qr/generate', { token, body: { bound: true, deviceIds: [deviceId] } })))[0]!.code;
  username = `e2e.qri.${RUN}`;
  await ok(api('POST', '/upms/system/user/add', { token, body: { username, password: PASSWORD, nickName: `Ines Inspector ${RUN}`, deptId: org.deptId, status: '0', userTypes: ['handler'], roleIds: [3] } }));
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('QR inspector login', () => {
  it('logs a handler in from the public record and opens the device\'s details', () =>
    withScreenshot(t.page, '49b-qr-inspector-login', async () => {
      const { page } = t;
      await page.goto(`/deviceInfo?code=${code}`);
      await expectText(page.getByTestId('qr-serial'), serial);
      await page.getByTestId('qr-inspector-login').click();
      await expectPath(page, '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/product/device?details=${deviceId}`);
      await login(t, username, PASSWORD, { goto: false });
      // same rules as any login: a new account changes its default password first, then goes on to the device
      await page.getByTestId('force-pwd-dialog').waitFor({ timeout: 20_000 });
      await page.getByTestId('force-pwd-old').fill(PASSWORD);
      await page.getByTestId('force-pwd-new').fill(NEW_PASSWORD);
      await page.getByTestId('force-pwd-confirm').fill(NEW_PASSWORD);
      await page.getByTestId('force-pwd-submit').click();
      // the change ends the session: the login page again, still bound for the device
      await expectPath(page, /^\/login/, 10_000);
      await page.getByTestId('login-username').waitFor();
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/product/device?details=${deviceId}`);
      await login(t, username, NEW_PASSWORD, { goto: false });
      await expectPath(page, '/product/device', 20_000);
      await expectText(page.getByTestId('device-details-serial'), serial);
    }));
});
