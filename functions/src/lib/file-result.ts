import { AppError } from './app-error';
import { FILE_ERRORS } from '@aed/shared/errors/file-errors';

/** A handler result that is a download, not JSON; the http-envelope middleware renders it. */
export interface FileResult {
  kind: 'file';
  fileName: string;
  contentType: string;
  body: Buffer;
  /** Shown rather than saved (`content-disposition: inline`): images served to the SPA. */
  inline?: boolean;
  /** `body` is this part of a larger file: answered as 206 Partial Content with its Content-Range. */
  range?: ByteRange;
}

/** Bytes `start`..`end` (inclusive) of a file of `total` bytes. */
export interface ByteRange {
  start: number;
  end: number;
  total: number;
}

/**
 * Most bytes one answer carries: a Lambda answer is at most 6 MB and binary bodies travel base64-encoded (4/3), so a
 * larger file is served in byte ranges (HTTP Range, 206 Partial Content) that the client joins (docs/decisions/0017).
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * The part of `bytes` a `Range` header asks for (one `bytes=start-end`, `bytes=start-` or `bytes=-suffix` range),
 * never more than MAX_ANSWER_BYTES. Without a usable header a file that fits is answered whole, a larger one from its
 * first byte as a range. A range starting past the end answers `file.rangeNotSatisfiable`.
 */
export function byteRangeOf(bytes: Buffer, header: string | undefined, max = MAX_ANSWER_BYTES): { body: Buffer; range?: ByteRange } {
  const total = bytes.length;
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  let start = 0;
  let end = total - 1;
  if (m && (m[1] || m[2])) {
    if (m[1]) {
      start = Number(m[1]);
      if (m[2]) end = Math.min(Number(m[2]), total - 1);
    } else start = Math.max(0, total - Number(m[2]));
    if (start >= total || end < start) throw AppError.of(FILE_ERRORS, 'file.rangeNotSatisfiable', { size: total });
  } else if (total <= max) {
    return { body: bytes };
  }
  end = Math.min(end, start + max - 1);
  return { body: bytes.subarray(start, end + 1), range: { start, end, total } };
}

/** An image served to the SPA (organization logo and seal, avatar), or the part of it a Range header asks for. */
export const inlineImage = (fileName: string, contentType: string, body: Buffer, rangeHeader?: string): FileResult => {
  const part = byteRangeOf(body, rangeHeader);
  return { kind: 'file', fileName, contentType, body: part.body, inline: true, ...(part.range ? { range: part.range } : {}) };
};

export const isFileResult = (value: unknown): value is FileResult =>
  typeof value === 'object' && value !== null && (value as FileResult).kind === 'file' && Buffer.isBuffer((value as FileResult).body);

/** A JSON document answered as is, without the envelope (JWKS, OpenAPI). */
export interface RawJsonResult<T = unknown> {
  kind: 'raw-json';
  document: T;
}
export const rawJson = <T>(document: T): RawJsonResult<T> => ({ kind: 'raw-json', document });
export const isRawJsonResult = (value: unknown): value is RawJsonResult =>
  typeof value === 'object' && value !== null && (value as RawJsonResult).kind === 'raw-json';
