import { OrderFileUrl } from '@aed/shared/routes/work-order.routes';
import { api } from '../../../lib/api-client';

/** A short-lived signed URL of one photo or signature of an order (asked for when opened: it expires in minutes). */
export const getOrderFileUrl = (orderId: number, uploadId: string) => api(OrderFileUrl, { query: { orderId, uploadId } });
