/**
 * f. The navbar shows administrators how many users are online: at least the admin's own session, the same sessions
 * as the online-users screen (without IP addresses or token ids), and to a tenant's administrator its tenant's only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminToken, api, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';
import { createDept, createTableUser } from './admin-screens';

let browser: Browser;
let t: TestPage;

beforeAll(async () => {
  await adminToken();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('online count', () => {
  it('shows the admin at least one online user', () =>
    withScreenshot(t.page, '06-online-count', async () => {
      const { page } = t;
      await loginToLayout(t);
      const count = page.getByTestId('online-count');
      const text = await expectText(count, /\d+/, 15_000);
      const shown = Number(/\d+/.exec(text)![0]);
      expect(shown).toBeGreaterThanOrEqual(1);
      // The same number the online-users endpoint gives (the list length), give or take sessions started since.
      const token = (await t.context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
      const online = await api<Record<string, unknown>[]>('GET', '/common/getOnlineUsers', { token });
      expect(online.code).toBe(200);
      expect(online.data!.length).toBeGreaterThanOrEqual(shown);
      // the top bar gets who is online, not their addresses or session ids
      for (const entry of online.data!) expect(Object.keys(entry).sort()).toEqual(['deptName', 'userName']);
      // the same sessions the online-users screen lists (one service, one scope rule)
      const screen = await api<{ userName: string }[]>('GET', '/monitor/online/list', { token });
      const names = (rows: { userName?: unknown }[]) => rows.map((r) => String(r.userName)).sort();
      expect(names(online.data!)).toEqual(names(screen.data!));
    }));

  it("shows a tenant's administrator its tenant's sessions only", () =>
    withScreenshot(t.page, '06-online-count-tenant', async () => {
      const token = await adminToken();
      const run = Date.now().toString(36);
      const dept = await createDept(token, `E2E online tenant ${run}`);
      // Administrator (role 3): online users of its organization and below
      const tenantAdmin = await createTableUser({ username: `e2e_on_${run}`, password: 'Tenant#e2e-2026', roleIds: [3], ...dept });
      const tenant = await newPage(browser);
      await loginToLayout(tenant, tenantAdmin.username, tenantAdmin.password);
      // its own session is the tenant's only one: the platform admin's sessions are not counted
      await expectText(tenant.page.getByTestId('online-count'), /^1$/, 15_000);
    }));
});
