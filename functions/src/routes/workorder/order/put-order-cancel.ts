import { OrderCancel } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { cancelOrder } from '../../../domain/work-order/order-service';

export const handler = defineHandler(OrderCancel, ({ actor, body }) => cancelOrder(actor, body));
