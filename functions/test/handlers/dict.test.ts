import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, adminToken, httpEvent, invoke, loginAs } from '../helpers';
import { createTestUser, expectError, invokeEvent } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { SEED_DICT_DATA } from '../../src/seed/dict-data.seed';
import { seed } from '../../src/seed/seed';
import { UniqueEntity } from '../../src/data/entities/unique-entity';

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

  it('answers dictType/{type} with no values for a disabled or missing type, and again once it is enabled', async () => {
    const type = await invoke('DictTypeAdd', { token, body: { dictName: 'Switchable', dictType: 'test_switch' } });
    await invoke('DictDataAdd', { token, body: { dictType: 'test_switch', dictLabel: 'On', dictValue: '1' } });
    await invoke('DictDataAdd', { token, body: { dictType: 'test_switch', dictLabel: 'Off', dictValue: '0', status: '1' } });
    expect((await byType('test_switch', plainToken)).json.data.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['On']);
    expect((await invoke('DictTypeUpdate', { token, body: { ...type.json.data, status: '1' } })).status).toBe(200);
    const off = await byType('test_switch', plainToken);
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual([]);
    expect((await byType('test_switch', plainToken, { lang: 'fr' })).json.data).toEqual([]);
    // the administration screen still lists them
    expect((await dataOf(token, 'test_switch')).total).toBe(2);
    const info = (await invoke('DictTypeInfo', { token, query: { dictId: String(type.json.data.dictId) } })).json.data;
    expect((await invoke('DictTypeUpdate', { token, body: { ...info, status: '0' } })).status).toBe(200);
    expect((await byType('test_switch', plainToken)).json.data.map((r: { dictLabel: string }) => r.dictLabel)).toEqual(['On']);
    const missing = await byType('test_no_such_type', plainToken);
    expect(missing.status).toBe(200);
    expect(missing.json.data).toEqual([]);
  });

  describe('unique data key and label within a type and language', () => {
    type Row = { dictCode: number; dictLabel: string; dictValue: string; language: string; dictType: string; updateTime: string };
    const addValue = (dictType: string, dictLabel: string, dictValue: string, language = 'en') =>
      invoke('DictDataAdd', { token, body: { dictType, dictLabel, dictValue, language } });
    const infoOf = async (dictCode: number) => (await invoke('DictDataInfo', { token, query: { dictCode: String(dictCode) } })).json.data as Row;

    beforeAll(async () => {
      for (const dictType of ['test_uniq', 'test_uniq_other']) await invoke('DictTypeAdd', { token, body: { dictName: dictType, dictType } });
    });

    it('refuses a taken key or label on add (case-insensitively) and changes nothing', async () => {
      expect((await addValue('test_uniq', 'Red', 'r')).status).toBe(200);
      expectError(await addValue('test_uniq', 'Crimson', 'r'), 409, 'dict.valueExists');
      expectError(await addValue('test_uniq', 'red', 'x'), 409, 'dict.labelExists');
      expect((await dataOf(token, 'test_uniq')).total).toBe(1);
      expectError(await addValue('test_uniq', 'Capital R', 'R'), 409, 'dict.valueExists');
      expect((await dataOf(token, 'test_uniq')).total).toBe(1);
      // another language or another type is another key
      expect((await addValue('test_uniq', 'Rouge', 'r', 'fr')).status).toBe(200);
      expect((await addValue('test_uniq', 'Red', 'r', 'zh-CN')).status).toBe(200);
      expect((await addValue('test_uniq_other', 'Red', 'r')).status).toBe(200);
      expect((await dataOf(token, 'test_uniq')).total).toBe(3);
    });

    it('refuses an update onto a taken key or label (also by changing type or language), changing nothing; a freed one is reusable', async () => {
      const blue = (await addValue('test_uniq', 'Blue', 'b')).json.data as Row;
      const refused: [Partial<Row>, string][] = [
        [{ dictValue: 'r' }, 'dict.valueExists'],
        [{ dictLabel: 'RED' }, 'dict.labelExists'],
        [{ language: 'fr', dictLabel: 'Rouge', dictValue: 'b' }, 'dict.labelExists'],
        [{ dictType: 'test_uniq_other', dictLabel: 'Red', dictValue: 'b' }, 'dict.labelExists'],
        [{ dictType: 'test_uniq_other', dictLabel: 'Blue', dictValue: 'r' }, 'dict.valueExists'],
      ];
      for (const [change, code] of refused) {
        expectError(await invoke('DictDataUpdate', { token, body: { ...blue, ...change } }), 409, code);
        expect(await infoOf(blue.dictCode)).toEqual(blue);
      }
      // changing only the label's case, or other fields, keeps its markers
      const same = await invoke('DictDataUpdate', { token, body: { ...blue, dictLabel: 'BLUE', remark: 'x' } });
      expect(same.status, JSON.stringify(same.json)).toBe(200);
      expectError(await addValue('test_uniq', 'blue', 'z'), 409, 'dict.labelExists');
      // a new key and label free the old ones
      const navy = await invoke('DictDataUpdate', { token, body: { ...(await infoOf(blue.dictCode)), dictLabel: 'Navy', dictValue: 'n' } });
      expect(navy.status, JSON.stringify(navy.json)).toBe(200);
      expectError(await addValue('test_uniq', 'Navy', 'y'), 409, 'dict.labelExists');
      expectError(await addValue('test_uniq', 'Yellow', 'n'), 409, 'dict.valueExists');
      expect((await addValue('test_uniq', 'Blue', 'b')).status).toBe(200);
      // moved to another type: taken there, free here
      const moved = await invoke('DictDataUpdate', { token, body: { ...(await infoOf(blue.dictCode)), dictType: 'test_uniq_other' } });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expectError(await addValue('test_uniq_other', 'navy', 'q'), 409, 'dict.labelExists');
      expect((await addValue('test_uniq', 'Navy', 'n')).status).toBe(200);
    });

    it('frees the key and label of a deleted value, and deletes at most 33 values per call', async () => {
      const temp = (await addValue('test_uniq', 'Temporary', 't')).json.data as Row;
      expect((await invoke('DictDataDelete', { token, query: { ids: String(temp.dictCode) } })).status).toBe(200);
      expect((await addValue('test_uniq', 'Temporary', 't')).status).toBe(200);
      const ids = Array.from({ length: 34 }, (_, i) => i + 1).join(',');
      expect((await invoke('DictDataDelete', { token, query: { ids } })).status).toBe(400);
      expect((await dataOf(token, 'sys_user_sex')).total).toBe(12);
    });

    it('moves the markers with the data when the type is renamed', async () => {
      const type = await invoke('DictTypeAdd', { token, body: { dictName: 'Before', dictType: 'test_ren_a' } });
      await addValue('test_ren_a', 'One', '1');
      await addValue('test_ren_a', 'Un', '1', 'fr');
      const rename = await invoke('DictTypeUpdate', { token, body: { ...type.json.data, dictType: 'test_ren_b' } });
      expect(rename.status, JSON.stringify(rename.json)).toBe(200);
      expectError(await addValue('test_ren_b', 'one', '2'), 409, 'dict.labelExists');
      expectError(await addValue('test_ren_b', 'Two', '1'), 409, 'dict.valueExists');
      expectError(await addValue('test_ren_b', 'Deux', '1', 'fr'), 409, 'dict.valueExists');
      expect((await dataOf(token, 'test_ren_b')).total).toBe(2);
      // the old type's keys and labels are free for a new type of that name
      await invoke('DictTypeAdd', { token, body: { dictName: 'Again', dictType: 'test_ren_a' } });
      expect((await addValue('test_ren_a', 'One', '1')).status).toBe(200);
      // the moved values release their markers when deleted
      const moved = (await dataOf(token, 'test_ren_b')).rows.map((r) => r.dictCode).join(',');
      expect((await invoke('DictDataDelete', { token, query: { ids: moved } })).status).toBe(200);
      expect((await addValue('test_ren_b', 'One', '1')).status).toBe(200);
    });

    it('seeding gives seeded values their markers, follows what administrators changed, and is idempotent', async () => {
      const types = await typeTotal(token);
      const groups = () => dataOf(token, 'sys_job_group');
      const before = await groups();
      expect(before.total).toBe(8);
      // seeded values hold their markers
      expectError(await addValue('sys_job_group', 'Default', 'OTHER'), 409, 'dict.labelExists');
      expectError(await addValue('sys_job_group', 'Other', 'DEFAULT'), 409, 'dict.valueExists');
      // values seeded before markers existed: their markers are missing until the next seeding
      const [enDefault] = before.rows.filter((r) => r.dictValue === 'DEFAULT' && r.language === 'en');
      await UniqueEntity.delete({ scope: 'dictValue', value: 'sys_job_group|en|DEFAULT' }).go();
      await UniqueEntity.delete({ scope: 'dictLabel', value: 'sys_job_group|en|default' }).go();
      // an administrator renamed a seeded label
      const fr = (await infoOf(before.rows.find((r) => r.dictValue === 'SYSTEM' && r.language === 'fr')!.dictCode)) as Row;
      expect((await invoke('DictDataUpdate', { token, body: { ...fr, dictLabel: 'Plateforme' } })).status).toBe(200);

      await seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: false });
      await seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: false });

      expect(await typeTotal(token)).toBe(types);
      const after = await groups();
      expect(after.total).toBe(8);
      expect((await infoOf(fr.dictCode)).dictLabel).toBe('Plateforme');
      expectError(await addValue('sys_job_group', 'Default', 'OTHER'), 409, 'dict.labelExists');
      expectError(await addValue('sys_job_group', 'Other', 'DEFAULT'), 409, 'dict.valueExists');
      expect((await UniqueEntity.get({ scope: 'dictValue', value: 'sys_job_group|en|DEFAULT' }).go()).data?.ownerId).toBe(String(enDefault!.dictCode));
      // every seeded value holds its key and label markers (seeded keys and labels are unique per type and language)
      const owners = await Promise.all(
        SEED_DICT_DATA.filter((d) => d.dictCode !== fr.dictCode).flatMap((d) => [
          UniqueEntity.get({ scope: 'dictValue', value: `${d.dictType}|${d.language}|${d.dictValue.toLowerCase()}` }).go(),
          UniqueEntity.get({ scope: 'dictLabel', value: `${d.dictType}|${d.language}|${d.dictLabel.toLowerCase()}` }).go(),
        ]),
      );
      expect(owners.map((o) => o.data?.ownerId)).toEqual(
        SEED_DICT_DATA.filter((d) => d.dictCode !== fr.dictCode).flatMap((d) => [String(d.dictCode), String(d.dictCode)]),
      );
      // the changed label holds the marker; the seed's original label is not claimed
      expectError(await addValue('sys_job_group', 'plateforme', 'X', 'fr'), 409, 'dict.labelExists');
      const freed = await addValue('sys_job_group', 'Système', 'X', 'fr');
      expect(freed.status, JSON.stringify(freed.json)).toBe(200);
      expect((await invoke('DictDataDelete', { token, query: { ids: String(freed.json.data.dictCode) } })).status).toBe(200);
      expect((await groups()).total).toBe(8);
    });
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
    expect(wb.worksheets[0].getRow(1).getCell(3).text).toBe('Label');

    // headers and status in simplified Chinese; the labels stay those of every language
    const zh = await invoke('DictDataExport', { token, query: { dictType: 'sys_yes_no' }, headers: { 'accept-language': 'zh-CN' } });
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(Buffer.from(zh.raw.body!, 'base64') as never);
    expect(zhBook.worksheets[0].name).toBe('字典数据');
    expect((zhBook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['字典编码', '字典类型', '字典标签', '字典键值', '排序', '语言', '状态', '备注', '创建时间（UTC）']);
    expect(zhBook.worksheets[0].getColumn(3).values.slice(2)).toEqual(expect.arrayContaining(['Yes', 'Oui', '是', 'No']));
    expect(new Set(zhBook.worksheets[0].getColumn(7).values.slice(2))).toEqual(new Set(['正常']));
    const typesZh = await invoke('DictTypeExport', { token, query: {}, headers: { 'accept-language': 'zh-CN' } });
    const typesBook = new ExcelJS.Workbook();
    await typesBook.xlsx.load(Buffer.from(typesZh.raw.body!, 'base64') as never);
    expect(typesBook.worksheets[0].name).toBe('字典类型');
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
