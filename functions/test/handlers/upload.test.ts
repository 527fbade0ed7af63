/**
 * The one upload path (docs/decisions/0040): presigned POST straight to object storage (locally the HTTP adapter,
 * which enforces the policy as S3 does), confirmation against the purpose, short-lived download URLs scoped by the
 * data scope across three tenants, and attaching uploads to a record race-free.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PENDING_UPLOAD_SECONDS, UPLOAD_PURPOSES, UPLOADS_PER_USER_HOUR } from '@aed/shared/schemas/upload';
import { invoke } from '../helpers';
import { expectError } from './support';
import { ROLE, addDept, threeTenants, userAt, type World } from './tenant-support';
import { pngOfSize } from '../image-fixtures';
import { createLocalServer } from '../../src/local/http-adapter';
import { getUpload, listDueSweeps, listUploadsOfOwner, rebaseUploads, uploadCounterKey } from '../../src/data/access/uploads';
import { localObjectFile } from '../../src/data/upload-store';
import { uploadSweep } from '../../src/domain/upload/upload-sweep';
import { RateCounterEntity } from '../../src/data/entities/rate-counter-entity';
import { blobStore } from '../../src/data/blob-store';
import { UploadEntity } from '../../src/data/entities/upload-entity';
import { ALL_SCOPE } from '../../src/data/data-scope';
import type { Actor } from '../../src/domain/actor';
import { attachUploads, checkUploadsToAttach } from '../../src/domain/upload/upload-attach';
import { listOwnerFiles, ownerFileUrl } from '../../src/domain/upload/upload-queries';

type Presigned = { uploadId: string; url: string; fields: Record<string, string>; maxBytes: number };

const PNG = pngOfSize(2000, 7);
const SUPER: Actor = { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 's', roles: ['admin'], permissions: ['*:*:*'], scope: ALL_SCOPE };

/** Every file under BLOB_DIR/upload (temporary ones included). */
function storedFiles(): string[] {
  const root = path.join(process.env.BLOB_DIR!, 'upload');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
}

