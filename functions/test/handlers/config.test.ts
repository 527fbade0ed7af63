import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke } from '../helpers';
import { listOperLogsOfMonth } from '../../src/data/access/logs';

describe('parameters (system config)', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });

  it('lists the seeded built-in parameters, one page at a time', async () => {
    const res = await invoke('ConfigPage', { token, query: { page: '1', limit: '2' } });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe(200);
    expect(res.json.data.total).toBeGreaterThanOrEqual(4);
    expect(res.json.data.rows).toHaveLength(2);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('adds, reads, updates and deletes a parameter, logging each change', async () => {
    const add = await invoke('ConfigAdd', { token, body: { configName: 'Map provider', configKey: 'map.provider', configValue: '2', configType: 'N' } });
    expect(add.status).toBe(200);
    const id = add.json.data.configId as number;
    expect(id).toBeGreaterThan(1000);

    const info = await invoke('ConfigInfo', { token, query: { configId: String(id) } });
    expect(info.json.data).toMatchObject({ configKey: 'map.provider', configValue: '2', createBy: 'admin' });

    const update = await invoke('ConfigUpdate', { token, body: { configId: id, configName: 'Map provider', configKey: 'map.provider.default', configValue: '1', configType: 'N' } });
    expect(update.status).toBe(200);
    const byKey = await invoke('ConfigByKey', { token, query: { configKey: 'map.provider.default' } });
    expect(byKey.json.data).toBe('1');
    // the old key is free again
    const reuse = await invoke('ConfigAdd', { token, body: { configName: 'Old key', configKey: 'map.provider', configValue: 'x' } });
    expect(reuse.status).toBe(200);

    const del = await invoke('ConfigDelete', { token, query: { ids: `${id},${reuse.json.data.configId}` } });
    expect(del.status).toBe(200);
    const gone = await invoke('ConfigInfo', { token, query: { configId: String(id) } });
    expect(gone.status).toBe(404);
    expect(gone.json.errorCode).toBe('config.notFound');

    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    const types = logs.filter((l) => l.title === 'config').map((l) => l.businessType);
    expect(types).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
    expect(logs.every((l) => l.operName === 'admin')).toBe(true);
  });

  it('refuses a duplicate key name, case-insensitively, and changes nothing', async () => {
    const first = await invoke('ConfigAdd', { token, body: { configName: 'A', configKey: 'dup.key', configValue: '1' } });
    expect(first.status).toBe(200);
    const before = (await invoke('ConfigPage', { token, query: { limit: '50' } })).json.data.total;
    const second = await invoke('ConfigAdd', { token, body: { configName: 'B', configKey: 'DUP.key', configValue: '2' } });
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({ code: 409, errorCode: 'config.keyExists' });
    expect((await invoke('ConfigPage', { token, query: { limit: '50' } })).json.data.total).toBe(before);
  });

  it('refuses to delete built-in parameters, even mixed with others, and deletes none', async () => {
    const page = await invoke('ConfigPage', { token, query: { configType: 'Y' } });
    const builtin = page.json.data.rows[0];
    const mine = await invoke('ConfigAdd', { token, body: { configName: 'Mine', configKey: 'mine.key', configValue: '1' } });
    const res = await invoke('ConfigDelete', { token, query: { ids: `${mine.json.data.configId},${builtin.configId}` } });
    expect(res.status).toBe(409);
    expect(res.json.errorCode).toBe('config.builtinCannotDelete');
    expect((await invoke('ConfigInfo', { token, query: { configId: String(mine.json.data.configId) } })).status).toBe(200);
    expect((await invoke('ConfigInfo', { token, query: { configId: String(builtin.configId) } })).status).toBe(200);
  });

  it('refuses a built-in key value outside its declared type and range, on add and update, at the value field', async () => {
    const rowOf = async (configKey: string) => (await invoke('ConfigPage', { token, query: { configKey } })).json.data.rows[0];
    const captcha = await rowOf('sys.account.captchaEnabled');
    const maybe = await invoke('ConfigUpdate', { token, body: { ...captcha, configValue: 'maybe' } });
    expect(maybe.status).toBe(400);
    expect(maybe.json).toMatchObject({ errorCode: 'config.valueBoolean', fields: [{ path: 'configValue', errorCode: 'config.valueBoolean' }] });
    const days = await rowOf('sys.account.passwordValidateDays');
    for (const value of ['-5', '1.5', '5e2', 'ninety', '3651']) {
      const res = await invoke('ConfigUpdate', { token, body: { ...days, configValue: value } });
      expect(res.status, value).toBe(400);
      expect(res.json, value).toMatchObject({
        errorCode: 'config.valueInteger',
        msg: 'The value of this parameter must be a whole number from 0 to 3650',
        params: { min: 0, max: 3650 },
        fields: [{ path: 'configValue', errorCode: 'config.valueInteger' }],
      });
    }
    // a key in another case is the same key
    const idle = await invoke('ConfigAdd', { token, body: { configName: 'Idle', configKey: 'SYS.session.idleMinutes', configValue: '0' } });
    expect(idle.json).toMatchObject({ errorCode: 'config.valueInteger', params: { min: 1, max: 720 } });
    expect((await invoke('ConfigByKey', { token, query: { configKey: 'sys.account.captchaEnabled' } })).json.data).toBe(captcha.configValue);
    expect((await invoke('ConfigByKey', { token, query: { configKey: 'sys.account.passwordValidateDays' } })).json.data).toBe(days.configValue);
    // values within the declaration pass; keys without one stay free text
    expect((await invoke('ConfigUpdate', { token, body: { ...days, configValue: ' 0 ' } })).status).toBe(200);
    expect((await invoke('ConfigUpdate', { token, body: { ...days, configValue: days.configValue } })).status).toBe(200);
    expect((await invoke('ConfigAdd', { token, body: { configName: 'Free', configKey: 'free.text', configValue: 'maybe' } })).status).toBe(200);
  });

  it('keeps the key of a built-in parameter but lets its value change', async () => {
    const builtin = (await invoke('ConfigByKey', { token, query: { configKey: 'sys.account.passwordValidateDays' } })).json.data;
    expect(builtin).toBe('90');
    const page = await invoke('ConfigPage', { token, query: { configKey: 'passwordValidateDays' } });
    const row = page.json.data.rows[0];
    const rename = await invoke('ConfigUpdate', { token, body: { ...row, configKey: 'renamed.key' } });
    expect(rename.json.errorCode).toBe('config.builtinKeyImmutable');
    const revalue = await invoke('ConfigUpdate', { token, body: { ...row, configValue: '120' } });
    expect(revalue.status).toBe(200);
  });

  it('validates input with the shared schema', async () => {
    const res = await invoke('ConfigAdd', { token, body: { configName: '', configKey: 'bad key!', configValue: 'x' } });
    expect(res.status).toBe(400);
    expect(res.json.errorCode).toBe('common.validation');
    expect(res.json.fields.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['configName', 'configKey']));
    const badJson = await invoke('ConfigAdd', { token, rawBody: '{not json' });
    expect(badJson.json.errorCode).toBe('common.badRequest');
  });

  it('searches by name, key, built-in flag and creation date', async () => {
    await invoke('ConfigAdd', { token, body: { configName: 'Searchable thing', configKey: 'search.me', configValue: '1' } });
    const byName = await invoke('ConfigPage', { token, query: { configName: 'searchable' } });
    expect(byName.json.data.rows.map((r: { configKey: string }) => r.configKey)).toEqual(['search.me']);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await invoke('ConfigPage', { token, query: { configKey: 'search.me', beginTime: today, endTime: today } });
    expect(inRange.json.data.total).toBe(1);
    const outOfRange = await invoke('ConfigPage', { token, query: { configKey: 'search.me', endTime: '2020-01-01' } });
    expect(outOfRange.json.data.total).toBe(0);
  });

  it('caps the page size at 50', async () => {
    const res = await invoke('ConfigPage', { token, query: { limit: '5000' } });
    expect(res.status).toBe(200);
    expect(res.json.data.rows.length).toBeLessThanOrEqual(50);
  });

  it('exports the search as an xlsx file', async () => {
    const res = await invoke('ConfigExport', { token, query: { configType: 'Y' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/parameters-\d{4}-\d{2}-\d{2}\.xlsx/);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    const keys = wb.worksheets[0].getColumn(3).values.slice(2);
    expect(keys).toContain('sys.account.captchaEnabled');
    expect(wb.worksheets[0].name).toBe('Parameters');
    expect(wb.worksheets[0].getColumn(5).values.slice(1, 3)).toEqual(['Built-in', 'Yes']);

    // in French (Accept-Language): sheet, headers and the built-in flag
    const fr = await invoke('ConfigExport', { token, query: { configType: 'Y' }, headers: { 'accept-language': 'fr' } });
    expect(String(fr.headers['content-disposition'])).toMatch(/parameters-\d{4}-\d{2}-\d{2}\.xlsx/);
    const frBook = new ExcelJS.Workbook();
    await frBook.xlsx.load(Buffer.from(fr.raw.body!, 'base64') as never);
    expect(frBook.worksheets[0].name).toBe('Paramètres');
    expect((frBook.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['ID du paramètre', 'Nom du paramètre', 'Nom de la clé', 'Valeur de la clé', 'Intégré', 'Remarque', 'Créé le (UTC)', 'Organisation']);
    expect(new Set(frBook.worksheets[0].getColumn(5).values.slice(2))).toEqual(new Set(['Oui']));
  });

  it('needs a token and the permission', async () => {
    expect((await invoke('ConfigPage')).json).toMatchObject({ code: 401, errorCode: 'session.invalid' });
    expect((await invoke('ConfigPage', { token: 'not-a-jwt' })).status).toBe(401);
  });
});
