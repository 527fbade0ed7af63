import { SaleDeviceHistory } from '@aed/shared/routes/sale.routes';
import { defineHandler } from '../../../lib/define-handler';
import { deviceSales } from '../../../domain/sale/sale-queries';

export const handler = defineHandler(SaleDeviceHistory, ({ actor, query }) => deviceSales(actor, query.deviceId));
