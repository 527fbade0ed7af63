import { OrderProcess } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { processOrder } from '../../../domain/work-order/order-process';

export const handler = defineHandler(OrderProcess, ({ actor, body }) => processOrder(actor, body));
