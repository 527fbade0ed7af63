/**
 * Roles through the UI: reach the screen from the sidebar, add a role with menu permissions, search, modify, refuse a
 * duplicate name and a duplicate code, refuse to delete a role assigned to a user and the system administrator role,
 * delete after confirmation; then the screen title and a refusal in Simplified Chinese. Roles belong to organizations
 * (decision 0025): the list shows each role's organization and the built-in badge, the add form picks the
 * organization, and a tenant's role manager sees its own roles only, with the built-in ones locked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES, LIMITS } from '../../shared/src/constants/limits';
import type { RoleRecord } from '../../shared/src/schemas/role';
import { apiOk, createDept, createTableUser } from './admin-screens';
import {
  adminToken,
  api,
  data,
  expectHidden,
  expectPath,
  expectText,
  launchBrowser,
  loginToLayout,
  newPage,
  tabsBar,
  tick,
  toasts,
  withScreenshot,
  type TestPage,
  untilToastsGone,
} from './helpers';

const RUN = Date.now().toString(36);
/** expect.poll waits 1 s by default: UI state gets longer. */
const WAIT = { timeout: 10_000 };
const KEY = `e2e_${RUN}`;
const NAME = `E2E role ${RUN}`;
const NEW_NAME = `E2E role ${RUN} bis`;
const ASSIGNED_KEY = `e2e_assigned_${RUN}`;
const ASSIGNED_NAME = `E2E assigned ${RUN}`;
/** Parameters (a screen) and its buttons. */
const PARAMETERS_MENU = 106;
const PARAMETERS_BUTTON = 1055;
const SYSTEM_DIR = 1;

let browser: Browser;
let t: TestPage;
let token: string;

beforeAll(async () => {
  token = await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  const own = await findRole(KEY).catch(() => undefined);
  if (own) await api('DELETE', '/upms/system/role/delete', { token, query: { ids: String(own.roleId) } }).catch(() => undefined);
});

/* ---------------------------------------------------------------- API */

async function findRole(key: string): Promise<RoleRecord | undefined> {
  const r = await api<{ rows: RoleRecord[]; total: number }>('GET', '/upms/system/role/page', { token, query: { page: 1, limit: 50, roleKey: key } });
  if (r.code !== 200) throw new Error(`role page failed: ${JSON.stringify(r)}`);
  return r.data!.rows.find((row) => row.roleKey === key);
}

async function mustFindRole(key: string): Promise<RoleRecord> {
  const role = await findRole(key);
  if (!role) throw new Error(`role ${key} not found`);
  return role;
}

/** A role held by a user: the role through the API, the user straight in the table (the Users screen is not the point). */
async function assignedRole(): Promise<RoleRecord> {
  const existing = await findRole(ASSIGNED_KEY);
  if (existing) return existing;
  const r = await api<RoleRecord>('POST', '/upms/system/role/add', { token, body: { roleName: ASSIGNED_NAME, roleKey: ASSIGNED_KEY, roleSort: 50, menuIds: [] } });
  if (r.code !== 200) throw new Error(`role add failed: ${JSON.stringify(r)}`);
  const role = r.data!;
  const { createUser, hashPassword } = await data();
  const now = new Date().toISOString();
  await createUser({
    userId: 91_000 + (Date.now() % 8_000),
    username: `e2e_r_${RUN}`,
    nickName: 'Role holder',
    deptId: LIMITS.defaultDeptId,
    deptPath: '0,100,',
    email: '',
    phonenumber: '',
    sex: '2',
    avatar: '',
    language: 'en',
    passwordHash: await hashPassword(`Role#e2e-${RUN}`),
    passwordKind: 'chosen',
    passwordChangedAt: now,
    status: '0',
    deleted: false,
    userType: '00',
    roleIds: [role.roleId],
    isSuperAdmin: false,
    remark: 'e2e',
    createBy: 'e2e',
    createTime: now,
    updateBy: 'e2e',
    updateTime: now,
  });
  return role;
}

/* ---------------------------------------------------------------- UI */

