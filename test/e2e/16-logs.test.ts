/**
 * Operation log and login log through the UI: reach them from the sidebar, search, detail, refuse a time range that
 * is too long or reversed, export, delete a row after confirmation, unlock an account locked by failed logins, and
 * clean after confirmation. Cleaning is done by an administrator of an organization made for this run, so it only
 * removes that organization's logs (the data scope) and never the logs other files rely on. A clean runs in the
 * background (decision 0029): the screen shows its progress (also after a reload) and ends with an empty list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LIMITS } from '../../shared/src/constants/limits';
import {
  adminToken,
  api,
  apiLogin,
  data,
  expectHidden,
  expectPath,
  expectText,
  launchBrowser,
  loginToLayout,
  newPage,
  tabsBar,
  tick,
  withScreenshot,
  type TestPage,
} from './helpers';
import { apiOk, createDept, createTableUser, expectErrorToast, expectSuccessToast, expectXlsxDownload, openMenu, runId, switchLanguage, type TableUser } from './admin-screens';

const RUN = runId();
/** Organization administrator (role 3: logs of its organization and below). */
const ORG_ADMIN_ROLE = 3;
const OPERATOR_ROLE = 5;
const NOTICE_TITLE = `E2E log ${RUN}`;

interface OperLog {
  operId: string;
  title: string;
  businessType: string;
  operName: string;
}
interface LoginLog {
  infoId: string;
  userName: string;
  status: string;
  msg: string;
}

let browser: Browser;
let admin: TestPage;
let orgAdminPage: TestPage;
let token: string;
let orgAdmin: TableUser;
let victim: TableUser;
let orgPath: string;

const operLogsOf = async (operName: string, as = token) =>
  (await apiOk<{ rows: OperLog[] }>('GET', '/logs/operlog/page', { token: as, query: { operName, limit: 50 } })).rows;
const loginLogsOf = async (userName: string, as = token) =>
  (await apiOk<{ rows: LoginLog[] }>('GET', '/logs/logininfor/page', { token: as, query: { userName, limit: 50 } })).rows;

