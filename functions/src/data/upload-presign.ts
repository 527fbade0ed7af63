/** The presigned POST of the one upload path (docs/decisions/0040): exact key, the purpose's type and size range. */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { checkUploadKey, uploadTarget } from './upload-store';

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export async function presignUploadPost({ key, contentType, maxBytes, expiresSeconds }: { key: string; contentType: string; maxBytes: number; expiresSeconds: number }): Promise<PresignedPost> {
  const { client, bucket } = uploadTarget();
  const { url, fields } = await createPresignedPost(client, {
    Bucket: bucket,
    Key: checkUploadKey(key),
    Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType]],
    Fields: { 'Content-Type': contentType },
    Expires: expiresSeconds,
  });
  return { url, fields };
}