const row = (key: string) => t.page.getByTestId(`role-row-${key}`);
const formDialog = (page: Page) => page.getByTestId('role-form-dialog');
const deleteDialog = (page: Page) => page.getByTestId('role-delete-dialog');

async function search(fields: { name?: string; key?: string }) {
  const { page } = t;
  await page.getByTestId('role-search-name').fill(fields.name ?? '');
  await page.getByTestId('role-search-key').fill(fields.key ?? '');
  await page.getByTestId('role-search-submit').click();
}

/** Opens the add dialog and waits for its menu tree. */
async function openAdd(page: Page) {
  await page.getByTestId('role-add').click();
  await formDialog(page).waitFor();
  await page.getByTestId('role-form-name').waitFor();
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

describe('roles', () => {
  it('is reached from the sidebar: System management > Roles', () =>
    withScreenshot(t.page, '11-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      const sidebar = page.getByTestId('sidebar');
      await sidebar.getByText('System management', { exact: true }).click();
      await sidebar.getByText('Roles', { exact: true }).click();
      await page.getByTestId('role-page').waitFor();
      await expectPath(page, /role/);
      await row('admin').waitFor();
      // the platform's built-in roles belong to the root organization
      await expectText(page.getByTestId('role-row-builtin-admin'), 'Built-in');
      await expectText(page.getByTestId('role-row-dept-user'), 'AED Cloud');
      await expectText(tabsBar(page), 'Roles');
      await expectText(page.getByTestId('breadcrumb'), 'Roles');
    }));

  it('adds a role with menu permissions', () =>
    withScreenshot(t.page, '11-add', async () => {
      const { page } = t;
      await openAdd(page);
      // the role belongs to the caller's own organization unless another is picked
      await expect.poll(() => page.getByTestId('role-form-dept').inputValue(), WAIT).toBe(String(LIMITS.defaultDeptId));
      await page.getByTestId('role-form-name').fill(NAME);
      await page.getByTestId('role-form-key').fill(KEY);
      await page.getByTestId('role-form-sort').fill('42');
      // Ticking a screen ticks its buttons and half-checks its directory.
      await tick(page, `role-menu-tree-node-${PARAMETERS_MENU}`);
      await expect.poll(() => page.getByTestId(`role-menu-tree-node-${SYSTEM_DIR}`).getAttribute('data-state-value'), WAIT).toBe('indeterminate');
      await page.getByTestId('role-form-remark').fill('added by the e2e test');
      await page.getByTestId('role-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      const role = await mustFindRole(KEY);
      expect(role.roleName).toBe(NAME);
      expect(role.roleSort).toBe(42);
      expect(role.menuIds).toEqual(expect.arrayContaining([PARAMETERS_MENU, PARAMETERS_BUTTON, SYSTEM_DIR]));
      expect(role.admin).toBe(false);
      expect(role).toMatchObject({ deptId: LIMITS.defaultDeptId, builtIn: false });
      // the list shows the built-in roles first: the new one may be on a later page
      await search({ key: KEY });
      await expectText(page.getByTestId(`role-row-dept-${KEY}`), 'AED Cloud');
      expect(await page.getByTestId(`role-row-builtin-${KEY}`).count()).toBe(0);
    }));

  it('finds it by name and by code', () =>
    withScreenshot(t.page, '11-search', async () => {
      const { page } = t;
      await search({ name: NAME });
      await expectHidden(row('admin'));
      await row(KEY).waitFor();
      await expectText(page.getByTestId('role-total'), /\b1\b/);
      await search({ key: KEY });
      await expectText(row(KEY), NAME);
      await expectText(page.getByTestId('role-total'), /\b1\b/);
      await search({ name: `nothing ${RUN}` });
      await page.getByTestId('role-empty').waitFor();
      await search({ key: KEY });
      await row(KEY).waitFor();
    }));

  it('modifies it, keeping its menus', () =>
    withScreenshot(t.page, '11-edit', async () => {
      const { page } = t;
      await page.getByTestId(`role-row-edit-${KEY}`).click();
      const name = page.getByTestId('role-form-name');
      await name.waitFor();
      await expect.poll(() => name.inputValue(), WAIT).toBe(NAME);
      // The stored menus are ticked again.
      await expect.poll(() => page.getByTestId(`role-menu-tree-node-${PARAMETERS_MENU}`).getAttribute('data-state-value'), WAIT).toBe('true');
      await name.fill(NEW_NAME);
      await page.getByTestId('role-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      await expectText(row(KEY), NEW_NAME);
      const role = await mustFindRole(KEY);
      expect(role.roleName).toBe(NEW_NAME);
      expect(role.menuIds).toContain(PARAMETERS_MENU);
    }));

  it('refuses a duplicate name and a duplicate code with the translated messages', () =>
    withScreenshot(t.page, '11-duplicate', async () => {
      const { page } = t;
      await openAdd(page);
      await page.getByTestId('role-form-name').fill(NEW_NAME);
      await page.getByTestId('role-form-key').fill(`${KEY}_other`);
      await page.getByTestId('role-form-submit').click();
      const nameError = await expectText(page.getByTestId('role-form-name-error'), /role name already exists/i);
      expect(nameError).not.toMatch(/role\.nameExists/);

      await page.getByTestId('role-form-name').fill(`${NEW_NAME} 2`);
      await page.getByTestId('role-form-key').fill(KEY);
      await page.getByTestId('role-form-submit').click();
      const keyError = await expectText(page.getByTestId('role-form-key-error'), /role code already exists/i);
      expect(keyError).not.toMatch(/role\.keyExists/);
      expect(await formDialog(page).isVisible()).toBe(true);
      await formDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expectHidden(formDialog(page));
      expect(await findRole(`${KEY}_other`)).toBeUndefined();
    }));

  it('refuses to delete a role assigned to a user', () =>
    withScreenshot(t.page, '11-assigned', async () => {
      const { page } = t;
      const role = await assignedRole();
      await search({ key: ASSIGNED_KEY });
      await page.getByTestId(`role-row-delete-${ASSIGNED_KEY}`).click();
      await deleteDialog(page).waitFor();
      // the confirmation names the role
      await expectText(deleteDialog(page), `"${role.roleName}" (${role.roleKey})`);
      await page.getByTestId('role-delete-confirm').click();
      const text = await expectText(toasts(page, 'error'), /assigned to users/i);
      expect(text).not.toMatch(/role\.assigned/);
      await expectHidden(deleteDialog(page));
      await row(ASSIGNED_KEY).waitFor();
      expect(await findRole(ASSIGNED_KEY)).toBeDefined();
    }));

  it('refuses to delete the system administrator role', () =>
    withScreenshot(t.page, '11-admin', async () => {
      const { page } = t;
      await search({ key: 'admin' });
      await row('admin').waitFor();
      // No delete button on its row; selected and deleted from the toolbar the server refuses.
      expect(await page.getByTestId('role-row-delete-admin').count()).toBe(0);
      await tick(page, 'role-row-check-admin');
      await page.getByTestId('role-delete').click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('role-delete-confirm').click();
      const text = await expectText(toasts(page, 'error'), /system administrator role cannot be deleted/i);
      expect(text).not.toMatch(/role\.adminImmutable/);
      await expectHidden(deleteDialog(page));
      await row('admin').waitFor();
      expect(await findRole('admin')).toBeDefined();
    }));

  it('deletes a role after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '11-delete', async () => {
      const { page } = t;
      await search({ key: KEY });
      await page.getByTestId(`role-row-delete-${KEY}`).click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('role-delete-cancel').click();
      await expectHidden(deleteDialog(page));
      expect(await findRole(KEY)).toBeDefined();

      await tick(page, `role-row-check-${KEY}`);
      await page.getByTestId('role-delete').click();
      await deleteDialog(page).waitFor();
      await page.getByTestId('role-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(deleteDialog(page));
      await expectHidden(row(KEY));
      await page.getByTestId('role-empty').waitFor();
      expect(await findRole(KEY)).toBeUndefined();
    }));

  it('shows the screen title and a refusal in Simplified Chinese', () =>
    withScreenshot(t.page, '11-chinese', async () => {
      const { page } = t;
      await assignedRole();
      // Earlier (English) messages are gone first, so the one read below is this refusal's.
      await noToasts(page);
      await switchLanguage(page, 'zh-CN');
      try {
        await expectText(page.getByTestId('breadcrumb'), '角色管理');
        await expectText(tabsBar(page), '角色管理');
        await search({ key: ASSIGNED_KEY });
        await page.getByTestId(`role-row-delete-${ASSIGNED_KEY}`).click();
        await deleteDialog(page).waitFor();
        await page.getByTestId('role-delete-confirm').click();
        const text = await expectText(toasts(page, 'error'), '角色已分配给用户，不能删除');
        expect(text).not.toMatch(/assigned to users/);
        await row(ASSIGNED_KEY).waitFor();
      } finally {
        await switchLanguage(page, 'en');
      }
    }));

  it("a tenant's role manager sees its own roles and the built-in ones it may give, locked", async () => {
    const tenant = await createDept(token, `E2E tenant ${RUN}`);
    const other = await createDept(token, `E2E other ${RUN}`);
    // the tenant's role manager (roles screen and buttons, organization and below) and a role of another tenant
    const managerRole = await apiOk<RoleRecord>('POST', '/upms/system/role/add', {
      token,
      body: { roleName: `E2E manager ${RUN}`, roleKey: `e2e_mgr_${RUN}`, menuIds: [101, 1007, 1008, 1009, 1010, 1011], dataScope: '4', deptId: tenant.deptId },
    });
    const foreign = await apiOk<RoleRecord>('POST', '/upms/system/role/add', { token, body: { roleName: `E2E foreign ${RUN}`, roleKey: `e2e_foreign_${RUN}`, deptId: other.deptId } });
    const manager = await createTableUser({ username: `e2e_mgr_${RUN}`, password: `Mgr#e2e-${RUN}`, roleIds: [managerRole.roleId], deptId: tenant.deptId, deptPath: tenant.deptPath });
    const mt = await newPage(browser);
    try {
      await withScreenshot(mt.page, '11-tenant', async () => {
        const { page } = mt;
        await loginToLayout(mt, manager.username, manager.password);
        await page.goto('/system/role');
        await page.getByTestId(`role-row-e2e_mgr_${RUN}`).waitFor();
        // the built-in User role: offered, not changeable (disabled with the reason); no other tenant's role
        await page.getByTestId('role-row-user').waitFor();
        expect(await page.getByTestId('role-row-edit-user').isDisabled()).toBe(true);
        expect(await page.getByTestId('role-row-locked-user').getAttribute('title')).toMatch(/platform's administrators/);
        expect(await page.getByTestId(`role-row-e2e_foreign_${RUN}`).count()).toBe(0);
        expect(await page.getByTestId('role-row-admin').count()).toBe(0);
        // a role made here belongs to the tenant's organization, the only one offered
        await openAdd(page);
        await expect.poll(() => page.getByTestId('role-form-dept').inputValue(), WAIT).toBe(String(tenant.deptId));
        await page.getByTestId('role-form-name').fill(`E2E tenant role ${RUN}`);
        await page.getByTestId('role-form-key').fill(`e2e_tenant_${RUN}`);
        await page.getByTestId('role-form-submit').click();
        await expectText(toasts(page, 'success'), 'Added successfully');
        await expectText(page.getByTestId(`role-row-dept-e2e_tenant_${RUN}`), `E2E tenant ${RUN}`);
      });
    } finally {
      await mt.context.close();
      const made = await findRole(`e2e_tenant_${RUN}`).catch(() => undefined);
      const ids = [made?.roleId, foreign.roleId].filter((id) => id !== undefined).join(',');
      await api('DELETE', '/upms/system/role/delete', { token, query: { ids } }).catch(() => undefined);
    }
  });
});
