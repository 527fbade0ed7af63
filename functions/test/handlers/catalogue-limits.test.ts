import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACCESSORIES_PER_DELETE, type AccessoryRecord } from '@aed/shared/schemas/accessory';
import { MAX_DEVICE_MODELS } from '@aed/shared/schemas/device-model';
import { MAX_PRODUCT_TYPES } from '@aed/shared/schemas/product-type';
import { MAX_REGION_CHILDREN, type RegionRecord } from '@aed/shared/schemas/region';
import { adminToken, invoke } from '../helpers';
import { expectError } from './support';
import { deptAccessoryCount, getAccessoryById } from '../../src/data/access/accessories';
import { listAllDeviceModels, listAllProductTypes } from '../../src/data/access/catalogue-reads';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { countRegions, createRegion, findRegionByCode, getRegion, listRegionChildren } from '../../src/data/access/regions';
import { usageCount } from '../../src/data/access/usage-counters';
import { DeviceModelEntity } from '../../src/data/entities/device-model-entity';
import { ProductTypeEntity } from '../../src/data/entities/product-type-entity';
import { RegionEntity, childRegionPath, type RegionItem } from '../../src/data/entities/region-entity';
import { MAX_REGION_EXPORT_ROWS } from '../../src/domain/region/region-export';

/**
 * Count limits of the catalogue (product types, device models, regions) and of the accessory calls, each through
 * the real handler against DynamoDB Local: refused with its translated code, and the refused call writes nothing.
 *
 * How the limits are reached (none is configuration: all are constants in the code, shared/src/schemas and
 * domain/region/region-export.ts, so none can be lowered for a test):
 * - product types (500), device models (2000), a region's stored children (1000) and a region export (10,000): the
 *   rule counts the stored rows themselves, there is no counter to pre-set. The rows up to the limit are SEEDED
 *   through the data layer's entities in batch writes (`seedRows`, this file's table is its own); only the last
 *   row below the limit and the calls under test go through the API, so each test also shows the limit itself is
 *   accepted.
 * - a region's child COUNTER (1000), the condition of the add / move transaction: PRE-SET on the parent record.
 *   The region rule has both guards, and each is seeded alone (stored rows without the counter, the counter without
 *   stored rows) so that each is shown to refuse by itself.
 * - accessories per delete (20) and the device of an install: small, reached through the API.
 */

let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();
/** Ids of seeded rows, far above the sequences the API draws from (as region.test.ts does). */
let seededId = 5_000_000;

/**
 * Rows written in BatchWriteItem calls of 25, without their uniqueness markers and counters: for the limits that
 * count only the rows (thousands of one-row transactions would take minutes).
 */
async function seedRows<T>(entity: { put: (items: T[]) => { go: (options: { concurrency: number }) => Promise<{ unprocessed: unknown[] }> } }, items: T[]): Promise<void> {
  const { unprocessed } = await entity.put(items).go({ concurrency: 4 });
  expect(unprocessed).toEqual([]);
}

