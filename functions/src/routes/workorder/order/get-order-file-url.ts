import { OrderFileUrl } from '@aed/shared/routes/work-order.routes';
import { defineHandler } from '../../../lib/define-handler';
import { orderFileUrl } from '../../../domain/work-order/order-file-url';

export const handler = defineHandler(OrderFileUrl, ({ actor, query }) => orderFileUrl(actor, query.orderId, query.uploadId));
