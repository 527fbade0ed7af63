import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ProductTypeRecord } from '@aed/shared/schemas/product-type';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { writeTransaction } from '../../src/data/access/transactions';
import { bumpUsage, usageCount } from '../../src/data/access/usage-counters';
import { getProductType } from '../../src/data/access/catalogue-reads';
import { deleteProductTypes } from '../../src/data/access/product-types';
import { CounterEntity } from '../../src/data/entities/counter-entity';

type Page = { total: number; rows: ProductTypeRecord[] };
const all = async (token: string) => (await invoke('ProductTypePage', { token, query: { limit: '50' } })).json.data as Page;
let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A device referencing (or no longer referencing) the type, written the way the devices module writes it. */
const deviceUses = (typeId: number, delta: 1 | -1) => writeTransaction({ counter: CounterEntity }, ({ counter }, add) => add('usage', bumpUsage(counter, 'type', typeId, delta)));

describe('product types', () => {
  let token: string;
  let plainToken: string;
  let viewerToken: string;
  let opsToken: string;
  const add = (body: Record<string, unknown>) => invoke('ProductTypeAdd', { token, body });
  const addOk = async (body: Record<string, unknown> = {}): Promise<ProductTypeRecord> => {
    const id = uid();
    const res = await add({ typeCode: `T-${id}`, typeName: `Type ${id}`, ...body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const info = (typeId: number) => invoke('ProductTypeInfo', { token, query: { typeId: String(typeId) } });
  const addModel = (typeId: number) =>
    invoke('DeviceModelAdd', { token, body: { typeId, modelName: `Model ${uid()}`, modelCode: `M-${uid()}`, brand: 'Acme', workingPrinciple: '2' } });

  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'ptplain', password: 'Plain#2026pw', roleIds: [7] });
    await createTestUser({ username: 'ptviewer', password: 'Plain#2026pw', roleIds: [8] });
    await createTestUser({ username: 'ptops', password: 'Plain#2026pw', roleIds: [2] });
    plainToken = await loginAs('ptplain', 'Plain#2026pw');
    viewerToken = await loginAs('ptviewer', 'Plain#2026pw');
    opsToken = await loginAs('ptops', 'Plain#2026pw');
  });

  it('adds, reads, lists by code, updates and deletes a product type, logging each change', async () => {
    const aed = await add({ typeCode: 'AED-X', typeName: 'Defibrillator X', description: 'Automated external defibrillator' });
    expect(aed.status, JSON.stringify(aed.json)).toBe(200);
    const cab = await add({ typeCode: 'CAB-X', typeName: 'Cabinet X' });
    const id = cab.json.data.typeId as number;
    expect((await info(id)).json.data).toMatchObject({ typeCode: 'CAB-X', typeName: 'Cabinet X', status: '0', description: '', createBy: 'admin' });
    const codes = (await all(token)).rows.map((r) => r.typeCode);
    expect(codes.indexOf('AED-X')).toBeLessThan(codes.indexOf('CAB-X'));

    const upd = await invoke('ProductTypeUpdate', { token, body: { ...cab.json.data, typeCode: 'BOX-X', typeName: 'Box X', status: '1' } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect((await info(id)).json.data).toMatchObject({ typeCode: 'BOX-X', typeName: 'Box X', status: '1' });
    // the old code and name are free again
    const reuse = await add({ typeCode: 'cab-x', typeName: 'CABINET X' });
    expect(reuse.status, JSON.stringify(reuse.json)).toBe(200);
    // options: enabled types only, for any logged-in user
    const options = (await invoke('ProductTypeOptions', { token: plainToken })).json.data.map((o: { typeCode: string }) => o.typeCode);
    expect(options).toEqual(expect.arrayContaining(['AED-X', 'cab-x']));
    expect(options).not.toContain('BOX-X');

    expect((await invoke('ProductTypeDelete', { token, query: { ids: `${id},${reuse.json.data.typeId}` } })).status).toBe(200);
    expectError(await info(id), 404, 'productType.notFound');
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'productType').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('refuses a duplicate code or name on add and on update, case-insensitively, and changes nothing', async () => {
    const first = await addOk({ typeCode: 'DUP-A', typeName: 'Duplicate A' });
    const before = await all(token);
    expectError(await add({ typeCode: 'dup-a', typeName: 'Other' }), 409, 'productType.codeExists');
    expectError(await add({ typeCode: 'DUP-B', typeName: 'DUPLICATE a' }), 409, 'productType.nameExists');
    expect(await all(token)).toEqual(before);

    const second = await addOk({ typeCode: 'DUP-B', typeName: 'Duplicate B' });
    expectError(await invoke('ProductTypeUpdate', { token, body: { ...second, typeCode: 'Dup-A' } }), 409, 'productType.codeExists');
    expectError(await invoke('ProductTypeUpdate', { token, body: { ...second, typeName: 'duplicate A' } }), 409, 'productType.nameExists');
    expect((await info(second.typeId)).json.data).toEqual(second);
    expect((await info(first.typeId)).json.data).toEqual(first);
    // the markers did not move either: 'DUP-B' and 'Duplicate B' are still taken
    expectError(await add({ typeCode: 'DUP-B', typeName: 'x' }), 409, 'productType.codeExists');
    expectError(await add({ typeCode: 'DUP-C', typeName: 'Duplicate B' }), 409, 'productType.nameExists');
    // changing only the case of its own code is fine
    expect((await invoke('ProductTypeUpdate', { token, body: { ...second, typeCode: 'dup-b' } })).status).toBe(200);
  });

  it('lets exactly one of two concurrent identical adds win', async () => {
    const code = `RACE-${uid()}`;
    const results = await Promise.all([add({ typeCode: code, typeName: `Race ${code}` }), add({ typeCode: code, typeName: `Race ${code}` })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(['productType.codeExists', 'productType.nameExists', 'common.conflict']).toContain(results.find((r) => r.status === 409)!.json.errorCode);
    const found = (await invoke('ProductTypePage', { token, query: { typeCode: code } })).json.data as Page;
    expect(found.total).toBe(1);
  });

  it('refuses to delete a type used by a model or a device, changes nothing, and allows it once unused', async () => {
    const type = await addOk();
    const model = await addModel(type.typeId);
    expect(model.status, JSON.stringify(model.json)).toBe(200);
    expect(await usageCount('type', type.typeId)).toBe(1);
    const refused = await invoke('ProductTypeDelete', { token, query: { ids: String(type.typeId) } });
    expectError(refused, 409, 'productType.inUse');
    expect(refused.json.params).toMatchObject({ name: type.typeName, count: 1 });
    expect((await info(type.typeId)).json.data).toEqual(type);

    // the model goes: the type is free again, until a device uses it directly
    expect((await invoke('DeviceModelDelete', { token, query: { ids: String(model.json.data.modelId) } })).status).toBe(200);
    expect(await usageCount('type', type.typeId)).toBe(0);
    await deviceUses(type.typeId, 1);
    expectError(await invoke('ProductTypeDelete', { token, query: { ids: String(type.typeId) } }), 409, 'productType.inUse');
    expect((await info(type.typeId)).json.data).toEqual(type);
    // a delete of several ids is all or nothing: the free one stays too
    const free = await addOk();
    expectError(await invoke('ProductTypeDelete', { token, query: { ids: `${free.typeId},${type.typeId}` } }), 409, 'productType.inUse');
    expect((await info(free.typeId)).status).toBe(200);

    await deviceUses(type.typeId, -1);
    expect((await invoke('ProductTypeDelete', { token, query: { ids: `${free.typeId},${type.typeId}` } })).status).toBe(200);
    expectError(await info(type.typeId), 404, 'productType.notFound');
    // its code and name are free again
    expect((await add({ typeCode: type.typeCode, typeName: type.typeName })).status).toBe(200);
  });

  it('the delete transaction itself carries the "unused" condition (a device counted after the check still refuses it)', async () => {
    const type = await addOk();
    const item = await getProductType(type.typeId);
    await deviceUses(type.typeId, 1);
    await expect(deleteProductTypes([item!])).rejects.toMatchObject({ errorCode: 'productType.inUse', params: { count: 1 } });
    expect((await info(type.typeId)).json.data).toEqual(type);
    await deviceUses(type.typeId, -1);
    await deleteProductTypes([item!]);
    expectError(await info(type.typeId), 404, 'productType.notFound');
  });

  it('a delete racing a model add: never both, and never a model under a deleted type', async () => {
    for (let round = 0; round < 3; round++) {
      const type = await addOk();
      const [deleted, added] = await Promise.all([invoke('ProductTypeDelete', { token, query: { ids: String(type.typeId) } }), addModel(type.typeId)]);
      expect([deleted.status, added.status], JSON.stringify([deleted.json, added.json])).not.toEqual([200, 200]);
      const exists = (await info(type.typeId)).status === 200;
      expect(exists).toBe(deleted.status !== 200);
      expect(await usageCount('type', type.typeId)).toBe(added.status === 200 ? 1 : 0);
      if (added.status === 200) expect(exists).toBe(true);
    }
  });

  it('deletes all or nothing: a missing id deletes none', async () => {
    const kept = await addOk();
    expectError(await invoke('ProductTypeDelete', { token, query: { ids: `${kept.typeId},999999` } }), 404, 'productType.notFound');
    expect((await info(kept.typeId)).json.data).toEqual(kept);
  });

  it('may disable a type in use: its models stay, it is no longer offered', async () => {
    const type = await addOk();
    expect((await addModel(type.typeId)).status).toBe(200);
    const res = await invoke('ProductTypeUpdate', { token, body: { ...type, status: '1' } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((await invoke('ProductTypeOptions', { token })).json.data.map((o: { typeId: number }) => o.typeId)).not.toContain(type.typeId);
    expect(await usageCount('type', type.typeId)).toBe(1);
  });

  it('refuses a stale update (changed meanwhile) and changes nothing', async () => {
    const type = await addOk();
    expect((await invoke('ProductTypeUpdate', { token, body: { ...type, description: 'first' } })).status).toBe(200);
    const current = (await info(type.typeId)).json.data;
    // the domain reads the record again, so a stale body is not a conflict by itself; the updateTime condition guards the race
    const results = await Promise.all([1, 2, 3].map((n) => invoke('ProductTypeUpdate', { token, body: { ...current, description: `race ${n}` } })));
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 409, 'common.conflict');
  });

  it('refuses a code with other characters than letters, digits, dot, hyphen and underscore with its own code, on add and update, changing nothing', async () => {
    const kept = await addOk();
    const page = async () => (await invoke('ProductTypePage', { token, query: { limit: '50', typeCode: kept.typeCode } })).json.data as Page;
    const before = await page();
    for (const bad of ['a b', 'AED*1', 'ä-1', 'AED/2', 'x+y']) {
      const res = await add({ typeCode: bad, typeName: `Format ${uid()}` });
      expectError(res, 400, 'productType.codeFormat');
      expect(res.json.fields).toEqual([{ path: 'typeCode', errorCode: 'productType.codeFormat' }]);
      expectError(await invoke('ProductTypeUpdate', { token, body: { ...kept, typeCode: bad } }), 400, 'productType.codeFormat');
    }
    expect(await page()).toEqual(before);
    expect((await info(kept.typeId)).json.data).toEqual(kept);
    expect((await addOk({ typeCode: `Ok.code_${uid()}-1` })).typeCode).toMatch(/^Ok\.code_/);
  });

  it('validates input and searches by code, name and status, with paging', async () => {
    const bad = await add({ typeCode: 'a b', typeName: '' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['typeCode', 'typeName']));
    expect((await add({ typeCode: 'x'.repeat(33), typeName: 'Too long code' })).status).toBe(400);
    expect((await add({ typeCode: 'OK1', typeName: 'Status bad', status: '2' })).status).toBe(400);

    const tag = uid();
    await addOk({ typeCode: `SRCH-${tag}-1`, typeName: `Searchable ${tag} one` });
    await addOk({ typeCode: `SRCH-${tag}-2`, typeName: `Searchable ${tag} two`, status: '1' });
    await addOk({ typeCode: `SRCH-${tag}-3`, typeName: `Searchable ${tag} three` });
    const page = async (query: Record<string, string>) => (await invoke('ProductTypePage', { token, query })).json.data as Page;
    expect((await page({ typeCode: `srch-${tag}` })).total).toBe(3);
    expect((await page({ typeName: `${tag} TWO` })).rows.map((r) => r.typeCode)).toEqual([`SRCH-${tag}-2`]);
    expect((await page({ typeCode: `SRCH-${tag}`, status: '1' })).rows.map((r) => r.typeCode)).toEqual([`SRCH-${tag}-2`]);
    const second = await page({ typeCode: `SRCH-${tag}`, page: '2', limit: '2' });
    expect(second).toMatchObject({ total: 3, rows: [expect.objectContaining({ typeCode: `SRCH-${tag}-3` })] });
  });

  it("exports the matching types as xlsx in the caller's language", async () => {
    const tag = uid();
    await addOk({ typeCode: `EXP-${tag}`, typeName: `Export ${tag}`, status: '1', description: 'for the sheet' });
    const sheetOf = async (headers?: Record<string, string>) => {
      const res = await invoke('ProductTypeExport', { token, query: { typeCode: `EXP-${tag}` }, headers });
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/product-types-\d{4}-\d{2}-\d{2}\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      const sheet = wb.worksheets[0];
      return { name: sheet.name, headers: (sheet.getRow(1).values as unknown[]).slice(1), row: (sheet.getRow(2).values as unknown[]).slice(1, 5), rows: sheet.rowCount };
    };
    const en = await sheetOf();
    expect(en).toMatchObject({ name: 'Product types', rows: 2, headers: ['Type ID', 'Type code', 'Type name', 'Status', 'Description', 'Created (UTC)'] });
    expect(en.row.slice(1)).toEqual([`EXP-${tag}`, `Export ${tag}`, 'Disabled']);
    const fr = await sheetOf({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr).toMatchObject({ name: 'Types de produit', headers: expect.arrayContaining(['Code du type', 'Statut']) });
    expect(fr.row[3]).toBe('Désactivé');
    expect((await sheetOf({ 'accept-language': 'zh-TW' })).name).toBe('產品類型');
  });

  it('needs the permission: a plain user gets 403 and changes nothing; read-only and operations administrators as seeded', async () => {
    const before = await all(token);
    const some = before.rows[0];
    expectError(await invoke('ProductTypePage', { token: plainToken }), 403, 'common.forbidden');
    expectError(await invoke('ProductTypeAdd', { token: plainToken, body: { typeCode: 'NOPE', typeName: 'Nope' } }), 403, 'common.forbidden');
    expectError(await invoke('ProductTypeUpdate', { token: plainToken, body: { ...some, typeName: 'Nope' } }), 403, 'common.forbidden');
    expectError(await invoke('ProductTypeDelete', { token: plainToken, query: { ids: String(some.typeId) } }), 403, 'common.forbidden');
    expectError(await invoke('ProductTypeExport', { token: plainToken, query: {} }), 403, 'common.forbidden');
    // the read-only administrator reads and exports, never changes
    expect((await invoke('ProductTypePage', { token: viewerToken })).status).toBe(200);
    expect((await invoke('ProductTypeInfo', { token: viewerToken, query: { typeId: String(some.typeId) } })).status).toBe(200);
    expect((await invoke('ProductTypeExport', { token: viewerToken, query: {} })).status).toBe(200);
    expectError(await invoke('ProductTypeAdd', { token: viewerToken, body: { typeCode: 'NOPE', typeName: 'Nope' } }), 403, 'common.forbidden');
    expectError(await invoke('ProductTypeDelete', { token: viewerToken, query: { ids: String(some.typeId) } }), 403, 'common.forbidden');
    expect(await all(token)).toEqual(before);
    // the operations administrator manages the catalogue
    const ops = await invoke('ProductTypeAdd', { token: opsToken, body: { typeCode: `OPS-${uid()}`, typeName: `Ops ${uid()}` } });
    expect(ops.status, JSON.stringify(ops.json)).toBe(200);
    expect((await invoke('ProductTypeDelete', { token: opsToken, query: { ids: String(ops.json.data.typeId) } })).status).toBe(200);
  });
});
