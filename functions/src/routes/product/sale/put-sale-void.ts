import { SaleVoid } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { voidSales } from '../../../domain/sale/sale-service';

export const handler = defineHandler(SaleVoid, ({ actor, query }) => voidSales(actor, query.ids));
