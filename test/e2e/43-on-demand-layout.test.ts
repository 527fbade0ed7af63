/**
 * What the first pages load on demand (docs/decisions/0037): the layout's menus, the notice popover, the tabs' context
 * menu, the drawers and the toasts load when first used, and a screen beyond the first pages loads every recipe and
 * the screens' texts in its route loader. Each is styled the moment it appears (no unstyled flash: its recipes came
 * with it), the page does not download any of it before it is used, and none of the layout's widgets needs the
 * screens' texts.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '../../shared/src/constants/limits';
import { adminToken, baseUrl, expectHidden, expectPath, launchBrowser, login, newPage, toasts, withScreenshot, type TestPage } from './helpers';

/** What is watched, by selector: its computed style is recorded the moment it first enters the page. */
const WATCHED = {
  userMenu: '[data-testid="navbar-user-menu-list"]',
  sizeMenu: '[data-testid="size-menu"]',
  noticeList: '[data-testid="notice-bell-list"]',
  tagsMenu: '[data-testid="tags-context-menu"]',
  settings: '[data-testid="settings-drawer"]',
  flyout: '[role="menu"][data-scope="menu"]',
  mobileSidebar: '[data-testid="sidebar"][data-mode="mobile"]',
  toast: '[data-testid^="toast-"]',
  table: 'main table',
} as const;
type Watched = keyof typeof WATCHED;

interface FirstStyle {
  boxShadow: string;
  backgroundColor: string;
  borderCollapse: string;
}

/** Chunks of what loads on demand (named after their modules). */
const ON_DEMAND_CHUNK = /\/(theme-recipes-all|user-menu-list|size-menu|notice-bell-list|tags-context-menu|settings-drawer|sidebar-drawer|sidebar-flyout|toast-list)-[\w-]+\.js$/;
const SCREENS_TEXTS = /\/locale-[^/]+-screens-[\w-]+\.js$/;

let browser: Browser;
let token: string;

beforeAll(async () => {
  token = await adminToken();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Opened extends TestPage {
  /** Paths of every script the page downloaded so far. */
  scripts: string[];
  firstStyle(name: Watched): Promise<FirstStyle | undefined>;
  close(): Promise<void>;
}

/** Records, in every document of the context, the computed style of each watched element when it first appears. */
function recordFirstStyles(watched: Record<string, string>) {
  const seen: Record<string, unknown> = {};
  (window as unknown as { firstStyles: Record<string, unknown> }).firstStyles = seen;
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(watched)) {
      if (name in seen) continue;
      const element = document.querySelector(selector);
      if (!element) continue;
      const style = getComputedStyle(element);
      seen[name] = { boxShadow: style.boxShadow, backgroundColor: style.backgroundColor, borderCollapse: style.borderCollapse };
    }
  }).observe(document, { childList: true, subtree: true });
}

/** A fresh page at `path` (logged in unless `loggedOut`; a phone's viewport when `phone`), recording scripts and first styles. */
async function open(path: string, options: { loggedOut?: boolean; phone?: boolean } = {}): Promise<Opened> {
  const t = await newPage(browser);
  if (options.phone) await t.page.setViewportSize({ width: 390, height: 844 });
  if (!options.loggedOut) await t.context.addCookies([{ name: COOKIES.token, value: token, url: baseUrl() }]);
  await t.context.addInitScript(recordFirstStyles, WATCHED);
  const scripts: string[] = [];
  t.page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await t.page.goto(path);
  await t.page.getByTestId(options.loggedOut ? 'login-submit' : 'app-layout').waitFor();
  await t.page.waitForLoadState('networkidle');
  return {
    ...t,
    scripts,
    firstStyle: (name) => t.page.evaluate((n) => (window as unknown as { firstStyles: Record<string, FirstStyle | undefined> }).firstStyles[n], name),
    close: () => t.context.close(),
  };
}

/** Drawn with its recipe: a panel's shadow (unstyled: none) and background (unstyled: transparent). */
async function expectStyledPanel(opened: Opened, name: Watched): Promise<void> {
  await expect.poll(() => opened.firstStyle(name), { message: `${name} appeared` }).toBeDefined();
  const style = (await opened.firstStyle(name))!;
  expect(style.boxShadow, `${name} shadow when it appeared`).not.toBe('none');
  expect(style.backgroundColor, `${name} background when it appeared`).not.toBe('rgba(0, 0, 0, 0)');
}

const onDemandChunks = (opened: Opened) => opened.scripts.filter((s) => ON_DEMAND_CHUNK.test(s));

