import { SaleRelocations } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deviceRelocations } from '../../../domain/sale/sale-queries';

export const handler = defineHandler(SaleRelocations, ({ actor, query }) => deviceRelocations(actor, query.deviceId));
