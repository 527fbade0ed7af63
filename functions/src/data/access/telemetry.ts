import type { TelemetryDrop } from '@aed/shared/schemas/telemetry';
import { CounterEntity } from '../entities/counter-entity';
import { AlarmEntity, type AlarmItem } from '../entities/alarm-entity';
import { DeviceMonitorEntity, type DeviceMonitorItem } from '../entities/device-monitor-entity';
import { DeviceReadingEntity, type DeviceReadingItem } from '../entities/device-reading-entity';
import { TelemetryEntity, TelemetryReceiptEntity } from '../entities/telemetry-entity';
import { InspectionRecordEntity, type InspectionRecordItem } from '../entities/inspection-record-entity';
import { writeTransaction } from './transactions';
import { whenConditionHolds } from './ids';
import { KEY_FLOOR } from './key-floor';

/** Telemetry as received, what each device last reported and its last readings (decision 0047). */

/** How long a message is kept (DynamoDB TTL removes it after). */
const TELEMETRY_RETENTION_DAYS = 90;
/** How long a message id is remembered: far longer than any redelivery (MQTT QoS 1, Lambda's async retries). */
const RECEIPT_DAYS = 7;

export type StoredMessage = { deviceId: number; msgId: string; receivedAtMs: number; deviceTime: string; message: string; unknownCodes: string[]; lit: string };

/** A device's state and readings as read before a message is applied (the versions its writes are conditioned on). */
export interface DeviceTelemetryState {
  monitor: DeviceMonitorItem | null;
  readings: DeviceReadingItem[];
  /** The alarms the readings name (open or pending), by id. */
  alarms: Map<number, AlarmItem>;
}

export async function readDeviceTelemetryState(deviceId: number): Promise<DeviceTelemetryState> {
  const [monitor, readings] = await Promise.all([
    DeviceMonitorEntity.get({ deviceId }).go({ consistent: true }),
    DeviceReadingEntity.query.byDevice({ deviceId }).go({ pages: 'all', consistent: true }),
  ]);
  const alarmIds = readings.data.map((r) => r.alarmId).filter((id) => id > 0);
  const alarms = alarmIds.length ? (await AlarmEntity.get(alarmIds.map((alarmId) => ({ alarmId }))).go({ consistent: true })).data : [];
  return { monitor: monitor.data ?? null, readings: readings.data, alarms: new Map(alarms.map((a) => [a.alarmId, a])) };
}

export async function wasMessageReceived(deviceId: number, msgId: string): Promise<boolean> {
  const { data } = await TelemetryReceiptEntity.get({ deviceId, msgId }).go({ consistent: true });
  return data !== null;
}

type ApplyPart = 'receipt' | 'message' | 'monitor' | 'reading' | 'alarm' | 'selfTest';

/** An alarm write of the message: a new alarm, one changed on the version read, or a pending one that never was. */
export type AlarmWrite = { kind: 'create'; alarm: AlarmItem } | { kind: 'update'; alarm: AlarmItem; readVersion: number } | { kind: 'delete'; alarm: AlarmItem; readVersion: number };

/** What one message changes: its new readings (each with the version read, 0 when new) and the device state. */
export interface TelemetryWrite {
  message: StoredMessage;
  readings: { next: Omit<DeviceReadingItem, 'version'>; readVersion: number }[];
  monitor: { next: Omit<DeviceMonitorItem, 'version'>; readVersion: number };
  alarms: AlarmWrite[];
  /** The self-test the message carried, as an inspection record (decision 0050); absent when it carried none. */
  selfTest?: InspectionRecordItem;
}

/**
 * Writes a message, its receipt, the readings it changes and the device state in one transaction. Answers
 * `duplicate` when the message id was taken (nothing written), `conflict` when another message of the device
 * changed what was read (nothing written: read again and retry), or `written`.
 */
