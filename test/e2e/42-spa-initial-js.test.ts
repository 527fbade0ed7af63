/**
 * The SPA's initial JavaScript (issue 14), measured as `npm run bench` part (b) measures it (test/load/spa-initial-js.ts):
 * the login page and the first screen after login each stay under the ceiling in every language (the issue's target,
 * 200 KB gzipped: docs/decisions/0037; the bench prints both), neither downloads what loads later (the screens' texts,
 * the full recipe set, the widgets loaded on demand; on the first screen after login, the login page's texts), and the measure counts a
 * chunk the login route imports at run time (index.html does not name it), so the figure cannot silently miss what a
 * route pulls in.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, LANGUAGES } from '../../shared/src/constants/limits';
import { createLocalServer, type LocalServerOptions } from '../../functions/src/local/http-adapter';
import { SPA_INITIAL_JS_CEILING, firstScreen, launchChromium, loginPage, scriptsOfPage, type PageScripts } from '../load/spa-initial-js';
import { adminToken, baseUrl } from './helpers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = process.env.E2E_STATIC_DIR ?? path.join(repoRoot, 'web', 'dist');

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The scripts index.html names: the entry and its modulepreloads. */
async function namedByIndexHtml(dir: string): Promise<string[]> {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
}

/** The translation parts a page loaded (`locale-<lng>-<part>-<hash>.js`, web/vite.config.ts), as `<lng>-<part>`. */
const localeChunks = (page: PageScripts) =>
  page.scripts
    .filter((s) => s.path.includes('/locale-'))
    .map((s) => {
      const lng = LANGUAGES.find((l) => s.path.includes(`/locale-${l}-`));
      const part = lng && /^(shell|login|screens)-/.exec(s.path.slice(s.path.indexOf(`/locale-${lng}-`) + `/locale-${lng}-`.length))?.[1];
      return part ? `${lng}-${part}` : s.path;
    })
    .sort();

/**
 * Chunks of what loads later: what screens beyond the first pages need (web/src/lib/screen-assets.ts: every recipe, the
 * screens' texts) and what the first pages load on demand (web/src/lib/on-demand.ts).
 */
const LOADED_LATER = /\/(theme-recipes-all|locale-[^/]+-screens|user-menu-list|size-menu|notice-bell-list|tags-context-menu|settings-drawer|sidebar-drawer|sidebar-flyout|toast-list|about-dialog|logout-dialog)-[\w-]+\.js$/;
const loadedLater = (page: PageScripts) => page.scripts.map((s) => s.path).filter((path) => LOADED_LATER.test(path));

describe('SPA initial JavaScript', () => {
  it('stays under the ceiling on the login page and the first screen after login, in every language, without what loads later', async () => {
    const token = await adminToken();
    const named = await namedByIndexHtml(distDir);
    for (const language of LANGUAGES) {
      const login = await scriptsOfPage(browser, baseUrl(), loginPage(language));
      const paths = login.scripts.map((s) => s.path);
      // Everything index.html names, and the route chunks beyond it.
      expect(paths).toEqual(expect.arrayContaining(named));
      expect(paths.length).toBeGreaterThan(named.length);
      expect(login.gzip, `login page in ${language}: ${paths.join(', ')}`).toBeLessThanOrEqual(SPA_INITIAL_JS_CEILING);
      // Only the active language's translations come down, only their shell and login parts; nothing that loads later.
      expect(localeChunks(login)).toEqual([`${language}-login`, `${language}-shell`]);
      expect(loadedLater(login)).toEqual([]);

      const first = await scriptsOfPage(browser, baseUrl(), firstScreen(language, token));
      // The first screen after login goes without the login page's texts.
      expect(localeChunks(first)).toEqual([`${language}-shell`]);
      expect(loadedLater(first)).toEqual([]);
      expect(first.gzip, `first screen in ${language}: ${first.scripts.map((s) => s.path).join(', ')}`).toBeLessThanOrEqual(SPA_INITIAL_JS_CEILING);
    }
  });

  it('renders the login page in the remembered language from the first render (no keys shown meanwhile)', async () => {
    const french = JSON.parse(await readFile(path.join(repoRoot, 'web/src/locales/fr/auth.login.json'), 'utf8')) as { login: { submit: string } };
    const context = await browser.newContext({ baseURL: baseUrl() });
    try {
      await context.addCookies([{ name: COOKIES.language, value: 'fr', url: baseUrl() }]);
      // Records the submit button's text the moment it enters the page, before anything could translate it later.
      await context.addInitScript(() => {
        const seen = window as unknown as { firstSubmitText?: string };
        new MutationObserver(() => {
          const button = document.querySelector('[data-testid="login-submit"]');
          if (button && seen.firstSubmitText === undefined) seen.firstSubmitText = button.textContent ?? '';
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByTestId('login-submit').waitFor();
      expect(await page.evaluate(() => (window as unknown as { firstSubmitText?: string }).firstSubmitText)).toBe(french.login.submit);
    } finally {
      await context.close();
    }
  });

  it('counts a chunk the login route imports at run time', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'aed-spa-probe-'));
    // No API behind this copy: every call answers 503 (the login page still renders its form).
    const unavailable: LocalServerOptions['loadHandler'] = async (route) =>
      Object.assign(async () => ({ statusCode: 503, body: JSON.stringify({ code: 503, msg: 'unavailable' }) }), { route });
    const server = createLocalServer({ staticDir: copy, loadHandler: unavailable });
    try {
      await cp(distDir, copy, { recursive: true });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const before = await scriptsOfPage(browser, url, loginPage('en'));

      // The login route's chunk (it renders the login form) imports one more chunk when it runs.
      const assets = path.join(copy, 'assets');
      const routeChunks: string[] = [];
      for (const name of (await readdir(assets)).filter((n) => n.endsWith('.js'))) {
        if (/["'`]login-submit["'`]/.test(await readFile(path.join(assets, name), 'utf8'))) routeChunks.push(name);
      }
      expect(routeChunks).toHaveLength(1);
      const probe = `export const probe = ${JSON.stringify(randomBytes(24_000).toString('base64'))};\n`;
      await writeFile(path.join(assets, 'spa-budget-probe.js'), probe);
      await writeFile(path.join(assets, routeChunks[0]), `${await readFile(path.join(assets, routeChunks[0]), 'utf8')}\nimport('./spa-budget-probe.js');\n`);

      const after = await scriptsOfPage(browser, url, loginPage('en'));
      expect(after.scripts.map((s) => s.path)).toContain('/assets/spa-budget-probe.js');
      expect(after.gzip - before.gzip).toBeGreaterThanOrEqual(gzipSync(probe, { level: 9 }).byteLength);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(copy, { recursive: true, force: true });
    }
  });
});
