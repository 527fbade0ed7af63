import { beforeAll, describe, expect, it } from 'vitest';
import type { LicenceBatchRecord, LicenceEventRecord, LicenceSummary } from '@aed/shared/schemas/licence';
import { invoke } from '../helpers';
import { expectError } from './support';
import { addRole, ROLE, threeTenants, userAt, type Dept, type World } from './tenant-support';
import { addDevice, buildWorld, soldBody, type DeviceWorld } from './device-support';
import { getLicenceHolds, listDeptBatches } from '../../src/data/access/licences';
import { getDeviceById } from '../../src/data/access/devices/device-reads';
import { activateDeviceLicence, licencesHeld } from '../../src/domain/licence/licence-activation';
import { licenceExpiryCheck } from '../../src/jobs/licence-expiry';
import { listUserMessages } from '../../src/data/access/user-messages';
import { LicenceBatchEntity } from '../../src/data/entities/licence-batch-entity';

/**
 * Licence accounting (decision 0041) across three tenants of three levels (agent > sub-agent > customer): minting at
 * the root only, sales to direct children only and never beyond what a batch holds, activation by enabling devices
 * (race-free, idempotent), another tenant's organizations and batches answered as missing, every refusal changing
 * nothing.
 */
describe('licences', () => {
  let w: World;
  let dw: DeviceWorld;
  /** Organization administrators (seeded role 3: licence list and allocate, no mint) of each tenant's agent. */
  const admins: Record<'A' | 'B' | 'C', string> = { A: '', B: '', C: '' };
  let rootBatch: string;

  const summary = async (token: string, dept: Dept | { deptId: number }): Promise<LicenceSummary> => {
    const res = await invoke('LicenceSummary', { token, query: { deptId: String(dept.deptId) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as LicenceSummary;
  };
  const batches = async (token: string, dept: Dept | { deptId: number }, query: Record<string, string> = {}): Promise<LicenceBatchRecord[]> => {
    const res = await invoke('LicenceBatchPage', { token, query: { deptId: String(dept.deptId), limit: '50', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.rows as LicenceBatchRecord[];
  };
  const history = async (token: string, dept: Dept, query: Record<string, string> = {}): Promise<LicenceEventRecord[]> => {
    const res = await invoke('LicenceHistoryPage', { token, query: { deptId: String(dept.deptId), limit: '50', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.rows as LicenceEventRecord[];
  };
  const allocate = (token: string, sourceBatchId: string, to: Dept, amount: number) =>
    invoke('LicenceAllocate', { token, body: { sourceBatchId, deptId: to.deptId, amount, sellingUnit: 'device-year', buyingUnit: 'device-year' } });
  const allocateOk = async (token: string, sourceBatchId: string, to: Dept, amount: number): Promise<string> => {
    const res = await allocate(token, sourceBatchId, to, amount);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.batchId as string;
  };
  /** Every batch count of these organizations, as stored (what a refused call must leave unchanged). */
  const stored = async (...depts: Dept[]) => JSON.stringify(await Promise.all(depts.map((d) => listDeptBatches(d.deptId))));
  const soldDevice = (dept: Dept) => addDevice(w.admin, soldBody(dw, dept));
  const enable = (token: string, deviceIds: number[]) => invoke('DeviceChangeStatus', { token, body: { deviceIds, status: '0' } });

  beforeAll(async () => {
    w = await threeTenants();
    dw = await buildWorld();
    for (const t of ['A', 'B', 'C'] as const) admins[t] = (await userAt(w[t].agent, [ROLE.orgAdmin], `lic${t.toLowerCase()}`)).token;
    const minted = await invoke('LicenceMint', { token: w.admin, body: { amount: 50, expireTime: '', lifetimeDays: 365, sellingUnit: 'licence', buyingUnit: 'licence' } });
    expect(minted.status, JSON.stringify(minted.json)).toBe(200);
    rootBatch = minted.json.data.batchId as string;
  }, 240_000);

  it('mints at the root only, for the platform operator only; a lifetime becomes an expiry date', async () => {
    const root = await batches(w.admin, { deptId: 100 });
    const mine = root.find((b) => b.batchId === rootBatch)!;
    expect(mine).toMatchObject({ total: 50, available: 50, lifetimeDays: 365, state: 'normal' });
    expect(mine.expireTime).toBe(new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10));
    const before = await stored(w.A.agent);
    // the seeded organization administrator has no mint button
    expectError(await invoke('LicenceMint', { token: admins.A, body: { amount: 5, sellingUnit: 'x', buyingUnit: 'x' } }), 403, 'common.forbidden');
    // a role with the mint button but a tenant's scope is still refused
    const minter = await addRole(w.admin, 'Licence minter', [116, 1160, 1161], '4');
    const tenantMinter = (await userAt(w.A.agent, [minter], 'licmint')).token;
    expectError(await invoke('LicenceMint', { token: tenantMinter, body: { amount: 5, sellingUnit: 'x', buyingUnit: 'x' } }), 403, 'licence.mintPlatformOnly');
    expectError(await invoke('LicenceMint', { token: w.admin, body: { amount: 5, expireTime: '2020-01-01', sellingUnit: 'x', buyingUnit: 'x' } }), 400, 'licence.expiryInPast');
    expectError(await invoke('LicenceMint', { token: w.admin, body: { amount: 5, expireTime: '2099-01-01', lifetimeDays: 3, sellingUnit: 'x', buyingUnit: 'x' } }), 400, 'licence.expiryAndLifetime');
    expect(await stored(w.A.agent)).toBe(before);
    expect((await batches(w.admin, { deptId: 100 })).length).toBe(root.length);
  });

  it('sells to direct children only, never more than a batch holds; counts move on both sides', async () => {
    const aBatch = await allocateOk(w.admin, rootBatch, w.A.agent, 10);
    let rootPool = (await batches(w.admin, { deptId: 100 })).find((b) => b.batchId === rootBatch)!;
    expect(rootPool).toMatchObject({ available: 40, sold: 10, remaining: 40 });
    expect(await summary(admins.A, w.A.agent)).toMatchObject({ total: 10, available: 10, sold: 0, used: 0, remaining: 10, poolDeptId: w.A.agent.deptId });
    const [got] = await batches(admins.A, w.A.agent);
    expect(got).toMatchObject({ batchId: aBatch, sourceBatchId: rootBatch, sourceDeptId: 100, expireTime: rootPool.expireTime, sellingUnit: 'device-year' });
    // the root is not in A's scope: its name is not answered
    expect(got!.sourceDeptName).toBe('');

    const before = await stored(w.A.agent, w.A.sub, w.A.customer);
    expectError(await allocate(admins.A, aBatch, w.A.customer, 1), 409, 'licence.notDirectChild');
    expectError(await allocate(admins.A, aBatch, w.A.sub, 11), 409, 'licence.amountExceedsAvailable');
    expectError(await allocate(admins.A, aBatch, w.A.agent, 1), 409, 'licence.notDirectChild');
    // the root's batch and another tenant's organization do not exist for A
    expectError(await allocate(admins.A, rootBatch, w.A.agent, 1), 404, 'licence.batchNotFound');
    expectError(await allocate(admins.A, aBatch, w.B.sub, 1), 404, 'dept.notFound');
    expectError(await allocate(admins.A, 'nope', w.A.sub, 1), 404, 'licence.batchNotFound');
    expectError(await invoke('LicenceAllocate', { token: admins.A, body: { sourceBatchId: aBatch, deptId: w.A.sub.deptId, amount: 0, sellingUnit: 'x', buyingUnit: 'x' } }), 400, 'common.validation');
    expect(await stored(w.A.agent, w.A.sub, w.A.customer)).toBe(before);

    const subBatch = await allocateOk(admins.A, aBatch, w.A.sub, 6);
    await allocateOk(admins.A, subBatch, w.A.customer, 3);
    expect(await summary(admins.A, w.A.agent)).toMatchObject({ total: 10, available: 4, sold: 6, remaining: 4 });
    expect(await summary(admins.A, w.A.sub)).toMatchObject({ total: 6, available: 3, sold: 3 });
    expect(await summary(admins.A, w.A.customer)).toMatchObject({ total: 3, available: 3, poolDeptId: w.A.customer.deptId });
    // the sub-agent cannot sell more than it was given
    expectError(await allocate(admins.A, subBatch, w.A.customer, 4), 409, 'licence.amountExceedsAvailable');
    const out = await history(admins.A, w.A.sub);
    expect(out.map((e) => e.kind)).toEqual(['allocateOut', 'allocateIn']);
    expect(out[0]).toMatchObject({ amount: 3, counterpartDeptId: w.A.customer.deptId, counterpartDeptName: w.A.customer.deptName });
    expect((await history(admins.A, w.A.sub, { kind: 'allocateIn' })).map((e) => e.amount)).toEqual([6]);
    rootPool = (await batches(w.admin, { deptId: 100 })).find((b) => b.batchId === rootBatch)!;
    expect(rootPool.available).toBe(40);
  });

  it("answers another tenant's organizations like missing ones on every licence route", async () => {
    for (const [t, other] of [['A', 'B'], ['B', 'C'], ['C', 'A']] as const) {
      for (const dept of [w[other].agent, w[other].customer, { deptId: 100 } as Dept]) {
        const q = { deptId: String(dept.deptId) };
        expectError(await invoke('LicenceSummary', { token: admins[t], query: q }), 404, 'dept.notFound');
        expectError(await invoke('LicenceBatchPage', { token: admins[t], query: q }), 404, 'dept.notFound');
        expectError(await invoke('LicenceHistoryPage', { token: admins[t], query: q }), 404, 'dept.notFound');
      }
      expect((await summary(admins[t], w[t].customer)).deptId).toBe(w[t].customer.deptId);
    }
    // a read-only administrator of its own organization sees it, and may not sell
    const viewer = (await userAt(w.A.agent, [ROLE.readonlyAdmin], 'licview')).token;
    expect((await summary(viewer, w.A.agent)).total).toBe(10);
    const [aBatch] = await batches(viewer, w.A.agent);
    expectError(await allocate(viewer, aBatch!.batchId, w.A.sub, 1), 403, 'common.forbidden');
  });

  it('enabling a device consumes one licence of its pool, once; too few licences refuse the whole call and change nothing', async () => {
    const d1 = await soldDevice(w.A.customer);
    const d2 = await soldDevice(w.A.customer);
    const d3 = await soldDevice(w.A.customer);
    expect((await enable(admins.A, [d1.deviceId])).status).toBe(200);
    expect(await summary(admins.A, w.A.customer)).toMatchObject({ available: 2, used: 1 });
    expect((await getLicenceHolds([d1.deviceId])).get(d1.deviceId)?.poolDeptId).toBe(w.A.customer.deptId);
    // disabled and enabled again: it keeps its licence
    expect((await invoke('DeviceChangeStatus', { token: admins.A, body: { deviceIds: [d1.deviceId], status: '1' } })).status).toBe(200);
    expect((await enable(admins.A, [d1.deviceId])).status).toBe(200);
    expect(await summary(admins.A, w.A.customer)).toMatchObject({ available: 2, used: 1 });
    // the plain activation is idempotent too
    expect(await activateDeviceLicence({ ...(await actorOf()), scope: { all: true, subtrees: [], exact: [] } }, d1.deviceId)).toEqual({ activated: false, batchId: null });

    // the customer's own pool serves it: the sub-agent's and agent's licences are not taken
    const d4 = await soldDevice(w.A.customer);
    const before = await stored(w.A.agent, w.A.sub, w.A.customer);
    const res = await enable(admins.A, [d2.deviceId, d3.deviceId, d4.deviceId]);
    expectError(res, 409, 'licence.enabledExceedsAvailable');
    expect(res.json).toMatchObject({ params: { count: 3, available: 2 } });
    expect(await stored(w.A.agent, w.A.sub, w.A.customer)).toBe(before);
    for (const d of [d2, d3, d4]) expect((await getDeviceById(d.deviceId))?.status).toBe('1');
    expect((await getLicenceHolds([d2.deviceId, d3.deviceId, d4.deviceId])).size).toBe(0);

    expect((await enable(admins.A, [d2.deviceId])).status).toBe(200);
    // one licence left, two enables at once: exactly one wins
    const [r3, r4] = await Promise.all([enable(admins.A, [d3.deviceId]), enable(admins.A, [d4.deviceId])]);
    const statuses = [r3.status, r4.status].sort();
    expect(statuses).toEqual([200, 409]);
    expectError([r3, r4].find((r) => r.status === 409)!, 409, 'licence.notEnough');
    expect(await summary(admins.A, w.A.customer)).toMatchObject({ total: 3, available: 0, used: 3 });
    const enabled = [d3, d4].filter((_, i) => [r3, r4][i]!.status === 200);
    const refused = [d3, d4].filter((_, i) => [r3, r4][i]!.status !== 200);
    expect((await getDeviceById(enabled[0]!.deviceId))?.status).toBe('0');
    expect((await getDeviceById(refused[0]!.deviceId))?.status).toBe('1');
    expect((await getLicenceHolds([d3.deviceId, d4.deviceId])).size).toBe(1);
    expect([...(await licencesHeld([d1.deviceId, refused[0]!.deviceId])).keys()]).toEqual([d1.deviceId]);
    const activations = await history(admins.A, w.A.customer, { kind: 'activate' });
    expect(activations.map((e) => e.devices).flat().sort()).toEqual([d1.serialNumber, d2.serialNumber, enabled[0]!.serialNumber].sort());
  });

  it('a customer without a pool of its own uses its nearest ancestor that has one; a device added enabled takes one too', async () => {
    await allocateOk(w.admin, rootBatch, w.B.agent, 1);
    const d = await addDevice(admins.B, soldBody(dw, w.B.customer, { status: '0' }));
    expect(d.status).toBe('0');
    expect(await summary(admins.B, w.B.agent)).toMatchObject({ available: 0, used: 1 });
    expect(await summary(admins.B, w.B.customer)).toMatchObject({ total: 0, poolDeptId: w.B.agent.deptId, poolDeptName: w.B.agent.deptName });
    const before = await stored(w.B.agent);
    const res = await invoke('DeviceAdd', { token: admins.B, body: soldBody(dw, w.B.customer, { status: '0' }) });
    expectError(res, 409, 'licence.notEnough');
    expect(await stored(w.B.agent)).toBe(before);
    // C has no pool anywhere below the root: the root's serves it
    const c = await soldDevice(w.C.customer);
    expect((await enable(admins.C, [c.deviceId])).status).toBe(200);
    expect((await getLicenceHolds([c.deviceId])).get(c.deviceId)?.poolDeptId).toBe(100);
  });

  it('the expiry job warns the administrators once per batch and threshold, then records the expiry', async () => {
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const minted = await invoke('LicenceMint', { token: w.admin, body: { amount: 4, expireTime: soon, sellingUnit: 'x', buyingUnit: 'x' } });
    const batchId = minted.json.data.batchId as string;
    const cBatch = await allocateOk(w.admin, batchId, w.C.agent, 2);
    const cAdmin = await userAt(w.C.agent, [ROLE.orgAdmin], 'licexp');
    const first = await licenceExpiryCheck('');
    expect(first.affected).toBeGreaterThan(0);
    expect((await licenceExpiryCheck('')).affected).toBe(0);
    const userId = (await invoke('GetInfo', { token: cAdmin.token })).json.data.user.userId as number;
    const messages = (await listUserMessages(userId)).filter((m) => m.msgType === 'licenceExpiring');
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0]!.params)).toMatchObject({ batchId: cBatch, expireTime: soon, available: 2, days: 7 });
    expect((await batches(admins.C, w.C.agent, { state: 'expiring' })).map((b) => b.batchId)).toEqual([cBatch]);
    expect(await summary(admins.C, w.C.agent)).toMatchObject({ expiring: 2 });

    // past its date: nothing can be sold or activated from it, and the job records the expiry once
    await LicenceBatchEntity.patch({ batchId: cBatch }).set({ expireTime: '2020-01-01', expireKey: '2020-01-01' }).go();
    expectError(await allocate(admins.C, cBatch, w.C.sub, 1), 409, 'licence.batchExpired');
    expect(await summary(admins.C, w.C.agent)).toMatchObject({ available: 0, expired: 2 });
    const expired = await licenceExpiryCheck('');
    expect(expired.affected).toBeGreaterThan(0);
    await licenceExpiryCheck('');
    const lines = await history(admins.C, w.C.agent, { kind: 'expire' });
    expect(lines.map((e) => e.amount)).toEqual([2]);
    expect(await summary(admins.C, w.C.agent)).toMatchObject({ available: 0, expired: 2, total: 2 });
  });

  async function actorOf() {
    return { userId: 1, username: 'admin', deptId: 100, deptPath: '0,100,', sessionId: 'test', roles: ['admin'], permissions: ['*:*:*'] };
  }
});
