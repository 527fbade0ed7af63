/** The presigned GET of the one upload path (docs/decisions/0040): short-lived, downloading under the file's name. */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkUploadKey, uploadTarget } from './upload-store';

/** `attachment; filename="<ascii>"; filename*=UTF-8''<utf-8>` (RFC 6266): the name as the user knows it. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export async function signedUploadUrl({ key, fileName, expiresSeconds }: { key: string; fileName: string; expiresSeconds: number }): Promise<string> {
  const { client, bucket } = uploadTarget();
  return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: checkUploadKey(key), ResponseContentDisposition: contentDisposition(fileName) }), { expiresIn: expiresSeconds });
}
