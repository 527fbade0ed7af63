import { OrderHandlers } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { orderHandlers } from '../../../domain/work-order/order-queries';

export const handler = defineHandler(OrderHandlers, ({ actor, query }) => orderHandlers(actor, query.orderId));
