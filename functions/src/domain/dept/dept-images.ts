import { randomUUID } from 'node:crypto';
import { LIMITS } from '@aed/shared/constants/limits';
import { IMAGE_UPLOAD_TTL_SECONDS, type DeptImageBody, type DeptImagePartBody, type DeptImagePartResult, type DeptImageResult } from '@aed/shared/schemas/dept';
import { blobStore, newBlobKey } from '../../data/blob-store';
import { setDeptImageMeta } from '../../data/access/depts';
import { getDeptImageMeta, type DeptImageKind } from '../../data/access/dept-reads';
import {
  countImageUploadPart,
  createImageUpload,
  deleteImageUpload,
  getImageUpload,
  imagePartKey,
  listImageUploadsOfDept,
} from '../../data/access/image-uploads';
import type { ImageUploadItem } from '../../data/entities/image-upload-entity';
import { inlineImage, type FileResult } from '../../lib/file-result';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError, errorRef } from '../../lib/app-error';
import { checkImageBytes, checkImageDataUrl, deleteBlobsQuietly, imageTypeOf, type ImageType } from '../common/image-upload';
import { deptImageUrl } from '../common/image-urls';
import { visibleDept } from './visible-dept';
import { FILE_FIELD_ERRORS } from '@aed/shared/errors/file-field-errors';
import { COMMON_ERRORS } from '@aed/shared/errors/common-errors';

/** Spec section 5: png, jpg, tif, tiff. */
const DEPT_IMAGE_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/tiff'];
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/tiff': 'tif' };

/**
 * The logo or seal bytes, for anyone whose data scope covers the organization (`dept.notFound` otherwise); the part a
 * `Range` header asks for, and a large image (over what one answer carries) in ranges (decision 0017).
 */
