/**
 * Licence management through the UI (decision 0041): the platform operator opens System management > Licence
 * management, sells part of a root batch to an agent from the batch's row (the counts change on both sides), and a
 * sale beyond what the agent's batch holds is refused at the amount field, in English and in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';
import { apiOk, openMenu, runId, switchLanguage } from './admin-screens';

const RUN = runId();
const WAIT = { timeout: 10_000 };

interface Dept {
  deptId: number;
  deptName: string;
}

let browser: Browser;
let t: TestPage;
let token: string;
let agent: Dept;
let sub: Dept;
let rootBatch: string;

async function addDept(parentId: number, deptName: string, quota: number): Promise<Dept> {
  return apiOk<Dept>('POST', '/upms/system/dept/add', { token, body: { parentId, deptName, deptType: '0', equipmentQuota: quota, userQuota: quota, operationAccountCount: quota, viewAccountCount: quota } });
}

beforeAll(async () => {
  token = await adminToken();
  agent = await addDept(100, `E2E Licence agent ${RUN}`, 20);
  sub = await addDept(agent.deptId, `E2E Licence sub ${RUN}`, 5);
  rootBatch = (await apiOk<{ batchId: string }>('POST', '/system/licence/mint', { token, body: { amount: 20, expireTime: '', lifetimeDays: null, sellingUnit: 'device-year', buyingUnit: 'device-year' } })).batchId;
  browser = await launchBrowser();
  t = await newPage(browser);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const count = (page: Page, key: string) => page.getByTestId(`licence-count-${key}`);

async function pickDept(page: Page, dept: Dept) {
  await page.getByTestId('licence-dept-filter').fill(dept.deptName);
  await page.getByTestId(`licence-dept-${dept.deptId}`).click();
  await expectText(page.getByTestId('licence-org'), dept.deptName);
}

describe('licence management', () => {
  it('sells licences of a root batch to an agent: the counts change on both sides', () =>
    withScreenshot(t.page, '49-allocate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['System management', 'Licence management']);
      await page.getByTestId('licence-page').waitFor();
      await expectText(page.getByTestId(`licence-batch-available-${rootBatch}`), '20');
      await page.getByTestId(`licence-allocate-${rootBatch}`).click();
      await page.getByTestId('licence-allocate-dialog').waitFor();
      await page.getByTestId('licence-allocate-dept').selectOption(String(agent.deptId));
      await page.getByTestId('licence-allocate-amount').fill('5');
      await page.getByTestId('licence-allocate-submit').click();
      await expectText(page.locator('[data-testid="toast-success"]'), 'Licences allocated');
      await expectText(page.getByTestId(`licence-batch-available-${rootBatch}`), '15');

      await pickDept(page, agent);
      await expectText(count(page, 'total'), '5');
      await expectText(count(page, 'available'), '5');
      await expectText(count(page, 'sold'), '0');
      await expectText(page.getByTestId('licence-pool-source'), 'its own licences');
      await page.getByTestId('licence-tab-history').click();
      await expectText(page.getByTestId('licence-history-table'), 'Bought');
    }));

  it('refuses a sale beyond what the batch holds at the amount field, translated', () =>
    withScreenshot(t.page, '49-refusal', async () => {
      const { page } = t;
      await page.getByTestId('licence-tab-batches').click();
      const allocate = page.locator('[data-testid^="licence-allocate-"]').filter({ hasText: 'Allocate' }).first();
      await allocate.click();
      await page.getByTestId('licence-allocate-dialog').waitFor();
      await page.getByTestId('licence-allocate-dept').selectOption(String(sub.deptId));
      await page.getByTestId('licence-allocate-amount').fill('6');
      await page.getByTestId('licence-allocate-submit').click();
      await expectText(page.getByTestId('licence-allocate-amount-error'), 'Not enough licences: the batch has 5 available');
      await page.getByTestId('licence-allocate-cancel').click();
      await expect.poll(() => page.getByTestId('licence-allocate-dialog').count(), WAIT).toBe(0);
      await expectText(count(page, 'available'), '5');

      await switchLanguage(page, 'fr');
      await expectText(page.getByTestId('licence-card-available'), 'Disponibles');
      await page.locator('[data-testid^="licence-allocate-"]').filter({ hasText: 'Attribuer' }).first().click();
      await page.getByTestId('licence-allocate-dept').selectOption(String(sub.deptId));
      await page.getByTestId('licence-allocate-amount').fill('6');
      await page.getByTestId('licence-allocate-submit').click();
      await expectText(page.getByTestId('licence-allocate-amount-error'), 'Pas assez de licences : le lot en a 5 disponibles');
      await page.getByTestId('licence-allocate-cancel').click();
      await switchLanguage(page, 'en');
    }));
});
