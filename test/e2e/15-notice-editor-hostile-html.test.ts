/**
 * Issue 14, item 5: HTML typed in the notice editor's source view reaches the page only cleaned. Switching back to
 * rich text used to put it into the editable area as typed, so an `onerror` handler or a srcdoc frame ran in the
 * author's browser. The product's Content-Security-Policy would block inline script; this page bypasses it to show
 * that nothing depends on it: the editor itself never renders a handler, a script or a frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminToken, baseUrl, launchBrowser, loginToLayout, trackCaptcha, withScreenshot, type TestPage } from './helpers';

const HOSTILE =
  '<p>Maintenance <b>tonight</b></p><img src="/no-such-image.png" onerror="window.__noticeXss = (window.__noticeXss || []).concat(\'img\')">' +
  '<iframe srcdoc="<script>parent.__noticeXss = (parent.__noticeXss || []).concat(\'frame\')</script>"></iframe>' +
  '<svg><animate onbegin="window.__noticeXss = (window.__noticeXss || []).concat(\'svg\')" attributeName="x" dur="1s"></animate></svg>';

let browser: Browser;
let t: TestPage;

beforeAll(async () => {
  await adminToken();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1366, height: 860 }, locale: 'en-US', bypassCSP: true });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  t = { context, page, captcha: trackCaptcha(page) };
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
});
