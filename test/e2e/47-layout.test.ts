/**
 * Layout at 1440x900 and 390x844 (issue 14, items 15 and 17-19), on the demo data `npm start` writes: the row actions
 * of every list stay in view and clickable however wide the table, the lighting-rules table of the preset dialog
 * shows every column, sidebar labels are never cut (English and French), and on a phone a page opens with the sidebar
 * drawer closed and the breadcrumb on one line. One login; the page is reused throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { switchLanguage } from './admin-screens';
import { adminToken, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The list screens whose row actions were off-screen or clipped at 1440 px. */
const LISTS = [
  { path: '/system/user', table: 'user-table' },
  { path: '/product/device', table: 'device-table' },
  { path: '/product/notify', table: 'notify-table' },
  { path: '/product/accessory', table: 'accessory-table' },
  { path: '/system/dept', table: 'dept-table' },
  { path: '/system/config', table: 'config-table' },
  { path: '/system/role', table: 'role-table' },
  { path: '/monitor/job', table: 'job-table' },
] as const;

let browser: Browser;
let t: TestPage;
let signedIn = false;

/** Logs in on the first test that runs (login waits with expect.poll, which needs a test), then keeps the session. */
async function signedInPage(): Promise<Page> {
  if (!signedIn) await loginToLayout(t);
  signedIn = true;
  return t.page;
}

