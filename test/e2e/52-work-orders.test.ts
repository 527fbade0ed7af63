/**
 * Work orders through the UI (issue 16, decision 0045): an administrator creates a maintenance order for a sold device
 * and dispatches it (a second maintenance order for the device is refused with its message); the handler, on a
 * 390 px phone in French, sees the order in their messages, processes it with the checklist, a replaced expired pad,
 * a photo and two signatures; the administrator sees the log and the device's new pad. A return needs its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { OrderDetails, OrderRecord } from '@aed/shared/schemas/work-order';
import { CHECKLIST_ITEMS } from '@aed/shared/schemas/work-order';
import { addStockDevice, adminToken, api, apiOk as ok, data, expectText, launchBrowser, loginToLayout, newPage, toasts, withScreenshot, type TestPage } from './helpers';

const RUN = Date.now().toString(36).toUpperCase();
const PASSWORD = 'Handler#2026pw';
const WAIT = { timeout: 20_000 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
let token: string;
let customer: { deptId: number };
let handler: { userId: number; username: string };
let device: { deviceId: number; serialNumber: string };
let oldPadId: number;

const orders = async (query: Record<string, string>) => (await ok(api<{ rows: OrderRecord[] }>('GET', '/workorder/order/page', { token, query: { limit: '50', ...query } }), 'orders')).rows;
const details = (orderId: number) => ok(api<OrderDetails>('GET', '/workorder/order/info', { token, query: { orderId: String(orderId) } }), 'order');

beforeAll(async () => {
  token = await adminToken();
  const depts = await ok(api<{ deptId: number; deptName: string }[]>('GET', '/upms/system/dept/list', { token }), 'dept list');
  const north = depts.find((d) => d.deptName === 'Demo Agent North')!;
  customer = await ok(api<{ deptId: number }>('POST', '/upms/system/dept/add', { token, body: { parentId: north.deptId, deptType: '2', deptName: `E2E Pool ${RUN}`, equipmentQuota: 2, userQuota: 2, operationAccountCount: 1, viewAccountCount: 1 } }), 'customer');
  const username = `e2e.wo.${RUN.toLowerCase()}`;
  const added = await ok(api<{ userId: number }>('POST', '/upms/system/user/add', { token, body: { username, password: PASSWORD, nickName: `Nora ${RUN}`, deptId: north.deptId, status: '0', userTypes: ['handler'], roleIds: [5], language: 'fr' } }), 'handler');
  handler = { userId: added.userId, username };
  const { setPassword, hashPassword } = await data();
  await setPassword(handler.userId, await hashPassword(PASSWORD), 'chosen', new Date().toISOString(), 'e2e');
  // the handler serves the customer: offered first when its orders are dispatched
  await ok(api('POST', '/product/handler/add', { token, body: { deptId: customer.deptId, userId: handler.userId, primary: true } }), 'handler assignment');
  const model = (await ok(api<{ rows: { modelId: number }[] }>('GET', '/product/model/page', { token, query: { page: 1, limit: 10, modelCode: 'CR2' } }), 'model')).rows[0]!;
  device = await addStockDevice(token, { tag: `WO-${RUN}`, deptId: north.deptId, modelId: model.modelId, outboundDate: '2025-02-01' });
  await ok(
    api('POST', '/product/sale/add', {
      token,
      body: { deviceId: device.deviceId, buyerDeptId: customer.deptId, sellType: '2', startDate: day(-400), notifyPersons: [{ name: 'Ines', phone: '+33 6 12 34 56 78', email: `ines.${RUN.toLowerCase()}@example.com`, language: 'fr' }], handlerIds: [handler.userId] },
    }),
    'sale',
  );
  // adult pads past their expiry on the device: the order replaces them
  const pad = await ok(
    api<{ accessoryId: number }>('POST', '/product/accessory/add', {
      token,
      body: { category: 'consumable', kind: 'adultPads', code: `OLD-${RUN}`, name: `Old pads ${RUN}`, deptId: customer.deptId, deviceId: device.deviceId, startDate: day(-400), effectiveDays: 365 },
    }),
    'expired pad',
  );
  oldPadId = pad.accessoryId;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('work orders', () => {
  let orderId = 0;

  it('an administrator creates a maintenance order and dispatches it; a second one for the device is refused', async () => {
    const t: TestPage = await newPage(browser);
    const { page } = t;
    await withScreenshot(page, 'work-orders-admin', async () => {
      await loginToLayout(t);
      await page.goto('/workorder/maintenance');
      await page.getByTestId('order-add').click();
      await page.getByTestId('order-form-org').selectOption(String(customer.deptId));
      await expect.poll(() => page.getByTestId('order-form-device').locator('option').count(), WAIT).toBeGreaterThan(1);
      await page.getByTestId('order-form-device').selectOption(String(device.deviceId));
      await page.getByTestId('order-form-orderName').fill(`Yearly check ${RUN}`);
      await page.getByTestId('order-form-submit').click();
      await expect.poll(async () => (await orders({ deviceId: String(device.deviceId) })).length, WAIT).toBe(1);
      orderId = (await orders({ deviceId: String(device.deviceId) }))[0]!.orderId;
      await page.getByTestId(`order-row-${orderId}`).waitFor();
      // one maintenance order in process per device: the second is refused, naming the open one
      await page.getByTestId('order-add').click();
      await page.getByTestId('order-form-org').selectOption(String(customer.deptId));
      await expect.poll(() => page.getByTestId('order-form-device').locator('option').count(), WAIT).toBeGreaterThan(1);
      await page.getByTestId('order-form-device').selectOption(String(device.deviceId));
      await page.getByTestId('order-form-submit').click();
      const { orderNo } = await details(orderId);
      await expectText(page.getByTestId('order-form-dialog'), `The device already has an open maintenance order (${orderNo})`);
      await page.getByTestId('order-form-cancel').click();
      expect(await orders({ deviceId: String(device.deviceId) })).toHaveLength(1);
      // dispatch to the customer's handler (offered first)
      await page.getByTestId(`order-row-dispatch-${orderId}`).click();
      await expect.poll(() => page.getByTestId('order-dispatch-handler').inputValue(), WAIT).toBe(String(handler.userId));
      await page.getByTestId('order-dispatch-submit').click();
      await expect.poll(async () => (await details(orderId)).state, WAIT).toBe('1');
    });
    await t.context.close();
  });

  it('the handler, on a phone in French, processes it with the checklist, a replaced pad, a photo and two signatures', async () => {
    const t: TestPage = await newPage(browser);
    const { page } = t;
    await withScreenshot(page, 'work-orders-handler', async () => {
      await loginToLayout(t, handler.username, PASSWORD);
      // the rest on a phone (the sidebar the login waits for folds away there)
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('fr');
      // the dispatch reached the handler as a message that opens the order
      await page.getByTestId('message-indicator').click();
      await page.locator('[data-testid^="message-open-order-"]').first().click();
      await page.getByTestId(`order-row-${orderId}`).waitFor();
      await page.getByTestId(`order-row-process-${orderId}`).click();
      const dialog = page.getByTestId('order-process-dialog');
      await dialog.waitFor();
      await page.getByTestId('order-process-handlingResult').fill('Contrôle annuel, électrodes remplacées');
      for (const item of CHECKLIST_ITEMS) await page.getByTestId(`order-process-check-${item}-normal`).click();
      await page.getByTestId('order-process-check-shockJoules-value').fill('150');
      // the expired pad goes out, new ones come in
      await page.getByTestId('order-process-replacement-add').click();
      await page.getByTestId('order-process-replacement-0-installed').selectOption(String(oldPadId));
      await page.getByTestId('order-process-replacement-0-code').fill(`NEW-${RUN}`);
      await page.getByTestId('order-process-replacement-0-name').fill(`New pads ${RUN}`);
      await page.getByTestId('order-process-replacement-0-startDate').fill(day(0));
      await page.getByTestId('order-process-replacement-0-expiryDate').fill(day(700));
      await page.getByTestId('order-process-photo-upload-input').setInputFiles({ name: 'cabinet.png', mimeType: 'image/png', buffer: PNG });
      for (const slot of ['customerSignature', 'engineerSignature']) {
        const pad = page.getByTestId(`order-process-${slot}-pad`).locator('canvas');
        await pad.scrollIntoViewIfNeeded();
        const box = (await pad.boundingBox())!;
        await page.mouse.move(box.x + 20, box.y + 40);
        await page.mouse.down();
        await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
        await page.mouse.move(box.x + 200, box.y + 30, { steps: 8 });
        await page.mouse.up();
        await page.getByTestId(`order-process-${slot}-pad-save`).click();
        await expectText(page.getByTestId(`order-process-files-${slot}`), /\.png/, 20_000);
      }
      await expectText(page.getByTestId('order-process-files-photo'), 'cabinet.png', 20_000);
      await expectText(page.getByTestId('order-process-files-customerSignature'), /\.png/, 20_000);
      await expectText(page.getByTestId('order-process-files-engineerSignature'), /\.png/, 20_000);
      await page.getByTestId('order-process-submit').click();
      await expect.poll(async () => (await details(orderId)).state, WAIT).toBe('2');
    });
    await t.context.close();
    const done = await details(orderId);
    expect(done.log.map((l) => l.action)).toEqual(['create', 'dispatch', 'process']);
    expect(done.checklist).toHaveLength(CHECKLIST_ITEMS.length);
    expect(done.replacedItems).toEqual([expect.objectContaining({ replacedId: oldPadId, name: `New pads ${RUN}`, expiryDate: day(700) })]);
    expect(done.files.map((f) => f.slot).sort()).toEqual(['customerSignature', 'engineerSignature', 'photo']);
    expect(done.installed.map((a) => a.name)).toContain(`New pads ${RUN}`);
    expect(done.installed.map((a) => a.name)).not.toContain(`Old pads ${RUN}`);
  });

  it('the administrator reads the log; a return needs its reason', async () => {
    const t: TestPage = await newPage(browser);
    const { page } = t;
    const other = await ok(api<OrderRecord>('POST', '/workorder/order/add', { token, body: { kind: '5', deviceId: device.deviceId, orderName: `Sign ${RUN}` } }), 'other order');
    await ok(api('PUT', '/workorder/order/dispatch', { token, body: { orderIds: [other.orderId], handlerId: handler.userId } }), 'dispatch');
    await withScreenshot(page, 'work-orders-log', async () => {
      await loginToLayout(t);
      await page.goto(`/workorder/order?keyword=${encodeURIComponent((await details(orderId)).orderNo)}`);
      await page.getByTestId(`order-row-details-${orderId}`).click();
      await expectText(page.getByTestId('order-details-log'), /process/i);
      await expect.poll(() => page.getByTestId('order-details-log').locator('[data-testid^="order-log-line-"]').count(), WAIT).toBe(3);
    });
    await t.context.close();
    const h: TestPage = await newPage(browser);
    await withScreenshot(h.page, 'work-orders-return', async () => {
      await loginToLayout(h, handler.username, PASSWORD);
      await h.page.goto(`/workorder/other?keyword=${encodeURIComponent(other.orderNo)}`);
      // return is in the row's menu (Details and Process stay buttons)
      await h.page.getByTestId(`order-row-more-${other.orderId}`).click();
      await h.page.getByTestId(`order-row-return-${other.orderId}`).click();
      await h.page.getByTestId('order-return-submit').click();
      await expect.poll(() => h.page.getByTestId('order-return-dialog').textContent(), WAIT).toMatch(/obligatoire|required/);
      expect((await details(other.orderId)).state).toBe('1');
      await h.page.getByTestId('order-return-reason').fill('Site fermé');
      await h.page.getByTestId('order-return-submit').click();
      await expect.poll(async () => (await details(other.orderId)).returned, WAIT).toBe(true);
      await expectText(toasts(h.page, 'success'), /.+/);
    });
    await h.context.close();
  });
});
