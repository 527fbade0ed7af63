/**
 * Object storage of the one upload path (docs/decisions/0040): presigned POSTs and GET URLs, HEAD and DELETE of the
 * objects. AWS: the blob bucket (`BLOB_BUCKET`). Local: the same SDK calls signed with the local credentials against
 * the HTTP adapter (`LOCAL_BLOB_URL`, default `<APP_URL>/local-blobs`), which checks the policy and signatures as S3
 * would and keeps the objects as files under `BLOB_DIR` in the blob store's format. Configuration only tells them apart.
 */
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { env, localCredentials } from '../lib/env';

/** The bucket name the local stand-in answers to (the path segment after `LOCAL_BLOB_URL`). */
export const LOCAL_BUCKET = 'local';
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface ObjectHead {
  size: number;
  contentType: string;
}

export interface UploadStore {
  presignPost(input: { key: string; contentType: string; maxBytes: number; expiresSeconds: number }): Promise<PresignedPost>;
  head(key: string): Promise<ObjectHead | null>;
  delete(key: string): Promise<void>;
  signedGetUrl(input: { key: string; fileName: string; expiresSeconds: number }): Promise<string>;
}

function checkKey(key: string): string {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
  return key;
}

/** `attachment; filename="<ascii>"; filename*=UTF-8''<utf-8>` (RFC 6266): the name as the user knows it. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

function signingStore(client: S3Client, bucket: string, objects: Pick<UploadStore, 'head' | 'delete'>): UploadStore {
  return {
    async presignPost({ key, contentType, maxBytes, expiresSeconds }) {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: checkKey(key),
        Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType]],
        Fields: { 'Content-Type': contentType },
        Expires: expiresSeconds,
      });
      return { url, fields };
    },
    async signedGetUrl({ key, fileName, expiresSeconds }) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: checkKey(key), ResponseContentDisposition: contentDisposition(fileName) }), { expiresIn: expiresSeconds });
    },
    ...objects,
  };
}

export function s3UploadStore(bucket: string, client = new S3Client({ region: env.region })): UploadStore {
  return signingStore(client, bucket, {
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        return { size: out.ContentLength ?? 0, contentType: (out.ContentType ?? '').toLowerCase() };
      } catch (e) {
        const name = (e as { name?: string }).name;
        if (name === 'NotFound' || name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },
  });
}

/** The file of an object in the local store (the blob store's format: the content type, a newline, the bytes). */
export const localObjectFile = (dir: string, key: string) => path.join(path.resolve(dir), ...checkKey(key).split('/'));

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

export function localUploadStore(dir: string, baseUrl: string): UploadStore {
  const client = new S3Client({ region: env.region, endpoint: baseUrl, forcePathStyle: true, credentials: localCredentials });
  return signingStore(client, LOCAL_BUCKET, {
    head: (key) => headLocalObject(localObjectFile(dir, key)),
    async delete(key) {
      await rm(localObjectFile(dir, key), { force: true });
    },
  });
}

let current: { config: string; store: UploadStore } | undefined;

/** The store the configuration names (built once per container). */
export function uploadStore(): UploadStore {
  const bucket = env.blobBucket;
  const dir = env.blobDir;
  const base = env.localBlobUrl;
  const config = bucket ? `s3:${bucket}` : dir ? `dir:${dir}|${base}` : '';
  if (!config) throw new Error('no upload store configured: set BLOB_BUCKET (AWS) or BLOB_DIR (local)');
  if (current?.config !== config) current = { config, store: bucket ? s3UploadStore(bucket) : localUploadStore(dir!, base) };
  return current.store;
}
