/**
 * Users through the UI (issue 3): reach the screen from the sidebar, add a user in an organization picked in the
 * tree, refuse a duplicate account with the translated message, modify, reset the password, disable after
 * confirmation, import a generated xlsx (one duplicate row, one bad row) and see the row messages, the imported user
 * and its one-time password (downloaded as CSV), which logs it in to the forced password change only (the API refuses
 * everything else until the change), export to xlsx, delete after confirmation.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { UserRecord } from '../../shared/src/schemas/user';
import { apiOk, expectXlsxDownload, openMenu, runId } from './admin-screens';
import { adminToken, api, apiLogin, expectHidden, expectPath, expectText, launchBrowser, login, loginToLayout, newPage, tabsBar, toasts, withScreenshot, type TestPage, untilToastsGone } from './helpers';

const RUN = runId();
const WAIT = { timeout: 10_000 };
const DEPT = `E2E users ${RUN}`;
const ACCOUNT = `e2e_u_${RUN}`;
const NAME = `E2E user ${RUN}`;
const NEW_NAME = `E2E user ${RUN} bis`;
const PASSWORD = 'E2e#User2026';
const NEW_PASSWORD = 'E2e#Reset2026';
const IMPORTED = `e2e_imp_${RUN}`;
const IMPORTED_PASSWORD = 'E2e#Chosen2026';
/** The imported account's one-time password, read from the import dialog. */
let oneTimePassword = '';

let browser: Browser;
let t: TestPage;
let token: string;
let deptId: number;

beforeAll(async () => {
  token = await adminToken();
  // An organization under the root with room for users (quotas are allocated by the parent, 0 = none).
  const dept = await apiOk<{ deptId: number }>('POST', '/upms/system/dept/add', {
    token,
    body: { parentId: 100, deptName: DEPT, deptType: '0', equipmentQuota: 10, userQuota: 10, operationAccountCount: 10, viewAccountCount: 10 },
  });
  deptId = dept.deptId;
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  const left = (await Promise.all([ACCOUNT, IMPORTED].map((a) => findUser(a).catch(() => undefined)))).filter((u) => u !== undefined);
  if (left.length) await api('DELETE', '/upms/system/user/delete', { token, query: { ids: left.map((u) => u.userId).join(',') } }).catch(() => undefined);
  if (deptId) await api('DELETE', '/upms/system/dept/delete', { token, query: { deptId } }).catch(() => undefined);
});

/* ---------------------------------------------------------------- API */

async function findUser(account: string): Promise<UserRecord | undefined> {
  const data = await apiOk<{ rows: UserRecord[] }>('GET', '/upms/system/user/page', { token, query: { keyword: account, limit: 50 } });
  return data.rows.find((u) => u.username === account);
}

async function importFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Users');
  sheet.addRow(['Account', 'Name', 'Organization', 'Email', 'Phone', 'Gender (male/female/confidential)', 'Status (normal/disabled)', 'Roles (names, comma separated)', 'User types (reminder/handler)', 'Remark']);
  sheet.addRow([IMPORTED, 'Imported user', DEPT, '', '', 'female', 'normal', 'User', '', 'e2e import']); // row 2
  sheet.addRow([IMPORTED, 'Same account', DEPT, '', '', '', '', 'User', '', '']); // row 3: duplicate in the file
  sheet.addRow([`e2e_bad_${RUN}`, 'Bad email', DEPT, 'not-an-email', '', '', '', 'User', '', '']); // row 4: invalid
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/* ---------------------------------------------------------------- UI */

const row = (account: string) => t.page.getByTestId(`user-row-${account}`);
const formDialog = (page: Page) => page.getByTestId('user-form');

async function search(keyword: string) {
  const { page } = t;
  await page.getByTestId('user-search-keyword').fill(keyword);
  await untilToastsGone(page);
  await page.getByTestId('user-search-submit').click();
}

