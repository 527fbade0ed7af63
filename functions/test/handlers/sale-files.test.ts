/**
 * The documents of a sale record (decisions 0040, 0043): photos and signatures uploaded through the one upload path,
 * attached in the sale's own transaction, downloaded through the sale's scope, never taken by a second record.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleRecord } from '@aed/shared/schemas/sale';
import { invoke } from '../helpers';
import { expectError } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { createTestUser } from './support';
import { pngOfSize } from '../image-fixtures';
import { createLocalServer } from '../../src/local/http-adapter';
import { getUpload } from '../../src/data/access/uploads';
import { localObjectFile } from '../../src/data/upload-store';
import { uploadSweep } from '../../src/domain/upload/upload-sweep';

const PNG = pngOfSize(1500, 3);

describe('sale documents', () => {
  let server: Server;
  let w: DeviceWorld;
  let customer: Org;
  let handlerId: number;

  beforeAll(async () => {
    server = createLocalServer({ staticDir: process.env.BLOB_DIR! });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.LOCAL_BLOB_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local-blobs`;
    w = await buildWorld();
    customer = await addOrg(w.admin, w.agentA.deptId, '2', 5, `Clinic ${uid()}`);
    handlerId = await createTestUser({ username: `fh${uid().toLowerCase()}`, password: PASSWORD, roleIds: [5], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
  }, 240_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** Presigned, POSTed and confirmed as the browser does: the upload's id. */
  const uploaded = async (token: string, purpose: 'image' | 'signature') => {
    const p = await invoke('UploadPresign', { token, body: { purpose, fileName: `${purpose}.png`, contentType: 'image/png', size: PNG.length } });
    expect(p.status, JSON.stringify(p.json)).toBe(200);
    const { uploadId, url, fields } = p.json.data as { uploadId: string; url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${purpose}.png`);
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(204);
    expect((await invoke('UploadConfirm', { token, body: { uploadId } })).status).toBe(200);
    return uploadId;
  };
  const body = (deviceId: number, files: { slot: string; uploadId: string }[]) => ({
    deviceId,
    buyerDeptId: customer.deptId,
    sellType: '2',
    startDate: '2026-01-01',
    notifyPersons: [{ name: 'Nadia', phone: '+33 6 12 34 56 78', email: 'nadia@example.com' }],
    handlerIds: [handlerId],
    files,
  });

  it('attaches photos and signatures to the sale, serves them through its scope, and lets no other record take them', async () => {
    const d = await addDevice(w.admin, deviceBody(w, w.agentA, { outboundDate: '2025-03-01' }));
    const photo = await uploaded(w.adminA, 'image');
    const signature = await uploaded(w.adminA, 'signature');
    // a signature slot takes a signature, not a photo: refused, nothing attached
    expectError(await invoke('SaleAdd', { token: w.adminA, body: body(d.deviceId, [{ slot: 'customerSignature', uploadId: photo }]) }), 415, 'upload.wrongType');
    expect((await getUpload(photo))?.state).toBe('confirmed');

    const res = await invoke('SaleAdd', { token: w.adminA, body: body(d.deviceId, [{ slot: 'photo', uploadId: photo }, { slot: 'customerSignature', uploadId: signature }]) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const sale = res.json.data as SaleRecord;
    expect(sale.files).toEqual([
      { slot: 'photo', uploadId: photo, fileName: 'image.png', contentType: 'image/png', size: PNG.length },
      { slot: 'customerSignature', uploadId: signature, fileName: 'signature.png', contentType: 'image/png', size: PNG.length },
    ]);
    expect((await getUpload(photo))).toMatchObject({ state: 'attached', ownerKind: 'sale', ownerId: String(sale.saleId) });
    const photoKey = (await getUpload(photo))!.blobKey;

    // downloaded through the sale: the bytes come back; another tenant's caller finds no such sale
    const url = await invoke('SaleFileUrl', { token: w.adminA, query: { saleId: String(sale.saleId), uploadId: photo } });
    expect(url.status, JSON.stringify(url.json)).toBe(200);
    expect(Buffer.from(await (await fetch(url.json.data.url)).arrayBuffer()).equals(PNG)).toBe(true);
    expectError(await invoke('SaleFileUrl', { token: w.adminB, query: { saleId: String(sale.saleId), uploadId: photo } }), 404, 'sale.notFound');

    // a file of one sale is not taken by another
    const other = await addDevice(w.admin, deviceBody(w, w.agentA, { outboundDate: '2025-03-01' }));
    expectError(await invoke('SaleAdd', { token: w.adminA, body: body(other.deviceId, [{ slot: 'photo', uploadId: photo }]) }), 409, 'upload.alreadyUsed');
    expect((await invoke('SaleDeviceHistory', { token: w.admin, query: { deviceId: String(other.deviceId) } })).json.data).toEqual([]);

    // an update dropping the photo detaches it; the signature stays
    const upd = await invoke('SaleUpdate', { token: w.adminA, body: { ...body(d.deviceId, [{ slot: 'customerSignature', uploadId: signature }]), deviceId: undefined, buyerDeptId: undefined, saleId: sale.saleId } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect((upd.json.data as SaleRecord).files.map((f) => f.uploadId)).toEqual([signature]);
    expect(await getUpload(photo)).toBeNull();
    // its object goes with the next sweep; the signature the sale still carries stays
    expect(existsSync(localObjectFile(process.env.BLOB_DIR!, photoKey))).toBe(true);
    await uploadSweep('');
    expect(existsSync(localObjectFile(process.env.BLOB_DIR!, photoKey))).toBe(false);
    expect(await getUpload(signature)).toMatchObject({ state: 'attached' });
    expectError(await invoke('SaleFileUrl', { token: w.adminA, query: { saleId: String(sale.saleId), uploadId: photo } }), 404, 'upload.notFound');
  });
});
