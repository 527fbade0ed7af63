/**
 * Issue 14, item 5: HTML typed in the notice editor's source view reaches the page only cleaned. Switching back to
 * rich text used to put it into the editable area as typed, so an `onerror` handler or a srcdoc frame ran in the
 * author's browser. The product's Content-Security-Policy would block inline script; this page bypasses it to show
 * that nothing depends on it: the editor itself never renders a handler, a script or a frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { takeCspViolations } from './csp-guard';
import { adminToken, baseUrl, launchBrowser, loginToLayout, newPage, trackCaptcha, withScreenshot, type TestPage } from './helpers';

const HOSTILE =
  '<p>Maintenance <b>tonight</b></p><img src="/no-such-image.png" onerror="window.__noticeXss = (window.__noticeXss || []).concat(\'img\')">' +
  '<iframe srcdoc="<script>parent.__noticeXss = (parent.__noticeXss || []).concat(\'frame\')</script>"></iframe>' +
  '<svg><animate onbegin="window.__noticeXss = (window.__noticeXss || []).concat(\'svg\')" attributeName="x" dur="1s"></animate></svg>';

let browser: Browser;
let t: TestPage;
let guarded: TestPage;

beforeAll(async () => {
  await adminToken();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 860 }, locale: 'en-US', bypassCSP: true });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  t = { context, page, captcha: trackCaptcha(page) };
  // The product's policy enforced and watched (csp-guard.ts), and every element that ever enters the page's DOM with
  // an event handler attribute recorded, however briefly it stays.
  guarded = await newPage(browser);
  await guarded.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __handlersSeen: string[] }).__handlersSeen = seen;
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const el of [node, ...node.querySelectorAll('*')]) {
        for (const a of el.attributes) if (a.name.toLowerCase().startsWith('on')) seen.push(`<${el.localName} ${a.name}>`);
      }
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target instanceof Element && r.attributeName?.toLowerCase().startsWith('on')) seen.push(`<${r.target.localName} ${r.attributeName}>`);
        r.addedNodes.forEach(check);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('the notice editor', () => {
  it('runs nothing of the HTML typed in its source view when switching back to rich text', () =>
    withScreenshot(t.page, '15-notice-editor-hostile-html', async () => {
      const { page } = t;
      await loginToLayout(t);
      await page.goto('/system/notice');
      await page.getByTestId('notice-add').click();
      await page.getByTestId('notice-form').waitFor();
      await page.getByTestId('notice-form-content-source').click();
      await page.getByTestId('notice-form-content-html').fill(HOSTILE);
      await page.getByTestId('notice-form-content-source').click();

      const editor = page.getByTestId('notice-form-content');
      await expect.poll(() => editor.innerText()).toContain('Maintenance tonight');
      // Time for an image error, a frame load and an animation start.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => (window as unknown as { __noticeXss?: string[] }).__noticeXss)).toBeUndefined();
      const rendered = await editor.evaluate((el) => ({
        handlers: [...el.querySelectorAll('*')].flatMap((n) => [...n.attributes].map((a) => a.name).filter((name) => name.startsWith('on'))),
        active: el.querySelectorAll('script, iframe, svg, object, embed').length,
      }));
      expect(rendered).toEqual({ handlers: [], active: 0 });
    }));

  it('under the product policy, puts no handler into the page and has nothing blocked when switching back to rich text', () =>
    withScreenshot(guarded.page, '15-notice-editor-hostile-html-csp', async () => {
      const { page } = guarded;
      await loginToLayout(guarded);
      await page.goto('/system/notice');
      await page.getByTestId('notice-add').click();
      await page.getByTestId('notice-form').waitFor();
      await page.getByTestId('notice-form-content-source').click();
      await page.getByTestId('notice-form-content-html').fill(HOSTILE);
      takeCspViolations();
      await page.getByTestId('notice-form-content-source').click();

      const editor = page.getByTestId('notice-form-content');
      await expect.poll(() => editor.innerText()).toContain('Maintenance tonight');
      // Time for an image error, a frame load and an animation start.
      await page.waitForTimeout(1500);
      // What the policy would have blocked had anything tried to run (the afterEach guard fails on it too).
      expect(takeCspViolations()).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __handlersSeen: string[] }).__handlersSeen)).toEqual([]);
      expect(await editor.evaluate((el) => el.innerHTML)).not.toMatch(/onerror|onbegin|<iframe|<svg/i);
    }));
});
