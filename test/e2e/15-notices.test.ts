/**
 * Notices through the UI: reach the screen from the sidebar, refuse a notice without title, add one with rich
 * content (scripts removed by the server) to the platform's organization, search, show it to another user in the
 * top-bar bell with its publisher, let a tenant's administrator publish to its own organization only (never reaching
 * the platform's readers, never touching the platform's notice), close it (gone from the bell), refuse administration
 * to a reader, delete it after confirmation, and the screen in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminToken, api, apiLogin, expectHidden, expectPath, expectText, launchBrowser, loginToLayout, newPage, tabsBar, withScreenshot, type TestPage } from './helpers';
import { apiOk, createDept, createTableUser, expectSuccessToast, openMenu, runId, switchLanguage, type TableUser } from './admin-screens';

const RUN = runId();
const TITLE = `E2E notice ${RUN}`;
const CONTENT = '<p>Maintenance <b>tonight</b></p><script>window.__e2eXss = 1</script><img src="x" onerror="window.__e2eXss = 2">';
/** Certificate manager (role 4): reads the notices of its organization and below, may not administer them. */
const READER_ROLE = 4;
/** Administrator (role 3): notices of its organization and below. */
const TENANT_ADMIN_ROLE = 3;
const TENANT_TITLE = `E2E tenant notice ${RUN}`;

interface NoticeRow {
  noticeId: number;
  noticeTitle: string;
  status: string;
}

let browser: Browser;
let admin: TestPage;
let reader: TestPage;
let tenant: TestPage;
let token: string;
let readerUser: TableUser;
let tenantUser: TableUser;
let tenantDeptName: string;
let noticeId: number;

