import type { DeptImageBody } from '@aed/shared/schemas/dept';
import { blobStore, newBlobKey } from '../../data/blob-store';
import { getDeptImageMeta, setDeptImageMeta, type DeptImageKind } from '../../data/access/depts';
import { inlineImage, type FileResult } from '../../lib/file-result';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { AppError } from '../app-error';
import { checkImageDataUrl, deleteBlobsQuietly, type ImageType } from '../common/image-upload';
import { deptImageUrl } from '../common/image-urls';
import { visibleDept } from './dept-service';

/** Spec section 5: png, jpg, tif, tiff. */
const DEPT_IMAGE_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/tiff'];
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/tiff': 'tif' };

/** The logo or seal bytes, for anyone whose data scope covers the organization (`dept.notFound` otherwise). */
export async function getDeptImageFile(actor: Actor, deptId: number, kind: DeptImageKind): Promise<FileResult> {
  await visibleDept(actor, deptId);
  const meta = await getDeptImageMeta(deptId, kind);
  const blob = meta ? await blobStore().get(meta.blobKey) : null;
  if (!meta || !blob) throw new AppError('common.notFound');
  return inlineImage(`${kind}-${deptId}.${EXTENSIONS[meta.contentType] ?? 'img'}`, meta.contentType, blob.bytes);
}

/**
 * Sets (or, with an empty image, removes) the logo or seal. The new object is written first under a new key, then
 * the metadata is switched to it in one conditional transaction, then the old object is deleted: a reader never
 * meets metadata without its object, and a refused or lost switch deletes the new object again.
 */
export async function putDeptImage(actor: Actor, body: DeptImageBody): Promise<{ kind: DeptImageKind; url: string }> {
  const dept = await visibleDept(actor, body.deptId);
  const image = body.image ? checkImageDataUrl(body.image, DEPT_IMAGE_TYPES, 'common.fileFormat', true) : null;
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
