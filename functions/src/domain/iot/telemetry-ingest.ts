import { DEVICE_ENABLED } from '@aed/shared/schemas/device';
import type { LightColour } from '@aed/shared/schemas/monitor-item';
import { telemetryMessage, telemetryRuleFields, type TelemetryDrop, type TelemetryMessage, type TelemetryValue } from '@aed/shared/schemas/telemetry';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { serialNumberMarker } from '../../data/access/devices/device-keys';
import { modelCache, presetCache } from './preset-cache';
import { applyTelemetry, countTelemetryDrop, readDeviceTelemetryState, wasMessageReceived, type AlarmWrite, type DeviceTelemetryState, type TelemetryWrite } from '../../data/access/telemetry';
import { nextId } from '../../data/access/ids';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import { nowIso } from '../../lib/time';
import { planAlarm, type AlarmTransition } from './alarm-engine';
import { runAlarmEffects, runAlarmOrders, runAlarmRises } from './alarm-effects';
import { stalenessOf } from './staleness';
import { refreshRunningStatus } from './running-status-refresh';
import { deviceConditionChanged } from './running-status';
import { markerOwnerId } from '../../data/access/unique-markers';
import type { DeviceItem } from '../../data/entities/device-entity';
import type { DeviceMonitorItem } from '../../data/entities/device-monitor-entity';
import type { InspectionRecordItem } from '../../data/entities/inspection-record-entity';
import { selfTestRecordId } from '../inspection/record-id';
import type { DeviceReadingItem } from '../../data/entities/device-reading-entity';
import type { MonitorItemItem } from '../../data/entities/monitor-item-entity';
import { logger } from '../../lib/logger';
import { evaluateMonitorItem, rulesAreValid, worseColour, type EvaluatedItem, type MonitorValues } from '../monitor-item/lighting';

/**
 * The telemetry topic rule's work (decision 0047): a message is checked against the contract, its device found by
 * serial number, each value lit by the device's monitoring presets, and the message, its receipt, the readings and
 * the device state written in one transaction. A redelivered message (same id) changes nothing; a malformed one, or
 * one of an unknown or disabled device, is counted and dropped, never retried.
 */

/** How a reading changed: the alarm engine acts on these. */
export interface ReadingChange {
  itemId: number;
  itemCode: string;
  from: LightColour | '';
  to: LightColour | '';
  ruleCode: string;
  values: TelemetryValue;
}

/** An alarm that was raised or cleared by the message (its notifications and order follow). */
export interface AlarmEvent {
  alarm: AlarmItem;
  transition: AlarmTransition;
}

export type IngestOutcome =
  | { outcome: 'stored'; deviceId: number; changes: ReadingChange[]; alarms: AlarmEvent[] }
  | { outcome: 'duplicate'; deviceId: number }
  | { outcome: 'dropped'; reason: TelemetryDrop };

/** Times two messages of one device raced on the same state before the Lambda gives up (and its retry comes). */
const ATTEMPTS = 4;

async function drop(reason: TelemetryDrop, atMs: number, detail: Record<string, unknown>): Promise<IngestOutcome> {
  logger.warn('telemetry dropped', { reason, ...detail });
  await countTelemetryDrop(reason, atMs);
  return { outcome: 'dropped', reason };
}

export async function ingestTelemetry(event: unknown): Promise<IngestOutcome> {
  const nowMs = Date.now();
  const rule = telemetryRuleFields.safeParse(event);
  if (!rule.success) return drop('malformed', nowMs, { issues: rule.error.issues.map((i) => i.path.join('.')) });
  const parsed = telemetryMessage.safeParse(event);
  if (!parsed.success) return drop('malformed', rule.data.receivedAtMs, { deviceSn: rule.data.deviceSn, issues: parsed.error.issues.map((i) => i.path.join('.')) });
  const { deviceSn, receivedAtMs } = rule.data;
  const deviceId = await markerOwnerId(serialNumberMarker(deviceSn));
  const device = deviceId ? await getDeviceById(deviceId) : null;
  if (!device) return drop('unknownDevice', receivedAtMs, { deviceSn });
  if (device.status !== DEVICE_ENABLED) return drop('disabledDevice', receivedAtMs, { deviceId: device.deviceId });
  const message = { ...parsed.data, deviceTime: new Date(parsed.data.deviceTime).toISOString() };
  if (await wasMessageReceived(device.deviceId, message.msgId)) return { outcome: 'duplicate', deviceId: device.deviceId };

  // the model's heartbeat: silence past it turns the device late, then not reporting (decision 0052)
  const [presets, heartbeatMinutes] = await Promise.all([presetsOf(device), modelCache.get([device.modelId]).then(([m]) => m?.heartbeatMinutes ?? 0)]);
  for (let attempt = 1; ; attempt++) {
    const state = await readDeviceTelemetryState(device.deviceId);
    const { write, changes, events, orderAsks, rises } = await planWrite(device, presets, message, receivedAtMs, state, heartbeatMinutes);
    const result = await applyTelemetry(write);
    if (result === 'written') {
      // after the commit: a failure here is logged and left to the alarm sweep, never undoes the message
      await runAlarmEffects(events);
      await runAlarmOrders(orderAsks);
      await runAlarmRises(rises);
      // the running status reads a few items of the device: only when this message changed one of its inputs (a
      // routine report of unchanged values, the most common message, costs nothing more)
      const before = state.monitor;
      const next = write.monitor.next;
      if (!before || events.length > 0 || orderAsks.length > 0 || before.valueColour !== next.valueColour || before.staleColour !== next.staleColour || before.deptPath !== next.deptPath || deviceConditionChanged(before, next)) {
        await refreshRunningStatus(device.deviceId, [...events.map((e) => e.alarm.alarmId), ...orderAsks]);
      }
      return { outcome: 'stored', deviceId: device.deviceId, changes, alarms: events };
    }
    if (result === 'duplicate') return { outcome: 'duplicate', deviceId: device.deviceId };
    if (attempt >= ATTEMPTS) throw new Error(`telemetry of device ${device.deviceId}: state changed under ${ATTEMPTS} attempts`);
  }
}

