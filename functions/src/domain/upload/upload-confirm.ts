/**
 * Confirm (docs/decisions/0040): the stored object is checked again (HEAD) against the upload's purpose and the type
 * its policy was signed for, and refused and deleted when it breaks them.
 */
import { UPLOAD_ERRORS } from '@aed/shared/errors/upload-errors';
import { UPLOAD_PURPOSES, purposeTakes, type UploadRecord } from '@aed/shared/schemas/upload';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { nowIso } from '../../lib/time';
import { deleteUnattachedUpload, getUpload, markUploadConfirmed, type UploadItem } from '../../data/access/uploads';
import { deleteUploadObject, headUploadObject } from '../../data/upload-store';
import { tooLarge, uploadExpired, uploadNotFound, uploadRecordOf } from './upload-records';

/** Deletes a refused or expired upload: the object first, then the item (a failed delete leaves the item to expire). */
async function discard(upload: UploadItem): Promise<void> {
  try {
    await deleteUploadObject(upload.blobKey);
  } catch (e) {
    logger.warn('upload object not deleted', { uploadId: upload.uploadId, error: String(e) });
  }
  await deleteUnattachedUpload(upload.uploadId);
}

/**
 * Confirms the caller's own upload: the object must exist, hold 1..max bytes of the purpose and carry the type the
 * policy was signed for. Confirming twice answers the same record.
 */
export async function confirmUpload(actor: Actor, uploadId: string): Promise<UploadRecord> {
  const upload = await getUpload(uploadId);
  if (!upload || upload.userId !== actor.userId) throw uploadNotFound();
  if (upload.state === 'attached') throw AppError.of(UPLOAD_ERRORS, 'upload.alreadyUsed');
  if (uploadExpired(upload)) {
    await discard(upload);
    throw AppError.of(UPLOAD_ERRORS, 'upload.expired');
  }
  if (upload.state === 'confirmed') return uploadRecordOf(upload);
  const head = await headUploadObject(upload.blobKey);
  if (!head) throw AppError.of(UPLOAD_ERRORS, 'upload.notUploaded');
  const type = head.contentType.split(';')[0].trim().toLowerCase();
  if (type !== upload.contentType || !purposeTakes(upload.purpose, type)) {
    await discard(upload);
    throw AppError.of(UPLOAD_ERRORS, 'upload.wrongType');
  }
  if (head.size < 1 || head.size > UPLOAD_PURPOSES[upload.purpose].maxBytes) {
    await discard(upload);
    throw tooLarge(upload.purpose);
  }
  if (!(await markUploadConfirmed(upload, head.size, nowIso()))) {
    const again = await getUpload(uploadId);
    if (again?.state === 'confirmed' && again.userId === actor.userId) return uploadRecordOf(again);
    throw new AppError('common.conflict');
  }
  return uploadRecordOf({ ...upload, state: 'confirmed', size: head.size });
}
