/**
 * Device models through the UI: reach the screen from the sidebar (Product management), see the demo AED models,
 * add a model under a product type with its reminder data and consumables, search it, modify the consumables,
 * refuse a duplicate combination and a duplicate brand/code/name (translated on the fields), refuse to delete a model
 * a device uses, delete after confirmation; then the screen, the consumable kinds and a refusal in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import type { DeviceModelRow } from '../../shared/src/schemas/device-model';
import type { ProductTypeRecord } from '../../shared/src/schemas/product-type';
import {
  adminToken,
  api,
  data,
  expectHidden,
  expectPath,
  expectText,
  launchBrowser,
  loginToLayout,
  newPage,
  tabsBar,
  toasts,
  withScreenshot,
  type TestPage,
  untilToastsGone,
} from './helpers';

const RUN = Date.now().toString(36);
/** expect.poll waits 1 s by default: UI state gets longer. */
const WAIT = { timeout: 10_000 };
const TYPE_CODE = `E2E-MT-${RUN}`;
const BRAND = `E2E Brand ${RUN}`;
const CODE = `E2E-M-${RUN}`;
const NAME = `E2E Rescue ${RUN}`;
const OTHER_CODE = `E2E-M2-${RUN}`;

let browser: Browser;
let t: TestPage;
let token: string;
let type: ProductTypeRecord;

beforeAll(async () => {
  token = await adminToken();
  const added = await api<ProductTypeRecord>('POST', '/product/type/add', { token, body: { typeCode: TYPE_CODE, typeName: `E2E models ${RUN}` } });
  if (added.code !== 200) throw new Error(`product type add failed: ${JSON.stringify(added)}`);
  type = added.data!;
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  const left = (await Promise.all([CODE, OTHER_CODE].map((c) => findModel(c).catch(() => undefined)))).filter((m) => m !== undefined);
  if (left.length) await api('DELETE', '/product/model/delete', { token, query: { ids: left.map((m) => m.modelId).join(',') } }).catch(() => undefined);
  if (type) await api('DELETE', '/product/type/delete', { token, query: { ids: type.typeId } }).catch(() => undefined);
});

/* ---------------------------------------------------------------- API */

async function findModel(code: string): Promise<DeviceModelRow | undefined> {
  const r = await api<{ rows: DeviceModelRow[] }>('GET', '/product/model/page', { token, query: { page: 1, limit: 50, modelCode: code } });
  if (r.code !== 200) throw new Error(`device model page failed: ${JSON.stringify(r)}`);
  return r.data!.rows.find((row) => row.modelCode === code);
}

/** A device taking (+1) or leaving (-1) the model, counted the way the devices module counts it. */
async function deviceUses(model: DeviceModelRow, delta: 1 | -1) {
  await data(); // points the data modules at the platform's table before they load
  const { writeTransaction } = await import('../../functions/src/data/access/transactions');
  const { bumpUsage } = await import('../../functions/src/data/access/usage-counters');
  const { CounterEntity } = await import('../../functions/src/data/entities/counter-entity');
  await writeTransaction({ counter: CounterEntity }, ({ counter }, add) => {
    add('model', bumpUsage(counter, 'model', model.modelId, delta));
    add('type', bumpUsage(counter, 'type', model.typeId, delta));
  });
}

/* ---------------------------------------------------------------- UI */

const row = (code: string) => t.page.getByTestId(`device-model-row-${code}`);
const formDialog = (page: Page) => page.getByTestId('device-model-form');
const deleteDialog = (page: Page) => page.getByTestId('device-model-delete-dialog');
const rowCount = (page: Page) =>
  page.locator('[data-testid^="device-model-row-"]:not([data-testid^="device-model-row-edit-"]):not([data-testid^="device-model-row-delete-"])').count();

async function search(fields: { brand?: string; code?: string; name?: string }) {
  const { page } = t;
  await page.getByTestId('device-model-search-brand').fill(fields.brand ?? '');
  await page.getByTestId('device-model-search-code').fill(fields.code ?? '');
  await page.getByTestId('device-model-search-name').fill(fields.name ?? '');
  await page.getByTestId('device-model-search-submit').click();
}

async function noToasts(page: Page) {
  await untilToastsGone(page);
}

async function switchLanguage(page: Page, code: string) {
  await page.getByTestId('lang-switch').first().selectOption(code);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(code);
  await expect.poll(async () => (await t.context.cookies()).find((c) => c.name === COOKIES.language)?.value, WAIT).toBe(code);
}

/** Fills the add/modify form's identity fields. */
async function fillIdentity(page: Page, fields: { brand: string; code: string; name: string }) {
  await page.getByTestId('device-model-form-type').selectOption(String(type.typeId));
  await page.getByTestId('device-model-form-brand').fill(fields.brand);
  await page.getByTestId('device-model-form-code').fill(fields.code);
  await page.getByTestId('device-model-form-name').fill(fields.name);
}

