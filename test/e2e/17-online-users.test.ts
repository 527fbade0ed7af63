/**
 * Online users through the UI: reach the screen from the sidebar, find the session of a user logged in in a second
 * browser, force it out (that browser is then asked to log in again and its token is refused), refuse to end a
 * session that has already ended (translated, also in French) and refuse force logout to callers without the right
 * or outside the session's organization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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
  withScreenshot,
  type TestPage,
} from './helpers';
import { apiOk, createDept, createTableUser, expectErrorToast, expectSuccessToast, openMenu, runId, switchLanguage, type TableUser } from './admin-screens';

const RUN = runId();
const OPERATOR_ROLE = 5;
const ORG_ADMIN_ROLE = 3;

interface OnlineRow {
  tokenId: string;
  userName: string;
}

let browser: Browser;
let admin: TestPage;
let other: TestPage;
let token: string;
/** Logged in in the second browser, then forced out. */
let target: TableUser;
/** Sessions made through the API only (the stale-session refusals). */
let spare: TableUser;
let orgAdmin: TableUser;

const sessionsOf = async (userName: string, as = token) =>
  apiOk<OnlineRow[]>('GET', '/monitor/online/list', { token: as, query: { userName } }).then((rows) => rows.filter((r) => r.userName === userName));

beforeAll(async () => {
  token = await adminToken();
  target = await createTableUser({ username: `e2e_on_${RUN}`, password: 'Online#e2e-2026', roleIds: [OPERATOR_ROLE] });
  spare = await createTableUser({ username: `e2e_os_${RUN}`, password: 'Spare#e2e-2026', roleIds: [OPERATOR_ROLE] });
  const dept = await createDept(token, `E2E online ${RUN}`);
  orgAdmin = await createTableUser({ username: `e2e_oa_${RUN}`, password: 'OrgAdm#e2e-2026', roleIds: [ORG_ADMIN_ROLE], ...dept });
  browser = await launchBrowser();
  admin = await newPage(browser);
  other = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const row = (userName: string) => admin.page.getByTestId(`online-row-${userName}`);

async function searchUser(userName: string) {
  await admin.page.getByTestId('online-search-userName').fill(userName);
  await admin.page.getByTestId('online-search-submit').click();
}

describe('online users', () => {
  it('is reached from the sidebar: System monitoring > Online users', () =>
    withScreenshot(admin.page, '17-navigate', async () => {
      const { page } = admin;
      await loginToLayout(other, target.username, target.password);
      await loginToLayout(admin);
      await openMenu(page, ['System monitoring', 'Online users']);
      await page.getByTestId('online-page').waitFor();
      await expectPath(page, '/monitor/online');
      await expectText(tabsBar(page), 'Online users');
      await expectText(row('admin'), 'admin');
    }));

  it('finds the session of the user logged in elsewhere', () =>
    withScreenshot(admin.page, '17-search', async () => {
      const { page } = admin;
      await searchUser(target.username);
      await expectText(row(target.username), target.username);
      await expectText(page.getByTestId('online-total'), /\b1\b/);
      expect(await page.locator('tr[data-testid^="online-row-"]').count()).toBe(1);
      expect(await sessionsOf(target.username)).toHaveLength(1);
    }));

  it('forces the user out: the other browser must log in again', () =>
    withScreenshot(other.page, '17-force', async () => {
      const { page } = admin;
      const [session] = await sessionsOf(target.username);
      await page.getByTestId(`online-row-force-${target.username}`).click();
      await expectText(page.getByTestId('online-force-dialog'), `End the session of ${target.username}?`);
      await page.getByTestId('online-force-confirm').click();
      await expectSuccessToast(page, `${target.username} has been logged out`);
      await expectHidden(row(target.username));
      await page.getByTestId('online-empty').waitFor();
      expect(await sessionsOf(target.username)).toEqual([]);

      // The other browser's next request is refused: the re-login prompt, then the login page.
      const thrownOut = other.page;
      const tokenCookie = (await other.context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
      expect(tokenCookie).toBeTruthy();
      await thrownOut.reload();
      await expectText(thrownOut.getByTestId('relogin-dialog'), 'Invalid login, please log in again');
      await thrownOut.getByTestId('relogin-confirm').click();
      await expectPath(thrownOut, '/login');
      const refused = await api('GET', '/upms/getInfo', { token: tokenCookie });
      expect([refused.status, refused.errorCode]).toEqual([401, 'session.invalid']);
      const again = await api('DELETE', `/monitor/online/${session.tokenId}`, { token });
      expect([again.status, again.errorCode]).toEqual([404, 'online.notFound']);
    }));

  it('refuses to end a session that has already ended, with a translated message', () =>
    withScreenshot(admin.page, '17-stale', async () => {
      const { page } = admin;
      await apiLogin(spare.username, spare.password);
      await searchUser(spare.username);
      await row(spare.username).waitFor();
      const [session] = await sessionsOf(spare.username);
      await apiOk('DELETE', `/monitor/online/${session.tokenId}`, { token });
      await page.getByTestId(`online-row-force-${spare.username}`).click();
      await page.getByTestId('online-force-confirm').click();
      const text = await expectErrorToast(page, 'The session has already ended');
      expect(text).not.toMatch(/online\.notFound/);
      await page.getByTestId('online-empty').waitFor();
    }));

  it('shows the screen and the refusal in French', () =>
    withScreenshot(admin.page, '17-french', async () => {
      const { page } = admin;
      await switchLanguage(page, 'fr');
      try {
        await expectText(tabsBar(page), 'Utilisateurs en ligne');
        await apiLogin(spare.username, spare.password);
        await page.getByTestId('online-search-submit').click();
        await row(spare.username).waitFor();
        const [session] = await sessionsOf(spare.username);
        await apiOk('DELETE', `/monitor/online/${session.tokenId}`, { token });
        await page.getByTestId(`online-row-force-${spare.username}`).click();
        await page.getByTestId('online-force-confirm').click();
        await expectErrorToast(page, 'La session est déjà terminée');
      } finally {
        await switchLanguage(page, 'en');
      }
    }));

  it('refuses force logout without the right or outside the organization', async () => {
    const adminSession = (await sessionsOf('admin'))[0];
    expect(adminSession).toBeDefined();
    // An operator may not end sessions at all.
    const operator = (await apiLogin(spare.username, spare.password)).data!.token;
    const denied = await api('DELETE', `/monitor/online/${adminSession.tokenId}`, { token: operator });
    expect([denied.status, denied.errorCode]).toEqual([403, 'common.forbidden']);
    // An organization administrator does not see, and may not end, a session of another organization.
    const org = (await apiLogin(orgAdmin.username, orgAdmin.password)).data!.token;
    expect(await sessionsOf('admin', org)).toEqual([]);
    const outside = await api('DELETE', `/monitor/online/${adminSession.tokenId}`, { token: org });
    // answered as an ended session: no oracle of sessions outside its scope
    expect([outside.status, outside.errorCode]).toEqual([404, 'online.notFound']);
    expect((await sessionsOf('admin')).map((s) => s.tokenId)).toContain(adminSession.tokenId);
  });
});
