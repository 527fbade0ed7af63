/**
 * A photo or signature of an order, downloaded: its own module, so that only this route's Lambda carries the URL
 * signer (and the S3 client) of the upload path (decision 0034).
 */
import type { UploadUrl } from '@aed/shared/schemas/upload';
import { orderFileOwner } from '../../data/access/work-orders';
import type { Actor } from '../actor';
import { ownerFileUrl } from '../upload/upload-queries';
import { orderFor } from './order-access';

/** A short-lived download URL of one file of an order the caller reaches (another's answers as missing). */
export async function orderFileUrl(actor: Actor, orderId: number, uploadId: string): Promise<UploadUrl> {
  const order = await orderFor(actor, orderId);
  return ownerFileUrl(orderFileOwner(order.orderId), uploadId);
}
