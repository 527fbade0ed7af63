/**
 * Attaching uploads to a record (docs/decisions/0040), for the modules that carry files (sale records, work orders,
 * reports). The domain checks the files, the module's data access writes the record and attaches them in ONE
 * transaction:
 *
 *   // domain
 *   const files = await checkUploadsToAttach(actor, body.uploadIds, ['image', 'attachment']);
 *   await createSaleRecord(item, files);
 *   // data/access/sale-records.ts
 *   const refused = await writeTransaction({ saleRecord: SaleRecordEntity, ...UPLOAD_TRANSACTION_ENTITIES }, (e, add) => {
 *     add('record', e.saleRecord.create(item).commit());
 *     addAttachOps(e, add, files, { kind: 'saleRecord', id: String(item.saleId) });
 *   });
 *   if (refused?.part === UPLOAD_PART) throw attachRefused();
 *
 * Only confirmed, unexpired uploads of a user in the caller's data scope are taken; the transaction's conditions
 * make two records attaching the same file race-free: one wins, the other is refused and writes nothing.
 */
import { UPLOAD_ERRORS } from '@aed/shared/errors/upload-errors';
import { MAX_FILES_PER_RECORD, type UploadPurpose } from '@aed/shared/schemas/upload';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { attachUploadsAlone, type AttachableUpload, type UploadOwner } from '../../data/access/uploads';
import { uploadExpired, uploadInScope } from './upload-records';

export type { AttachableUpload, UploadOwner };
export { UPLOAD_PART, UPLOAD_TRANSACTION_ENTITIES, addAttachOps, addDetachOps, rebaseUploads } from '../../data/access/uploads';

/**
 * Reads and checks the uploads a record is to carry: each must exist in the caller's scope (else `upload.notFound`),
 * be of one of `purposes` (`upload.wrongType`), be confirmed (`upload.notConfirmed`), not attached yet
 * (`upload.alreadyUsed`) and unexpired (`upload.expired`). At most MAX_FILES_PER_RECORD; an id given twice counts once.
 */
export async function checkUploadsToAttach(actor: Actor, uploadIds: readonly string[], purposes: readonly UploadPurpose[]): Promise<AttachableUpload[]> {
  const ids = [...new Set(uploadIds)];
  if (ids.length > MAX_FILES_PER_RECORD) throw AppError.of(UPLOAD_ERRORS, 'upload.tooMany', { max: MAX_FILES_PER_RECORD });
  const uploads = await Promise.all(ids.map((id) => uploadInScope(actor, id)));
  const now = nowSeconds();
  for (const u of uploads) {
    if (!purposes.includes(u.purpose)) throw AppError.of(UPLOAD_ERRORS, 'upload.wrongType');
    if (u.state === 'attached') throw AppError.of(UPLOAD_ERRORS, 'upload.alreadyUsed');
    if (u.state === 'pending') throw AppError.of(UPLOAD_ERRORS, 'upload.notConfirmed');
    if (uploadExpired(u, now)) throw AppError.of(UPLOAD_ERRORS, 'upload.expired');
  }
  return uploads.map(({ uploadId, deptPath, createTime, purpose, fileName, contentType, size }) => ({ uploadId, deptPath, createTime, purpose, fileName, contentType, size }));
}

/** The answer when an attach write was refused: another record took the file meanwhile (or it expired). */
export const attachRefused = () => AppError.of(UPLOAD_ERRORS, 'upload.alreadyUsed');

/** Checks and attaches uploads to a record already written, in a transaction of their own. */
export async function attachUploads(actor: Actor, uploadIds: readonly string[], purposes: readonly UploadPurpose[], owner: UploadOwner): Promise<void> {
  const files = await checkUploadsToAttach(actor, uploadIds, purposes);
  if (!(await attachUploadsAlone(files, owner))) throw attachRefused();
}
