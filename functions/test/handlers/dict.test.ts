import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, httpEvent, invoke, loginAs } from '../helpers';
import { createTestUser, expectError, invokeEvent } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { SEED_DICT_DATA } from '../../src/seed/dict-data.seed';

/** `GET .../dict/data/dictType/{type}` as API Gateway sends it: the path parameter in pathParameters. */
function byType(type: string, token: string, query?: Record<string, string>) {
  const event = httpEvent('DictDataByType', { token, query });
  event.rawPath = event.rawPath.replace('{type}', encodeURIComponent(type));
  event.requestContext.http.path = event.rawPath;
  event.pathParameters = { type };
  return invokeEvent('DictDataByType', event);
}

const typeTotal = async (token: string) => (await invoke('DictTypePage', { token, query: { limit: '50' } })).json.data.total as number;
const dataOf = async (token: string, dictType: string) =>
  (await invoke('DictDataPage', { token, query: { dictType, limit: '50' } })).json.data as { total: number; rows: { dictCode: number; dictValue: string; dictType: string; language: string }[] };

describe('dictionaries', () => {
  let token: string;
  let plainToken: string;
  let opsToken: string;
  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'dictplain', password: 'Plain#2026pw', roleIds: [7] });
    await createTestUser({ username: 'dictops', password: 'Plain#2026pw', roleIds: [2] });
    plainToken = await loginAs('dictplain', 'Plain#2026pw');
    opsToken = await loginAs('dictops', 'Plain#2026pw');
  });

  it('lists the seeded types and their values in four languages', async () => {
    const page = await invoke('DictTypePage', { token, query: { page: '1', limit: '5' } });
    expect(page.status).toBe(200);
    expect(page.json.data.total).toBeGreaterThanOrEqual(12);
    expect(page.json.data.rows).toHaveLength(5);
    const sex = await dataOf(token, 'sys_user_sex');
    expect(sex.total).toBe(12);
    const fr = await invoke('DictDataPage', { token, query: { dictType: 'sys_user_sex', language: 'fr' } });
    expect(fr.json.data.rows.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['Homme', 'Femme', 'Non précisé']);
    // every seeded code is unique
    expect(new Set(SEED_DICT_DATA.map((d) => d.dictCode)).size).toBe(SEED_DICT_DATA.length);
    const options = await invoke('DictTypeOptions', { token: plainToken });
    expect(options.status).toBe(200);
    expect(options.json.data.map((o: { dictType: string }) => o.dictType)).toContain('sys_oper_type');
  });

  it("answers dictType/{type} in the requested language, else the user's, falling back to English", async () => {
    const zh = await byType('sys_user_sex', plainToken, { lang: 'zh-TW' });
    expect(zh.status).toBe(200);
    expect(zh.json.data.map((r: { dictLabel: string; dictValue: string }) => [r.dictValue, r.dictLabel])).toEqual([
      ['0', '男'],
      ['1', '女'],
      ['2', '保密'],
    ]);
    // no lang: the user's language (en)
    const own = await byType('sys_normal_disable', plainToken);
    expect(own.json.data.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['Normal', 'Disabled']);

    // a type with English values only: French falls back to English; disabled values are left out
    await invoke('DictTypeAdd', { token, body: { dictName: 'Colours', dictType: 'test_colour' } });
    await invoke('DictDataAdd', { token, body: { dictType: 'test_colour', dictLabel: 'Red', dictValue: 'r', dictSort: 2 } });
    await invoke('DictDataAdd', { token, body: { dictType: 'test_colour', dictLabel: 'Blue', dictValue: 'b', dictSort: 1 } });
    await invoke('DictDataAdd', { token, body: { dictType: 'test_colour', dictLabel: 'Grey', dictValue: 'g', dictSort: 3, status: '1' } });
    const fallback = await byType('test_colour', plainToken, { lang: 'fr' });
    expect(fallback.json.data.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['Blue', 'Red']);
    // once French values exist, they are used
    await invoke('DictDataAdd', { token, body: { dictType: 'test_colour', dictLabel: 'Rouge', dictValue: 'r', language: 'fr' } });
    expect((await byType('test_colour', plainToken, { lang: 'fr' })).json.data.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['Rouge']);

    expect((await byType('test_colour', plainToken, { lang: 'de' })).status).toBe(400);
    expect((await byType('Bad Type', plainToken)).status).toBe(400);
    expect((await byType('sys_user_sex', '')).status).toBe(401);
  });

  it('adds, updates and deletes types and values, logging each change', async () => {
    const add = await invoke('DictTypeAdd', { token, body: { dictName: 'Device colour', dictType: 'aed_colour', remark: 'r' } });
    expect(add.status).toBe(200);
    const dictId = add.json.data.dictId as number;
    expect(dictId).toBeGreaterThan(1000);
    expect((await invoke('DictTypeInfo', { token, query: { dictId: String(dictId) } })).json.data).toMatchObject({ dictType: 'aed_colour', createBy: 'admin', status: '0' });

    const value = await invoke('DictDataAdd', { token, body: { dictType: 'aed_colour', dictLabel: 'Green', dictValue: 'g', listClass: 'success' } });
    expect(value.status).toBe(200);
    const dictCode = value.json.data.dictCode as number;
    const upd = await invoke('DictDataUpdate', { token, body: { ...value.json.data, dictLabel: 'Dark green' } });
    expect(upd.status).toBe(200);
    expect((await invoke('DictDataInfo', { token, query: { dictCode: String(dictCode) } })).json.data.dictLabel).toBe('Dark green');

    expect((await invoke('DictDataDelete', { token, query: { ids: String(dictCode) } })).status).toBe(200);
    expectError(await invoke('DictDataInfo', { token, query: { dictCode: String(dictCode) } }), 404, 'dict.dataNotFound');
    expect((await invoke('DictTypeDelete', { token, query: { ids: String(dictId) } })).status).toBe(200);
    expectError(await invoke('DictTypeInfo', { token, query: { dictId: String(dictId) } }), 404, 'dict.typeNotFound');
    // the key is free again
    expect((await invoke('DictTypeAdd', { token, body: { dictName: 'Again', dictType: 'aed_colour' } })).status).toBe(200);

    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'dict').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('refuses a duplicate type key and changes nothing', async () => {
    const before = await typeTotal(token);
    expectError(await invoke('DictTypeAdd', { token, body: { dictName: 'Gender again', dictType: 'sys_user_sex' } }), 409, 'dict.typeExists');
    expect(await typeTotal(token)).toBe(before);
    // renaming onto a taken key is refused too, and neither type nor data moves
    const mine = await invoke('DictTypeAdd', { token, body: { dictName: 'Mine', dictType: 'test_mine' } });
    await invoke('DictDataAdd', { token, body: { dictType: 'test_mine', dictLabel: 'One', dictValue: '1' } });
    const res = await invoke('DictTypeUpdate', { token, body: { ...mine.json.data, dictType: 'sys_yes_no' } });
    expectError(res, 409, 'dict.typeExists');
    expect((await invoke('DictTypeInfo', { token, query: { dictId: String(mine.json.data.dictId) } })).json.data.dictType).toBe('test_mine');
    expect((await dataOf(token, 'test_mine')).total).toBe(1);
    expect((await dataOf(token, 'sys_yes_no')).total).toBe(8);
  });

  it('refuses to delete a type that has data, even mixed with others, and deletes none', async () => {
    const empty = await invoke('DictTypeAdd', { token, body: { dictName: 'Empty', dictType: 'test_empty' } });
    const res = await invoke('DictTypeDelete', { token, query: { ids: `${empty.json.data.dictId},1` } });
    expectError(res, 409, 'dict.typeHasData');
    expect(res.json.params).toMatchObject({ type: 'sys_user_sex' });
    expect((await invoke('DictTypeInfo', { token, query: { dictId: String(empty.json.data.dictId) } })).status).toBe(200);
    expect((await invoke('DictTypeInfo', { token, query: { dictId: '1' } })).status).toBe(200);
    expect((await dataOf(token, 'sys_user_sex')).total).toBe(12);
  });

  it('renames the data with its type, and a repeated rename is harmless', async () => {
    const type = await invoke('DictTypeAdd', { token, body: { dictName: 'Shapes', dictType: 'test_shape' } });
    for (const [label, lang] of [['Round', 'en'], ['Rond', 'fr'], ['圆', 'zh-CN']]) {
      await invoke('DictDataAdd', { token, body: { dictType: 'test_shape', dictLabel: label, dictValue: 'o', language: lang } });
    }
    const rename = await invoke('DictTypeUpdate', { token, body: { ...type.json.data, dictType: 'test_form' } });
    expect(rename.status, JSON.stringify(rename.json)).toBe(200);
    expect((await dataOf(token, 'test_shape')).total).toBe(0);
    const moved = await dataOf(token, 'test_form');
    expect(moved.total).toBe(3);
    expect(moved.rows.every((r) => r.dictType === 'test_form')).toBe(true);
    expect((await byType('test_form', plainToken, { lang: 'fr' })).json.data[0].dictLabel).toBe('Rond');
    // the old key is free, the new one taken
    expectError(await invoke('DictTypeAdd', { token, body: { dictName: 'x', dictType: 'test_form' } }), 409, 'dict.typeExists');
    expect((await invoke('DictTypeAdd', { token, body: { dictName: 'x', dictType: 'test_shape' } })).status).toBe(200);
    // sending the same update again changes nothing more
    const info = (await invoke('DictTypeInfo', { token, query: { dictId: String(type.json.data.dictId) } })).json.data;
    expect((await invoke('DictTypeUpdate', { token, body: info })).status).toBe(200);
    expect((await dataOf(token, 'test_form')).total).toBe(3);
  });

  it('refuses a value of a missing type and changes nothing', async () => {
    const res = await invoke('DictDataAdd', { token, body: { dictType: 'no_such_type', dictLabel: 'x', dictValue: 'x' } });
    expectError(res, 404, 'dict.typeNotFound');
    expect((await dataOf(token, 'no_such_type')).total).toBe(0);
  });

  it('validates input with the shared schema', async () => {
    const res = await invoke('DictTypeAdd', { token, body: { dictName: '', dictType: 'Bad Key' } });
    expect(res.status).toBe(400);
    expect(res.json.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['dictName', 'dictType']));
    expect((await invoke('DictDataAdd', { token, body: { dictType: 'sys_user_sex', dictLabel: 'x', dictValue: 'x', language: 'de' } })).status).toBe(400);
    expect((await invoke('DictDataPage', { token, query: {} })).status).toBe(400);
  });

  it('exports types and data as xlsx files', async () => {
    const types = await invoke('DictTypeExport', { token, query: {} });
    expect(types.status).toBe(200);
    expect(String(types.headers['content-disposition'])).toMatch(/dict-types-\d{4}-\d{2}-\d{2}\.xlsx/);
    const data = await invoke('DictDataExport', { token, query: { dictType: 'sys_yes_no' } });
    expect(data.headers['content-type']).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(data.raw.body!, 'base64') as never);
    expect(wb.worksheets[0].getColumn(3).values.slice(2)).toEqual(expect.arrayContaining(['Yes', 'Oui', '是', 'No']));
  });

  it("gives the operations administrator the screen and the hidden data route '/dict/type/data/:dictId'", async () => {
    const tree = (await invoke('GetRouters', { token: opsToken })).json.data as { path: string; children?: { path: string; hidden: boolean; component: string }[] }[];
    const system = tree.find((n) => n.path === '/system');
    expect(system?.children).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'dict', component: 'system/dict/index', hidden: false }),
        expect.objectContaining({ path: '/dict/type/data/:dictId', component: 'system/dict/data', hidden: true }),
      ]),
    );
    const info = (await invoke('GetInfo', { token: opsToken })).json.data;
    expect(info.permissions).toEqual(expect.arrayContaining(['system:dict:list', 'system:dict:add', 'system:dict:remove']));
  });

  it('needs the permission: a plain user gets 403 and changes nothing; the operations administrator passes', async () => {
    const before = await typeTotal(token);
    expectError(await invoke('DictTypePage', { token: plainToken }), 403, 'common.forbidden');
    expectError(await invoke('DictTypeAdd', { token: plainToken, body: { dictName: 'Nope', dictType: 'test_nope' } }), 403, 'common.forbidden');
    expectError(await invoke('DictDataAdd', { token: plainToken, body: { dictType: 'sys_user_sex', dictLabel: 'x', dictValue: '9' } }), 403, 'common.forbidden');
    expectError(await invoke('DictTypeDelete', { token: plainToken, query: { ids: '1' } }), 403, 'common.forbidden');
    expect(await typeTotal(token)).toBe(before);
    expect((await dataOf(token, 'sys_user_sex')).total).toBe(12);
    expect((await invoke('DictTypePage', { token: opsToken })).status).toBe(200);
    expect((await invoke('DictTypePage')).status).toBe(401);
  });
});