export async function getDeptImageFile(actor: Actor, deptId: number, kind: DeptImageKind, range?: string): Promise<FileResult> {
  await visibleDept(actor, deptId);
  const meta = await getDeptImageMeta(deptId, kind);
  const blob = meta ? await blobStore().get(meta.blobKey) : null;
  if (!meta || !blob) throw new AppError('common.notFound');
  return inlineImage(`${kind}-${deptId}.${EXTENSIONS[meta.contentType] ?? 'img'}`, meta.contentType, blob.bytes, range);
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const partKeysOf = (u: Pick<ImageUploadItem, 'deptId' | 'uploadId' | 'parts'>) =>
  Array.from({ length: u.parts }, (_, i) => imagePartKey(u.deptId, u.uploadId, i));

/** Forgets an upload and deletes its parts (a failed object delete leaves an orphan, logged). */
async function dropUpload(u: ImageUploadItem): Promise<void> {
  await deleteImageUpload(u.uploadId);
  await deleteBlobsQuietly(partKeysOf(u));
}

/** Uploads of the organization that were never finished (expired), removed with their parts. */
export async function dropAbandonedUploads(deptId: number, all = false): Promise<void> {
  for (const u of await listImageUploadsOfDept(deptId)) if (all || u.ttl <= nowSeconds()) await dropUpload(u);
}

/**
 * One part of a logo or seal larger than one request carries (decision 0017). Part 0 starts the upload (its bytes must
 * already be one of the allowed image types) and answers the upload id; the next parts name it and come in order. The
 * parts together stay within LIMITS.imageBytes. Nothing is shown until `putDeptImage` names the finished upload.
 */
export async function putDeptImagePart(actor: Actor, body: DeptImagePartBody): Promise<DeptImagePartResult> {
  const dept = await visibleDept(actor, body.deptId);
  const bytes = Buffer.from(body.data, 'base64');
  let upload: ImageUploadItem;
  if (body.index === 0) {
    const type = imageTypeOf(bytes);
    if (!type || !DEPT_IMAGE_TYPES.includes(type)) throw new AppError('common.fileFormat');
    await dropAbandonedUploads(dept.deptId);
    upload = { uploadId: randomUUID(), deptId: dept.deptId, kind: body.kind, parts: 0, size: 0, createTime: nowIso(), ttl: nowSeconds() + IMAGE_UPLOAD_TTL_SECONDS };
    await createImageUpload(upload);
  } else {
    const found = await getImageUpload(body.uploadId!);
    if (!found || found.deptId !== dept.deptId || found.kind !== body.kind || found.ttl <= nowSeconds() || found.parts !== body.index) {
      throw AppError.of(FILE_FIELD_ERRORS, 'file.uploadIncomplete');
    }
    upload = found;
  }
  const size = upload.size + bytes.length;
  if (size > LIMITS.imageBytes) {
    await dropUpload(upload);
    throw new AppError('common.fileTooLarge');
  }
  await blobStore().put(imagePartKey(dept.deptId, upload.uploadId, body.index), bytes, 'application/octet-stream');
  await countImageUploadPart(upload, size);
  return { uploadId: upload.uploadId, size };
}

/** The bytes of a finished upload of this organization and kind (its parts joined); the upload is then forgotten. */
async function takeUpload(deptId: number, kind: DeptImageKind, uploadId: string): Promise<Buffer> {
  const upload = await getImageUpload(uploadId);
  if (!upload || upload.deptId !== deptId || upload.kind !== kind || upload.ttl <= nowSeconds() || upload.parts === 0) {
    throw AppError.of(FILE_FIELD_ERRORS, 'file.uploadIncomplete');
  }
  const parts = await Promise.all(partKeysOf(upload).map((key) => blobStore().get(key)));
  if (parts.some((p) => !p)) throw AppError.of(FILE_FIELD_ERRORS, 'file.uploadIncomplete');
  await dropUpload(upload);
  const bytes = Buffer.concat(parts.map((p) => p!.bytes));
  if (bytes.length !== upload.size) throw AppError.of(FILE_FIELD_ERRORS, 'file.uploadIncomplete');
  return bytes;
}

/**
 * Sets (or, with an empty image, removes) the logo or seal. The new object is written first under a new key, then
 * the metadata is switched to it in one conditional transaction, then the old object is deleted: a reader never
 * meets metadata without its object, and a refused or lost switch deletes the new object again.
 */
export async function putDeptImage(actor: Actor, body: DeptImageBody): Promise<DeptImageResult> {
  const dept = await visibleDept(actor, body.deptId);
  const image = body.uploadId
    ? checkImageBytes(await takeUpload(dept.deptId, body.kind, body.uploadId), body.imageType ?? '', DEPT_IMAGE_TYPES, errorRef(COMMON_ERRORS, 'common.fileFormat'), true, LIMITS.imageBytes)
    : body.image
      ? checkImageDataUrl(body.image, DEPT_IMAGE_TYPES, errorRef(COMMON_ERRORS, 'common.fileFormat'), true)
      : null;
  const previous = await getDeptImageMeta(dept.deptId, body.kind);
  const at = nowIso();
  if (!image) {
    await setDeptImageMeta(dept, body.kind, previous, null, at, actor.username);
    if (previous) await deleteBlobsQuietly([previous.blobKey]);
    return { kind: body.kind, url: '' };
  }
  const blobKey = newBlobKey(`dept/${dept.deptId}/${body.kind}`);
  await blobStore().put(blobKey, image.bytes, image.contentType);
  try {
    await setDeptImageMeta(dept, body.kind, previous, { blobKey, contentType: image.contentType, size: image.bytes.length }, at, actor.username);
  } catch (e) {
    // Refused (concurrent change): the new object is nobody's. Any other failure may have switched it: keep it.
    if (e instanceof AppError) await deleteBlobsQuietly([blobKey]);
    throw e;
  }
  if (previous) await deleteBlobsQuietly([previous.blobKey]);
  return { kind: body.kind, url: deptImageUrl(dept.deptId, body.kind, at) };
}
