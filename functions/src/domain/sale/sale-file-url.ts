/**
 * A document of a sale, downloaded: its own module, so that only this route's Lambda carries the URL signer (and the
 * S3 client) of the upload path (decision 0034).
 */
import type { UploadUrl } from '@aed/shared/schemas/upload';
import { saleFileOwner } from '../../data/access/sales';
import type { Actor } from '../actor';
import { ownerFileUrl } from '../upload/upload-queries';
import { saleInScope } from './sale-queries';

/** A short-lived download URL of one document of a sale the caller's scope reaches (another's answers as missing). */
export async function saleFileUrl(actor: Actor, saleId: number, uploadId: string): Promise<UploadUrl> {
  const sale = await saleInScope(actor, saleId);
  return ownerFileUrl(saleFileOwner(sale.saleId), uploadId);
}
