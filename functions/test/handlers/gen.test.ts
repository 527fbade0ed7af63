import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { SAMPLE_BODY } from '../gen/gen-sample';

type Body = typeof SAMPLE_BODY;
const field = (name: string, over: Record<string, unknown> = {}) => ({ name, type: 'string', label: { en: name }, ...over });
const body = (over: Partial<Record<keyof Body, unknown>> = {}) => ({ ...SAMPLE_BODY, ...over });

describe('code generation (System tools)', () => {
  let token: string;
  let plainToken: string;
  const list = async () => (await invoke('GenTablePage', { token, query: { limit: '50' } })).json.data as { total: number; rows: { tableId: number; moduleName: string; fieldCount: number }[] };

  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'genplain', password: 'Plain#2026pw', roleIds: [7] });
    plainToken = await loginAs('genplain', 'Plain#2026pw');
  });

  it('adds, reads, lists, updates, previews, downloads and deletes a definition, logging each change', async () => {
    const added = await invoke('GenTableAdd', { token, body: body() });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const id = added.json.data.tableId as number;
    const info = (await invoke('GenTableInfo', { token, query: { tableId: String(id) } })).json.data;
    expect(info).toMatchObject({ moduleName: 'genprobe', entityName: 'GenProbe', menuId: 9900, parentMenuId: 3, createBy: 'admin' });
    expect(info.businessName).toEqual({ en: SAMPLE_BODY.businessName.en, fr: 'Sonde', 'zh-CN': '探针', 'zh-TW': '' });
    expect(info.fields).toHaveLength(10);
    expect(info.fields[0]).toEqual({ ...SAMPLE_BODY.fields[0], label: { en: SAMPLE_BODY.fields[0].label.en, fr: '', 'zh-CN': '', 'zh-TW': '' }, dictType: '', inList: true, inForm: true });
    expect((await list()).rows.find((r) => r.tableId === id)).toMatchObject({ moduleName: 'genprobe', fieldCount: 10 });

    const upd = await invoke('GenTableUpdate', { token, body: { ...info, moduleName: 'genprobe2', fields: info.fields.slice(0, 3) } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    expect((await invoke('GenTableInfo', { token, query: { tableId: String(id) } })).json.data.fields).toHaveLength(3);
    // the old module name is free again
    const again = await invoke('GenTableAdd', { token, body: body() });
    expect(again.status).toBe(200);

    const preview = await invoke('GenPreview', { token, query: { tableId: String(id) } });
    expect(preview.status).toBe(200);
    const files = preview.json.data as { path: string; content: string }[];
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['shared/src/schemas/genprobe2.ts', 'web/src/features/genprobe2/components/genprobe2-page.tsx', 'genprobe2.README.md']));
    expect(files.find((f) => f.path === 'functions/src/data/entities/genprobe2-entity.ts')?.content).toContain("model: { entity: 'genprobe2', version: '1', service: 'aed' }");

    const zip = await invoke('GenDownload', { token, query: { tableId: String(id) } });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(String(zip.headers['content-disposition'])).toContain('genprobe2-module.zip');
    const entries = unzipSync(new Uint8Array(Buffer.from(zip.raw.body!, 'base64')));
    expect(Object.keys(entries).sort()).toEqual(files.map((f) => f.path).sort());
    expect(strFromU8(entries['shared/src/schemas/genprobe2.ts'])).toBe(files.find((f) => f.path === 'shared/src/schemas/genprobe2.ts')?.content);

    expect((await invoke('GenTableDelete', { token, query: { ids: `${id},${again.json.data.tableId}` } })).status).toBe(200);
    expectError(await invoke('GenTableInfo', { token, query: { tableId: String(id) } }), 404, 'gen.notFound');
    expectError(await invoke('GenPreview', { token, query: { tableId: String(id) } }), 404, 'gen.notFound');
    const logs = (await listOperLogsOfMonth(new Date().toISOString().slice(0, 7))).filter((l) => l.title === 'gen');
    expect(logs.map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete', 'genCode']));
  });

  it.each([
    ['a reserved word as field name', body({ fields: [field('class')] }), 'fields.0.name', 'gen.reservedWord'],
    ['a system attribute as field name', body({ fields: [field('createTime')] }), 'fields.0.name', 'gen.reservedWord'],
    ['the id attribute as field name', body({ fields: [field('genprobeId')] }), 'fields.0.name', 'gen.reservedWord'],
    ['the export sheet-name key as field name', body({ fields: [field('sheet')] }), 'fields.0.name', 'gen.reservedWord'],
    ['a field name that is no identifier', body({ fields: [field('serial-no')] }), 'fields.0.name', 'gen.identifierInvalid'],
    ['a field name with code in it', body({ fields: [field('a=1;process.exit()')] }), 'fields.0.name', 'gen.identifierInvalid'],
    ['duplicate field names (case-insensitive)', body({ fields: [field('serialNo'), field('serialno')] }), 'fields.1.name', 'gen.duplicateField'],
    ['a camelCase field name starting uppercase', body({ fields: [field('Serial')] }), 'fields.0.name', 'gen.identifierInvalid'],
    ['duplicate field names', body({ fields: [field('serialNo'), field('serialNo')] }), 'fields.1.name', 'gen.duplicateField'],
    ['an existing module name', body({ moduleName: 'config' }), 'moduleName', 'gen.moduleReserved'],
    ['the generator itself', body({ moduleName: 'gen' }), 'moduleName', 'gen.moduleReserved'],
    ['a reserved word as module name', body({ moduleName: 'delete' }), 'moduleName', 'gen.reservedWord'],
    ['an uppercase module name', body({ moduleName: 'Probe' }), 'moduleName', 'gen.identifierInvalid'],
    ['an entity name of an existing module', body({ entityName: 'Notice' }), 'entityName', 'gen.moduleReserved'],
    ['an entity name whose route ids exist', body({ entityName: 'Device' }), 'entityName', 'gen.moduleReserved'],
    ['a module name whose handler folder and routes file exist', body({ moduleName: 'version' }), 'moduleName', 'gen.moduleReserved'],
    ['an entity name that is no type name', body({ entityName: 'probe' }), 'entityName', 'gen.identifierInvalid'],
    ['more than 30 fields', body({ fields: Array.from({ length: 31 }, (_, i) => field(`f${i}`)) }), 'fields', 'gen.tooManyFields'],
    ['more than 5 query fields', body({ fields: Array.from({ length: 6 }, (_, i) => field(`f${i}`, { inQuery: true })) }), 'fields', 'gen.tooManyQueryFields'],
    ['an enumeration without dictionary', body({ fields: [field('kind', { type: 'enum' })] }), 'fields.0.dictType', 'gen.dictTypeRequired'],
    ['a dictionary on a number', body({ fields: [field('n', { type: 'number', dictType: 'sys_yes_no' })] }), 'fields.0.dictType', 'gen.dictTypeInvalid'],
    ['a malformed dictionary type', body({ fields: [field('k', { type: 'enum', dictType: "x'); alert(1" })] }), 'fields.0.dictType', 'gen.dictTypeInvalid'],
    ['a required field outside the form', body({ fields: [field('a', { required: true, inForm: false }), field('b')] }), 'fields.0.inForm', 'gen.requiredNotInForm'],
    ['no field in the form', body({ fields: [field('a', { inForm: false })] }), 'fields', 'gen.formEmpty'],
    ['a label with a line break', body({ fields: [field('a', { label: { en: 'x\n*/ evil()' } })] }), 'fields.0.label.en', 'gen.labelInvalid'],
  ])('refuses %s and stores nothing', async (_name, payload, path, code) => {
    const before = await list();
    const res = await invoke('GenTableAdd', { token, body: payload });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.fields).toEqual(expect.arrayContaining([{ path, errorCode: code }]));
    expect(await list()).toEqual(before);
  });

  it('refuses a module name another definition has, on add and on update, and changes nothing', async () => {
    const first = await invoke('GenTableAdd', { token, body: body({ moduleName: 'probeone', menuId: 9800 }) });
    const second = await invoke('GenTableAdd', { token, body: body({ moduleName: 'probetwo', menuId: 9810 }) });
    expect([first.status, second.status]).toEqual([200, 200]);
    const before = await list();
    expectError(await invoke('GenTableAdd', { token, body: body({ moduleName: 'probeone' }) }), 409, 'gen.moduleExists');
    expectError(await invoke('GenTableUpdate', { token, body: { ...second.json.data, moduleName: 'probeone' } }), 409, 'gen.moduleExists');
    expect(await list()).toEqual(before);
    // a refused update keeps the definition as it was
    const badUpdate = await invoke('GenTableUpdate', { token, body: { ...second.json.data, fields: [field('class')] } });
    expect(badUpdate.status).toBe(400);
    expect((await invoke('GenTableInfo', { token, query: { tableId: String(second.json.data.tableId) } })).json.data.fields).toHaveLength(10);
    expectError(await invoke('GenTableUpdate', { token, body: { ...second.json.data, tableId: 999999 } }), 404, 'gen.notFound');
  });

  it('deletes all or nothing: a missing id deletes none', async () => {
    const kept = await invoke('GenTableAdd', { token, body: body({ moduleName: 'probekept', menuId: 9820 }) });
    expectError(await invoke('GenTableDelete', { token, query: { ids: `${kept.json.data.tableId},999999` } }), 404, 'gen.notFound');
    expect((await invoke('GenTableInfo', { token, query: { tableId: String(kept.json.data.tableId) } })).status).toBe(200);
  });

  it('searches by module name and business name', async () => {
    await invoke('GenTableAdd', { token, body: body({ moduleName: 'searchable', menuId: 9830, businessName: { en: 'Defibrillator cabinets', fr: 'Armoires' } }) });
    const byModule = await invoke('GenTablePage', { token, query: { moduleName: 'SEARCH' } });
    expect(byModule.json.data.rows.map((r: { moduleName: string }) => r.moduleName)).toEqual(['searchable']);
    const byFrenchName = await invoke('GenTablePage', { token, query: { businessName: 'armoire' } });
    expect(byFrenchName.json.data.rows.map((r: { moduleName: string }) => r.moduleName)).toEqual(['searchable']);
    expect(byFrenchName.json.data.rows[0].fields).toBeUndefined();
  });

  it('needs a token and the permissions', async () => {
    expect((await invoke('GenTablePage')).status).toBe(401);
    for (const id of ['GenTablePage', 'GenTableInfo', 'GenPreview', 'GenDownload'] as const) {
      expectError(await invoke(id, { token: plainToken, query: { tableId: '1' } }), 403, 'common.forbidden');
    }
    expectError(await invoke('GenTableAdd', { token: plainToken, body: body({ moduleName: 'sneaky' }) }), 403, 'common.forbidden');
    expect((await list()).rows.some((r) => r.moduleName === 'sneaky')).toBe(false);
  });
});
