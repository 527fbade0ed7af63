/**
 * Accessories and consumables through the UI: reach the screen from the sidebar (Product management), add a consumable
 * installed at once on a device (kinds and maximum validity from the device's model, refused on the field first),
 * see its state, refuse a server-side maximum validity on install (translated on the field), refuse deleting an
 * installed record ("accessory in use"), replace it by a new record, export, the screen and a refusal in French, and
 * the device's details on the Devices screen with its "Accessories and consumables" tab.
 *
 * The device HTTP API is another module: the device this file needs is written with the device data layer
 * (functions/src/data/access/devices.ts) against the platform's DynamoDB Local, as the devices module writes it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import { addDays, addMonths, todayUtc, type AccessoryRecord } from '../../shared/src/schemas/accessory';
import type { DeptRecord } from '../../shared/src/schemas/dept';
import type { DeviceModelRow } from '../../shared/src/schemas/device-model';
import type { ProductTypeRecord } from '../../shared/src/schemas/product-type';
import { openMenu } from './admin-screens';
import { addStockDevice, adminToken, api, apiOk as ok, expectHidden, expectPath, expectText, launchBrowser, loginToLayout, newPage, tabsBar, toasts, withScreenshot, type TestPage, untilToastsGone } from './helpers';

const RUN = Date.now().toString(36);
const WAIT = { timeout: 10_000 };
const TODAY = todayUtc();
const START = addDays(TODAY, -10);
const MAX = addMonths(START, 24);
const CODE = `E2E-PADS-${RUN}`;
const LONG = `E2E-LONG-${RUN}`;
const NEW = `E2E-NEW-${RUN}`;
const OLD = `E2E-OLD-${RUN}`;

let browser: Browser;
let t: TestPage;
let token: string;
let type: ProductTypeRecord;
let model: DeviceModelRow;
let org: DeptRecord;
let serial: string;
let deviceId: number;


beforeAll(async () => {
  token = await adminToken();
  type = await ok(api<ProductTypeRecord>('POST', '/product/type/add', { token, body: { typeCode: `E2E-AT-${RUN}`, typeName: `E2E accessories ${RUN}` } }));
  model = await ok(
    api<DeviceModelRow>('POST', '/product/model/add', {
      token,
      body: { typeId: type.typeId, brand: 'E2E Philips', modelCode: `E2E-FRX-${RUN}`, modelName: `E2E FRx ${RUN}`, workingPrinciple: '2', consumables: [{ kind: 'adultPads', ratedLifeMonths: 24 }, { kind: 'battery', ratedLifeMonths: 48 }] },
    }),
  );
  org = await ok(api<DeptRecord>('POST', '/upms/system/dept/add', { token, body: { parentId: 100, deptName: `E2E Accessories ${RUN}`, deptType: '0', equipmentQuota: 10, userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 } }));
  ({ deviceId, serialNumber: serial } = await addStockDevice(token, { tag: RUN, deptId: org.deptId, modelId: model.modelId }));
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/* ---------------------------------------------------------------- API */

async function find(code: string): Promise<AccessoryRecord | undefined> {
  const page = await ok(api<{ rows: AccessoryRecord[] }>('GET', '/product/accessory/page', { token, query: { limit: 50, keyword: code.toLowerCase() } }));
  return page.rows.find((r) => r.code === code);
}

/* ---------------------------------------------------------------- UI */

const row = (code: string) => t.page.getByTestId(`accessory-row-${code}`);
const form = (page: Page) => page.getByTestId('accessory-form');

async function search(keyword: string, tab: 'consumable' | 'accessory' | 'all' = 'all') {
  const { page } = t;
  await page.getByTestId(`accessory-tab-${tab}`).click();
  await page.getByTestId('accessory-search-keyword').fill(keyword);
  await page.getByTestId('accessory-search-submit').click();
}

async function noToasts(page: Page) {
  await untilToastsGone(page);
}

async function switchLanguage(page: Page, code: string) {
  await page.getByTestId('lang-switch').first().selectOption(code);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(code);
  await expect.poll(async () => (await t.context.cookies()).find((c) => c.name === COOKIES.language)?.value, WAIT).toBe(code);
}

