/**
 * Telemetry to alarms in a real browser (issue 17, decision 0047): a device's messages over MQTT through the local
 * topic rule raise one alarm and one alarm order however many messages repeat the condition (a redelivered message
 * counts nothing), the notification person gets one mail, not a flood; the alarm is acknowledged on the screen and
 * clears when the value returns to normal; the screen reads the same in every language.
 */
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DeptAdd } from '../../shared/src/routes/dept.routes';
import { DeviceAdd } from '../../shared/src/routes/device.routes';
import { MonitorItemAdd, MonitorItemOptions } from '../../shared/src/routes/monitor-item.routes';
import { NotifyAdd } from '../../shared/src/routes/notify.routes';
import { OrderPage } from '../../shared/src/routes/work-order.routes';
import { AlarmPage } from '../../shared/src/routes/alarm.routes';
import type { AlarmRecord } from '../../shared/src/schemas/alarm';
import type { DeviceRecord } from '../../shared/src/schemas/device';
import alarmEn from '../../web/src/locales/en/alarm.json';
import alarmFr from '../../web/src/locales/fr/alarm.json';
import alarmZhCn from '../../web/src/locales/zh-CN/alarm.json';
import alarmZhTw from '../../web/src/locales/zh-TW/alarm.json';
import layoutEn from '../../web/src/locales/en/layout.json';
import { soldDeviceBody } from '../load/sold-device-body';
import { apiOk, openMenu, runId, switchLanguage } from './admin-screens';
import { adminToken, expectText, launchBrowser, loginToLayout, newPage, toasts, withScreenshot, type TestPage } from './helpers';

const RUN = runId().toUpperCase();
const ITEM = `E2EBAT${RUN}`;
const SERIAL = `E2E-ALM-${RUN}`;
const EMAIL = `keeper-${RUN.toLowerCase()}@example.com`;
const WAIT = { timeout: 15_000 };

let browser: Browser;
let t: TestPage;
let token: string;
let device: DeviceRecord;
let publisher: mqtt.MqttClient;
let seq = 0;

const call = <T>(route: { method: string; path: string }, options: Parameters<typeof apiOk>[2] = {}) => apiOk<T>(route.method, route.path, { token, ...options });

/** Messages sent, by id, so a redelivery is the very same payload. */
const sent = new Map<string, string>();
const DEVICE_T0 = Date.now() - 3_600_000;

/**
 * One contract-v1 message as the device sends it (QoS 1), each measured a minute after the one before (a message
 * measured earlier than the device's latest is late and changes no reading: decision 0047); `again` sends a message
 * already sent.
 */
async function report(value: number): Promise<string> {
  const msgId = `m-${RUN}-${++seq}`;
  sent.set(msgId, JSON.stringify({ v: 1, msgId, deviceTime: new Date(DEVICE_T0 + seq * 60_000).toISOString(), values: { [ITEM]: value } }));
  await publisher.publishAsync(`aed/${SERIAL}/telemetry`, sent.get(msgId)!, { qos: 1 });
  return msgId;
}
const again = (msgId: string) => publisher.publishAsync(`aed/${SERIAL}/telemetry`, sent.get(msgId)!, { qos: 1 });

