import { SaleAdd } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { createSale } from '../../../domain/sale/sale-service';

export const handler = defineHandler(SaleAdd, ({ actor, body }) => createSale(actor, body));
