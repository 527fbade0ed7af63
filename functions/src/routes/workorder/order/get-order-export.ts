import { OrderExport } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { callerLanguage } from '../../../domain/common/caller-language';
import { exportOrders } from '../../../domain/work-order/order-export';

export const handler = defineHandler(OrderExport, async ({ actor, query, event }) => exportOrders(actor, query, await callerLanguage(event, actor)));