interface DevicePresets {
  /** Enabled presets of the device by lower-cased code. */
  byCode: Map<string, MonitorItemItem>;
  problem: DeviceMonitorItem['problem'];
}

const evaluated = (m: MonitorItemItem): EvaluatedItem => ({
  itemType: m.itemType,
  redLightMinutes: m.redLightMinutes,
  yellowLightMinutes: m.yellowLightMinutes,
  rules: m.rules.map((r) => ({ ...r, lowerLimit: r.lowerLimit ?? null, upperLimit: r.upperLimit ?? null, description: r.description ?? '' })),
});

/** The device's enabled presets, and what is wrong with them (spec section 8's three messages). */
async function presetsOf(device: DeviceItem): Promise<DevicePresets> {
  const mine = await presetCache.get(device.monitorItemIds);
  const enabled = mine.filter((m) => m.status === '0');
  const byCode = new Map(enabled.map((m) => [m.itemCode.toLowerCase(), m]));
  let problem: DeviceMonitorItem['problem'] = '';
  if (device.monitorItemIds.length === 0) problem = 'noItems';
  else if (enabled.length < device.monitorItemIds.length) problem = 'invalidItems';
  else if (enabled.some((m) => !rulesAreValid(evaluated(m).rules))) problem = 'invalidRules';
  return { byCode, problem };
}

