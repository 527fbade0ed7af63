/**
 * Persons to notify and work-order handlers through the UI (decision 0019): reach both screens from the sidebar,
 * see the demo data, pick an organization in the tree, add a person bound to one device (blank fields refused in the
 * form, a duplicate email refused by the server on its field), modify and delete it after confirmation; assign a
 * handler from the picker (only handlers of the organization or above it offered), see the server refuse an account
 * deactivated meanwhile and one whose role lost order handling with the spec's messages, make the valid one the
 * default handler, see who handles the organization's orders, export; then the refusals in French.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COOKIES } from '../../shared/src/constants/limits';
import type { HandlerAssignmentRecord } from '../../shared/src/schemas/handler';
import type { NotifyPersonRecord } from '../../shared/src/schemas/notify';
import { addStockDevice, adminToken, api, apiOk as ok, expectHidden, expectPath, expectText, launchBrowser, loginToLayout, newPage, tabsBar, toasts, withScreenshot, type StockDevice, type TestPage, untilToastsGone } from './helpers';

const RUN = Date.now().toString(36);
const WAIT = { timeout: 10_000 };
const PASSWORD = 'Handler#2026pw';

let browser: Browser;
let t: TestPage;
let token: string;
let north: { deptId: number; deptPath: string; deptName: string };
let org: { deptId: number; deptPath: string; deptName: string };
let device: StockDevice;
const users: Record<'good' | 'fading' | 'stripped', { userId: number; username: string; nickName: string }> = {} as never;
let strippedRole: { roleId: number; roleName: string; roleKey: string };


async function addHandlerUser(key: 'good' | 'fading' | 'stripped', nickName: string, roleIds: number[]) {
  const username = `e2e.${key}.${RUN}`;
  const added = await ok(
    api<{ userId: number }>('POST', '/upms/system/user/add', { token, body: { username, password: PASSWORD, nickName, deptId: north.deptId, status: '0', userTypes: ['handler'], roleIds } }),
    `user ${key}`,
  );
  users[key] = { userId: added.userId, username, nickName };
}

beforeAll(async () => {
  token = await adminToken();
  const depts = await ok(api<{ deptId: number; deptPath: string; deptName: string }[]>('GET', '/upms/system/dept/list', { token }), 'dept list');
  north = depts.find((d) => d.deptName === 'Demo Agent North')!;
  org = await ok(
    api('POST', '/upms/system/dept/add', { token, body: { parentId: north.deptId, deptType: '2', deptName: `E2E Station ${RUN}`, equipmentQuota: 2, userQuota: 2, operationAccountCount: 1, viewAccountCount: 1 } }),
    'dept add',
  );
  const model = (await ok(api<{ rows: { modelId: number }[] }>('GET', '/product/model/page', { token, query: { page: 1, limit: 10, modelCode: 'CR2' } }), 'model')).rows[0]!;
  device = await addStockDevice(token, { tag: RUN, deptId: org.deptId, modelId: model.modelId });
  const role = await ok(api<{ roleId: number }>('POST', '/upms/system/role/add', { token, body: { roleName: `E2E handlers ${RUN}`, roleKey: `e2eHandlers${RUN}`, menuIds: [4, 1062], dataScope: '5' } }), 'role add');
  strippedRole = { roleId: role.roleId, roleName: `E2E handlers ${RUN}`, roleKey: `e2eHandlers${RUN}` };
  await addHandlerUser('good', `Nina Good ${RUN}`, [5]);
  await addHandlerUser('fading', `Fred Fading ${RUN}`, [5]);
  await addHandlerUser('stripped', `Stan Stripped ${RUN}`, [strippedRole.roleId]);
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/* ---------------------------------------------------------------- API checks */

async function persons(): Promise<NotifyPersonRecord[]> {
  return (await ok(api<{ rows: NotifyPersonRecord[] }>('GET', '/product/notify/page', { token, query: { limit: 50, deptId: org.deptId } }), 'notify page')).rows;
}
async function assignments(): Promise<HandlerAssignmentRecord[]> {
  return (await ok(api<{ rows: HandlerAssignmentRecord[] }>('GET', '/product/handler/page', { token, query: { limit: 50, deptId: org.deptId } }), 'handler page')).rows;
}

