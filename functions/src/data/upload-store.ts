/**
 * Object storage of the one upload path (docs/decisions/0040): where the objects are, and their HEAD and DELETE.
 * The presigned POST and GET live in `upload-presign.ts` and `upload-url.ts`, so a route carries only the signer it
 * uses. AWS: the blob bucket (`BLOB_BUCKET`). Local: the same SDK calls signed with the local credentials against the
 * HTTP adapter (`LOCAL_BLOB_URL`, default `<APP_URL>/local-blobs`), which checks the policy and signatures as S3 would
 * and keeps the objects as files under `BLOB_DIR` in the blob store's format. Configuration only tells them apart.
 */
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { env, localCredentials } from '../lib/env';

/** The bucket name the local stand-in answers to (the path segment after `LOCAL_BLOB_URL`). */
export const LOCAL_BUCKET = 'local';
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export interface ObjectHead {
  size: number;
  contentType: string;
}

export function checkUploadKey(key: string): string {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
  return key;
}

/** Where the objects are: the S3 client that signs and calls, the bucket, and locally the folder. */
export interface UploadTarget {
  client: S3Client;
  bucket: string;
  /** Local only: the folder holding the objects. */
  dir?: string;
}

let current: { config: string; target: UploadTarget } | undefined;

/** The target the configuration names (built once per container). */
export function uploadTarget(): UploadTarget {
  const bucket = env.blobBucket;
  const dir = env.blobDir;
  const base = env.localBlobUrl;
  const config = bucket ? `s3:${bucket}` : dir ? `dir:${dir}|${base}` : '';
  if (!config) throw new Error('no upload store configured: set BLOB_BUCKET (AWS) or BLOB_DIR (local)');
  if (current?.config !== config) {
    current = {
      config,
      target: bucket
        ? { client: new S3Client({ region: env.region }), bucket }
        : { client: new S3Client({ region: env.region, endpoint: base, forcePathStyle: true, credentials: localCredentials }), bucket: LOCAL_BUCKET, dir },
    };
  }
  return current.target;
}

/** The file of an object in the local store (the blob store's format: the content type, a newline, the bytes). */
export const localObjectFile = (dir: string, key: string) => path.join(path.resolve(dir), ...checkUploadKey(key).split('/'));

/** Reads the local object's type line and size without reading the bytes. */
export async function headLocalObject(file: string): Promise<ObjectHead | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  try {
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const eol = head.subarray(0, bytesRead).indexOf(0x0a);
    if (eol < 0) return null;
    const { size } = await stat(file);
    return { size: size - eol - 1, contentType: head.subarray(0, eol).toString('ascii') };
  } finally {
    await handle.close();
  }
}

/** The stored object's size and content type (S3 HEAD, or the local file), or null when there is none. */
export async function headUploadObject(key: string): Promise<ObjectHead | null> {
  const { client, bucket, dir } = uploadTarget();
  if (dir) return headLocalObject(localObjectFile(dir, key));
  try {
    const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkUploadKey(key) }));
    return { size: out.ContentLength ?? 0, contentType: (out.ContentType ?? '').toLowerCase() };
  } catch (e) {
    const name = (e as { name?: string }).name;
    if (name === 'NotFound' || name === 'NoSuchKey') return null;
    throw e;
  }
}

/** Deletes the object; deleting a missing one is fine. */
export async function deleteUploadObject(key: string): Promise<void> {
  const { client, bucket, dir } = uploadTarget();
  if (dir) return void (await rm(localObjectFile(dir, key), { force: true }));
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkUploadKey(key) }));
}
