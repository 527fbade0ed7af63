import { UPLOAD_PURPOSES, type UploadPurpose, type UploadRecord } from '@aed/shared/schemas/upload';
import { UPLOAD_ERRORS } from '@aed/shared/errors/upload-errors';
import type { Actor } from '../actor';
import { scopeCovers } from '../../data/data-scope';
import { AppError } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { getUpload, type UploadItem } from '../../data/access/uploads';

/** The answer's view of an upload (never its key, organization or uploader). */
export const uploadRecordOf = (u: UploadItem): UploadRecord => ({
  uploadId: u.uploadId,
  purpose: u.purpose,
  fileName: u.fileName,
  contentType: u.contentType,
  size: u.size || u.declaredSize,
  state: u.state,
  createTime: u.createTime,
});

/** Whether an upload that is not attached has passed its time. */
export const uploadExpired = (u: UploadItem, now = nowSeconds()) => u.state !== 'attached' && (u.ttl ?? 0) <= now;

export const uploadNotFound = () => AppError.of(UPLOAD_ERRORS, 'upload.notFound');

/**
 * The upload, if the caller's data scope covers its organization (or the caller uploaded it, with an "only own" scope).
 * Another tenant's id answers exactly like a missing one.
 */
export async function uploadInScope(actor: Actor, uploadId: string): Promise<UploadItem> {
  const upload = await getUpload(uploadId);
  if (!upload || !scopeCovers(actor.scope, upload.deptPath, upload.userId)) throw uploadNotFound();
  return upload;
}

/** `upload.tooLarge` with the purpose's limit in MB. */
export const tooLarge = (purpose: UploadPurpose) => AppError.of(UPLOAD_ERRORS, 'upload.tooLarge', { max: UPLOAD_PURPOSES[purpose].maxBytes / (1024 * 1024) });