const alarms = async () => (await call<{ rows: AlarmRecord[] }>(AlarmPage, { query: { keyword: SERIAL, limit: 50 } })).rows;
const alarmOrders = async () => (await call<{ rows: { orderId: number; orderNo: string }[] }>(OrderPage, { query: { kind: '1', deviceId: device.deviceId, limit: 50 } })).rows;
const mailsToKeeper = async () => {
  const store = (await (await fetch(`${inject('mailUrl')}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
  return store.emails.filter((m) => m.destination.to.includes(EMAIL));
};

beforeAll(async () => {
  token = await adminToken();
  const quotas = { userQuota: 5, operationAccountCount: 2, viewAccountCount: 2 };
  const agent = await call<{ deptId: number }>(DeptAdd, { body: { parentId: 100, deptName: `E2E Alarms ${RUN}`, deptType: '0', equipmentQuota: 10, ...quotas } });
  const customer = await call<{ deptId: number }>(DeptAdd, { body: { parentId: agent.deptId, deptName: `E2E Clinic ${RUN}`, deptType: '2', equipmentQuota: 5, userQuota: 3, operationAccountCount: 1, viewAccountCount: 1 } });
  const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string, asks: boolean) => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: asks, pushNotify: asks, autoAlarmOrder: asks, description: '' });
  await call(MonitorItemAdd, { body: { itemCode: ITEM, itemName: `Battery ${RUN}`, itemType: '1', status: '0', yellowLightMinutes: 60, redLightMinutes: 120, rules: [rule('LOW', null, 11, 'red', true), rule('OK', 11, null, 'green', false)] } });
  const itemId = (await call<{ itemId: number; itemCode: string }[]>(MonitorItemOptions)).find((o) => o.itemCode === ITEM)!.itemId;
  const models = await apiOk<{ modelId: number; modelCode: string }[]>('GET', '/product/model/optionselect', { token });
  const cr2 = models.find((m) => m.modelCode === 'CR2')!;
  device = await call<DeviceRecord>(DeviceAdd, {
    body: soldDeviceBody({ equipmentCode: `E2E-EC-${RUN}`, equipmentName: `Alarm unit ${RUN}`, serialNumber: SERIAL, modelId: cr2.modelId, deptId: customer.deptId, monitorItemIds: [itemId] }),
  });
  await call(NotifyAdd, { body: { deptId: customer.deptId, deviceId: device.deviceId, personName: `Keeper ${RUN}`, phone: `+33 6 12 ${String(Date.now()).slice(-2)} ${String(Date.now()).slice(-4, -2)} 00`, email: EMAIL, notifyEmail: true, notifyPush: false, events: ['red'], status: '0', remark: '' } });
  publisher = await mqtt.connectAsync(inject('mqttUrl'), { clientId: `e2e-alarm-${RUN}` });
  browser = await launchBrowser();
  t = await newPage(browser);
});
afterAll(async () => {
  await publisher?.endAsync();
  await browser?.close();
});

describe('telemetry alarms', () => {
  it('raises one alarm, one alarm order and one mail however many messages repeat the condition', async () => {
    // each message is handled before the next is measured, as a device reporting every few minutes
    const count = () => alarms().then((rows) => rows[0]?.count ?? 0);
    await report(12.6);
    const first = await report(10.2);
    await expect.poll(count, WAIT).toBe(1);
    await report(10.1);
    await expect.poll(count, WAIT).toBe(2);
    await again(first); // the broker delivers the same message again
    await report(9.8);
    await expect.poll(count, WAIT).toBe(3);
    const [alarm] = await alarms();
    expect(await alarms()).toHaveLength(1);
    expect(alarm).toMatchObject({ state: 'open', severity: 'red', lastValue: '9.8', ruleCode: 'LOW' });
    await expect.poll(async () => (await alarmOrders()).length, WAIT).toBe(1);
    expect((await alarmOrders())[0]!.orderNo).toBe((await alarms())[0]!.orderNo);
    await expect.poll(async () => (await mailsToKeeper()).length, WAIT).toBe(1);
    // more of the same condition: still one of each
    await again(first);
    await report(9.7);
    await expect.poll(count, WAIT).toBe(4);
    expect(await alarmOrders()).toHaveLength(1);
    expect(await mailsToKeeper()).toHaveLength(1);
  });

  it('shows the open alarm with its order on the screen, acknowledges it, and shows it cleared when the value returns', () =>
    withScreenshot(t.page, '57-alarms', async () => {
      const { page } = t;
      await loginToLayout(t);
      await openMenu(page, [layoutEn.menu.monitoring, alarmEn.menu.title]);
      const [alarm] = await alarms();
      const field = page.getByTestId('alarm-search-keyword');
      await field.fill(SERIAL);
      await field.press('Enter');
      await expectText(page.getByTestId(`alarm-state-${alarm!.alarmId}`), alarmEn.state.open);
      await expectText(page.getByTestId(`alarm-severity-${alarm!.alarmId}`), alarmEn.severity.red);
      await expectText(page.getByTestId(`alarm-order-${alarm!.alarmId}`), alarm!.orderNo);
      await page.getByTestId(`alarm-ack-${alarm!.alarmId}`).click();
      await expectText(toasts(page, 'success'), alarmEn.actions.acked);
      await expect.poll(async () => (await alarms())[0]?.ackBy, WAIT).toBe('admin');

      await report(12.9);
      await expect.poll(async () => (await alarms())[0]?.state, WAIT).toBe('cleared');
      // the screen shows open alarms first: every state to see it cleared
      await page.getByTestId('alarm-search-state').selectOption('all');
      await field.press('Enter');
      await expectText(page.getByTestId(`alarm-state-${alarm!.alarmId}`), alarmEn.state.cleared);
      await expectText(page.getByTestId('alarm-table'), alarmEn.clearReason.normal);
      // clearing closes nothing: the order stays; the clear is the person's second mail, once
      expect(await alarmOrders()).toHaveLength(1);
      await expect.poll(async () => (await mailsToKeeper()).length, WAIT).toBe(2);

      for (const [code, texts] of [['fr', alarmFr], ['zh-CN', alarmZhCn], ['zh-TW', alarmZhTw]] as const) {
        await switchLanguage(page, code);
        await expectText(page.getByTestId(`alarm-state-${alarm!.alarmId}`), texts.state.cleared);
        await expectText(page.getByTestId('alarm-table'), texts.clearReason.normal);
      }
      await switchLanguage(page, 'en');
    }));

  it('a cleared alarm that recurs is a new alarm with a new order', async () => {
    await report(10.0);
    await expect.poll(async () => (await alarms()).length, WAIT).toBe(2);
    const [latest] = await alarms();
    expect(latest).toMatchObject({ state: 'open', count: 1 });
    await expect.poll(async () => (await alarmOrders()).length, WAIT).toBe(2);
  });
});
