/** A handler result that is a download, not JSON; the http-envelope middleware renders it. */
export interface FileResult {
  kind: 'file';
  fileName: string;
  contentType: string;
  body: Buffer;
  /** Shown rather than saved (`content-disposition: inline`): images served to the SPA. */
  inline?: boolean;
}

/** An image served to the SPA (organization logo and seal, avatar). */
export const inlineImage = (fileName: string, contentType: string, body: Buffer): FileResult => ({ kind: 'file', fileName, contentType, body, inline: true });

export const isFileResult = (value: unknown): value is FileResult =>
  typeof value === 'object' && value !== null && (value as FileResult).kind === 'file' && Buffer.isBuffer((value as FileResult).body);

/** A JSON document answered as is, without the envelope (JWKS, OpenAPI). */
export interface RawJsonResult {
  kind: 'raw-json';
  document: unknown;
}
export const rawJson = (document: unknown): RawJsonResult => ({ kind: 'raw-json', document });
export const isRawJsonResult = (value: unknown): value is RawJsonResult =>
  typeof value === 'object' && value !== null && (value as RawJsonResult).kind === 'raw-json';
