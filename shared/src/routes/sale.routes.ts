/** Sale records: sell, sublet, relet, update, relocate, void (docs/decisions/0043). */
import * as z from 'zod';
import { PERMISSIONS } from '../permissions/permissions';
import * as sale from '../schemas/sale';
import { cursorPageOf, noData } from '../api/envelope';
import { defineRoute } from '../api/route';

const P = '/product/sale';
const S = PERMISSIONS.sale;

export const SalePage = defineRoute({ id: 'SalePage', method: 'GET', path: `${P}/page`, access: S.list, summary: 'Sale records in the caller scope (by buyer organization), one cursor page', query: sale.salePageQuery, response: cursorPageOf(sale.saleRecord) });
export const SaleInfo = defineRoute({ id: 'SaleInfo', method: 'GET', path: `${P}/info`, access: S.query, summary: 'One sale record by id', query: sale.saleInfoQuery, response: sale.saleRecord });
export const SaleAdd = defineRoute({ id: 'SaleAdd', method: 'POST', path: `${P}/add`, access: S.add, summary: 'Sell, lease or hand down a device to an organization below the one holding it (a sublet when that one holds it by a sale)', body: sale.createSaleBody, log: { module: 'sale', type: 'add' }, response: sale.saleRecord });
export const SaleUpdate = defineRoute({ id: 'SaleUpdate', method: 'PUT', path: `${P}/update`, access: S.edit, summary: 'Update a sale record (not its device, buyer or type)', body: sale.updateSaleBody, log: { module: 'sale', type: 'update' }, response: sale.saleRecord });
export const SaleRelet = defineRoute({ id: 'SaleRelet', method: 'POST', path: `${P}/relet`, access: S.relet, summary: 'Renew a lease: a new lease period starting after the previous one ends', body: sale.reletSaleBody, log: { module: 'sale', type: 'add' }, response: sale.saleRecord });
export const SaleRelocate = defineRoute({ id: 'SaleRelocate', method: 'PUT', path: `${P}/relocate`, access: S.relocate, summary: 'Move the device of a running sale to another place (kept in the location change records)', body: sale.relocateSaleBody, log: { module: 'sale', type: 'update' }, response: sale.saleRecord });
export const SaleVoid = defineRoute({ id: 'SaleVoid', method: 'PUT', path: `${P}/void`, access: S.void, summary: 'Void sales (ids=1,2): each device goes back to its seller as it was', query: sale.voidSaleQuery, log: { module: 'sale', type: 'update' }, response: noData });
export const SaleDeviceHistory = defineRoute({ id: 'SaleDeviceHistory', method: 'GET', path: `${P}/device`, access: S.list, summary: 'The sales history of a device, newest first', query: sale.deviceSalesQuery, response: z.array(sale.saleRecord) });
export const SaleRelocations = defineRoute({ id: 'SaleRelocations', method: 'GET', path: `${P}/relocations`, access: S.list, summary: 'The location change records of a device, newest first', query: sale.deviceSalesQuery, response: z.array(sale.relocationRecord) });
export const SaleFileUrl = defineRoute({ id: 'SaleFileUrl', method: 'GET', path: `${P}/file`, access: S.query, summary: 'A short-lived download URL of one document of a sale', query: sale.saleFileQuery, response: sale.saleFileUrl });
export const SALE_ROUTES = [SalePage, SaleInfo, SaleAdd, SaleUpdate, SaleRelet, SaleRelocate, SaleVoid, SaleDeviceHistory, SaleRelocations, SaleFileUrl] as const;
