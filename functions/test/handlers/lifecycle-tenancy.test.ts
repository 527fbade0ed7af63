/**
 * Tenant isolation of the device-lifecycle routes of issue 15 (sales, uploads, licences, QR codes), probed as an
 * attacker of another tenant would (OWASP API1 BOLA, API3 property-level, API5 function-level): with the ids tenant A
 * uses, tenants B and C get the answer of a missing record and change nothing; a body naming another tenant's
 * organizations, users or files is refused as if they did not exist; fields a client may not set are not taken.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrCodeRecord } from '@aed/shared/schemas/qr';
import type { SaleRecord } from '@aed/shared/schemas/sale';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { pngOfSize } from '../image-fixtures';
import { createLocalServer } from '../../src/local/http-adapter';
import { getUpload } from '../../src/data/access/uploads';

const PNG = pngOfSize(1200, 3);
/** A well-formed upload id no upload has. */
const MISSING_UPLOAD = '00000000-0000-4000-8000-000000000000';

describe('device lifecycle across tenants', () => {
  let server: Server;
  let w: DeviceWorld;
  let agentC: Org;
  let adminC: string;
  let customerA: Org;
  let handlerA: number;
  let handlerB: number;
  let attackers: [string, string][];

  beforeAll(async () => {
    server = createLocalServer({ staticDir: process.env.BLOB_DIR! });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.LOCAL_BLOB_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local-blobs`;
    w = await buildWorld();
    customerA = await addOrg(w.admin, w.agentA.deptId, '2', 5, `Clinic ${uid()}`);
    agentC = await addOrg(w.admin, 100, '0', 10, `Agent C ${uid()}`);
    const c = `tenc${uid().toLowerCase()}`;
    await createTestUser({ username: c, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(c, PASSWORD);
    handlerA = await createTestUser({ username: `ha${uid().toLowerCase()}`, password: PASSWORD, roleIds: [5], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    handlerB = await createTestUser({ username: `hb${uid().toLowerCase()}`, password: PASSWORD, roleIds: [5], deptId: w.agentB.deptId, deptPath: w.agentB.deptPath });
    attackers = [
      ['B', w.adminB],
      ['C', adminC],
    ];
  }, 240_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const uploaded = async (token: string) => {
    const p = await invoke('UploadPresign', { token, body: { purpose: 'image', fileName: 'site.png', contentType: 'image/png', size: PNG.length } });
    expect(p.status, JSON.stringify(p.json)).toBe(200);
    const { uploadId, url, fields } = p.json.data as { uploadId: string; url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'site.png');
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(204);
    return uploadId;
  };
  const confirmed = async (token: string) => {
    const uploadId = await uploaded(token);
    expect((await invoke('UploadConfirm', { token, body: { uploadId } })).status).toBe(200);
    return uploadId;
  };
  const saleBody = (deviceId: number, buyerDeptId: number, handlerIds: number[], over: Record<string, unknown> = {}) => ({
    deviceId,
    buyerDeptId,
    sellType: '2',
    startDate: '2026-01-01',
    notifyPersons: [{ name: 'Nadia', phone: '+33 6 12 34 56 78', email: 'nadia@example.com' }],
    handlerIds,
    ...over,
  });
  const stock = (org: Org) => addDevice(w.admin, deviceBody(w, org, { outboundDate: '2025-03-01' }));

  it("answers another tenant's upload as a missing one: confirm, download, and attaching it to the attacker's own sale", async () => {
    const pending = await uploaded(w.adminA);
    const done = await confirmed(w.adminA);
    for (const [name, token] of attackers) {
      const missingConfirm = await invoke('UploadConfirm', { token, body: { uploadId: MISSING_UPLOAD } });
      const confirm = await invoke('UploadConfirm', { token, body: { uploadId: pending } });
      expect({ name, status: confirm.status, json: confirm.json }).toEqual({ name, status: missingConfirm.status, json: missingConfirm.json });
      const url = await invoke('UploadUrl', { token, query: { uploadId: done } });
      const missingUrl = await invoke('UploadUrl', { token, query: { uploadId: MISSING_UPLOAD } });
      expect({ name, status: url.status, json: url.json }).toEqual({ name, status: missingUrl.status, json: missingUrl.json });
    }
    // B's own sale naming A's confirmed file: refused as a missing upload; the file stays A's, unattached
    const deviceB = await stock(w.agentB);
    const withA = await invoke('SaleAdd', { token: w.adminB, body: saleBody(deviceB.deviceId, w.customerB.deptId, [handlerB], { files: [{ slot: 'photo', uploadId: done }] }) });
    const withMissing = await invoke('SaleAdd', { token: w.adminB, body: saleBody(deviceB.deviceId, w.customerB.deptId, [handlerB], { files: [{ slot: 'photo', uploadId: MISSING_UPLOAD }] }) });
    expect([withA.status, withA.json.errorCode]).toEqual([withMissing.status, withMissing.json.errorCode]);
    expect(withA.status).toBe(404);
    expect(await getUpload(done)).toMatchObject({ state: 'confirmed' });
    expect(await getUpload(pending)).toMatchObject({ state: 'pending' });
    expect((await invoke('SaleDeviceHistory', { token: w.adminB, query: { deviceId: String(deviceB.deviceId) } })).json.data).toEqual([]);
  });

  it("refuses a sale to another tenant's organization or naming another tenant's handler, as if they did not exist", async () => {
    const d = await stock(w.agentA);
    const missingDept = await invoke('SaleAdd', { token: w.adminA, body: saleBody(d.deviceId, 999_999, [handlerA]) });
    const otherDept = await invoke('SaleAdd', { token: w.adminA, body: saleBody(d.deviceId, w.customerB.deptId, [handlerA]) });
    expect([otherDept.status, otherDept.json.errorCode]).toEqual([missingDept.status, missingDept.json.errorCode]);
    expect(otherDept.status).toBe(404);
    const missingUser = await invoke('SaleAdd', { token: w.adminA, body: saleBody(d.deviceId, customerA.deptId, [999_999]) });
    const otherUser = await invoke('SaleAdd', { token: w.adminA, body: saleBody(d.deviceId, customerA.deptId, [handlerB]) });
    expect([otherUser.status, otherUser.json.errorCode]).toEqual([missingUser.status, missingUser.json.errorCode]);
    expectError(otherUser, 400, 'sale.handlerNotFound');
    expect((await invoke('SaleDeviceHistory', { token: w.adminA, query: { deviceId: String(d.deviceId) } })).json.data).toEqual([]);
  });

  it('does not take fields a client may not set (seller, path, status, ids) from a sale body', async () => {
    const d = await stock(w.agentA);
    const res = await invoke('SaleAdd', {
      token: w.adminA,
      body: { ...saleBody(d.deviceId, customerA.deptId, [handlerA]), saleId: 424_242, sellerDeptId: w.agentB.deptId, deptPath: w.customerB.deptPath, validity: '1', createBy: 'mallory', parentSaleId: 7 },
    });
    // unknown keys are dropped by the route's schema: the record is what the server decides
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const sale = res.json.data as SaleRecord;
    expect(sale).toMatchObject({ sellerDeptId: w.agentA.deptId, buyerDeptId: customerA.deptId, validity: '0', parentSaleId: 0 });
    expect(sale.saleId).not.toBe(424_242);
    expect(sale.createBy).not.toBe('mallory');
    expectError(await invoke('SaleInfo', { token: w.adminB, query: { saleId: String(sale.saleId) } }), 404, 'sale.notFound');
  });

  it("keeps QR codes and licences to their tenant: another tenant's codes, devices and organizations answer as missing", async () => {
    const deviceA = await stock(w.agentA);
    const [codeA] = (await invoke('QrGenerate', { token: w.adminA, body: { bound: false, deptId: w.agentA.deptId, amount: 1 } })).json.data as QrCodeRecord[];
    const [codeC] = (await invoke('QrGenerate', { token: adminC, body: { bound: false, deptId: agentC.deptId, amount: 1 } })).json.data as QrCodeRecord[];
    const deviceC = await stock(agentC);
    // C binds its own code to A's device, and A's code to its own device: both as missing
    expectError(await invoke('QrBind', { token: adminC, body: { code: codeC!.code, deviceId: deviceA.deviceId } }), 404, 'device.notFound');
    const missingCode = await invoke('QrBind', { token: adminC, body: { code: 'A'.repeat(22), deviceId: deviceC.deviceId } });
    const otherCode = await invoke('QrBind', { token: adminC, body: { code: codeA!.code, deviceId: deviceC.deviceId } });
    expect([otherCode.status, otherCode.json.errorCode]).toEqual([missingCode.status, missingCode.json.errorCode]);
    expectError(await invoke('QrUnbind', { token: adminC, body: { code: codeA!.code } }), missingCode.status, missingCode.json.errorCode);
    const page = (await invoke('QrPage', { token: adminC, query: { limit: '50' } })).json.data as { rows: QrCodeRecord[] };
    expect(page.rows.map((r) => r.code)).not.toContain(codeA!.code);
    // A's code is still unbound and A's
    const stillA = (await invoke('QrPage', { token: w.adminA, query: { limit: '50', code: codeA!.code } })).json.data as { rows: QrCodeRecord[] };
    expect(stillA.rows).toEqual([expect.objectContaining({ code: codeA!.code, deviceId: 0, deptId: w.agentA.deptId })]);
    // licences: C reads and sells nothing of A's organizations
    for (const [name, token] of attackers) {
      const missing = await invoke('LicenceSummary', { token, query: { deptId: '999999' } });
      const other = await invoke('LicenceSummary', { token, query: { deptId: String(w.agentA.deptId) } });
      expect({ name, status: other.status, code: other.json.errorCode }).toEqual({ name, status: missing.status, code: missing.json.errorCode });
    }
  });
});