describe('what the first screen loads on demand', () => {
  it('opens the user menu styled, from the mouse and from the keyboard, and the settings drawer from it', async () => {
    const opened = await open('/');
    const { page } = opened;
    try {
      await withScreenshot(page, '43-user-menu', async () => {
        expect(onDemandChunks(opened)).toEqual([]);
        await page.getByTestId('navbar-user-menu').click();
        await page.getByTestId('navbar-profile').waitFor();
        await expectStyledPanel(opened, 'userMenu');
        // Closed with Escape, the focus is back on the trigger.
        await page.keyboard.press('Escape');
        await expectHidden(page.getByTestId('navbar-profile'));
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('navbar-user-menu');

        await page.getByTestId('navbar-user-menu').click();
        await page.getByTestId('navbar-settings').click();
        await page.getByTestId('settings-drawer').waitFor();
        await expectStyledPanel(opened, 'settings');
        await page.getByTestId('setting-tagsView').click();
        await expectHidden(page.getByTestId('tabs-bar'));
        await page.getByTestId('settings-reset').click();
        await page.getByTestId('tabs-bar').waitFor();
        expect(opened.scripts.filter((s) => SCREENS_TEXTS.test(s))).toEqual([]);
      });
    } finally {
      await opened.close();
    }
    // A fresh page, opened from the keyboard before its code is in.
    const fresh = await open('/');
    try {
      await fresh.page.getByTestId('navbar-user-menu').focus();
      await fresh.page.keyboard.press('Enter');
      await fresh.page.getByTestId('navbar-profile').waitFor();
      await expectStyledPanel(fresh, 'userMenu');
    } finally {
      await fresh.close();
    }
  });

  it('changes the size from its menu and shows the notices in the bell popover, both styled', async () => {
    const opened = await open('/');
    const { page } = opened;
    try {
      await withScreenshot(page, '43-size-notices', async () => {
        await page.getByTestId('size-select').click();
        await page.getByTestId('size-option-small').click();
        await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === COOKIES.size)?.value).toBe('small');
        await expectStyledPanel(opened, 'sizeMenu');

        await page.getByTestId('notice-bell').click();
        await page.getByTestId('notice-bell-list').waitFor();
        await expectStyledPanel(opened, 'noticeList');
        expect(opened.scripts.filter((s) => SCREENS_TEXTS.test(s))).toEqual([]);
      });
    } finally {
      await opened.close();
    }
  });

  it("closes the other tabs from a tab's context menu", async () => {
    const opened = await open('/user/profile');
    const { page } = opened;
    try {
      await withScreenshot(page, '43-tags-menu', async () => {
        const tabs = page.getByTestId('tags-view-item');
        await expect.poll(() => tabs.count()).toBe(2);
        const home = page.locator('[data-testid="tags-view-item"][data-path="/"]');
        await home.click({ button: 'right' });
        await page.getByTestId('tags-context-menu').waitFor();
        await expectStyledPanel(opened, 'tagsMenu');
        // Where the tab was clicked (its centre), not somewhere else on the page.
        const tab = (await home.boundingBox())!;
        const menu = (await page.getByTestId('tags-context-menu').boundingBox())!;
        expect(Math.abs(menu.x - (tab.x + tab.width / 2))).toBeLessThan(8);
        expect(Math.abs(menu.y - (tab.y + tab.height / 2))).toBeLessThan(8);
        await page.getByTestId('tags-close-others').click();
        await expect.poll(() => tabs.count()).toBe(1);
        await expectPath(page, '/');
      });
    } finally {
      await opened.close();
    }
  });

  it("opens a directory's screens beside the collapsed sidebar", async () => {
    const opened = await open('/');
    const { page } = opened;
    try {
      await withScreenshot(page, '43-sidebar-flyout', async () => {
        await page.getByTestId('hamburger').click();
        await page.locator('[data-testid="sidebar"][data-collapsed="true"]').waitFor();
        await page.locator('[data-testid^="menu-dir-"]').first().click();
        await page.locator(WATCHED.flyout).first().waitFor();
        await expectStyledPanel(opened, 'flyout');
      });
    } finally {
      await opened.close();
    }
  });

  it('opens the sidebar drawer on a phone', async () => {
    const opened = await open('/', { phone: true });
    const { page } = opened;
    try {
      await withScreenshot(page, '43-phone-drawer', async () => {
        // The drawer starts closed on a phone: nothing of it is loaded or shown.
        expect(onDemandChunks(opened)).toEqual([]);
        expect(await page.locator(WATCHED.mobileSidebar).count()).toBe(0);
        await page.getByTestId('hamburger').click();
        await page.locator(WATCHED.mobileSidebar).waitFor();
        await expectStyledPanel(opened, 'mobileSidebar');
      });
    } finally {
      await opened.close();
    }
  });

  it("shows the login page's first toast styled", async () => {
    const opened = await open('/login', { loggedOut: true });
    try {
      await withScreenshot(opened.page, '43-toast', async () => {
        expect(onDemandChunks(opened)).toEqual([]);
        // An account that does not exist: no one's failure count grows.
        await login(opened, 'e2e-nobody', 'not-the-password', { goto: false });
        await toasts(opened.page, 'error').first().waitFor();
        await expectStyledPanel(opened, 'toast');
      });
    } finally {
      await opened.close();
    }
  });

  it('renders a screen beyond the first pages styled from its first frame', async () => {
    const opened = await open('/');
    const { page } = opened;
    try {
      await withScreenshot(page, '43-screen', async () => {
        // Reached from the sidebar: the page, on the shell's recipes so far, loads the rest in the route's loader.
        const sidebar = page.getByTestId('sidebar');
        await sidebar.getByText('System management', { exact: true }).click();
        await sidebar.getByText('Users', { exact: true }).click();
        await page.locator(WATCHED.table).waitFor();
        await expect.poll(() => opened.firstStyle('table')).toBeDefined();
        expect((await opened.firstStyle('table'))!.borderCollapse).toBe('collapse');
        expect(opened.scripts.some((s) => SCREENS_TEXTS.test(s))).toBe(true);
      });
    } finally {
      await opened.close();
    }
  });
});
