import { SaleRelocate } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { relocateSale } from '../../../domain/sale/sale-service';

export const handler = defineHandler(SaleRelocate, ({ actor, body }) => relocateSale(actor, body));
