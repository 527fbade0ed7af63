/**
 * Menus through the UI: reach the screen from the sidebar, add a directory and a screen under it, search, refuse a
 * duplicate name under the same parent, modify, refuse to delete a menu with sub-menus and one a role holds, delete
 * after confirmation; then the screen title and a refusal in Simplified Chinese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import type { MenuRecord } from '../../shared/src/schemas/menu';
import type { RoleRecord } from '../../shared/src/schemas/role';
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
  untilToastsGone,
} from './helpers';

const RUN = Date.now().toString(36);
/** expect.poll waits 1 s by default: UI state gets longer. */
const WAIT = { timeout: 10_000 };
const DIR = `E2E dir ${RUN}`;
const SCREEN = `E2E screen ${RUN}`;
const SCREEN_RENAMED = `E2E screen ${RUN} v2`;
const ZH_DIR = `E2E zh dir ${RUN}`;
const ZH_SCREEN = `E2E zh screen ${RUN}`;
const SYSTEM_DIR = 1;

let browser: Browser;
let t: TestPage;
let token: string;
const created: number[] = [];

beforeAll(async () => {
  token = await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  // Children were created after their parents: delete the newest first. Already deleted ones answer notFound.
  for (const id of [...created].reverse()) await api('DELETE', '/upms/system/menu/delete', { token, query: { menuId: id } }).catch(() => undefined);
});

/* ---------------------------------------------------------------- API */

async function findMenu(name: string, parentId?: number): Promise<MenuRecord | undefined> {
  const r = await api<MenuRecord[]>('GET', '/upms/system/menu/list', { token, query: { menuName: name } });
  if (r.code !== 200) throw new Error(`menu list failed: ${JSON.stringify(r)}`);
  return r.data!.find((m) => m.menuName === name && (parentId === undefined || m.parentId === parentId));
}

async function mustFindMenu(name: string): Promise<MenuRecord> {
  const m = await findMenu(name);
  if (!m) throw new Error(`menu ${name} not found`);
  if (!created.includes(m.menuId)) created.push(m.menuId);
  return m;
}

async function addMenuApi(body: Record<string, unknown>): Promise<MenuRecord> {
  const r = await api<MenuRecord>('POST', '/upms/system/menu/add', { token, body });
  if (r.code !== 200) throw new Error(`menu add failed: ${JSON.stringify(r)}`);
  created.push(r.data!.menuId);
  return r.data!;
}

/* ---------------------------------------------------------------- UI */

const row = (id: number) => t.page.getByTestId(`menu-row-${id}`);
const formDialog = (page: Page) => page.getByTestId('menu-form-dialog');
const deleteDialog = (page: Page) => page.getByTestId('menu-delete-dialog');

async function search(name: string) {
  const { page } = t;
  await page.getByTestId('menu-search-name').fill(name);
  await page.getByTestId('menu-search-submit').click();
}

async function confirmDelete(page: Page, id: number) {
  await page.getByTestId(`menu-row-delete-${id}`).click();
  await deleteDialog(page).waitFor();
  await page.getByTestId('menu-delete-confirm').click();
}

/** Waits until no toast is shown (an error stays 5 s). */
async function noToasts(page: Page) {
  await untilToastsGone(page);
}

async function switchLanguage(page: Page, code: string) {
  await page.getByTestId('lang-switch').first().selectOption(code);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(code);
  await expect.poll(async () => (await t.context.cookies()).find((c) => c.name === COOKIES.language)?.value, WAIT).toBe(code);
}

