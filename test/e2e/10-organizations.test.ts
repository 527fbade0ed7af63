/**
 * Organizations through the UI: reach the screen from the sidebar, add an agent, search, add a customer under it
 * (refused first while its quotas are not below the agent's), refuse a duplicate name, modify, refuse to delete an
 * organization with children, delete after confirmation; then a refusal and the screen title in French; a logo of
 * almost 5 MB (sent in parts, served in byte ranges) shown again after reopening, and a fake image refused by content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES, LIMITS } from '../../shared/src/constants/limits';
import type { DeptRecord } from '../../shared/src/schemas/dept';
import {
  adminToken,
  api,
  apiLogin,
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
import { createTableUser } from './admin-screens';

const RUN = Date.now().toString(36);
/** expect.poll waits 1 s by default: UI state gets longer. */
const WAIT = { timeout: 10_000 };
const AGENT = `E2E agent ${RUN}`;
const CUSTOMER = `E2E customer ${RUN}`;
const FR_PARENT = `E2E fr parent ${RUN}`;
const FR_CHILD = `E2E fr child ${RUN}`;
const IMAGED = `E2E logo ${RUN}`;
const OWN = `E2E own quotas ${RUN}`;
/** Seeded Administrator role (data scope: own organization and below). */
const ORG_ADMIN_ROLE = 3;
const AGENT_QUOTA = 10;

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
  for (const id of [...created].reverse()) await api('DELETE', '/upms/system/dept/delete', { token, query: { deptId: id } }).catch(() => undefined);
});

/* ---------------------------------------------------------------- API */

async function findDept(name: string): Promise<DeptRecord | undefined> {
  const r = await api<DeptRecord[]>('GET', '/upms/system/dept/list', { token, query: { deptName: name } });
  if (r.code !== 200) throw new Error(`dept list failed: ${JSON.stringify(r)}`);
  return r.data!.find((d) => d.deptName === name);
}

async function mustFindDept(name: string): Promise<DeptRecord> {
  const d = await findDept(name);
  if (!d) throw new Error(`organization ${name} not found`);
  if (!created.includes(d.deptId)) created.push(d.deptId);
  return d;
}

async function addDeptApi(body: Record<string, unknown>): Promise<DeptRecord> {
  const r = await api<DeptRecord>('POST', '/upms/system/dept/add', { token, body });
  if (r.code !== 200) throw new Error(`dept add failed: ${JSON.stringify(r)}`);
  created.push(r.data!.deptId);
  return r.data!;
}

/* ---------------------------------------------------------------- UI */

const row = (id: number) => t.page.getByTestId(`dept-row-${id}`);
const formDialog = (page: Page) => page.getByTestId('dept-form-dialog');

async function search(name: string) {
  const { page } = t;
  await page.getByTestId('dept-search-name').fill(name);
  await page.getByTestId('dept-search-submit').click();
}

