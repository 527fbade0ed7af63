import { SaleFileUrl } from '@aed/shared/routes/sale.routes';
import { api } from '../../../lib/api-client';

/** A short-lived signed URL of one document of a sale (asked for when the user opens it: it expires in minutes). */
export const getSaleFileUrl = (saleId: number, uploadId: string) => api(SaleFileUrl, { query: { saleId, uploadId } });
