import { OrderLogPage } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { orderLogPage } from '../../../domain/work-order/order-queries';

export const handler = defineHandler(OrderLogPage, ({ actor, query }) => orderLogPage(actor, query));