async function fillQuotas(page: Page, value: number) {
  for (const field of ['equipmentQuota', 'userQuota', 'operationAccountCount', 'viewAccountCount']) {
    await page.getByTestId(`dept-form-${field}`).fill(String(value));
  }
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

describe('organizations', () => {
  it('is reached from the sidebar: System management > Organizations', () =>
    withScreenshot(t.page, '10-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('System management', { exact: true }).click();
      await sidebar.getByText('Organizations', { exact: true }).click();
      await page.getByTestId('dept-page').waitFor();
      await expectPath(page, /dept/);
      // The default organization (the tree root) is listed.
      await row(LIMITS.defaultDeptId).waitFor();
      await expectText(tabsBar(page), 'Organizations');
      await expectText(page.getByTestId('breadcrumb'), 'Organizations');
    }));

  it('adds an agent with its quotas', () =>
    withScreenshot(t.page, '10-add', async () => {
      const { page } = t;
      await page.getByTestId('dept-add').click();
      const dialog = formDialog(page);
      await dialog.waitFor();
      await page.getByTestId('dept-form-deptName').fill(AGENT);
      await page.getByTestId('dept-form-deptType').selectOption('0');
      await page.getByTestId('dept-form-leader').fill('Alice');
      await fillQuotas(page, AGENT_QUOTA);
      await page.getByTestId('dept-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(dialog);
      const agent = await mustFindDept(AGENT);
      expect(agent.parentId).toBe(LIMITS.defaultDeptId);
      expect(agent.deptType).toBe('0');
      expect(agent.equipmentQuota).toBe(AGENT_QUOTA);
      await expectText(row(agent.deptId), AGENT);
      await expectText(row(agent.deptId), 'Agent');
    }));

  it('finds it by name', () =>
    withScreenshot(t.page, '10-search', async () => {
      const { page } = t;
      const agent = await mustFindDept(AGENT);
      await search(AGENT);
      await expectHidden(row(LIMITS.defaultDeptId));
      await row(agent.deptId).waitFor();
      await expect.poll(() => page.locator('[data-testid^="dept-row-"]:not([data-testid*="-edit-"]):not([data-testid*="-add-"]):not([data-testid*="-delete-"])').count(), WAIT).toBe(1);
      // A name nothing matches: the empty state.
      await search(`no such organization ${RUN}`);
      await page.getByTestId('dept-empty').waitFor();
      await search(AGENT);
      await row(agent.deptId).waitFor();
    }));

  it('refuses a child whose quotas are not below the parent agent, then adds it', () =>
    withScreenshot(t.page, '10-quota', async () => {
      const { page } = t;
      const agent = await mustFindDept(AGENT);
      await page.getByTestId(`dept-row-add-${agent.deptId}`).click();
      const dialog = formDialog(page);
      await dialog.waitFor();
      // The parent is preselected.
      await expect.poll(() => page.getByTestId('dept-form-parentId').inputValue(), WAIT).toBe(String(agent.deptId));
      await page.getByTestId('dept-form-deptName').fill(CUSTOMER);
      await page.getByTestId('dept-form-deptType').selectOption('2');
      await fillQuotas(page, AGENT_QUOTA);
      await page.getByTestId('dept-form-submit').click();
      const text = await expectText(toasts(page, 'error'), /below those of the parent agent/i);
      expect(text).not.toMatch(/dept\.quotaAboveParent/);
      expect(await dialog.isVisible()).toBe(true);
      expect(await findDept(CUSTOMER)).toBeUndefined();

      await fillQuotas(page, AGENT_QUOTA - 1);
      await page.getByTestId('dept-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(dialog);
      const customer = await mustFindDept(CUSTOMER);
      expect(customer.parentId).toBe(agent.deptId);
      expect(customer.equipmentQuota).toBe(AGENT_QUOTA - 1);
      // Listed under the agent once the search shows everything again.
      await page.getByTestId('dept-search-reset').click();
      await expectText(row(customer.deptId), CUSTOMER);
      expect(await row(customer.deptId).getAttribute('aria-level')).toBe(String(Number(await row(agent.deptId).getAttribute('aria-level')) + 1));
    }));

  it('refuses a duplicate name with the translated message', () =>
    withScreenshot(t.page, '10-duplicate', async () => {
      const { page } = t;
      await page.getByTestId('dept-add').click();
      const dialog = formDialog(page);
      await dialog.waitFor();
      await page.getByTestId('dept-form-deptName').fill(AGENT);
      await page.getByTestId('dept-form-submit').click();
      const text = await expectText(page.getByTestId('dept-form-deptName-error'), /name already exists/i);
      expect(text).not.toMatch(/dept\.nameExists/);
      expect(await dialog.isVisible()).toBe(true);
      await page.getByTestId('dept-form-cancel').click();
      await expectHidden(dialog);
      const r = await api('POST', '/upms/system/dept/add', { token, body: { parentId: LIMITS.defaultDeptId, deptName: AGENT } });
      expect(r.errorCode).toBe('dept.nameExists');
      expect(r.status).toBe(409);
    }));

  it('modifies the customer', () =>
    withScreenshot(t.page, '10-edit', async () => {
      const { page } = t;
      const customer = await mustFindDept(CUSTOMER);
      await page.getByTestId(`dept-row-edit-${customer.deptId}`).click();
      const dialog = formDialog(page);
      const leader = page.getByTestId('dept-form-leader');
      await leader.waitFor();
      await expect.poll(() => page.getByTestId('dept-form-deptName').inputValue(), WAIT).toBe(CUSTOMER);
      await leader.fill('Bob Customer');
      await page.getByTestId('dept-form-phone').fill('+33 1 23 45 67');
      await page.getByTestId('dept-form-submit').click();
      await expectText(toasts(page, 'success'), /Modifi/);
      await expectHidden(dialog);
      await expectText(row(customer.deptId), 'Bob Customer');
      const after = await mustFindDept(CUSTOMER);
      expect(after.leader).toBe('Bob Customer');
      expect(after.phone).toBe('+33 1 23 45 67');
    }));

  it('refuses to make an agent with a child a customer, at the type field; offers no child under a customer', () =>
    withScreenshot(t.page, '10-terminal', async () => {
      const { page } = t;
      const agent = await mustFindDept(AGENT);
      const customer = await mustFindDept(CUSTOMER);
      await row(customer.deptId).waitFor();
      expect(await page.getByTestId(`dept-row-add-${customer.deptId}`).count()).toBe(0);
      await page.getByTestId(`dept-row-edit-${agent.deptId}`).click();
      const dialog = formDialog(page);
      await expect.poll(() => page.getByTestId('dept-form-deptName').inputValue(), WAIT).toBe(AGENT);
      // a customer is not offered as a parent
      const parents = await page.getByTestId('dept-form-parentId').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(parents).not.toContain(String(customer.deptId));
      await page.getByTestId('dept-form-deptType').selectOption('2');
      await page.getByTestId('dept-form-submit').click();
      const text = await expectText(page.getByTestId('dept-form-deptType-error'), /cannot become a customer/i);
      expect(text).not.toMatch(/dept\.customerWithChildren/);
      expect(await dialog.isVisible()).toBe(true);
      expect((await mustFindDept(AGENT)).deptType).toBe('0');
      await page.getByTestId('dept-form-cancel').click();
      await expectHidden(dialog);
    }));

  it("shows an agent's own administrator its type and quotas read-only, and saves its other fields", async () => {
    const own = await addDeptApi({ parentId: LIMITS.defaultDeptId, deptName: OWN, deptType: '0', equipmentQuota: 5, userQuota: 5, operationAccountCount: 5, viewAccountCount: 5 });
    const admin = await createTableUser({ username: `e2e_own_${RUN}`, password: 'OwnAdm#e2e-2026', roleIds: [ORG_ADMIN_ROLE], deptId: own.deptId, deptPath: own.deptPath });
    const ownPage = await newPage(browser);
    try {
      await withScreenshot(ownPage.page, '10-own-quotas', async () => {
        const { page } = ownPage;
        await loginToLayout(ownPage, admin.username, admin.password);
        const sidebar = page.getByTestId('sidebar');
        await sidebar.getByText('System management', { exact: true }).click();
        await sidebar.getByText('Organizations', { exact: true }).click();
        await page.getByTestId(`dept-row-edit-${own.deptId}`).click();
        const dialog = formDialog(page);
        await expect.poll(() => page.getByTestId('dept-form-deptName').inputValue(), WAIT).toBe(OWN);
        for (const field of ['equipmentQuota', 'userQuota', 'operationAccountCount', 'viewAccountCount', 'deptType']) {
          expect(await page.getByTestId(`dept-form-${field}`).isDisabled(), field).toBe(true);
        }
        await expectText(page.getByTestId('dept-form-quotas-help'), /Allocated by the parent organization/);
        await page.getByTestId('dept-form-leader').fill('Own Boss');
        await page.getByTestId('dept-form-submit').click();
        await expectText(toasts(page, 'success'), /Modifi/);
        await expectHidden(dialog);
        expect(await mustFindDept(OWN)).toMatchObject({ leader: 'Own Boss', equipmentQuota: 5, userQuota: 5, operationAccountCount: 5, viewAccountCount: 5 });
        // the server holds the rule whatever the form does
        const ownToken = (await apiLogin(admin.username, admin.password)).data!.token;
        const probe = await api('PUT', '/upms/system/dept/update', { token: ownToken, body: { ...(await mustFindDept(OWN)), userQuota: 100000 } });
        expect(probe.errorCode).toBe('dept.quotaByParent');
        expect((await mustFindDept(OWN)).userQuota).toBe(5);
      });
    } finally {
      await ownPage.context.close();
    }
  });

  it('refuses to delete an organization that has children', () =>
    withScreenshot(t.page, '10-delete-children', async () => {
      const { page } = t;
      const agent = await mustFindDept(AGENT);
      await page.getByTestId(`dept-row-delete-${agent.deptId}`).click();
      const dialog = page.getByTestId('dept-delete-dialog');
      await dialog.waitFor();
      await expectText(dialog, AGENT);
      await page.getByTestId('dept-delete-confirm').click();
      const text = await expectText(toasts(page, 'error'), /has child organizations/i);
      expect(text).not.toMatch(/dept\.hasChildren/);
      await expectHidden(dialog);
      await row(agent.deptId).waitFor();
      expect(await findDept(AGENT)).toBeDefined();
    }));

  it('deletes after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '10-delete', async () => {
      const { page } = t;
      const agent = await mustFindDept(AGENT);
      const customer = await mustFindDept(CUSTOMER);
      const dialog = page.getByTestId('dept-delete-dialog');

      await page.getByTestId(`dept-row-delete-${customer.deptId}`).click();
      await dialog.waitFor();
      await page.getByTestId('dept-delete-cancel').click();
      await expectHidden(dialog);
      expect(await findDept(CUSTOMER)).toBeDefined();

      await page.getByTestId(`dept-row-delete-${customer.deptId}`).click();
      await dialog.waitFor();
      await page.getByTestId('dept-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(dialog);
      await expectHidden(row(customer.deptId));
      expect(await findDept(CUSTOMER)).toBeUndefined();

      // Without children the agent goes too.
      await page.getByTestId(`dept-row-delete-${agent.deptId}`).click();
      await dialog.waitFor();
      await page.getByTestId('dept-delete-confirm').click();
      await expectHidden(row(agent.deptId));
      expect(await findDept(AGENT)).toBeUndefined();
    }));

  it('uploads a logo of almost 5 MB and shows it again after reopening; refuses a fake image by its content', () =>
    withScreenshot(t.page, '10-logo', async () => {
      const { page } = t;
      const dept = await addDeptApi({ parentId: LIMITS.defaultDeptId, deptName: IMAGED, deptType: '0' });
      // A 1x1 PNG with padding after its end: a real image Chromium draws, larger than one request may carry.
      const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
      const big = Buffer.concat([pixel, Buffer.alloc(LIMITS.imageBytes - 100 * 1024 - pixel.length, 0)]);
      await noToasts(page);
      await search(IMAGED);
      await page.getByTestId(`dept-row-edit-${dept.deptId}`).click();
      const dialog = formDialog(page);
      await dialog.waitFor();
      const file = page.getByTestId('dept-logo-file');
      // declared png, bytes of a GIF: refused by the server, translated, nothing stored
      await file.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]) });
      const refused = await expectText(toasts(page, 'error'), 'Attachment format error');
      expect(refused).not.toMatch(/common\.fileFormat/);
      expect((await mustFindDept(IMAGED)).hasLogo).toBe(false);

      await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: big });
      await expectText(toasts(page, 'success'), 'Image uploaded', 30_000);
      const drawn = (p: Page) => p.getByTestId('dept-logo-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
      await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(1);
      expect((await mustFindDept(IMAGED)).hasLogo).toBe(true);
      await page.getByTestId('dept-form-cancel').click();
      await expectHidden(dialog);

      // reopened: the stored image is fetched again (two byte ranges) and drawn
      await page.getByTestId(`dept-row-edit-${dept.deptId}`).click();
      await dialog.waitFor();
      await expect.poll(() => drawn(page), { timeout: 20_000 }).toBe(1);
      await page.getByTestId('dept-form-cancel').click();
      await expectHidden(dialog);
    }));

  it('shows the screen title and the refusal in French', () =>
    withScreenshot(t.page, '10-french', async () => {
      const { page } = t;
      const parent = await addDeptApi({ parentId: LIMITS.defaultDeptId, deptName: FR_PARENT, deptType: '0', equipmentQuota: 5, userQuota: 5, operationAccountCount: 5, viewAccountCount: 5 });
      await addDeptApi({ parentId: parent.deptId, deptName: FR_CHILD, deptType: '2' });
      // Earlier (English) messages are gone first, so the one read below is this refusal's.
      await noToasts(page);
      await switchLanguage(page, 'fr');
      try {
        await expectText(page.getByTestId('breadcrumb'), 'Organisations');
        await expectText(tabsBar(page), 'Organisations');
        await search(FR_PARENT);
        await page.getByTestId(`dept-row-delete-${parent.deptId}`).click();
        const dialog = page.getByTestId('dept-delete-dialog');
        await dialog.waitFor();
        await expectText(dialog, /Supprimer/);
        await page.getByTestId('dept-delete-confirm').click();
        const text = await expectText(toasts(page, 'error'), /sous-organisations/);
        expect(text).not.toMatch(/child organizations/);
        await row(parent.deptId).waitFor();
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
