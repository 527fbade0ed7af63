import { SaleUpdate } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { updateSale } from '../../../domain/sale/sale-service';

export const handler = defineHandler(SaleUpdate, ({ actor, body }) => updateSale(actor, body));