describe('device models', () => {
  it('is reached from the sidebar: Product management > Device models, with the demo AED models', () =>
    withScreenshot(t.page, '31-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('Product management', { exact: true }).click();
      await sidebar.getByText('Device models', { exact: true }).click();
      await page.getByTestId('device-model-page').waitFor();
      await expectPath(page, /deviceModel/);
      await page.getByTestId('device-model-table').waitFor();
      await expectText(tabsBar(page), 'Device models');
      await expectText(page.getByTestId('breadcrumb'), 'Device models');
      await search({ brand: 'philips' });
      await expectText(row('861304'), 'HeartStart FRx');
      await expectText(row('861304'), 'Semi-automatic');
      await search({ code: 'CR2' });
      await expectText(row('CR2'), 'Fully automatic');
    }));

  it('adds a model with its reminder data and consumables, and lists it', () =>
    withScreenshot(t.page, '31-add', async () => {
      const { page } = t;
      await page.getByTestId('device-model-add').click();
      await formDialog(page).waitFor();
      await fillIdentity(page, { brand: BRAND, code: CODE, name: NAME });
      await page.getByTestId('device-model-form-principle-1').click();
      await page.getByTestId('device-model-form-self-test').fill('7');
      await page.getByTestId('device-model-form-heartbeat').fill('60');
      await page.getByTestId('device-model-form-consumable-add').click();
      await page.getByTestId('device-model-form-consumable-life-0').fill('48');
      await page.getByTestId('device-model-form-consumable-add').click();
      await page.getByTestId('device-model-form-consumable-kind-1').selectOption('battery');
      await page.getByTestId('device-model-form-consumable-life-1').fill('60');
      // a kind is offered once: the first row no longer offers the battery
      const firstKinds = await page.getByTestId('device-model-form-consumable-kind-0').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(firstKinds).not.toContain('battery');
      await page.getByTestId('device-model-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      expect(await findModel(CODE)).toMatchObject({
        typeId: type.typeId,
        brand: BRAND,
        modelName: NAME,
        workingPrinciple: '1',
        selfTestDays: 7,
        heartbeatMinutes: 60,
        consumables: [
          { kind: 'adultPads', ratedLifeMonths: 48 },
          { kind: 'battery', ratedLifeMonths: 60 },
        ],
      });
      await search({ code: CODE });
      await expectText(row(CODE), NAME);
      await expectText(row(CODE), 'Battery: 60 months');
    }));

  it('finds it by brand, name and product type', () =>
    withScreenshot(t.page, '31-search', async () => {
      const { page } = t;
      await search({ brand: BRAND.toLowerCase() });
      await row(CODE).waitFor();
      await expect.poll(() => rowCount(page), WAIT).toBe(1);
      await expectText(page.getByTestId('device-model-total'), /\b1\b/);
      await search({ name: NAME });
      await expect.poll(() => rowCount(page), WAIT).toBe(1);
      await page.getByTestId('device-model-search-type').selectOption(String(type.typeId));
      await search({});
      await row(CODE).waitFor();
      await expect.poll(() => rowCount(page), WAIT).toBe(1);
      await page.getByTestId('device-model-search-type').selectOption('');
      await search({ code: `none-${RUN}` });
      await page.getByTestId('device-model-empty').waitFor();
      await search({ code: CODE });
      await row(CODE).waitFor();
    }));

  it('modifies its consumables and self-test cadence', () =>
    withScreenshot(t.page, '31-edit', async () => {
      const { page } = t;
      await page.getByTestId(`device-model-row-edit-${CODE}`).click();
      const selfTest = page.getByTestId('device-model-form-self-test');
      await selfTest.waitFor();
      await expect.poll(() => selfTest.inputValue(), WAIT).toBe('7');
      await selfTest.fill('1');
      await page.getByTestId('device-model-form-consumable-remove-0').click();
      await expect.poll(() => page.getByTestId('device-model-form-consumable-kind-0').inputValue(), WAIT).toBe('battery');
      await page.getByTestId('device-model-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      expect(await findModel(CODE)).toMatchObject({ selfTestDays: 1, consumables: [{ kind: 'battery', ratedLifeMonths: 60 }] });
      await expectText(row(CODE), '1 day');
    }));

  it('lists enabled models by default: a disabled one shows under "All" or "Disabled", and the code format is explained', () =>
    withScreenshot(t.page, '31-status-default', async () => {
      const { page } = t;
      const status = page.getByTestId('device-model-search-status');
      await expect.poll(() => status.inputValue(), WAIT).toBe('0');
      await page.getByTestId(`device-model-row-edit-${CODE}`).click();
      await formDialog(page).waitFor();
      // a code with other characters: the message names the allowed ones, on the field
      await page.getByTestId('device-model-form-code').fill(`${CODE}#`);
      await page.getByTestId('device-model-form-submit').click();
      await expectText(page.getByTestId('device-model-form-modelCode-error'), 'The model code may only hold letters, digits, spaces and . _ ( ) / + -');
      await page.getByTestId('device-model-form-code').fill(CODE);
      await page.getByTestId('device-model-form-status-1').click();
      await page.getByTestId('device-model-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      expect(await findModel(CODE)).toMatchObject({ status: '1' });
      await expectHidden(row(CODE));
      await status.selectOption('');
      await search({ brand: BRAND });
      await expectText(row(CODE), 'Disabled');
      await status.selectOption('1');
      await search({ brand: BRAND });
      await expectText(row(CODE), 'Disabled');
      // enabled again (models in use by devices below need it), then Reset shows the default list
      await page.getByTestId(`device-model-row-edit-${CODE}`).click();
      await formDialog(page).waitFor();
      await page.getByTestId('device-model-form-status-0').click();
      await page.getByTestId('device-model-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      await expectHidden(row(CODE));
      await page.getByTestId('device-model-search-reset').click();
      await expect.poll(() => status.inputValue(), WAIT).toBe('0');
      await search({ brand: BRAND });
      await expectText(row(CODE), 'Enabled');
      expect(await findModel(CODE)).toMatchObject({ status: '0' });
    }));

  it('refuses a duplicate combination and a duplicate brand, code and name, translated on the fields', () =>
    withScreenshot(t.page, '31-duplicate', async () => {
      const { page } = t;
      await page.getByTestId('device-model-add').click();
      await formDialog(page).waitFor();
      await fillIdentity(page, { brand: BRAND.toUpperCase(), code: CODE.toLowerCase(), name: `${NAME} other` });
      await page.getByTestId('device-model-form-submit').click();
      const comboError = await expectText(page.getByTestId('device-model-form-modelCode-error'), /product type, model code and brand already exists/i);
      expect(comboError).not.toMatch(/deviceModel\./);
      // same brand, code and name under another type: "model brand exists"
      await page.getByTestId('device-model-form-type').selectOption({ label: 'AED (AED)' });
      await page.getByTestId('device-model-form-name').fill(NAME);
      await page.getByTestId('device-model-form-submit').click();
      await expectText(page.getByTestId('device-model-form-modelName-error'), /brand, model code and model name already exists/i);
      await page.getByTestId('device-model-form-cancel').click();
      await expectHidden(formDialog(page));
      await search({ brand: BRAND });
      await expect.poll(() => rowCount(page), WAIT).toBe(1);
    }));

  it('refuses to delete it while a device uses it, then deletes it after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '31-delete', async () => {
      const { page } = t;
      const model = (await findModel(CODE))!;
      await deviceUses(model, 1);
      try {
        await search({ code: CODE });
        await page.getByTestId(`device-model-row-delete-${CODE}`).click();
        await deleteDialog(page).waitFor();
        await expectText(deleteDialog(page), NAME);
        await page.getByTestId('device-model-delete-confirm').click();
        await expectText(toasts(page, 'error'), /is used by devices \(1\) and cannot be deleted/);
        expect(await findModel(CODE)).toBeDefined();
      } finally {
        await deviceUses(model, -1);
      }
      await noToasts(page);

      await page.getByTestId(`device-model-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('device-model-delete-cancel').click();
      await expectHidden(deleteDialog(page));
      expect(await findModel(CODE)).toBeDefined();

      await page.getByTestId(`device-model-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('device-model-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(deleteDialog(page));
      await page.getByTestId('device-model-empty').waitFor();
      expect(await findModel(CODE)).toBeUndefined();
    }));

  it('shows the screen, the consumable kinds and the duplicate refusal in French', () =>
    withScreenshot(t.page, '31-french', async () => {
      const { page } = t;
      const added = await api('POST', '/product/model/add', { token, body: { typeId: type.typeId, brand: BRAND, modelCode: OTHER_CODE, modelName: `${NAME} FR`, workingPrinciple: '2' } });
      expect(added.code, JSON.stringify(added)).toBe(200);
      await noToasts(page);
      await switchLanguage(page, 'fr');
      try {
        await expectText(page.getByTestId('breadcrumb'), "Modèles d'appareil");
        await expectText(tabsBar(page), "Modèles d'appareil");
        await search({ code: OTHER_CODE });
        await expectText(row(OTHER_CODE), 'Semi-automatique');
        await page.getByTestId('device-model-add').click();
        await formDialog(page).waitFor();
        await expectText(formDialog(page), 'Ajouter un modèle');
        await page.getByTestId('device-model-form-consumable-add').click();
        await expectText(page.getByTestId('device-model-form-consumable-kind-0'), 'Électrodes adulte');
        await page.getByTestId('device-model-form-consumable-life-0').fill('24');
        await fillIdentity(page, { brand: BRAND, code: OTHER_CODE, name: 'Autre nom' });
        await page.getByTestId('device-model-form-submit').click();
        const text = await expectText(page.getByTestId('device-model-form-modelCode-error'), 'Un modèle avec ce type de produit, ce code de modèle et cette marque existe déjà');
        expect(text).not.toMatch(/already exists/);
        await formDialog(page).getByRole('button', { name: 'Annuler' }).click();
        await expectHidden(formDialog(page));
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
