/**
 * Alarm notifications beyond the first (decision 0052): repeats at the preset's interval while an alarm is open and
 * not acknowledged, once each; a recipient flooded by one device or one organization gets one digest with every
 * held notice instead of one each; a connected device silent past its model's heartbeat becomes "not reporting"
 * through the watch job; a redelivered message or a rerun job sends nothing again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, PASSWORD, soldBody, uid, type DeviceWorld, type Org } from './device-support';
import { freePort } from '../setup/global-dynamodb';
import { startMailSink } from '../../src/local/mail-sink';
import { getAlarm } from '../../src/data/access/alarms';
import { repeatOf } from '../../src/data/access/alarm-notices';
import { deviceMonitorOf, readingsOfDevice } from '../../src/data/access/telemetry';
import { listUserMessages } from '../../src/data/access/user-messages';
import { getDeviceStatus } from '../../src/data/access/device-statuses';
import { DeviceModelEntity } from '../../src/data/entities/device-model-entity';
import type { DeviceRecord } from '@aed/shared/schemas/device';

type Dev = DeviceRecord & { keeper: string; handler: number };
const MIN = 60_000;

describe('alarm notifications: repeats, digests, heartbeat', () => {
  let sink: Awaited<ReturnType<typeof startMailSink>>;
  let telemetryHandler: typeof import('../../src/iot/telemetry-handler').handler;
  let telemetryWatch: typeof import('../../src/domain/iot/telemetry-watch').telemetryWatch;
  let w: DeviceWorld;
  let customer: Org;
  const codes = { repeat: '', burst: [] as string[] };

  const rule = (ruleCode: string, lowerLimit: number | null, upperLimit: number | null, lightColour: string, asks = '') => ({ ruleCode, ruleName: ruleCode, lowerLimit, upperLimit, lightColour, emailNotify: asks.includes('email'), pushNotify: asks.includes('push'), autoAlarmOrder: false, description: '' });
  const presetBody = (code: string, over: Record<string, unknown> = {}) => ({ itemCode: code, itemName: `Item ${code}`, itemType: '1', status: '0', rules: [rule('OK', null, 5, 'green'), rule('HIGH', 5, null, 'red', 'email push')], ...over });

  beforeAll(async () => {
    sink = await startMailSink(await freePort());
    process.env.SES_ENDPOINT = sink.url;
    ({ handler: telemetryHandler } = await import('../../src/iot/telemetry-handler'));
    ({ telemetryWatch } = await import('../../src/domain/iot/telemetry-watch'));
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 20);
    codes.repeat = `NREP${uid()}`;
    const added = await invoke('MonitorItemAdd', { token: w.admin, body: presetBody(codes.repeat, { alarmRepeatMinutes: 15 }) });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json.data).toMatchObject({ alarmRepeatMinutes: 15 });
    for (let i = 0; i < 5; i++) {
      const code = `NBURST${i}${uid()}`;
      expect((await invoke('MonitorItemAdd', { token: w.admin, body: presetBody(code) })).status).toBe(200);
      codes.burst.push(code);
    }
  }, 240_000);
  afterAll(async () => {
    await sink?.stop();
  });

  const newHandler = () => createTestUser({ username: `nth${uid().toLowerCase()}`, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });

  /** A reporting device with the presets named, a handler (push) and a notification person following red (email). */
  async function device(presetCodes: readonly string[], who: { handler?: number; keeper?: string; modelId?: number } = {}): Promise<Dev> {
    const options = (await invoke('MonitorItemOptions', { token: w.admin })).json.data as { itemId: number; itemCode: string }[];
    const monitorItemIds = options.filter((o) => presetCodes.includes(o.itemCode)).map((o) => o.itemId);
    const d = await addDevice(w.admin, soldBody(w, customer, { status: '0', monitorItemIds, ...(who.modelId ? { modelId: who.modelId } : {}) }));
    const handler = who.handler ?? (await newHandler());
    expect((await invoke('HandlerAdd', { token: w.admin, body: { deptId: customer.deptId, deviceId: d.deviceId, userId: handler, primary: true } })).status).toBe(200);
    const keeper = who.keeper ?? `keeper.${uid().toLowerCase()}@example.com`;
    const phone = `+33 6 ${String(Math.floor(Math.random() * 90) + 10)} ${String(Math.floor(Math.random() * 90) + 10)} ${String(Math.floor(Math.random() * 90) + 10)} ${String(Math.floor(Math.random() * 90) + 10)}`;
    const person = await invoke('NotifyAdd', { token: w.admin, body: { deptId: customer.deptId, deviceId: d.deviceId, personName: 'Keeper', phone, email: keeper, notifyEmail: true, events: ['red'] } });
    expect(person.status, JSON.stringify(person.json)).toBe(200);
    return Object.assign(d, { keeper, handler });
  }

  let seq = 0;
  const send = (d: DeviceRecord, values: Record<string, number>, msgId = `n${++seq}-${uid()}`) =>
    telemetryHandler({ deviceSn: d.serialNumber, receivedAtMs: Date.now(), v: 1, msgId, deviceTime: new Date().toISOString(), values });
  const alarmOf = async (d: DeviceRecord, code: string) => {
    const reading = (await readingsOfDevice(d.deviceId)).find((r) => r.itemCode === code);
    return reading?.alarmId ? getAlarm(reading.alarmId) : null;
  };
  const mailsTo = async (to: string) => ((await (await fetch(`${sink.url}/store`)).json()) as { emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[] }).emails.filter((m) => m.destination.to.includes(to));
  const messagesOf = async (userId: number) => (await listUserMessages(userId, 200)).map((m) => ({ ...m, facts: JSON.parse(m.params) as Record<string, unknown> }));

  it('validates the repeat interval on the server: 0 or at least 15 minutes, at most a week', async () => {
    expectError(await invoke('MonitorItemAdd', { token: w.admin, body: presetBody(`NBAD${uid()}`, { alarmRepeatMinutes: 5 }) }), 400, 'monitorItem.repeatTooShort');
    expectError(await invoke('MonitorItemAdd', { token: w.admin, body: presetBody(`NBAD${uid()}`, { alarmRepeatMinutes: 10_081 }) }), 400, 'common.validation');
    expectError(await invoke('MonitorItemAdd', { token: w.admin, body: presetBody(`NBAD${uid()}`, { alarmRepeatMinutes: -1 }) }), 400, 'common.validation');
    const none = await invoke('MonitorItemAdd', { token: w.admin, body: presetBody(`NNONE${uid()}`) });
    expect(none.json.data).toMatchObject({ alarmRepeatMinutes: 0 });
  });

  it('repeats an open alarm at its interval, once each, until it is acknowledged', async () => {
    const d = await device([codes.repeat]);
    await send(d, { [codes.repeat]: 9 });
    const alarm = (await alarmOf(d, codes.repeat))!;
    expect(alarm).toMatchObject({ state: 'open', notified: ['raised', 'raised:red'] });
    const raisedAt = Date.parse(alarm.raisedAt);
    expect(Date.parse((await repeatOf(alarm.alarmId))!.dueAt) - raisedAt).toBe(15 * MIN);
    const repeats = async () => (await messagesOf(d.handler)).filter((m) => m.msgType === 'alarmRepeated' && m.facts.alarmId === alarm.alarmId);
    const reminderMails = async () => (await mailsTo(d.keeper)).filter((m) => m.subject.startsWith('Alarm still open'));

    await telemetryWatch(raisedAt + 10 * MIN);
    expect(await repeats()).toHaveLength(0);
    await telemetryWatch(raisedAt + 16 * MIN);
    // a rerun of the job at the same time sends nothing again
    await telemetryWatch(raisedAt + 16 * MIN);
    expect((await repeats()).map((m) => m.facts.repeat)).toEqual([1]);
    expect((await reminderMails()).map((m) => m.subject)).toEqual([`Alarm still open on device ${d.serialNumber}: ${codes.repeat} (reminder 1)`]);
    expect(Date.parse((await repeatOf(alarm.alarmId))!.dueAt) - raisedAt).toBe(30 * MIN);

    await telemetryWatch(raisedAt + 31 * MIN);
    expect((await repeats()).map((m) => m.facts.repeat).sort()).toEqual([1, 2]);
    expect(await reminderMails()).toHaveLength(2);

    const open = (await getAlarm(alarm.alarmId))!;
    expect((await invoke('AlarmAck', { token: w.admin, body: { alarmId: alarm.alarmId, version: open.version } })).status).toBe(200);
    await telemetryWatch(raisedAt + 46 * MIN);
    await telemetryWatch(raisedAt + 61 * MIN);
    expect(await repeats()).toHaveLength(2);
    expect(await reminderMails()).toHaveLength(2);
    expect(await repeatOf(alarm.alarmId)).toBeNull();
    // the alarm itself is untouched by its repeats: still open, acknowledged
    expect(await getAlarm(alarm.alarmId)).toMatchObject({ state: 'open', notified: ['raised', 'raised:red'] });
  });

  it('tells an alarm that turns worse to those following its new colour, once, and its clear to every colour told', async () => {
    const code = `NRISE${uid()}`;
    const rules = [rule('OK', null, 5, 'green'), rule('WARN', 5, 8, 'yellow', 'email'), rule('HIGH', 8, null, 'red', 'email push')];
    expect((await invoke('MonitorItemAdd', { token: w.admin, body: presetBody(code, { rules }) })).status).toBe(200);
    const d = await device([code]);
    const yellowOnly = `yellow.${uid().toLowerCase()}@example.com`;
    const phone = '+33 6 11 22 33 44';
    expect((await invoke('NotifyAdd', { token: w.admin, body: { deptId: customer.deptId, deviceId: d.deviceId, personName: 'Watcher', phone, email: yellowOnly, notifyEmail: true, events: ['yellow'] } })).status).toBe(200);
    const subjects = async (to: string) => (await mailsTo(to)).map((m) => m.subject.split(':')[0]);
    const raisedMessages = async () => (await messagesOf(d.handler)).filter((m) => m.msgType === 'alarmRaised');

    // yellow: the yellow follower hears of it; the red follower (d.keeper) and the handler (push is red's) do not
    await send(d, { [code]: 6 });
    const alarm = (await alarmOf(d, code))!;
    expect(alarm).toMatchObject({ state: 'open', severity: 'yellow', notified: ['raised', 'raised:yellow'] });
    expect(await subjects(yellowOnly)).toHaveLength(1);
    expect(await mailsTo(d.keeper)).toHaveLength(0);
    expect(await raisedMessages()).toHaveLength(0);

    // red: the red follower and the handler hear of it now, once, however many red messages and redeliveries come
    const msgId = `rise-${uid()}`;
    await send(d, { [code]: 9 }, msgId);
    await send(d, { [code]: 9 }, msgId);
    await send(d, { [code]: 10 });
    expect(await getAlarm(alarm.alarmId)).toMatchObject({ state: 'open', severity: 'red', notified: ['raised', 'raised:yellow', 'raised:red'] });
    expect(await mailsTo(d.keeper)).toHaveLength(1);
    expect((await mailsTo(d.keeper))[0]!.subject).toContain(d.serialNumber);
    expect(await raisedMessages()).toHaveLength(1);
    expect(await subjects(yellowOnly)).toHaveLength(1);
    // back to yellow and red again: not worse than it was, nothing more
    await send(d, { [code]: 6 });
    await send(d, { [code]: 9 });
    expect(await mailsTo(d.keeper)).toHaveLength(1);

    // the clear reaches both followers: each heard of the alarm
    await send(d, { [code]: 1 });
    expect(await getAlarm(alarm.alarmId)).toMatchObject({ state: 'cleared' });
    expect(await mailsTo(d.keeper)).toHaveLength(2);
    expect(await subjects(yellowOnly)).toHaveLength(2);
    // the handler's message of the clear says how it ended (the screen words it: back to normal here)
    const [clearMessage] = (await messagesOf(d.handler)).filter((m) => m.msgType === 'alarmCleared');
    expect(clearMessage?.facts).toMatchObject({ alarmId: alarm.alarmId, reason: 'normal' });
  });

  it('stops repeating an alarm that cleared', async () => {
    const d = await device([codes.repeat]);
    await send(d, { [codes.repeat]: 9 });
    const alarm = (await alarmOf(d, codes.repeat))!;
    await send(d, { [codes.repeat]: 1 });
    expect(await getAlarm(alarm.alarmId)).toMatchObject({ state: 'cleared' });
    await telemetryWatch(Date.parse(alarm.raisedAt) + 16 * MIN);
    expect((await messagesOf(d.handler)).filter((m) => m.msgType === 'alarmRepeated')).toHaveLength(0);
    expect(await repeatOf(alarm.alarmId)).toBeNull();
  });

  it('sends one digest per recipient, with every alarm, when one message raises many; a redelivery and a rerun send nothing more', async () => {
    const d = await device(codes.burst);
    const msgId = `burst-${uid()}`;
    const values = Object.fromEntries(codes.burst.map((c) => [c, 9]));
    const sentAt = Date.now();
    const raised = await send(d, values, msgId);
    expect(raised.outcome === 'stored' && raised.alarms.map((a) => a.transition)).toEqual(['raised', 'raised', 'raised', 'raised', 'raised']);
    const alarmIds = (await Promise.all(codes.burst.map((c) => alarmOf(d, c)))).map((a) => a!.alarmId).sort((a, b) => a - b);
    // more than a recipient gets alone: all held, none sent one by one
    expect((await messagesOf(d.handler)).filter((m) => m.msgType === 'alarmRaised')).toHaveLength(0);
    expect(await mailsTo(d.keeper)).toHaveLength(0);
    expect(await send(d, values, msgId)).toMatchObject({ outcome: 'duplicate' });

    await telemetryWatch(sentAt + 12 * MIN);
    await telemetryWatch(sentAt + 12 * MIN);
    const digests = (await messagesOf(d.handler)).filter((m) => m.msgType === 'alarmDigest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.facts.count).toBe(5);
    expect(String(digests[0]!.facts.alarmIds).split(',').map(Number).sort((a, b) => a - b)).toEqual(alarmIds);
    expect(digests[0]!.title).toBe('5 alarm notifications');
    const mails = await mailsTo(d.keeper);
    expect(mails.map((m) => m.subject)).toEqual(['5 alarm notifications']);
    for (const code of codes.burst) expect(mails[0]!.body.text).toContain(code);
    expect((await messagesOf(d.handler)).filter((m) => m.msgType === 'alarmRaised')).toHaveLength(0);
    // each alarm's raise notice was taken once
    for (const id of alarmIds) expect((await getAlarm(id))!.notified).toEqual(['raised', 'raised:red']);
  });

  it('sends the first notices of an organization flood alone and the rest in one digest, each notice once', async () => {
    const handler = await newHandler();
    const keeper = `flood.${uid().toLowerCase()}@example.com`;
    const devices: Dev[] = [];
    for (let i = 0; i < 5; i++) devices.push(await device([codes.burst[0]!], { handler, keeper }));
    const start = Date.now();
    for (const d of devices) await send(d, { [codes.burst[0]!]: 9 });
    const sameWindow = Math.floor(start / (10 * MIN)) === Math.floor(Date.now() / (10 * MIN));
    const alarmIds = (await Promise.all(devices.map((d) => alarmOf(d, codes.burst[0]!)))).map((a) => a!.alarmId).sort((a, b) => a - b);
    const alone = (await messagesOf(handler)).filter((m) => m.msgType === 'alarmRaised').map((m) => m.facts.alarmId as number);
    if (sameWindow) {
      expect(alone).toHaveLength(3);
      expect(await mailsTo(keeper)).toHaveLength(3);
    }

    await telemetryWatch(start + 22 * MIN);
    await telemetryWatch(start + 22 * MIN);
    const digested = (await messagesOf(handler)).filter((m) => m.msgType === 'alarmDigest').flatMap((m) => String(m.facts.alarmIds).split(',').map(Number));
    // every alarm exactly once: alone or in the digest
    expect([...alone, ...digested].sort((a, b) => a - b)).toEqual(alarmIds);
    if (sameWindow) {
      expect(digested).toHaveLength(2);
      expect((await mailsTo(keeper)).map((m) => m.subject).filter((s) => s === '2 alarm notifications')).toHaveLength(1);
    }
  });

  it('sends in the digest a notice admitted alone whose send never happened (a crash between the steps)', async () => {
    const { admitNotice } = await import('../../src/data/access/alarm-notices');
    const handler = await newHandler();
    const d = await device([codes.burst[1]!], { handler });
    await send(d, { [codes.burst[1]!]: 9 });
    const alarm = (await alarmOf(d, codes.burst[1]!))!;
    // as if a Lambda had admitted the clear notice alone and stopped before sending it
    const now = Date.now();
    const windowStart = Math.floor(now / (10 * MIN)) * 10 * MIN;
    const admitted = await admitNotice(
      { recipient: `user:${handler}`, window: new Date(windowStart).toISOString(), alarmId: alarm.alarmId, notice: 'cleared', deptId: alarm.deptId, deptPath: alarm.deptPath, language: 'en', line: 'the lost notice' },
      3,
      false,
      new Date(windowStart + 11 * MIN).toISOString(),
    );
    expect(admitted).toBe('direct');
    await telemetryWatch(windowStart + 12 * MIN);
    await telemetryWatch(windowStart + 12 * MIN);
    const digests = (await messagesOf(handler)).filter((m) => m.msgType === 'alarmDigest');
    expect(digests.map((m) => m.facts.lines)).toEqual(['the lost notice']);
    // the raise that went alone is not in it
    expect((await messagesOf(handler)).filter((m) => m.msgType === 'alarmRaised')).toHaveLength(1);
  });

  it('turns a connected device silent past its model heartbeat late, then not reporting, through the job', async () => {
    await DeviceModelEntity.patch({ modelId: w.otherModelId }).set({ heartbeatMinutes: 60 }).go();
    // presets with no light times: only the heartbeat can make it stale
    const connected = await device([codes.burst[2]!], { modelId: w.otherModelId });
    const plain = await device([codes.burst[2]!]);
    const t0 = Date.now();
    await send(connected, { [codes.burst[2]!]: 1 });
    await send(plain, { [codes.burst[2]!]: 1 });
    const fresh = (await deviceMonitorOf(connected.deviceId))!;
    expect(fresh).toMatchObject({ heartbeatMinutes: 60, staleColour: '' });
    expect(Date.parse(fresh.nextCheckAt) - Date.parse(fresh.lastReceivedAt)).toBe(90 * MIN);
    expect(await deviceMonitorOf(plain.deviceId)).toMatchObject({ heartbeatMinutes: 0, nextCheckAt: '9999' });
    expect(await getDeviceStatus(connected.deviceId)).toMatchObject({ status: 'normal' });

    await telemetryWatch(t0 + 91 * MIN);
    expect(await deviceMonitorOf(connected.deviceId)).toMatchObject({ staleColour: 'yellow' });
    expect(await getDeviceStatus(connected.deviceId)).toMatchObject({ status: 'warning', reasons: ['reportingLate'] });

    await telemetryWatch(t0 + 121 * MIN);
    const silent = (await deviceMonitorOf(connected.deviceId))!;
    expect(silent).toMatchObject({ staleColour: 'red', nextCheckAt: '9999' });
    expect(await getDeviceStatus(connected.deviceId)).toMatchObject({ status: 'unknown', reasons: ['notReporting'] });
    // a rerun changes nothing; the device with no heartbeat stays as it was
    await telemetryWatch(t0 + 121 * MIN);
    expect((await deviceMonitorOf(connected.deviceId))!.version).toBe(silent.version);
    expect(await deviceMonitorOf(plain.deviceId)).toMatchObject({ staleColour: '' });
    expect(await getDeviceStatus(plain.deviceId)).toMatchObject({ status: 'normal' });

    // a message makes it report again
    await send(connected, { [codes.burst[2]!]: 1 });
    expect(await deviceMonitorOf(connected.deviceId)).toMatchObject({ staleColour: '' });
    expect(await getDeviceStatus(connected.deviceId)).toMatchObject({ status: 'normal' });
  });
});
