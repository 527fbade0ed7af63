/**
 * Presign (docs/decisions/0040): the browser asks for a presigned POST for one file of a purpose and sends the file
 * straight to object storage (its policy enforces the key, the size range and the content type); then it asks for the
 * confirmation (`upload-confirm.ts`).
 */
import { randomUUID } from 'node:crypto';
import { UPLOAD_ERRORS } from '@aed/shared/errors/upload-errors';
import {
  PENDING_UPLOAD_SECONDS,
  UPLOAD_POST_SECONDS,
  UPLOAD_PURPOSES,
  UPLOADS_PER_USER_HOUR,
  purposeTakes,
  type PresignUploadBody,
  type PresignedUpload,
  type UploadPurpose,
} from '@aed/shared/schemas/upload';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { nowIso, nowSeconds } from '../../lib/time';
import { countUploadPresign, createUpload, uploadBlobKey, type UploadItem } from '../../data/access/uploads';
import { presignUploadPost } from '../../data/upload-presign';
import { tooLarge } from './upload-records';

/** Refuses a file a purpose does not take, before anything is stored. */
function checkPurpose(purpose: UploadPurpose, contentType: string, size: number): void {
  if (!purposeTakes(purpose, contentType)) throw AppError.of(UPLOAD_ERRORS, 'upload.wrongType');
  if (size > UPLOAD_PURPOSES[purpose].maxBytes) throw tooLarge(purpose);
}

export async function presignUpload(actor: Actor, body: PresignUploadBody): Promise<PresignedUpload> {
  checkPurpose(body.purpose, body.contentType, body.size);
  // each presign may leave an object behind until the sweep: a user asks for a bounded number an hour
  if ((await countUploadPresign(actor.userId, nowSeconds())) > UPLOADS_PER_USER_HOUR) throw AppError.of(UPLOAD_ERRORS, 'upload.tooFrequent');
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
  const { url, fields } = await presignUploadPost({ key: item.blobKey, contentType: body.contentType, maxBytes, expiresSeconds: UPLOAD_POST_SECONDS });
  return { uploadId, url, fields, maxBytes, expiresAt: new Date(Date.now() + UPLOAD_POST_SECONDS * 1000).toISOString() };
}
