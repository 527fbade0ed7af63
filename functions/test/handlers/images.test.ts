/**
 * Images in object storage (docs/decisions/0008): organization logo/seal and user avatar uploads checked by content and
 * size, stored as blobs (DATA_DIR/blobs locally) with only metadata in DynamoDB, served by scope-checked GET routes.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@aed/shared/constants/limits';
import { IMAGE_PART_BYTES } from '@aed/shared/schemas/dept';
import { getImageUpload, listImageUploadsOfDept } from '../../src/data/access/image-uploads';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { adminToken, invoke, loginAs } from '../helpers';
import { expectError } from './support';
import { PNG_SIGNATURE, gifImage, jpegImage, pngImage, pngOfSize, tiffImage, webpImage } from '../image-fixtures';
import { createUserIn, invokeWithParams } from './role-menu-support';
import { blobStore } from '../../src/data/blob-store';
import { getDeptImageMeta } from '../../src/data/access/dept-reads';
import { getUserById } from '../../src/data/access/user-reads';
import { createLocalServer } from '../../src/local/http-adapter';
import type { ApiHandler } from '../../src/lib/define-handler';
import { routeEntry, type RouteDefinition } from '../../src/routes/route-table';

const PASSWORD = 'Images#2026pw';
/** A whole png of 8 + `size` bytes (a 1 x 1 image, then `fill` bytes). */
const png = (fill: number, size = 120) => pngOfSize(8 + size, fill);
const jpeg = (fill: number) => jpegImage(1, 1, fill);
const TIFF = tiffImage(2, 2, 2);
const GIF = gifImage();
const dataUrl = (type: string, b: Buffer) => `data:${type};base64,${b.toString('base64')}`;
/** One byte over what an upload may carry once decoded. */
const TOO_BIG = png(0, LIMITS.imageUploadBytes - 8 + 1);

/** Every object of the blob store under `prefix` (e.g. `dept/105`). */
function blobsUnder(prefix: string): string[] {
  const dir = path.join(process.env.BLOB_DIR!, prefix);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => `${prefix}/${name}`);
}

const bodyOf = (res: { raw: { body?: string; isBase64Encoded?: boolean } }) => Buffer.from(res.raw.body ?? '', res.raw.isBase64Encoded ? 'base64' : 'utf8');

