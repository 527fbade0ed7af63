import { SaleRelet } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { reletSale } from '../../../domain/sale/sale-service';

export const handler = defineHandler(SaleRelet, ({ actor, body }) => reletSale(actor, body));
