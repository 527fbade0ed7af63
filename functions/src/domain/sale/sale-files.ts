/**
 * The documents of a sale record (decision 0040, 0043): files uploaded through the one upload path and named by the
 * request with their slot. New ones are checked (in the caller's scope, confirmed, of the slot's purpose, not used
 * elsewhere) and attached in the record's own transaction; the ones the request no longer names are detached.
 */
import { SALE_FILE_RULES, SALE_FILE_SLOTS, type SaleFileSlot } from '@aed/shared/schemas/sale';
import type { SaleItem } from '../../data/entities/sale-entity';
import type { SaleFileChanges } from '../../data/access/sales';
import { getUpload, type AttachableUpload } from '../../data/access/uploads';
import type { Actor } from '../actor';
import { checkUploadsToAttach } from '../upload/upload-attach';

type StoredFile = SaleItem['files'][number];

export async function checkSaleFiles(actor: Actor, wanted: readonly { slot: SaleFileSlot; uploadId: string }[], before: readonly StoredFile[]): Promise<{ kept: StoredFile[]; changes: SaleFileChanges }> {
  const had = new Map(before.map((f) => [f.uploadId, f]));
  const attach: AttachableUpload[] = [];
  const kept: StoredFile[] = [];
  for (const slot of SALE_FILE_SLOTS) {
    const fresh = wanted.filter((f) => f.slot === slot && !had.has(f.uploadId)).map((f) => f.uploadId);
    if (fresh.length) attach.push(...(await checkUploadsToAttach(actor, fresh, SALE_FILE_RULES[slot].purposes)));
  }
  // what the screens show of a new file comes with its check (no second read of the upload)
  const checked = new Map(attach.map((u) => [u.uploadId, u]));
  for (const f of wanted) {
    const known = had.get(f.uploadId) ?? checked.get(f.uploadId);
    if (known) kept.push({ slot: f.slot, uploadId: f.uploadId, fileName: known.fileName, contentType: known.contentType, size: known.size });
  }
  // a dropped file's object key goes to the sweep with it (an upload already gone has nothing left to sweep)
  const dropped = before.filter((f) => !wanted.some((w) => w.uploadId === f.uploadId));
  const detach = (await Promise.all(dropped.map((f) => getUpload(f.uploadId)))).filter((u) => u !== null).map((u) => ({ uploadId: u.uploadId, blobKey: u.blobKey }));
  return { kept, changes: { attach, detach } };
}