describe('organization logo and seal in object storage', () => {
  let admin: string;
  let seq = 0;
  const deptIn = async (parentId = 100) => {
    const res = await invoke('DeptAdd', { token: admin, body: { deptType: '0', parentId, deptName: `Image Org ${Date.now()} ${++seq}` } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as { deptId: number; deptPath: string };
  };
  const upload = (deptId: number, kind: 'logo' | 'seal', image: string, token = admin) =>
    invoke('DeptImageUpload', { token, body: { deptId, kind, image } });
  const serve = (deptId: number, kind: string, token?: string) => invokeWithParams('DeptImage', { deptId: String(deptId), kind }, { token });
  const info = async (deptId: number) => (await invoke('DeptInfo', { token: admin, query: { deptId: String(deptId) } })).json.data;

  beforeAll(async () => {
    admin = await adminToken();
  });

  it('stores the bytes as an object, keeps only metadata in the table and answers a versioned URL', async () => {
    const d = await deptIn();
    const up = await upload(d.deptId, 'logo', dataUrl('image/png', png(1)));
    expect(up.status, JSON.stringify(up.json)).toBe(200);
    expect(up.json.data.url).toMatch(new RegExp(`^/prod-api/upms/system/dept/image/${d.deptId}/logo\\?v=.+`));
    expect(await info(d.deptId)).toMatchObject({ hasLogo: true, logoUrl: up.json.data.url, hasSeal: false, sealUrl: '' });

    const meta = await getDeptImageMeta(d.deptId, 'logo');
    expect(meta).toMatchObject({ contentType: 'image/png', size: png(1).length });
    expect(meta!.blobKey).toMatch(new RegExp(`^dept/${d.deptId}/logo-[0-9a-f-]{36}$`));
    expect(blobsUnder(`dept/${d.deptId}`)).toEqual([meta!.blobKey]);

    const got = await serve(d.deptId, 'logo', admin);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(String(got.headers['content-disposition'])).toMatch(/^inline;/);
    expect(got.raw.isBase64Encoded).toBe(true);
    expect(bodyOf(got)).toEqual(png(1));
  });

  it('replacing an image serves the new bytes, deletes the old object and changes the URL', async () => {
    const d = await deptIn();
    const first = await upload(d.deptId, 'seal', dataUrl('image/tiff', TIFF));
    const oldKey = (await getDeptImageMeta(d.deptId, 'seal'))!.blobKey;
    const second = await upload(d.deptId, 'seal', dataUrl('image/jpeg', jpeg(5)));
    expect(second.status).toBe(200);
    expect(second.json.data.url).not.toBe(first.json.data.url);
    const meta = (await getDeptImageMeta(d.deptId, 'seal'))!;
    expect(meta).toMatchObject({ contentType: 'image/jpeg', size: jpeg(5).length });
    expect(await blobStore().get(oldKey)).toBeNull();
    expect(blobsUnder(`dept/${d.deptId}`)).toEqual([meta.blobKey]);
    const got = await serve(d.deptId, 'seal', admin);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(bodyOf(got)).toEqual(jpeg(5));
  });

  it('refuses an image over the upload limit and a wrong format by content, changing nothing', async () => {
    const d = await deptIn();
    await upload(d.deptId, 'logo', dataUrl('image/png', png(1)));
    const before = await getDeptImageMeta(d.deptId, 'logo');
    const recordBefore = await info(d.deptId);

    expectError(await upload(d.deptId, 'logo', dataUrl('image/png', TOO_BIG)), 413, 'common.fileTooLarge');
    // declared png, bytes gif; declared tiff, bytes png; a gif is no logo format at all
    expectError(await upload(d.deptId, 'logo', dataUrl('image/png', GIF)), 400, 'common.fileFormat');
    expectError(await upload(d.deptId, 'logo', dataUrl('image/tiff', png(2))), 400, 'common.fileFormat');
    expectError(await upload(d.deptId, 'logo', `data:image/gif;base64,${GIF.toString('base64')}`), 400, 'common.fileFormat');

    expect(await getDeptImageMeta(d.deptId, 'logo')).toEqual(before);
    expect(await info(d.deptId)).toEqual(recordBefore);
    expect(blobsUnder(`dept/${d.deptId}`)).toEqual([before!.blobKey]);
    expect(bodyOf(await serve(d.deptId, 'logo', admin))).toEqual(png(1));
  });

  it('accepts an image of exactly the upload limit', async () => {
    const d = await deptIn();
    const exact = png(3, LIMITS.imageUploadBytes - 8);
    expect((await upload(d.deptId, 'logo', dataUrl('image/png', exact))).status).toBe(200);
    expect((await getDeptImageMeta(d.deptId, 'logo'))!.size).toBe(LIMITS.imageUploadBytes);
  });

  /** Sends `bytes` in parts as the SPA does; answers the upload id (or the refused answer). */
  const sendParts = async (deptId: number, kind: 'logo' | 'seal', bytes: Buffer, token = admin) => {
    let uploadId: string | undefined;
    for (let index = 0; index * IMAGE_PART_BYTES < bytes.length; index += 1) {
      const data = bytes.subarray(index * IMAGE_PART_BYTES, (index + 1) * IMAGE_PART_BYTES).toString('base64');
      const res = await invoke('DeptImagePart', { token, body: { deptId, kind, index, data, ...(uploadId ? { uploadId } : {}) } });
      if (res.status !== 200) return { refused: res };
      uploadId = res.json.data.uploadId;
    }
    return { uploadId: uploadId! };
  };
  const serveRange = (deptId: number, kind: string, range?: string) => {
    const event = { deptId: String(deptId), kind };
    return invokeWithParams('DeptImage', event, { token: admin, headers: range ? { range } : {} });
  };

  it('takes an image of the full 5 MB in parts and serves it back in byte ranges (no request or answer over what a Lambda carries)', async () => {
    const d = await deptIn();
    const big = png(7, LIMITS.imageBytes - 8);
    big.writeUInt32BE(0xdeadbeef, IMAGE_PART_BYTES - 2); // bytes across the part boundary must come back in place
    const sent = await sendParts(d.deptId, 'seal', big);
    expect(sent.uploadId).toBeDefined();
    // nothing shows before the image call names the upload
    expect(await getDeptImageMeta(d.deptId, 'seal')).toBeNull();
    const res = await invoke('DeptImageUpload', { token: admin, body: { deptId: d.deptId, kind: 'seal', uploadId: sent.uploadId, imageType: 'image/png' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const meta = (await getDeptImageMeta(d.deptId, 'seal'))!;
    expect(meta).toMatchObject({ contentType: 'image/png', size: LIMITS.imageBytes });
    // the parts and the upload record are gone; only the image object stays
    expect(blobsUnder(`dept/${d.deptId}`)).toEqual([meta.blobKey]);
    expect(await getImageUpload(sent.uploadId!)).toBeNull();

    const first = await serveRange(d.deptId, 'seal');
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-${4 * 1024 * 1024 - 1}/${LIMITS.imageBytes}`);
    expect(first.raw.body!.length).toBeLessThan(6 * 1024 * 1024);
    const rest = await serveRange(d.deptId, 'seal', `bytes=${4 * 1024 * 1024}-`);
    expect(rest.status).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${4 * 1024 * 1024}-${LIMITS.imageBytes - 1}/${LIMITS.imageBytes}`);
    expect(Buffer.concat([bodyOf(first), bodyOf(rest)]).equals(big)).toBe(true);
    // a small image is answered whole; a range past the end is refused
    await upload(d.deptId, 'logo', dataUrl('image/png', png(1)));
    expect((await serveRange(d.deptId, 'logo')).status).toBe(200);
    expect(bodyOf(await serveRange(d.deptId, 'logo', 'bytes=0-7'))).toEqual(png(1).subarray(0, 8));
    expectError(await serveRange(d.deptId, 'logo', `bytes=${png(1).length}-`), 416, 'file.rangeNotSatisfiable');
  });

  it('refuses parts that are no image, over 5 MB, out of order or of another organization, and a declared type the bytes are not, changing nothing', async () => {
    const d = await deptIn();
    const other = await deptIn();
    await upload(d.deptId, 'logo', dataUrl('image/png', png(1)));
    const before = await getDeptImageMeta(d.deptId, 'logo');
    const part = (body: Record<string, unknown>) => invoke('DeptImagePart', { token: admin, body: { deptId: d.deptId, kind: 'logo', ...body } });

    // the first part must already be a png, jpeg or tiff
    expectError(await part({ index: 0, data: GIF.toString('base64') }), 400, 'common.fileFormat');
    // more than 5 MB in total: refused, and the started upload is dropped with its parts
    const tooBig = png(2, LIMITS.imageBytes - 8 + 1);
    const sent = await sendParts(d.deptId, 'logo', tooBig);
    expect(sent.refused && sent.refused.json.errorCode).toBe('common.fileTooLarge');
    expect(await listImageUploadsOfDept(d.deptId)).toEqual([]);
    // a part without its upload, or out of order
    expectError(await part({ index: 1, data: 'AAAA', uploadId: '0b0e1f5e-55f2-4a8b-9a57-3f6b1f1e2d3c' }), 400, 'file.uploadIncomplete');
    const started = await part({ index: 0, data: png(3, IMAGE_PART_BYTES - 8).toString('base64') });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const uploadId = started.json.data.uploadId as string;
    expectError(await part({ index: 0, data: 'AAAA', uploadId }), 400, 'file.uploadIncomplete');
    // another organization (or kind) cannot take it; a declared type that is not the bytes' refuses and drops it
    expectError(await invoke('DeptImageUpload', { token: admin, body: { deptId: other.deptId, kind: 'logo', uploadId, imageType: 'image/png' } }), 400, 'file.uploadIncomplete');
    expectError(await invoke('DeptImageUpload', { token: admin, body: { deptId: d.deptId, kind: 'seal', uploadId, imageType: 'image/png' } }), 400, 'file.uploadIncomplete');
    expectError(await invoke('DeptImageUpload', { token: admin, body: { deptId: d.deptId, kind: 'logo', uploadId, imageType: 'image/jpeg' } }), 400, 'common.fileFormat');
    expectError(await invoke('DeptImageUpload', { token: admin, body: { deptId: d.deptId, kind: 'logo', uploadId, imageType: 'image/png' } }), 400, 'file.uploadIncomplete');
    // an uploadId needs the declared type
    expectError(await invoke('DeptImageUpload', { token: admin, body: { deptId: d.deptId, kind: 'logo', uploadId } }), 400, 'common.validation');

    expect(await getDeptImageMeta(d.deptId, 'logo')).toEqual(before);
    expect(blobsUnder(`dept/${d.deptId}`)).toEqual([before!.blobKey]);
    expect(blobsUnder(`dept/${other.deptId}`)).toEqual([]);
  });

  it('refuses a logo or seal whose bytes are cut short, sent whole or in parts, changing nothing', async () => {
    const d = await deptIn();
    const tiff = tiffImage(900, 900);
    const cut = tiff.subarray(0, tiff.length - 1);
    expectError(await upload(d.deptId, 'seal', dataUrl('image/tiff', cut)), 400, 'common.imageInvalid');
    const big = tiffImage(2000, 2000);
    const sent = await sendParts(d.deptId, 'seal', big.subarray(0, big.length - 100));
    expect(sent.uploadId).toBeDefined();
    const res = await invoke('DeptImageUpload', { token: admin, body: { deptId: d.deptId, kind: 'seal', uploadId: sent.uploadId, imageType: 'image/tiff' } });
    expectError(res, 400, 'common.imageInvalid');
    expect(await getDeptImageMeta(d.deptId, 'seal')).toBeNull();
    expect(blobsUnder(`dept/${d.deptId}`)).toEqual([]);
    // the whole file is taken
    const whole = await sendParts(d.deptId, 'seal', big);
    expect((await invoke('DeptImageUpload', { token: admin, body: { deptId: d.deptId, kind: 'seal', uploadId: whole.uploadId, imageType: 'image/tiff' } })).status).toBe(200);
  });

  it('deleting an organization also drops its unfinished uploads', async () => {
    const d = await deptIn();
    const started = await invoke('DeptImagePart', { token: admin, body: { deptId: d.deptId, kind: 'seal', index: 0, data: png(4).toString('base64') } });
    expect(started.status).toBe(200);
    expect(blobsUnder(`dept/${d.deptId}`)).toHaveLength(1);
    expect((await invoke('DeptDelete', { token: admin, query: { deptId: String(d.deptId) } })).status).toBe(200);
    expect(blobsUnder(`dept/${d.deptId}`)).toEqual([]);
    expect(await getImageUpload(started.json.data.uploadId)).toBeNull();
  });

  it('removing an image deletes its object; serving it then answers 404', async () => {
    const d = await deptIn();
    await upload(d.deptId, 'logo', dataUrl('image/png', png(1)));
    const key = (await getDeptImageMeta(d.deptId, 'logo'))!.blobKey;
    const removed = await upload(d.deptId, 'logo', '');
    expect(removed.json.data).toEqual({ kind: 'logo', url: '' });
    expect(await blobStore().get(key)).toBeNull();
    expect(await info(d.deptId)).toMatchObject({ hasLogo: false, logoUrl: '' });
    expectError(await serve(d.deptId, 'logo', admin), 404, 'common.notFound');
  });

  it('serves an image only to callers whose data scope covers the organization', async () => {
    const a = await deptIn();
    const b = await deptIn();
    await upload(a.deptId, 'logo', dataUrl('image/png', png(8)));
    // orgAdmin (3): organization and below, with dept query; user (7): only own records
    await createUserIn(`img_adm_a${seq}`, PASSWORD, [3], a.deptId, a.deptPath);
    await createUserIn(`img_usr_a${seq}`, PASSWORD, [7], a.deptId, a.deptPath);
    await createUserIn(`img_adm_b${seq}`, PASSWORD, [3], b.deptId, b.deptPath);
    const adminA = await loginAs(`img_adm_a${seq}`, PASSWORD);
    const userA = await loginAs(`img_usr_a${seq}`, PASSWORD);
    const adminB = await loginAs(`img_adm_b${seq}`, PASSWORD);

    expect(bodyOf(await serve(a.deptId, 'logo', adminA))).toEqual(png(8));
    expectError(await serve(a.deptId, 'logo', adminB), 404, 'dept.notFound');
    expectError(await serve(a.deptId, 'logo', userA), 404, 'dept.notFound');
    expectError(await serve(a.deptId, 'logo'), 401, 'session.invalid');
    expectError(await serve(a.deptId, 'stamp', admin), 400, 'common.validation');
    // an upload outside the scope is refused and stores nothing
    expectError(await upload(a.deptId, 'seal', dataUrl('image/png', png(9)), adminB), 404, 'dept.notFound');
    expect(blobsUnder(`dept/${a.deptId}`)).toHaveLength(1);
  });

  it('deleting an organization deletes its images', async () => {
    const d = await deptIn();
    await upload(d.deptId, 'logo', dataUrl('image/png', png(1)));
    await upload(d.deptId, 'seal', dataUrl('image/tiff', TIFF));
    const keys = [(await getDeptImageMeta(d.deptId, 'logo'))!.blobKey, (await getDeptImageMeta(d.deptId, 'seal'))!.blobKey];
    expect(blobsUnder(`dept/${d.deptId}`).sort()).toEqual(keys.sort());

    const del = await invoke('DeptDelete', { token: admin, query: { deptId: String(d.deptId) } });
    expect(del.status, JSON.stringify(del.json)).toBe(200);
    expect(blobsUnder(`dept/${d.deptId}`)).toEqual([]);
    expect(await getDeptImageMeta(d.deptId, 'logo')).toBeNull();
    expect(await getDeptImageMeta(d.deptId, 'seal')).toBeNull();
  });
});

describe('avatar in object storage', () => {
  let deptA: { deptId: number; deptPath: string };
  let deptB: { deptId: number; deptPath: string };
  let owner: string;
  let ownerId: number;
  beforeAll(async () => {
    const admin = await adminToken();
    const add = async (name: string) =>
      (await invoke('DeptAdd', { token: admin, body: { deptType: '0', parentId: 100, deptName: `${name} ${Date.now()}` } })).json.data;
    deptA = await add('Avatar Org A');
    deptB = await add('Avatar Org B');
    ownerId = await createUserIn('avatar_owner', PASSWORD, [7], deptA.deptId, deptA.deptPath);
    owner = await loginAs('avatar_owner', PASSWORD);
  });
  const serve = (userId: number, token?: string) => invokeWithParams('UserAvatar', { userId: String(userId) }, { token });

  it('stores an upload as an object, answers its URL (also in getInfo and the profile) and serves it to the owner', async () => {
    const res = await invoke('UpdateAvatar', { token: owner, body: { avatar: dataUrl('image/png', png(1)) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.avatar).toMatch(new RegExp(`^/prod-api/upms/system/user/avatar/${ownerId}\\?v=[0-9a-f-]{36}$`));
    expect((await invoke('GetInfo', { token: owner })).json.data.user.avatar).toBe(res.json.data.avatar);
    expect((await invoke('GetProfile', { token: owner })).json.data.user.avatar).toBe(res.json.data.avatar);

    const user = (await getUserById(ownerId))!;
    expect(user).toMatchObject({ avatarType: 'image/png', avatarSize: png(1).length });
    expect(user.avatar).toMatch(new RegExp(`^user/${ownerId}/avatar-`));
    expect(blobsUnder(`user/${ownerId}`)).toEqual([user.avatar]);

    const got = await serve(ownerId, owner);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(bodyOf(got)).toEqual(png(1));
  });

  it('replacing the avatar deletes the old object', async () => {
    const oldKey = (await getUserById(ownerId))!.avatar;
    const webp = webpImage();
    expect((await invoke('UpdateAvatar', { token: owner, body: { avatar: dataUrl('image/webp', webp) } })).status).toBe(200);
    const user = (await getUserById(ownerId))!;
    expect(user.avatar).not.toBe(oldKey);
    expect(await blobStore().get(oldKey)).toBeNull();
    expect(blobsUnder(`user/${ownerId}`)).toEqual([user.avatar]);
    const got = await serve(ownerId, owner);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(bodyOf(got)).toEqual(webp);
  });

  it('refuses an avatar over the upload limit and bytes that are no image, changing nothing', async () => {
    const before = (await getUserById(ownerId))!;
    expectError(await invoke('UpdateAvatar', { token: owner, body: { avatar: dataUrl('image/png', TOO_BIG) } }), 413, 'common.fileTooLarge');
    const script = Buffer.from('<script>alert(1)</script> not a PNG');
    expectError(await invoke('UpdateAvatar', { token: owner, body: { avatar: dataUrl('image/png', script) } }), 400, 'profile.avatarFormat');
    expectError(await invoke('UpdateAvatar', { token: owner, body: { avatar: dataUrl('image/gif', TIFF) } }), 400, 'profile.avatarFormat');
    const after = (await getUserById(ownerId))!;
    expect(after).toEqual(before);
    expect(blobsUnder(`user/${ownerId}`)).toEqual([before.avatar]);
  });

  it('refuses an avatar that is only a signature, cut short, damaged or of absurd dimensions, changing nothing', async () => {
    const before = (await getUserById(ownerId))!;
    const whole = pngImage(4, 4);
    const damaged = Buffer.from(whole);
    damaged[40] ^= 0x01; // inside IHDR: its checksum no longer matches
    const refusals: [string, Buffer][] = [
      ['image/png', PNG_SIGNATURE],
      ['image/png', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 1)])],
      ['image/png', whole.subarray(0, whole.length - 12)], // no IEND
      ['image/png', damaged],
      ['image/png', pngImage(LIMITS.imageMaxSidePx + 1, 1)],
      ['image/jpeg', jpegImage(2, 2).subarray(0, -2)], // no end-of-image marker
      ['image/jpeg', jpegImage(1, LIMITS.imageMaxSidePx + 1)],
      ['image/gif', gifImage().subarray(0, -1)],
      ['image/webp', webpImage().subarray(0, -4)],
      ['image/webp', webpImage(LIMITS.imageMaxSidePx * 2, 1)],
    ];
    for (const [type, bytes] of refusals) {
      const res = await invoke('UpdateAvatar', { token: owner, body: { avatar: dataUrl(type, bytes) } });
      expectError(res, 400, 'common.imageInvalid');
      expect(res.json.params).toEqual({ max: LIMITS.imageMaxSidePx });
    }
    expect(await getUserById(ownerId)).toEqual(before);
    expect(blobsUnder(`user/${ownerId}`)).toEqual(before.avatar ? [before.avatar] : []);
    // the largest side allowed is taken
    expect((await invoke('UpdateAvatar', { token: owner, body: { avatar: dataUrl('image/png', pngImage(LIMITS.imageMaxSidePx, 1)) } })).status).toBe(200);
  });

  it('serves an avatar to its owner and to user administrators whose scope covers the user, to nobody else', async () => {
    const admin = await adminToken();
    // A role holding only system:user:query over its organization and below (the seeded button when the user
    // module's menus exist, else a button made for this test).
    const menus = (await invoke('MenuList', { token: admin })).json.data as { menuId: number; perms: string }[];
    let queryButton = menus.find((m) => m.perms === PERMISSIONS.user.query)?.menuId;
    if (!queryButton) {
      const screen = await invoke('MenuAdd', { token: admin, body: { menuName: 'Avatar users', menuType: 'C', path: 'avatar-users', component: 'system/user/index', perms: PERMISSIONS.user.list } });
      const button = await invoke('MenuAdd', { token: admin, body: { menuName: 'Avatar user query', parentId: screen.json.data.menuId, menuType: 'F', perms: PERMISSIONS.user.query } });
      expect(button.status, JSON.stringify(button.json)).toBe(200);
      queryButton = button.json.data.menuId as number;
    }
    const role = await invoke('RoleAdd', { token: admin, body: { roleName: 'Avatar viewer', roleKey: 'avatarViewer', menuIds: [queryButton], dataScope: '4' } });
    expect(role.status, JSON.stringify(role.json)).toBe(200);
    const viewer = role.json.data.roleId as number;
    await createUserIn('avatar_adm_a', PASSWORD, [viewer], deptA.deptId, deptA.deptPath);
    await createUserIn('avatar_usr_a', PASSWORD, [7], deptA.deptId, deptA.deptPath);
    await createUserIn('avatar_adm_b', PASSWORD, [viewer], deptB.deptId, deptB.deptPath);
    expect((await serve(ownerId, await loginAs('avatar_adm_a', PASSWORD))).status).toBe(200);
    expect((await serve(ownerId, await adminToken())).status).toBe(200);
    expectError(await serve(ownerId, await loginAs('avatar_usr_a', PASSWORD)), 404, 'common.notFound');
    expectError(await serve(ownerId, await loginAs('avatar_adm_b', PASSWORD)), 404, 'common.notFound');
    expectError(await serve(ownerId), 401, 'session.invalid');
    // a user without an avatar, and one that does not exist
    const none = await createUserIn('avatar_none', PASSWORD, [7], deptA.deptId, deptA.deptPath);
    expectError(await serve(none, await adminToken()), 404, 'common.notFound');
    expectError(await serve(999_999, await adminToken()), 404, 'common.notFound');
  });
});

describe('images through the local HTTP adapter (binary answers)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const loadHandler = async (route: RouteDefinition) =>
      ((await import(/* @vite-ignore */ fileURLToPath(new URL(`../../src/routes/${routeEntry(route)}.ts`, import.meta.url)))) as { handler: ApiHandler }).handler;
    server = createLocalServer({ staticDir: process.env.BLOB_DIR!, loadHandler });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('uploads a data URL and gets the exact bytes back from the URL the answer names', async () => {
    const token = await adminToken();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const bytes = Buffer.concat([jpeg(0), Buffer.from([0x00, 0xff, 0x0a, 0x0d, 0x80, 0xfe])]);
    const up = await fetch(`${base}/prod-api/upms/system/user/profile/avatar`, { method: 'POST', headers: auth, body: JSON.stringify({ avatar: dataUrl('image/jpeg', bytes) }) });
    expect(up.status).toBe(200);
    const { data } = (await up.json()) as { data: { avatar: string } };
    const got = await fetch(`${base}${data.avatar}`, { headers: auth });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(bytes);
  });

  it('refuses a 5 MB image in one request, as a Lambda would, and takes it in parts, served back in ranges', async () => {
    const token = await adminToken();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const dept = (await invoke('DeptAdd', { token, body: { deptType: '0', parentId: 100, deptName: `Adapter Org ${Date.now()}` } })).json.data;
    const big = Buffer.concat([jpegImage(1, 1, 9), Buffer.alloc(LIMITS.imageBytes - jpegImage().length, 9)]);
    const post = (path: string, body: unknown) => fetch(`${base}/prod-api/upms/system/dept/${path}`, { method: 'POST', headers: auth, body: JSON.stringify(body) });

    const whole = await post('image', { deptId: dept.deptId, kind: 'logo', image: dataUrl('image/jpeg', big) });
    expect(whole.status).toBe(413);

    let uploadId: string | undefined;
    for (let index = 0; index * IMAGE_PART_BYTES < big.length; index += 1) {
      const data = big.subarray(index * IMAGE_PART_BYTES, (index + 1) * IMAGE_PART_BYTES).toString('base64');
      const res = await post('image/part', { deptId: dept.deptId, kind: 'logo', index, data, ...(uploadId ? { uploadId } : {}) });
      expect(res.status).toBe(200);
      uploadId = ((await res.json()) as { data: { uploadId: string } }).data.uploadId;
    }
    const done = await post('image', { deptId: dept.deptId, kind: 'logo', uploadId, imageType: 'image/jpeg' });
    expect(done.status).toBe(200);
    const { url } = ((await done.json()) as { data: { url: string } }).data;

    const parts: Buffer[] = [];
    let next = 0;
    for (let i = 0; i < 5 && next < big.length; i += 1) {
      const got = await fetch(`${base}${url}`, { headers: { ...auth, range: `bytes=${next}-` } });
      expect(got.status).toBe(206);
      const [, , end, total] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(got.headers.get('content-range') ?? '')!.map(Number);
      expect(total).toBe(big.length);
      parts.push(Buffer.from(await got.arrayBuffer()));
      next = end + 1;
    }
    expect(Buffer.concat(parts).equals(big)).toBe(true);
  });
});
