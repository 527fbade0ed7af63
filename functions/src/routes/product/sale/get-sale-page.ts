import { SalePage } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { salePage } from '../../../domain/sale/sale-queries';

export const handler = defineHandler(SalePage, ({ actor, query }) => salePage(actor, query));
