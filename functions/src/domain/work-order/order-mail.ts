/**
 * The mails of work-order events (decision 0045): their own module, so that only the processing route's Lambda
 * carries the SES client.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@aed/shared/constants/limits';
import { SALE_VALIDITY } from '@aed/shared/schemas/sale';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { getSale } from '../../data/access/sales';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import { logger } from '../../lib/logger';
import { deliverMail } from '../mail/mail-delivery';
import { orderCompletedText } from '../../mail/templates/order-completed-mail';

/**
 * Mails the notification persons of the device's running sale that its order is completed, one mail per language
 * they read. A failed send waits in the mail outbox for a resend (decision 0046) and never undoes the order.
 */
export async function mailOrderCompleted(order: WorkOrderItem): Promise<void> {
  try {
    const device = await getDeviceById(order.deviceId);
    const sale = device?.saleId ? await getSale(device.saleId) : null;
    if (!sale || sale.validity !== SALE_VALIDITY.normal) return;
    const byLanguage = new Map<Language, string[]>();
    for (const p of sale.notifyPersons) {
      const language = isLanguage(p.language) ? p.language : DEFAULT_LANGUAGE;
      byLanguage.set(language, [...new Set([...(byLanguage.get(language) ?? []), p.email.toLowerCase()])]);
    }
    const facts = { serial: order.serialNumber, orderNo: order.orderNo, kind: order.kind, processDate: order.processDate, replaced: order.replaced, nextMaintenanceDate: order.nextMaintenanceDate };
    for (const [language, to] of byLanguage) {
      await deliverMail({ kind: 'orderCompleted', dept: order, to, ...orderCompletedText(language, facts), source: { type: 'order', id: order.orderId } });
    }
  } catch (err) {
    logger.warn('order mail not sent', { orderId: order.orderId, error: err instanceof Error ? err.message : String(err) });
  }
}
