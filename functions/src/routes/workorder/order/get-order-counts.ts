import { OrderCounts } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { orderCounts } from '../../../domain/work-order/order-queries';

export const handler = defineHandler(OrderCounts, ({ actor, query }) => orderCounts(actor, query));
