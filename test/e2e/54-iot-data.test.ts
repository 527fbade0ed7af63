/**
 * The IoT data screen (decision 0049): a demo device publishes telemetry over MQTT to the local broker (the real
 * ingest stores it); the screen finds the device by serial, shows its values on the chart and its messages, newest
 * first, with each value's colour and the events' texts; the device and range survive a reload (kept in the URL).
 */
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { DeviceRecord } from '../../shared/src/schemas/device';
import type { IotMessageRecord } from '../../shared/src/schemas/iot-data';
import type { MonitorItemOption } from '../../shared/src/schemas/monitor-item';
import { DevicePage } from '../../shared/src/routes/device.routes';
import { IotDataMessages } from '../../shared/src/routes/iot-data.routes';
import { MonitorItemOptions } from '../../shared/src/routes/monitor-item.routes';
import { apiOk, openMenu, runId } from './admin-screens';
import { adminToken, expectText, launchBrowser, loginToLayout, newPage, withScreenshot, type TestPage } from './helpers';

const RUN = runId();
const WAIT = { timeout: 15_000 };

let browser: Browser;
let t: TestPage;
let token: string;
let device: DeviceRecord;

beforeAll(async () => {
  token = await adminToken();
  const battery = (await apiOk<MonitorItemOption[]>('GET', MonitorItemOptions.path, { token })).find((o) => o.itemCode === 'BATTERY_VOLTAGE')!;
  const enabled = await apiOk<{ rows: DeviceRecord[] }>('GET', DevicePage.path, { token, query: { status: '0', limit: 50 } });
  device = enabled.rows.find((d) => d.monitorItemIds.includes(battery.itemId))!;
  expect(device, 'an enabled demo device with a battery voltage item').toBeTruthy();
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('IoT data', () => {
  it('charts and lists the messages a device just published', () =>
    withScreenshot(t.page, '54-iot-data', async () => {
      // green values only: no alarm, nothing else of the platform changes
      const client = await mqtt.connectAsync(inject('mqttUrl'), { clientId: `e2e-iot-${RUN}` });
      const sent = [
        { msgId: `e2e-${RUN}-1`, minutesAgo: 20, values: { BATTERY_VOLTAGE: 12.4 }, events: ['normal'], door: 'closed' },
        { msgId: `e2e-${RUN}-2`, minutesAgo: 10, values: { BATTERY_VOLTAGE: 12.1 }, events: ['lowBattery'], batteryVoltage: 12.1 },
        { msgId: `e2e-${RUN}-3`, minutesAgo: 1, values: { BATTERY_VOLTAGE: 11.9 }, events: ['caseOpenAedIn'], door: 'open' },
      ];
      try {
        for (const { minutesAgo, ...m } of sent) {
          await client.publishAsync(`aed/${device.serialNumber}/telemetry`, JSON.stringify({ v: 1, deviceTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(), ...m }), { qos: 1 });
        }
      } finally {
        await client.endAsync();
      }
      const from = new Date(Date.now() - 3_600_000).toISOString();
      await expect
        .poll(async () => {
          const page = await apiOk<{ rows: IotMessageRecord[] }>('GET', IotDataMessages.path, { token, query: { deviceId: device.deviceId, from, to: new Date(Date.now() + 60_000).toISOString(), limit: 50 } });
          return sent.filter((s) => page.rows.some((r) => r.msgId === s.msgId)).length;
        }, WAIT)
        .toBe(3);

      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, ['Device monitoring', 'IoT data']);
      await page.getByTestId('iotdata-no-device').waitFor();
      await page.getByTestId('iotdata-device-search').fill(device.serialNumber);
      const select = page.getByTestId('iotdata-device');
      await expect.poll(() => select.locator(`option[value="${device.deviceId}"]`).count(), WAIT).toBe(1);
      await select.selectOption(String(device.deviceId));
      await page.getByTestId('iotdata-range-1h').click();

      // the messages, newest first, values in their colour, the spec's event texts
      const rows = page.locator('[data-testid^="iotdata-row-"]');
      await page.getByTestId(`iotdata-row-e2e-${RUN}-3`).waitFor(WAIT);
      const order = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      expect(order.filter((id) => id?.includes(RUN))).toEqual([3, 2, 1].map((i) => `iotdata-row-e2e-${RUN}-${i}`));
      await expectText(page.getByTestId(`iotdata-row-e2e-${RUN}-3`), 'Case open, AED in place');
      await expectText(page.getByTestId(`iotdata-row-e2e-${RUN}-2`), 'Low battery');
      expect(await page.getByTestId(`iotdata-value-e2e-${RUN}-1-BATTERY_VOLTAGE`).getAttribute('data-colour')).toBe('green');

      // the chart: a line for the battery with a dot per message
      await page.getByTestId('iotdata-series-BATTERY_VOLTAGE').waitFor(WAIT);
      await expect.poll(() => page.getByTestId('iotdata-chart').locator('.recharts-line').count(), WAIT).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('iotdata-chart').locator('circle[data-colour="green"]').count(), WAIT).toBeGreaterThanOrEqual(3);

      // the choices are in the URL: a reload opens the same device and range, Back the range before (24 hours)
      const search = new URL(page.url()).searchParams;
      expect([search.get('deviceId'), search.get('range')]).toEqual([String(device.deviceId), '1h']);
      await page.reload();
      await page.getByTestId(`iotdata-row-e2e-${RUN}-3`).waitFor(WAIT);
      expect(await page.getByTestId('iotdata-device').inputValue()).toBe(String(device.deviceId));
      expect(await page.getByTestId('iotdata-range-1h').getAttribute('aria-pressed')).toBe('true');
      await page.goBack();
      await expect.poll(() => page.getByTestId('iotdata-range-24h').getAttribute('aria-pressed'), WAIT).toBe('true');
      expect(new URL(page.url()).searchParams.get('range')).toBeNull();
      await page.getByTestId(`iotdata-row-e2e-${RUN}-3`).waitFor(WAIT);
    }));
});
