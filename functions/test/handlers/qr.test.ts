import { beforeAll, describe, expect, it } from 'vitest';
import type { QrCodeRecord } from '@aed/shared/schemas/qr';
import { httpEvent, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import { QrCodeEntity } from '../../src/data/entities/qr-code-entity';

/** QR codes and the public maintenance record (issue 15, docs/decisions/0042), across three tenants. */
describe('QR codes', () => {
  let w: DeviceWorld;
  let agentC: Org;
  let adminC: string;
  let adminCName: string;
  let deviceA: DeviceRecord;
  let deviceA2: DeviceRecord;
  let deviceB: DeviceRecord;
  let deviceC: DeviceRecord;

  const byDevice = async (token: string, deviceId: number) => invoke('QrByDevice', { token, query: { deviceId: String(deviceId) } });
  const generate = (token: string, body: Record<string, unknown>) => invoke('QrGenerate', { token, body });
  const bind = (token: string, code: string, deviceId: number) => invoke('QrBind', { token, body: { code, deviceId } });
  const publicRecord = (code: string) => invoke('QrPublicRecord', { query: { code } });

  beforeAll(async () => {
    w = await buildWorld();
    agentC = await addOrg(w.admin, 100, '0', 50, `Agent C ${uid()}`);
    adminCName = `qrc${uid().toLowerCase()}`;
    await createTestUser({ username: adminCName, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(adminCName, PASSWORD);
    deviceA = await addDevice(w.adminA, deviceBody(w, w.customerA));
    deviceA2 = await addDevice(w.adminA, deviceBody(w, w.customerA));
    deviceB = await addDevice(w.adminB, deviceBody(w, w.customerB));
    deviceC = await addDevice(w.admin, deviceBody(w, agentC));
  }, 120_000);

  it('generates unguessable unbound codes for an organization, never the serial', async () => {
    const res = await generate(w.adminA, { bound: false, deptId: w.agentA.deptId, amount: 3 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const rows = res.json.data as QrCodeRecord[];
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.code)).size).toBe(3);
    for (const r of rows) {
      expect(r.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(r.deviceId).toBe(0);
      expect(r.deptId).toBe(w.agentA.deptId);
    }
  });

  it('refuses a width below the height (server rule) and creates nothing', async () => {
    const res = await generate(w.adminA, { bound: true, deviceIds: [deviceA.deviceId], width: 10, height: 20 });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual([{ path: 'width', errorCode: 'qr.widthBelowHeight' }]);
    const after = await byDevice(w.adminA, deviceA.deviceId);
    expect(after.json.data).toBeNull();
  });

  it('refuses an unbound batch whose width is below the height, or a printed length out of range, and creates nothing', async () => {
    const codesOf = async (deptPath: string) => (await QrCodeEntity.query.byPath({ list: 'qr' }).begins({ deptPath }).go({ pages: 'all' })).data.filter((c) => c.deptPath === deptPath).length;
    const before = await codesOf(w.agentA.deptPath);
    const narrow = await generate(w.adminA, { bound: false, deptId: w.agentA.deptId, amount: 5, width: 14, height: 15 });
    expectError(narrow, 400, 'qr.widthBelowHeight');
    expect(narrow.json.fields).toEqual([{ path: 'width', errorCode: 'qr.widthBelowHeight' }]);
    expect(await codesOf(w.agentA.deptPath)).toBe(before);
    const long = await generate(w.adminA, { bound: false, deptId: w.agentA.deptId, amount: 1, length: 23 });
    expect(long.status).toBe(400);
    expect(long.json.fields?.[0]?.path).toBe('length');
    expect((await generate(w.adminA, { bound: false, deptId: w.agentA.deptId, amount: 1, unit: 'cm' })).status).toBe(400);
    expect(await codesOf(w.agentA.deptPath)).toBe(before);
    // the rule holds at equality (a square label), with the spec's length and unit
    const square = await generate(w.adminA, { bound: false, deptId: w.agentA.deptId, amount: 1, width: 20, height: 20, length: 0, unit: 'mm' });
    expect(square.status, JSON.stringify(square.json)).toBe(200);
    expect(await codesOf(w.agentA.deptPath)).toBe(before + 1);
  });

  it('answers another tenant\'s organization and devices as missing on generation', async () => {
    expectError(await generate(w.adminB, { bound: false, deptId: w.agentA.deptId, amount: 1 }), 404, 'dept.notFound');
    expectError(await generate(adminC, { bound: true, deviceIds: [deviceA.deviceId] }), 404, 'device.notFound');
    expect((await byDevice(w.adminA, deviceA.deviceId)).json.data).toBeNull();
  });

  it('binds a scanned URL or bare token, one code per device, history kept on rebinding; other tenants see nothing', async () => {
    const gen = await generate(w.adminA, { bound: false, deptId: w.agentA.deptId, amount: 2 });
    const [one, two] = gen.json.data as QrCodeRecord[];
    const url = `https://aed.example.com/deviceInfo?code=${one!.code}`;
    const bound = await bind(w.adminA, url, deviceA.deviceId);
    expect(bound.status, JSON.stringify(bound.json)).toBe(200);
    expect(bound.json.data).toMatchObject({ code: one!.code, deviceId: deviceA.deviceId, serialNumber: deviceA.serialNumber });
    expect((await byDevice(w.adminA, deviceA.deviceId)).json.data.code).toBe(one!.code);

    // a second code for the same device is refused; nothing changed
    expectError(await bind(w.adminA, two!.code, deviceA.deviceId), 409, 'qr.deviceHasCode');
    expect((await byDevice(w.adminA, deviceA.deviceId)).json.data.code).toBe(one!.code);

    // other tenants: the code and the device do not exist for them
    expectError(await bind(w.adminB, two!.code, deviceB.deviceId), 404, 'qr.notFound');
    expectError(await bind(adminC, one!.code, deviceC.deviceId), 404, 'qr.notFound');
    expectError(await invoke('QrHistory', { token: adminC, query: { code: one!.code } }), 404, 'qr.notFound');
    expectError(await byDevice(w.adminB, deviceA.deviceId), 404, 'device.notFound');
    const codeB = (await generate(w.adminB, { bound: false, deptId: w.agentB.deptId, amount: 1 })).json.data[0] as QrCodeRecord;
    expectError(await bind(w.adminB, codeB.code, deviceA.deviceId), 404, 'device.notFound');
    expectError(await bind(w.adminA, codeB.code, deviceA2.deviceId), 404, 'qr.notFound');
    expect((await byDevice(w.adminB, deviceB.deviceId)).json.data).toBeNull();

    // a malformed scan is "Invalid QR Code"
    expectError(await bind(w.adminA, 'SN-12345', deviceA2.deviceId), 404, 'qr.notFound');

    // rebinding moves the code and keeps the history
    const moved = await bind(w.adminA, one!.code, deviceA2.deviceId);
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect((await byDevice(w.adminA, deviceA.deviceId)).json.data).toBeNull();
    expect((await byDevice(w.adminA, deviceA2.deviceId)).json.data.code).toBe(one!.code);
    const history = await invoke('QrHistory', { token: w.adminA, query: { code: one!.code } });
    expect(history.json.data).toMatchObject([
      { oldDeviceId: 0, newDeviceId: deviceA.deviceId, oldSerialNumber: '', newSerialNumber: deviceA.serialNumber },
      { oldDeviceId: deviceA.deviceId, newDeviceId: deviceA2.deviceId, oldSerialNumber: deviceA.serialNumber, newSerialNumber: deviceA2.serialNumber },
    ]);
    // the freed device takes another code
    expect((await bind(w.adminA, two!.code, deviceA.deviceId)).status).toBe(200);
  });

  it('lets only one of two concurrent bindings of one device win', async () => {
    const dev = await addDevice(w.adminA, deviceBody(w, w.customerA));
    const [x, y] = (await generate(w.adminA, { bound: false, deptId: w.agentA.deptId, amount: 2 })).json.data as QrCodeRecord[];
    const results = await Promise.all([bind(w.adminA, x!.code, dev.deviceId), bind(w.adminA, y!.code, dev.deviceId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('gives a device one bound code: generating again answers the same code', async () => {
    const first = await generate(w.adminB, { bound: true, deviceIds: [deviceB.deviceId] });
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const again = await generate(w.adminB, { bound: true, deviceIds: [deviceB.deviceId] });
    expect(again.json.data[0].code).toBe(first.json.data[0].code);
    expect(first.json.data[0].code).not.toContain(deviceB.serialNumber);
  });

  it('shows the public record without login and without personal data; invalid and unbound codes', async () => {
    const code = (await generate(adminC, { bound: true, deviceIds: [deviceC.deviceId] })).json.data[0].code as string;
    const res = await publicRecord(code);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.device).toMatchObject({ serialNumber: deviceC.serialNumber, brand: w.brand });
    expect(res.json.data.history.map((h: { kind: string }) => h.kind)).toContain('registered');
    const text = JSON.stringify(res.json.data);
    expect(text).not.toContain(adminCName);
    expect(text).not.toMatch(/phone|email|nickName|createBy|operator/i);

    expectError(await publicRecord('not-a-code'), 404, 'qr.invalidCode');
    expectError(await publicRecord('AAAAAAAAAAAAAAAAAAAAAA'), 404, 'qr.invalidCode');
    const unbound = (await generate(adminC, { bound: false, deptId: agentC.deptId, amount: 1 })).json.data[0].code as string;
    expectError(await publicRecord(unbound), 404, 'qr.equipmentNotFound');
  });

  it('limits public reads per client address (429 with its code)', async () => {
    const { handler } = await import('../../src/routes/product/qr/get-qr-public-record');
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const call = async () => {
      const event = httpEvent('QrPublicRecord', { query: { code: 'AAAAAAAAAAAAAAAAAAAAAA' } });
      event.requestContext.http.sourceIp = ip;
      const out = await handler(event, { awsRequestId: 't', getRemainingTimeInMillis: () => 29_000 } as never);
      return { status: out.statusCode ?? 200, json: JSON.parse(out.body ?? '{}') };
    };
    let last = await call();
    for (let i = 0; i < 30; i++) last = await call();
    expectError(last, 429, 'qr.tooManyRequests');
  });

  it('lists the codes of the caller\'s organizations only, filtered by binding state and code, paged by cursor', async () => {
    const page = (token: string, query: Record<string, string>) => invoke('QrPage', { token, query });
    const mine = await generate(w.adminA, { bound: false, deptId: w.customerA.deptId, amount: 3 });
    expect(mine.status).toBe(200);
    const codes = (mine.json.data as QrCodeRecord[]).map((r) => r.code);
    const all = await page(w.adminA, { deptId: String(w.customerA.deptId), limit: '100' });
    expect(all.status, JSON.stringify(all.json)).toBe(200);
    const rows = all.json.data.rows as QrCodeRecord[];
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(codes));
    expect(rows.every((r) => r.deptId === w.customerA.deptId)).toBe(true);
    expect(all.json.data.total).toBe(rows.length);
    const unbound = (await page(w.adminA, { deptId: String(w.customerA.deptId), state: 'unbound', limit: '100' })).json.data.rows as QrCodeRecord[];
    expect(unbound.every((r) => r.deviceId === 0)).toBe(true);
    const bound = (await page(w.adminA, { state: 'bound', limit: '100' })).json.data.rows as QrCodeRecord[];
    expect(bound.every((r) => r.deviceId > 0 && r.serialNumber)).toBe(true);
    const one = (await page(w.adminA, { code: `https://x/deviceInfo?code=${codes[1]}` })).json.data.rows as QrCodeRecord[];
    expect(one.map((r) => r.code)).toEqual([codes[1]]);
    // paging: two pages of 2 hold what one page of 100 holds
    const first = await page(w.adminA, { deptId: String(w.customerA.deptId), limit: '2' });
    expect(first.json.data.rows).toHaveLength(2);
    const second = await page(w.adminA, { deptId: String(w.customerA.deptId), limit: '2', cursor: first.json.data.next });
    expect([...first.json.data.rows, ...second.json.data.rows].map((r: QrCodeRecord) => r.code)).toEqual(rows.slice(0, 4).map((r) => r.code));
    expectError(await page(w.adminA, { cursor: 'garbage' }), 400, 'qr.badCursor');
    // another tenant sees none of them, and not the organization either
    const other = (await page(w.adminB, { limit: '100' })).json.data.rows as QrCodeRecord[];
    expect(other.some((r) => codes.includes(r.code))).toBe(false);
    expect((await page(w.adminB, { deptId: String(w.customerA.deptId) })).status).not.toBe(200);
  });
});
