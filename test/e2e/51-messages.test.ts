/**
 * My messages through the UI (decision 0044): a lease due within a week names a handler; the lease job runs; the
 * handler logs in, sees one unread message in the top bar, opens My messages on the unread ones, reads the reminder
 * in French (the language of the screen, not the one it was written in), marks it read: the count goes, and the
 * unread list is empty.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addStockDevice, adminToken, api, apiOk as ok, data, expectHidden, expectPath, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

const RUN = Date.now().toString(36).toUpperCase();
const PASSWORD = 'Handler#2026pw';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let t: TestPage;
let handler: { userId: number; username: string };
let serial: string;

beforeAll(async () => {
  const token = await adminToken();
  const depts = await ok(api<{ deptId: number; deptName: string }[]>('GET', '/upms/system/dept/list', { token }), 'dept list');
  const north = depts.find((d) => d.deptName === 'Demo Agent North')!;
  const customer = await ok(api<{ deptId: number }>('POST', '/upms/system/dept/add', { token, body: { parentId: north.deptId, deptType: '2', deptName: `E2E Gym ${RUN}`, equipmentQuota: 2, userQuota: 2, operationAccountCount: 1, viewAccountCount: 1 } }), 'customer');
  const username = `e2e.msg.${RUN.toLowerCase()}`;
  const added = await ok(api<{ userId: number }>('POST', '/upms/system/user/add', { token, body: { username, password: PASSWORD, nickName: `Hugo ${RUN}`, deptId: north.deptId, status: '0', userTypes: ['handler'], roleIds: [5] } }), 'handler');
  handler = { userId: added.userId, username };
  // the handler chose this password (no forced change at the first login: not what this test is about)
  const { setPassword, hashPassword } = await data();
  await setPassword(handler.userId, await hashPassword(PASSWORD), 'chosen', new Date().toISOString(), 'e2e');
  const model = (await ok(api<{ rows: { modelId: number }[] }>('GET', '/product/model/page', { token, query: { page: 1, limit: 10, modelCode: 'CR2' } }), 'model')).rows[0]!;
  const device = await addStockDevice(token, { tag: `MSG-${RUN}`, deptId: north.deptId, modelId: model.modelId, outboundDate: '2025-02-01' });
  serial = device.serialNumber;
  await ok(
    api('POST', '/product/sale/add', {
      token,
      body: { deviceId: device.deviceId, buyerDeptId: customer.deptId, sellType: '1', startDate: day(-20), endDate: day(5), notifyPersons: [{ name: 'Ines', phone: '+33 6 12 34 56 78', email: `ines.${RUN.toLowerCase()}@example.com`, language: 'fr' }], handlerIds: [handler.userId] },
    }),
    'lease',
  );
  const jobs = await ok(api<{ rows: { jobId: number; invokeTarget: string }[] }>('GET', '/monitor/job/page', { token, query: { page: 1, limit: 50 } }), 'jobs');
  const leaseJob = jobs.rows.find((j) => j.invokeTarget.startsWith('leaseExpiryCheck'))!;
  await ok(api('PUT', '/monitor/job/run', { token, body: { jobId: leaseJob.jobId } }), 'run the lease job');
  browser = await launchBrowser();
  t = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('my messages', () => {
  it('shows the handler the lease reminder in French, and marks it read', async () => {
    const { page } = t;
    await withScreenshot(page, 'messages', async () => {
      await loginToLayout(t, handler.username, PASSWORD);
      await expectText(page.getByTestId('message-indicator-count'), '1', 20_000);
      expect(await page.getByTestId('message-indicator').getAttribute('aria-label')).toBe('My messages, 1 unread');
      await page.getByTestId('lang-switch').first().selectOption('fr');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 }).toBe('fr');
      await page.getByTestId('message-indicator').click();
      await expectPath(page, '/user/message');
      const title = page.locator('[data-testid^="message-title-lease-"]');
      await expectText(title, `Location à échéance sous 7 jour(s) : ${serial}`);
      await expectText(page.locator('[data-testid^="message-status-lease-"]'), 'Non lu');
      await page.locator('[data-testid^="message-read-lease-"]').click();
      await expectHidden(page.getByTestId('message-indicator-count'));
      await expectText(page.getByTestId('message-empty'), 'Aucun message non lu');
    });
  });

  it('mailed the people of the demo lease that expired at the first start (the mail sink runs before the demo data)', async () => {
    const store = (await (await fetch(`${inject('mailUrl')}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
    const expired = store.emails.filter((m) => /^Lease expired: DEMO-/.test(m.subject));
    expect(expired.map((m) => m.destination.to)).toContainEqual(['site.contact@example.com']);
  });
});
