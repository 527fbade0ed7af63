/**
 * Presign and confirm (docs/decisions/0040): the browser asks for a presigned POST for one file of a purpose, sends
 * the file straight to object storage (its policy enforces the key, the size range and the content type), then asks
 * the server to confirm it: the stored object is checked again (HEAD) against the purpose, and refused and deleted
 * when it breaks it.
 */
import { randomUUID } from 'node:crypto';
import { UPLOAD_ERRORS } from '@aed/shared/errors/upload-errors';
import {
  PENDING_UPLOAD_SECONDS,
  UPLOAD_POST_SECONDS,
  UPLOAD_PURPOSES,
  purposeTakes,
  type PresignUploadBody,
  type PresignedUpload,
  type UploadPurpose,
  type UploadRecord,
} from '@aed/shared/schemas/upload';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { logger } from '../../lib/logger';
import { nowIso, nowSeconds } from '../../lib/time';
import { createUpload, deleteUnattachedUpload, getUpload, markUploadConfirmed, uploadBlobKey, type UploadItem } from '../../data/access/uploads';
import { uploadStore } from '../../data/upload-store';
import { uploadExpired, uploadNotFound, uploadRecordOf } from './upload-records';

const MB = 1024 * 1024;
const tooLarge = (purpose: UploadPurpose) => AppError.of(UPLOAD_ERRORS, 'upload.tooLarge', { max: UPLOAD_PURPOSES[purpose].maxBytes / MB });

/** Refuses a file a purpose does not take, before anything is stored. */
function checkPurpose(purpose: UploadPurpose, contentType: string, size: number): void {
  if (!purposeTakes(purpose, contentType)) throw AppError.of(UPLOAD_ERRORS, 'upload.wrongType');
  if (size > UPLOAD_PURPOSES[purpose].maxBytes) throw tooLarge(purpose);
}

export async function presignUpload(actor: Actor, body: PresignUploadBody): Promise<PresignedUpload> {
  checkPurpose(body.purpose, body.contentType, body.size);
  const uploadId = randomUUID();
  const now = nowIso();
  const item: UploadItem = {
    uploadId,
    blobKey: uploadBlobKey(actor.deptId, uploadId),
    purpose: body.purpose,
    fileName: body.fileName,
    contentType: body.contentType,
    declaredSize: body.size,
    size: 0,
    state: 'pending',
    userId: actor.userId,
    deptId: actor.deptId,
    deptPath: actor.deptPath,
    createTime: now,
    updateTime: now,
    ttl: nowSeconds() + PENDING_UPLOAD_SECONDS,
  };
  await createUpload(item);
  const maxBytes = UPLOAD_PURPOSES[body.purpose].maxBytes;
  const { url, fields } = await uploadStore().presignPost({ key: item.blobKey, contentType: body.contentType, maxBytes, expiresSeconds: UPLOAD_POST_SECONDS });
  return { uploadId, url, fields, maxBytes, expiresAt: new Date(Date.now() + UPLOAD_POST_SECONDS * 1000).toISOString() };
}

/** Deletes a refused or expired upload: the object first, then the item (a failed delete leaves the item to expire). */
async function discard(upload: UploadItem): Promise<void> {
  try {
    await uploadStore().delete(upload.blobKey);
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
  const head = await uploadStore().head(upload.blobKey);
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