beforeAll(async () => {
  await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
  await t.page.setViewportSize(DESKTOP);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What is wrong with reaching the buttons inside `scope` without scrolling: each button (of the rows in the window's
 * height) must lie inside the window and be what a click at its centre hits (not clipped by its scroll area, not
 * covered). Answers the problems and how many buttons were checked.
 */
function unreachableButtons(scope: Locator, buttons: string): Promise<{ problems: string[]; checked: number }> {
  return scope.evaluate((root, selector) => {
    const problems: string[] = [];
    let checked = 0;
    for (const button of root.querySelectorAll<HTMLElement>(selector)) {
      const r = button.getBoundingClientRect();
      const y = r.top + r.height / 2;
      if (r.width === 0 || y < 0 || y > window.innerHeight) continue;
      checked++;
      const name = button.getAttribute('data-testid') ?? button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '?';
      const x = r.left + r.width / 2;
      if (r.left < 0 || r.right > window.innerWidth) {
        problems.push(`${name}: outside the window (${Math.round(r.left)}-${Math.round(r.right)} px)`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || !button.contains(hit)) problems.push(`${name}: a click at its centre hits ${hit?.tagName ?? 'nothing'}${hit?.getAttribute('data-testid') ? ` ${hit.getAttribute('data-testid')}` : ''}`);
    }
    return { problems, checked };
  }, buttons);
}

async function openList(page: Page, path: string, table: string): Promise<Locator> {
  await page.goto(path);
  // Loaded once a row shows an action (the administrator's own row has none).
  await page.getByTestId(table).locator('tbody tr > td:last-child button').first().waitFor({ timeout: 20_000 });
  return page.getByTestId(table);
}

describe('desktop, 1440 x 900', () => {
  it('keeps the row actions of every list in view and clickable', () =>
    withScreenshot(t.page, '47-list-actions', async () => {
      const problems: string[] = [];
      for (const { path, table } of LISTS) {
        const scope = await openList(await signedInPage(), path, table);
        // The actions cell is the last of a row; the role list's delete and the job list's Log are its last buttons.
        const { problems: found, checked } = await unreachableButtons(scope, 'tbody tr > td:last-child button');
        if (checked === 0) problems.push(`${path}: no row action found`);
        problems.push(...found.map((p) => `${path} ${p}`));
      }
      expect(problems).toEqual([]);
    }));

  it('shows that a wide list scrolls on: the pinned actions column casts a shadow over hidden columns until the end', () =>
    withScreenshot(t.page, '47-list-more-columns', async () => {
      const table = await openList(await signedInPage(), '/system/user', 'user-table');
      const frame = table.locator('xpath=ancestor::*[@data-testid="table-frame"][1]');
      const state = () =>
        frame.evaluate((el) => ({
          more: el.hasAttribute('data-more-end'),
          shadow: getComputedStyle(el.querySelector('th[data-actions-column]')!).boxShadow,
        }));
      // at 1440 px the users' columns do not all fit: some lie under the pinned column
      await expect.poll(async () => (await state()).more).toBe(true);
      expect((await state()).shadow.split(/,(?![^(]*\))/).length).toBe(2);
      await frame.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(async () => (await state()).more).toBe(false);
      expect((await state()).shadow.split(/,(?![^(]*\))/).length).toBe(1);
    }));

  it('shows every column of the lighting rules in the preset dialog, the remove button clickable', () =>
    withScreenshot(t.page, '47-preset-rules', async () => {
      const page = await signedInPage();
      await page.goto('/product/monitorItem');
      await page.locator('[data-testid^="monitor-item-row-edit-"]').first().click();
      const rules = page.getByTestId('monitor-item-rules');
      await rules.locator('tbody tr').first().waitFor();
      const hidden = await rules.evaluate((table) => {
        const dialog = table.closest('[role="dialog"]')!.getBoundingClientRect();
        const area = table.parentElement!.getBoundingClientRect();
        const right = Math.min(dialog.right, area.right, window.innerWidth);
        return [...table.querySelectorAll('thead th')]
          .map((th, i) => ({ i, text: th.textContent ?? '', r: th.getBoundingClientRect() }))
          .filter(({ r }) => r.right > right + 1 || r.left < Math.max(dialog.left, area.left) - 1)
          .map(({ i, text }) => `column ${i + 1} "${text}"`);
      });
      expect(hidden).toEqual([]);
      const { problems, checked } = await unreachableButtons(rules, '[data-testid$="-remove"]');
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(0);
      await page.getByTestId('monitor-item-form-cancel').click();
      await page.getByTestId('monitor-item-form').waitFor({ state: 'hidden' });
    }));

  it('shows the sidebar labels whole, in English and in French', () =>
    withScreenshot(t.page, '47-sidebar-labels', async () => {
      const page = await signedInPage();
      await page.goto('/'); // a fresh page: nothing left open by an earlier test
      const sidebar = page.getByTestId('sidebar');
      await sidebar.locator('button[data-testid^="menu-dir-"]').first().waitFor();
      const cut: string[] = [];
      const seen = new Set<string>();
      for (const language of ['en', 'fr'] as const) {
        await switchLanguage(page, language);
        const directories = sidebar.locator('button[data-testid^="menu-dir-"]');
        const count = await directories.count();
        for (let i = 0; i < count; i++) {
          const dir = directories.nth(i);
          if ((await dir.getAttribute('aria-expanded')) !== 'true') await dir.click();
          // Every label now shown (top level, this directory's screens): its whole text fits its box.
          const labels = await sidebar.locator('nav').evaluate((nav) =>
            [...nav.querySelectorAll<HTMLElement>('a p, button p')]
              .filter((p) => p.offsetParent !== null)
              .map((p) => ({ text: p.textContent ?? '', cut: p.scrollWidth > p.clientWidth + 1 })),
          );
          for (const label of labels) {
            seen.add(`${language}: ${label.text}`);
            if (label.cut) cut.push(`${language}: ${label.text}`);
          }
        }
      }
      await switchLanguage(page, 'en');
      expect(seen.size, 'labels checked').toBeGreaterThan(20);
      expect([...new Set(cut)]).toEqual([]);
    }));
});

describe('phone, 390 x 844', () => {
  it('lets the users and devices tables scroll whole: the row actions cover no cell and are reached by scrolling', () =>
    withScreenshot(t.page, '47-phone-list-actions', async () => {
      const page = await signedInPage();
      await page.setViewportSize(PHONE);
      const problems: string[] = [];
      for (const { path, table } of LISTS.filter((l) => l.table === 'user-table' || l.table === 'device-table')) {
        const scope = await openList(page, path, table);
        // Scrolled to the start, then to the end: no cell lies under the actions cell of its row.
        for (const at of ['start', 'end'] as const) {
          const covered = await scope.evaluate((tableEl, where) => {
            const area = tableEl.parentElement!;
            area.scrollLeft = where === 'start' ? 0 : area.scrollWidth;
            const found: string[] = [];
            for (const row of tableEl.querySelectorAll<HTMLElement>('thead tr, tbody tr')) {
              const actions = row.querySelector<HTMLElement>('[data-actions-column]');
              if (!actions) continue;
              const a = actions.getBoundingClientRect();
              row.querySelectorAll<HTMLElement>(':scope > td, :scope > th').forEach((cell, i) => {
                if (cell === actions) return;
                const c = cell.getBoundingClientRect();
                if (Math.min(a.right, c.right) - Math.max(a.left, c.left) > 1) found.push(`${where}: ${row.getAttribute('data-testid') ?? 'header'} cell ${i + 1} under the actions`);
              });
            }
            return found;
          }, at);
          problems.push(...covered.map((p) => `${path} ${p}`));
        }
        // Each row action is reached by scrolling the table (the rows lie under the search bar): in the window, clickable.
        const reached = await scope.evaluate((tableEl) => {
          const found: string[] = [];
          let checked = 0;
          for (const button of [...tableEl.querySelectorAll<HTMLElement>('tbody tr > td:last-child button')].slice(0, 12)) {
            button.scrollIntoView({ block: 'center', inline: 'center' });
            const r = button.getBoundingClientRect();
            checked++;
            const name = button.getAttribute('data-testid') ?? '?';
            if (r.left < 0 || r.right > window.innerWidth) found.push(`${name}: outside the window (${Math.round(r.left)}-${Math.round(r.right)} px)`);
            else if (!button.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))) found.push(`${name}: covered`);
          }
          return checked === 0 ? ['no row action found'] : found;
        });
        problems.push(...reached.map((p) => `${path} ${p}`));
      }
      expect(problems).toEqual([]);
      await page.setViewportSize(DESKTOP);
    }));

  it('shows the list on the first screen of the organization-scoped pages: the tree folds behind a button naming the pick', () =>
    withScreenshot(t.page, '47-phone-org-tree', async () => {
      const page = await signedInPage();
      await page.setViewportSize(PHONE);
      for (const { path, ns, table } of [
        { path: '/system/user', ns: 'user', table: 'user-table' },
        { path: '/product/device', ns: 'device', table: 'device-table' },
        { path: '/product/notify', ns: 'notify', table: 'notify-table' },
        { path: '/product/handler', ns: 'handler', table: 'handler-table' },
        { path: '/product/accessory', ns: 'accessory', table: 'accessory-table' },
      ]) {
        await page.goto(path);
        const firstRow = page.getByTestId(table).locator('tbody tr').first();
        await firstRow.waitFor({ timeout: 20_000 });
        expect(await page.getByTestId(`${ns}-dept-tree`).isVisible(), `${path}: tree unfolded on load`).toBe(false);
        const top = await firstRow.evaluate((row) => row.getBoundingClientRect().top);
        expect(top, `${path}: first row below the first screen`).toBeLessThan(PHONE.height);
      }
      // Users: the button unfolds the tree; picking an organization folds it, filters the list and names the pick.
      await page.goto('/system/user');
      await page.getByTestId('user-table').locator('tbody tr').first().waitFor({ timeout: 20_000 });
      await page.getByTestId('user-dept-toggle').click();
      const tree = page.getByTestId('user-dept-tree');
      await tree.waitFor({ state: 'visible' });
      const org = tree.locator('[role="tree"] [data-testid^="user-dept-"]').nth(1);
      const orgName = (await org.textContent())!.trim();
      const orgId = (await org.getAttribute('data-testid'))!.replace('user-dept-', '');
      await org.click();
      await tree.waitFor({ state: 'hidden' });
      await expect.poll(() => new URL(page.url()).searchParams.get('deptId')).toBe(orgId);
      expect(await page.getByTestId('user-dept-toggle').textContent()).toContain(orgName);
      await page.setViewportSize(DESKTOP);
    }));

  it('shows an empty list\'s message whole in the visible part of a table wider than the phone', () =>
    withScreenshot(t.page, '47-phone-empty', async () => {
      const page = await signedInPage();
      await page.setViewportSize(PHONE);
      // a fresh platform has no code-generation definitions: the list is empty, its table wider than the screen
      await page.goto('/tool/gen');
      const message = page.getByTestId('gen-empty');
      await message.waitFor({ timeout: 20_000 });
      const fit = await message.evaluate((el) => {
        const frame = el.closest('[data-testid="table-frame"]')!;
        // the text as drawn (its box may be wider than the words)
        const range = document.createRange();
        range.selectNodeContents(el);
        const box = range.getBoundingClientRect();
        const visible = frame.getBoundingClientRect();
        return { wider: frame.scrollWidth > frame.clientWidth, inside: box.left >= visible.left - 1 && box.right <= visible.right + 1, whole: el.scrollWidth <= el.clientWidth + 1 };
      });
      expect(fit).toEqual({ wider: true, inside: true, whole: true });
      await page.setViewportSize(DESKTOP);
    }));

  it('opens a page with the sidebar drawer closed and the breadcrumb on one line', () =>
    withScreenshot(t.page, '47-phone', async () => {
      const page = await signedInPage();
      await page.setViewportSize(PHONE);
      for (const { path, table } of [
        { path: '/system/user', table: 'user-table' },
        { path: '/product/accessory', table: 'accessory-table' },
      ]) {
        await page.goto(path);
        await page.getByTestId(table).waitFor({ timeout: 20_000 });
        await page.getByTestId('hamburger').waitFor();
        expect(await page.getByTestId('sidebar').isVisible(), `${path}: sidebar drawer open on load`).toBe(false);
        const lines = await page.getByTestId('breadcrumb').evaluate((crumbs) => {
          const lineHeight = parseFloat(getComputedStyle(crumbs).fontSize) * 1.8;
          return [...crumbs.querySelectorAll('li')]
            .filter((li) => li.getBoundingClientRect().width > 0)
            .map((li) => ({ text: li.textContent ?? '', lines: Math.round(li.getBoundingClientRect().height / lineHeight) }));
        });
        expect(lines.length, `${path}: breadcrumb shown`).toBeGreaterThan(0);
        expect(lines.filter((l) => l.lines > 1), `${path}: breadcrumb items on more than one line`).toEqual([]);
      }
      // The hamburger still opens the drawer.
      await page.getByTestId('hamburger').click();
      await page.getByTestId('sidebar').waitFor();
      await page.setViewportSize(DESKTOP);
    }));
});
