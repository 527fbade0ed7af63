/**
 * Every screen of the menu tree in every language: the administrator's route tree (GET /getRouters) gives the
 * screens; each is opened in en, fr, zh-CN and zh-TW and must show its own page (no 404, no error state), no
 * untranslated i18n key, and in Chinese no English in the screen's own labels (column headers, field labels,
 * placeholders, tabs, toolbar buttons). Data (organization names, demo device names) may stay in the language it was
 * typed in, so only the screen's chrome is read, not its rows.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RouterNode } from '../../shared/src/schemas/auth';
import { switchLanguage } from './admin-screens';
import { adminToken, api, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/locales');

type Tree = { [key: string]: string | Tree };
const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : leafKeys(v, `${prefix}${k}.`)));

/** Every key of the English resources (`fields.serialNumber`, ...): shown as such only when a translation is missing. */
const KEYS = new Set(
  readdirSync(path.join(LOCALES, 'en'))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => leafKeys(JSON.parse(readFileSync(path.join(LOCALES, 'en', f), 'utf8')) as Tree))
    .filter((k) => k.includes('.'))
    .map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')),
);

/** Latin words that are the same in every language: acronyms, units, formats and product names. */
const SAME_IN_EVERY_LANGUAGE = /^(?:[A-Z0-9]{2,}s?|IoT|IMEI|iccid|xlsx|xls|Excel|cron|Cron|SMTP|IMAP|POP3|SSL|TLS|e-?mail|Email|URL|IP|ID|km|kg|mAh|ms|min|Wi-Fi|jpg|png|tif|tiff|MB|KB|Pad-Pak)$/;

interface Screen {
  path: string;
  component: string;
  title: string;
}

/** The leaf screens of the route tree (views, not containers or links), with their full paths. */
function screensOf(nodes: readonly RouterNode[], base = ''): Screen[] {
  return nodes.flatMap((node) => {
    if (/^(https?:|mailto:)/.test(node.path)) return [];
    const full = node.path.startsWith('/') ? node.path : `${base}/${node.path}`.replace(/\/+/g, '/');
    if (node.children?.length) return screensOf(node.children, full);
    if (['Layout', 'ParentView', 'InnerLink'].includes(node.component) || full.includes(':')) return [];
    return [{ path: full, component: node.component, title: node.meta.title }];
  });
}

/** The screen's own labels, read from the main area: headers, labels, placeholders, tabs and toolbar buttons. */
const chromeTexts = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const texts: string[] = [];
    const own = (el: Element) => (el as HTMLElement).innerText?.trim() ?? '';
    for (const el of main.querySelectorAll('th, label, legend, h1, h2, h3, [role="tab"], [role="toolbar"] button, form button')) texts.push(own(el));
    for (const el of main.querySelectorAll('[placeholder]')) texts.push(el.getAttribute('placeholder') ?? '');
    for (const el of main.querySelectorAll('[role="toolbar"] [aria-label], form [aria-label], th [aria-label]')) texts.push(el.getAttribute('aria-label') ?? '');
    return texts.filter(Boolean);
  });

let browser: Browser;
let t: TestPage;
let screens: Screen[];

beforeAll(async () => {
  const token = await adminToken();
  const routers = await api<RouterNode[]>('GET', '/getRouters', { token });
  expect(routers.code).toBe(200);
  screens = screensOf(routers.data!);
  browser = await launchBrowser();
  t = await newPage(browser);
  settled = trackRequests(t.page);
});
afterAll(async () => {
  await browser?.close();
});

/** Requests the page has sent and not yet seen answered (or failed). */
function trackRequests(page: Page) {
  let open = 0;
  let last = Date.now();
  const change = (by: number) => () => {
    open += by;
    last = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  /** Resolves once nothing has been in flight for `quietMs` (what networkidle means, after an in-app navigation too). */
  return async (quietMs = 300, timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    while (open > 0 || Date.now() - last < quietMs) {
      if (Date.now() > until) throw new Error(`${open} requests still in flight after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

let settled: ReturnType<typeof trackRequests>;

/**
 * Opens a screen as a user does, inside the app (the router follows history.pushState, as a sidebar link would: no
 * reload of the whole SPA per screen), and waits until it has settled (its lists loaded).
 */
async function open(page: Page, screen: Screen) {
  await page.evaluate((to) => window.history.pushState({}, '', to), screen.path);
  await page.waitForURL((url) => url.pathname === screen.path);
  await page.locator('main').waitFor();
  await settled();
}

describe('every screen in every language', () => {
  it('reaches every screen of the catalogue and of the administration from the route tree', () => {
    const components = screens.map((s) => s.component);
    for (const c of ['system/user/index', 'system/dept/index', 'system/role/index', 'monitor/job/index', 'tool/gen/index']) expect(components).toContain(c);
    for (const c of ['productType', 'deviceModel', 'monitorItem', 'region', 'notify', 'handler', 'device', 'accessory', 'inventory']) expect(components).toContain(`product/${c}/index`);
  });

  for (const language of ['en', 'fr', 'zh-CN', 'zh-TW'] as const) {
    it(`shows each screen in ${language}: its own page, no raw key${language.startsWith('zh') ? ', no English label' : ''}`, () =>
      withScreenshot(t.page, `38-screens-${language}`, async () => {
        const { page } = t;
        if (language === 'en') await loginToLayout(t);
        await switchLanguage(page, language);
        const problems: string[] = [];
        let previous = '';
        for (const screen of screens) {
          await open(page, screen);
          const text = await page.locator('main').innerText();
          // an in-app navigation that left the previous screen in place would read that screen twice
          if (text === previous) problems.push(`${screen.path}: still shows the previous screen`);
          previous = text;
          if ((await page.locator('main [data-testid="page-404"], main [data-testid="page-401"], main [data-testid="page-error"]').count()) > 0) problems.push(`${screen.path}: not found or error page`);
          const rawKeys = text.split(/[\s:，,()（）]+/).filter((word) => KEYS.has(word));
          if (rawKeys.length) problems.push(`${screen.path}: raw keys ${[...new Set(rawKeys)].join(', ')}`);
          if (language.startsWith('zh')) {
            const english = (await chromeTexts(page)).filter((s) => (s.match(/[A-Za-z][A-Za-z-]{2,}/g) ?? []).some((w) => !SAME_IN_EVERY_LANGUAGE.test(w)));
            if (english.length) problems.push(`${screen.path}: English labels ${JSON.stringify([...new Set(english)])}`);
          }
        }
        expect(problems).toEqual([]);
      }));
  }
});
