import { OrderStock } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { orderStock } from '../../../domain/work-order/order-queries';

export const handler = defineHandler(OrderStock, ({ actor, query }) => orderStock(actor, query));
