/**
 * Equipment running status through the UI (issue 17, decision 0048): a device of a new customer reports a low battery
 * over MQTT as a device would; the administrator reaches Device monitoring > Running status from the sidebar, finds
 * the device by its serial number with its status and reason, filters by the status's count, and opens its detail:
 * the value with the rule that lit it, and the device event in words.
 */
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningStatusRow } from '../../shared/src/schemas/running-status';
import { apiOk, openMenu, runId } from './admin-screens';
import { soldDeviceBody } from '../load/sold-device-body';
import { adminToken, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

const RUN = runId().toUpperCase();
const SERIAL = `E2E-RS-${RUN}`;
const WAIT = { timeout: 20_000 };

let browser: Browser;
let t: TestPage;
let token: string;
let deviceId = 0;

beforeAll(async () => {
  token = await adminToken();
  const depts = await apiOk<{ deptId: number; deptName: string }[]>('GET', '/upms/system/dept/list', { token });
  const north = depts.find((d) => d.deptName === 'Demo Agent North')!;
  const customer = await apiOk<{ deptId: number }>('POST', '/upms/system/dept/add', {
    token,
    body: { parentId: north.deptId, deptType: '2', deptName: `E2E Status ${RUN}`, equipmentQuota: 2, userQuota: 2, operationAccountCount: 1, viewAccountCount: 1 },
  });
  const models = await apiOk<{ modelId: number; modelCode: string }[]>('GET', '/product/model/optionselect', { token });
  const items = await apiOk<{ itemId: number; itemCode: string }[]>('GET', '/product/monitorItem/options', { token });
  const battery = items.find((i) => i.itemCode === 'BATTERY_VOLTAGE')!;
  const added = await apiOk<{ deviceId: number }>('POST', '/product/device/add', {
    token,
    body: soldDeviceBody({
      equipmentCode: `E2E-RS-DEV-${RUN}`,
      equipmentName: `E2E status ${RUN}`,
      serialNumber: SERIAL,
      modelId: models.find((m) => m.modelCode === 'CR2')!.modelId,
      deptId: customer.deptId,
      monitorItemIds: [battery.itemId],
    }),
  });
  deviceId = added.deviceId;
  // the device reports a low battery (yellow: early warning, no alarm order) with a low battery event
  const device = await mqtt.connectAsync(inject('mqttUrl'), { clientId: `e2e-rs-${RUN}` });
  try {
    const message = { v: 1, msgId: `rs-${RUN}`, deviceTime: new Date().toISOString(), values: { BATTERY_VOLTAGE: 11 }, events: ['lowBattery'], batteryVoltage: 11 };
    await device.publishAsync(`aed/${SERIAL}/telemetry`, JSON.stringify(message), { qos: 1 });
  } finally {
    await device.endAsync();
  }
  browser = await launchBrowser();
  t = await newPage(browser);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('running status', () => {
  it("shows a device's status with its reason, filters by a count, and details the rule that lit its value", () =>
    withScreenshot(t.page, '53-running-status', async () => {
      const { page } = t;
      // the message's status is written by the telemetry path, after the broker answered the publish
      await expect
        .poll(async () => (await apiOk<{ rows: RunningStatusRow[] }>('GET', '/monitoring/status/page', { token, query: { serialNumber: SERIAL, limit: 10 } })).rows[0]?.status, WAIT)
        .toBe('warning');
      await loginToLayout(t);
      await openMenu(page, ['Device monitoring', 'Running status']);
      await page.getByTestId('status-table').waitFor();
      // the counts on top filter the list
      await page.getByTestId('status-count-warning').click();
      await expect.poll(() => new URL(page.url()).searchParams.get('status'), WAIT).toBe('warning');
      const serial = page.getByTestId('status-search-serial');
      await serial.fill(SERIAL);
      await serial.press('Enter');
      await expectText(page.getByTestId(`status-badge-${deviceId}`), 'Early warning');
      await expectText(page.getByTestId(`status-reasons-${deviceId}`), 'Abnormal monitoring value');
      // the device's own word counts too (decision 0058)
      await expectText(page.getByTestId(`status-reasons-${deviceId}`), 'Low battery');
      await page.getByTestId(`status-detail-${deviceId}`).click();
      const drawer = page.getByTestId('status-drawer');
      await expectText(drawer.getByTestId('status-drawer-serial'), SERIAL);
      const item = drawer.locator('[data-testid^="status-item-"]').filter({ hasText: 'BATTERY_VOLTAGE' });
      await expectText(item, 'Battery low');
      for (const text of ['LOW', 'Yellow', '10.5', '11.5']) expect(await item.textContent()).toContain(text);
      await expectText(drawer.getByTestId('status-drawer-events'), 'Low battery');
      await expectText(drawer.getByTestId('status-drawer-state'), '11 V');
      // the device's recent messages are one click away: the IoT data screen opens on it (decision 0049)
      await drawer.getByTestId('status-drawer-iotdata').click();
      await page.getByTestId(`iotdata-row-rs-${RUN}`).waitFor(WAIT);
      expect(await page.getByTestId('iotdata-device').inputValue()).toBe(String(deviceId));
      expect(new URL(page.url()).searchParams.get('deviceId')).toBe(String(deviceId));
      expect(await page.getByTestId('status-drawer').count()).toBe(0);
    }));
});
