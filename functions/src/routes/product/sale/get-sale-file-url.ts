import { SaleFileUrl } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { saleFileUrl } from '../../../domain/sale/sale-file-url';

export const handler = defineHandler(SaleFileUrl, ({ actor, query }) => saleFileUrl(actor, query.saleId, query.uploadId));
