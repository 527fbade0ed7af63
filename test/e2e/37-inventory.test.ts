/**
 * Inventory through the UI: devices are written through the device data layer's own write functions (the devices'
 * HTTP API is another module's work), in an agent and in a customer below it; the screen is reached from the sidebar
 * (Product management > Inventory) and shows their stock organization by organization with the totals, narrows by the
 * organization tree (with or without sub-organizations) and by sale status, lists the movement lines with their kinds,
 * finds a device's lines by serial number and opens its history, exports both lists, shows a customer's read-only
 * administrator only its own stock, and speaks French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminToken, expectPath, expectText, launchBrowser, loginToLayout, newPage, tabsBar, withScreenshot, data, type TestPage } from './helpers';
import { apiOk, createTableUser, expectXlsxDownload, openMenu, runId, switchLanguage } from './admin-screens';

const RUN = runId();
const WAIT = { timeout: 10_000 };
const PASSWORD = 'Stock#e2e-2026';

interface Dept {
  deptId: number;
  deptPath: string;
  deptName: string;
  deptType: string;
  equipmentQuota: number;
}

let browser: Browser;
let t: TestPage;
let token: string;
let agent: Dept;
let customer: Dept;
let modelId: number;
const serials: string[] = [];

/** Devices written the way the devices module writes them: one data-layer transaction each (tallies, movements). */
async function writeDevices() {
  await data(); // points the data modules at the platform's table before they load
  const { createDevice, updateDevice } = await import('../../functions/src/data/access/devices/device-writes');
  const { findDeviceBySerialNumber } = await import('../../functions/src/data/access/devices/device-keys');
  const { deviceItemFor } = await import('../../functions/test/device-fixture');
  const type = await apiOk<{ typeId: number }>('POST', '/product/type/add', { token, body: { typeCode: `E2E-INV-${RUN}`, typeName: `E2E stock ${RUN}` } });
  const model = await apiOk<{ modelId: number }>('POST', '/product/model/add', {
    token,
    body: { typeId: type.typeId, brand: `E2E Brand ${RUN}`, modelCode: `E2E-INV-M-${RUN}`, modelName: `E2E Rescue ${RUN}`, workingPrinciple: '1' },
  });
  modelId = model.modelId;
  const guard = (d: Dept) => ({ deptId: d.deptId, deptPath: d.deptPath, deptName: d.deptName, deptType: d.deptType, equipmentQuota: d.equipmentQuota });
  for (let i = 1; i <= 3; i++) {
    const serialNumber = `E2E-SN-${RUN}-${i}`.toUpperCase();
    serials.push(serialNumber);
    await createDevice(
      await deviceItemFor(agent, { typeId: type.typeId, modelId }, { equipmentCode: `E2E-EQ-${RUN}-${i}`.toUpperCase(), equipmentName: `E2E unit ${i}`, serialNumber }),
      guard(agent),
    );
  }
  // the first one is sold to the customer: a transfer out of the agent and into the customer
  const before = (await findDeviceBySerialNumber(serials[0]!))!;
  await updateDevice(before, { ...before, deptId: customer.deptId, deptPath: customer.deptPath, saleStatus: '2', outboundDate: '2025-03-01', updateTime: new Date().toISOString() }, guard(customer), {
    movementRemark: `E2E sale ${RUN}`,
  });
}

async function addDept(parentId: number, deptName: string, deptType: '0' | '2', quota: number): Promise<Dept> {
  return apiOk<Dept>('POST', '/upms/system/dept/add', {
    token,
    body: { parentId, deptName, deptType, equipmentQuota: quota, userQuota: quota, operationAccountCount: quota, viewAccountCount: quota },
  });
}