describe('users', () => {
  it('is reached from the sidebar: System management > Users', () =>
    withScreenshot(t.page, '19-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['System management', 'Users']);
      await page.getByTestId('user-page').waitFor();
      await expectPath(page, /user/);
      await page.getByTestId('user-table').waitFor();
      await expectText(tabsBar(page), 'Users');
      await page.locator('[data-testid^="user-row-"]').first().waitFor();
    }));

  it('adds a user in the organization picked in the tree', () =>
    withScreenshot(t.page, '19-add', async () => {
      const { page } = t;
      await page.getByTestId('user-dept-filter').fill(DEPT);
      await page.getByTestId(`user-dept-${deptId}`).click();
      await page.getByTestId('user-empty').waitFor();
      await page.getByTestId('user-add').click();
      await formDialog(page).waitFor();
      await expect.poll(() => page.getByTestId('user-form-dept').inputValue(), WAIT).toBe(String(deptId));
      await page.getByTestId('user-form-username').fill(ACCOUNT);
      await page.getByTestId('user-form-nickName').fill(NAME);
      await page.getByTestId('user-form-password').fill(PASSWORD);
      await page.getByTestId('user-form-phone').fill(`+33 6 ${String(Date.now()).slice(-8)}`);
      await page.getByTestId('user-form-role-user').click();
      await expect.poll(() => page.getByTestId('user-form-role-user').getAttribute('data-state'), WAIT).toBe('checked');
      expect(await page.locator('[data-testid^="user-form-role-"][data-state="checked"]').count()).toBe(1);
      await page.getByTestId('user-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page));
      await expectText(row(ACCOUNT), NAME);
      await expectText(row(ACCOUNT), DEPT);
      expect(await findUser(ACCOUNT)).toMatchObject({ nickName: NAME, deptId, roleIds: [7], status: '0' });
    }));

  it('refuses a duplicate account with the translated message', () =>
    withScreenshot(t.page, '19-duplicate', async () => {
      const { page } = t;
      await page.getByTestId('user-add').click();
      await formDialog(page).waitFor();
      await page.getByTestId('user-form-username').fill(ACCOUNT.toUpperCase());
      await page.getByTestId('user-form-nickName').fill('Someone else');
      await page.getByTestId('user-form-password').fill(PASSWORD);
      await page.getByTestId('user-form-role-user').click();
      await page.getByTestId('user-form-submit').click();
      const message = await expectText(page.getByTestId('user-form-username-error'), 'The login account already exists');
      expect(message).not.toMatch(/user\.accountExists/);
      await page.getByTestId('user-form-cancel').click();
      await expectHidden(formDialog(page));
    }));

  it('modifies the user', () =>
    withScreenshot(t.page, '19-edit', async () => {
      const { page } = t;
      await page.getByTestId(`user-row-edit-${ACCOUNT}`).click();
      const name = page.getByTestId('user-form-nickName');
      await name.waitFor();
      await expect.poll(() => name.inputValue(), WAIT).toBe(NAME);
      expect(await page.getByTestId('user-form-username').isDisabled()).toBe(true);
      await name.fill(NEW_NAME);
      await page.getByTestId('user-form-remark').fill('modified by e2e');
      await page.getByTestId('user-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectHidden(formDialog(page));
      await expectText(row(ACCOUNT), NEW_NAME);
      expect(await findUser(ACCOUNT)).toMatchObject({ nickName: NEW_NAME, remark: 'modified by e2e' });
    }));

  it('resets the password', () =>
    withScreenshot(t.page, '19-reset-password', async () => {
      const { page } = t;
      await page.getByTestId(`user-row-password-${ACCOUNT}`).click();
      const dialog = page.getByTestId('user-password-form');
      await dialog.waitFor();
      await page.getByTestId('user-password-input').fill('weak');
      await page.getByTestId('user-password-confirm').fill('weak');
      await page.getByTestId('user-password-submit').click();
      await expectText(page.getByTestId('user-password-error'), /8 to 20 characters/);
      await page.getByTestId('user-password-input').fill(NEW_PASSWORD);
      await page.getByTestId('user-password-confirm').fill(NEW_PASSWORD);
      await page.getByTestId('user-password-submit').click();
      await expectText(toasts(page, 'success'), `The password of ${ACCOUNT} was reset`);
      await expectHidden(dialog);
      // a password set by an administrator is one-time: the account may only change it
      const reset = await apiLogin(ACCOUNT, NEW_PASSWORD);
      expect(reset.code).toBe(200);
      expect((await api('GET', '/upms/system/user/profile', { token: reset.data!.token })).errorCode).toBe('password.changeRequired');
    }));

  it('disables the user after confirmation', () =>
    withScreenshot(t.page, '19-disable', async () => {
      const { page } = t;
      await page.getByTestId(`user-status-${ACCOUNT}`).click();
      const dialog = page.getByTestId('user-status-dialog');
      await expectText(dialog, `Disable the user "${NEW_NAME}" (${ACCOUNT})?`);
      await page.getByTestId('user-status-change-confirm').click();
      await expectText(toasts(page, 'success'), 'User disabled');
      await expectHidden(dialog);
      await expectText(row(ACCOUNT), 'Disabled');
      expect((await findUser(ACCOUNT))?.status).toBe('1');
      expect((await apiLogin(ACCOUNT, NEW_PASSWORD)).code).not.toBe(200);
    }));

  it('imports a generated xlsx: row messages, progress, and the imported user in the list', () =>
    withScreenshot(t.page, '19-import', async () => {
      const { page } = t;
      await page.getByTestId('user-import').click();
      const dialog = page.getByTestId('user-import-dialog');
      await dialog.waitFor();
      await expectText(page.getByTestId('user-import-limits'), 'at most 2 MB and 1000 rows');
      await page.getByTestId('user-import-file').setInputFiles({
        name: 'users.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await importFile(),
      });
      await page.getByTestId('user-import-submit').click();
      await expectText(page.getByTestId('user-import-summary'), 'Created: 1 · duplicates ignored: 1 · rows refused: 1', 30_000);
      await expectText(page.getByTestId('user-import-progress-text'), '1 / 1');
      await expectText(page.getByTestId('user-import-row-duplicate'), 'Row 3: duplicate Account, row ignored');
      await expectText(page.getByTestId('user-import-row-error'), 'Row 4: Email is invalid');
      // the created account's one-time password, shown once; closing before keeping it asks first
      const passwords = page.getByTestId('user-import-passwords');
      await expectText(passwords, 'One-time passwords (1)');
      oneTimePassword = (await page.getByTestId(`user-import-password-${IMPORTED}`).getByTestId('user-import-password-value').textContent()) ?? '';
      expect(oneTimePassword).toMatch(/^[A-Za-z0-9].{13}$/);
      await page.getByTestId('user-import-close').click();
      await page.getByTestId('user-import-leave-dialog').waitFor();
      await page.getByTestId('user-import-leave-cancel').click();
      await expectHidden(page.getByTestId('user-import-leave-dialog'));
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('user-import-passwords-download').click()]);
      expect(download.suggestedFilename()).toMatch(/^one-time-passwords-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv).toContain(`2,${IMPORTED},Imported user,${oneTimePassword}`);
      await page.getByTestId('user-import-close').click();
      await expectHidden(dialog);
      await search(IMPORTED);
      await expectText(row(IMPORTED), 'Imported user');
      await expectText(row(IMPORTED), DEPT);
      expect(await findUser(`e2e_bad_${RUN}`)).toBeUndefined();
    }));

  it('logs the imported user in with its one-time password to the forced change only; the API refuses the rest until then', () =>
    withScreenshot(t.page, '19-imported-login', async () => {
      const other = await newPage(browser);
      try {
        const { page } = other;
        await login(other, IMPORTED, oneTimePassword);
        await page.getByTestId('force-pwd-dialog').waitFor({ timeout: 20_000 });
        await expectText(page.getByTestId('force-pwd-dialog'), 'You are using the default password');
        // the shell stays closed behind the dialog
        expect(await page.getByTestId('app-layout').count()).toBe(0);
        // the session the browser holds: user info yes, anything else no
        const token = (await other.context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
        const info = await api<{ passwordStatus: number }>('GET', '/upms/getInfo', { token });
        expect(info.data?.passwordStatus).toBe(3);
        const profile = await api('GET', '/upms/system/user/profile', { token });
        expect(profile).toMatchObject({ status: 403, errorCode: 'password.changeRequired' });

        await page.getByTestId('force-pwd-old').fill(oneTimePassword);
        await page.getByTestId('force-pwd-new').fill(IMPORTED_PASSWORD);
        await page.getByTestId('force-pwd-confirm').fill(IMPORTED_PASSWORD);
        await page.getByTestId('force-pwd-submit').click();
        await expectText(toasts(page, 'success'), 'Modified successfully');
        await expectPath(page, /^\/login/, 5_000);
        // the one-time password is spent; the chosen one opens everything the account's roles allow
        expect((await apiLogin(IMPORTED, oneTimePassword)).errorCode).toBe('auth.badCredentials');
        const chosen = await apiLogin(IMPORTED, IMPORTED_PASSWORD);
        expect((await api('GET', '/upms/system/user/profile', { token: chosen.data!.token })).code).toBe(200);
      } finally {
        await other.context.close();
      }
    }));

  it('exports the users as xlsx', () =>
    withScreenshot(t.page, '19-export', async () => {
      const { page } = t;
      await search('');
      await row(ACCOUNT).waitFor();
      await expectXlsxDownload(page, page.getByTestId('user-export'));
    }));

  it('deletes the user after confirmation', () =>
    withScreenshot(t.page, '19-delete', async () => {
      const { page } = t;
      await page.getByTestId(`user-row-delete-${ACCOUNT}`).click();
      const dialog = page.getByTestId('user-delete-dialog');
      await expectText(dialog, ACCOUNT);
      await page.getByTestId('user-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await expectHidden(dialog);
      await expectHidden(row(ACCOUNT));
      expect(await findUser(ACCOUNT)).toBeUndefined();
    }));
});
