import { SaleInfo } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { saleInfo } from '../../../domain/sale/sale-queries';

export const handler = defineHandler(SaleInfo, ({ actor, query }) => saleInfo(actor, query.saleId));
