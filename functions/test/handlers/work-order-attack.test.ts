/**
 * Work orders (issue 16, docs/decisions/0045) attacked as another tenant and as low-privilege users would (OWASP API
 * Security Top 10 2023: API1 BOLA, API3 property-level authorization, API5 function-level authorization, API6
 * business-logic abuse; ASVS 4.0.3 L2 V4 access control): three tenants (agent A with its clinic, agent B, agent C),
 * A's "own data only" handlers (role 5), A's read-only administrator (role 8) and the clinic's administrator (role 3
 * in the customer organization). Another tenant's ids answer exactly as missing ones and change nothing (re-read as
 * the owner); bodies naming another tenant's users, stock or files are refused as if they did not exist; fields a
 * client may not set are not taken; filters and cursors never widen a list.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@aed/shared/schemas/accessory';
import { CHECKLIST_ITEMS, type OrderDetails, type OrderRecord } from '@aed/shared/schemas/work-order';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError, ok, type Invoked } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { pngOfSize } from '../image-fixtures';
import { createLocalServer } from '../../src/local/http-adapter';
import { getUpload } from '../../src/data/access/uploads';

const PNG = pngOfSize(1200, 3);
const MISSING = 9_876_543;
const MISSING_UPLOAD = '00000000-0000-4000-8000-000000000000';
/** What a probe answered, for comparing the answer of another tenant's id with a missing one's. */
const answer = (r: Invoked) => ({ status: r.status, json: r.json });

