/**
 * The messages of work-order events (decision 0044, 0045): one per user concerned, with the order number as business
 * code. The SPA says them in the reader's language from `msgType` and `params`; title and content are written in the
 * recipient's language for any client that does not know the type.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@aed/shared/constants/limits';
import type { OrderKind } from '@aed/shared/schemas/work-order-states';
import { createUserMessageOnce } from '../../data/access/user-messages';
import { getUsersByIds } from '../../data/access/user-reads';
import type { WorkOrderItem } from '../../data/entities/work-order-entity';
import { logger } from '../../lib/logger';
import { nowIso } from '../../lib/time';

export type OrderMessageType = 'orderDispatched' | 'orderReturned' | 'orderCompleted';

const TEXTS: Record<Language, Record<OrderMessageType, (p: { orderNo: string; serial: string }) => string>> = {
  en: {
    orderDispatched: (p) => `Work order ${p.orderNo} (device ${p.serial}) is dispatched to you`,
    orderReturned: (p) => `Work order ${p.orderNo} (device ${p.serial}) was returned`,
    orderCompleted: (p) => `Work order ${p.orderNo} (device ${p.serial}) is completed`,
  },
  fr: {
    orderDispatched: (p) => `L'ordre de travail ${p.orderNo} (appareil ${p.serial}) vous est attribué`,
    orderReturned: (p) => `L'ordre de travail ${p.orderNo} (appareil ${p.serial}) a été retourné`,
    orderCompleted: (p) => `L'ordre de travail ${p.orderNo} (appareil ${p.serial}) est terminé`,
  },
  'zh-CN': {
    orderDispatched: (p) => `工单 ${p.orderNo}（设备 ${p.serial}）已派发给您`,
    orderReturned: (p) => `工单 ${p.orderNo}（设备 ${p.serial}）已被退回`,
    orderCompleted: (p) => `工单 ${p.orderNo}（设备 ${p.serial}）已完成`,
  },
  'zh-TW': {
    orderDispatched: (p) => `工單 ${p.orderNo}（設備 ${p.serial}）已派發給您`,
    orderReturned: (p) => `工單 ${p.orderNo}（設備 ${p.serial}）已被退回`,
    orderCompleted: (p) => `工單 ${p.orderNo}（設備 ${p.serial}）已完成`,
  },
};

/**
 * Tells each user (once per order, event and version) about an order event. A failure to write a message never undoes
 * the action it reports: it is logged.
 */
export async function tellAboutOrder(type: OrderMessageType, order: WorkOrderItem, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds.filter((id) => id > 0))];
  if (!ids.length) return;
  try {
    const users = await getUsersByIds(ids);
    const facts = { orderNo: order.orderNo, serial: order.serialNumber, orderId: order.orderId, orderKind: order.kind as OrderKind };
    for (const user of users) {
      const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
      const title = TEXTS[language][type](facts);
      await createUserMessageOnce({
        messageId: `order-${order.orderId}-${order.version}-${type}-${user.userId}`,
        userId: user.userId,
        msgType: type,
        params: JSON.stringify(facts),
        title,
        content: title,
        readFlag: '0',
        createTime: nowIso(),
      });
    }
  } catch (err) {
    logger.warn('order message not written', { orderId: order.orderId, type, error: err instanceof Error ? err.message : String(err) });
  }
}

