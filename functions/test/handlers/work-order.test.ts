/**
 * Work orders (issue 16, docs/decisions/0045) against the local DynamoDB: the state machine through the routes, the
 * rules of spec section 5 (each refusal changes nothing), separate distribute and handle permissions, processing with
 * the checklist and a replaced consumable in one transaction, the log, the messages, one winner when two act at once,
 * and three tenants (another tenant's order answers as a missing one).
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, todayUtc, type DeviceAccessories } from '@aed/shared/schemas/accessory';
import { CHECKLIST_ITEMS, type OrderDetails, type OrderRecord } from '@aed/shared/schemas/work-order';
import { httpEvent, invoke, loginAs } from '../helpers';
import { createTestUser, expectError, ok } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { listUserMessages } from '../../src/data/access/user-messages';
import { maintenanceDueOf } from '../../src/data/access/work-orders';
import { maintenancePlan } from '../../src/domain/work-order/maintenance-plan';
import { publicDeviceHistory } from '../../src/domain/qr/public-device-history';


describe('work orders', () => {
  let w: DeviceWorld;
  let modelId: number;
  let agentC: Org;
  let adminC: string;
  let handler: { id: number; token: string };
  let otherHandler: { id: number; token: string };
  let disabledHandler: number;
  let notAHandler: number;
  let dispatcherId: number;
  let dispatcher: string;

  beforeAll(async () => {
    w = await buildWorld();
    const model = await invoke('DeviceModelAdd', {
      token: w.admin,
      body: { typeId: w.typeId, modelName: `WO ${uid()}`, modelCode: `WO-${uid()}`, brand: w.brand, workingPrinciple: '2', consumables: [{ kind: 'adultPads', ratedLifeMonths: 24 }] },
    });
    modelId = ok<{ modelId: number }>(model).modelId;
    agentC = await addOrg(w.admin, 100, '0', 10, `Agent C ${uid()}`);
    const c = `woc${uid().toLowerCase()}`;
    await createTestUser({ username: c, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(c, PASSWORD);
    const d = `wod${uid().toLowerCase()}`;
    dispatcherId = await createTestUser({ username: d, password: PASSWORD, roleIds: [3], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    dispatcher = await loginAs(d, PASSWORD);
    const handlerUser = async (status: '0' | '1' = '0', roleIds = [5], userTypes = ['handler']) => {
      const name = `woh${uid().toLowerCase()}`;
      const id = await createTestUser({ username: name, password: PASSWORD, roleIds, userTypes, status, deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
      return { id, token: status === '0' ? await loginAs(name, PASSWORD) : '' };
    };
    handler = await handlerUser();
    otherHandler = await handlerUser();
    disabledHandler = (await handlerUser('1')).id;
    // a handler-type user whose role (read-only administrator) does not hold order handling
    notAHandler = (await handlerUser('0', [8])).id;
  }, 240_000);

  const device = async (org: Org = w.customerA) => addDevice(w.admin, deviceBody(w, org, { modelId }));
  const create = (token: string, body: Record<string, unknown>) => invoke('OrderAdd', { token, body });
  const createOk = async (deviceId: number, over: Record<string, unknown> = {}, token = dispatcher) => ok<OrderRecord>(await create(token, { kind: '2', deviceId, description: 'Yearly maintenance', ...over }));
  const info = (orderId: number, token = dispatcher) => invoke('OrderInfo', { token, query: { orderId: String(orderId) } });
  const infoOk = async (orderId: number, token = dispatcher) => ok<OrderDetails>(await info(orderId, token));
  const dispatch = (orderIds: number[], handlerId: number, token = dispatcher, over: Record<string, unknown> = {}) => invoke('OrderDispatch', { token, body: { orderIds, handlerId, ...over } });
  const page = async (token: string, query: Record<string, string> = {}) => ok<{ rows: OrderRecord[]; total?: number | null }>(await invoke('OrderPage', { token, query: { limit: '50', ...query } }));
  const fullChecklist = () => CHECKLIST_ITEMS.map((item) => ({ item, result: 'normal' as const, note: '', value: item === 'shockJoules' ? 150 : '' }));
  const processBody = (o: { orderId: number; version: number }, over: Record<string, unknown> = {}) => ({ orderId: o.orderId, version: o.version, handlingResult: 'Checked and cleaned', processDate: todayUtc(), checklist: fullChecklist(), ...over });
  const consumables = async (deviceId: number) => ok<DeviceAccessories>(await invoke('AccessoryByDevice', { token: w.adminA, query: { deviceId: String(deviceId), history: 'true' } }));

  it('takes a maintenance order from creation through return, dispatch and processing with a replaced expired pad, one log line per action', async () => {
    const d = await device();
    const today = todayUtc();
    const pad = await invoke('AccessoryAdd', {
      token: w.adminA,
      body: { category: 'consumable', kind: 'adultPads', code: `LOT-${uid()}`, name: 'Old pads', deptId: w.customerA.deptId, deviceId: d.deviceId, startDate: addDays(today, -400), effectiveDays: 365 },
    });
    const oldPad = ok<{ accessoryId: number }>(pad).accessoryId;

    const order = await createOk(d.deviceId);
    expect(order).toMatchObject({ kind: '2', source: 'manual', state: '0', version: 1, serialNumber: d.serialNumber, deptId: w.customerA.deptId });
    expect(order.orderNo).toMatch(/^WO\d{8}\d{6}$/);
    // one maintenance order in process per device: the second is refused by number, nothing is created
    const before = (await page(dispatcher, { deviceId: String(d.deviceId) })).rows.length;
    expectError(await create(dispatcher, { kind: '2', deviceId: d.deviceId }), 409, 'order.maintenanceOpen');
    expect((await create(dispatcher, { kind: '2', deviceId: d.deviceId })).json.params).toEqual({ orderNo: order.orderNo });
    expect((await page(dispatcher, { deviceId: String(d.deviceId) })).rows.length).toBe(before);

    // the handler sees nothing before dispatch; processing an undispatched order is refused by state
    expect((await page(handler.token)).rows.map((r) => r.orderId)).not.toContain(order.orderId);
    expectError(await info(order.orderId, handler.token), 404, 'order.notFound');
    expect(ok<{ dispatched: number[] }>(await dispatch([order.orderId], handler.id, dispatcher, { version: 1 })).dispatched).toEqual([order.orderId]);
    const dispatched = await infoOk(order.orderId, handler.token);
    expect(dispatched).toMatchObject({ state: '1', version: 2, handlerId: handler.id, dispatcherId });
    expect(dispatched.allowed.sort()).toEqual(['process', 'return']);
    expect((await page(handler.token, { mine: '1' })).rows.map((r) => r.orderId)).toEqual([order.orderId]);
    expect((await listUserMessages(handler.id)).map((m) => [m.msgType, JSON.parse(m.params).orderNo])).toContainEqual(['orderDispatched', order.orderNo]);

    // return needs its reason; a refused return changes nothing
    expectError(await invoke('OrderReturn', { token: handler.token, body: { orderId: order.orderId, version: 2, reason: ' ' } }), 400, 'order.returnReasonRequired');
    expect((await infoOk(order.orderId)).version).toBe(2);
    const returned = ok<OrderRecord>(await invoke('OrderReturn', { token: handler.token, body: { orderId: order.orderId, version: 2, reason: 'Wrong site' } }));
    expect(returned).toMatchObject({ state: '0', returned: true, returnReason: 'Wrong site', handlerId: 0, returnCount: 1 });
    expect((await listUserMessages(dispatcherId)).map((m) => m.msgType)).toContain('orderReturned');
    expectError(await info(order.orderId, handler.token), 404, 'order.notFound');
    ok(await dispatch([order.orderId], handler.id));

    // processing: every checklist item answered, an abnormal one says why, an expired pad asks for a confirmation
    const v = (await infoOk(order.orderId)).version;
    const process = (body: Record<string, unknown>) => invoke('OrderProcess', { token: handler.token, body });
    expectError(await process(processBody({ orderId: order.orderId, version: v }, { checklist: fullChecklist().slice(1) })), 400, 'order.checklistIncomplete');
    const abnormal = await process(processBody({ orderId: order.orderId, version: v }, { checklist: fullChecklist().map((c, i) => (i === 0 ? { ...c, result: 'abnormal' } : c)) }));
    expect(abnormal.status).toBe(400);
    expect(abnormal.json.fields).toContainEqual({ path: 'checklist.0.note', errorCode: 'order.abnormalNoteRequired' });
    const tooFar = await process(processBody({ orderId: order.orderId, version: v }, { nextMaintenanceDate: addMonths(today, 61) }));
    expect(tooFar.status).toBe(400);
    expect(tooFar.json.fields).toContainEqual({ path: 'nextMaintenanceDate', errorCode: 'order.nextMaintenanceTooFar' });
    const expired = await process(processBody({ orderId: order.orderId, version: v }));
    expectError(expired, 409, 'order.expiredUnreplaced');
    expect(String(expired.json.params.items)).toContain('Old pads');
    expect((await infoOk(order.orderId)).state).toBe('1');

    // the handler (no accessory rights, own data only) sees what the device holds and the stock a pad may come from:
    // the agent's, never another tenant's
    expect((await infoOk(order.orderId, handler.token)).installed.map((a) => a.name)).toContain('Old pads');
    const stockPad = async (token: string, deptId: number, name: string) =>
      ok<{ accessoryId: number }>(await invoke('AccessoryAdd', { token, body: { category: 'consumable', kind: 'adultPads', code: `LOT-${uid()}`, name, deptId, startDate: today, effectiveDays: 300 } }));
    await stockPad(w.adminA, w.agentA.deptId, 'Spare pads A');
    await stockPad(w.adminB, w.agentB.deptId, 'Spare pads B');
    const stock = ok<{ name: string }[]>(await invoke('OrderStock', { token: handler.token, query: { orderId: String(order.orderId), accessoryId: String(oldPad) } }));
    expect(stock.map((s) => s.name)).toContain('Spare pads A');
    expect(stock.map((s) => s.name)).not.toContain('Spare pads B');
    const newExpiry = addDays(today, 300);
    const done = ok<OrderRecord>(
      await process(
        processBody(
          { orderId: order.orderId, version: v },
          {
            replacements: [{ accessoryId: oldPad, replacement: { category: 'consumable', kind: 'adultPads', code: `LOT-${uid()}`, name: 'New pads', startDate: today, expiryDate: newExpiry } }],
            nextMaintenanceDate: addDays(today, 365),
          },
        ),
      ),
    );
    expect(done).toMatchObject({ state: '2', replaced: true, handled: true, processDate: today, lastMaintenanceDate: today });
    const details = await infoOk(order.orderId);
    expect(details.replacedItems).toEqual([expect.objectContaining({ replacedId: oldPad, name: 'New pads', expiryDate: newExpiry })]);
    expect(details.checklist).toHaveLength(CHECKLIST_ITEMS.length);
    expect(details.checklist.find((c) => c.item === 'shockJoules')).toMatchObject({ value: 150 });
    expect(details.log.map((l) => [l.action, l.fromState, l.toState])).toEqual([
      ['create', null, '0'],
      ['dispatch', '0', '1'],
      ['return', '1', '0'],
      ['dispatch', '0', '1'],
      ['process', '1', '2'],
    ]);
    expect(details.log[2]).toMatchObject({ reason: 'Wrong site', handlerId: handler.id });
    expect(details.allowed).toEqual([]);
    // the device's consumables changed in the same transaction
    const held = await consumables(d.deviceId);
    expect(JSON.stringify(held)).toContain('New pads');
    expect((await listUserMessages(dispatcherId)).map((m) => m.msgType)).toContain('orderCompleted');
    // the public maintenance record shows the maintenance, with no person or text of it
    expect(await publicDeviceHistory(d.deviceId)).toContainEqual({ kind: 'maintenance', time: done.processTime, detail: 'replaced' });
    // a completed order takes no action; the device is free for its next maintenance order
    expectError(await invoke('OrderModify', { token: dispatcher, body: { orderId: order.orderId, version: done.version } }), 409, 'order.finished');
    await createOk(d.deviceId);
  });

  it('keeps distributing and handling apart, and lets a handler act only on their own orders', async () => {
    const d = await device();
    // the handler (order handling only) may neither create nor dispatch
    expectError(await create(handler.token, { kind: '5', deviceId: d.deviceId }), 403, 'common.forbidden');
    const order = await createOk(d.deviceId, { kind: '5' });
    expectError(await dispatch([order.orderId], handler.id, handler.token), 403, 'common.forbidden');
    ok(await dispatch([order.orderId], handler.id));
    // another handler does not reach it; the distributor reaches it but it is not theirs to process
    expectError(await info(order.orderId, otherHandler.token), 404, 'order.notFound');
    expectError(await invoke('OrderProcess', { token: otherHandler.token, body: processBody({ orderId: order.orderId, version: 2 }) }), 404, 'order.notFound');
    expectError(await invoke('OrderProcess', { token: dispatcher, body: processBody({ orderId: order.orderId, version: 2 }) }), 403, 'order.notYourOrder');
    expect(await infoOk(order.orderId)).toMatchObject({ state: '1', version: 2 });
    // an "other" order needs no checklist
    ok(await invoke('OrderProcess', { token: handler.token, body: { orderId: order.orderId, version: 2, handlingResult: 'Sign replaced', processDate: todayUtc() } }));
  });

  it('dispatches only to an active handler with access to the orders page, and dispatches several with the refused ones listed', async () => {
    const order = await createOk((await device()).deviceId, { kind: '1', monitorItem: 'Battery voltage', lowerLimit: '11', actualValue: '9.8' });
    expectError(await dispatch([order.orderId], disabledHandler), 400, 'handler.userDisabled');
    expectError(await dispatch([order.orderId], notAHandler), 400, 'handler.noAccess');
    expectError(await dispatch([order.orderId], 987_654), 404, 'handler.userNotFound');
    expect(await infoOk(order.orderId)).toMatchObject({ state: '0', version: 1, handlerId: 0 });
    expect((await infoOk(order.orderId)).log).toHaveLength(1);

    const other = await createOk((await device()).deviceId, { kind: '5' });
    ok(await invoke('OrderCancel', { token: dispatcher, body: { orderId: other.orderId, version: 1, reason: 'Made twice' } }));
    const result = ok<{ dispatched: number[]; refused: { orderId: number; code: string }[] }>(await dispatch([order.orderId, other.orderId, 987_654], handler.id));
    expect(result).toEqual({ dispatched: [order.orderId], refused: [{ orderId: other.orderId, code: 'order.finished' }, { orderId: 987_654, code: 'order.notFound' }] });
  });

  it('refuses what the kinds require and reasons that are missing, changing nothing', async () => {
    const d = await device();
    const training = await create(dispatcher, { kind: '4', deviceId: d.deviceId });
    expect(training.status).toBe(400);
    expect(training.json.fields).toContainEqual({ path: 'trainingPlannedDate', errorCode: 'order.trainingDateRequired' });
    expect((await create(dispatcher, { kind: '1', deviceId: d.deviceId })).json.fields).toContainEqual({ path: 'monitorItem', errorCode: 'order.monitorItemRequired' });
    const order = await createOk(d.deviceId, { kind: '4', trainingPlannedDate: '2026-12-10', trainer: 'Ana' });
    expectError(await invoke('OrderModify', { token: dispatcher, body: { orderId: order.orderId, version: 1, trainingPlannedDate: '' } }), 400, 'order.trainingDateRequired');
    expectError(await invoke('OrderCancel', { token: dispatcher, body: { orderId: order.orderId, version: 1, reason: '' } }), 400, 'order.cancelReasonRequired');
    expect(await infoOk(order.orderId)).toMatchObject({ state: '0', version: 1, trainingPlannedDate: '2026-12-10' });
    expect((await page(dispatcher, { deviceId: String(d.deviceId) })).rows).toHaveLength(1);
  });

  it('lets one of two people acting on the same order at once win; the other gets a conflict and writes nothing', async () => {
    const order = await createOk((await device()).deviceId, { kind: '5' });
    const results = await Promise.all([
      invoke('OrderModify', { token: dispatcher, body: { orderId: order.orderId, version: 1, description: 'First' } }),
      invoke('OrderModify', { token: w.adminA, body: { orderId: order.orderId, version: 1, description: 'Second' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.json.errorCode).toBe('order.conflict');
    const details = await infoOk(order.orderId);
    expect(details.version).toBe(2);
    expect(details.description).toBe(results.find((r) => r.status === 200)!.json.data.description);
    expect(details.log.map((l) => l.action)).toEqual(['create', 'modify']);
    // each log line names its order's kind (the log screen names the states in that kind's words)
    expect(details.log.map((l) => l.kind)).toEqual(['5', '5']);
    const page = ok<{ rows: { orderId: number; kind: string }[] }>(await invoke('OrderLogPage', { token: dispatcher, query: { limit: '50' } }));
    expect(page.rows.filter((l) => l.orderId === order.orderId).map((l) => l.kind)).toEqual(['5', '5']);
  });

  it("answers another tenant's order exactly as a missing one, on every route, and lists none of it", async () => {
    const d = await device();
    const order = await createOk(d.deviceId, { kind: '5' });
    const MISSING = 9_876_543;
    for (const [name, token] of [
      ['B', w.adminB],
      ['C', adminC],
    ] as const) {
      const probes = [
        (orderId: number) => invoke('OrderInfo', { token, query: { orderId: String(orderId) } }),
        (orderId: number) => invoke('OrderHandlers', { token, query: { orderId: String(orderId) } }),
        (orderId: number) => invoke('OrderModify', { token, body: { orderId, version: 1, description: 'x' } }),
        (orderId: number) => invoke('OrderDispatch', { token, body: { orderIds: [orderId], handlerId: handler.id } }),
        (orderId: number) => invoke('OrderCancel', { token, body: { orderId, version: 1, reason: 'x' } }),
        (orderId: number) => invoke('OrderProcess', { token, body: processBody({ orderId, version: 1 }) }),
        (orderId: number) => invoke('OrderReturn', { token, body: { orderId, version: 1, reason: 'x' } }),
        (orderId: number) => invoke('OrderFileUrl', { token, query: { orderId: String(orderId), uploadId: '00000000-0000-4000-8000-000000000000' } }),
        (orderId: number) => invoke('OrderStock', { token, query: { orderId: String(orderId), accessoryId: '1' } }),
      ];
      for (const probe of probes) {
        const [theirs, missing] = [await probe(order.orderId), await probe(MISSING)];
        expect({ name, status: theirs.status, json: theirs.json }).toEqual({ name, status: missing.status, json: missing.json });
      }
      // an order for A's device cannot be made either
      expectError(await create(token, { kind: '5', deviceId: d.deviceId }), 404, 'device.notFound');
      expect((await page(token)).rows.map((r) => r.orderId)).not.toContain(order.orderId);
      expect((await page(token, { keyword: order.orderNo.toLowerCase() })).rows).toEqual([]);
      const log = ok<{ rows: { orderId: number }[] }>(await invoke('OrderLogPage', { token, query: { limit: '50' } }));
      expect(log.rows.map((l) => l.orderId)).not.toContain(order.orderId);
      expectError(await invoke('OrderPage', { token, query: { deptId: String(w.customerA.deptId) } }), 404, 'dept.notFound');
    }
    expect(await infoOk(order.orderId)).toMatchObject({ state: '0', version: 1, description: 'Yearly maintenance' });
    // A sees it in its lists and log, with the counts per state
    expect((await page(w.adminA, { keyword: order.orderNo.toLowerCase() })).rows.map((r) => r.orderId)).toEqual([order.orderId]);
    // the export: A's order in A's workbook, in the caller's language; none of it in B's
    const book = async (token: string) => {
      const file = await invoke('OrderExport', { token, query: { deviceId: String(d.deviceId) }, headers: { 'accept-language': 'fr' } });
      expect(file.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(file.raw.body as string, 'base64') as never);
      return wb.worksheets[0]!;
    };
    const sheetA = await book(w.adminA);
    expect(sheetA.name).toBe('Ordres de travail');
    expect(sheetA.getRow(2).values).toEqual(expect.arrayContaining([order.orderNo, 'Autre', 'Manuelle', 'En attente', d.serialNumber]));
    expect((await book(w.adminB)).rowCount).toBe(1);
    const counts = ok<Record<string, { total: number | null }>>(await invoke('OrderCounts', { token: w.adminA, query: { deviceId: String(d.deviceId) } }));
    expect(counts['0']!.total).toBe(1);
    expect(counts['2']!.total).toBe(0);
  });

  it('plans maintenance orders ahead of the next maintenance date a processing sets: once per date, even with two runs at once', async () => {
    const d = await device();
    const first = await createOk(d.deviceId);
    ok(await dispatch([first.orderId], handler.id));
    const due = addDays(todayUtc(), 10);
    ok(await invoke('OrderProcess', { token: handler.token, body: processBody({ orderId: first.orderId, version: 2 }, { nextMaintenanceDate: due }) }));
    expect(await maintenanceDueOf(d.deviceId)).toMatchObject({ dueDate: due, source: 'order', sourceId: first.orderId });
    // not yet within 7 days; within 14 it is, and two runs at once make one order
    expect((await maintenancePlan('7')).affected).toBe(0);
    const runs = await Promise.all([maintenancePlan('14'), maintenancePlan('14')]);
    expect(runs.map((r) => r.affected).sort()).toEqual([0, 1]);
    expect((await maintenancePlan('14')).affected).toBe(0);
    const planned = (await page(dispatcher, { deviceId: String(d.deviceId) })).rows.filter((r) => r.orderId !== first.orderId);
    expect(planned).toEqual([expect.objectContaining({ kind: '2', source: 'auto', state: '0', planDate: due, createBy: 'system' })]);
    expect(await maintenanceDueOf(d.deviceId)).toBeNull();
    // a device with a default handler gets its planned order dispatched to them at once
    const d2 = await device();
    ok(await invoke('HandlerAdd', { token: w.adminA, body: { deptId: w.customerA.deptId, deviceId: d2.deviceId, userId: handler.id, primary: true } }));
    const first2 = await createOk(d2.deviceId);
    ok(await dispatch([first2.orderId], handler.id));
    ok(await invoke('OrderProcess', { token: handler.token, body: processBody({ orderId: first2.orderId, version: 2 }, { nextMaintenanceDate: due }) }));
    expect((await maintenancePlan('14')).affected).toBe(1);
    const planned2 = (await page(dispatcher, { deviceId: String(d2.deviceId) })).rows.filter((r) => r.orderId !== first2.orderId);
    expect(planned2).toEqual([expect.objectContaining({ source: 'auto', state: '1', handlerId: handler.id })]);
    expect((await listUserMessages(handler.id)).some((m) => m.msgType === 'orderDispatched' && JSON.parse(m.params).orderNo === planned2[0]!.orderNo)).toBe(true);
    // its processing without a next date plans the next by the model's cadence (12 months by default)
    ok(await dispatch([planned[0]!.orderId], handler.id));
    const processed = ok<OrderRecord>(await invoke('OrderProcess', { token: handler.token, body: processBody({ orderId: planned[0]!.orderId, version: 2 }) }));
    expect(processed.nextMaintenanceDate).toBe(addMonths(todayUtc(), 12));
    expect(await maintenanceDueOf(d.deviceId)).toMatchObject({ dueDate: addMonths(todayUtc(), 12), source: 'order' });
    // a model that plans none: a maintenance without a next date leaves none
    const none = await invoke('DeviceModelAdd', { token: w.admin, body: { typeId: w.typeId, modelName: `WO0 ${uid()}`, modelCode: `WO0-${uid()}`, brand: w.brand, workingPrinciple: '2', serviceMonths: 0 } });
    const d0 = await addDevice(w.admin, deviceBody(w, w.customerA, { modelId: ok<{ modelId: number }>(none).modelId }));
    const o0 = await createOk(d0.deviceId);
    ok(await dispatch([o0.orderId], handler.id));
    ok(await invoke('OrderProcess', { token: handler.token, body: processBody({ orderId: o0.orderId, version: 2 }) }));
    expect(await maintenanceDueOf(d0.deviceId)).toBeNull();
  });

  it('turns a problem reported on the public page into a customer-feedback order, shows back only its number, and limits reports', async () => {
    const d = await device();
    const code = ((await invoke('QrGenerate', { token: w.adminA, body: { bound: false, deptId: w.customerA.deptId, amount: 1 } })).json.data as { code: string }[])[0]!.code;
    ok(await invoke('QrBind', { token: w.adminA, body: { code, deviceId: d.deviceId } }));
    const { handler: report } = await import('../../src/routes/product/qr/post-qr-public-feedback');
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    const send = async (body: Record<string, unknown>) => {
      const event = httpEvent('QrPublicFeedback', { body });
      event.requestContext.http.sourceIp = ip;
      const out = await report(event, { awsRequestId: 't', getRemainingTimeInMillis: () => 29_000 } as never);
      return { status: out.statusCode ?? 200, json: JSON.parse(out.body ?? '{}') };
    };
    const empty = await send({ code, description: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.json.fields).toContainEqual({ path: 'description', errorCode: 'qr.feedbackRequired' });
    expectError(await send({ code: 'AAAAAAAAAAAAAAAAAAAAAA', description: 'Red light blinking' }), 404, 'qr.invalidCode');
    const sent = await send({ code, description: 'Red light blinking', contactName: 'Passer-by', contactPhone: '+33 6 11 22 33 44' });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    expect(Object.keys(sent.json.data)).toEqual(['orderNo']);
    const [order] = (await page(w.adminA, { keyword: String(sent.json.data.orderNo).toLowerCase() })).rows;
    expect(order).toMatchObject({ kind: '5', source: 'feedback', state: '0', deviceId: d.deviceId, description: 'Red light blinking', contactName: 'Passer-by', contactPhone: '+33 6 11 22 33 44', createBy: 'public' });
    // another tenant does not see it
    expect((await page(w.adminB, { keyword: String(sent.json.data.orderNo).toLowerCase() })).rows).toEqual([]);
    // five reports an hour per client address
    let last = sent;
    for (let i = 0; i < 5; i++) last = await send({ code, description: `Again ${i}` });
    expectError(last, 429, 'qr.tooManyRequests');
  });
});
