import { LIMITS } from '@aed/shared/constants/limits';
import type { ErrorRef } from '../../lib/app-error';
import { blobStore } from '../../data/blob-store';
import { inspectImage, type ImageFormat } from '../../lib/image-check';
import { logger } from '../../lib/logger';
import { AppError } from '../../lib/app-error';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/tiff' | 'image/gif' | 'image/webp';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TIFF_LE = Buffer.from([0x49, 0x49, 0x2a, 0x00]);
const TIFF_BE = Buffer.from([0x4d, 0x4d, 0x00, 0x2a]);

/** The image type by magic number: what a request declares is never trusted. */
export function imageTypeOf(b: Buffer): ImageType | null {
  if (b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.subarray(0, 4).equals(TIFF_LE) || b.subarray(0, 4).equals(TIFF_BE)) return 'image/tiff';
  if (b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

const TYPE_OF_FORMAT: Record<ImageFormat, ImageType> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', tiff: 'image/tiff' };

export interface CheckedImage {
  bytes: Buffer;
  /** Detected from the bytes. */
  contentType: ImageType;
}

/**
 * Decodes an uploaded `data:image/<type>;base64,...` URL (shape already checked by the route schema) and checks it
 * by content: at most LIMITS.imageUploadBytes decoded (`common.fileTooLarge`), and bytes of one of `allowed` types
 * (`formatCode`), whole and at most LIMITS.imageMaxSidePx on a side (`common.imageInvalid`). With `strict`, the
 * declared type must also be what the bytes are.
 */
export function checkImageDataUrl(dataUrl: string, allowed: readonly ImageType[], formatCode: ErrorRef, strict = false): CheckedImage {
  const comma = dataUrl.indexOf(',');
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  return checkImageBytes(bytes, dataUrl.slice(5, dataUrl.indexOf(';')), allowed, formatCode, strict, LIMITS.imageUploadBytes);
}

/** The same checks on bytes that arrived otherwise (an image sent in parts), at most `maxBytes`. */
export function checkImageBytes(
  bytes: Buffer,
  declaredType: string,
  allowed: readonly ImageType[],
  formatCode: ErrorRef,
  strict: boolean,
  maxBytes: number,
): CheckedImage {
  if (bytes.length > maxBytes) throw new AppError('common.fileTooLarge');
  const contentType = imageTypeOf(bytes);
  if (!contentType || !allowed.includes(contentType)) throw new AppError(formatCode);
  if (strict && declaredType !== contentType) throw new AppError(formatCode);
  // The signature is not the image: the header must decode, the framing be whole, the dimensions plausible.
  const facts = inspectImage(bytes);
  const max = LIMITS.imageMaxSidePx;
  if (!facts || TYPE_OF_FORMAT[facts.format] !== contentType || facts.width > max || facts.height > max) {
    throw new AppError('common.imageInvalid', { max });
  }
  return { bytes, contentType };
}

/** Deletes objects no record points at any more; a failure leaves an orphan object (logged), never a broken image. */
export async function deleteBlobsQuietly(keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => blobStore().delete(key).catch((e: unknown) => logger.error('blob delete failed', { key, error: String(e) }))),
  );
}
