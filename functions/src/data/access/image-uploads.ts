import { AppError } from '../../lib/app-error';
import { ImageUploadEntity, type ImageUploadItem } from '../entities/image-upload-entity';
import { isConditionalFailure } from './ids';

/** Object key of one part of an image sent in parts (under the organization's prefix, like its images). */
export const imagePartKey = (deptId: number, uploadId: string, index: number) => `dept/${deptId}/part-${uploadId}-${index}`;

export async function createImageUpload(item: ImageUploadItem): Promise<void> {
  await ImageUploadEntity.create(item).go();
}

export async function getImageUpload(uploadId: string): Promise<ImageUploadItem | null> {
  const { data } = await ImageUploadEntity.get({ uploadId }).go({ consistent: true });
  return data;
}

/** Counts one more stored part, if nobody counted this one meanwhile (parts arrive one after the other). */
export async function countImageUploadPart(before: ImageUploadItem, size: number): Promise<void> {
  try {
    await ImageUploadEntity.patch({ uploadId: before.uploadId })
      .set({ parts: before.parts + 1, size })
      .where((attr, op) => op.eq(attr.parts, before.parts))
      .go();
  } catch (e) {
    if (isConditionalFailure(e)) throw new AppError('common.conflict');
    throw e;
  }
}

/** The uploads of an organization (a handful at most: finished ones are removed), oldest first. */
export async function listImageUploadsOfDept(deptId: number): Promise<ImageUploadItem[]> {
  const { data } = await ImageUploadEntity.query.byDept({ deptId }).go({ limit: 100 });
  return data;
}

export async function deleteImageUpload(uploadId: string): Promise<void> {
  await ImageUploadEntity.delete({ uploadId }).go();
}

/** Forgets every upload of a deleted organization; answers the object keys of their parts (to delete). */
export async function deleteImageUploadsOfDept(deptId: number): Promise<string[]> {
  const uploads = await listImageUploadsOfDept(deptId);
  if (uploads.length) await ImageUploadEntity.delete(uploads.map((u) => ({ uploadId: u.uploadId }))).go();
  return uploads.flatMap((u) => Array.from({ length: u.parts }, (_, i) => imagePartKey(deptId, u.uploadId, i)));
}