beforeAll(async () => {
  token = await adminToken();
  readerUser = await createTableUser({ username: `e2e_rd_${RUN}`, password: 'Reader#e2e-2026', roleIds: [READER_ROLE] });
  tenantDeptName = `E2E notice tenant ${RUN}`;
  const tenantDept = await createDept(token, tenantDeptName);
  tenantUser = await createTableUser({ username: `e2e_tn_${RUN}`, password: 'Tenant#e2e-2026', roleIds: [TENANT_ADMIN_ROLE], ...tenantDept });
  browser = await launchBrowser();
  admin = await newPage(browser);
  reader = await newPage(browser);
  tenant = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

async function findNotice(title: string): Promise<NoticeRow | undefined> {
  const page = await apiOk<{ rows: NoticeRow[] }>('GET', '/upms/system/notice/page', { token, query: { page: 1, limit: 50, noticeTitle: title } });
  return page.rows.find((r) => r.noticeTitle === title);
}

describe('notices', () => {
  it('is reached from the sidebar: System management > Notices', () =>
    withScreenshot(admin.page, '15-navigate', async () => {
      const { page } = admin;
      await loginToLayout(admin);
      await openMenu(page, ['System management', 'Notices']);
      await page.getByTestId('notice-page').waitFor();
      await expectPath(page, '/system/notice');
      await expectText(tabsBar(page), 'Notices');
    }));

  it('refuses a notice without title', () =>
    withScreenshot(admin.page, '15-no-title', async () => {
      const { page } = admin;
      await page.getByTestId('notice-add').click();
      const form = page.getByTestId('notice-form');
      await form.waitFor();
      await page.getByTestId('notice-form-submit').click();
      await expectText(page.getByTestId('notice-form-title-error'), 'This field is required');
      expect(await form.isVisible()).toBe(true);
      // The API refuses the same (the screen's check is not the only one).
      const r = await api('POST', '/upms/system/notice/add', { token, body: { noticeTitle: ' ', noticeType: '1' } });
      expect(r.status).toBe(400);
    }));

  it("adds an announcement with rich content to the platform's organization; the server removes scripts", () =>
    withScreenshot(admin.page, '15-add', async () => {
      const { page } = admin;
      // the organization picker starts with the caller's own: the root organization, whose notices reach everyone
      const dept = page.getByTestId('notice-form-dept');
      await expect.poll(() => dept.inputValue()).toBe('100');
      await page.getByTestId('notice-form-title').fill(TITLE);
      await page.getByTestId('notice-form-type-2').click();
      await page.getByTestId('notice-form-content-source').click();
      await page.getByTestId('notice-form-content-html').fill(CONTENT);
      await page.getByTestId('notice-form-submit').click();
      await expectSuccessToast(page, 'Added successfully');
      await expectHidden(page.getByTestId('notice-form'));

      const row = await findNotice(TITLE);
      expect(row).toBeDefined();
      noticeId = row!.noticeId;
      await expectText(page.getByTestId(`notice-row-${noticeId}`), /Announcement/);
      await expectText(page.getByTestId(`notice-dept-${noticeId}`), 'AED Cloud');
      const info = await apiOk<{ noticeContent: string }>('GET', '/upms/system/notice/info', { token, query: { noticeId } });
      expect(info.noticeContent).toMatch(/<b>tonight<\/b>/);
      expect(info.noticeContent).not.toMatch(/<script|onerror|__e2eXss/i);
    }));

  it('finds it by title', () =>
    withScreenshot(admin.page, '15-search', async () => {
      const { page } = admin;
      await page.getByTestId('notice-search-title').fill(TITLE);
      await page.getByTestId('notice-search-submit').click();
      await expectText(page.getByTestId('notice-total'), /\b1\b/);
      await expectText(page.getByTestId(`notice-row-${noticeId}`), TITLE);
      expect(await page.locator('tr[data-testid^="notice-row-"]').count()).toBe(1);
    }));

  it('shows it to another user in the top-bar bell', () =>
    withScreenshot(reader.page, '15-bell', async () => {
      const { page } = reader;
      await loginToLayout(reader, readerUser.username, readerUser.password);
      await expectText(page.getByTestId('notice-bell-count'), /[1-9]/);
      await page.getByTestId('notice-bell').click();
      const item = page.getByTestId(`notice-bell-item-${noticeId}`);
      await expectText(item, TITLE);
      await expectText(page.getByTestId(`notice-bell-publisher-${noticeId}`), 'From AED Cloud');
      await item.click();
      const content = page.getByTestId(`notice-bell-content-${noticeId}`);
      await expectText(content, 'Maintenance tonight');
      expect(await content.locator('b').innerText()).toBe('tonight');
      expect(await content.locator('script, [onerror]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __e2eXss?: number }).__e2eXss)).toBeUndefined();
      // Opening the bell marks the notices as seen: the count goes once it closes.
      await page.keyboard.press('Escape');
      await expectHidden(page.getByTestId('notice-bell-count'));
    }));

  it("lets a tenant's administrator publish to its own organization only, never over the platform's notice", () =>
    withScreenshot(tenant.page, '15-tenant', async () => {
      const { page } = tenant;
      await loginToLayout(tenant, tenantUser.username, tenantUser.password);
      // the platform's notice reaches the tenant, labelled with its publisher
      await page.getByTestId('notice-bell').click();
      await expectText(page.getByTestId(`notice-bell-publisher-${noticeId}`), 'From AED Cloud');
      await page.keyboard.press('Escape');
      // ...but it is not the tenant's to administer: not listed, and answered like a missing notice
      await openMenu(page, ['System management', 'Notices']);
      await page.getByTestId('notice-page').waitFor();
      await page.getByTestId('notice-empty').waitFor();
      expect(await page.getByTestId(`notice-row-${noticeId}`).count()).toBe(0);
      const login = await apiLogin(tenantUser.username, tenantUser.password);
      const tenantToken = login.data!.token;
      const hijack = await api('PUT', '/upms/system/notice/update', { token: tenantToken, body: { noticeId, noticeTitle: 'Phishing', noticeType: '1', noticeContent: '', status: '0' } });
      expect([hijack.status, hijack.errorCode]).toEqual([404, 'notice.notFound']);
      expect((await findNotice(TITLE))?.noticeTitle).toBe(TITLE);

      // it publishes to its own organization (the picker's start), shown with its name
      await page.getByTestId('notice-add').click();
      await page.getByTestId('notice-form').waitFor();
      await expectText(page.getByTestId('notice-form-dept').locator('option:checked'), tenantDeptName);
      await page.getByTestId('notice-form-title').fill(TENANT_TITLE);
      await page.getByTestId('notice-form-submit').click();
      await expectSuccessToast(page, 'Added successfully');
      const row = page.locator('tr[data-testid^="notice-row-"]').filter({ hasText: TENANT_TITLE });
      await expectText(row, tenantDeptName);
      // the platform's reader (root organization) never sees it
      const readerLogin = await apiLogin(readerUser.username, readerUser.password);
      const published = await apiOk<{ noticeTitle: string }[]>('GET', '/upms/system/notice/published', { token: readerLogin.data!.token });
      expect(published.map((n) => n.noticeTitle)).not.toContain(TENANT_TITLE);
    }));

  it('refuses administration to a user who may only read notices', () =>
    withScreenshot(reader.page, '15-reader', async () => {
      const { page } = reader;
      await openMenu(page, ['System management', 'Notices']);
      await page.getByTestId('notice-page').waitFor();
      await expectText(page.getByTestId(`notice-row-${noticeId}`), TITLE);
      expect(await page.getByTestId('notice-add').count()).toBe(0);
      expect(await page.getByTestId(`notice-row-delete-${noticeId}`).count()).toBe(0);
      const login = await apiLogin(readerUser.username, readerUser.password);
      const r = await api('DELETE', '/upms/system/notice/delete', { token: login.data!.token, query: { ids: String(noticeId) } });
      expect([r.status, r.errorCode]).toEqual([403, 'common.forbidden']);
      expect(await findNotice(TITLE)).toBeDefined();
    }));

  it('closes the notice: it leaves the bell', () =>
    withScreenshot(admin.page, '15-close', async () => {
      const { page } = admin;
      await page.getByTestId(`notice-row-edit-${noticeId}`).click();
      const form = page.getByTestId('notice-form');
      const title = page.getByTestId('notice-form-title');
      await title.waitFor();
      await expect.poll(() => title.inputValue()).toBe(TITLE);
      await form.getByText('Closed', { exact: true }).click();
      await page.getByTestId('notice-form-submit').click();
      await expectSuccessToast(page, 'Modified successfully');
      await expectHidden(form);
      await expectText(page.getByTestId(`notice-row-${noticeId}`), 'Closed');

      const login = await apiLogin(readerUser.username, readerUser.password);
      const published = await apiOk<{ noticeId: number }[]>('GET', '/upms/system/notice/published', { token: login.data!.token });
      expect(published.map((n) => n.noticeId)).not.toContain(noticeId);
      await reader.page.reload();
      await reader.page.getByTestId('notice-bell').click();
      await reader.page.getByTestId('notice-bell-list').waitFor();
      expect(await reader.page.getByTestId(`notice-bell-item-${noticeId}`).count()).toBe(0);
      await reader.page.keyboard.press('Escape');
    }));

  it('shows the screen and its refusal in French', () =>
    withScreenshot(admin.page, '15-french', async () => {
      const { page } = admin;
      await switchLanguage(page, 'fr');
      try {
        // The tab carries the menu title (layout: « Avis »); the screen's own labels come from notice.json.
        await expectText(tabsBar(page), 'Avis');
        await expectText(page.getByTestId('notice-add'), 'Ajouter');
        await page.getByTestId('notice-add').click();
        await page.getByTestId('notice-form').waitFor();
        await page.getByTestId('notice-form-submit').click();
        await expectText(page.getByTestId('notice-form-title-error'), 'Ce champ est obligatoire');
        await page.getByTestId('notice-form').getByRole('button', { name: 'Annuler' }).click();
        await expectHidden(page.getByTestId('notice-form'));
      } finally {
        await switchLanguage(page, 'en');
      }
    }));

  it('deletes it after confirmation', () =>
    withScreenshot(admin.page, '15-delete', async () => {
      const { page } = admin;
      await page.getByTestId(`notice-row-delete-${noticeId}`).click();
      await page.getByTestId('notice-delete-dialog').waitFor();
      await page.getByTestId('notice-delete-confirm').click();
      await expectSuccessToast(page, 'Deleted successfully');
      await expectHidden(page.getByTestId(`notice-row-${noticeId}`));
      await page.getByTestId('notice-empty').waitFor();
      expect(await findNotice(TITLE)).toBeUndefined();
      const gone = await api('GET', '/upms/system/notice/info', { token, query: { noticeId } });
      expect([gone.status, gone.errorCode]).toEqual([404, 'notice.notFound']);
    }));
});
