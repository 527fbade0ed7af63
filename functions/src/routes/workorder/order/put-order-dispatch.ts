import { OrderDispatch } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { dispatchOrders } from '../../../domain/work-order/order-service';

export const handler = defineHandler(OrderDispatch, ({ actor, body }) => dispatchOrders(actor, body));
