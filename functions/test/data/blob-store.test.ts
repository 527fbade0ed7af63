import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blobStore, localBlobStore, newBlobKey, s3BlobStore, type BlobStore } from '../../src/data/blob-store';

const bytes = (n: number, fill = 7) => Buffer.alloc(n, fill);

describe('local blob store (DATA_DIR/blobs)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'aed-blobs-'));
  const store = localBlobStore(dir);

  it('puts, gets back the same bytes and content type, replaces and deletes', async () => {
    const key = newBlobKey('dept/105/logo');
    expect(key).toMatch(/^dept\/105\/logo-[0-9a-f-]{36}$/);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x0a, 0x00]), bytes(1000, 0x0a)]);
    await store.put(key, png, 'image/png');
    expect(await store.get(key)).toEqual({ bytes: png, contentType: 'image/png' });
    await store.put(key, bytes(3), 'image/jpeg');
    expect(await store.get(key)).toEqual({ bytes: bytes(3), contentType: 'image/jpeg' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('keeps one file per key and no temporary files', async () => {
    const key = newBlobKey('user/9/avatar');
    await Promise.all([store.put(key, bytes(10, 1), 'image/png'), store.put(key, bytes(10, 2), 'image/png')]);
    expect(readdirSync(path.join(dir, 'user', '9'))).toEqual([key.split('/').pop()]);
    expect([bytes(10, 1), bytes(10, 2)]).toContainEqual((await store.get(key))!.bytes);
  });

  it('answers null for a key never written', async () => {
    expect(await store.get('dept/1/logo-missing')).toBeNull();
  });

  it.each(['../escape', 'dept/../../etc/passwd', '/abs', 'dept//x', 'dept/x.png', 'dept/x y', ''])('refuses the key %j', async (key) => {
    await expect(store.put(key, bytes(1), 'image/png')).rejects.toThrow(/invalid blob key/);
    await expect(store.get(key)).rejects.toThrow(/invalid blob key/);
    await expect(store.delete(key)).rejects.toThrow(/invalid blob key/);
  });

  it('refuses a content type that is not one', async () => {
    await expect(store.put('dept/1/x', bytes(1), 'image/png\nevil')).rejects.toThrow(/invalid content type/);
  });
});

describe('blobStore() is chosen by configuration', () => {
  const saved = { BLOB_BUCKET: process.env.BLOB_BUCKET, BLOB_DIR: process.env.BLOB_DIR };
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('uses the folder when there is no bucket', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'aed-blobs-'));
    delete process.env.BLOB_BUCKET;
    process.env.BLOB_DIR = dir;
    await blobStore().put('a/b', bytes(2), 'image/gif');
    expect(readdirSync(path.join(dir, 'a'))).toEqual(['b']);
  });

  it('uses the bucket when one is named, whatever the folder', () => {
    process.env.BLOB_BUCKET = 'aed-blobs-test';
    process.env.BLOB_DIR = mkdtempSync(path.join(tmpdir(), 'aed-blobs-'));
    const store = blobStore();
    expect(blobStore()).toBe(store);
    process.env.BLOB_BUCKET = '';
    expect(blobStore()).not.toBe(store);
  });

  it('fails clearly when neither is configured', () => {
    delete process.env.BLOB_BUCKET;
    delete process.env.BLOB_DIR;
    expect(() => blobStore()).toThrow(/BLOB_BUCKET.*BLOB_DIR/);
  });
});

/**
 * The S3 implementation against a minimal S3-compatible endpoint (path-style PUT/GET/DELETE object, NoSuchKey as
 * S3 answers it), so the real SDK requests and error handling are exercised without AWS.
 */
describe('S3 blob store', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  let server: Server;
  let store: BlobStore;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        seen.push(`${req.method} ${key}`);
        if (req.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200, { etag: '"1"' }).end();
        } else if (req.method === 'GET') {
          const o = objects.get(key);
          if (!o) {
            res.writeHead(404, { 'content-type': 'application/xml' });
            res.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
          } else res.writeHead(200, { 'content-type': o.type, 'content-length': String(o.body.length) }).end(o.body);
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    store = s3BlobStore('aed-blobs', client);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts with the content type, gets the bytes back, answers null for a missing key, deletes', async () => {
    const key = newBlobKey('dept/7/seal');
    const tiff = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), bytes(5000, 9)]);
    await store.put(key, tiff, 'image/tiff');
    expect(objects.get(`/aed-blobs/${key}`)).toEqual({ body: tiff, type: 'image/tiff' });
    expect(await store.get(key)).toEqual({ bytes: tiff, contentType: 'image/tiff' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(seen).toEqual([`PUT /aed-blobs/${key}`, `GET /aed-blobs/${key}`, `DELETE /aed-blobs/${key}`, `GET /aed-blobs/${key}`]);
  });

  it('refuses a key it did not make before any request', async () => {
    const before = seen.length;
    await expect(store.get('../other-bucket/x')).rejects.toThrow(/invalid blob key/);
    expect(seen.length).toBe(before);
  });
});