describe('one upload path', () => {
  let server: Server;
  let w: World;
  const tokens: Record<string, string> = {};

  const presign = (token: string, over: Record<string, unknown> = {}) =>
    invoke('UploadPresign', { token, body: { purpose: 'image', fileName: 'photo.png', contentType: 'image/png', size: PNG.length, ...over } });
  const presignOk = async (token: string, over: Record<string, unknown> = {}) => {
    const res = await presign(token, over);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as Presigned;
  };
  /** POSTs the form as a browser does: the fields in order, then the file. */
  const post = (p: Presigned, bytes: Buffer, type = 'image/png', fields: Record<string, string> = p.fields) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
    return fetch(p.url, { method: 'POST', body: form });
  };
  const confirm = (token: string, uploadId: string) => invoke('UploadConfirm', { token, body: { uploadId } });
  const urlOf = (token: string, uploadId: string) => invoke('UploadUrl', { token, query: { uploadId } });
  /** Presigned, POSTed and confirmed: the upload's id. */
  const uploaded = async (token: string, bytes = PNG) => {
    const p = await presignOk(token, { size: bytes.length });
    expect((await post(p, bytes)).status).toBe(204);
    const res = await confirm(token, p.uploadId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return p.uploadId;
  };

  beforeAll(async () => {
    server = createLocalServer({ staticDir: process.env.BLOB_DIR! });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.LOCAL_BLOB_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local-blobs`;
    w = await threeTenants();
    tokens.admin = w.admin;
    for (const t of ['A', 'B', 'C'] as const) {
      tokens[`${t}agent`] = (await userAt(w[t].agent, [ROLE.orgAdmin], `up${t.toLowerCase()}`)).token;
      tokens[`${t}customer`] = (await userAt(w[t].customer, [ROLE.user], `upc${t.toLowerCase()}`)).token;
    }
  }, 240_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('presigns a POST limited to the purpose, stores the file, confirms it and serves it by a short-lived URL', async () => {
    const p = await presignOk(tokens.Acustomer);
    expect(p.maxBytes).toBe(UPLOAD_PURPOSES.image.maxBytes);
    const policy = JSON.parse(Buffer.from(p.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(expect.arrayContaining([['content-length-range', 1, UPLOAD_PURPOSES.image.maxBytes], ['eq', '$Content-Type', 'image/png'], { key: p.fields.key }]));
    expect(p.fields.key).toMatch(new RegExp(`^upload/${w.A.customer.deptId}/${p.uploadId}$`));
    expect((await getUpload(p.uploadId))?.state).toBe('pending');
    // not confirmed yet: no URL
    expectError(await urlOf(tokens.Acustomer, p.uploadId), 409, 'upload.notConfirmed');
    expectError(await confirm(tokens.Acustomer, p.uploadId), 409, 'upload.notUploaded');
    expect((await post(p, PNG)).status).toBe(204);
    const res = await confirm(tokens.Acustomer, p.uploadId);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ uploadId: p.uploadId, state: 'confirmed', size: PNG.length, contentType: 'image/png', fileName: 'photo.png' });
    // twice: the same answer
    expect((await confirm(tokens.Acustomer, p.uploadId)).json.data.state).toBe('confirmed');
    const url = await urlOf(tokens.Acustomer, p.uploadId);
    expect(url.status).toBe(200);
    const got = await fetch(url.json.data.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('content-disposition')).toContain('photo.png');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses at presign a type or size the purpose does not take, storing nothing', async () => {
    expectError(await presign(tokens.Acustomer, { contentType: 'text/html' }), 415, 'upload.wrongType');
    expectError(await presign(tokens.Acustomer, { purpose: 'signature', contentType: 'image/jpeg' }), 415, 'upload.wrongType');
    expectError(await presign(tokens.Acustomer, { size: UPLOAD_PURPOSES.image.maxBytes + 1 }), 413, 'upload.tooLarge');
    expectError(await presign(tokens.Acustomer, { purpose: 'attachment', contentType: 'application/pdf', size: UPLOAD_PURPOSES.attachment.maxBytes + 1 }), 413, 'upload.tooLarge');
    expect((await presign(tokens.Acustomer, { purpose: 'attachment', contentType: 'application/pdf', size: UPLOAD_PURPOSES.attachment.maxBytes })).status).toBe(200);
  });

  it('bounds the presigned POSTs one user asks for in an hour', async () => {
    const user = await userAt(w.C.customer, [ROLE.user], 'upmany');
    const userId = (await invoke('GetInfo', { token: user.token })).json.data.user.userId as number;
    await RateCounterEntity.put({ ...uploadCounterKey(userId), count: UPLOADS_PER_USER_HOUR - 1, lockedUntil: 0, ttl: Math.floor(Date.now() / 1000) + 3600 }).go();
    expect((await presign(user.token)).status).toBe(200);
    expectError(await presign(user.token), 429, 'upload.tooFrequent');
    // another user is not held back
    expect((await presign(tokens.Ccustomer)).status).toBe(200);
  });

  describe('the local stand-in refuses what S3 would, and stores nothing', () => {
    const before = () => new Set(storedFiles());
    const expectNothingNew = (was: Set<string>) => expect(storedFiles().filter((f) => !was.has(f))).toEqual([]);

    it('an oversized file', async () => {
      const was = before();
      const p = await presignOk(tokens.Bcustomer, { purpose: 'signature', size: 100 });
      const res = await post(p, pngOfSize(UPLOAD_PURPOSES.signature.maxBytes + 1));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain('EntityTooLarge');
      expectNothingNew(was);
      expectError(await confirm(tokens.Bcustomer, p.uploadId), 409, 'upload.notUploaded');
    });

    it('another content type than the policy names', async () => {
      const was = before();
      const p = await presignOk(tokens.Bcustomer);
      const res = await post(p, PNG, 'text/html', { ...p.fields, 'Content-Type': 'text/html' });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Policy Condition failed');
      expectNothingNew(was);
    });

    it('a tampered key, a tampered policy, an extra field', async () => {
      const was = before();
      const p = await presignOk(tokens.Bcustomer);
      const other = await presignOk(tokens.Ccustomer);
      const tamperedKey = await post(p, PNG, 'image/png', { ...p.fields, key: other.fields.key });
      expect(tamperedKey.status).toBe(403);
      const policy = JSON.parse(Buffer.from(p.fields.Policy, 'base64').toString('utf8'));
      policy.conditions = policy.conditions.map((c: unknown) => (Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 999_999_999] : c));
      const tamperedPolicy = await post(p, PNG, 'image/png', { ...p.fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') });
      expect(tamperedPolicy.status).toBe(403);
      expect(await tamperedPolicy.text()).toContain('SignatureDoesNotMatch');
      const extra = await post(p, PNG, 'image/png', { ...p.fields, acl: 'public-read' });
      expect(extra.status).toBe(403);
      expect(await extra.text()).toContain('Extra input fields');
      expectNothingNew(was);
    });

    it('a malformed body, or a form without its file', async () => {
      const was = before();
      const p = await presignOk(tokens.Bcustomer);
      const broken = await fetch(p.url, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, body: '--xyz\r\nContent-Disposition: form-data; name="key"\r\n\r\nupload' });
      expect(broken.status).toBe(400);
      const form = new FormData();
      for (const [k, v] of Object.entries(p.fields)) form.append(k, v);
      const noFile = await fetch(p.url, { method: 'POST', body: form });
      expect(noFile.status).toBe(400);
      expect(await noFile.text()).toContain('exactly one file');
      expect((await fetch(p.url, { method: 'PUT', body: 'x' })).status).toBe(405);
      expectNothingNew(was);
    });

    it('an expired policy', async () => {
      const was = before();
      const p = await presignOk(tokens.Bcustomer);
      const now = Date.now();
      const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 6 * 60_000);
      try {
        const res = await post(p, PNG);
        expect(res.status).toBe(403);
        expect(await res.text()).toContain('Policy expired');
      } finally {
        spy.mockRestore();
      }
      expectNothingNew(was);
    });

    it('a tampered or expired download URL', async () => {
      const id = await uploaded(tokens.Bcustomer);
      const { url } = (await urlOf(tokens.Bcustomer, id)).json.data as { url: string };
      const u = new URL(url);
      u.pathname = u.pathname.replace(/[^/]+$/, 'x');
      expect((await fetch(u)).status).toBe(403);
      const longer = new URL(url);
      longer.searchParams.set('X-Amz-Expires', '86400');
      expect((await fetch(longer)).status).toBe(403);
      const spy = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 6 * 60_000);
      try {
        expect((await fetch(url)).status).toBe(403);
      } finally {
        spy.mockRestore();
      }
      expect((await fetch(url)).status).toBe(200);
    });
  });

  it('confirm refuses and deletes a stored object that breaks its purpose', async () => {
    const wrongType = await presignOk(tokens.Ccustomer);
    await blobStore().put(wrongType.fields.key, PNG, 'text/html');
    expectError(await confirm(tokens.Ccustomer, wrongType.uploadId), 415, 'upload.wrongType');
    expect(await blobStore().get(wrongType.fields.key)).toBeNull();
    expect(await getUpload(wrongType.uploadId)).toBeNull();
    const tooBig = await presignOk(tokens.Ccustomer, { purpose: 'signature', size: 10 });
    await blobStore().put(tooBig.fields.key, pngOfSize(UPLOAD_PURPOSES.signature.maxBytes + 1), 'image/png');
    expectError(await confirm(tokens.Ccustomer, tooBig.uploadId), 413, 'upload.tooLarge');
    expect(await blobStore().get(tooBig.fields.key)).toBeNull();
    expect(await getUpload(tooBig.uploadId)).toBeNull();
  });

  it("answers another tenant's upload exactly like a missing one; the tenant's own administrator reaches it", async () => {
    const id = await uploaded(tokens.Acustomer);
    const missing = await urlOf(tokens.Bagent, '00000000-0000-4000-8000-000000000000');
    expectError(missing, 404, 'upload.notFound');
    for (const token of [tokens.Bagent, tokens.Cagent, tokens.Bcustomer, tokens.Ccustomer]) {
      const res = await urlOf(token, id);
      expect({ status: res.status, json: res.json }).toEqual({ status: missing.status, json: missing.json });
      expectError(await confirm(token, id), 404, 'upload.notFound');
    }
    expect((await urlOf(tokens.Aagent, id)).status).toBe(200);
    expect((await urlOf(tokens.admin, id)).status).toBe(200);
    // only the uploader confirms
    expectError(await confirm(tokens.Aagent, id), 404, 'upload.notFound');
  });

  it('attaches a confirmed upload to one record only, even when two records race for it', async () => {
    const id = await uploaded(tokens.admin);
    const pending = await presignOk(tokens.admin);
    await expect(checkUploadsToAttach(SUPER, [pending.uploadId], ['image'])).rejects.toMatchObject({ errorCode: 'upload.notConfirmed' });
    await expect(checkUploadsToAttach(SUPER, [id], ['signature'])).rejects.toMatchObject({ errorCode: 'upload.wrongType' });
    const outsider: Actor = { ...SUPER, userId: 99999, deptId: w.B.agent.deptId, deptPath: w.B.agent.deptPath, scope: { all: false, subtrees: [w.B.agent.deptPath], exact: [] } };
    await expect(checkUploadsToAttach(outsider, [id], ['image'])).rejects.toMatchObject({ errorCode: 'upload.notFound' });
    const results = await Promise.allSettled([
      attachUploads(SUPER, [id], ['image'], { kind: 'test', id: 'one' }),
      attachUploads(SUPER, [id], ['image'], { kind: 'test', id: 'two' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ errorCode: 'upload.alreadyUsed' });
    const after = await getUpload(id);
    expect(after?.state).toBe('attached');
    expect(after?.ttl).toBeUndefined();
    const winner = { kind: 'test', id: after!.ownerId! };
    expect((await listUploadsOfOwner(winner)).map((u) => u.uploadId)).toEqual([id]);
    expect((await listOwnerFiles(winner)).map((u) => u.uploadId)).toEqual([id]);
    expect((await ownerFileUrl(winner, id)).url).toContain(id);
    await expect(ownerFileUrl({ kind: 'test', id: winner.id === 'one' ? 'two' : 'one' }, id)).rejects.toMatchObject({ errorCode: 'upload.notFound' });
    // attached: neither attached again nor confirmed again
    await expect(attachUploads(SUPER, [id], ['image'], { kind: 'test', id: 'three' })).rejects.toMatchObject({ errorCode: 'upload.alreadyUsed' });
    expectError(await confirm(tokens.admin, id), 409, 'upload.alreadyUsed');
  });

  it('sweeps, once they expired, the objects of uploads never attached, and keeps the attached ones (decision 0040)', async () => {
    const sent = await presignOk(tokens.admin);
    expect((await post(sent, PNG)).status).toBe(204);
    const confirmedId = await uploaded(tokens.admin);
    const attachedId = await uploaded(tokens.admin);
    await attachUploads(SUPER, [attachedId], ['image'], { kind: 'test', id: 'sweep' });
    const objectOf = async (id: string) => existsSync(localObjectFile(process.env.BLOB_DIR!, (await getUpload(id))!.blobKey));
    const keys = await Promise.all([sent.uploadId, confirmedId, attachedId].map(async (id) => (await getUpload(id))!.blobKey));
    expect(await Promise.all([sent.uploadId, confirmedId, attachedId].map(objectOf))).toEqual([true, true, true]);
    // nothing is due yet: a run now changes nothing
    await uploadSweep('');
    expect(await Promise.all([sent.uploadId, confirmedId, attachedId].map(objectOf))).toEqual([true, true, true]);
    // a day and a bit later: the two never attached lose object and item, the attached one keeps both
    const later = Date.now() + (PENDING_UPLOAD_SECONDS + 2 * 3600) * 1000;
    const { affected } = await uploadSweep('', later);
    expect(affected).toBeGreaterThanOrEqual(2);
    expect(await getUpload(sent.uploadId)).toBeNull();
    expect(await getUpload(confirmedId)).toBeNull();
    expect(keys.slice(0, 2).map((k) => existsSync(localObjectFile(process.env.BLOB_DIR!, k)))).toEqual([false, false]);
    expect(await getUpload(attachedId)).toMatchObject({ state: 'attached' });
    expect(await objectOf(attachedId)).toBe(true);
    // its entries are gone: the next run finds nothing to do
    expect((await uploadSweep('', later)).affected).toBe(0);
    expect(await listDueSweeps(new Date(later).toISOString(), 10)).toEqual([]);
  });

  it('refuses an expired upload at confirmation and deletes it', async () => {
    const p = await presignOk(tokens.Acustomer);
    expect((await post(p, PNG)).status).toBe(204);
    // its day has passed (DynamoDB's TTL removes items late: the server refuses by the ttl itself)
    await UploadEntity.patch({ uploadId: p.uploadId }).set({ ttl: Math.floor(Date.now() / 1000) - 1 }).go();
    expectError(await confirm(tokens.Acustomer, p.uploadId), 410, 'upload.expired');
    expect(await getUpload(p.uploadId)).toBeNull();
    expect(await blobStore().get(p.fields.key)).toBeNull();
  });

  it('moves uploads with their organization: after an organization move the new tenant reaches them, the old one no longer', async () => {
    const x = await addDept(w.admin, w.C.agent.deptId, 'Moving customer', '2', 2);
    const id = await uploaded((await userAt(x, [ROLE.user], 'upmove')).token);
    expect((await urlOf(tokens.Cagent, id)).status).toBe(200);
    expectError(await urlOf(tokens.Aagent, id), 404, 'upload.notFound');
    const current = (await invoke('DeptInfo', { token: w.admin, query: { deptId: String(x.deptId) } })).json.data;
    const { deptPath: _p, ancestors: _a, hasMailPassword: _h, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = current;
    const moved = await invoke('DeptUpdate', { token: w.admin, body: { ...body, parentId: w.A.agent.deptId } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await getUpload(id))?.deptPath).toBe(`${w.A.agent.deptPath}${x.deptId},`);
    expect((await urlOf(tokens.Aagent, id)).status).toBe(200);
    expectError(await urlOf(tokens.Cagent, id), 404, 'upload.notFound');
    // re-running the rebase changes nothing
    expect(await rebaseUploads(`${w.C.agent.deptPath}${x.deptId},`, `${w.A.agent.deptPath}${x.deptId},`)).toBe(0);
  });
});