describe('menus', () => {
  it('is reached from the sidebar: System management > Menus', () =>
    withScreenshot(t.page, '12-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('System management', { exact: true }).click();
      await sidebar.getByText('Menus', { exact: true }).click();
      await page.getByTestId('menu-page').waitFor();
      await expectPath(page, /menu/);
      await row(SYSTEM_DIR).waitFor();
      await expectText(tabsBar(page), 'Menus');
      await expectText(page.getByTestId('breadcrumb'), 'Menus');
    }));

  it('adds a top-level directory', () =>
    withScreenshot(t.page, '12-add-dir', async () => {
      const { page } = t;
      await page.getByTestId('menu-add').click();
      await formDialog(page).waitFor();
      // A directory by default, at the top level.
      expect(await page.getByTestId('menu-form-menuType-M').isChecked()).toBe(true);
      await expect.poll(() => page.getByTestId('menu-form-parent').inputValue(), WAIT).toBe('0');
      await page.getByTestId('menu-form-menuName').fill(DIR);
      await page.getByTestId('menu-form-path').fill(`e2e-${RUN}`);
      await page.getByTestId('menu-form-orderNum').fill('90');
      await page.getByTestId('menu-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      const dir = await mustFindMenu(DIR);
      expect(dir).toMatchObject({ parentId: 0, menuType: 'M', path: `e2e-${RUN}`, orderNum: 90 });
      await expectText(row(dir.menuId), DIR);
    }));

  it('adds a screen under it from its row', () =>
    withScreenshot(t.page, '12-add-screen', async () => {
      const { page } = t;
      const dir = await mustFindMenu(DIR);
      await page.getByTestId(`menu-row-add-${dir.menuId}`).click();
      await formDialog(page).waitFor();
      // Under the directory, as a screen.
      await expect.poll(() => page.getByTestId('menu-form-parent').inputValue(), WAIT).toBe(String(dir.menuId));
      expect(await page.getByTestId('menu-form-menuType-C').isChecked()).toBe(true);
      await page.getByTestId('menu-form-menuName').fill(SCREEN);
      await page.getByTestId('menu-form-path').fill(`e2e-screen-${RUN}`);
      await page.getByTestId('menu-form-component').fill('system/config/index');
      await page.getByTestId('menu-form-perms').fill(`e2e:${RUN}:list`);
      await page.getByTestId('menu-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      const screen = await mustFindMenu(SCREEN);
      expect(screen).toMatchObject({ parentId: dir.menuId, menuType: 'C', component: 'system/config/index', perms: `e2e:${RUN}:list` });
    }));

  it('finds them by name', () =>
    withScreenshot(t.page, '12-search', async () => {
      const { page } = t;
      const dir = await mustFindMenu(DIR);
      const screen = await mustFindMenu(SCREEN);
      // Both names hold the run id; a search shows the matches expanded.
      await search(RUN);
      await expectHidden(row(SYSTEM_DIR));
      await expectText(row(dir.menuId), DIR);
      await expectText(row(screen.menuId), SCREEN);
      await expectText(row(screen.menuId), 'system/config/index');
      await search(SCREEN);
      await expectHidden(row(dir.menuId));
      await row(screen.menuId).waitFor();
      await search(`no such menu ${RUN}`);
      await page.getByTestId('menu-empty').waitFor();
      await search(RUN);
      await row(screen.menuId).waitFor();
    }));

  it('refuses a duplicate name under the same parent with the translated message', () =>
    withScreenshot(t.page, '12-duplicate', async () => {
      const { page } = t;
      const dir = await mustFindMenu(DIR);
      await page.getByTestId(`menu-row-add-${dir.menuId}`).click();
      await formDialog(page).waitFor();
      await page.getByTestId('menu-form-menuName').fill(SCREEN);
      await page.getByTestId('menu-form-path').fill(`e2e-other-${RUN}`);
      await page.getByTestId('menu-form-component').fill('system/config/index');
      await page.getByTestId('menu-form-submit').click();
      const text = await expectText(page.getByTestId('menu-form-menuName-error'), /already exists under the same parent/i);
      expect(text).not.toMatch(/menu\.nameExists/);
      expect(await formDialog(page).isVisible()).toBe(true);
      await formDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(formDialog(page));

      // The same name under another parent is accepted.
      const elsewhere = await addMenuApi({ parentId: 0, menuName: SCREEN, menuType: 'M', path: `e2e-top-${RUN}` });
      const removed = await api('DELETE', '/upms/system/menu/delete', { token, query: { menuId: elsewhere.menuId } });
      expect(removed.code).toBe(200);
    }));

  it('modifies the screen', () =>
    withScreenshot(t.page, '12-edit', async () => {
      const { page } = t;
      const screen = await mustFindMenu(SCREEN);
      await page.getByTestId(`menu-row-edit-${screen.menuId}`).click();
      const name = page.getByTestId('menu-form-menuName');
      await name.waitFor();
      await expect.poll(() => name.inputValue(), WAIT).toBe(SCREEN);
      await name.fill(SCREEN_RENAMED);
      await page.getByTestId('menu-form-orderNum').fill('3');
      await page.getByTestId('menu-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      await expectText(row(screen.menuId), SCREEN_RENAMED);
      const after = await mustFindMenu(SCREEN_RENAMED);
      expect(after).toMatchObject({ menuId: screen.menuId, orderNum: 3, parentId: screen.parentId });
    }));

  it('refuses to delete a menu with sub-menus', () =>
    withScreenshot(t.page, '12-delete-children', async () => {
      const { page } = t;
      const dir = await mustFindMenu(DIR);
      await page.getByTestId(`menu-row-delete-${dir.menuId}`).click();
      await deleteDialog(page).waitFor();
      await expectText(deleteDialog(page), DIR);
      await page.getByTestId('menu-delete-confirm').click();
      const text = await expectText(toasts(page, 'error'), /has sub-menus/i);
      expect(text).not.toMatch(/menu\.hasChildren/);
      await expectHidden(deleteDialog(page));
      await row(dir.menuId).waitFor();
      expect(await findMenu(DIR)).toBeDefined();
    }));

  it('refuses to delete a menu a role holds', () =>
    withScreenshot(t.page, '12-delete-assigned', async () => {
      const { page } = t;
      const dir = await mustFindMenu(DIR);
      const screen = await mustFindMenu(SCREEN_RENAMED);
      const role = await api<RoleRecord>('POST', '/upms/system/role/add', {
        token,
        body: { roleName: `E2E menu holder ${RUN}`, roleKey: `e2e_menu_${RUN}`, menuIds: [dir.menuId, screen.menuId] },
      });
      expect(role.code).toBe(200);
      try {
        await confirmDelete(page, screen.menuId);
        const text = await expectText(toasts(page, 'error'), /assigned to a role/i);
        expect(text).not.toMatch(/menu\.assigned/);
        await expectHidden(deleteDialog(page));
        await row(screen.menuId).waitFor();
      } finally {
        await api('DELETE', '/upms/system/role/delete', { token, query: { ids: String(role.data!.roleId) } });
      }
    }));

  it('deletes after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '12-delete', async () => {
      const { page } = t;
      const dir = await mustFindMenu(DIR);
      const screen = await mustFindMenu(SCREEN_RENAMED);
      await page.getByTestId(`menu-row-delete-${screen.menuId}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('menu-delete-cancel').click();
      await expectHidden(deleteDialog(page));
      expect(await findMenu(SCREEN_RENAMED)).toBeDefined();

      await confirmDelete(page, screen.menuId);
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(deleteDialog(page));
      await expectHidden(row(screen.menuId));
      expect(await findMenu(SCREEN_RENAMED)).toBeUndefined();

      // Without sub-menus the directory goes too.
      await confirmDelete(page, dir.menuId);
      await expectHidden(row(dir.menuId));
      await page.getByTestId('menu-empty').waitFor();
      expect(await findMenu(DIR)).toBeUndefined();
    }));

  it('shows the screen title and a refusal in Simplified Chinese', () =>
    withScreenshot(t.page, '12-chinese', async () => {
      const { page } = t;
      const dir = await addMenuApi({ parentId: 0, menuName: ZH_DIR, menuType: 'M', path: `e2e-zh-${RUN}`, orderNum: 91 });
      await addMenuApi({ parentId: dir.menuId, menuName: ZH_SCREEN, menuType: 'C', path: `e2e-zh-screen-${RUN}`, component: 'system/config/index' });
      // Earlier (English) messages are gone first, so the one read below is this refusal's.
      await noToasts(page);
      await switchLanguage(page, 'zh-CN');
      try {
        await expectText(page.getByTestId('breadcrumb'), '菜单管理');
        await expectText(tabsBar(page), '菜单管理');
        // Seeded menus show their translated titles.
        await search('');
        await expectText(row(SYSTEM_DIR), '系统管理');
        await search(ZH_DIR);
        await confirmDelete(page, dir.menuId);
        const text = await expectText(toasts(page, 'error'), '存在子菜单，不允许删除');
        expect(text).not.toMatch(/sub-menus/);
        await row(dir.menuId).waitFor();
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
