/**
 * Reading an uploaded xlsx safely (imports): the file arrives as base64 in the JSON body; it is refused by content
 * (an xlsx is a zip: PK\x03\x04; legacy xls and anything else is not), by size, and when it inflates past a limit
 * (zip bomb: the sizes a zip declares can lie, so the entries are inflated with a running count and nothing is kept).
 * The same checks as the user import (domain/user/user-import.ts), with the caller's error codes.
 */
import { Unzip, UnzipInflate } from 'fflate';
import type { ErrorCode } from '@aed/shared/errors/codes';
import { AppError } from '../domain/app-error';

export interface UploadLimits {
  fileBytes: number;
  uncompressedBytes: number;
  compressionRatio: number;
}

export interface UploadErrors {
  /** Not an xlsx (by content, whatever the name). */
  format: ErrorCode;
  /** Malformed, or inflates past the limits. */
  unsafe: ErrorCode;
}

/** The bytes of an uploaded xlsx (base64 or a data URL), checked for type, size and zip-bomb safety. */
export function decodeXlsxUpload(file: string, limits: UploadLimits, errors: UploadErrors): Buffer {
  const base64 = file.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError(errors.format);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > limits.fileBytes) throw new AppError('common.fileTooLarge');
  if (bytes.length < 4 || bytes.readUInt32BE(0) !== 0x504b0304) throw new AppError(errors.format);
  let total = 0;
  let entries = 0;
  let refused = false;
  const unzip = new Unzip((entry) => {
    entries += 1;
    if (entries > 2000) refused = true;
    entry.ondata = (err, chunk) => {
      if (refused) return;
      if (err) {
        refused = true;
        return;
      }
      total += chunk.length;
      if (total > limits.uncompressedBytes || total > bytes.length * limits.compressionRatio) {
        refused = true;
        entry.terminate();
      }
    };
    if (!refused) entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    refused = true;
  }
  if (refused || entries === 0) throw new AppError(errors.unsafe);
  return bytes;
}