beforeAll(async () => {
  token = await adminToken();
  const dept = await createDept(token, `E2E logs ${RUN}`);
  orgPath = dept.deptPath;
  orgAdmin = await createTableUser({ username: `e2e_la_${RUN}`, password: 'OrgAdm#e2e-2026', roleIds: [ORG_ADMIN_ROLE], ...dept });
  victim = await createTableUser({ username: `e2e_lv_${RUN}`, password: 'Victim#e2e-2026', roleIds: [OPERATOR_ROLE], ...dept });
  // Operations of the organization administrator: two operation-log rows in its organization.
  const orgToken = (await apiLogin(orgAdmin.username, orgAdmin.password)).data!.token;
  const notice = await apiOk<{ noticeId: number }>('POST', '/upms/system/notice/add', { token: orgToken, body: { noticeTitle: NOTICE_TITLE, noticeType: '1' } });
  await apiOk('DELETE', '/upms/system/notice/delete', { token: orgToken, query: { ids: String(notice.noticeId) } });
  browser = await launchBrowser();
  admin = await newPage(browser);
  orgAdminPage = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Months of traffic of the run's organization: operation logs written straight into the table (as the middleware
 * writes them), enough that the clean takes the worker many batches.
 */
async function writeOrgOperLogs(count: number): Promise<void> {
  await data();
  const { OperLogEntity } = await import('../../functions/src/data/entities/log-entities');
  const now = Date.now();
  const items = Array.from({ length: count }, (_, k) => {
    const operTime = new Date(now - 60_000 - k * 1000).toISOString();
    return {
      operId: `${RUN}x${k.toString(36).padStart(4, '0')}`,
      month: operTime.slice(0, 7),
      title: 'notice',
      businessType: 'update',
      requestMethod: 'PUT',
      operName: orgAdmin.username,
      deptId: 0,
      deptPath: orgPath,
      operUrl: '/prod-api/upms/system/notice/update',
      operIp: '198.51.100.1',
      operParam: '{}',
      jsonResult: 'null',
      status: '0' as const,
      errorMsg: '',
      costTime: 3,
      operTime,
    };
  });
  await OperLogEntity.put(items).go({ concurrency: 4 });
}

const operRow = (id: string) => admin.page.getByTestId(`operlog-row-${id}`);
const loginRow = (id: string) => admin.page.getByTestId(`logininfor-row-${id}`);

async function searchOperName(name: string) {
  await admin.page.getByTestId('operlog-search-operName').fill(name);
  await admin.page.getByTestId('operlog-search-submit').click();
}

describe('operation log', () => {
  it('is reached from the sidebar: System management > Logs > Operation log', () =>
    withScreenshot(admin.page, '16-operlog-navigate', async () => {
      const { page } = admin;
      await loginToLayout(admin);
      await openMenu(page, ['System management', 'Logs', 'Operation log']);
      await page.getByTestId('operlog-page').waitFor();
      await expectPath(page, '/system/log/operlog');
      await expectText(tabsBar(page), 'Operation log');
    }));

  it("finds an operator's operations and shows one in detail", () =>
    withScreenshot(admin.page, '16-operlog-search', async () => {
      const { page } = admin;
      await searchOperName(orgAdmin.username);
      const logs = await operLogsOf(orgAdmin.username);
      expect(logs.map((l) => l.businessType).sort()).toEqual(['add', 'delete']);
      for (const log of logs) await expectText(operRow(log.operId), orgAdmin.username);
      await expectText(page.getByTestId('operlog-total'), /\b2\b/);
      expect(await page.locator('tr[data-testid^="operlog-row-"]').count()).toBe(2);

      const added = logs.find((l) => l.businessType === 'add')!;
      await expectText(operRow(added.operId), /Notices/);
      await page.getByTestId(`operlog-detail-${added.operId}`).click();
      const dialog = page.getByTestId('operlog-detail-dialog');
      await dialog.waitFor();
      await expectText(page.getByTestId('operlog-detail-module'), 'Notices');
      await expectText(page.getByTestId('operlog-detail-businessType'), 'Add');
      await expectText(page.getByTestId('operlog-detail-operName'), orgAdmin.username);
      await expectText(page.getByTestId('operlog-detail-request'), /POST .*\/notice\/add/);
      await expectText(page.getByTestId('operlog-detail-param'), NOTICE_TITLE);
      await page.getByTestId('operlog-detail-close').click();
      await expectHidden(dialog);
    }));

  it('refuses a time range longer than 12 months (translated) or reversed', () =>
    withScreenshot(admin.page, '16-operlog-range', async () => {
      const { page } = admin;
      await page.getByTestId('operlog-search-begin').fill('2024-01-01');
      await page.getByTestId('operlog-search-end').fill('2025-06-30');
      await page.getByTestId('operlog-search-submit').click();
      const long = await expectText(page.getByTestId('operlog-load-error'), 'The time range may span at most 12 months');
      expect(long).not.toMatch(/log\.rangeTooLong/);

      // A reversed range is stopped at the date fields (the end bounds the start): the search is not sent, the range
      // says why (the app's date field carries its bounds and refuses days outside them in its calendar).
      await page.getByTestId('operlog-search-end').fill('2024-02-01');
      await page.getByTestId('operlog-search-begin').fill('2024-03-01');
      await page.getByTestId('operlog-search-submit').click();
      expect(await page.getByTestId('operlog-search-begin').getAttribute('max')).toBe('2024-02-01');
      await expectText(page.getByTestId('operlog-search-error'), 'The start date must not be after the end date');

      // The API refuses both, with the codes the screen translates.
      const long2 = await api('GET', '/logs/operlog/page', { token, query: { beginTime: '2024-01-01', endTime: '2025-06-30' } });
      expect([long2.status, long2.errorCode]).toEqual([400, 'log.rangeTooLong']);
      const reversed = await api('GET', '/logs/operlog/page', { token, query: { beginTime: '2024-03-01', endTime: '2024-02-01' } });
      expect([reversed.status, reversed.errorCode]).toEqual([400, 'log.badRange']);
    }));

  it('shows the refusal in French', () =>
    withScreenshot(admin.page, '16-operlog-french', async () => {
      const { page } = admin;
      await switchLanguage(page, 'fr');
      try {
        await expectText(tabsBar(page), 'Journal des opérations');
        await page.getByTestId('operlog-search-begin').fill('2024-01-01');
        await page.getByTestId('operlog-search-end').fill('2025-06-30');
        await page.getByTestId('operlog-search-submit').click();
        await expectText(page.getByTestId('operlog-load-error'), 'La période ne peut pas dépasser 12 mois');
        // the days typed as ISO show in the French format (jj/mm/aaaa), not the browser's (issue 14, item 14)
        expect(await page.getByTestId('operlog-search-begin').inputValue()).toBe('01/01/2024');
        expect(await page.getByTestId('operlog-search-end').inputValue()).toBe('30/06/2025');
      } finally {
        await switchLanguage(page, 'en');
      }
      await page.getByTestId('operlog-search-reset').click();
      await expectHidden(page.getByTestId('operlog-load-error'));
    }));

  it('exports the search as an xlsx file', () =>
    withScreenshot(admin.page, '16-operlog-export', async () => {
      await searchOperName(orgAdmin.username);
      await expectText(admin.page.getByTestId('operlog-total'), /\b2\b/);
      await expectXlsxDownload(admin.page, admin.page.getByTestId('operlog-export'));
    }));

  it('deletes a selected row after confirmation', () =>
    withScreenshot(admin.page, '16-operlog-delete', async () => {
      const { page } = admin;
      const removed = (await operLogsOf(orgAdmin.username)).find((l) => l.businessType === 'delete')!;
      await tick(page, `operlog-check-${removed.operId}`);
      await page.getByTestId('operlog-delete').click();
      const dialog = page.getByTestId('operlog-delete-dialog');
      await expectText(dialog, 'Delete the selected operation log?');
      await page.getByTestId('operlog-delete-confirm').click();
      await expectSuccessToast(page, 'Deleted successfully');
      await expectHidden(dialog);
      await expectHidden(operRow(removed.operId));
      const gone = await api('GET', '/logs/operlog/info', { token, query: { operId: removed.operId } });
      expect([gone.status, gone.errorCode]).toEqual([404, 'operlog.notFound']);
    }));
});

describe('login log', () => {
  it('is reached from the sidebar: System management > Logs > Login log', () =>
    withScreenshot(admin.page, '16-logininfor-navigate', async () => {
      const { page } = admin;
      await openMenu(page, ['System management', 'Logs', 'Login log']);
      await page.getByTestId('logininfor-page').waitFor();
      await expectPath(page, '/system/log/logininfor');
      await expectText(tabsBar(page), 'Login log');
    }));

  it('unlocks an account locked by failed logins', () =>
    withScreenshot(admin.page, '16-logininfor-unlock', async () => {
      const { page } = admin;
      for (let i = 0; i < LIMITS.loginMaxFailures; i++) {
        const r = await apiLogin(victim.username, `Wrong#pass${i}`);
        expect(r.code).not.toBe(200);
      }
      const locked = await apiLogin(victim.username, victim.password);
      expect(locked.errorCode).toBe('auth.accountLocked');

      await page.getByTestId('logininfor-search-userName').fill(victim.username);
      await page.getByTestId('logininfor-search-submit').click();
      const logs = await loginLogsOf(victim.username);
      expect(logs.length).toBeGreaterThanOrEqual(LIMITS.loginMaxFailures);
      expect(logs.every((l) => l.status === '1')).toBe(true);
      await expectText(loginRow(logs[0].infoId), victim.username);

      // Unlock needs exactly one selected row.
      await expect.poll(() => page.getByTestId('logininfor-unlock').isDisabled()).toBe(true);
      await tick(page, `logininfor-check-${logs[0].infoId}`);
      await page.getByTestId('logininfor-unlock').click();
      await expectText(page.getByTestId('logininfor-unlock-dialog'), `Lift the failed-login lock of account ${victim.username}?`);
      await page.getByTestId('logininfor-unlock-confirm').click();
      await expectSuccessToast(page, `Account ${victim.username} is unlocked`);
      await expectHidden(page.getByTestId('logininfor-unlock-dialog'));
      expect((await apiLogin(victim.username, victim.password)).code).toBe(200);
    }));

  it('exports the search as an xlsx file', () =>
    withScreenshot(admin.page, '16-logininfor-export', async () => {
      await expectXlsxDownload(admin.page, admin.page.getByTestId('logininfor-export'));
    }));

  it('deletes a selected row after confirmation', () =>
    withScreenshot(admin.page, '16-logininfor-delete', async () => {
      const { page } = admin;
      await page.getByTestId('logininfor-search-submit').click();
      const logs = await loginLogsOf(victim.username);
      const target = logs[logs.length - 1];
      await loginRow(target.infoId).waitFor();
      await tick(page, `logininfor-check-${target.infoId}`);
      await page.getByTestId('logininfor-delete').click();
      await expectText(page.getByTestId('logininfor-delete-dialog'), 'Delete the selected login log?');
      await page.getByTestId('logininfor-delete-confirm').click();
      await expectSuccessToast(page, 'Deleted successfully');
      await expectHidden(loginRow(target.infoId));
      expect((await loginLogsOf(victim.username)).map((l) => l.infoId)).not.toContain(target.infoId);
    }));
});

describe('clean (scoped to the organization of the administrator)', () => {
  let orgToken: string;

  it("refuses what lies outside the organization administrator's scope", async () => {
    orgToken = (await apiLogin(orgAdmin.username, orgAdmin.password)).data!.token;
    const unlock = await api('PUT', '/logs/logininfor/unlock', { token: orgToken, query: { userName: 'admin' } });
    expect([unlock.status, unlock.errorCode]).toEqual([403, 'logininfor.userOutOfScope']);
    // The admin's own operations are not in its list, and cannot be deleted by id.
    expect(await operLogsOf('admin', orgToken)).toEqual([]);
    const adminLog = (await operLogsOf('admin'))[0];
    expect(adminLog).toBeDefined();
    const del = await api('DELETE', '/logs/operlog/delete', { token: orgToken, query: { ids: adminLog.operId } });
    expect(del.code).not.toBe(200);
    expect((await operLogsOf('admin')).map((l) => l.operId)).toContain(adminLog.operId);
  });

  it('cleans the operation log after confirmation, in the background with its progress (also after a reload)', () =>
    withScreenshot(orgAdminPage.page, '16-operlog-clean', async () => {
      const { page } = orgAdminPage;
      const adminBefore = (await operLogsOf('admin')).length;
      await writeOrgOperLogs(1500);
      await loginToLayout(orgAdminPage, orgAdmin.username, orgAdmin.password);
      await openMenu(page, ['System management', 'Logs', 'Operation log']);
      await page.getByTestId('operlog-page').waitFor();
      await page.locator('tr[data-testid^="operlog-row-"]').first().waitFor();

      // Cancelling keeps everything.
      await page.getByTestId('operlog-clean').click();
      await expectText(page.getByTestId('operlog-clean-dialog'), 'Delete ALL operation logs you can see?');
      await page.getByTestId('operlog-clean-cancel').click();
      await expectHidden(page.getByTestId('operlog-clean-dialog'));
      expect((await operLogsOf(orgAdmin.username)).length).toBeGreaterThan(0);

      await page.getByTestId('operlog-clean').click();
      await page.getByTestId('operlog-clean-confirm').click();
      await expectHidden(page.getByTestId('operlog-clean-dialog'));
      // The request answered at once: the progress shows while the worker deletes, and the button waits for it.
      const progress = page.getByTestId('operlog-clean-progress');
      await progress.waitFor();
      await expectText(progress, /Cleaning in the background: \d+ records? deleted so far/);
      expect(await page.getByTestId('operlog-clean').isDisabled()).toBe(true);
      // A reload asks the server for the running clean and follows it again.
      await page.reload();
      await page.getByTestId('operlog-page').waitFor();
      await progress.waitFor();
      expect(await page.getByTestId('operlog-clean').isDisabled()).toBe(true);
      await expectSuccessToast(page, /Cleaned: \d+ records? deleted/);
      await expectHidden(progress, 60_000);
      expect(await page.getByTestId('operlog-clean').isDisabled()).toBe(false);
      // The list shows what is left: only the log of the clean itself (written after the request).
      await expect.poll(() => page.locator('tr[data-testid^="operlog-row-"]').count(), { timeout: 10_000 }).toBe(1);
      // What is left of the organization is at most the log of the clean itself.
      const left = await operLogsOf(orgAdmin.username);
      expect(left.every((l) => l.businessType === 'clean')).toBe(true);
      expect(left.length).toBeLessThanOrEqual(1);
      // Other organizations' logs are untouched.
      expect((await operLogsOf('admin')).length).toBeGreaterThanOrEqual(adminBefore);
    }));

  it('cleans the login log after confirmation', () =>
    withScreenshot(orgAdminPage.page, '16-logininfor-clean', async () => {
      const { page } = orgAdminPage;
      const adminBefore = (await loginLogsOf('admin')).length;
      expect(adminBefore).toBeGreaterThan(0);
      await openMenu(page, ['System management', 'Logs', 'Login log']);
      await page.getByTestId('logininfor-page').waitFor();
      await page.locator('tr[data-testid^="logininfor-row-"]').first().waitFor();
      await page.getByTestId('logininfor-clean').click();
      await expectText(page.getByTestId('logininfor-clean-dialog'), 'Delete ALL login logs you can see?');
      await page.getByTestId('logininfor-clean-confirm').click();
      await expectSuccessToast(page, /Cleaned: \d+ records? deleted/);
      await page.getByTestId('logininfor-empty').waitFor();
      expect(await loginLogsOf(victim.username)).toEqual([]);
      expect(await loginLogsOf(orgAdmin.username)).toEqual([]);
      expect((await loginLogsOf('admin')).length).toBeGreaterThanOrEqual(adminBefore);
    }));

  it('shows a refused action as a translated error', () =>
    withScreenshot(admin.page, '16-logininfor-refusal', async () => {
      // The admin's screen still lists a row of the organization that was just cleaned: deleting it is refused.
      const { page } = admin;
      const stale = (await loginLogsOf('admin'))[0];
      await page.getByTestId('logininfor-search-userName').fill('admin');
      await page.getByTestId('logininfor-search-submit').click();
      await loginRow(stale.infoId).waitFor();
      await apiOk('DELETE', '/logs/logininfor/delete', { token, query: { ids: stale.infoId } });
      await tick(page, `logininfor-check-${stale.infoId}`);
      await page.getByTestId('logininfor-delete').click();
      await page.getByTestId('logininfor-delete-confirm').click();
      const text = await expectErrorToast(page, 'The login log does not exist');
      expect(text).not.toMatch(/logininfor\.notFound/);
    }));
});
