import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IMAGE_PART_BYTES, type DeptImageBody, type DeptImagePartBody } from '@aed/shared/schemas/dept';
import { DeptImagePart, DeptImageUpload } from '@aed/shared/routes/dept.routes';
import { api } from '../../../lib/api-client';
import { deptKeys } from './dept-keys';

/**
 * Sets (or, with an empty image, removes) the logo or seal; answers the URL serving the new image ('' once removed).
 * The image itself is shown from that URL (`lib/api-image.ts`).
 */
export const putDeptImage = (body: Omit<DeptImageBody, 'image'> & { image?: string }) => api(DeptImageUpload, { body });

/** One part of an image too large for one request; answers the upload id. */
export const putDeptImagePart = (body: DeptImagePartBody) => api(DeptImagePart, { body });

/** Base64 of bytes, in slices (a spread of millions of arguments would overflow the stack). */
function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * A logo or seal too large for one request (over IMAGE_PART_BYTES, up to 5 MB): its bytes go in parts of
 * IMAGE_PART_BYTES, then the image call names the upload with the file's declared type (decision 0017).
 */
export async function putDeptImageInParts(deptId: number, kind: DeptImageBody['kind'], file: Blob, imageType: NonNullable<DeptImageBody['imageType']>) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let uploadId: string | undefined;
  for (let index = 0; index * IMAGE_PART_BYTES < bytes.length; index += 1) {
    const data = toBase64(bytes.subarray(index * IMAGE_PART_BYTES, (index + 1) * IMAGE_PART_BYTES));
    ({ uploadId } = await putDeptImagePart({ deptId, kind, index, data, ...(uploadId ? { uploadId } : {}) }));
  }
  return putDeptImage({ deptId, kind, uploadId, imageType });
}

/** What the image field sends: a data URL ('' removes the image), or a large file sent in parts. */
export type DeptImageInput =
  | { deptId: number; kind: DeptImageBody['kind']; image: string }
  | { deptId: number; kind: DeptImageBody['kind']; file: Blob; imageType: NonNullable<DeptImageBody['imageType']> };

export const usePutDeptImage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeptImageInput) =>
      'file' in input ? putDeptImageInParts(input.deptId, input.kind, input.file, input.imageType) : putDeptImage(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deptKeys.all }),
  });
};