beforeAll(async () => {
  token = await adminToken();
  agent = await addDept(100, `E2E Stock agent ${RUN}`, '0', 20);
  customer = await addDept(agent.deptId, `E2E Stock clinic ${RUN}`, '2', 5);
  await writeDevices();
  browser = await launchBrowser();
  t = await newPage(browser);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

const group = (page: Page, deptId: number) => page.getByTestId(`inventory-stock-group-${deptId}`);
const stockRow = (page: Page, deptId: number) => page.getByTestId(`inventory-stock-row-${deptId}-${modelId}`);
const cell = (page: Page, prefix: string, key: string) => page.getByTestId(`${prefix}-${key}`);

async function pickDept(page: Page, dept: Dept) {
  await page.getByTestId('inventory-dept-filter').fill(dept.deptName);
  await page.getByTestId(`inventory-dept-${dept.deptId}`).click();
}

describe('inventory', () => {
  it('is reached from the sidebar: Product management > Inventory, with the stock of the registered devices', () =>
    withScreenshot(t.page, '37-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['Product management', 'Inventory']);
      await page.getByTestId('inventory-page').waitFor();
      await expectPath(page, /inventory/);
      await expectText(tabsBar(page), 'Inventory');
      await expectText(page.getByTestId('breadcrumb'), 'Inventory');
      await expectText(page.getByTestId('inventory-scope'), 'All organizations you can see');
      await page.getByTestId('inventory-stock-table').waitFor();
      // the grand total is the platform's whole stock: at least our three devices
      await expect.poll(async () => Number(await cell(page, 'inventory-stock-grand', 'total').innerText().catch(() => '0')), WAIT).toBeGreaterThanOrEqual(3);
    }));

  it('narrows to an organization with or without its sub-organizations, and by sale status', () =>
    withScreenshot(t.page, '37-stock', async () => {
      const { page } = t;
      await pickDept(page, agent);
      await expectText(page.getByTestId('inventory-scope'), `${agent.deptName} and its sub-organizations`);
      await group(page, agent.deptId).waitFor();
      await expectText(group(page, agent.deptId), agent.deptName);
      await expectText(cell(page, `inventory-stock-row-${agent.deptId}-${modelId}`, 'stock'), '2');
      await expectText(cell(page, `inventory-stock-row-${customer.deptId}-${modelId}`, 'sold'), '1');
      await expectText(stockRow(page, customer.deptId), `E2E Rescue ${RUN}`);
      await expectText(cell(page, 'inventory-stock-grand', 'total'), '3');
      await expectText(cell(page, 'inventory-stock-grand', 'stock'), '2');
      await expectText(cell(page, 'inventory-stock-grand', 'enabled'), '0');

      await page.getByTestId('inventory-subtree').click();
      await expectText(page.getByTestId('inventory-scope'), `${agent.deptName} only`);
      await expectText(cell(page, 'inventory-stock-grand', 'total'), '2');
      await expect.poll(() => group(page, customer.deptId).count(), WAIT).toBe(0);
      await page.getByTestId('inventory-subtree').click();
      await expectText(cell(page, 'inventory-stock-grand', 'total'), '3');

      await page.getByTestId('inventory-stock-sale-status').selectOption('2');
      await page.getByTestId('inventory-stock-search-submit').click();
      await expectText(cell(page, 'inventory-stock-grand', 'total'), '1');
      await expect.poll(() => group(page, agent.deptId).count(), WAIT).toBe(0);
      await group(page, customer.deptId).waitFor();
      await page.getByTestId('inventory-stock-sale-status').selectOption('4');
      await page.getByTestId('inventory-stock-search-submit').click();
      await expectText(page.getByTestId('inventory-stock-empty'), 'No stock matches this search');
      await page.getByTestId('inventory-stock-search-reset').click();
      await expectText(cell(page, 'inventory-stock-grand', 'total'), '3');
      await expectXlsxDownload(page, page.getByTestId('inventory-stock-export'));
    }));

  it('lists the movements with their kinds, finds a device by serial number and opens its history', () =>
    withScreenshot(t.page, '37-movements', async () => {
      const { page } = t;
      await page.getByTestId('inventory-tab-movements').click();
      await page.getByTestId('inventory-movement-table').waitFor();
      const rows = page.locator('[data-testid^="inventory-movement-row-"]');
      // organization and below: three registrations, and the sale's two lines (out of the agent, into the customer)
      await expect.poll(() => rows.count(), WAIT).toBe(5);
      await expectText(page.getByTestId('inventory-movement-total'), 'Total 5');
      await expectText(page.getByTestId('inventory-movement-table'), 'Transfer in');
      await expectText(page.getByTestId('inventory-movement-table'), 'Transfer out');
      await expectText(page.getByTestId('inventory-movement-table'), 'Stock in');

      await page.getByTestId('inventory-movement-kind').selectOption('transfer');
      await page.getByTestId('inventory-movement-search-submit').click();
      await expect.poll(() => rows.count(), WAIT).toBe(2);
      const transferIn = rows.filter({ hasText: 'Transfer in' });
      await expectText(transferIn, `${agent.deptName} → ${customer.deptName}`);
      await expectText(transferIn, 'In stock → Sold');
      await expectText(transferIn, `E2E sale ${RUN}`);

      await page.getByTestId('inventory-movement-kind').selectOption('');
      await page.getByTestId('inventory-movement-serial').fill(serials[0]!.toLowerCase());
      await page.getByTestId('inventory-movement-search-submit').click();
      await expect.poll(() => rows.count(), WAIT).toBe(3);
      await rows.first().locator('[data-testid^="inventory-movement-serial-"]').click();
      const dialog = page.getByTestId('inventory-history-dialog');
      await dialog.waitFor();
      await expectText(dialog, `Movement history of ${serials[0]}`);
      await expect.poll(() => dialog.locator('[data-testid^="inventory-history-row-"]').count(), WAIT).toBe(3);
      await page.getByTestId('inventory-history-close').click();
      await dialog.waitFor({ state: 'hidden' });
      await expectXlsxDownload(page, page.getByTestId('inventory-movement-export'));
      await page.getByTestId('inventory-movement-search-reset').click();
    }));

  it('shows the screen, the kinds and the statuses in French', () =>
    withScreenshot(t.page, '37-french', async () => {
      const { page } = t;
      await switchLanguage(page, 'fr');
      try {
        await expectText(page.getByTestId('breadcrumb'), 'Inventaire');
        await expectText(page.getByTestId('inventory-tab-movements'), 'Mouvements');
        await expectText(page.getByTestId('inventory-movement-table'), 'Transfert entrant');
        await expectText(page.getByTestId('inventory-movement-table'), 'En stock → Vendu');
        await page.getByTestId('inventory-tab-stock').click();
        await expectText(page.getByTestId('inventory-stock-table'), 'Total général');
        await expectText(page.getByTestId('inventory-stock-table'), 'Location expirée');
      } finally {
        await switchLanguage(page, 'en');
      }
    }));

  it("shows a customer's read-only administrator only its own stock and movements", async () => {
    const viewer = await createTableUser({ username: `e2einv${RUN}`.slice(0, 30), password: PASSWORD, roleIds: [8], deptId: customer.deptId, deptPath: customer.deptPath });
    const other = await newPage(browser);
    try {
      await withScreenshot(other.page, '37-viewer', async () => {
        const { page } = other;
        await loginToLayout(other, viewer.username, PASSWORD);
        await openMenu(page, ['Product management', 'Inventory']);
        await page.getByTestId('inventory-stock-table').waitFor();
        await group(page, customer.deptId).waitFor();
        await expectText(cell(page, 'inventory-stock-grand', 'total'), '1');
        await expect.poll(() => page.locator('tr[data-testid^="inventory-stock-group-"]').count(), WAIT).toBe(1);
        // the tree holds its organization only
        await page.getByTestId(`inventory-dept-${customer.deptId}`).waitFor();
        expect(await page.getByTestId(`inventory-dept-${agent.deptId}`).count()).toBe(0);
        await page.getByTestId('inventory-tab-movements').click();
        const rows = page.locator('[data-testid^="inventory-movement-row-"]');
        await expect.poll(() => rows.count(), WAIT).toBe(1);
        await expectText(rows.first(), 'Transfer in');
        // read-only administrators may export what they see (the read grant)
        await page.getByTestId('inventory-movement-export').waitFor();
      });
    } finally {
      await other.context.close();
    }
  });
});
