/**
 * Monitoring item presets through the UI: reach the screen from the sidebar (Product management), see the seeded
 * reserved presets, add a preset whose rules first leave a gap (refused on the offending rule row, nothing sent),
 * search it, modify a threshold and a light, refuse a duplicate code, export, delete after confirmation; then the
 * screen title and the gap refusal in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MonitorItemRecord } from '../../shared/src/schemas/monitor-item';
import { adminToken, api, expectHidden, expectPath, expectText, launchBrowser, loginToLayout, newPage, tabsBar, withScreenshot, type TestPage, untilToastsGone } from './helpers';
import { apiOk, expectSuccessToast, expectXlsxDownload, openMenu, runId, switchLanguage } from './admin-screens';

const RUN = runId();
const CODE = `E2E_MI_${RUN}`;
const NAME = `E2E monitoring item ${RUN}`;
const NEW_NAME = `${NAME} bis`;
const FR_CODE = `E2E_MI_FR_${RUN}`;
/** expect.poll waits 1 s by default: UI state gets longer. */
const WAIT = { timeout: 10_000 };

let browser: Browser;
let t: TestPage;
let token: string;

beforeAll(async () => {
  token = await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  const left = (await Promise.all([CODE, FR_CODE].map((c) => findItem(c).catch(() => undefined)))).filter((i) => i !== undefined);
  if (left.length) await api('DELETE', '/product/monitorItem/delete', { token, query: { ids: left.map((i) => i.itemId).join(',') } }).catch(() => undefined);
});

/* ---------------------------------------------------------------- API */

async function findItem(code: string): Promise<MonitorItemRecord | undefined> {
  const page = await apiOk<{ rows: MonitorItemRecord[] }>('GET', '/product/monitorItem/page', { token, query: { page: 1, limit: 50, itemCode: code } });
  return page.rows.find((row) => row.itemCode === code);
}

/* ---------------------------------------------------------------- UI */

const row = (code: string) => t.page.getByTestId(`monitor-item-row-${code}`);
const formDialog = (page: Page) => page.getByTestId('monitor-item-form');
const deleteDialog = (page: Page) => page.getByTestId('monitor-item-delete-dialog');
const rule = (index: number, field: string) => t.page.getByTestId(`monitor-item-rule-${index}-${field}`);

async function search(fields: { code?: string; name?: string }) {
  const { page } = t;
  await page.getByTestId('monitor-item-search-code').fill(fields.code ?? '');
  await page.getByTestId('monitor-item-search-name').fill(fields.name ?? '');
  await page.getByTestId('monitor-item-search-submit').click();
}

async function fillRule(index: number, values: { code: string; name: string; lower: string; upper: string; colour: string }) {
  await rule(index, 'ruleCode').fill(values.code);
  await rule(index, 'ruleName').fill(values.name);
  await rule(index, 'lowerLimit').fill(values.lower);
  await rule(index, 'upperLimit').fill(values.upper);
  await rule(index, `colour-${values.colour}`).click();
}

async function cancelForm(label = 'Cancel') {
  await formDialog(t.page).getByRole('button', { name: label, exact: true }).click();
  await expectHidden(formDialog(t.page));
}

