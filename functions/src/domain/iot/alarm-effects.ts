import { createOrderBody } from '@aed/shared/schemas/work-order';
import { takeAlarmNotice } from '../../data/access/alarm-notices';
import { ALARM_ENTITIES, alarmOrderTaken, getAlarm } from '../../data/access/alarms';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { getMonitorItemById } from '../../data/access/monitor-items';
import { getOrdersByIds } from '../../data/access/work-orders';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { deliverAlarmNotices } from './alarm-notify';
import { dispatchToDefaultHandler } from '../work-order/default-dispatch';
import { createOrder } from '../work-order/order-service';
import type { AlarmTransition } from './alarm-engine';

/**
 * What follows an alarm's raise or clear (decision 0047), after the telemetry transaction: the alarm work order (once
 * per alarm, when its rule asks), a message to the device's handlers (push) and a mail to its notification persons
 * following that light (email), once per alarm and transition (alone or in a digest, decision 0052; a raise whose
 * preset repeats gets its repeat schedule with its notice). Clearing never closes the order.
 */

const MINUTE_MS = 60_000;

/** Attempts when a newer message changes the alarm between the read and the write. */
const ATTEMPTS = 4;

/** The effects of one batch of alarm events (one message, one job pass): their notices go out together (a digest when many). */
export async function runAlarmEffects(events: readonly { alarm: AlarmItem; transition: AlarmTransition }[], nowMs = Date.now()): Promise<void> {
  const notices: AlarmNotice[] = [];
  for (const { alarm, transition } of events) {
    try {
      const notice = await takeEffects(alarm.alarmId, transition, nowMs);
      if (notice) notices.push(notice);
    } catch (err) {
      logger.error('alarm effects not done', { alarmId: alarm.alarmId, transition, error: err instanceof Error ? err.message : String(err) });
    }
  }
  if (notices.length) await deliverAlarmNotices(notices, nowMs);
}

/**
 * The orders of open alarms whose rule asks for one only now (raised yellow by a rule without an order, then red by
 * one with it): made at once, not left to the watch job's sweep of missing effects. Each once (ensureAlarmOrder).
 */
export async function runAlarmOrders(alarmIds: readonly number[]): Promise<void> {
  for (const alarmId of alarmIds) {
    try {
      await ensureAlarmOrder(alarmId);
    } catch (err) {
      logger.error('alarm order not made', { alarmId, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

/**
 * An open alarm that turned worse than it ever was (yellow to red): a notice of it at its new severity, once per
 * colour (`raised:<colour>`), to the handlers when the new rule asks push and to the persons following the new colour.
 * Without it a person following red only never heard of the alarm, then got its clear (walk 17). An alarm whose raise
 * is not told yet gets nothing here: its raise goes out at its severity then.
 */
export async function runAlarmRises(alarmIds: readonly number[], nowMs = Date.now()): Promise<void> {
  const notices: AlarmNotice[] = [];
  for (const alarmId of alarmIds) {
    try {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const alarm = await getAlarm(alarmId);
        const notice = alarm ? `raised:${alarm.worstSeverity}` : '';
        if (!alarm || alarm.state !== 'open' || !alarm.notified.includes('raised') || alarm.notified.includes(notice)) break;
        if (await takeAlarmNotice(alarm, notice)) {
          notices.push({ alarm, notice, kind: 'raised', orderNo: await orderNoOf(alarm) });
          break;
        }
      }
    } catch (err) {
      logger.error('alarm rise not told', { alarmId, error: err instanceof Error ? err.message : String(err) });
    }
  }
  if (notices.length) await deliverAlarmNotices(notices, nowMs);
}

export async function alarmEffects(alarmId: number, transition: AlarmTransition, nowMs = Date.now()): Promise<void> {
  const notice = await takeEffects(alarmId, transition, nowMs);
  if (notice) await deliverAlarmNotices([notice], nowMs);
}

type AlarmNotice = Parameters<typeof deliverAlarmNotices>[0][number];

/** The order (a raise), then the notice taken on the alarm: the notice to send, or null when it was already taken. */
async function takeEffects(alarmId: number, transition: AlarmTransition, nowMs: number): Promise<AlarmNotice | null> {
  const orderNo = transition === 'raised' ? await ensureAlarmOrder(alarmId) : '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const alarm = await getAlarm(alarmId);
    if (!alarm || alarm.notified.includes(transition)) return null;
    const repeatMinutes = transition === 'raised' ? ((await getMonitorItemById(alarm.itemId))?.alarmRepeatMinutes ?? 0) : 0;
    const repeatDueAt = repeatMinutes > 0 ? new Date((Date.parse(alarm.raisedAt) || nowMs) + repeatMinutes * MINUTE_MS).toISOString() : null;
    // a raise also names its colour: a later rise tells only a new colour, a clear every colour told (alarm-notify.ts)
    const taken = transition === 'raised' ? [transition, `raised:${alarm.severity}`] : transition;
    if (await takeAlarmNotice(alarm, taken, repeatDueAt)) {
      return { alarm, notice: transition, kind: transition, orderNo: orderNo || (await orderNoOf(alarm)) };
    }
  }
  throw new Error(`alarm ${alarmId}: the ${transition} notice could not be taken`);
}

/** The alarm order's number ('' none). */
export async function alarmOrderNo(alarm: AlarmItem): Promise<string> {
  return orderNoOf(alarm);
}

async function orderNoOf(alarm: AlarmItem): Promise<string> {
  return alarm.orderId ? ((await getOrdersByIds([alarm.orderId]))[0]?.orderNo ?? '') : '';
}

/** The alarm order, made once: answers its number ('' when the rule asks for none or the device is gone). */
async function ensureAlarmOrder(alarmId: number): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const alarm = await getAlarm(alarmId);
    if (!alarm || !alarm.autoAlarmOrder) return '';
    if (alarm.orderId) return orderNoOf(alarm);
    const device = await getDeviceById(alarm.deviceId);
    if (!device) return '';
    const body = createOrderBody.parse({
      kind: '1',
      deviceId: device.deviceId,
      monitorItem: alarm.itemCode,
      lowerLimit: alarm.lowerLimit === undefined ? '' : String(alarm.lowerLimit),
      upperLimit: alarm.upperLimit === undefined ? '' : String(alarm.upperLimit),
      actualValue: alarm.lastValue.slice(0, 20),
    });
    try {
      const order = await createOrder(device, body, 'system', 'auto', (e, o) => [alarmOrderTaken(e, alarm, o.orderId)], ALARM_ENTITIES);
      await dispatchToDefaultHandler(order.orderId, device.deviceId);
      return order.orderNo;
    } catch (err) {
      // the alarm changed meanwhile (a newer value, or another run made its order): read it again
      if (!(err instanceof AppError)) throw err;
    }
  }
  throw new Error(`alarm ${alarmId}: its order could not be made`);
}
