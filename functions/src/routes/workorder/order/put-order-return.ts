import { OrderReturn } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { returnOrder } from '../../../domain/work-order/order-service';

export const handler = defineHandler(OrderReturn, ({ actor, body }) => returnOrder(actor, body));
