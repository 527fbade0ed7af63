/**
 * The inspector login from the public maintenance record (decision 0042), for a new account: a handler of the
 * device's organization (handler account type, the organization admin role: the seeded handler role 5 has no devices
 * screen) opens the code's URL logged out, presses "Inspector login", logs in on the normal login page (same rules: a
 * new account changes its default password first, which ends the session) and lands on that device's details.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { DeptRecord } from '../../shared/src/schemas/dept';
import type { DeviceModelRow } from '../../shared/src/schemas/device-model';
import type { ProductTypeRecord } from '../../shared/src/schemas/product-type';
import type { QrCodeRecord } from '../../shared/src/schemas/qr';
import { addStockDevice, adminToken, api, apiOk as ok, expectPath, expectText, launchBrowser, login, newPage, withScreenshot, type TestPage } from './helpers';

const RUN = Date.now().toString(36);
const PASSWORD = 'Handler#2026pw';
const NEW_PASSWORD = 'Inspect#2026pw';

let browser: Browser;
let t: TestPage;
let serial: string;
let deviceId: number;
let code: string;
let username: string;


beforeAll(async () => {
  const token = await adminToken();
  const type = await ok(api<ProductTypeRecord>('POST', '/product/type/add', { token, body: { typeCode: `E2E-QI-${RUN}`, typeName: `E2E QI ${RUN}` } }));
  const model = await ok(api<DeviceModelRow>('POST', '/product/model/add', { token, body: { typeId: type.typeId, brand: 'E2E Zoll', modelCode: `E2E-QI-${RUN}`, modelName: `E2E QI AED ${RUN}`, workingPrinciple: '2' } }));
  const org = await ok(api<DeptRecord>('POST', '/upms/system/dept/add', { token, body: { parentId: 100, deptName: `E2E QI ${RUN}`, deptType: '0', equipmentQuota: 10, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 } }));
  ({ serialNumber: serial, deviceId } = await addStockDevice(token, { tag: `QI-${RUN}`, deptId: org.deptId, modelId: model.modelId }));
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
