import { OrderInfo } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { orderInfo } from '../../../domain/work-order/order-queries';

export const handler = defineHandler(OrderInfo, ({ actor, query }) => orderInfo(actor, query.orderId));
