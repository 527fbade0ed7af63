/**
 * Sale records (issue 15, decision 0043) against the local DynamoDB: the sale chain (sell, sublet, relet, relocate,
 * void), the device following its sale (organization, sale status, movements), every rule of spec section 5 refused
 * with its code and nothing changed, three tenants, a race for the same device, and the lease job.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '@aed/shared/schemas/device';
import type { SaleRecord } from '@aed/shared/schemas/sale';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { counterValue } from '../../src/data/access/counters';
import { userSaleCounterName } from '../../src/data/access/usage-counters';
import { expireLeases, leaseExpiryCheck } from '../../src/domain/sale/lease-job';
import { listUserMessages } from '../../src/data/access/user-messages';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

describe('sale records', () => {
  let w: DeviceWorld;
  /** Agent A -> sub-agent -> customer; a handler account of agent A. */
  let sub: Org;
  let customer: Org;
  let handler: { userId: number; username: string };
  let superuserA: string;
  let adminCustomer: string;

  beforeAll(async () => {
    w = await buildWorld();
    const subRes = await invoke('DeptAdd', { token: w.admin, body: { parentId: w.agentA.deptId, deptType: '0', deptName: `Sub-agent ${uid()}`, equipmentQuota: 20, userQuota: 10, operationAccountCount: 5, viewAccountCount: 5 } });
    expect(subRes.status, JSON.stringify(subRes.json)).toBe(200);
    sub = { deptId: subRes.json.data.deptId, deptPath: subRes.json.data.deptPath, deptName: subRes.json.data.deptName };
    customer = await addOrg(w.admin, sub.deptId, '2', 5, `Clinic ${uid()}`);
    const name = `hdl${uid().toLowerCase()}`;
    const userId = await createTestUser({ username: name, password: PASSWORD, roleIds: [5], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    handler = { userId, username: name };
    const su = `sup${uid().toLowerCase()}`;
    await createTestUser({ username: su, password: PASSWORD, roleIds: [6], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath });
    superuserA = await loginAs(su, PASSWORD);
    const ca = `cust${uid().toLowerCase()}`;
    await createTestUser({ username: ca, password: PASSWORD, roleIds: [3], deptId: customer.deptId, deptPath: customer.deptPath });
    adminCustomer = await loginAs(ca, PASSWORD);
  });

  const stockDevice = (org: Org = w.agentA) => addDevice(w.admin, deviceBody(w, org, { outboundDate: '2025-03-01' }));
  const saleBody = (deviceId: number, buyerDeptId: number, over: Record<string, unknown> = {}) => ({
    deviceId,
    buyerDeptId,
    sellType: '1',
    startDate: day(0),
    endDate: day(365),
    notifyPersons: [{ name: 'Nadia Roux', phone: '+33 6 12 34 56 78', email: 'nadia.roux@example.com' }],
    handlerIds: [handler.userId],
    reportRecipients: 'reports@example.com, ops@example.com',
    trainings: [{ date: day(1), trainer: 'Tom', contact: '+33 1 00 00 00 00', location: 'Lobby' }],
    address: '1 rue de la Paix',
    locationDesc: 'Lobby, next to the lift',
    latitude: 48.8686,
    longitude: 2.3314,
    customerCompany: 'Clinique du Parc',
    ...over,
  });
  const sell = (token: string, body: Record<string, unknown>) => invoke('SaleAdd', { token, body });
  const sellOk = async (token: string, body: Record<string, unknown>): Promise<SaleRecord> => {
    const res = await sell(token, body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const device = async (deviceId: number): Promise<DeviceRecord> => {
    const res = await invoke('DeviceInfo', { token: w.admin, query: { deviceId: String(deviceId) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const history = async (deviceId: number, token = w.admin): Promise<SaleRecord[]> => {
    const res = await invoke('SaleDeviceHistory', { token, query: { deviceId: String(deviceId) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  /** What a refused call must leave as it was: the device, its sales, the handler's and the device's sale counters. */
  const state = async (deviceId: number) => {
    const d = await device(deviceId);
    return JSON.stringify({
      device: [d.deptId, d.saleStatus, d.status, d.updateTime],
      sales: (await history(deviceId)).map((s) => [s.saleId, s.validity, s.updateTime]),
      counters: [await counterValue(userSaleCounterName(handler.userId)), await counterValue(`use#device-sale#${deviceId}`)],
    });
  };

  it('leases a stock device down the chain: the device moves to the buyer in a lease, and every field is kept', async () => {
    const d = await stockDevice();
    const sale = await sellOk(w.adminA, saleBody(d.deviceId, sub.deptId, { rentDueDate: day(300), installer: 'Marc' }));
    expect(sale).toMatchObject({
      deviceId: d.deviceId,
      serialNumber: d.serialNumber,
      sellerDeptId: w.agentA.deptId,
      buyerDeptId: sub.deptId,
      buyerDeptName: sub.deptName,
      action: '1',
      sellType: '1',
      validity: '0',
      rentDueDate: day(300),
      installer: 'Marc',
      handlers: [{ userId: handler.userId, name: expect.any(String) }],
      reportRecipients: ['reports@example.com', 'ops@example.com'],
      location: { address: '1 rue de la Paix', latitude: 48.8686, longitude: 2.3314 },
      parentSaleId: 0,
    });
    const after = await device(d.deviceId);
    expect(after).toMatchObject({ deptId: sub.deptId, saleStatus: '3' });
    // the device's history shows the transfer and the sale status change
    const moves = (await invoke('DeviceHistory', { token: w.admin, query: { deviceId: String(d.deviceId) } })).json.data as { kind: string }[];
    expect(moves.map((m) => m.kind)).toEqual(expect.arrayContaining(['create', 'transfer']));
    // a device with a sales record cannot be deleted, nor a user a sale names
    expectError(await invoke('DeviceDelete', { token: w.admin, query: { ids: String(d.deviceId) } }), 409, 'device.soldOrLeased');
    expectError(await invoke('UserDelete', { token: w.admin, query: { ids: String(handler.userId) } }), 409, 'user.usedBySale');
    expect(await counterValue(userSaleCounterName(handler.userId))).toBeGreaterThan(0);
    // the lease's rent due date defaults to its end
    const plain = await sellOk(w.adminA, saleBody((await stockDevice()).deviceId, sub.deptId));
    expect(plain.rentDueDate).toBe(plain.endDate);
  });

  it('sublets within the parent sale, refuses changes above a running sublet, and voids back down the chain', async () => {
    const d = await stockDevice();
    const parent = await sellOk(w.adminA, saleBody(d.deviceId, sub.deptId, { endDate: day(200) }));
    const before = await state(d.deviceId);
    // ends after the parent: refused, nothing changed
    const late = await sell(w.adminA, saleBody(d.deviceId, customer.deptId, { endDate: day(201) }));
    expectError(late, 400, 'sale.subletOutsideParent');
    // the end is what lies outside: the message goes with it
    expect(late.json.fields).toEqual([{ path: 'endDate', errorCode: 'sale.subletOutsideParent' }]);
    expectError(await sell(w.adminA, saleBody(d.deviceId, customer.deptId, { sellType: '3', endDate: '' })), 400, 'sale.subletOutsideParent');
    expect(await state(d.deviceId)).toBe(before);

    const sublet = await sellOk(w.adminA, saleBody(d.deviceId, customer.deptId, { endDate: day(200) }));
    expect(sublet).toMatchObject({ parentSaleId: parent.saleId, sellerDeptId: sub.deptId, buyerDeptId: customer.deptId });
    expect(await device(d.deviceId)).toMatchObject({ deptId: customer.deptId, saleStatus: '3' });

    // the parent cannot be voided or modified while the sublet runs
    const mid = await state(d.deviceId);
    expectError(await invoke('SaleVoid', { token: w.adminA, query: { ids: String(parent.saleId) } }), 409, 'sale.subordinateSales');
    expectError(await invoke('SaleUpdate', { token: w.adminA, body: { ...saleBody(d.deviceId, sub.deptId, { endDate: day(200) }), saleId: parent.saleId, deviceId: undefined, buyerDeptId: undefined } }), 409, 'sale.subordinateSales');
    expectError(await invoke('SaleRelocate', { token: w.adminA, body: { saleId: parent.saleId, address: 'x' } }), 409, 'sale.subordinateSales');
    expect(await state(d.deviceId)).toBe(mid);

    // the customer sees its own level of the chain only
    expect((await history(d.deviceId, adminCustomer)).map((s) => s.saleId)).toEqual([sublet.saleId]);
    expectError(await invoke('SaleInfo', { token: adminCustomer, query: { saleId: String(parent.saleId) } }), 404, 'sale.notFound');

    // void the sublet: the device goes back to the sub-agent, still leased by the parent sale
    const voided = await invoke('SaleVoid', { token: w.adminA, query: { ids: String(sublet.saleId) } });
    expect(voided.status, JSON.stringify(voided.json)).toBe(200);
    expect(await device(d.deviceId)).toMatchObject({ deptId: sub.deptId, saleStatus: '3' });
    expect((await history(d.deviceId)).map((s) => [s.saleId, s.validity])).toEqual([
      [sublet.saleId, '1'],
      [parent.saleId, '0'],
    ]);
    // then the parent: back to agent A's stock
    expect((await invoke('SaleVoid', { token: w.adminA, query: { ids: String(parent.saleId) } })).status).toBe(200);
    expect(await device(d.deviceId)).toMatchObject({ deptId: w.agentA.deptId, saleStatus: '1' });
    // a void sale stays void
    expectError(await invoke('SaleVoid', { token: w.adminA, query: { ids: String(parent.saleId) } }), 409, 'sale.notNormal');
  });

  it('voids a sublet and the sale above it in one call, newest first, back to the agent', async () => {
    const d = await stockDevice();
    const parent = await sellOk(w.adminA, saleBody(d.deviceId, sub.deptId, { endDate: day(200) }));
    const sublet = await sellOk(w.adminA, saleBody(d.deviceId, customer.deptId, { endDate: day(200) }));
    const voided = await invoke('SaleVoid', { token: w.adminA, query: { ids: `${parent.saleId},${sublet.saleId}` } });
    expect(voided.status, JSON.stringify(voided.json)).toBe(200);
    expect(await device(d.deviceId)).toMatchObject({ deptId: w.agentA.deptId, saleStatus: '1' });
    expect((await history(d.deviceId)).map((s) => [s.saleId, s.validity])).toEqual([
      [sublet.saleId, '1'],
      [parent.saleId, '1'],
    ]);
  });

  it('renews a lease after its end, relocates the device and keeps each move', async () => {
    const d = await stockDevice();
    const lease = await sellOk(w.adminA, saleBody(d.deviceId, customer.deptId, { endDate: day(30) }));
    const before = await state(d.deviceId);
    expectError(await invoke('SaleRelet', { token: w.adminA, body: { saleId: lease.saleId, startDate: day(30), endDate: day(60) } }), 400, 'sale.reletTooEarly');
    expectError(await invoke('SaleRelet', { token: w.adminA, body: { saleId: lease.saleId, startDate: day(31), endDate: day(31) } }), 400, 'sale.endBeforeStart');
    expect(await state(d.deviceId)).toBe(before);
    const renewal = (await invoke('SaleRelet', { token: w.adminA, body: { saleId: lease.saleId, startDate: day(31), endDate: day(395) } })).json.data as SaleRecord;
    expect(renewal).toMatchObject({ action: '2', renewsSaleId: lease.saleId, buyerDeptId: customer.deptId, rentDueDate: day(395), notifyPersons: lease.notifyPersons });
    expect(await device(d.deviceId)).toMatchObject({ deptId: customer.deptId, saleStatus: '3' });
    // a buyout cannot be relet
    const bought = await sellOk(w.adminA, saleBody((await stockDevice()).deviceId, customer.deptId, { sellType: '2', endDate: '' }));
    expectError(await invoke('SaleRelet', { token: w.adminA, body: { saleId: bought.saleId, startDate: day(400), endDate: day(500) } }), 409, 'sale.notALease');

    const moved = await invoke('SaleRelocate', { token: w.adminA, body: { saleId: renewal.saleId, address: '9 quai Voltaire', locationDesc: 'Reception', latitude: 48.858, longitude: 2.33, remark: 'new wing' } });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    const records = (await invoke('SaleRelocations', { token: w.adminA, query: { deviceId: String(d.deviceId) } })).json.data;
    expect(records).toEqual([expect.objectContaining({ saleId: renewal.saleId, from: expect.objectContaining({ address: '1 rue de la Paix' }), to: expect.objectContaining({ address: '9 quai Voltaire', locationDesc: 'Reception' }), remark: 'new wing', operator: expect.any(String) })]);
    // only the newest sale of the device is relocated
    expectError(await invoke('SaleRelocate', { token: w.adminA, body: { saleId: lease.saleId, address: 'x' } }), 409, 'sale.notCurrent');
  });

  it('shows on the public record where the device is installed and when it was installed and moved, and nobody of the sale', async () => {
    const d = await stockDevice();
    const sale = await sellOk(w.adminA, saleBody(d.deviceId, customer.deptId, { actualInstallTime: '2026-02-03', contactName: 'Paul Martin', contactPhone: '+33 6 98 76 54 32', contactEmail: 'paul.martin@example.com' }));
    expect((await invoke('SaleRelocate', { token: w.adminA, body: { saleId: sale.saleId, address: '9 quai Voltaire', locationDesc: 'Reception, by the door' } })).status).toBe(200);
    const [code] = (await invoke('QrGenerate', { token: w.adminA, body: { bound: true, deviceIds: [d.deviceId] } })).json.data as { code: string }[];
    const res = await invoke('QrPublicRecord', { query: { code: code!.code } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const record = res.json.data as { device: { place: string }; readiness: { runningStatus: string }; history: { kind: string; time: string; detail: string }[] };
    expect(record.device.place).toBe('Reception, by the door');
    expect(record.readiness.runningStatus).toBe('notInService');
    expect(record.history.map((h) => h.kind), JSON.stringify(record.history)).toEqual(expect.arrayContaining(['installed', 'relocated', 'sale']));
    expect(record.history.find((h) => h.kind === 'installed')?.time).toBe('2026-02-03');
    // one line per event: the lease once (in lease), not again from the device's movements
    expect(record.history.filter((h) => h.kind === 'sale')).toEqual([expect.objectContaining({ detail: '3' })]);
    const text = JSON.stringify(res.json);
    for (const secret of ['Nadia', '+33 6 12 34 56 78', 'nadia.roux@example.com', 'Paul Martin', '+33 6 98 76 54 32', 'paul.martin@example.com', '1 rue de la Paix', '9 quai Voltaire', 'Clinique du Parc', 'reports@example.com', 'Tom']) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses every rule of spec section 5 with its code and changes nothing', async () => {
    const d = await stockDevice();
    const before = await state(d.deviceId);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ notifyPersons: [] }, 400, 'sale.noNotifyPerson'],
      [{ notifyPersons: [{ name: 'A', phone: '+33 6 00 00 00 00', email: '' }] }, 400, 'common.required'],
      [{ notifyPersons: [{ name: 'A', phone: 'call me', email: 'a@example.com' }] }, 400, 'user.phoneFormat'],
      [{ handlerIds: [] }, 400, 'sale.noHandler'],
      [{ trainings: [{ date: '', trainer: 'Tom', contact: '', location: '' }] }, 400, 'sale.trainingDateRequired'],
      [{ endDate: day(0) }, 400, 'sale.endBeforeStart'],
      [{ endDate: '' }, 400, 'sale.leaseEndRequired'],
      [{ rentDueDate: day(400) }, 400, 'sale.rentDueOutsideLease'],
      [{ latitude: 95 }, 400, 'sale.latitudeRange'],
      [{ longitude: null }, 400, 'sale.gpsIncomplete'],
      [{ reportRecipients: 'ok@example.com, not-an-address' }, 400, 'sale.recipientFormat'],
      [{ buyerDeptId: w.agentA.deptId }, 400, 'sale.buyerNotBelow'],
      [{ buyerDeptId: w.customerB.deptId }, 404, 'dept.notFound'],
      [{ handlerIds: [999_999] }, 400, 'sale.handlerNotFound'],
      [{ regionId: 999_999 }, 400, 'sale.regionUnavailable'],
    ];
    for (const [over, status, code] of cases) expectError(await sell(w.adminA, saleBody(d.deviceId, customer.deptId, over)), status, code);
    // buyout without the buyout permission (the superuser role sells and leases, but not outright)
    expectError(await sell(superuserA, saleBody(d.deviceId, customer.deptId, { sellType: '2', endDate: '' })), 403, 'sale.noBuyoutPermission');
    // a deactivated handler
    const name = `off${uid().toLowerCase()}`;
    const off = await createTestUser({ username: name, password: PASSWORD, roleIds: [5], deptId: w.agentA.deptId, deptPath: w.agentA.deptPath, status: '1' });
    expectError(await sell(w.adminA, saleBody(d.deviceId, customer.deptId, { handlerIds: [off] })), 400, 'sale.handlerUnavailable');
    expect(await state(d.deviceId)).toBe(before);

    // no outbound date: no sale
    const fresh = await addDevice(w.admin, deviceBody(w, w.agentA));
    expectError(await sell(w.adminA, saleBody(fresh.deviceId, customer.deptId)), 400, 'device.outboundRequired');
    // a sale cannot start before the previous sale of the device by the same seller ended
    const first = await sellOk(w.adminA, saleBody(d.deviceId, sub.deptId, { startDate: day(0), endDate: day(100), sellType: '3' }));
    expect((await invoke('SaleVoid', { token: w.adminA, query: { ids: String(first.saleId) } })).status).toBe(200);
    const second = await sellOk(w.adminA, saleBody(d.deviceId, sub.deptId, { startDate: day(10), endDate: day(100) }));
    expect(second.validity).toBe('0');
    expect((await invoke('SaleVoid', { token: w.adminA, query: { ids: String(second.saleId) } })).status).toBe(200);
    const lease = await sellOk(w.adminA, saleBody(d.deviceId, sub.deptId, { startDate: day(0), endDate: day(50) }));
    // an update keeps its type and the dates' rules
    const upd = (over: Record<string, unknown>) => invoke('SaleUpdate', { token: w.adminA, body: { ...saleBody(d.deviceId, sub.deptId, { startDate: day(0), endDate: day(50), ...over }), saleId: lease.saleId } });
    const mid = await state(d.deviceId);
    expectError(await upd({ sellType: '2' }), 400, 'sale.typeFixed');
    expectError(await upd({ endDate: day(-1) }), 400, 'sale.endBeforeStart');
    expect(await state(d.deviceId)).toBe(mid);
    const ok = await upd({ installer: 'Léa', customerCompany: 'Parc 2' });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    expect(ok.json.data).toMatchObject({ installer: 'Léa', customerCompany: 'Parc 2', sellType: '1' });
    // an enabled device: its sale is not voided under it (disable it first)
    const used = await stockDevice();
    const running = await sellOk(w.adminA, saleBody(used.deviceId, customer.deptId));
    const enabled = await invoke('DeviceChangeStatus', { token: w.admin, body: { deviceIds: [used.deviceId], status: '0' } });
    expect(enabled.status, JSON.stringify(enabled.json)).toBe(200);
    const held = await state(used.deviceId);
    expectError(await invoke('SaleVoid', { token: w.adminA, query: { ids: String(running.saleId) } }), 409, 'sale.disableFirst');
    expect(await state(used.deviceId)).toBe(held);
  });

  it('answers another tenant as if the sale or device did not exist, and lists only the caller scope', async () => {
    const d = await stockDevice();
    const sale = await sellOk(w.adminA, saleBody(d.deviceId, customer.deptId));
    const before = await state(d.deviceId);
    for (const token of [w.adminB]) {
      expectError(await invoke('SaleInfo', { token, query: { saleId: String(sale.saleId) } }), 404, 'sale.notFound');
      expectError(await invoke('SaleUpdate', { token, body: { ...saleBody(d.deviceId, customer.deptId), saleId: sale.saleId } }), 404, 'sale.notFound');
      expectError(await invoke('SaleRelet', { token, body: { saleId: sale.saleId, startDate: day(400), endDate: day(500) } }), 404, 'sale.notFound');
      expectError(await invoke('SaleRelocate', { token, body: { saleId: sale.saleId, address: 'x' } }), 404, 'sale.notFound');
      expectError(await invoke('SaleVoid', { token, query: { ids: String(sale.saleId) } }), 404, 'sale.notFound');
      expectError(await invoke('SaleDeviceHistory', { token, query: { deviceId: String(d.deviceId) } }), 404, 'device.notFound');
      expectError(await invoke('SaleRelocations', { token, query: { deviceId: String(d.deviceId) } }), 404, 'device.notFound');
      expectError(await sell(token, saleBody(d.deviceId, w.customerB.deptId)), 404, 'device.notFound');
      const page = (await invoke('SalePage', { token, query: { limit: '50' } })).json.data;
      expect(page.rows.map((r: SaleRecord) => r.saleId)).not.toContain(sale.saleId);
    }
    // the buyer (a third tenant level) reads its sale but does not change it: the seller does
    expect((await invoke('SaleInfo', { token: adminCustomer, query: { saleId: String(sale.saleId) } })).status).toBe(200);
    expectError(await invoke('SaleVoid', { token: adminCustomer, query: { ids: String(sale.saleId) } }), 403, 'sale.sellerOnly');
    expectError(await invoke('SaleUpdate', { token: adminCustomer, body: { ...saleBody(d.deviceId, customer.deptId), saleId: sale.saleId } }), 403, 'sale.sellerOnly');
    expectError(await invoke('SaleRelet', { token: adminCustomer, body: { saleId: sale.saleId, startDate: day(400), endDate: day(500) } }), 403, 'sale.sellerOnly');
    expectError(await invoke('SaleRelocate', { token: adminCustomer, body: { saleId: sale.saleId, address: 'x' } }), 403, 'sale.sellerOnly');
    expect(await state(d.deviceId)).toBe(before);
    // agent A's list finds it by serial number, narrowed to the buyer
    const found = (await invoke('SalePage', { token: w.adminA, query: { limit: '50', keyword: d.serialNumber.toLowerCase(), deptId: String(customer.deptId) } })).json.data;
    expect(found.rows.map((r: SaleRecord) => r.saleId)).toEqual([sale.saleId]);
    // the read-only administrator reads but does not sell
    expectError(await sell(w.viewerA, saleBody((await stockDevice()).deviceId, customer.deptId)), 403, 'common.forbidden');
  });

  it('takes the device\'s licence when the sale says the licence is activated, once', async () => {
    const { licencesHeld } = await import('../../src/domain/licence/licence-activation');
    const d = await stockDevice();
    const sale = await sellOk(w.adminA, saleBody(d.deviceId, customer.deptId, { licenceActivated: true }));
    expect(sale.licenceActivated).toBe(true);
    expect((await licencesHeld([d.deviceId])).has(d.deviceId)).toBe(true);
    // a second device sold without the flag takes none; setting it on the record later takes one then
    const other = await stockDevice();
    const plain = await sellOk(w.adminA, saleBody(other.deviceId, customer.deptId));
    expect((await licencesHeld([other.deviceId])).has(other.deviceId)).toBe(false);
    const upd = await invoke('SaleUpdate', { token: w.adminA, body: { ...saleBody(other.deviceId, customer.deptId, { licenceActivated: true }), saleId: plain.saleId } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect((await licencesHeld([other.deviceId])).has(other.deviceId)).toBe(true);
  });

  it('lets exactly one of two concurrent sales of the same device win', async () => {
    const d = await stockDevice();
    const results = await Promise.all([sell(w.adminA, saleBody(d.deviceId, sub.deptId)), sell(w.adminA, saleBody(d.deviceId, customer.deptId))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await history(d.deviceId)).length).toBe(1);
    expect(await counterValue(`use#device-sale#${d.deviceId}`)).toBe(1);
  });

  it('expires a lease whose rent due date passed, once, and tells its people once per threshold', async () => {
    const d = await stockDevice();
    const lease = await sellOk(w.adminA, saleBody(d.deviceId, customer.deptId, { startDate: day(-30), endDate: day(-1) }));
    const soon = await sellOk(w.adminA, saleBody((await stockDevice()).deviceId, customer.deptId, { startDate: day(-10), endDate: day(5) }));
    const first = await leaseExpiryCheck('');
    expect(first.affected).toBeGreaterThanOrEqual(2);
    expect(await device(d.deviceId)).toMatchObject({ saleStatus: '4' });
    expect((await history(d.deviceId))[0]).toMatchObject({ saleId: lease.saleId, validity: '2' });
    // the leases due soon: within 7 days the one due in 5, not the expired one (listed as expired)
    const due = (await invoke('SalePage', { token: w.adminA, query: { limit: '50', dueWithinDays: '7' } })).json.data.rows.map((r: SaleRecord) => r.saleId);
    expect(due).toContain(soon.saleId);
    expect(due).not.toContain(lease.saleId);
    const overdue = (await invoke('SalePage', { token: w.adminA, query: { limit: '50', validity: '2' } })).json.data.rows.map((r: SaleRecord) => r.saleId);
    expect(overdue).toContain(lease.saleId);
    expectError(await invoke('SalePage', { token: w.adminA, query: { dueWithinDays: '0' } }), 400, 'common.validation');
    // a second run changes nothing and tells nobody again
    const count = async () => (await listUserMessages(handler.userId, 100)).filter((m) => m.messageId.startsWith(`lease-${lease.saleId}-`) || m.messageId.startsWith(`lease-${soon.saleId}-`)).length;
    const told = await count();
    expect(told).toBe(2);
    expect(await expireLeases()).toBe(0);
    await leaseExpiryCheck('');
    expect(await count()).toBe(told);
    expect(await device(d.deviceId)).toMatchObject({ saleStatus: '4' });
    // an expired lease is not sold again: it is renewed (or voided)
    expectError(await sell(w.adminA, saleBody(d.deviceId, customer.deptId)), 409, 'sale.deviceNotForSale');
    const renewal = await invoke('SaleRelet', { token: w.adminA, body: { saleId: lease.saleId, startDate: day(0), endDate: day(90) } });
    expect(renewal.status, JSON.stringify(renewal.json)).toBe(200);
    expect(await device(d.deviceId)).toMatchObject({ saleStatus: '3' });
  });

  it('leaves a renewed lease out of the leases due and of the expired leases to renew, in the caller scope only', async () => {
    const ids = async (query: Record<string, string>, token = w.adminA) => {
      const res = await invoke('SalePage', { token, query: { limit: '50', ...query } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.data.rows.map((r: SaleRecord) => r.saleId) as number[];
    };
    // a running lease due in 5 days, renewed before it falls due: the renewal runs, the lease no longer does
    const soon = await sellOk(w.adminA, saleBody((await stockDevice()).deviceId, customer.deptId, { startDate: day(-10), endDate: day(5) }));
    expect(await ids({ dueWithinDays: '7' })).toContain(soon.saleId);
    const renewal = await invoke('SaleRelet', { token: w.adminA, body: { saleId: soon.saleId, startDate: day(6), endDate: day(200) } });
    expect(renewal.status, JSON.stringify(renewal.json)).toBe(200);
    expect(await ids({ dueWithinDays: '7' })).not.toContain(soon.saleId);
    expect(await ids({ dueWithinDays: '366' })).not.toContain(soon.saleId);
    // still a record of the sales list (its history), found as renewed
    expect(await ids({ renewed: '1' })).toContain(soon.saleId);
    expect(await ids({ renewed: '0' })).not.toContain(soon.saleId);
    // the renewal voided: the lease is not renewed any more and is due again
    expect((await invoke('SaleVoid', { token: w.adminA, query: { ids: String(renewal.json.data.saleId) } })).status).toBe(200);
    expect(await ids({ dueWithinDays: '7' })).toContain(soon.saleId);
    expect(await ids({ renewed: '1' })).not.toContain(soon.saleId);

    // an expired lease: among the expired leases to renew until it is renewed, then only among the expired records
    const old = await sellOk(w.adminA, saleBody((await stockDevice()).deviceId, customer.deptId, { startDate: day(-30), endDate: day(-1) }));
    await expireLeases();
    const toRenew = { sellType: '1', validity: '2', renewed: '0' };
    expect(await ids(toRenew)).toContain(old.saleId);
    // another tenant sees none of it, the customer below sees its own
    expect(await ids(toRenew, w.adminB)).not.toContain(old.saleId);
    expect(await ids(toRenew, adminCustomer)).toContain(old.saleId);
    const relet = await invoke('SaleRelet', { token: w.adminA, body: { saleId: old.saleId, startDate: day(0), endDate: day(90) } });
    expect(relet.status, JSON.stringify(relet.json)).toBe(200);
    expect(await ids(toRenew)).not.toContain(old.saleId);
    expect(await ids({ validity: '2' })).toContain(old.saleId);
    expectError(await invoke('SalePage', { token: w.adminA, query: { renewed: 'yes' } }), 400, 'common.validation');
  });

  it('marks the leases renewed before the mark existed, once (upgrade)', async () => {
    const { SaleEntity } = await import('../../src/data/entities/sale-entity');
    const { markRenewedLeases } = await import('../../src/data/access/sales');
    const lease = await sellOk(w.adminA, saleBody((await stockDevice()).deviceId, customer.deptId, { startDate: day(-10), endDate: day(3) }));
    const renewal = await invoke('SaleRelet', { token: w.adminA, body: { saleId: lease.saleId, startDate: day(4), endDate: day(100) } });
    expect(renewal.status, JSON.stringify(renewal.json)).toBe(200);
    // as an installation from before: the renewed lease carries no mark
    await SaleEntity.patch({ saleId: lease.saleId }).remove(['renewedBy']).go();
    const due = async () => (await invoke('SalePage', { token: w.adminA, query: { limit: '50', dueWithinDays: '7' } })).json.data.rows.map((r: SaleRecord) => r.saleId);
    expect(await due()).toContain(lease.saleId);
    expect(await markRenewedLeases()).toBeGreaterThanOrEqual(1);
    expect(await due()).not.toContain(lease.saleId);
    expect((await SaleEntity.get({ saleId: lease.saleId }).go()).data?.renewedBy).toBe(renewal.json.data.saleId);
    expect(await markRenewedLeases()).toBe(0);
  });
});
