import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@aed/shared/constants/limits';
import type { NotifyEvent } from '@aed/shared/schemas/notify';
import { createOrderBody } from '@aed/shared/schemas/work-order';
import { ALARM_ENTITIES, alarmOrderTaken, getAlarm, takeAlarmNotice } from '../../data/access/alarms';
import { getDeptById } from '../../data/access/dept-reads';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { createUserMessageOnce } from '../../data/access/user-messages';
import { getUsersByIds } from '../../data/access/user-reads';
import { getOrdersByIds } from '../../data/access/work-orders';
import type { AlarmItem } from '../../data/entities/alarm-entity';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { nowIso } from '../../lib/time';
import { alarmText, type AlarmFacts } from '../../mail/templates/alarm-mail';
import { handlersForDevice } from '../handler/handler-queries';
import { deliverMail } from '../mail/mail-delivery';
import { notifyPersonsForDevice } from '../notify/notify-queries';
import { dispatchToDefaultHandler } from '../work-order/default-dispatch';
import { createOrder } from '../work-order/order-service';
import type { AlarmTransition } from './alarm-engine';

/**
 * What follows an alarm's raise or clear (decision 0047), after the telemetry transaction: the alarm work order (once
 * per alarm, when its rule asks), a message to the device's handlers (push) and a mail to its notification persons
 * following that light (email), once per alarm and transition. Clearing never closes the order.
 */

/** Attempts when a newer message changes the alarm between the read and the write. */
const ATTEMPTS = 4;

export async function runAlarmEffects(events: readonly { alarm: AlarmItem; transition: AlarmTransition }[]): Promise<void> {
  for (const { alarm, transition } of events) {
    try {
      await alarmEffects(alarm.alarmId, transition);
    } catch (err) {
      logger.error('alarm effects not done', { alarmId: alarm.alarmId, transition, error: err instanceof Error ? err.message : String(err) });
    }
  }
}

export async function alarmEffects(alarmId: number, transition: AlarmTransition): Promise<void> {
  const orderNo = transition === 'raised' ? await ensureAlarmOrder(alarmId) : '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const alarm = await getAlarm(alarmId);
    if (!alarm || alarm.notified.includes(transition)) return;
    if (await takeAlarmNotice(alarm, transition)) {
      await notify(alarm, transition, orderNo || (await orderNoOf(alarm)));
      return;
    }
  }
  throw new Error(`alarm ${alarmId}: the ${transition} notice could not be taken`);
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

async function notify(alarm: AlarmItem, transition: AlarmTransition, orderNo: string): Promise<void> {
  const facts: AlarmFacts = { serial: alarm.serialNumber, itemCode: alarm.itemCode, severity: alarm.severity, value: alarm.lastValue, at: alarm.lastAt, orderNo };
  if (alarm.pushNotify) {
    const userIds = (await handlersForDevice(alarm.deviceId))?.rows.map((r) => r.userId) ?? [];
    const users = await getUsersByIds([...new Set(userIds)]);
    const msgType = transition === 'raised' ? 'alarmRaised' : 'alarmCleared';
    for (const user of users) {
      const { subject, text } = alarmText(isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE, transition, facts);
      await createUserMessageOnce({
        messageId: `alarm-${alarm.alarmId}-${transition}-${user.userId}`,
        userId: user.userId,
        msgType,
        params: JSON.stringify({ ...facts, alarmId: alarm.alarmId, orderId: alarm.orderId }),
        title: subject,
        content: text,
        readFlag: '0',
        createTime: nowIso(),
      });
    }
  }
  if (alarm.emailNotify) {
    const persons = (await notifyPersonsForDevice(alarm.deviceId, { event: (transition === 'raised' ? alarm.severity : alarm.worstSeverity) as NotifyEvent, channel: 'email' }))?.rows ?? [];
    const to = [...new Set(persons.map((p) => p.email.toLowerCase()))];
    if (!to.length) return;
    const dept = await getDeptById(alarm.deptId);
    const language: Language = dept && isLanguage(dept.reportLanguage) ? dept.reportLanguage : DEFAULT_LANGUAGE;
    await deliverMail({ kind: 'alarm', dept: { deptId: alarm.deptId, deptPath: alarm.deptPath }, to, ...alarmText(language, transition, facts), source: { type: 'alarm', id: alarm.alarmId } });
  }
}
