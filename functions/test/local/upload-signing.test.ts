/**
 * The one upload path signs with the same code in AWS and locally (decision 0040): only configuration differs. With a
 * bucket configured, the presigned POST and GET point at S3 with the same conditions; the local stand-in refuses a
 * policy signed by other credentials (as S3 refuses one it did not sign).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { presignUploadPost } from '../../src/data/upload-presign';
import { signedUploadUrl } from '../../src/data/upload-url';
import { checkPostPolicy } from '../../src/local/blob-endpoint';

const SAVED = { ...process.env };
afterEach(() => {
  for (const k of ['BLOB_BUCKET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION']) {
    if (SAVED[k] === undefined) delete process.env[k];
    else process.env[k] = SAVED[k];
  }
});

function useS3() {
  process.env.BLOB_BUCKET = 'aed-blobs-123456789012-eu-west-1';
  process.env.AWS_REGION = 'eu-west-1';
  process.env.AWS_ACCESS_KEY_ID = 'AKIAEXAMPLE';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret';
}

describe('upload signing by configuration', () => {
  it('presigns a POST to the S3 bucket with the exact key, type and size range', async () => {
    useS3();
    const { url, fields } = await presignUploadPost({ key: 'upload/105/abc', contentType: 'image/png', maxBytes: 1024, expiresSeconds: 300 });
    expect(url).toBe('https://aed-blobs-123456789012-eu-west-1.s3.eu-west-1.amazonaws.com/');
    expect(fields).toMatchObject({ key: 'upload/105/abc', 'Content-Type': 'image/png', bucket: 'aed-blobs-123456789012-eu-west-1', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' });
    expect(fields['X-Amz-Credential']).toMatch(/^AKIAEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    const policy = JSON.parse(Buffer.from(fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(expect.arrayContaining([['content-length-range', 1, 1024], ['eq', '$Content-Type', 'image/png'], { key: 'upload/105/abc' }]));
    const expires = Date.parse(policy.expiration) - Date.now();
    expect(expires).toBeGreaterThan(250_000);
    expect(expires).toBeLessThanOrEqual(300_000);
    // the local stand-in checks signatures with the local credentials only
    expect(() => checkPostPolicy(fields, 'aed-blobs-123456789012-eu-west-1')).toThrow(/Access Key Id/);
  });

  it('presigns a short-lived GET that downloads under the file name', async () => {
    useS3();
    const url = new URL(await signedUploadUrl({ key: 'upload/105/abc', fileName: 'Rapport été.pdf', expiresSeconds: 300 }));
    expect(url.origin).toBe('https://aed-blobs-123456789012-eu-west-1.s3.eu-west-1.amazonaws.com');
    expect(url.pathname).toBe('/upload/105/abc');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe(`attachment; filename="Rapport _t_.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`);
  });

  it('refuses a key that is not the server-made form', async () => {
    useS3();
    await expect(presignUploadPost({ key: '../etc/passwd', contentType: 'image/png', maxBytes: 1, expiresSeconds: 1 })).rejects.toThrow(/invalid object key/);
  });
});