describe('work orders under attack', () => {
  let server: Server;
  let w: DeviceWorld;
  let modelId: number;
  let clinic: Org;
  let agentC: Org;
  let adminC: string;
  let clinicAdmin: string;
  let handlerA: { id: number; token: string };
  let handlerA2: { id: number; token: string };
  let handlerB: { id: number; token: string };
  let handlerC: { id: number; token: string };
  let adminAId: number;

  beforeAll(async () => {
    server = createLocalServer({ staticDir: process.env.BLOB_DIR! });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.LOCAL_BLOB_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local-blobs`;
    w = await buildWorld();
    const model = await invoke('DeviceModelAdd', {
      token: w.admin,
      body: { typeId: w.typeId, modelName: `WOX ${uid()}`, modelCode: `WOX-${uid()}`, brand: w.brand, workingPrinciple: '2', consumables: [{ kind: 'adultPads', ratedLifeMonths: 24 }] },
    });
    modelId = ok<{ modelId: number }>(model).modelId;
    clinic = await addOrg(w.admin, w.agentA.deptId, '2', 20, `Clinic ${uid()}`);
    agentC = await addOrg(w.admin, 100, '0', 10, `Agent C ${uid()}`);
    const user = async (org: Org, roleIds: number[], userTypes?: string[]) => {
      const name = `wox${uid().toLowerCase()}`;
      const id = await createTestUser({ username: name, password: PASSWORD, roleIds, ...(userTypes ? { userTypes } : {}), deptId: org.deptId, deptPath: org.deptPath });
      return { id, token: await loginAs(name, PASSWORD) };
    };
    adminC = (await user(agentC, [3])).token;
    clinicAdmin = (await user(clinic, [3])).token;
    handlerA = await user(w.agentA, [5], ['handler']);
    handlerA2 = await user(w.agentA, [5], ['handler']);
    handlerB = await user(w.agentB, [5], ['handler']);
    handlerC = await user(agentC, [5], ['handler']);
    // A's dispatcher: an organization administrator of agent A who is also a handler (reaches both kinds of action)
    const a = await user(w.agentA, [3], ['handler']);
    adminAId = a.id;
    w.adminA = a.token;
  }, 240_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const device = async (org: Org = clinic, token = w.admin) => addDevice(token, deviceBody(w, org, { modelId }));
  const createOk = async (deviceId: number, over: Record<string, unknown> = {}, token = w.adminA) => ok<OrderRecord>(await invoke('OrderAdd', { token, body: { kind: '5', deviceId, description: 'Sign check', ...over } }));
  const info = (orderId: number, token = w.adminA) => invoke('OrderInfo', { token, query: { orderId: String(orderId) } });
  const infoOk = async (orderId: number, token = w.adminA) => ok<OrderDetails>(await info(orderId, token));
  const dispatch = (orderIds: number[], handlerId: number, token = w.adminA, over: Record<string, unknown> = {}) => invoke('OrderDispatch', { token, body: { orderIds, handlerId, ...over } });
  const page = async (token: string, query: Record<string, string> = {}) => ok<{ rows: OrderRecord[]; total?: number | null; next?: string }>(await invoke('OrderPage', { token, query: { limit: '50', ...query } }));
  const fullChecklist = () => CHECKLIST_ITEMS.map((item) => ({ item, result: 'normal' as const, note: '' }));
  const processBody = (o: { orderId: number; version: number }, over: Record<string, unknown> = {}) => ({ orderId: o.orderId, version: o.version, handlingResult: 'Done', processDate: todayUtc(), checklist: fullChecklist(), ...over });
  /** The order as its owner reads it: what no attack may change. */
  const snapshot = async (orderId: number) => {
    const d = await infoOk(orderId);
    return { state: d.state, version: d.version, handlerId: d.handlerId, kind: d.kind, deviceId: d.deviceId, deptId: d.deptId, description: d.description, files: d.files, log: d.log.length };
  };
  const uploaded = async (token: string, purpose: 'image' | 'signature' = 'image') => {
    const p = await invoke('UploadPresign', { token, body: { purpose, fileName: 'site.png', contentType: 'image/png', size: PNG.length } });
    expect(p.status, JSON.stringify(p.json)).toBe(200);
    const { uploadId, url, fields } = p.json.data as { uploadId: string; url: string; fields: Record<string, string> };
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'site.png');
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(204);
    expect((await invoke('UploadConfirm', { token, body: { uploadId } })).status).toBe(200);
    return uploadId;
  };
  const pad = async (token: string, org: Org, deviceId?: number, over: Record<string, unknown> = {}) =>
    ok<{ accessoryId: number }>(
      await invoke('AccessoryAdd', {
        token,
        body: { category: 'consumable', kind: 'adultPads', code: `LOT-${uid()}`, name: `Pads ${uid()}`, deptId: org.deptId, ...(deviceId ? { deviceId } : {}), startDate: addDays(todayUtc(), -30), effectiveDays: 700, ...over },
      }),
    ).accessoryId;

  it("answers A's order exactly as a missing one on every order route, for other tenants and A's own low-privilege users, and nothing changes", async () => {
    const d = await device();
    const order = await createOk(d.deviceId);
    ok(await dispatch([order.orderId], handlerA.id));
    const photo = await uploaded(handlerA.token);
    ok(await invoke('OrderProcess', { token: handlerA.token, body: { orderId: order.orderId, version: 2, handlingResult: 'Sign replaced', processDate: todayUtc(), files: [{ slot: 'photo', uploadId: photo }] } }));
    const open = await createOk(d.deviceId, { description: 'Open one' });
    ok(await dispatch([open.orderId], handlerA.id));
    const before = [await snapshot(order.orderId), await snapshot(open.orderId)];
    // A's own file is served to A
    ok(await invoke('OrderFileUrl', { token: w.adminA, query: { orderId: String(order.orderId), uploadId: photo } }));

    const attackers: [string, string][] = [
      ['admin B', w.adminB],
      ['admin C', adminC],
      ['handler B', handlerB.token],
      ['handler C', handlerC.token],
      // A's handler the orders are not dispatched to, A's read-only administrator
      ['handler A2', handlerA2.token],
      ['viewer A', w.viewerA],
    ];
    for (const [name, token] of attackers) {
      for (const target of [order, open]) {
        const probes: [string, (orderId: number) => Promise<Invoked>][] = [
          ['info', (orderId) => invoke('OrderInfo', { token, query: { orderId: String(orderId) } })],
          ['handlers', (orderId) => invoke('OrderHandlers', { token, query: { orderId: String(orderId) } })],
          ['modify', (orderId) => invoke('OrderModify', { token, body: { orderId, version: target.version + 1, description: 'pwned' } })],
          ['dispatch', (orderId) => invoke('OrderDispatch', { token, body: { orderIds: [orderId], handlerId: handlerB.id, version: 2 } })],
          ['dispatch many', (orderId) => invoke('OrderDispatch', { token, body: { orderIds: [orderId, MISSING + 1], handlerId: handlerA2.id } })],
          ['cancel', (orderId) => invoke('OrderCancel', { token, body: { orderId, version: 2, reason: 'x' } })],
          ['process', (orderId) => invoke('OrderProcess', { token, body: processBody({ orderId, version: 2 }) })],
          ['return', (orderId) => invoke('OrderReturn', { token, body: { orderId, version: 2, reason: 'x' } })],
          ['file', (orderId) => invoke('OrderFileUrl', { token, query: { orderId: String(orderId), uploadId: photo } })],
          ['file (missing upload)', (orderId) => invoke('OrderFileUrl', { token, query: { orderId: String(orderId), uploadId: MISSING_UPLOAD } })],
        ];
        for (const [probe, run] of probes) {
          // the refused list of "dispatch more" names the ids it was given: compare it with the id in place
          const theirs = JSON.stringify(answer(await run(target.orderId))).replaceAll(`"orderId":${target.orderId}`, `"orderId":${MISSING}`);
          const missing = JSON.stringify(answer(await run(MISSING)));
          expect({ name, probe, answer: theirs }).toEqual({ name, probe, answer: missing });
        }
      }
      // an order for A's device cannot be made either (as a missing device)
      const add = await invoke('OrderAdd', { token, body: { kind: '5', deviceId: d.deviceId } });
      const addMissing = await invoke('OrderAdd', { token, body: { kind: '5', deviceId: MISSING } });
      expect({ name, ...answer(add) }).toEqual({ name, ...answer(addMissing) });
    }
    expect([await snapshot(order.orderId), await snapshot(open.orderId)]).toEqual(before);
    expect(await getUpload(photo)).toMatchObject({ state: 'attached' });
    // the read-only administrator holds neither distribution nor handling: every order route is refused by function
    for (const res of [
      await invoke('OrderPage', { token: w.viewerA, query: {} }),
      await invoke('OrderCounts', { token: w.viewerA, query: {} }),
      await invoke('OrderLogPage', { token: w.viewerA, query: {} }),
      await invoke('OrderInfo', { token: w.viewerA, query: { orderId: String(order.orderId) } }),
      await invoke('OrderAdd', { token: w.viewerA, body: { kind: '5', deviceId: d.deviceId } }),
    ])
      expectError(res, 403, 'common.forbidden');
    // A's "own data only" handlers may not distribute
    for (const res of [
      await invoke('OrderAdd', { token: handlerA.token, body: { kind: '5', deviceId: d.deviceId } }),
      await invoke('OrderHandlers', { token: handlerA.token, query: { orderId: String(open.orderId) } }),
      await invoke('OrderModify', { token: handlerA.token, body: { orderId: open.orderId, version: 2, description: 'mine now' } }),
      await invoke('OrderCancel', { token: handlerA.token, body: { orderId: open.orderId, version: 2, reason: 'x' } }),
      await dispatch([open.orderId], handlerA2.id, handlerA.token),
    ])
      expectError(res, 403, 'common.forbidden');
    expect(await snapshot(open.orderId)).toEqual(before[1]);
  });

  it("lists, counts and logs none of A's orders for other tenants, whatever the filters name", async () => {
    const d = await device();
    const order = await createOk(d.deviceId, { orderName: `Secret ${uid()}` });
    ok(await dispatch([order.orderId], handlerA.id));
    const missingDept = 999_999;
    for (const [name, token] of [
      ['admin B', w.adminB],
      ['admin C', adminC],
      ['handler B', handlerB.token],
    ] as const) {
      expect((await page(token)).rows.map((r) => r.orderId), name).not.toContain(order.orderId);
      for (const q of [{ mine: '1' }, { keyword: order.orderNo.toLowerCase() }, { keyword: order.orderName.toLowerCase() }] as Record<string, string>[]) expect((await page(token, q)).rows.map((r) => r.orderId)).not.toContain(order.orderId);
      // filters naming A's device, handler or organization answer as if they named nothing that exists
      for (const [key, theirs, missing] of [
        ['deviceId', d.deviceId, MISSING],
        ['handlerId', handlerA.id, MISSING],
        ['deptId', clinic.deptId, missingDept],
        ['deptId', w.agentA.deptId, missingDept],
      ] as const) {
        for (const route of ['OrderPage', 'OrderCounts', 'OrderLogPage'] as const) {
          if (route === 'OrderLogPage' && key !== 'deptId') continue;
          const a = await invoke(route, { token, query: { limit: '50', [key]: String(theirs) } });
          const b = await invoke(route, { token, query: { limit: '50', [key]: String(missing) } });
          expect({ name, route, key, ...answer(a) }).toEqual({ name, route, key, ...answer(b) });
        }
        const mineA = await invoke('OrderPage', { token, query: { limit: '50', mine: '1', [key]: String(theirs) } });
        const mineB = await invoke('OrderPage', { token, query: { limit: '50', mine: '1', [key]: String(missing) } });
        expect({ name, key, ...answer(mineA) }).toEqual({ name, key, ...answer(mineB) });
      }
      const counts = ok<Record<string, { total: number | null }>>(await invoke('OrderCounts', { token, query: { deviceId: String(d.deviceId) } }));
      expect(Object.values(counts).map((c) => c.total)).toEqual([0, 0, 0, 0, 0]);
      const log = ok<{ rows: { orderId: number }[] }>(await invoke('OrderLogPage', { token, query: { limit: '50' } }));
      expect(log.rows.map((l) => l.orderId)).not.toContain(order.orderId);
    }
    // A's other handler (own data only) lists nothing of it, neither "mine" nor by filters, and no log lines
    expect((await page(handlerA2.token)).rows.map((r) => r.orderId)).not.toContain(order.orderId);
    expect((await page(handlerA2.token, { handlerId: String(handlerA.id) })).rows).toEqual([]);
    // the clinic below its organization is outside an "own data only" scope: as a missing organization
    expect(answer(await invoke('OrderPage', { token: handlerA2.token, query: { deptId: String(clinic.deptId) } }))).toEqual(answer(await invoke('OrderPage', { token: handlerA2.token, query: { deptId: String(missingDept) } })));
    expect((await page(handlerA2.token, { deptId: String(w.agentA.deptId) })).rows).toEqual([]);
    expect(ok<{ rows: unknown[] }>(await invoke('OrderLogPage', { token: handlerA2.token, query: { limit: '50' } })).rows).toEqual([]);
    const counts2 = ok<Record<string, { total: number | null }>>(await invoke('OrderCounts', { token: handlerA2.token, query: {} }));
    expect(Object.values(counts2).map((c) => c.total)).toEqual([0, 0, 0, 0, 0]);
    // its handler sees exactly it, "mine" or not
    expect((await page(handlerA.token, { mine: '1' })).rows.map((r) => r.orderId)).toContain(order.orderId);
    expect((await page(handlerA.token)).rows.every((r) => r.handlerId === handlerA.id)).toBe(true);
  });

  it("does not let a cursor of A's list page another tenant's list", async () => {
    const d = await device();
    for (let i = 0; i < 3; i++) await createOk(d.deviceId, { orderName: `Paged ${i}` });
    const first = await page(w.adminA, { limit: '1' });
    expect(first.next).toBeTruthy();
    const aIds = new Set((await page(w.adminA, { limit: '100' })).rows.map((r) => r.orderId));
    const logFirst = ok<{ next?: string }>(await invoke('OrderLogPage', { token: w.adminA, query: { limit: '1' } }));
    expect(logFirst.next).toBeTruthy();
    const forged = (i: number, c: string | null) => Buffer.from(JSON.stringify({ i, c })).toString('base64url');
    const inner = JSON.parse(Buffer.from(first.next!, 'base64url').toString('utf8')) as { i: number; c: string };
    for (const token of [w.adminB, adminC, handlerB.token, handlerA2.token, clinicAdmin]) {
      for (const cursor of [first.next!, forged(0, inner.c), forged(1, inner.c), forged(2, inner.c), forged(0, null)]) {
        const res = await invoke('OrderPage', { token, query: { limit: '50', cursor } });
        if (res.status === 200) expect((res.json.data.rows as OrderRecord[]).filter((r) => aIds.has(r.orderId) && token !== clinicAdmin)).toEqual([]);
        else expectError(res, 400, 'order.badCursor');
      }
      const res = await invoke('OrderLogPage', { token, query: { limit: '50', cursor: logFirst.next! } });
      if (res.status === 200) expect((res.json.data.rows as { orderId: number }[]).filter((r) => aIds.has(r.orderId) && token !== clinicAdmin)).toEqual([]);
      else expectError(res, 400, 'order.badCursor');
    }
  });

  it("keeps the clinic's administrator to the clinic: the agent's orders above it answer as missing", async () => {
    const stockDevice = await device(w.agentA);
    const agentOrder = await createOk(stockDevice.deviceId, { description: 'Agent stock check' });
    const clinicOrder = await createOk((await device()).deviceId);
    const before = await snapshot(agentOrder.orderId);
    const probes: ((orderId: number) => Promise<Invoked>)[] = [
      (orderId) => invoke('OrderInfo', { token: clinicAdmin, query: { orderId: String(orderId) } }),
      (orderId) => invoke('OrderHandlers', { token: clinicAdmin, query: { orderId: String(orderId) } }),
      (orderId) => invoke('OrderModify', { token: clinicAdmin, body: { orderId, version: 1, description: 'x' } }),
      (orderId) => invoke('OrderDispatch', { token: clinicAdmin, body: { orderIds: [orderId], handlerId: handlerA.id } }),
      (orderId) => invoke('OrderCancel', { token: clinicAdmin, body: { orderId, version: 1, reason: 'x' } }),
      (orderId) => invoke('OrderProcess', { token: clinicAdmin, body: processBody({ orderId, version: 1 }) }),
      (orderId) => invoke('OrderReturn', { token: clinicAdmin, body: { orderId, version: 1, reason: 'x' } }),
      (orderId) => invoke('OrderFileUrl', { token: clinicAdmin, query: { orderId: String(orderId), uploadId: MISSING_UPLOAD } }),
    ];
    for (const probe of probes) expect(answer(await probe(agentOrder.orderId))).toEqual(answer(await probe(MISSING)));
    expect(await snapshot(agentOrder.orderId)).toEqual(before);
    // its lists hold its own orders only, even when it picks the agent above it in the tree
    for (const q of [{}, { deptId: String(w.agentA.deptId) }, { deviceId: String(stockDevice.deviceId) }, { keyword: agentOrder.orderNo.toLowerCase() }] as Record<string, string>[]) {
      const rows = (await page(clinicAdmin, q)).rows;
      expect(rows.map((r) => r.orderId)).not.toContain(agentOrder.orderId);
      expect(rows.every((r) => r.deptId === clinic.deptId)).toBe(true);
    }
    expect((await page(clinicAdmin)).rows.map((r) => r.orderId)).toContain(clinicOrder.orderId);
    const counts = ok<Record<string, { total: number | null }>>(await invoke('OrderCounts', { token: clinicAdmin, query: { deviceId: String(stockDevice.deviceId) } }));
    expect(counts['0']!.total).toBe(0);
    const log = ok<{ rows: { orderId: number }[] }>(await invoke('OrderLogPage', { token: clinicAdmin, query: { limit: '100', deptId: String(w.agentA.deptId) } }));
    expect(log.rows.map((l) => l.orderId)).not.toContain(agentOrder.orderId);
    // the clinic's own order may not go to the agent's handler nobody assigned to it (as a missing user), nor to another tenant's
    for (const handlerId of [handlerA.id, handlerB.id]) {
      const theirs = await invoke('OrderDispatch', { token: clinicAdmin, body: { orderIds: [clinicOrder.orderId], handlerId } });
      const missing = await invoke('OrderDispatch', { token: clinicAdmin, body: { orderIds: [clinicOrder.orderId], handlerId: MISSING } });
      expect(answer(theirs)).toEqual(answer(missing));
    }
    expect(await snapshot(clinicOrder.orderId)).toMatchObject({ state: '0', version: 1, handlerId: 0 });
  });

  it('takes no field a client may not set: state, version, organization, handler, source, number, author, kind or device', async () => {
    const d = await device();
    const other = await device();
    const dB = await device(w.customerB);
    const forged = {
      state: '2',
      version: 99,
      deptPath: w.customerB.deptPath,
      deptId: w.customerB.deptId,
      handlerId: handlerB.id,
      dispatcherId: handlerB.id,
      source: 'auto',
      orderNo: 'WO20990101000001',
      orderId: 4242,
      createBy: 'mallory',
      returned: true,
      returnCount: 7,
      handled: true,
      replaced: true,
      processDate: '2020-01-01',
      handlingResult: 'forged',
      serialNumber: dB.serialNumber,
    };
    const created = ok<OrderRecord>(await invoke('OrderAdd', { token: w.adminA, body: { kind: '5', deviceId: d.deviceId, description: 'Real', ...forged } }));
    expect(created).toMatchObject({ state: '0', version: 1, deptId: clinic.deptId, handlerId: 0, dispatcherId: 0, source: 'manual', returned: false, returnCount: 0, handled: false, replaced: false, processDate: '', handlingResult: '', serialNumber: d.serialNumber });
    expect(created.orderId).not.toBe(4242);
    expect(created.orderNo).not.toBe('WO20990101000001');
    expect(created.createBy).not.toBe('mallory');
    expect((await page(w.adminB, { keyword: created.orderNo.toLowerCase() })).rows).toEqual([]);

    // modify: kind and device stay, nothing of the list above is taken
    const modified = ok<OrderRecord>(await invoke('OrderModify', { token: w.adminA, body: { ...forged, kind: '2', deviceId: other.deviceId, orderId: created.orderId, version: 1, description: 'Changed' } }));
    expect(modified).toMatchObject({ kind: '5', deviceId: d.deviceId, state: '0', version: 2, deptId: clinic.deptId, handlerId: 0, source: 'manual', description: 'Changed', orderNo: created.orderNo, createBy: created.createBy });
    // version tricks: an old one conflicts, a malformed one is invalid, none changes anything
    expectError(await invoke('OrderModify', { token: w.adminA, body: { orderId: created.orderId, version: 1, description: 'Old' } }), 409, 'order.conflict');
    expectError(await invoke('OrderModify', { token: w.adminA, body: { orderId: created.orderId, version: 3, description: 'Ahead' } }), 409, 'order.conflict');
    for (const version of [0, -2, 2.5, 'two', null]) expect((await invoke('OrderModify', { token: w.adminA, body: { orderId: created.orderId, version, description: 'Bad' } })).status).toBe(400);
    // dispatch "dispatch more" ignores the version (each write is conditioned on the version read); the dispatcher is the caller
    ok(await dispatch([created.orderId], handlerA.id, w.adminA, { dispatcherId: handlerB.id, state: '2', deptPath: w.customerB.deptPath }));
    expect(await infoOk(created.orderId)).toMatchObject({ state: '1', version: 3, handlerId: handlerA.id, dispatcherId: adminAId, deptId: clinic.deptId });
    // process: the state, handler and organization of the body are not taken
    const done = ok<OrderRecord>(await invoke('OrderProcess', { token: handlerA.token, body: { ...processBody({ orderId: created.orderId, version: 3 }, { checklist: [] }), state: '0', handlerId: handlerB.id, deptPath: w.customerB.deptPath, kind: '2', deviceId: dB.deviceId, replaced: true } }));
    expect(done).toMatchObject({ state: '2', version: 4, handlerId: handlerA.id, deptId: clinic.deptId, kind: '5', deviceId: d.deviceId, replaced: false });
    expect((await infoOk(created.orderId)).log.map((l) => l.action)).toEqual(['create', 'modify', 'dispatch', 'process']);
    expect((await page(w.adminB, { deviceId: String(dB.deviceId) })).rows).toEqual([]);
  });

  it("dispatches A's order to no user of another tenant, answering as a missing user, and changes nothing", async () => {
    const order = await createOk((await device()).deviceId);
    const before = await snapshot(order.orderId);
    const missing = await dispatch([order.orderId], MISSING);
    expectError(missing, 404, 'handler.userNotFound');
    for (const handlerId of [handlerB.id, handlerC.id]) {
      expect(answer(await dispatch([order.orderId], handlerId))).toEqual(answer(missing));
      expect(answer(await dispatch([order.orderId], handlerId, w.adminA, { version: 1 }))).toEqual(answer(missing));
      const many = ok<{ dispatched: number[]; refused: { orderId: number; code: string }[] }>(await dispatch([order.orderId, MISSING], handlerId));
      expect(many).toEqual({ dispatched: [], refused: [{ orderId: order.orderId, code: 'handler.userNotFound' }, { orderId: MISSING, code: 'order.notFound' }] });
    }
    expect(await snapshot(order.orderId)).toEqual(before);
    // "dispatch more" mixing A's order with B's: B's answers as missing and is not touched
    const orderB = ok<OrderRecord>(await invoke('OrderAdd', { token: w.adminB, body: { kind: '5', deviceId: (await device(w.customerB)).deviceId } }));
    const mixed = ok<{ dispatched: number[]; refused: { orderId: number; code: string }[] }>(await dispatch([order.orderId, orderB.orderId], handlerA.id));
    expect(mixed).toEqual({ dispatched: [order.orderId], refused: [{ orderId: orderB.orderId, code: 'order.notFound' }] });
    expect(ok<OrderDetails>(await info(orderB.orderId, w.adminB))).toMatchObject({ state: '0', version: 1, handlerId: 0 });
    // B dispatching its own order to A's handler: as a missing user
    expect(answer(await dispatch([orderB.orderId], handlerA.id, w.adminB))).toEqual(answer(await dispatch([orderB.orderId], MISSING, w.adminB)));
    expect(ok<OrderDetails>(await info(orderB.orderId, w.adminB))).toMatchObject({ state: '0', version: 1, handlerId: 0 });
  });

  it("processes with no other tenant's stock, no other device's consumable and no other tenant's file", async () => {
    const d = await device();
    const otherDevice = await device();
    const installed = await pad(w.adminA, clinic, d.deviceId);
    const onOther = await pad(w.adminA, clinic, otherDevice.deviceId);
    const stockA = await pad(w.adminA, clinic);
    const stockB = await pad(w.adminB, w.customerB);
    const dB = await device(w.customerB);
    const installedB = await pad(w.adminB, w.customerB, dB.deviceId);
    const fileB = await uploaded(w.adminB);
    const signatureB = await uploaded(w.adminB, 'signature');
    const fileA2 = await uploaded(handlerA2.token);
    const order = await createOk(d.deviceId);
    ok(await dispatch([order.orderId], handlerA.id));
    const before = await snapshot(order.orderId);
    const process = (over: Record<string, unknown>) => invoke('OrderProcess', { token: handlerA.token, body: processBody({ orderId: order.orderId, version: 2 }, { checklist: [], ...over }) });
    const replacing = (accessoryId: number, replacementId: number) => process({ replacements: [{ accessoryId, replacementId }] });

    // the item replaced must be installed on the order's device: another device's, another tenant's, a stock record
    const notOnDevice = await replacing(MISSING, stockA);
    expectError(notOnDevice, 409, 'order.replacementNotOnDevice');
    for (const accessoryId of [onOther, installedB, stockA, stockB]) expect(answer(await replacing(accessoryId, stockA))).toEqual(answer(notOnDevice));
    // the replacement: another tenant's stock answers as a missing record; another device's installed one is not in stock
    const missingReplacement = await replacing(installed, MISSING);
    expect(missingReplacement.status).toBe(404);
    expect(answer(await replacing(installed, stockB))).toEqual(answer(missingReplacement));
    expect(answer(await replacing(installed, installedB))).toEqual(answer(missingReplacement));
    expectError(await replacing(installed, onOther), 409, 'accessory.replacementNotInStock');
    expectError(await replacing(installed, installed), 409, 'accessory.replacementNotInStock');
    // files: another tenant's upload, and another user's of A out of the handler's scope, answer as missing uploads
    const missingFile = await process({ files: [{ slot: 'photo', uploadId: MISSING_UPLOAD }] });
    expectError(missingFile, 404, 'upload.notFound');
    for (const files of [
      [{ slot: 'photo', uploadId: fileB }],
      [{ slot: 'customerSignature', uploadId: signatureB }],
      [{ slot: 'engineerSignature', uploadId: signatureB }],
      [{ slot: 'photo', uploadId: fileA2 }],
    ])
      expect(answer(await process({ files }))).toEqual(answer(missingFile));
    const checklistMissing = await process({ checklist: [{ item: 'cabinet', result: 'normal', photoUploadId: MISSING_UPLOAD }] });
    expect(answer(await process({ checklist: [{ item: 'cabinet', result: 'normal', photoUploadId: fileB }] }))).toEqual(answer(checklistMissing));
    expect(await snapshot(order.orderId)).toEqual(before);
    for (const id of [fileB, signatureB, fileA2]) expect(await getUpload(id)).toMatchObject({ state: 'confirmed' });
    // B's device still holds its pad; the order's device still holds its own
    const ids = async (token: string, deviceId: number) => ok<{ installed: { accessoryId: number }[] }>(await invoke('AccessoryByDevice', { token, query: { deviceId: String(deviceId), history: 'true' } })).installed.map((a) => a.accessoryId);
    expect(await ids(w.adminB, dB.deviceId)).toEqual([installedB]);
    expect(await ids(w.adminA, d.deviceId)).toEqual([installed]);
    expect(await ids(w.adminA, otherDevice.deviceId)).toEqual([onOther]);
  });

  it('lets no one install one stock record twice in one processing', async () => {
    const d = await device();
    const first = await pad(w.adminA, clinic, d.deviceId);
    const second = await pad(w.adminA, clinic, d.deviceId);
    const stock = await pad(w.adminA, clinic);
    const order = await createOk(d.deviceId);
    ok(await dispatch([order.orderId], handlerA.id));
    const res = await invoke('OrderProcess', {
      token: handlerA.token,
      body: processBody({ orderId: order.orderId, version: 2 }, { checklist: [], replacements: [{ accessoryId: first, replacementId: stock }, { accessoryId: second, replacementId: stock }] }),
    });
    expectError(res, 400, 'common.validation');
    expect(await snapshot(order.orderId)).toMatchObject({ state: '1', version: 2 });
    // each from its own stock record, both are replaced
    const stock2 = await pad(w.adminA, clinic);
    const done = ok<OrderRecord>(
      await invoke('OrderProcess', {
        token: handlerA.token,
        body: processBody({ orderId: order.orderId, version: 2 }, { checklist: [], replacements: [{ accessoryId: first, replacementId: stock }, { accessoryId: second, replacementId: stock2 }] }),
      }),
    );
    expect(done).toMatchObject({ state: '2', replaced: true });
  });

  it("keeps a handler to their own orders: A's handler on an order dispatched to another handler", async () => {
    const order = await createOk((await device()).deviceId);
    ok(await dispatch([order.orderId], handlerA2.id));
    const before = await snapshot(order.orderId);
    for (const run of [
      (orderId: number) => invoke('OrderInfo', { token: handlerA.token, query: { orderId: String(orderId) } }),
      (orderId: number) => invoke('OrderProcess', { token: handlerA.token, body: processBody({ orderId, version: 2 }, { checklist: [] }) }),
      (orderId: number) => invoke('OrderReturn', { token: handlerA.token, body: { orderId, version: 2, reason: 'Not mine' } }),
      (orderId: number) => invoke('OrderFileUrl', { token: handlerA.token, query: { orderId: String(orderId), uploadId: MISSING_UPLOAD } }),
    ])
      expect(answer(await run(order.orderId))).toEqual(answer(await run(MISSING)));
    // A's administrator reaches it as a distributor but may not process or return another's order
    expectError(await invoke('OrderProcess', { token: w.adminA, body: processBody({ orderId: order.orderId, version: 2 }, { checklist: [] }) }), 403, 'order.notYourOrder');
    expectError(await invoke('OrderReturn', { token: w.adminA, body: { orderId: order.orderId, version: 2, reason: 'x' } }), 403, 'order.notYourOrder');
    expect(await snapshot(order.orderId)).toEqual(before);
    // re-dispatched away, the first handler loses it at once
    ok(await dispatch([order.orderId], handlerA.id));
    expectError(await info(order.orderId, handlerA2.token), 404, 'order.notFound');
    expectError(await invoke('OrderReturn', { token: handlerA2.token, body: { orderId: order.orderId, version: 3, reason: 'x' } }), 404, 'order.notFound');
  });

  it('takes an order from its handler once they are moved to another tenant: the order stays with its organization', async () => {
    const name = `woxm${uid().toLowerCase()}`;
    const movedId = await createTestUser({ username: name, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    const d = await device();
    const order = await createOk(d.deviceId, { contactName: 'Dr Secret', contactPhone: '+33 6 12 34 56 78' });
    ok(await dispatch([order.orderId], movedId));
    // an order they completed, with the customer's signature
    const done = await createOk(d.deviceId);
    ok(await dispatch([done.orderId], movedId));
    const movedBefore = await loginAs(name, PASSWORD);
    const signature = await uploaded(movedBefore, 'signature');
    ok(await invoke('OrderProcess', { token: movedBefore, body: { orderId: done.orderId, version: 2, handlingResult: 'Done', processDate: todayUtc(), files: [{ slot: 'customerSignature', uploadId: signature }] } }));
    ok(await invoke('OrderFileUrl', { token: movedBefore, query: { orderId: String(done.orderId), uploadId: signature } }));
    // the platform moves the user to agent B (a user changes employer); they log in again
    const record = ok<{ user: Record<string, unknown> }>(await invoke('UserInfo', { token: w.admin, query: { userId: String(movedId) } })).user;
    const moved = await invoke('UserUpdate', {
      token: w.admin,
      body: { userId: movedId, nickName: record.nickName, deptId: w.agentB.deptId, email: '', phonenumber: '', sex: '2', language: 'en', status: '0', userTypes: ['handler'], roleIds: [5], postIds: [], remark: '' },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    // the move ends their sessions; in a new one they are agent B's
    expect((await invoke('OrderInfo', { token: movedBefore, query: { orderId: String(order.orderId) } })).status).toBe(401);
    const token = await loginAs(name, PASSWORD);
    const before = await snapshot(order.orderId);
    for (const run of [
      (orderId: number) => invoke('OrderInfo', { token, query: { orderId: String(orderId) } }),
      (orderId: number) => invoke('OrderProcess', { token, body: processBody({ orderId, version: 2 }, { checklist: [] }) }),
      (orderId: number) => invoke('OrderReturn', { token, body: { orderId, version: 2, reason: 'x' } }),
      (orderId: number) => invoke('OrderFileUrl', { token, query: { orderId: String(orderId), uploadId: MISSING_UPLOAD } }),
    ])
      expect(answer(await run(order.orderId))).toEqual(answer(await run(MISSING)));
    for (const orderId of [done.orderId, MISSING]) expectError(await invoke('OrderInfo', { token, query: { orderId: String(orderId) } }), 404, 'order.notFound');
    expect(answer(await invoke('OrderFileUrl', { token, query: { orderId: String(done.orderId), uploadId: signature } }))).toEqual(
      answer(await invoke('OrderFileUrl', { token, query: { orderId: String(MISSING), uploadId: signature } })),
    );
    for (const q of [{}, { mine: '1' }, { mine: '1', state: '2' }] as Record<string, string>[]) expect((await page(token, q)).rows.map((r) => r.orderId)).toEqual([]);
    const counts = ok<Record<string, { total: number | null }>>(await invoke('OrderCounts', { token, query: { mine: '1' } }));
    expect(Object.values(counts).map((c) => c.total)).toEqual([0, 0, 0, 0, 0]);
    expect(await snapshot(order.orderId)).toEqual(before);
    // A's distributor still reaches it and dispatches it again to a handler of its own
    ok(await dispatch([order.orderId], handlerA.id));
  });

  it('refuses a processing dated in the future or before the order existed (the record is the proof of the visit)', async () => {
    const d = await device();
    await pad(w.adminA, clinic, d.deviceId, { startDate: addDays(todayUtc(), -800), effectiveDays: 400 });
    const order = await createOk(d.deviceId);
    ok(await dispatch([order.orderId], handlerA.id));
    const process = (processDate: string, over: Record<string, unknown> = {}) => invoke('OrderProcess', { token: handlerA.token, body: processBody({ orderId: order.orderId, version: 2 }, { checklist: [], processDate, ...over }) });
    // a date before the pad expired would skip the expired-consumable question; a future one would plan nothing for years
    for (const [processDate, next] of [
      ['2020-01-01', ''],
      [addDays(todayUtc(), 400), addDays(todayUtc(), 800)],
    ] as const) {
      const res = await process(processDate, { nextMaintenanceDate: next });
      expectError(res, 400, 'order.processDateOutOfRange');
      expect(res.json.params).toEqual({ date: order.createTime.slice(0, 10) });
    }
    expect(await snapshot(order.orderId)).toMatchObject({ state: '1', version: 2 });
    expectError(await process(todayUtc()), 409, 'order.expiredUnreplaced');
  });
});