describe('monitoring item presets', () => {
  it('is reached from the sidebar: Product management > Monitoring item presets, with the reserved presets', () =>
    withScreenshot(t.page, '32-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['Product management', 'Monitoring item presets']);
      await page.getByTestId('monitor-item-page').waitFor();
      await expectPath(page, '/product/monitorItem');
      await expectText(tabsBar(page), 'Monitoring item presets');
      await expectText(row('BATTERY_VOLTAGE'), 'Reserved');
      await expectText(row('SELF_TEST_RESULT'), 'Single value');
      // enabled presets by default (spec section 9), as the status select shows
      await expect.poll(() => page.getByTestId('monitor-item-search-status').inputValue(), WAIT).toBe('0');
      // reserved presets cannot be deleted: no delete button
      expect(await page.getByTestId('monitor-item-row-delete-BATTERY_VOLTAGE').count()).toBe(0);
      expect(await page.getByTestId('monitor-item-lights-BATTERY_VOLTAGE').getByRole('img').count()).toBe(3);
    }));

  it('refuses rules that leave a gap on the offending row without sending anything, then adds the preset', () =>
    withScreenshot(t.page, '32-add', async () => {
      const { page } = t;
      await page.getByTestId('monitor-item-add').click();
      await formDialog(page).waitFor();
      await page.getByTestId('monitor-item-form-code').fill(CODE);
      await page.getByTestId('monitor-item-form-name').fill(NAME);
      await page.getByTestId('monitor-item-form-red').fill('120');
      await page.getByTestId('monitor-item-form-yellow').fill('60');
      await fillRule(0, { code: 'LOW', name: 'Battery low', lower: '', upper: '10,5', colour: 'red' });
      await rule(0, 'emailNotify').click();
      await rule(0, 'autoAlarmOrder').click();
      await page.getByTestId('monitor-item-rule-add').click();
      await fillRule(1, { code: 'OK', name: 'Battery normal', lower: '11', upper: '', colour: 'green' });
      await page.getByTestId('monitor-item-form-submit').click();
      const gap = await expectText(rule(1, 'error'), 'Gap: no rule covers the values between the previous rule and this lower limit');
      expect(gap).not.toMatch(/monitorItem\./);
      expect(await rule(0, 'error').count()).toBe(0);
      expect(await findItem(CODE)).toBeUndefined();

      // the server refuses the same rules with the same code, on the same row
      const refused = await api('POST', '/product/monitorItem/add', {
        token,
        body: { itemCode: CODE, itemName: NAME, itemType: '1', rules: [{ ruleCode: 'LOW', ruleName: 'Low', upperLimit: '10,5', lightColour: 'red' }, { ruleCode: 'OK', ruleName: 'Ok', lowerLimit: '11', lightColour: 'green' }] },
      });
      expect([refused.status, refused.errorCode, (refused as { fields?: unknown }).fields]).toEqual([400, 'monitorItem.rangeGap', [{ path: 'rules.1.lowerLimit', errorCode: 'monitorItem.rangeGap' }]]);

      await rule(1, 'lowerLimit').fill('10,5');
      await expectHidden(rule(1, 'error'));
      await page.getByTestId('monitor-item-form-submit').click();
      await expectSuccessToast(page, 'Added successfully');
      await expectHidden(formDialog(page));
      const item = await findItem(CODE);
      expect(item).toMatchObject({ itemName: NAME, itemType: '1', redLightMinutes: 120, yellowLightMinutes: 60, status: '0', reserved: false });
      expect(item?.rules.map((r) => [r.ruleCode, r.lowerLimit, r.upperLimit, r.lightColour, r.emailNotify, r.pushNotify, r.autoAlarmOrder])).toEqual([
        ['LOW', null, 10.5, 'red', true, false, true],
        ['OK', 10.5, null, 'green', false, false, false],
      ]);
    }));

  it('finds it by code and by name', () =>
    withScreenshot(t.page, '32-search', async () => {
      const { page } = t;
      await search({ code: CODE });
      await expectText(row(CODE), NAME);
      await expectText(page.getByTestId('monitor-item-total'), /\b1\b/);
      await search({ name: NAME });
      await expectText(row(CODE), '2 rules');
      await search({ code: `none-${RUN}` });
      await page.getByTestId('monitor-item-empty').waitFor();
      await search({ code: CODE });
      await row(CODE).waitFor();
    }));

  it('modifies its name, a threshold and a light', () =>
    withScreenshot(t.page, '32-edit', async () => {
      const { page } = t;
      await page.getByTestId(`monitor-item-row-edit-${CODE}`).click();
      const name = page.getByTestId('monitor-item-form-name');
      await name.waitFor();
      await expect.poll(() => name.inputValue(), WAIT).toBe(NAME);
      await expect.poll(() => rule(0, 'upperLimit').inputValue(), WAIT).toBe('10.5');
      await name.fill(NEW_NAME);
      await rule(0, 'upperLimit').fill('11');
      await rule(1, 'lowerLimit').fill('11');
      await rule(0, 'colour-purple').click();
      await page.getByTestId('monitor-item-form-submit').click();
      await expectSuccessToast(page, 'Modified successfully');
      await expectHidden(formDialog(page));
      await expectText(row(CODE), NEW_NAME);
      const item = await findItem(CODE);
      expect(item?.rules.map((r) => [r.lowerLimit, r.upperLimit, r.lightColour])).toEqual([
        [null, 11, 'purple'],
        [11, null, 'green'],
      ]);
    }));

  it('refuses a duplicate code with the translated message on the code field', () =>
    withScreenshot(t.page, '32-duplicate', async () => {
      const { page } = t;
      await page.getByTestId('monitor-item-add').click();
      await formDialog(page).waitFor();
      // codes with other characters: the messages name the allowed ones, on the field and on the rule row
      await page.getByTestId('monitor-item-form-code').fill(`${CODE} x`);
      await page.getByTestId('monitor-item-form-name').fill(`${NAME} other`);
      await fillRule(0, { code: 'ALL?', name: 'Any value', lower: '', upper: '', colour: 'green' });
      await page.getByTestId('monitor-item-form-submit').click();
      await expectText(page.getByTestId('monitor-item-form-code-error'), 'The item code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)');
      await expectText(page.getByTestId('monitor-item-rule-0-error'), 'A rule code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)');
      await page.getByTestId('monitor-item-form-code').fill(CODE);
      await rule(0, 'ruleCode').fill('ALL');
      await page.getByTestId('monitor-item-form-submit').click();
      const text = await expectText(page.getByTestId('monitor-item-form-code-error'), 'The monitoring item code already exists');
      expect(text).not.toMatch(/monitorItem\.codeExists/);
      await cancelForm();
    }));

  it('exports the presets as xlsx', () =>
    withScreenshot(t.page, '32-export', async () => {
      await expectXlsxDownload(t.page, t.page.getByTestId('monitor-item-export'));
    }));

  it('deletes it after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '32-delete', async () => {
      const { page } = t;
      await page.getByTestId(`monitor-item-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await expectText(deleteDialog(page), CODE);
      await page.getByTestId('monitor-item-delete-cancel').click();
      await expectHidden(deleteDialog(page));
      expect(await findItem(CODE)).toBeDefined();

      await page.getByTestId(`monitor-item-row-delete-${CODE}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('monitor-item-delete-confirm').click();
      await expectSuccessToast(page, 'Deleted successfully');
      await expectHidden(row(CODE));
      await page.getByTestId('monitor-item-empty').waitFor();
      expect(await findItem(CODE)).toBeUndefined();
    }));

  it('shows the screen title and the gap refusal in French', () =>
    withScreenshot(t.page, '32-french', async () => {
      const { page } = t;
      await untilToastsGone(page);
      await switchLanguage(page, 'fr');
      try {
        await expectText(tabsBar(page), 'Éléments de surveillance');
        await page.getByTestId('monitor-item-add').click();
        await formDialog(page).waitFor();
        await expectText(formDialog(page), 'Ajouter un élément de surveillance');
        await expectText(formDialog(page), "Règles d'éclairage");
        await page.getByTestId('monitor-item-form-code').fill(FR_CODE);
        await page.getByTestId('monitor-item-form-name').fill(`E2E élément ${RUN}`);
        await fillRule(0, { code: 'BAS', name: 'Trop bas', lower: '', upper: '0', colour: 'pink' });
        await page.getByTestId('monitor-item-rule-add').click();
        await fillRule(1, { code: 'HAUT', name: 'Normal', lower: '-5', upper: '', colour: 'green' });
        await page.getByTestId('monitor-item-form-submit').click();
        const text = await expectText(rule(1, 'error'), 'Chevauchement : cette plage chevauche une autre règle');
        expect(text).not.toMatch(/overlaps/);
        await rule(1, 'lowerLimit').fill('1');
        await page.getByTestId('monitor-item-form-submit').click();
        await expectText(rule(1, 'error'), 'Trou : aucune règle ne couvre les valeurs entre la règle précédente et cette limite inférieure');
        await cancelForm('Annuler');
        expect(await findItem(FR_CODE)).toBeUndefined();
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