/* ---------------------------------------------------------------- UI */

async function openScreen(page: Page, title: string, testId: string, directory = 'Product management') {
  const sidebar = page.getByTestId('sidebar');
  const entry = sidebar.getByText(title, { exact: true });
  if (!(await entry.isVisible())) await sidebar.getByText(directory, { exact: true }).click();
  await entry.click();
  await page.getByTestId(testId).waitFor();
}

async function switchLanguage(page: Page, code: string) {
  await page.getByTestId('lang-switch').first().selectOption(code);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe(code);
  await expect.poll(async () => (await t.context.cookies()).find((c) => c.name === COOKIES.language)?.value, WAIT).toBe(code);
}

async function noToasts(page: Page) {
  await untilToastsGone(page);
}

const formDialog = (page: Page, prefix: string) => page.getByTestId(`${prefix}-form`);

describe('notify persons', () => {
  it('is reached from the sidebar: Product management > Notify persons, with the demo persons', () =>
    withScreenshot(t.page, '35-notify-navigate', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openScreen(page, 'Notify persons', 'notify-page');
      await expectPath(page, /notify/);
      await expectText(tabsBar(page), 'Notify persons');
      await expectText(page.getByTestId('notify-table'), 'Claire Martin');
      // the new organization has nobody of its own: its agent's person applies
      await page.getByTestId('notify-dept-filter').fill(org.deptName);
      await page.getByTestId(`notify-dept-${org.deptId}`).click();
      await page.getByTestId('notify-empty').waitFor();
      await expectText(page.getByTestId('notify-resolution'), `its devices notify those of Demo Agent North (1)`);
    }));

  it('adds a person bound to one device: blank fields refused in the form, then saved and listed', () =>
    withScreenshot(t.page, '35-notify-add', async () => {
      const { page } = t;
      await page.getByTestId('notify-add').click();
      await formDialog(page, 'notify').waitFor();
      await expect.poll(() => page.getByTestId('notify-form-dept').inputValue(), WAIT).toBe(String(org.deptId));
      await page.getByTestId('notify-form-submit').click();
      await expectText(page.getByTestId('notify-form-personName-error'), 'This field is required');
      await expectText(page.getByTestId('notify-form-email-error'), 'This field is required');
      await page.getByTestId('notify-form-name').fill(`Lea Roux ${RUN}`);
      await page.getByTestId('notify-form-phone').fill('+33 1 40 00 00 01');
      await page.getByTestId('notify-form-email').fill(`lea.${RUN}@example.com`);
      await page.getByTestId('notify-form-channel-push').click();
      await page.getByTestId('notify-form-event-yellow').click();
      await page.getByTestId('notify-form-device-search').fill(device.serialNumber);
      await expect.poll(() => page.getByTestId('notify-form-device').locator('option').allTextContents(), WAIT).toContain(`${device.equipmentName} (${device.serialNumber})`);
      await page.getByTestId('notify-form-device').selectOption(String(device.deviceId));
      await page.getByTestId('notify-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page, 'notify'));
      const [p] = await persons();
      expect(p).toMatchObject({ personName: `Lea Roux ${RUN}`, deviceId: device.deviceId, notifyEmail: true, notifyPush: true, events: ['red', 'pink', 'purple'] });
      const row = page.getByTestId(`notify-row-${p.notifyId}`);
      await expectText(row, device.serialNumber);
      await expectText(row, 'Push');
      await expectText(row, 'Fault (red)');
    }));

  it('refuses the same email on the same device, translated on the field, and keeps one person', () =>
    withScreenshot(t.page, '35-notify-duplicate', async () => {
      const { page } = t;
      await noToasts(page);
      await page.getByTestId('notify-add').click();
      await formDialog(page, 'notify').waitFor();
      await page.getByTestId('notify-form-name').fill('Someone else');
      await page.getByTestId('notify-form-phone').fill('+33 1 40 00 00 02');
      await page.getByTestId('notify-form-email').fill(`LEA.${RUN}@example.com`);
      await page.getByTestId('notify-form-device-search').fill(device.serialNumber);
      await expect.poll(() => page.getByTestId('notify-form-device').locator('option').count(), WAIT).toBe(2);
      await page.getByTestId('notify-form-device').selectOption(String(device.deviceId));
      await page.getByTestId('notify-form-submit').click();
      const text = await expectText(page.getByTestId('notify-form-email-error'), 'This email address is already a notify person of this organization or device');
      expect(text).not.toMatch(/notify\./);
      await page.getByTestId('notify-form-cancel').click();
      await expectHidden(formDialog(page, 'notify'));
      expect(await persons()).toHaveLength(1);
    }));

  it('modifies the person, then deletes it after confirmation (a cancel keeps it)', () =>
    withScreenshot(t.page, '35-notify-edit-delete', async () => {
      const { page } = t;
      const [p] = await persons();
      await page.getByTestId(`notify-row-edit-${p.notifyId}`).click();
      await formDialog(page, 'notify').waitFor();
      await expect.poll(() => page.getByTestId('notify-form-dept').isDisabled(), WAIT).toBe(true);
      await page.getByTestId('notify-form-name').fill(`Lea R. ${RUN}`);
      await page.getByTestId('notify-form-submit').click();
      await expectText(toasts(page, 'success'), 'Modified successfully');
      await expectText(page.getByTestId(`notify-row-${p.notifyId}`), `Lea R. ${RUN}`);

      await page.getByTestId(`notify-row-delete-${p.notifyId}`).click();
      await expectText(page.getByTestId('notify-delete-dialog'), `Lea R. ${RUN}`);
      await page.getByTestId('notify-delete-cancel').click();
      await expectHidden(page.getByTestId('notify-delete-dialog'));
      expect(await persons()).toHaveLength(1);
      await page.getByTestId(`notify-row-delete-${p.notifyId}`).click();
      await page.getByTestId('notify-delete-confirm').click();
      await expectText(toasts(page, 'success'), 'Deleted successfully');
      await page.getByTestId('notify-empty').waitFor();
      expect(await persons()).toHaveLength(0);
    }));
});

