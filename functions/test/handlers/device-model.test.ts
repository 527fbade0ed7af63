import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { DeviceModelRow } from '@aed/shared/schemas/device-model';
import type { ProductTypeRecord } from '@aed/shared/schemas/product-type';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { writeTransaction } from '../../src/data/access/transactions';
import { bumpUsage, usageCount } from '../../src/data/access/usage-counters';
import { getDeviceModel } from '../../src/data/access/catalogue-reads';
import { deleteDeviceModels } from '../../src/data/access/device-models';
import { CounterEntity } from '../../src/data/entities/counter-entity';

type Page = { total: number; rows: DeviceModelRow[] };
let seq = 0;
const uid = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A device taking (or leaving) the model, written the way the devices module writes it: model and type counted. */
const deviceUses = (modelId: number, typeId: number, delta: 1 | -1) =>
  writeTransaction({ counter: CounterEntity }, ({ counter }, add) => {
    add('model', bumpUsage(counter, 'model', modelId, delta));
    add('type', bumpUsage(counter, 'type', typeId, delta));
  });

describe('device models', () => {
  let token: string;
  let plainToken: string;
  let viewerToken: string;
  let aed: ProductTypeRecord;
  let other: ProductTypeRecord;

  const addType = async (body: Record<string, unknown> = {}): Promise<ProductTypeRecord> => {
    const id = uid();
    const res = await invoke('ProductTypeAdd', { token, body: { typeCode: `T-${id}`, typeName: `Type ${id}`, ...body } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const add = (body: Record<string, unknown>) => invoke('DeviceModelAdd', { token, body });
  const base = (over: Record<string, unknown> = {}) => {
    const id = uid();
    return { typeId: aed.typeId, modelName: `Model ${id}`, modelCode: `M-${id}`, brand: 'Acme', workingPrinciple: '2', ...over };
  };
  const addOk = async (over: Record<string, unknown> = {}): Promise<DeviceModelRow> => {
    const res = await add(base(over));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data;
  };
  const info = (modelId: number) => invoke('DeviceModelInfo', { token, query: { modelId: String(modelId) } });
  const update = (row: DeviceModelRow, over: Record<string, unknown>) => {
    const { typeCode: _c, typeName: _n, createBy: _cb, createTime: _ct, updateBy: _ub, updateTime: _ut, ...body } = row;
    return invoke('DeviceModelUpdate', { token, body: { ...body, ...over } });
  };
  const page = async (query: Record<string, string>) => (await invoke('DeviceModelPage', { token, query: { limit: '50', ...query } })).json.data as Page;

  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'dmplain', password: 'Plain#2026pw', roleIds: [7] });
    await createTestUser({ username: 'dmviewer', password: 'Plain#2026pw', roleIds: [8] });
    plainToken = await loginAs('dmplain', 'Plain#2026pw');
    viewerToken = await loginAs('dmviewer', 'Plain#2026pw');
    aed = await addType({ typeCode: 'AED', typeName: 'AED' });
    other = await addType({ typeCode: 'CAB', typeName: 'Cabinet' });
  });

  it('adds, reads, lists, updates and deletes a model with its reminder data, logging each change', async () => {
    const body = {
      typeId: aed.typeId,
      modelName: 'HeartStart FRx',
      modelCode: '861304',
      brand: 'Philips',
      workingPrinciple: '2',
      selfTestDays: 1,
      heartbeatMinutes: 0,
      consumables: [
        { kind: 'adultPads', ratedLifeMonths: 24 },
        { kind: 'battery', ratedLifeMonths: 48 },
      ],
      description: 'SMART Pads II',
    };
    const res = await add(body);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const id = res.json.data.modelId as number;
    expect((await info(id)).json.data).toMatchObject({ ...body, typeCode: 'AED', typeName: 'AED', status: '0', createBy: 'admin' });
    expect(await usageCount('type', aed.typeId)).toBe(1);
    // defaults: daily self-test, not connected, no consumables
    const plain = await addOk({ brand: 'ZOLL', modelName: 'AED Plus', modelCode: 'AED-PLUS' });
    expect(plain).toMatchObject({ selfTestDays: 1, heartbeatMinutes: 0, consumables: [], description: '' });
    // by type, brand, name
    expect((await page({ typeId: String(aed.typeId) })).rows.map((r) => r.modelName)).toEqual(['HeartStart FRx', 'AED Plus']);

    const changed = await update(res.json.data, { selfTestDays: 7, heartbeatMinutes: 1440, consumables: [{ kind: 'padPak', ratedLifeMonths: 48 }], status: '1' });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect((await info(id)).json.data).toMatchObject({ selfTestDays: 7, heartbeatMinutes: 1440, consumables: [{ kind: 'padPak', ratedLifeMonths: 48 }], status: '1' });

    expect((await invoke('DeviceModelDelete', { token, query: { ids: `${id},${plain.modelId}` } })).status).toBe(200);
    expectError(await info(id), 404, 'deviceModel.notFound');
    expect(await usageCount('type', aed.typeId)).toBe(0);
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'deviceModel').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('type + model code + brand is unique (case and spaces aside), on add and on update; nothing changes when refused', async () => {
    const first = await addOk({ brand: 'ZOLL', modelCode: 'AED 3', modelName: 'AED 3' });
    const before = await page({});
    expectError(await add(base({ brand: 'zoll', modelCode: 'aed  3', modelName: 'Another name' })), 409, 'deviceModel.comboExists');
    expect(await page({})).toEqual(before);
    expect(await usageCount('type', aed.typeId)).toBe(before.rows.filter((r) => r.typeId === aed.typeId).length);
    // the same code and brand under another type (with another name) is another combination
    const elsewhere = await add(base({ typeId: other.typeId, brand: 'ZOLL', modelCode: 'AED 3', modelName: 'AED 3 wall cabinet' }));
    expect(elsewhere.status, JSON.stringify(elsewhere.json)).toBe(200);

    const second = await addOk({ brand: 'ZOLL', modelCode: 'AED PRO', modelName: 'AED Pro' });
    expectError(await update(second, { modelCode: 'aed 3', modelName: 'AED Pro renamed' }), 409, 'deviceModel.comboExists');
    expect((await info(second.modelId)).json.data).toEqual(second);
    expect((await info(first.modelId)).json.data).toEqual(first);
    // its own markers did not move: its combination is still taken, and a case change of its own keys is fine
    expectError(await add(base({ brand: 'ZOLL', modelCode: 'AED PRO', modelName: 'x' })), 409, 'deviceModel.comboExists');
    expect((await update(second, { brand: 'zoll' })).status).toBe(200);
  });

  it('brand + model code + model name is unique across types ("model brand exists"), on add and on update', async () => {
    const first = await addOk({ brand: 'Mindray', modelCode: 'C2', modelName: 'BeneHeart C2' });
    const before = await page({});
    expectError(await add(base({ typeId: other.typeId, brand: 'MINDRAY', modelCode: 'c2', modelName: 'beneheart c2' })), 409, 'deviceModel.brandModelExists');
    expect(await page({})).toEqual(before);
    expect(await usageCount('type', other.typeId)).toBe(before.rows.filter((r) => r.typeId === other.typeId).length);

    const second = await addOk({ typeId: other.typeId, brand: 'Mindray', modelCode: 'C2', modelName: 'BeneHeart C2 cabinet' });
    expectError(await update(second, { modelName: 'BENEHEART C2' }), 409, 'deviceModel.brandModelExists');
    expect((await info(second.modelId)).json.data).toEqual(second);
    expect((await info(first.modelId)).json.data).toEqual(first);
    // moving it to the first one's type collides with the first's combination
    expectError(await update(second, { typeId: aed.typeId }), 409, 'deviceModel.comboExists');
    expect((await info(second.modelId)).json.data).toEqual(second);
  });

  it('lets exactly one of two concurrent identical adds win, and counts one model against the type', async () => {
    const type = await addType();
    const body = base({ typeId: type.typeId });
    const results = await Promise.all([add(body), add(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(['deviceModel.comboExists', 'deviceModel.brandModelExists', 'common.conflict']).toContain(results.find((r) => r.status === 409)!.json.errorCode);
    expect((await page({ typeId: String(type.typeId) })).total).toBe(1);
    expect(await usageCount('type', type.typeId)).toBe(1);
  });

  it('refuses to delete a model a device uses, changes nothing, and allows it after the device left', async () => {
    const model = await addOk();
    await deviceUses(model.modelId, aed.typeId, 1);
    const refused = await invoke('DeviceModelDelete', { token, query: { ids: String(model.modelId) } });
    expectError(refused, 409, 'deviceModel.inUse');
    expect(refused.json.params).toMatchObject({ name: model.modelName, count: 1 });
    expect((await info(model.modelId)).json.data).toEqual(model);
    // several ids: all or nothing
    const free = await addOk();
    const typeCount = await usageCount('type', aed.typeId);
    expectError(await invoke('DeviceModelDelete', { token, query: { ids: `${free.modelId},${model.modelId}` } }), 409, 'deviceModel.inUse');
    expect((await info(free.modelId)).json.data).toEqual(free);
    expect(await usageCount('type', aed.typeId)).toBe(typeCount);
    // the transaction carries the condition too: the data layer alone refuses it
    await expect(deleteDeviceModels([(await getDeviceModel(model.modelId))!])).rejects.toMatchObject({ errorCode: 'deviceModel.inUse' });
    expect((await info(model.modelId)).status).toBe(200);

    await deviceUses(model.modelId, aed.typeId, -1);
    expect((await invoke('DeviceModelDelete', { token, query: { ids: `${free.modelId},${model.modelId}` } })).status).toBe(200);
    expectError(await info(model.modelId), 404, 'deviceModel.notFound');
    // the device left the type too, and the two models were counted off
    expect(await usageCount('type', aed.typeId)).toBe(typeCount - 3);
    // its keys are free again
    expect((await add(base({ brand: model.brand, modelCode: model.modelCode, modelName: model.modelName }))).status).toBe(200);
  });

  it('deletes all or nothing: a missing id deletes none', async () => {
    const kept = await addOk();
    expectError(await invoke('DeviceModelDelete', { token, query: { ids: `${kept.modelId},999999` } }), 404, 'deviceModel.notFound');
    expect((await info(kept.modelId)).json.data).toEqual(kept);
  });

  it('moving a model to another type moves its count; refused towards a disabled type or while devices use it', async () => {
    const from = await addType();
    const to = await addType();
    const model = await addOk({ typeId: from.typeId });
    const moved = await update(model, { typeId: to.typeId });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect([await usageCount('type', from.typeId), await usageCount('type', to.typeId)]).toEqual([0, 1]);
    expect((await info(model.modelId)).json.data).toMatchObject({ typeId: to.typeId, typeName: to.typeName });
    // the old type is free: it can go
    expect((await invoke('ProductTypeDelete', { token, query: { ids: String(from.typeId) } })).status).toBe(200);

    const disabled = await addType({ status: '1' });
    const current = (await info(model.modelId)).json.data as DeviceModelRow;
    const toDisabled = await update(current, { typeId: disabled.typeId });
    expectError(toDisabled, 409, 'productType.disabled');
    expect(toDisabled.json.params).toMatchObject({ name: disabled.typeName });
    expectError(await update(current, { typeId: 999999 }), 404, 'productType.notFound');
    expect((await info(model.modelId)).json.data).toEqual(current);
    expect(await usageCount('type', disabled.typeId)).toBe(0);

    const target = await addType();
    await deviceUses(model.modelId, to.typeId, 1);
    const locked = await update(current, { typeId: target.typeId });
    expectError(locked, 409, 'deviceModel.typeLocked');
    expect(locked.json.params).toMatchObject({ count: 1 });
    expect((await info(model.modelId)).json.data).toEqual(current);
    expect([await usageCount('type', to.typeId), await usageCount('type', target.typeId)]).toEqual([2, 0]);
    // other fields of a model in use may change
    expect((await update(current, { description: 'still editable' })).status).toBe(200);
    await deviceUses(model.modelId, to.typeId, -1);
  });

  it('a disabled product type receives no new model; its existing models stay editable but are not offered', async () => {
    const type = await addType();
    const model = await addOk({ typeId: type.typeId });
    const typeRow = (await invoke('ProductTypeInfo', { token, query: { typeId: String(type.typeId) } })).json.data;
    expect((await invoke('ProductTypeUpdate', { token, body: { ...typeRow, status: '1' } })).status).toBe(200);
    const before = await page({ typeId: String(type.typeId) });
    const refused = await add(base({ typeId: type.typeId }));
    expectError(refused, 409, 'productType.disabled');
    expect(refused.json.params).toMatchObject({ name: type.typeName });
    expectError(await add(base({ typeId: 999999 })), 404, 'productType.notFound');
    expect(await page({ typeId: String(type.typeId) })).toEqual(before);
    expect(await usageCount('type', type.typeId)).toBe(1);
    expect((await update(model, { description: 'kept under its disabled type' })).status).toBe(200);

    const options = async (query: Record<string, string> = {}) =>
      ((await invoke('DeviceModelOptions', { token: plainToken, query })).json.data as { modelId: number; typeId: number }[]).map((o) => o.modelId);
    expect(await options()).not.toContain(model.modelId);
    const enabled = await addOk();
    const off = await addOk({ status: '1' });
    expect(await options()).toContain(enabled.modelId);
    expect(await options()).not.toContain(off.modelId);
    expect(await options({ typeId: String(other.typeId) })).not.toContain(enabled.modelId);
    expect(await options({ typeId: String(aed.typeId) })).toContain(enabled.modelId);
  });

  it('validates input: type, working principle, self-test days, heartbeat, consumables with one row per kind', async () => {
    const fieldsOf = (res: { json: { fields: { path: string; errorCode: string }[] } }) => res.json.fields.map((f) => f.path);
    const bad = await add({ typeId: aed.typeId, modelName: '', modelCode: 'a*b', brand: '', workingPrinciple: '3' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['modelName', 'modelCode', 'brand', 'workingPrinciple']));
    expect(fieldsOf(await add(base({ selfTestDays: 0 })))).toContain('selfTestDays');
    expect(fieldsOf(await add(base({ heartbeatMinutes: -1 })))).toContain('heartbeatMinutes');
    expect((await add(base({ consumables: [{ kind: 'battery', ratedLifeMonths: 0 }] }))).status).toBe(400);
    expect((await add(base({ consumables: [{ kind: 'cable', ratedLifeMonths: 12 }] }))).status).toBe(400);
    const repeated = await add(base({ consumables: [{ kind: 'battery', ratedLifeMonths: 48 }, { kind: 'battery', ratedLifeMonths: 60 }] }));
    expect(repeated.status).toBe(400);
    expect(repeated.json.fields).toEqual(expect.arrayContaining([expect.objectContaining({ errorCode: 'deviceModel.consumableKindRepeated' })]));
    const before = await page({});
    expect((await add(base({ typeId: 'x' }))).status).toBe(400);
    expect(await page({})).toEqual(before);
  });

  it('refuses a model code with other characters than letters, digits, spaces and . _ ( ) / + - with its own code, changing nothing', async () => {
    const kept = await addOk();
    const before = await page({});
    for (const bad of ['a*b', 'AED#3', 'C2,5', 'x:y', 'M\u00e9']) {
      const res = await add(base({ modelCode: bad }));
      expectError(res, 400, 'deviceModel.codeFormat');
      expect(res.json.fields).toEqual([{ path: 'modelCode', errorCode: 'deviceModel.codeFormat' }]);
      expectError(await update(kept, { modelCode: bad }), 400, 'deviceModel.codeFormat');
    }
    expect(await page({})).toEqual(before);
    expect((await info(kept.modelId)).json.data.modelCode).toBe(kept.modelCode);
    expect((await addOk({ modelCode: `FR 3 (a/b)+c._-${uid()}` })).modelCode).toMatch(/^FR 3 \(a\/b\)\+c\._-/);
  });

  it('searches by type, name, code, brand and status, with paging', async () => {
    const tag = uid();
    const type = await addType();
    await addOk({ typeId: type.typeId, brand: `Brand${tag}`, modelName: `Alpha ${tag}`, modelCode: `A-${tag}` });
    await addOk({ typeId: type.typeId, brand: `Brand${tag}`, modelName: `Beta ${tag}`, modelCode: `B-${tag}`, status: '1' });
    await addOk({ typeId: type.typeId, brand: `Other${tag}`, modelName: `Gamma ${tag}`, modelCode: `C-${tag}` });
    const names = (p: Page) => p.rows.map((r) => r.modelName);
    expect((await page({ typeId: String(type.typeId) })).total).toBe(3);
    expect(names(await page({ brand: `brand${tag}` }))).toEqual([`Alpha ${tag}`, `Beta ${tag}`]);
    expect(names(await page({ modelName: `gamma ${tag}` }))).toEqual([`Gamma ${tag}`]);
    expect(names(await page({ modelCode: `b-${tag}` }))).toEqual([`Beta ${tag}`]);
    expect(names(await page({ typeId: String(type.typeId), status: '1' }))).toEqual([`Beta ${tag}`]);
    expect(await page({ typeId: String(type.typeId), page: '2', limit: '2' })).toMatchObject({ total: 3, rows: [expect.objectContaining({ modelName: `Gamma ${tag}` })] });
  });

  it("exports the matching models as xlsx in the caller's language, consumables included", async () => {
    const tag = uid();
    await addOk({ brand: `Exp${tag}`, modelName: 'LIFEPAK CR2', modelCode: 'CR2', workingPrinciple: '1', heartbeatMinutes: 1440, consumables: [{ kind: 'adultPads', ratedLifeMonths: 48 }, { kind: 'battery', ratedLifeMonths: 48 }] });
    const sheetOf = async (headers?: Record<string, string>) => {
      const res = await invoke('DeviceModelExport', { token, query: { brand: `Exp${tag}` }, headers });
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/device-models-\d{4}-\d{2}-\d{2}\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      const sheet = wb.worksheets[0];
      return { name: sheet.name, headers: (sheet.getRow(1).values as unknown[]).slice(1), row: (sheet.getRow(2).values as unknown[]).slice(1), rows: sheet.rowCount };
    };
    const en = await sheetOf();
    expect(en).toMatchObject({ name: 'Device models', rows: 2 });
    expect(en.headers.slice(0, 7)).toEqual(['Model ID', 'Product type', 'Brand', 'Model name', 'Model code', 'Working principle', 'Status']);
    expect(en.row.slice(1, 11)).toEqual(['AED', `Exp${tag}`, 'LIFEPAK CR2', 'CR2', 'Fully automatic', 'Enabled', 1, 1440, 12, 'Adult pads: 48 months; Battery: 48 months']);
    const fr = await sheetOf({ 'accept-language': 'fr' });
    expect(fr.name).toBe('Modèles');
    expect(fr.row.slice(5, 7)).toEqual(['Entièrement automatique', 'Activé']);
    expect(fr.row[10]).toBe('Électrodes adulte: 48 mois; Batterie: 48 mois');
    expect((await sheetOf({ 'accept-language': 'zh-CN' })).row[5]).toBe('全自动');
  });

  it('needs the permission: a plain user gets 403 and changes nothing; the read-only administrator only reads', async () => {
    const model = await addOk();
    const before = await page({});
    expectError(await invoke('DeviceModelPage', { token: plainToken }), 403, 'common.forbidden');
    expectError(await invoke('DeviceModelInfo', { token: plainToken, query: { modelId: String(model.modelId) } }), 403, 'common.forbidden');
    expectError(await invoke('DeviceModelAdd', { token: plainToken, body: base() }), 403, 'common.forbidden');
    expectError(await invoke('DeviceModelUpdate', { token: plainToken, body: base({ modelId: model.modelId }) }), 403, 'common.forbidden');
    expectError(await invoke('DeviceModelDelete', { token: plainToken, query: { ids: String(model.modelId) } }), 403, 'common.forbidden');
    expectError(await invoke('DeviceModelExport', { token: plainToken, query: {} }), 403, 'common.forbidden');
    expect((await invoke('DeviceModelPage', { token: viewerToken })).status).toBe(200);
    expect((await invoke('DeviceModelExport', { token: viewerToken, query: {} })).status).toBe(200);
    expectError(await invoke('DeviceModelAdd', { token: viewerToken, body: base() }), 403, 'common.forbidden');
    expectError(await invoke('DeviceModelDelete', { token: viewerToken, query: { ids: String(model.modelId) } }), 403, 'common.forbidden');
    const after = await page({});
    expect(after.total).toBe(before.total);
    expect(after.rows.find((r) => r.modelId === model.modelId)?.modelName).toBe(model.modelName);
  });
});
