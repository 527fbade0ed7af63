/**
 * Object storage for bytes that do not belong in a DynamoDB item (an item holds at most 400 KB): organization logos
 * and seals, user avatars (docs/decisions/0010). DynamoDB keeps only the metadata (key, content type, size, version).
 *
 * AWS: one S3 bucket (`BLOB_BUCKET`, created by the data stack). Local (`npm start`, tests): files under `BLOB_DIR`
 * (`DATA_DIR/blobs`). Chosen by configuration only: a bucket wins, else the folder, else using the store fails.
 *
 * Keys are made by the server (`dept/<deptId>/logo-<uuid>`, `user/<userId>/avatar-<uuid>`), never taken from a
 * request; both stores still refuse anything but `[A-Za-z0-9_-]` segments joined by `/`.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { env } from '../lib/env';

export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

export interface BlobStore {
  /** Writes (or replaces) the object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removes the object; removing a missing one is fine. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]+$/;

function checkKey(key: string): string {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
  return key;
}

/** A fresh, unguessable key under `prefix` (e.g. `dept/105/logo`): a new key per upload is also the version. */
export const newBlobKey = (prefix: string): string => checkKey(`${prefix}-${randomUUID()}`);

/** S3: the content type travels as the object's Content-Type. */
export function s3BlobStore(bucket: string, client: S3Client = new S3Client({ region: env.region })): BlobStore {
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        if (!out.Body) return null;
        return { bytes: Buffer.from(await out.Body.transformToByteArray()), contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (e) {
        if ((e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },
  };
}

/**
 * Files under `dir`, one per key. The content type is the file's first line, so an object is one file written
 * to a temporary name and renamed: a reader sees the old object or the new one, never half of one.
 */
export function localBlobStore(dir: string): BlobStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    async put(key, bytes, contentType) {
      if (!CONTENT_TYPE.test(contentType)) throw new Error(`invalid content type: ${JSON.stringify(contentType)}`);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomUUID()}.tmp`;
      await writeFile(temp, Buffer.concat([Buffer.from(`${contentType}\n`, 'ascii'), bytes]));
      await rename(temp, file);
    },
    async get(key) {
      let data: Buffer;
      try {
        data = await readFile(fileOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
      const eol = data.indexOf(0x0a);
      if (eol < 0) return null;
      return { contentType: data.subarray(0, eol).toString('ascii'), bytes: Buffer.from(data.subarray(eol + 1)) };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

let current: { config: string; store: BlobStore } | undefined;

/** The store the configuration names (built once per container, like the DynamoDB client). */
export function blobStore(): BlobStore {
  const bucket = env.blobBucket;
  const dir = env.blobDir;
  const config = bucket ? `s3:${bucket}` : dir ? `dir:${dir}` : '';
  if (!config) throw new Error('no blob store configured: set BLOB_BUCKET (AWS) or BLOB_DIR (local)');
  if (current?.config !== config) current = { config, store: bucket ? s3BlobStore(bucket) : localBlobStore(dir!) };
  return current.store;
}