describe('work-order handlers', () => {
  it('is reached from the sidebar and shows the demo default handler', () =>
    withScreenshot(t.page, '35-handler-navigate', async () => {
      const { page } = t;
      await noToasts(page);
      await openScreen(page, 'Work-order handlers', 'handler-page');
      await expectPath(page, /handler/);
      await expectText(page.getByTestId('handler-table'), 'Demo work-order handler');
      await expectText(page.getByTestId('handler-table'), 'Default handler');
      await page.getByTestId('handler-dept-filter').fill(org.deptName);
      await page.getByTestId(`handler-dept-${org.deptId}`).click();
      await page.getByTestId('handler-empty').waitFor();
      await expectText(page.getByTestId('handler-resolution'), 'Nobody can handle the orders');
    }));

  it("refuses accounts that cannot handle the organization's orders with the spec's messages, assigning nothing", () =>
    withScreenshot(t.page, '35-handler-refusals', async () => {
      const { page } = t;
      await page.getByTestId('handler-add').click();
      await formDialog(page, 'handler').waitFor();
      const picker = page.getByTestId('handler-form-user');
      // only handlers of the organization or above it are offered: the demo clinic's handler belongs to a sibling
      await expect.poll(async () => (await picker.locator('option').allTextContents()).join('|'), WAIT).toContain(users.good.nickName);
      expect((await picker.locator('option').allTextContents()).join('|')).not.toContain('Demo work-order handler');
      await page.getByTestId('handler-form-user-search').fill(RUN);
      await expect.poll(() => picker.locator('option').count(), WAIT).toBe(4);

      // deactivated after it was chosen (the picker offers active accounts only): the server refuses
      await picker.selectOption(String(users.fading.userId));
      expect((await api('PUT', '/upms/system/user/changeStatus', { token, body: { userId: users.fading.userId, status: '1' } })).code).toBe(200);
      await page.getByTestId('handler-form-submit').click();
      await expectText(page.getByTestId('handler-form-userId-error'), 'This account has been deactivated, please choose another one');

      // its role no longer grants order handling: no access to the page
      await picker.selectOption(String(users.stripped.userId));
      expect(
        (await api('PUT', '/upms/system/role/update', { token, body: { roleId: strippedRole.roleId, roleName: strippedRole.roleName, roleKey: strippedRole.roleKey, roleSort: 0, status: '0', menuIds: [], remark: '' } })).code,
      ).toBe(200);
      await page.getByTestId('handler-form-submit').click();
      await expectText(page.getByTestId('handler-form-userId-error'), 'The person you choose has no access to the page');
      expect(await assignments()).toHaveLength(0);
      await page.getByTestId('handler-form-cancel').click();
      await expectHidden(formDialog(page, 'handler'));
    }));

  it('assigns a valid handler as the default one and shows who handles the orders', () =>
    withScreenshot(t.page, '35-handler-add', async () => {
      const { page } = t;
      await page.getByTestId('handler-add').click();
      await formDialog(page, 'handler').waitFor();
      await page.getByTestId('handler-form-user-search').fill(users.good.username);
      await expect.poll(() => page.getByTestId('handler-form-user').locator('option').count(), WAIT).toBe(2);
      await page.getByTestId('handler-form-user').selectOption(String(users.good.userId));
      await page.getByTestId('handler-form-primary').click();
      await page.getByTestId('handler-form-remark').fill('Station mornings');
      await page.getByTestId('handler-form-submit').click();
      await expectText(toasts(page, 'success'), 'Added successfully');
      await expectHidden(formDialog(page, 'handler'));
      const [a] = await assignments();
      expect(a).toMatchObject({ userId: users.good.userId, primary: true, eligibility: 'ok', deviceId: 0 });
      await expectText(page.getByTestId(`handler-row-${a.assignmentId}`), users.good.nickName);
      await expectText(page.getByTestId(`handler-eligibility-${a.assignmentId}`), 'Yes');
      await expectText(page.getByTestId(`handler-primary-${a.assignmentId}`), 'Default handler');
      await expectText(page.getByTestId('handler-resolution'), `Default: ${users.good.nickName}.`);

      // the list exports as xlsx
      const download = page.waitForEvent('download', { timeout: 15_000 });
      await page.getByTestId('handler-export').click();
      expect((await download).suggestedFilename()).toMatch(/^work-order-handlers-\d{4}-\d{2}-\d{2}\.xlsx$/);
    }));

  it('shows the screen and the refusal in French', () =>
    withScreenshot(t.page, '35-handler-french', async () => {
      const { page } = t;
      await noToasts(page);
      await switchLanguage(page, 'fr');
      try {
        await expectText(tabsBar(page), 'Responsables des ordres de travail');
        await page.getByTestId('handler-add').click();
        await formDialog(page, 'handler').waitFor();
        await expectText(formDialog(page, 'handler'), 'Affecter un responsable');
        await page.getByTestId('handler-form-user-search').fill(users.fading.username);
        // the deactivated account is no longer offered; re-enable it, disable it again once chosen
        expect((await api('PUT', '/upms/system/user/changeStatus', { token, body: { userId: users.fading.userId, status: '0' } })).code).toBe(200);
        await page.getByTestId('handler-form-user-search').fill(`fading.${RUN}`);
        await expect.poll(() => page.getByTestId('handler-form-user').locator('option').count(), WAIT).toBe(2);
        await page.getByTestId('handler-form-user').selectOption(String(users.fading.userId));
        expect((await api('PUT', '/upms/system/user/changeStatus', { token, body: { userId: users.fading.userId, status: '1' } })).code).toBe(200);
        await page.getByTestId('handler-form-submit').click();
        const text = await expectText(page.getByTestId('handler-form-userId-error'), 'Ce compte a été désactivé, veuillez en choisir un autre');
        expect(text).not.toMatch(/deactivated/);
        await formDialog(page, 'handler').getByRole('button', { name: 'Annuler' }).click();
        await expectHidden(formDialog(page, 'handler'));
        await openScreen(page, 'Personnes à prévenir', 'notify-page', 'Gestion des produits');
        await expectText(tabsBar(page), 'Personnes à prévenir');
      } finally {
        await switchLanguage(page, 'en');
      }
    }));
});
