/**
 * Code generation (System tools) through the UI: reach the screen from the sidebar, refuse a module name an existing
 * module has (translated, on its field), add a definition with two fields, find it, preview the generated files one
 * by one, download the zip (the module pattern's files inside), delete it after confirmation; the title in French.
 * Whether the generated code compiles and lints is proven by functions/test/gen/gen-compile.test.ts.
 */
import { readFile, rm } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  adminToken,
  api,
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
} from './helpers';
import { openMenu, switchLanguage } from './admin-screens';

const RUN = Date.now().toString(36).replace(/[^a-z0-9]/g, '');
const MODULE = `cab${RUN}`.slice(0, 30);
const ENTITY = `Cab${RUN}`;
const WAIT = { timeout: 10_000 };

let browser: Browser;
let t: TestPage;
let token: string;

interface GenRow {
  tableId: number;
  moduleName: string;
}
async function findDefinition(moduleName: string): Promise<GenRow | undefined> {
  const r = await api<{ rows: GenRow[] }>('GET', '/upms/tool/gen/page', { token, query: { page: 1, limit: 50, moduleName } });
  if (r.code !== 200) throw new Error(`gen page failed: ${JSON.stringify(r)}`);
  return r.data!.rows.find((row) => row.moduleName === moduleName);
}

beforeAll(async () => {
  token = await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  const left = await findDefinition(MODULE).catch(() => undefined);
  if (left) await api('DELETE', '/upms/tool/gen/delete', { token, query: { ids: left.tableId } }).catch(() => undefined);
});

describe('code generation', () => {
  it('is reached from the sidebar: System tools > Code generation', () =>
    withScreenshot(t.page, '20-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['System tools', 'Code generation']);
      await page.getByTestId('gen-page').waitFor();
      await expectPath(page, /gen/);
      await expectText(tabsBar(page), 'Code generation');
    }));

  it('refuses the name of an existing module on its field, then adds a definition with two fields', () =>
    withScreenshot(t.page, '20-add', async () => {
      const { page } = t;
      await page.getByTestId('gen-add').click();
      const form = page.getByTestId('gen-form');
      await form.waitFor();
      await page.getByTestId('gen-form-moduleName').fill('user');
      await page.getByTestId('gen-form-entityName').fill(ENTITY);
      await page.getByTestId('gen-form-menuId').fill('9300');
      await page.getByTestId('gen-form-businessName-en').fill('E2E cabinets');
      await page.getByTestId('gen-field-0-name').fill('serial');
      await page.getByTestId('gen-field-0-label-en').fill('Serial number');
      await page.getByTestId('gen-form-submit').click();
      const refused = await expectText(page.getByTestId('gen-form-moduleName-error'), 'The name is taken by an existing module');
      expect(refused).not.toMatch(/gen\./);
      expect(await findDefinition('user')).toBeUndefined();

      await page.getByTestId('gen-form-moduleName').fill(MODULE);
      await page.getByTestId('gen-field-add').click();
      await page.getByTestId('gen-field-1-name').fill('installedAt');
      await page.getByTestId('gen-field-1-label-en').fill('Installed at');
      await page.getByTestId('gen-field-1-type').selectOption('date');
      await page.getByTestId('gen-form-submit').click();
      await expectText(toasts(page, 'success'), /Added/);
      await expectHidden(form);
      expect(await findDefinition(MODULE)).toBeDefined();
    }));

  it('finds it by module name', () =>
    withScreenshot(t.page, '20-search', async () => {
      const { page } = t;
      await page.getByTestId('gen-search-module').fill(MODULE);
      await page.getByTestId('gen-search-submit').click();
      await page.getByTestId(`gen-row-${MODULE}`).waitFor();
      await expect.poll(() => page.locator('[data-testid^="gen-row-"]:not([data-testid*="-preview-"]):not([data-testid*="-download-"]):not([data-testid*="-edit-"]):not([data-testid*="-delete-"])').count(), WAIT).toBe(1);
    }));

  it('previews the generated files one by one', () =>
    withScreenshot(t.page, '20-preview', async () => {
      const { page } = t;
      await page.getByTestId(`gen-row-preview-${MODULE}`).click();
      const preview = page.getByTestId('gen-preview');
      await preview.waitFor();
      const schemaFile = page.getByTestId(`gen-preview-file-shared/src/schemas/${MODULE}.ts`);
      await schemaFile.click();
      await expectText(page.getByTestId('gen-preview-path'), `shared/src/schemas/${MODULE}.ts`);
      await expectText(page.getByTestId('gen-preview-code'), 'installedAt');
      await page.getByTestId(`gen-preview-file-web/src/locales/en/${MODULE}.json`).click();
      await expectText(page.getByTestId('gen-preview-code'), 'Serial number');
      await page.keyboard.press('Escape');
      await expectHidden(preview);
    }));

  it('downloads the module as a zip holding the files of the module pattern', () =>
    withScreenshot(t.page, '20-download', async () => {
      const { page } = t;
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByTestId(`gen-row-download-${MODULE}`).click()]);
      expect(download.suggestedFilename()).toMatch(/\.zip$/);
      const file = `/tmp/aed-e2e-gen-${RUN}.zip`;
      await download.saveAs(file);
      const files = Object.keys(unzipSync(new Uint8Array(await readFile(file))));
      await rm(file, { force: true });
      expect(files).toEqual(
        expect.arrayContaining([
          `shared/src/schemas/${MODULE}.ts`,
          `shared/src/routes/${MODULE}.routes.ts`,
          `functions/src/routes/system/${MODULE}/get-${ENTITY.toLowerCase()}-page.ts`,
          // the xlsx export as the hand-written list screens have it, and the page's component test
          `functions/src/routes/system/${MODULE}/get-${ENTITY.toLowerCase()}-export.ts`,
          `functions/src/domain/${MODULE}/${MODULE}-export.ts`,
          `web/src/features/${MODULE}/api/export-${MODULE}.ts`,
          `web/src/features/${MODULE}/components/${MODULE}-page.test.tsx`,
          `web/src/locales/zh-TW/${MODULE}.json`,
        ]),
      );
    }));

  it('deletes it after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '20-delete', async () => {
      const { page } = t;
      const dialog = page.getByTestId('gen-delete-dialog');
      await page.getByTestId(`gen-row-delete-${MODULE}`).click();
      await dialog.waitFor();
      await page.getByTestId('gen-delete-cancel').click();
      await expectHidden(dialog);
      expect(await findDefinition(MODULE)).toBeDefined();
      await page.getByTestId(`gen-row-delete-${MODULE}`).click();
      await dialog.waitFor();
      await page.getByTestId('gen-delete-confirm').click();
      await expectHidden(page.getByTestId(`gen-row-${MODULE}`));
      expect(await findDefinition(MODULE)).toBeUndefined();
    }));

  it('shows the screen title in French', () =>
    withScreenshot(t.page, '20-french', async () => {
      const { page } = t;
      await switchLanguage(page, 'fr');
      try {
        await expectText(tabsBar(page), 'Génération de code');
        await expectText(page.getByTestId('breadcrumb'), 'Génération de code');
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