/** Picks the e2e device in a device picker (search by serial number, then choose it). */
async function pickDevice(page: Page, testId: string) {
  await page.getByTestId(`${testId}-search`).fill(serial);
  await expect.poll(() => page.getByTestId(testId).locator('option').allTextContents(), WAIT).toContainEqual(expect.stringContaining(serial));
  await page.getByTestId(testId).selectOption(String(deviceId));
}

describe('accessories and consumables', () => {
  it('is reached from the sidebar: Product management > Accessories and consumables', () =>
    withScreenshot(t.page, '36-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('Product management', { exact: true }).click();
      await sidebar.getByText('Accessories and consumables', { exact: true }).click();
      await page.getByTestId('accessory-page').waitFor();
      await expectPath(page, /accessory/);
      await expectText(tabsBar(page), 'Accessories and consumables');
      await expectText(page.getByTestId('breadcrumb'), 'Accessories and consumables');
      await page.getByTestId('accessory-table').waitFor();
    }));

  it('adds pads installed on a device: kinds from its model, expiry following the effective days, the maximum validity refused on the field', () =>
    withScreenshot(t.page, '36-add', async () => {
      const { page } = t;
      await page.getByTestId('accessory-add').click();
      await form(page).waitFor();
      await page.getByTestId('accessory-form-dept').selectOption(String(org.deptId));
      await pickDevice(page, 'accessory-form-device');
      await expect
        .poll(() => page.getByTestId('accessory-form-kind').locator('option').allTextContents(), WAIT)
        .toEqual(['Choose a kind', 'Adult pads (24 months)', 'Battery (48 months)']);
      await page.getByTestId('accessory-form-kind').selectOption('adultPads');
      await page.getByTestId('accessory-form-code').fill(CODE);
      await page.getByTestId('accessory-form-name').fill('SMART Pads II');
      await page.getByTestId('accessory-form-brand').fill('Philips');
      await page.getByTestId('accessory-form-start').fill(START);
      await page.getByTestId('accessory-form-days').fill('800');
      await expect.poll(() => page.getByTestId('accessory-form-expiry').inputValue(), WAIT).toBe(addDays(START, 800));
      await expectText(page.getByTestId('accessory-form-validity'), `until ${MAX} (24 months`);
      await page.getByTestId('accessory-form-submit').click();
      await expectText(page.getByTestId('accessory-form-expiryDate-error'), `so the expiry may be ${MAX} at the latest`);
      expect(await find(CODE)).toBeUndefined();

      await page.getByTestId('accessory-form-expiry').fill(MAX);
      await expect.poll(() => page.getByTestId('accessory-form-days').inputValue(), WAIT).not.toBe('800');
      await page.getByTestId('accessory-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(form(page));
      expect(await find(CODE)).toMatchObject({ status: 'installed', deviceId, expiryDate: MAX, maxExpiryDate: MAX, startDate: START });
      await search(CODE);
      await expectText(row(CODE), serial);
      await expectText(row(CODE), 'Installed');
      await expectText(page.getByTestId(`accessory-state-${CODE}`), 'Normal');
    }));

  it('shows an expired record with its badge and days, and filters by state', () =>
    withScreenshot(t.page, '36-states', async () => {
      const { page } = t;
      await ok(api('POST', '/product/accessory/add', { token, body: { category: 'consumable', kind: 'battery', code: OLD, name: 'M5070A', supplier: 'E2E Supply', owner: 'E2E Owner', dealer: 'E2E Dealer', deptId: org.deptId, startDate: addDays(TODAY, -400), effectiveDays: 398 } }));
      await noToasts(page);
      await search(`E2E-`, 'consumable');
      await row(OLD).waitFor();
      await expectText(page.getByTestId(`accessory-state-${OLD}`), 'Expired 2 days ago');
      expect(await page.getByTestId(`accessory-state-${OLD}`).getAttribute('data-state')).toBe('expired');
      await page.getByTestId('accessory-search-state').selectOption('expired');
      await page.getByTestId('accessory-search-submit').click();
      await expectHidden(row(CODE));
      await row(OLD).waitFor();
      await page.getByTestId('accessory-search-reset').click();
    }));

  it('refuses installing above the maximum validity with the server message on the field, then installs within it', () =>
    withScreenshot(t.page, '36-install', async () => {
      const { page } = t;
      await ok(api('POST', '/product/accessory/add', { token, body: { category: 'consumable', kind: 'adultPads', code: LONG, name: 'Long pads', deptId: org.deptId, startDate: START, expiryDate: addDays(MAX, 1) } }));
      await search(LONG);
      await page.getByTestId(`accessory-row-install-${LONG}`).click();
      await page.getByTestId('accessory-install').waitFor();
      await pickDevice(page, 'accessory-install-device');
      await page.getByTestId('accessory-install-submit').click();
      await expectText(page.getByTestId('accessory-install-device-error'), `Expiry not above the maximum validity: on ${model.modelName} this kind lasts 24 months, so the expiry may be ${MAX} at the latest`);
      await page.getByTestId('accessory-install-cancel').click();
      await expectHidden(page.getByTestId('accessory-install'));
      expect(await find(LONG)).toMatchObject({ status: 'stock', deviceId: 0 });

      await search(OLD);
      await page.getByTestId(`accessory-row-install-${OLD}`).click();
      await pickDevice(page, 'accessory-install-device');
      await page.getByTestId('accessory-install-submit').click();
      await expectText(toasts(page, 'success'), 'Installed successfully');
      expect(await find(OLD)).toMatchObject({ status: 'installed', deviceId, installDate: TODAY });
    }));

  it('refuses deleting an installed record ("accessory in use") after confirmation, and changes nothing', () =>
    withScreenshot(t.page, '36-in-use', async () => {
      const { page } = t;
      await noToasts(page);
      await search(OLD);
      await page.getByTestId(`accessory-row-delete-${OLD}`).click();
      await expectText(page.getByTestId('accessory-delete-dialog'), `Delete the Battery record ${OLD}`);
      await page.getByTestId('accessory-delete-confirm').click();
      await expectText(toasts(page, 'error'), `Accessory in use: "${OLD}" is installed on a device`);
      expect(await find(OLD)).toMatchObject({ status: 'installed' });
    }));

  it('replaces the installed battery by a new record; the old one is kept as replaced', () =>
    withScreenshot(t.page, '36-replace', async () => {
      const { page } = t;
      await noToasts(page);
      await page.getByTestId(`accessory-row-replace-${OLD}`).click();
      await expectText(page.getByTestId('accessory-replace-old'), `Replacing Battery ${OLD}`);
      // the new record starts from the old one's supplier, owner and dealer (editable)
      expect(await page.getByTestId('accessory-replace-supplier').inputValue()).toBe('E2E Supply');
      expect(await page.getByTestId('accessory-replace-owner').inputValue()).toBe('E2E Owner');
      expect(await page.getByTestId('accessory-replace-dealer').inputValue()).toBe('E2E Dealer');
      await page.getByTestId('accessory-replace-dealer').fill('E2E New Dealer');
      await page.getByTestId('accessory-replace-code').fill(NEW);
      await page.getByTestId('accessory-replace-start').fill(TODAY);
      await page.getByTestId('accessory-replace-days').fill('1000');
      await expectText(page.getByTestId('accessory-replace-validity'), '48 months');
      await page.getByTestId('accessory-replace-submit').click();
      await expectText(toasts(page, 'success'), 'Replaced successfully');
      await expectHidden(page.getByTestId('accessory-replace'));
      const fresh = await find(NEW);
      expect(fresh).toMatchObject({ status: 'installed', deviceId, replacesId: (await find(OLD))!.accessoryId, supplier: 'E2E Supply', owner: 'E2E Owner', dealer: 'E2E New Dealer' });
      expect(await find(OLD)).toMatchObject({ status: 'replaced', removeDate: TODAY, replacedById: fresh!.accessoryId });
      await search(OLD);
      await expectText(page.getByTestId(`accessory-status-${OLD}`), 'Replaced');
      const held = await ok(api<{ installed: AccessoryRecord[]; replaced: AccessoryRecord[] }>('GET', '/product/accessory/device', { token, query: { deviceId, history: 'true' } }));
      expect(held.installed.map((r) => r.code).sort()).toEqual([CODE, NEW].sort());
      expect(held.replaced.map((r) => r.code)).toEqual([OLD]);
    }));

  it('shows every field of a record in its read-only details: supplier, owner, dealer, dates, state, device and organization', () =>
    withScreenshot(t.page, '36-details', async () => {
      const { page } = t;
      await noToasts(page);
      await search(NEW);
      await page.getByTestId(`accessory-row-details-${NEW}`).click();
      const details = page.getByTestId('accessory-details');
      await details.waitFor();
      const value = (key: string) => details.getByTestId(`accessory-details-${key}`);
      await expectText(value('code'), NEW);
      await expectText(value('kind'), 'Battery');
      await expectText(value('supplier'), 'E2E Supply');
      await expectText(value('owner'), 'E2E Owner');
      await expectText(value('dealer'), 'E2E New Dealer');
      await expectText(value('dept'), org.deptName);
      await expectText(value('device'), serial);
      await expectText(value('status'), 'Installed');
      await expectText(value('state'), 'Normal');
      await expectText(value('startDate'), TODAY);
      await expectText(value('expiryDate'), addDays(TODAY, 1000));
      await expectText(value('effectiveDays'), '1000 days of validity');
      await expectText(value('installDate'), TODAY);
      await page.getByTestId('accessory-details-close').click();
      await expectHidden(details);
    }));

  it('exports the search as xlsx', () =>
    withScreenshot(t.page, '36-export', async () => {
      const { page } = t;
      await search(CODE);
      await row(CODE).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('accessory-export').click()]);
      expect(download.suggestedFilename()).toMatch(/^accessories-\d{4}-\d{2}-\d{2}\.xlsx$/);
    }));

  it('shows the screen, the states and a refusal in French', () =>
    withScreenshot(t.page, '36-french', async () => {
      const { page } = t;
      await noToasts(page);
      await switchLanguage(page, 'fr');
      try {
        await expectText(page.getByTestId('breadcrumb'), 'Accessoires et consommables');
        await expectText(page.getByTestId('accessory-tab-consumable'), 'Consommables');
        await search(NEW);
        await expectText(row(NEW), 'Installé');
        await expectText(row(NEW), 'Batterie');
        await page.getByTestId(`accessory-row-delete-${NEW}`).click();
        await page.getByTestId('accessory-delete-confirm').click();
        const text = await expectText(toasts(page, 'error'), `Accessoire utilisé : « ${NEW} » est installé sur un appareil`);
        expect(text).not.toMatch(/accessory\./);
      } finally {
        await switchLanguage(page, 'en');
      }
    }));

  it("shows what is installed on the device in its details, on the accessories and consumables tab", () =>
    withScreenshot(t.page, '36-device-tab', async () => {
      const { page } = t;
      await noToasts(page);
      await openMenu(page, ['Product management', 'Devices']);
      await page.getByTestId('device-page').waitFor();
      await page.getByTestId('device-search-keyword').fill(serial);
      await page.getByTestId('device-search-submit').click();
      await page.getByTestId(`device-row-details-${serial}`).click();
      const details = page.getByTestId('device-details');
      await details.waitFor();
      // right after basic information (then the QR code's tab, decision 0042)
      await expect
        .poll(() => details.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid'))), WAIT)
        .toEqual(['device-tab-basic', 'device-tab-accessories', 'device-tab-qr', 'device-tab-monitorItems', 'device-tab-sales', 'device-tab-location']);
      await expectText(page.getByTestId('device-tab-accessories'), 'Accessories and consumables');
      await page.getByTestId('device-tab-accessories').click();
      await expectText(page.getByTestId('device-accessories-life'), 'Adult pads (24 months)');
      await expectText(page.getByTestId(`device-accessory-${CODE}`), 'Adult pads');
      await expectText(page.getByTestId(`device-accessory-state-${CODE}`), 'Normal');
      await expectText(page.getByTestId(`device-accessory-${NEW}`), 'Battery');
      await expectText(page.getByTestId(`device-accessory-replaced-${OLD}`), TODAY);
      await expectText(page.getByTestId('device-accessories'), 'Installed (2)');
      await page.getByTestId('device-details-close').click();
      await expectHidden(details);
    }));
});