/** The transaction one message makes, from the state read (readings of older device time are kept). */
async function planWrite(
  device: DeviceItem,
  presets: DevicePresets,
  message: TelemetryMessage,
  receivedAtMs: number,
  state: DeviceTelemetryState,
  heartbeatMinutes: number,
): Promise<{ write: TelemetryWrite; changes: ReadingChange[]; events: AlarmEvent[]; orderAsks: number[]; rises: number[] }> {
  const receivedAt = new Date(receivedAtMs).toISOString();
  const now = nowIso();
  const alarms: AlarmWrite[] = [];
  const events: AlarmEvent[] = [];
  /** Open alarms whose rule asks for an alarm order only now (a yellow alarm turned red): the order follows the commit. */
  const orderAsks: number[] = [];
  const rises: number[] = [];
  const unknownCodes: string[] = [];
  const litColours: Record<string, LightColour> = {};
  const readings: TelemetryWrite['readings'] = [];
  const changes: ReadingChange[] = [];
  const current = new Map<number, DeviceReadingItem>(state.readings.map((r) => [r.itemId, r]));
  for (const [code, values] of Object.entries(message.values)) {
    const item = presets.byCode.get(code.toLowerCase());
    if (!item) {
      unknownCodes.push(code);
      continue;
    }
    const preset = evaluated(item);
    const lit = evaluateMonitorItem(preset, { values: values as MonitorValues, ageMinutes: 0 });
    // kept on the message for the IoT data screen (decision 0049), a late message's too
    if (lit.valueColour) litColours[code] = lit.valueColour;
    const before = current.get(item.itemId);
    if (before && before.deviceTime > message.deviceTime) continue;
    const openAlarm = before?.alarmId ? (state.alarms.get(before.alarmId) ?? null) : null;
    const plan = planAlarm({
      before: openAlarm,
      lit,
      value: values,
      deviceTime: message.deviceTime,
      now,
      preset: { itemType: item.itemType, rules: preset.rules, alarmDelayMinutes: item.alarmDelayMinutes ?? 0, alarmHysteresis: item.alarmHysteresis ?? 0 },
      subject: { deviceId: device.deviceId, serialNumber: device.serialNumber, deptId: device.deptId, deptPath: device.deptPath, itemId: item.itemId, itemCode: item.itemCode },
    });
    let alarmId = openAlarm?.alarmId ?? 0;
    if (plan.kind === 'create') {
      const alarm = { ...plan.alarm, alarmId: await nextId('alarm') };
      alarms.push({ kind: 'create', alarm });
      alarmId = alarm.alarmId;
      if (plan.transition) events.push({ alarm, transition: plan.transition });
    } else if (plan.kind === 'update') {
      alarms.push({ kind: 'update', alarm: plan.alarm, readVersion: plan.readVersion });
      if (plan.alarm.state === 'cleared') alarmId = 0;
      if (plan.transition) events.push({ alarm: plan.alarm, transition: plan.transition });
      else if (plan.alarm.state === 'open') {
        if (plan.alarm.autoAlarmOrder && !plan.alarm.orderId) orderAsks.push(plan.alarm.alarmId);
        // worse than it ever was while open (yellow turned red): those following the new colour hear of it
        if (openAlarm && plan.alarm.worstSeverity !== openAlarm.worstSeverity) rises.push(plan.alarm.alarmId);
      }
    } else if (plan.kind === 'delete') {
      alarms.push(plan);
      alarmId = 0;
    }
    const next: Omit<DeviceReadingItem, 'version'> = {
      alarmId,
      deviceId: device.deviceId,
      itemId: item.itemId,
      itemCode: item.itemCode,
      values: JSON.stringify(values),
      deviceTime: message.deviceTime,
      receivedAt,
      msgId: message.msgId,
      valueColour: lit.valueColour ?? '',
      ruleCode: lit.rule?.ruleCode ?? '',
      decidedBy: lit.decidedBy === null ? '' : String(lit.decidedBy),
      problem: lit.problem ?? '',
    };
    readings.push({ next, readVersion: before?.version ?? 0 });
    current.set(item.itemId, { ...next, version: 0 });
    if ((before?.valueColour ?? '') !== next.valueColour || (before?.ruleCode ?? '') !== next.ruleCode) {
      changes.push({ itemId: item.itemId, itemCode: item.itemCode, from: before?.valueColour ?? '', to: next.valueColour, ruleCode: next.ruleCode, values });
    }
  }
  // the device's light: the worst over its current readings of presets it still has
  let valueColour: LightColour | null = null;
  for (const r of current.values()) if (r.valueColour && [...presets.byCode.values()].some((m) => m.itemId === r.itemId)) valueColour = worseColour(valueColour, r.valueColour);
  const before = state.monitor;
  const newest = !before || before.lastDeviceTime <= message.deviceTime;
  const latest: Pick<DeviceMonitorItem, 'lastDeviceTime' | 'lastMsgId' | 'events' | 'batteryVoltage' | 'selfTest' | 'door' | 'lat' | 'lng'> = newest
    ? {
        lastDeviceTime: message.deviceTime,
        lastMsgId: message.msgId,
        // an event holds until the device says otherwise (absent keeps it, decision 0058)
        events: message.events ?? before?.events ?? [],
        batteryVoltage: message.batteryVoltage ?? before?.batteryVoltage,
        selfTest: message.selfTest ?? before?.selfTest ?? '',
        door: message.door ?? before?.door ?? '',
        lat: message.gps?.lat ?? before?.lat,
        lng: message.gps?.lng ?? before?.lng,
      }
    : { lastDeviceTime: before.lastDeviceTime, lastMsgId: before.lastMsgId, events: before.events, batteryVoltage: before.batteryVoltage, selfTest: before.selfTest, door: before.door, lat: before.lat, lng: before.lng };
  const lastReceivedAt = before && before.lastReceivedAt > receivedAt ? before.lastReceivedAt : receivedAt;
  const stale = stalenessOf([...current.values()], [...presets.byCode.values()], receivedAtMs, { lastReceivedAt, minutes: heartbeatMinutes });
  const monitor: Omit<DeviceMonitorItem, 'version'> = {
    ...stale,
    light: worseColour(valueColour, stale.staleColour || null) ?? '',
    deviceId: device.deviceId,
    deptPath: device.deptPath,
    lastReceivedAt,
    heartbeatMinutes,
    ...latest,
    valueColour: valueColour ?? '',
    problem: presets.problem,
    messages: (before?.messages ?? 0) + 1,
  };
  return {
    write: {
      message: { deviceId: device.deviceId, msgId: message.msgId, receivedAtMs, deviceTime: message.deviceTime, message: JSON.stringify(message), unknownCodes, lit: JSON.stringify(litColours) },
      readings,
      monitor: { next: monitor, readVersion: before?.version ?? 0 },
      alarms,
      ...(message.selfTest ? { selfTest: selfTestRecord(device, message, now) } : {}),
    },
    changes,
    events,
    orderAsks,
    rises,
  };
}

/** A self-test result as a monitoring record (decision 0050), on the device's organization and day (UTC). */
function selfTestRecord(device: DeviceItem, message: TelemetryMessage, now: string): InspectionRecordItem {
  return {
    recordId: selfTestRecordId(device.deviceId, message.msgId),
    source: 'selfTest',
    deviceId: device.deviceId,
    serialNumber: device.serialNumber,
    deptId: device.deptId,
    deptPath: device.deptPath,
    inspectionDate: message.deviceTime.slice(0, 10),
    inspectedAt: message.deviceTime,
    inspectorName: '',
    result: message.selfTest === 'pass' ? 'pass' : 'fail',
    items: {},
    remark: '',
    importedBy: '',
    importId: '',
    createTime: now,
  };
}
