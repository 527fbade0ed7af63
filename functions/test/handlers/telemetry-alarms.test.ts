/**
 * The alarm engine on real telemetry (decision 0047): one open alarm per device and preset, repeats update it,
 * severity follows the value, a normal value clears it, a recurrence is a new alarm; delay and hysteresis; the alarm
 * order once, the handlers' message and the notification persons' mail once per transition; redeliveries change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../helpers';
import { createTestUser } from './support';
import { addDevice, addOrg, buildWorld, PASSWORD, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { freePort } from '../setup/global-dynamodb';
import { startMailSink } from '../../src/local/mail-sink';
import { getAlarm } from '../../src/data/access/alarms';
import { readingsOfDevice } from '../../src/data/access/telemetry';
import { listOrders } from '../../src/data/access/work-orders';
import { listUserMessages } from '../../src/data/access/user-messages';
import type { DeviceRecord } from '@aed/shared/schemas/device';

type Dev = DeviceRecord & { keeper: string; handler: number };

describe('telemetry alarms', () => {
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let telemetryHandler: typeof import('../../src/iot/telemetry-handler').handler;
  let alarmEffects: typeof import('../../src/domain/iot/alarm-effects').alarmEffects;
  let telemetryWatch: typeof import('../../src/domain/iot/telemetry-watch').telemetryWatch;
  let w: DeviceWorld;
  let customer: Org;
  const codes = { battery: '', door: '', slow: '', quiet: '' };

  beforeAll(async () => {
    // the SES client reads SES_ENDPOINT when mail/send-mail.ts is first imported
    sink = await startMailSink(await freePort());
    process.env.SES_ENDPOINT = sink.url;
    ({ handler: telemetryHandler } = await import('../../src/iot/telemetry-handler'));
    ({ alarmEffects } = await import('../../src/domain/iot/alarm-effects'));
    ({ telemetryWatch } = await import('../../src/domain/iot/telemetry-watch'));
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 20);
    const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string, asks = '') => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: asks.includes('email'), pushNotify: asks.includes('push'), autoAlarmOrder: asks.includes('order'), description: '' });
    const preset = async (code: string, over: Record<string, unknown>, rules: Record<string, unknown>[]) => {
      const res = await invoke('MonitorItemAdd', { token: w.admin, body: { itemCode: code, itemName: `Item ${code}`, itemType: '1', status: '0', rules, ...over } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data;
    };
    codes.battery = `ABAT${uid()}`;
    codes.door = `ADOOR${uid()}`;
    codes.slow = `ASLOW${uid()}`;
    const battery = await preset(codes.battery, { alarmHysteresis: 0.3 }, [rule('LOW', null, 11, 'red', 'email push order'), rule('WEAK', 11, 12, 'yellow', 'push'), rule('OK', 12, null, 'green')]);
    expect(battery).toMatchObject({ alarmHysteresis: 0.3, alarmDelayMinutes: 0, alarmClearMinutes: 0 });
    await preset(codes.door, {}, [rule('CLOSED', null, 1, 'green'), rule('OPEN', 1, null, 'purple', 'push')]);
    await preset(codes.slow, { alarmDelayMinutes: 10 }, [rule('OK', null, 40, 'green'), rule('HOT', 40, null, 'red', 'push')]);
    codes.quiet = `AQUIET${uid()}`;
    await preset(codes.quiet, { yellowLightMinutes: 10, redLightMinutes: 30, alarmClearMinutes: 15 }, [rule('OK', null, 5, 'green'), rule('HIGH', 5, null, 'yellow', 'push')]);
  }, 240_000);
  afterAll(async () => {
    await sink?.stop();
  });

  /** A device with its own handler and notification person: each recipient's notices stay below a digest (decision 0052). */
  async function device(presetCodes: readonly string[] = Object.values(codes)): Promise<Dev> {
    const options = (await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[];
    const monitorItemIds = options.filter((o) => presetCodes.includes(o.itemCode)).map((o) => o.itemId);
    const d = await addDevice(w.admin, soldBody(w, customer, { status: '0', monitorItemIds }));
    const handlerId = await createTestUser({ username: `alh${uid().toLowerCase()}`, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    expect((await invoke('HandlerAdd', { token: w.admin, body: { deptId: customer.deptId, deviceId: d.deviceId, userId: handlerId, primary: true } })).status).toBe(200);
    const email = `keeper.${uid().toLowerCase()}@example.com`;
    const person = await invoke('NotifyAdd', { token: w.admin, body: { deptId: customer.deptId, deviceId: d.deviceId, personName: 'Keeper', phone: `+33 6 12 ${String(Date.now()).slice(-2)} ${String(Math.floor(Math.random() * 90) + 10)} ${String(Math.floor(Math.random() * 90) + 10)}`, email, notifyEmail: true, events: ['red', 'purple'] } });
    expect(person.status, JSON.stringify(person.json)).toBe(200);
    return Object.assign(d, { keeper: email, handler: handlerId });
  }

  let seq = 0;
  const send = (d: DeviceRecord, code: string, value: number, minutes = 0, msgId = `m${++seq}-${uid()}`) =>
    telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId, deviceTime: new Date(Date.UTC(2026, 10, 29, 8, minutes)).toISOString(), values: { [code]: value } });
  const alarmOf = async (d: DeviceRecord, code: string) => {
    const reading = (await readingsOfDevice(d.deviceId)).find((r) => r.itemCode === code);
    return reading?.alarmId ? getAlarm(reading.alarmId) : null;
  };
  const mailsTo = async (to: string) => ((await (await fetch(`${sink.url}/store`)).json()) as { emails: { destination: { to: string[] }; subject: string }[] }).emails.filter((m) => m.destination.to.includes(to));
  const ordersOf = async (d: DeviceRecord) => listOrders([{ path: { prefix: customer.deptPath, subtree: false } }] as never, { deviceId: d.deviceId }, 50);

  it('raises one alarm with one order, one message and one mail; repeats update it; a normal value clears it; a recurrence is new', async () => {
    const d = await device();
    const raised = await send(d, codes.battery, 10.2, 0);
    expect(raised.outcome === 'stored' && raised.alarms.map((a) => a.transition)).toEqual(['raised']);
    const first = await alarmOf(d, codes.battery);
    expect(first).toMatchObject({ state: 'open', severity: 'red', ruleCode: 'LOW', count: 1, firstValue: '10.2', autoAlarmOrder: true, notified: ['raised', 'raised:red'] });
    expect(first!.orderId).toBeGreaterThan(0);
    const [order] = await ordersOf(d);
    // the alarm list names its order by number
    const listed = await invoke('AlarmPage', { token: w.admin, query: { keyword: d.serialNumber, limit: '10' } });
    expect(listed.json.data.rows[0]).toMatchObject({ alarmId: first!.alarmId, orderId: first!.orderId, orderNo: order!.orderNo });
    expect(order).toMatchObject({ orderId: first!.orderId, kind: '1', source: 'auto', monitorItem: codes.battery, upperLimit: '11', actualValue: '10.2', state: '1', handlerId: d.handler });
    const messages = await listUserMessages(d.handler, 200);
    expect(messages.filter((m) => m.msgType === 'alarmRaised' && JSON.parse(m.params).alarmId === first!.alarmId)).toHaveLength(1);
    const mails = await mailsTo(d.keeper);
    expect(mails.map((m) => m.subject)).toEqual([`Alarm on device ${d.serialNumber}: ${codes.battery}`]);

    // a repeat, then yellow: the same alarm, severity follows; no second order, message or mail
    await send(d, codes.battery, 10.5, 1);
    await send(d, codes.battery, 11.5, 2);
    expect(await alarmOf(d, codes.battery)).toMatchObject({ alarmId: first!.alarmId, state: 'open', severity: 'yellow', count: 3, lastValue: '11.5' });
    // inside the hysteresis band (12.1 < 12 + 0.3): green, but the alarm stays open
    await send(d, codes.battery, 12.1, 3);
    expect(await alarmOf(d, codes.battery)).toMatchObject({ alarmId: first!.alarmId, state: 'open' });
    const cleared = await send(d, codes.battery, 12.6, 4);
    expect(cleared.outcome === 'stored' && cleared.alarms.map((a) => a.transition)).toEqual(['cleared']);
    expect(await getAlarm(first!.alarmId)).toMatchObject({ state: 'cleared', clearReason: 'normal', clearedBy: 'system', notified: ['raised', 'raised:red', 'cleared'] });
    expect(await alarmOf(d, codes.battery)).toBeNull();
    expect(await ordersOf(d)).toHaveLength(1);
    expect((await mailsTo(d.keeper)).map((m) => m.subject)).toEqual([`Alarm on device ${d.serialNumber}: ${codes.battery}`, `Alarm cleared on device ${d.serialNumber}: ${codes.battery}`]);
    // clearing does not close the order
    expect((await ordersOf(d))[0]).toMatchObject({ state: '1' });
    // walk 17: the clear mail said the device "reported 10.2 at 2026-11-29T08:04:00.000Z: back to normal": the value
    // was the last abnormal one and the time raw; now the clear's time as a wall clock with its zone, and the value
    // named for what it is
    const bodies = ((await (await fetch(`${sink.url}/store`)).json()) as { emails: { destination: { to: string[] }; body: { text?: string } }[] }).emails
      .filter((m) => m.destination.to.includes(d.keeper))
      .map((m) => m.body.text ?? '');
    expect(bodies[0]).toMatch(/ at 2026-11-29 08:00 \(UTC\): fault \(red\)\./);
    expect(bodies[1]).toMatch(new RegExp(`^Device ${d.serialNumber}: ${codes.battery} back to normal at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(UTC\\) \\(last abnormal value 11\\.5\\)\\.$`));
    expect(bodies.join('\n')).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z/);

    await send(d, codes.battery, 9.9, 5);
    const again = await alarmOf(d, codes.battery);
    expect(again!.alarmId).not.toBe(first!.alarmId);
    expect(await ordersOf(d)).toHaveLength(2);
  });

  it('makes the alarm order when an alarm raised yellow (no order asked) turns red (order asked), once', async () => {
    // the demo battery's path (walk 17): LOW yellow asks no order, DEPLETED red does; the order came only from the
    // watch job's sweep of missing effects, up to five minutes later
    const d = await device();
    await send(d, codes.battery, 11.5, 0);
    const yellow = await alarmOf(d, codes.battery);
    expect(yellow).toMatchObject({ state: 'open', severity: 'yellow', autoAlarmOrder: false, orderId: 0 });
    expect(await ordersOf(d)).toHaveLength(0);
    await send(d, codes.battery, 10.2, 1);
    const red = await getAlarm(yellow!.alarmId);
    expect(red).toMatchObject({ state: 'open', severity: 'red', autoAlarmOrder: true, count: 2 });
    const orders = await ordersOf(d);
    expect(orders).toHaveLength(1);
    expect(red!.orderId).toBe(orders[0]!.orderId);
    expect(orders[0]).toMatchObject({ kind: '1', source: 'auto', monitorItem: codes.battery, upperLimit: '11', actualValue: '10.2', handlerId: d.handler });
    // more red values and a redelivery: still one order
    await send(d, codes.battery, 10.1, 2);
    await send(d, codes.battery, 10.1, 2, `m-again-${uid()}`);
    expect(await ordersOf(d)).toHaveLength(1);
    expect(await getAlarm(yellow!.alarmId)).toMatchObject({ orderId: orders[0]!.orderId, count: 4 });
  });

  it('needs a value past the hysteresis to raise', async () => {
    const d = await device();
    await send(d, codes.battery, 11.85, 0);
    expect(await alarmOf(d, codes.battery)).toBeNull();
    await send(d, codes.battery, 11.6, 1);
    expect(await alarmOf(d, codes.battery)).toMatchObject({ state: 'open', severity: 'yellow', autoAlarmOrder: false, orderId: 0 });
  });

  it('raises only when the condition holds for the delay; a pending alarm that recovers never was', async () => {
    const d = await device();
    await send(d, codes.slow, 45, 0);
    expect(await alarmOf(d, codes.slow)).toMatchObject({ state: 'pending', raisedAt: '', notified: [] });
    await send(d, codes.slow, 41, 5);
    expect(await alarmOf(d, codes.slow)).toMatchObject({ state: 'pending', count: 2 });
    const back = await send(d, codes.slow, 30, 6);
    expect(back.outcome === 'stored' && back.alarms).toEqual([]);
    expect(await alarmOf(d, codes.slow)).toBeNull();

    await send(d, codes.slow, 50, 20);
    await send(d, codes.slow, 52, 25);
    const raised = await send(d, codes.slow, 55, 30);
    expect(raised.outcome === 'stored' && raised.alarms.map((a) => a.transition)).toEqual(['raised']);
    expect(await alarmOf(d, codes.slow)).toMatchObject({ state: 'open', count: 3, firstAt: '2026-11-29T08:20:00.000Z', notified: ['raised', 'raised:red'] });
  });

  it('changes nothing on a redelivery, even two at once: one alarm, one order, one message', async () => {
    const d = await device();
    const msgId = `dup-${uid()}`;
    const outcomes = await Promise.all([send(d, codes.battery, 10, 0, msgId), send(d, codes.battery, 10, 0, msgId), send(d, codes.door, 1, 0)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'stored', 'stored']);
    expect(await send(d, codes.battery, 10, 0, msgId)).toMatchObject({ outcome: 'duplicate' });
    const alarm = await alarmOf(d, codes.battery);
    expect(await ordersOf(d)).toHaveLength(1);
    // the effects run again (as a sweep would) do nothing more
    await alarmEffects(alarm!.alarmId, 'raised');
    expect(await ordersOf(d)).toHaveLength(1);
    expect((await listUserMessages(d.handler, 200)).filter((m) => JSON.parse(m.params).alarmId === alarm!.alarmId)).toHaveLength(1);
    // the door's rule asks for a message only: the keeper (who follows purple) gets no mail of it
    expect(await mailsTo(d.keeper)).toHaveLength(1);
    const door = await alarmOf(d, codes.door);
    expect(door).toMatchObject({ severity: 'purple', state: 'open', orderId: 0 });
  });

  describe('the telemetry watch job', () => {
    const MIN = 60_000;
    const monitorOf = async (d: DeviceRecord) => (await import('../../src/data/access/telemetry')).deviceMonitorOf(d.deviceId);

    it('turns a silent device yellow, then red, by its presets light times, reading only the devices due', async () => {
      const d = await device();
      const t0 = Date.now();
      await send(d, codes.quiet, 1, 0);
      const fresh = await monitorOf(d);
      expect(fresh).toMatchObject({ staleColour: '', light: 'green' });
      expect(Date.parse(fresh!.nextCheckAt) - Date.parse(fresh!.lastReceivedAt)).toBe(10 * MIN);
      await telemetryWatch(t0 + 11 * MIN);
      const yellow = await monitorOf(d);
      expect(yellow).toMatchObject({ staleColour: 'yellow', light: 'yellow' });
      expect(Date.parse(yellow!.nextCheckAt) - Date.parse(yellow!.lastReceivedAt)).toBe(30 * MIN);
      await telemetryWatch(t0 + 31 * MIN);
      expect(await monitorOf(d)).toMatchObject({ staleColour: 'red', light: 'red', nextCheckAt: '9999' });
      // a new value makes it fresh again
      await send(d, codes.quiet, 2, 40);
      expect(await monitorOf(d)).toMatchObject({ staleColour: '', light: 'green' });
    });

    it('raises a pending alarm once its delay passed with no normal value, and clears an alarm that did not recur', async () => {
      const d = await device();
      await send(d, codes.slow, 45, 0);
      const pending = await alarmOf(d, codes.slow);
      expect(pending).toMatchObject({ state: 'pending' });
      await telemetryWatch(Date.parse(pending!.firstAt) + 5 * MIN);
      expect(await getAlarm(pending!.alarmId)).toMatchObject({ state: 'pending' });
      await telemetryWatch(Date.parse(pending!.firstAt) + 11 * MIN);
      expect(await getAlarm(pending!.alarmId)).toMatchObject({ state: 'open', notified: ['raised', 'raised:red'] });
      expect((await listUserMessages(d.handler, 200)).filter((m) => m.msgType === 'alarmRaised' && JSON.parse(m.params).alarmId === pending!.alarmId)).toHaveLength(1);

      await send(d, codes.quiet, 9, 0);
      const quiet = await alarmOf(d, codes.quiet);
      expect(quiet).toMatchObject({ state: 'open', severity: 'yellow' });
      await telemetryWatch(Date.parse(quiet!.lastAt) + 14 * MIN);
      expect(await getAlarm(quiet!.alarmId)).toMatchObject({ state: 'open' });
      await telemetryWatch(Date.parse(quiet!.lastAt) + 16 * MIN);
      expect(await getAlarm(quiet!.alarmId)).toMatchObject({ state: 'cleared', clearReason: 'noRecurrence', notified: ['raised', 'raised:yellow', 'cleared'] });
      // the condition again: a new alarm
      await send(d, codes.quiet, 9, 30);
      expect((await alarmOf(d, codes.quiet))!.alarmId).not.toBe(quiet!.alarmId);
    });

    it('completes a raised alarm whose notices went missing after the telemetry transaction, without a second order', async () => {
      const d = await device();
      await send(d, codes.battery, 10, 0);
      const alarm = await alarmOf(d, codes.battery);
      const { saveAlarm } = await import('../../src/data/access/alarms');
      // as if the Lambda had stopped after the transaction and the order, before its notice was taken
      expect(await saveAlarm({ ...alarm!, notified: [], version: alarm!.version + 1 }, alarm!.version)).toBe(true);
      await telemetryWatch(Date.parse(alarm!.raisedAt) + 1 * MIN);
      expect((await getAlarm(alarm!.alarmId))!.notified).toEqual([]);
      await telemetryWatch(Date.parse(alarm!.raisedAt) + 3 * MIN);
      expect(await getAlarm(alarm!.alarmId)).toMatchObject({ notified: ['raised', 'raised:red'], orderId: alarm!.orderId });
      expect(await ordersOf(d)).toHaveLength(1);
    });
  });
});