const stamp = () => new Date().toISOString();
const month = () => new Date().toISOString().slice(0, 7);

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe('device models: at most MAX_DEVICE_MODELS (deviceModel.tooMany)', () => {
  it(`accepts the ${MAX_DEVICE_MODELS}th model and refuses the next one, writing nothing`, { timeout: 240_000 }, async () => {
    const types: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await invoke('ProductTypeAdd', { token: admin, body: { typeCode: `LIMT${i}${uid()}`, typeName: `Limit type ${i} ${uid()}` } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      types.push(res.json.data.typeId);
    }
    const missing = MAX_DEVICE_MODELS - 1 - (await listAllDeviceModels()).length;
    const at = stamp();
    const seeded = Array.from({ length: missing }, (_, n) => ({
      modelId: seededId++,
      typeId: types[n % types.length]!,
      modelName: `Seeded ${n}`,
      modelCode: `SM-${n}`,
      brand: 'Seedbrand',
      workingPrinciple: '2' as const,
      createBy: 'seed',
      createTime: at,
      updateBy: 'seed',
      updateTime: at,
    }));
    await seedRows(DeviceModelEntity, seeded);
    expect((await listAllDeviceModels()).length).toBe(MAX_DEVICE_MODELS - 1);

    const body = (code: string) => ({ typeId: types[0], modelName: `Model ${code}`, modelCode: code, brand: 'Limitbrand', workingPrinciple: '2' });
    const last = await invoke('DeviceModelAdd', { token: admin, body: body(`LAST-${uid()}`) });
    expect(last.status, JSON.stringify(last.json)).toBe(200);
    expect((await listAllDeviceModels()).length).toBe(MAX_DEVICE_MODELS);

    const uses = await usageCount('type', types[0]!);
    const code = `OVER-${uid()}`;
    expectError(await invoke('DeviceModelAdd', { token: admin, body: body(code) }), 409, 'deviceModel.tooMany');
    const after = await listAllDeviceModels();
    expect(after.length).toBe(MAX_DEVICE_MODELS);
    expect(after.some((m) => m.modelCode === code)).toBe(false);
    expect(await usageCount('type', types[0]!)).toBe(uses);
    // the refused combination was never reserved: with room again, the same model is accepted
    expect((await invoke('DeviceModelDelete', { token: admin, query: { ids: String(last.json.data.modelId) } })).status).toBe(200);
    expect((await invoke('DeviceModelAdd', { token: admin, body: body(code) })).status).toBe(200);
  });
});

describe('product types: at most MAX_PRODUCT_TYPES (productType.tooMany)', () => {
  it(`accepts the ${MAX_PRODUCT_TYPES}th type and refuses the next one, writing nothing`, { timeout: 120_000 }, async () => {
    const missing = MAX_PRODUCT_TYPES - 1 - (await listAllProductTypes()).length;
    const at = stamp();
    const items = Array.from({ length: missing }, (_, n) => ({ typeId: seededId++, typeCode: `SEED${n}`, typeName: `Seeded type ${n}`, description: '', status: '0' as const, createBy: 'seed', createTime: at, updateBy: 'seed', updateTime: at }));
    await seedRows(ProductTypeEntity, items);
    expect((await listAllProductTypes()).length).toBe(MAX_PRODUCT_TYPES - 1);

    const last = await invoke('ProductTypeAdd', { token: admin, body: { typeCode: `LAST${uid()}`, typeName: `Last type ${uid()}` } });
    expect(last.status, JSON.stringify(last.json)).toBe(200);
    expect((await listAllProductTypes()).length).toBe(MAX_PRODUCT_TYPES);

    const body = { typeCode: `OVER${uid()}`, typeName: `One too many ${uid()}` };
    expectError(await invoke('ProductTypeAdd', { token: admin, body }), 409, 'productType.tooMany');
    const after = await listAllProductTypes();
    expect(after.length).toBe(MAX_PRODUCT_TYPES);
    expect(after.some((t) => t.typeCode === body.typeCode)).toBe(false);
    const page = await invoke('ProductTypePage', { token: admin, query: { page: '1', limit: '10', typeCode: body.typeCode } });
    expect(page.json.data.total).toBe(0);
    // neither its code nor its name was reserved: with room again, the same type is accepted
    expect((await invoke('ProductTypeDelete', { token: admin, query: { ids: String(last.json.data.typeId) } })).status).toBe(200);
    expect((await invoke('ProductTypeAdd', { token: admin, body })).status).toBe(200);
  });
});

describe('regions', () => {
  const addRegion = (body: Record<string, unknown>) => invoke('RegionAdd', { token: admin, body });
  const addRegionOk = async (over: Record<string, unknown> = {}): Promise<RegionRecord> => {
    const id = uid();
    const res = await addRegion({ regionCode: `L-${id}`, regionName: `Limit region ${id}`, ...over });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  /** The update body of a record with a new parent. */
  const moveBody = (r: RegionRecord, parentId: number) => ({ regionId: r.regionId, parentId, regionCode: r.regionCode, regionName: r.regionName, names: r.names, orderNum: r.orderNum, status: r.status, remark: r.remark });

  /** Rows under `parent` written through the data layer; `countAsChildren` false leaves the parent's counter as it was. */
  async function seedChildren(parent: RegionItem, count: number, countAsChildren: boolean): Promise<RegionItem[]> {
    const at = stamp();
    const tag = uid();
    const items: RegionItem[] = Array.from({ length: count }, (_, n) => {
      const regionId = seededId++;
      return {
        regionId,
        parentId: parent.regionId,
        regionPath: childRegionPath(parent.regionPath, regionId),
        level: parent.level + 1,
        regionCode: `S-${tag}-${n}`,
        regionName: `Seeded ${tag} ${n}`,
        nameEn: '',
        nameFr: '',
        nameZhCn: '',
        nameZhTw: '',
        orderNum: 0,
        status: '0',
        remark: '',
        childCount: 0,
        searchText: `s-${tag}-${n}`.toLowerCase(),
        pendingMove: '',
        createBy: 'seed',
        createTime: at,
        updateBy: 'seed',
        updateTime: at,
      };
    });
    // Counted ones go one at a time through the add's transaction (each bumps the same parent counter).
    if (countAsChildren) for (const item of items) await createRegion(item, parent);
    else await seedRows(RegionEntity, items);
    return items;
  }

  /** A refused add under `parent` and a refused move under it: both tooManyChildren, nothing written. */
  async function expectFull(parent: RegionRecord, mover: RegionRecord) {
    const before = await getRegion(parent.regionId);
    const moverBefore = await getRegion(mover.regionId);
    const children = (await listRegionChildren(parent.regionId)).length;
    const code = `FULL-${uid()}`;
    const refused = await addRegion({ parentId: parent.regionId, regionCode: code, regionName: `One too many ${code}` });
    expectError(refused, 409, 'region.tooManyChildren');
    expect(refused.json.params).toEqual({ max: MAX_REGION_CHILDREN });
    expect(await findRegionByCode(code)).toBeNull();
    const moved = await invoke('RegionUpdate', { token: admin, body: moveBody(mover, parent.regionId) });
    expectError(moved, 409, 'region.tooManyChildren');
    expect(await getRegion(mover.regionId)).toEqual(moverBefore);
    expect((await listRegionChildren(parent.regionId)).length).toBe(children);
    expect(await getRegion(parent.regionId)).toEqual(before);
  }

  it(`the domain check (Query of the children): the ${MAX_REGION_CHILDREN}th sub-region is accepted, the next add or move refused`, { timeout: 120_000 }, async () => {
    // Seeded without the parent's counter, so only the domain's count of the stored children can refuse.
    const parent = await addRegionOk();
    await seedChildren((await getRegion(parent.regionId))!, MAX_REGION_CHILDREN - 1, false);
    expect((await getRegion(parent.regionId))!.childCount).toBe(0);
    await addRegionOk({ parentId: parent.regionId });
    expect((await listRegionChildren(parent.regionId)).length).toBe(MAX_REGION_CHILDREN);
    await expectFull(parent, await addRegionOk());
  });

  it(`the write's condition (the parent's child counter): refused at ${MAX_REGION_CHILDREN} counted children, even with none stored`, async () => {
    // The counter is pre-set through the entity (as get-info.test.ts pre-sets user fields): no child rows, so only
    // the transaction's condition on the counter can refuse.
    const parent = await addRegionOk();
    await RegionEntity.patch({ regionId: parent.regionId }).set({ childCount: MAX_REGION_CHILDREN - 1 }).go();
    const last = await addRegionOk({ parentId: parent.regionId });
    expect((await getRegion(parent.regionId))!.childCount).toBe(MAX_REGION_CHILDREN);
    expect((await listRegionChildren(parent.regionId)).map((r) => r.regionId)).toEqual([last.regionId]);
    await expectFull(parent, await addRegionOk());
  });

  it(`refuses an export of more than ${MAX_REGION_EXPORT_ROWS} regions (region.exportTooLarge) and writes nothing; ${MAX_REGION_EXPORT_ROWS} are exported`, { timeout: 240_000 }, async () => {
    // A country, its 10 provinces and 9,989 cities (999 in each province but the last, 998 there): 10,000 regions.
    const country = await addRegionOk({ regionName: `Big country ${uid()}` });
    const countryItem = (await getRegion(country.regionId))!;
    const provinces = await seedChildren(countryItem, 10, true);
    const cities = MAX_REGION_EXPORT_ROWS - 1 - provinces.length;
    const perProvince = Math.ceil(cities / provinces.length);
    await Promise.all(provinces.map((p, i) => seedChildren(p, Math.min(perProvince, cities - i * perProvince), false)));
    expect(await countRegions({ prefix: countryItem.regionPath }, 2 * MAX_REGION_EXPORT_ROWS)).toEqual({ total: MAX_REGION_EXPORT_ROWS });

    const exportOf = () => invoke('RegionExport', { token: admin, query: { parentId: String(country.regionId) } });
    const exported = await exportOf();
    expect(exported.status).toBe(200);
    expect(String(exported.headers['content-type'])).toContain('spreadsheetml');

    await addRegionOk({ parentId: provinces[0]!.regionId });
    expect(await countRegions({ prefix: countryItem.regionPath }, 2 * MAX_REGION_EXPORT_ROWS)).toEqual({ total: MAX_REGION_EXPORT_ROWS + 1 });
    const refused = await exportOf();
    expectError(refused, 409, 'region.exportTooLarge');
    expect(refused.json.params).toEqual({ max: MAX_REGION_EXPORT_ROWS });
    expect(refused.headers['content-disposition']).toBeUndefined();
    // nothing changed; the refusal is in the operation log as a failed export
    expect(await countRegions({ prefix: countryItem.regionPath }, 2 * MAX_REGION_EXPORT_ROWS)).toEqual({ total: MAX_REGION_EXPORT_ROWS + 1 });
    const logs = (await listOperLogsOfMonth(month())).filter((l) => l.title === 'region' && l.businessType === 'export');
    expect(logs.some((l) => l.status === '1' && l.errorMsg === 'region.exportTooLarge')).toBe(true);
  });
});

describe('accessories', () => {
  let deptId: number;
  const addRecord = async (): Promise<AccessoryRecord> => {
    const id = uid();
    const res = await invoke('AccessoryAdd', {
      token: admin,
      body: { category: 'accessory', kind: 'cabinet', code: `CAB-${id}`, name: `Cabinet ${id}`, brand: 'Acme', model: 'C1', supplier: 'S', owner: 'O', dealer: 'D', deptId, startDate: '2026-01-01', effectiveDays: null, expiryDate: '' },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };

  beforeAll(async () => {
    const res = await invoke('DeptAdd', { token: admin, body: { parentId: 100, deptType: '0', deptName: `Accessory limits ${uid()}`, equipmentQuota: 50, userQuota: 20, operationAccountCount: 10, viewAccountCount: 10 } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    deptId = res.json.data.deptId;
  });

  it(`deletes at most ${MAX_ACCESSORIES_PER_DELETE} records at once (accessory.tooManyAtOnce): one more refuses the whole call`, async () => {
    const records: AccessoryRecord[] = [];
    for (let i = 0; i <= MAX_ACCESSORIES_PER_DELETE; i++) records.push(await addRecord());
    const count = await deptAccessoryCount(deptId);
    const ids = records.map((r) => r.accessoryId);
    const res = await invoke('AccessoryDelete', { token: admin, query: { ids: ids.join(',') } });
    expectError(res, 400, 'accessory.tooManyAtOnce');
    expect(await deptAccessoryCount(deptId)).toBe(count);
    for (const r of records) expect(await getAccessoryById(r.accessoryId)).toMatchObject({ accessoryId: r.accessoryId, updateTime: r.updateTime });
    // the limit itself is accepted
    expect((await invoke('AccessoryDelete', { token: admin, query: { ids: ids.slice(0, MAX_ACCESSORIES_PER_DELETE).join(',') } })).status).toBe(200);
    expect(await deptAccessoryCount(deptId)).toBe(count - MAX_ACCESSORIES_PER_DELETE);
  });

  it.each([
    ['without a device', {}],
    ['with device 0', { deviceId: 0 }],
    ['with an empty device', { deviceId: '' }],
    ['with a device that is not a number', { deviceId: 'abc' }],
  ])('refuses an install %s (accessory.deviceRequired), and the record stays in stock', async (_name, over) => {
    const record = await addRecord();
    const res = await invoke('AccessoryInstall', { token: admin, body: { accessoryId: record.accessoryId, ...over } });
    expectError(res, 400, 'accessory.deviceRequired');
    expect(res.json.fields).toContainEqual({ path: 'deviceId', errorCode: 'accessory.deviceRequired' });
    expect(await getAccessoryById(record.accessoryId)).toMatchObject({ status: 'stock', deviceId: 0, updateTime: record.updateTime });
  });
});
