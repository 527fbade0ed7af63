import { OrderAdd } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { addOrder } from '../../../domain/work-order/order-service';

export const handler = defineHandler(OrderAdd, ({ actor, body }) => addOrder(actor, body));
