/** Short-lived download URLs of the one upload path (docs/decisions/0040). */
import { UPLOAD_ERRORS } from '@aed/shared/errors/upload-errors';
import { DOWNLOAD_URL_SECONDS, type UploadRecord, type UploadUrl } from '@aed/shared/schemas/upload';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { listUploadsOfOwner, type UploadItem, type UploadOwner } from '../../data/access/uploads';
import { signedUploadUrl } from '../../data/upload-url';
import { uploadExpired, uploadInScope, uploadNotFound, uploadRecordOf } from './upload-records';

async function signedUrlOf(upload: UploadItem): Promise<UploadUrl> {
  const url = await signedUploadUrl({ key: upload.blobKey, fileName: upload.fileName, expiresSeconds: DOWNLOAD_URL_SECONDS });
  return { url, expiresAt: new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString(), fileName: upload.fileName, contentType: upload.contentType };
}

/**
 * A GET URL valid DOWNLOAD_URL_SECONDS for a confirmed or attached file whose organization the caller's data scope
 * covers (another tenant's id answers like a missing one).
 */
export async function uploadUrl(actor: Actor, uploadId: string): Promise<UploadUrl> {
  const upload = await uploadInScope(actor, uploadId);
  if (upload.state === 'pending') throw AppError.of(UPLOAD_ERRORS, 'upload.notConfirmed');
  if (uploadExpired(upload)) throw AppError.of(UPLOAD_ERRORS, 'upload.expired');
  return signedUrlOf(upload);
}

/** The files attached to a record, oldest first. The caller has checked that the record is in the actor's scope. */
export async function listOwnerFiles(owner: UploadOwner): Promise<UploadRecord[]> {
  return (await listUploadsOfOwner(owner)).map(uploadRecordOf);
}

/**
 * A download URL of one file of a record, scoped by the RECORD's data scope: the calling module has read the record
 * through its own scope-checked access; a file that is not attached to that record answers like a missing one.
 */
export async function ownerFileUrl(owner: UploadOwner, uploadId: string): Promise<UploadUrl> {
  const upload = (await listUploadsOfOwner(owner)).find((u) => u.uploadId === uploadId);
  if (!upload) throw uploadNotFound();
  return signedUrlOf(upload);
}
