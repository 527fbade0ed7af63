import { OrderModify } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { modifyOrder } from '../../../domain/work-order/order-service';

export const handler = defineHandler(OrderModify, ({ actor, body }) => modifyOrder(actor, body));