export async function applyTelemetry(w: TelemetryWrite): Promise<'written' | 'duplicate' | 'conflict'> {
  const receivedAt = new Date(w.message.receivedAtMs).toISOString();
  const seconds = Math.floor(w.message.receivedAtMs / 1000);
  const refused = await writeTransaction<ApplyPart>(
    { telemetry: TelemetryEntity, telemetryReceipt: TelemetryReceiptEntity, deviceReading: DeviceReadingEntity, deviceMonitor: DeviceMonitorEntity, alarm: AlarmEntity, inspectionRecord: InspectionRecordEntity },
    ({ telemetry, telemetryReceipt, deviceReading, deviceMonitor, alarm, inspectionRecord }, add) => {
      add('receipt', telemetryReceipt.create({ deviceId: w.message.deviceId, msgId: w.message.msgId, receivedAt, ttl: seconds + RECEIPT_DAYS * 86_400 }).commit());
      add(
        'message',
        telemetry
          .create({ deviceId: w.message.deviceId, receivedAt, msgId: w.message.msgId, deviceTime: w.message.deviceTime, message: w.message.message, unknownCodes: w.message.unknownCodes, lit: w.message.lit, ttl: seconds + TELEMETRY_RETENTION_DAYS * 86_400 })
          .commit(),
      );
      for (const r of w.readings) {
        add(
          'reading',
          deviceReading
            .put({ ...r.next, version: r.readVersion + 1 })
            .where((attr, op) => (r.readVersion === 0 ? op.notExists(attr.version) : op.eq(attr.version, r.readVersion)))
            .commit(),
        );
      }
      // the record's id is the device and message id: a message whose receipt expired, delivered again, writes nothing
      if (w.selfTest) add('selfTest', inspectionRecord.create(w.selfTest).commit());
      for (const a of w.alarms) {
        if (a.kind === 'create') add('alarm', alarm.create(a.alarm).commit());
        else if (a.kind === 'update') add('alarm', alarm.put(a.alarm).where((attr, op) => op.eq(attr.version, a.readVersion)).commit());
        else add('alarm', alarm.delete({ alarmId: a.alarm.alarmId }).where((attr, op) => op.eq(attr.version, a.readVersion)).commit());
      }
      add(
        'monitor',
        deviceMonitor
          .put({ ...w.monitor.next, version: w.monitor.readVersion + 1 })
          .where((attr, op) => (w.monitor.readVersion === 0 ? op.notExists(attr.version) : op.eq(attr.version, w.monitor.readVersion)))
          .commit(),
      );
    },
  );
  if (!refused) return 'written';
  return refused.parts.includes('receipt') || refused.parts.includes('selfTest') ? 'duplicate' : 'conflict';
}

/** A device's messages received in [from, to), newest first, one page. */
export async function telemetryOfDevice(deviceId: number, from: string, to: string, limit: number, cursor: string | null) {
  const { data, cursor: next } = await TelemetryEntity.query.byDevice({ deviceId }).between({ receivedAt: from }, { receivedAt: to }).go({ limit, cursor, order: 'desc' });
  return { data, cursor: next };
}

export async function deviceMonitorOf(deviceId: number): Promise<DeviceMonitorItem | null> {
  const { data } = await DeviceMonitorEntity.get({ deviceId }).go();
  return data ?? null;
}

export async function readingsOfDevice(deviceId: number): Promise<DeviceReadingItem[]> {
  const { data } = await DeviceReadingEntity.query.byDevice({ deviceId }).go({ pages: 'all' });
  return data;
}

/** Counts a dropped message, per UTC day and reason (the counter `telemetryDrop:<reason>:<day>`). */
export async function countTelemetryDrop(reason: TelemetryDrop, atMs: number): Promise<void> {
  await CounterEntity.update({ name: `telemetryDrop:${reason}:${new Date(atMs).toISOString().slice(0, 10)}` }).add({ value: 1 }).go();
}

export async function telemetryDropCount(reason: TelemetryDrop, day: string): Promise<number> {
  const { data } = await CounterEntity.get({ name: `telemetryDrop:${reason}:${day}` }).go();
  return (data?.value as number | undefined) ?? 0;
}

/** One page of the devices whose staleness light changes by `now` (the watch job). */
export async function devicesDueForCheck(now: string, limit: number, cursor: string | null): Promise<{ data: DeviceMonitorItem[]; cursor: string | null }> {
  const { data, cursor: next } = await DeviceMonitorEntity.query.byCheck({}).between({ nextCheckAt: KEY_FLOOR }, { nextCheckAt: now }).go({ limit, cursor });
  return { data, cursor: next };
}

/** Writes a device state's staleness on the version read: false when a message changed it meanwhile (it recomputed). */
export async function saveStaleness(monitor: DeviceMonitorItem, fields: Pick<DeviceMonitorItem, 'staleColour' | 'light' | 'nextCheckAt'>): Promise<boolean> {
  return whenConditionHolds(() =>
    DeviceMonitorEntity.patch({ deviceId: monitor.deviceId })
      .set({ ...fields, version: monitor.version + 1 })
      .where((attr, op) => op.eq(attr.version, monitor.version))
      .go(),
  );
}
