import { OrderPage } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { orderPage } from '../../../domain/work-order/order-queries';

export const handler = defineHandler(OrderPage, ({ actor, query }) => orderPage(actor, query));
