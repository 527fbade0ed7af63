/**
 * Monitoring item presets through the real handlers against DynamoDB Local: every rule of spec section 5 (limits
 * format, lower below upper, no gap, no overlap, unique code and name, in use cannot be deleted or disabled),
 * reserved presets, permissions and the localized export. Each refusal is checked to leave the data unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { MonitorItemRecord } from '@aed/shared/schemas/monitor-item';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { writeTransaction } from '../../src/data/access/transactions';
import { bumpUsage, usageCount } from '../../src/data/access/usage-counters';
import { searchMonitorItems } from '../../src/domain/monitor-item/monitor-item-queries';
import { RESERVED_MONITOR_ITEMS } from '../../src/seed/monitor-item.seed';
import { CounterEntity } from '../../src/data/entities/counter-entity';

type Rule = Record<string, unknown>;
const RULES: Rule[] = [
  { ruleCode: 'LOW', ruleName: 'Battery low', lowerLimit: '', upperLimit: '10,5', lightColour: 'red', emailNotify: true, pushNotify: true, autoAlarmOrder: true, description: 'Replace it' },
  { ruleCode: 'WARN', ruleName: 'Battery weak', lowerLimit: '10,5', upperLimit: '11.5', lightColour: 'yellow', emailNotify: true },
  { ruleCode: 'OK', ruleName: 'Battery normal', lowerLimit: '11.5', upperLimit: '', lightColour: 'green' },
];
const body = (code: string, over: Record<string, unknown> = {}) => ({ itemCode: code, itemName: `Item ${code}`, itemType: '1', redLightMinutes: 120, yellowLightMinutes: 60, rules: RULES, ...over });
const withRule = (index: number, change: Rule, rules = RULES) => rules.map((r, i) => (i === index ? { ...r, ...change } : r));

/** Everything the module stores, read without the API (so a refusal can be shown to have changed nothing). */
const snapshot = () => searchMonitorItems({ itemCode: undefined, itemName: undefined }, 'en');

async function bump(itemId: number, delta: 1 | -1) {
  const refused = await writeTransaction({ counter: CounterEntity }, ({ counter }, add) => add('usage', bumpUsage(counter, 'monitor', itemId, delta)));
  expect(refused).toBeNull();
}

describe('monitoring item presets', () => {
  let token: string;
  let plainToken: string;
  let opsToken: string;
  let readonlyToken: string;
  const add = async (code: string, over: Record<string, unknown> = {}) => {
    const res = await invoke('MonitorItemAdd', { token, body: body(code, over) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as MonitorItemRecord;
  };
  const info = async (itemId: number) => (await invoke('MonitorItemInfo', { token, query: { itemId: String(itemId) } })).json.data as MonitorItemRecord;

  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'miplain', password: 'Plain#2026pw', roleIds: [7] });
    await createTestUser({ username: 'miops', password: 'Plain#2026pw', roleIds: [2] });
    await createTestUser({ username: 'mireadonly', password: 'Plain#2026pw', roleIds: [8] });
    plainToken = await loginAs('miplain', 'Plain#2026pw');
    opsToken = await loginAs('miops', 'Plain#2026pw');
    readonlyToken = await loginAs('mireadonly', 'Plain#2026pw');
  });

  it('seeds the reserved presets an AED fleet reports, each a valid tiling', async () => {
    const page = await invoke('MonitorItemPage', { token, query: { limit: '50' } });
    expect(page.status).toBe(200);
    const rows = page.json.data.rows as MonitorItemRecord[];
    const reserved = rows.filter((r) => r.reserved);
    expect(reserved.map((r) => r.itemCode)).toEqual(RESERVED_MONITOR_ITEMS.map((r) => r.itemCode));
    expect(reserved.map((r) => r.itemCode)).toEqual(expect.arrayContaining(['BATTERY_VOLTAGE', 'PAD_EXPIRY_DAYS', 'SELF_TEST_RESULT', 'CABINET_TEMPERATURE']));
    const battery = reserved.find((r) => r.itemCode === 'BATTERY_VOLTAGE')!;
    expect(battery).toMatchObject({ itemType: '1', status: '0', createBy: 'system', redLightMinutes: 2880, yellowLightMinutes: 1440 });
    expect(battery.rules.map((r) => [r.lowerLimit, r.upperLimit, r.lightColour])).toEqual([
      [null, 10.5, 'red'],
      [10.5, 11.5, 'yellow'],
      [11.5, null, 'green'],
    ]);
  });

  it('adds, reads, searches, updates and deletes a preset, logging each change', async () => {
    const added = await add('mi-crud', { itemName: 'Battery voltage test' });
    expect(added).toMatchObject({ itemCode: 'mi-crud', reserved: false, status: '0', createBy: 'admin', redLightMinutes: 120, yellowLightMinutes: 60 });
    // limits with a decimal comma are stored as numbers; empty limits as unbounded (null)
    expect(added.rules).toEqual([
      { ruleCode: 'LOW', ruleName: 'Battery low', lowerLimit: null, upperLimit: 10.5, lightColour: 'red', emailNotify: true, pushNotify: true, autoAlarmOrder: true, description: 'Replace it' },
      { ruleCode: 'WARN', ruleName: 'Battery weak', lowerLimit: 10.5, upperLimit: 11.5, lightColour: 'yellow', emailNotify: true, pushNotify: false, autoAlarmOrder: false, description: '' },
      { ruleCode: 'OK', ruleName: 'Battery normal', lowerLimit: 11.5, upperLimit: null, lightColour: 'green', emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' },
    ]);
    expect(await info(added.itemId)).toEqual(added);

    const search = async (query: Record<string, string>) => ((await invoke('MonitorItemPage', { token, query })).json.data.rows as MonitorItemRecord[]).map((r) => r.itemCode);
    expect(await search({ itemCode: 'MI-CRU' })).toEqual(['mi-crud']);
    expect(await search({ itemName: 'voltage test' })).toEqual(['mi-crud']);
    expect(await search({ itemCode: 'mi-crud', itemType: '2' })).toEqual([]);
    expect(await search({ itemCode: 'mi-crud', status: '1' })).toEqual([]);

    const rules = [
      { ruleCode: 'LOW', ruleName: 'Low', lowerLimit: null, upperLimit: 0, lightColour: 'pink' },
      { ruleCode: 'OK', ruleName: 'Fine', lowerLimit: 0, upperLimit: null, lightColour: 'green', pushNotify: true },
    ];
    const upd = await invoke('MonitorItemUpdate', { token, body: { ...body('mi-crud2', { itemName: 'Renamed item', itemType: '2', status: '1', rules }), itemId: added.itemId } });
    expect(upd.status, JSON.stringify(upd.json)).toBe(200);
    const after = await info(added.itemId);
    expect(after).toMatchObject({ itemCode: 'mi-crud2', itemName: 'Renamed item', itemType: '2', status: '1', createTime: added.createTime });
    expect(after.rules.map((r) => [r.ruleCode, r.lowerLimit, r.upperLimit, r.lightColour, r.pushNotify])).toEqual([
      ['LOW', null, 0, 'pink', false],
      ['OK', 0, null, 'green', true],
    ]);
    // the old code and name are free again
    const reuse = await add('MI-CRUD', { itemName: 'Item mi-crud' });

    expect((await invoke('MonitorItemDelete', { token, query: { ids: `${added.itemId},${reuse.itemId}` } })).status).toBe(200);
    expectError(await invoke('MonitorItemInfo', { token, query: { itemId: String(added.itemId) } }), 404, 'monitorItem.notFound');
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'monitorItem').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('refuses a duplicate code or name on add and update, case-insensitively, and changes nothing', async () => {
    const first = await add('mi-dup', { itemName: 'Door sensor' });
    const second = await add('mi-dup2', { itemName: 'Lid sensor' });
    const before = await snapshot();
    expectError(await invoke('MonitorItemAdd', { token, body: body('MI-DUP', { itemName: 'Other' }) }), 409, 'monitorItem.codeExists');
    expectError(await invoke('MonitorItemAdd', { token, body: body('mi-dup3', { itemName: 'DOOR sensor' }) }), 409, 'monitorItem.nameExists');
    expectError(await invoke('MonitorItemUpdate', { token, body: { ...body('mi-DUP', { itemName: 'Lid sensor' }), itemId: second.itemId } }), 409, 'monitorItem.codeExists');
    expectError(await invoke('MonitorItemUpdate', { token, body: { ...body('mi-dup2', { itemName: 'door Sensor' }), itemId: second.itemId } }), 409, 'monitorItem.nameExists');
    expect(await snapshot()).toEqual(before);
    // the markers did not move either
    expectError(await invoke('MonitorItemAdd', { token, body: body('mi-dup2', { itemName: 'x' }) }), 409, 'monitorItem.codeExists');
    expect(first.itemId).toBeLessThan(second.itemId);
  });

  it('refuses item and rule codes with other characters than letters, digits, dot, hyphen and underscore with their own codes, changing nothing', async () => {
    const item = await add('mi-codefmt');
    const before = await snapshot();
    for (const bad of ['mi code', 'mi*1', 'mi/2', 'é']) {
      const res = await invoke('MonitorItemAdd', { token, body: body(bad) });
      expectError(res, 400, 'monitorItem.codeFormat');
      expect(res.json.fields).toEqual([{ path: 'itemCode', errorCode: 'monitorItem.codeFormat' }]);
      expectError(await invoke('MonitorItemUpdate', { token, body: { ...body(bad), itemId: item.itemId } }), 400, 'monitorItem.codeFormat');
      const rule = await invoke('MonitorItemAdd', { token, body: body('mi-codefmt2', { rules: withRule(1, { ruleCode: bad }) }) });
      expectError(rule, 400, 'monitorItem.ruleCodeFormat');
      expect(rule.json.fields).toEqual([{ path: 'rules.1.ruleCode', errorCode: 'monitorItem.ruleCodeFormat' }]);
      expectError(await invoke('MonitorItemUpdate', { token, body: { ...body('mi-codefmt', { rules: withRule(0, { ruleCode: bad }) }), itemId: item.itemId } }), 400, 'monitorItem.ruleCodeFormat');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('accepts only numbers (point or comma decimals, minus sign) as limits, on add and update', async () => {
    const item = await add('mi-format');
    const before = await snapshot();
    for (const bad of ['1.000,5', '1,000,000', 'abc', '1e3', '+3', '3.', '10 5', '1234567890']) {
      const res = await invoke('MonitorItemAdd', { token, body: body('mi-format2', { rules: withRule(0, { upperLimit: bad }) }) });
      expectError(res, 400, 'monitorItem.limitFormat');
      expect(res.json.fields).toEqual([{ path: 'rules.0.upperLimit', errorCode: 'monitorItem.limitFormat' }]);
      expectError(await invoke('MonitorItemUpdate', { token, body: { ...body('mi-format', { rules: withRule(2, { lowerLimit: bad }) }), itemId: item.itemId } }), 400, 'monitorItem.limitFormat');
    }
    expectError(await invoke('MonitorItemAdd', { token, body: body('mi-format2', { rules: withRule(0, { upperLimit: true }) }) }), 400, 'common.validation');
    expect(await snapshot()).toEqual(before);
    const negative = await add('mi-format3', { rules: [withRule(0, { upperLimit: '-20,25' })[0], { ...RULES[2], lowerLimit: -20.25 }] });
    expect(negative.rules.map((r) => [r.lowerLimit, r.upperLimit])).toEqual([
      [null, -20.25],
      [-20.25, null],
    ]);
  });

  it('refuses a lower limit not below the upper limit; both may be empty', async () => {
    const item = await add('mi-order');
    const before = await snapshot();
    const above = await invoke('MonitorItemAdd', { token, body: body('mi-order2', { rules: withRule(1, { lowerLimit: '12', upperLimit: '11,5' }) }) });
    expectError(above, 400, 'monitorItem.limitOrder');
    expect(above.json.fields).toEqual([{ path: 'rules.1.upperLimit', errorCode: 'monitorItem.limitOrder' }]);
    expectError(await invoke('MonitorItemAdd', { token, body: body('mi-order2', { rules: withRule(1, { lowerLimit: '11,5', upperLimit: '11.5' }) }) }), 400, 'monitorItem.limitOrder');
    expectError(await invoke('MonitorItemUpdate', { token, body: { ...body('mi-order', { rules: withRule(1, { lowerLimit: '12' }) }), itemId: item.itemId } }), 400, 'monitorItem.limitOrder');
    expect(await snapshot()).toEqual(before);
    const open = await add('mi-order3', { rules: [{ ruleCode: 'ALL', ruleName: 'Any value', lowerLimit: '', upperLimit: '', lightColour: 'green' }] });
    expect(open.rules[0]).toMatchObject({ lowerLimit: null, upperLimit: null });
  });

  it('refuses gaps and overlaps between the ranges, naming the offending rule, on add and update', async () => {
    const item = await add('mi-tile');
    const before = await snapshot();
    const cases: [Rule[], string, string][] = [
      [withRule(2, { lowerLimit: '12' }), 'rules.2.lowerLimit', 'monitorItem.rangeGap'],
      [withRule(2, { lowerLimit: '11' }), 'rules.2.lowerLimit', 'monitorItem.rangeOverlap'],
      [withRule(0, { lowerLimit: '0' }), 'rules.0.lowerLimit', 'monitorItem.rangeGapBelow'],
      [withRule(2, { upperLimit: '100' }), 'rules.2.upperLimit', 'monitorItem.rangeGapAbove'],
      [[RULES[0], RULES[2]], 'rules.1.lowerLimit', 'monitorItem.rangeGap'],
      [[...RULES, { ...RULES[1], ruleCode: 'WARN2' }], 'rules.3.lowerLimit', 'monitorItem.rangeOverlap'],
      // rows need not be sorted: the rule after the hole is named by its own row
      [[RULES[2], withRule(1, { upperLimit: '11' })[1], RULES[0]], 'rules.0.lowerLimit', 'monitorItem.rangeGap'],
    ];
    for (const [rules, path, code] of cases) {
      const res = await invoke('MonitorItemAdd', { token, body: body('mi-tile2', { rules }) });
      expectError(res, 400, code);
      expect(res.json.fields, JSON.stringify(rules)).toEqual([{ path, errorCode: code }]);
      const upd = await invoke('MonitorItemUpdate', { token, body: { ...body('mi-tile', { rules }), itemId: item.itemId } });
      expectError(upd, 400, code);
      expect(upd.json.fields).toEqual([{ path, errorCode: code }]);
    }
    expect(await snapshot()).toEqual(before);
    expect(await info(item.itemId)).toEqual(item);
  });

  it('refuses no rules, more than 20 rules, a repeated rule code and a yellow time not before the red one', async () => {
    const before = await snapshot();
    expectError(await invoke('MonitorItemAdd', { token, body: body('mi-rules', { rules: [] }) }), 400, 'monitorItem.noRules');
    const many = Array.from({ length: 21 }, (_, i) => ({ ruleCode: `R${i}`, ruleName: `R${i}`, lowerLimit: i === 0 ? '' : String(i), upperLimit: i === 20 ? '' : String(i + 1), lightColour: 'green' }));
    expectError(await invoke('MonitorItemAdd', { token, body: body('mi-rules', { rules: many }) }), 400, 'monitorItem.tooManyRules');
    const repeated = await invoke('MonitorItemAdd', { token, body: body('mi-rules', { rules: withRule(1, { ruleCode: 'low' }) }) });
    expectError(repeated, 400, 'monitorItem.ruleCodeRepeated');
    expect(repeated.json.fields).toEqual([{ path: 'rules.1.ruleCode', errorCode: 'monitorItem.ruleCodeRepeated' }]);
    const times = await invoke('MonitorItemAdd', { token, body: body('mi-rules', { redLightMinutes: 60, yellowLightMinutes: 60 }) });
    expectError(times, 400, 'monitorItem.yellowAfterRed');
    expect(times.json.fields).toEqual([{ path: 'yellowLightMinutes', errorCode: 'monitorItem.yellowAfterRed' }]);
    expectError(await invoke('MonitorItemAdd', { token, body: body('mi-rules', { itemType: '4' }) }), 400, 'common.validation');
    expectError(await invoke('MonitorItemAdd', { token, body: body('mi-rules', { rules: withRule(0, { lightColour: 'blue' }) }) }), 400, 'common.validation');
    expect(await snapshot()).toEqual(before);
    // 20 rules are fine, and a red time alone (yellow 0) too
    expect((await invoke('MonitorItemAdd', { token, body: body('mi-rules', { rules: many.slice(0, 19).concat({ ...many[19], upperLimit: '' }), redLightMinutes: 30, yellowLightMinutes: 0 }) })).status).toBe(200);
  });

  it('refuses to delete, disable or change the type of a preset a device uses (a real usage counter); frees it again', async () => {
    const item = await add('mi-used', { itemName: 'Used by a device' });
    await bump(item.itemId, 1);
    expect(await usageCount('monitor', item.itemId)).toBe(1);
    const before = await snapshot();
    const del = await invoke('MonitorItemDelete', { token, query: { ids: String(item.itemId) } });
    expectError(del, 409, 'monitorItem.inUse');
    expect(del.json.msg).toContain('Used by a device');
    expectError(await invoke('MonitorItemUpdate', { token, body: { ...body('mi-used', { itemName: 'Used by a device', status: '1' }), itemId: item.itemId } }), 409, 'monitorItem.inUse');
    expectError(await invoke('MonitorItemUpdate', { token, body: { ...body('mi-used', { itemName: 'Used by a device', itemType: '3' }), itemId: item.itemId } }), 409, 'monitorItem.typeInUse');
    expect(await snapshot()).toEqual(before);
    // its thresholds and name may still change
    const tuned = await invoke('MonitorItemUpdate', { token, body: { ...body('mi-used', { itemName: 'Still used', rules: withRule(1, { upperLimit: '12' }, withRule(2, { lowerLimit: '12' })) }), itemId: item.itemId } });
    expect(tuned.status, JSON.stringify(tuned.json)).toBe(200);

    await bump(item.itemId, -1);
    expect((await invoke('MonitorItemUpdate', { token, body: { ...body('mi-used', { itemName: 'Still used', status: '1' }), itemId: item.itemId } })).status).toBe(200);
    expect((await invoke('MonitorItemDelete', { token, query: { ids: String(item.itemId) } })).status).toBe(200);
  });

  it('keeps the usage condition in the write: a device taking the item after the check still blocks the delete', async () => {
    const { getMonitorItemById, deleteMonitorItems, updateMonitorItem } = await import('../../src/data/access/monitor-items');
    const item = await add('mi-race');
    const stored = (await getMonitorItemById(item.itemId))!;
    await bump(item.itemId, 1); // after the service's check would have passed
    await expect(deleteMonitorItems([stored])).rejects.toMatchObject({ errorCode: 'monitorItem.inUse' });
    await expect(updateMonitorItem(stored, { ...stored, status: '1', updateTime: new Date().toISOString() }, 'inUse')).rejects.toMatchObject({ errorCode: 'monitorItem.inUse' });
    expect(await info(item.itemId)).toEqual(item);
    await bump(item.itemId, -1);
  });

  it('deletes all or nothing: a missing or used id deletes none', async () => {
    const keep = await add('mi-keep');
    const used = await add('mi-keep-used');
    await bump(used.itemId, 1);
    expectError(await invoke('MonitorItemDelete', { token, query: { ids: `${keep.itemId},999999` } }), 404, 'monitorItem.notFound');
    expectError(await invoke('MonitorItemDelete', { token, query: { ids: `${keep.itemId},${used.itemId}` } }), 409, 'monitorItem.inUse');
    expect(await info(keep.itemId)).toEqual(keep);
    expectError(await invoke('MonitorItemUpdate', { token, body: { ...body('mi-none'), itemId: 999999 } }), 404, 'monitorItem.notFound');
    await bump(used.itemId, -1);
  });

  it('protects reserved presets: never deleted, code and type fixed; thresholds and name editable; the flag is not settable', async () => {
    const battery = (await snapshot()).find((r) => r.itemCode === 'BATTERY_VOLTAGE')!;
    const before = await snapshot();
    const asBody = (over: Record<string, unknown>) => ({ ...battery, ...over });
    const del = await invoke('MonitorItemDelete', { token, query: { ids: String(battery.itemId) } });
    expectError(del, 409, 'monitorItem.reserved');
    expect(del.json.msg).toContain(battery.itemName);
    // the reserved preset's name goes out in every language: the reader's message quotes it in theirs
    expect(del.json.params.name).toEqual({ en: 'Battery voltage (V)', fr: 'Tension de la batterie (V)', 'zh-CN': '电池电压（V）', 'zh-TW': '電池電壓（V）' });
    expectError(await invoke('MonitorItemUpdate', { token, body: asBody({ itemCode: 'BATTERY_V' }) }), 409, 'monitorItem.reservedFixed');
    expectError(await invoke('MonitorItemUpdate', { token, body: asBody({ itemType: '2' }) }), 409, 'monitorItem.reservedFixed');
    expect(await snapshot()).toEqual(before);

    const tuned = await invoke('MonitorItemUpdate', { token, body: asBody({ itemName: 'Battery voltage', reserved: false, rules: withRule(1, { upperLimit: '11.8' }, withRule(2, { lowerLimit: '11,8' })) }) });
    expect(tuned.status, JSON.stringify(tuned.json)).toBe(200);
    expect(await info(battery.itemId)).toMatchObject({ reserved: true, itemName: 'Battery voltage', itemCode: 'BATTERY_VOLTAGE' });

    const sneaky = await add('mi-reserved', { reserved: true });
    expect(sneaky.reserved).toBe(false);
  });

  it('lists the enabled presets for the device form to any logged-in user', async () => {
    const on = await add('mi-opt-on');
    await add('mi-opt-off', { status: '1' });
    const res = await invoke('MonitorItemOptions', { token: plainToken });
    expect(res.status).toBe(200);
    const codes = (res.json.data as { itemCode: string }[]).map((o) => o.itemCode);
    expect(codes).toEqual(expect.arrayContaining(['mi-opt-on', 'BATTERY_VOLTAGE']));
    expect(codes).not.toContain('mi-opt-off');
    expect(res.json.data.find((o: { itemCode: string }) => o.itemCode === 'mi-opt-on')).toEqual({ itemId: on.itemId, itemCode: 'mi-opt-on', itemName: on.itemName, itemType: '1' });
    expect((await invoke('MonitorItemOptions', {})).status).toBe(401);
  });

  it("exports the presets as xlsx in the caller's language, rules one per line", async () => {
    await add('mi-export', { itemName: 'Exported item', status: '1' });
    const sheetOf = async (headers?: Record<string, string>) => {
      const res = await invoke('MonitorItemExport', { token, query: { itemCode: 'mi-export' }, headers });
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/monitoring-items-\d{4}-\d{2}-\d{2}\.xlsx/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      const sheet = wb.worksheets[0];
      return { name: sheet.name, headers: (sheet.getRow(1).values as unknown[]).slice(1), row: (sheet.getRow(2).values as unknown[]).slice(1), rows: sheet.rowCount };
    };
    const en = await sheetOf();
    expect(en).toMatchObject({ name: 'Monitoring items', rows: 2 });
    expect(en.headers).toEqual(['Item ID', 'Item code', 'Item name', 'Type', 'Red-light time (min)', 'Yellow-light reference time (min)', 'Status', 'Reserved', 'Lighting rules', 'Created (UTC)']);
    expect(en.row.slice(1, 8)).toEqual(['mi-export', 'Exported item', 'Single value', 120, 60, 'Disabled', 'No']);
    expect(String(en.row[8]).split('\n')).toEqual([
      'LOW Battery low: [-∞, 10.5) Red (email, push, alarm order)',
      'WARN Battery weak: [10.5, 11.5) Yellow (email)',
      'OK Battery normal: [11.5, +∞) Green',
    ]);
    const fr = await sheetOf({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.name).toBe('Éléments de surveillance');
    expect(fr.row.slice(3, 8)).toEqual(['Valeur unique', 120, 60, 'Désactivé', 'Non']);
    expect(String(fr.row[8])).toContain('[10.5, 11.5) Jaune (e-mail)');
    const zh = await sheetOf({ 'accept-language': 'zh-TW' });
    expect(zh.headers[1]).toBe('項目編碼');
    expect(zh.row[3]).toBe('單值');
  });

  it('needs the permissions: a plain user gets 403 and changes nothing; read-only reads; operations administrators write', async () => {
    const item = await add('mi-perm');
    const before = await snapshot();
    expectError(await invoke('MonitorItemPage', { token: plainToken }), 403, 'common.forbidden');
    expectError(await invoke('MonitorItemInfo', { token: plainToken, query: { itemId: String(item.itemId) } }), 403, 'common.forbidden');
    expectError(await invoke('MonitorItemAdd', { token: plainToken, body: body('mi-perm2') }), 403, 'common.forbidden');
    expectError(await invoke('MonitorItemUpdate', { token: plainToken, body: { ...body('mi-perm', { status: '1' }), itemId: item.itemId } }), 403, 'common.forbidden');
    expectError(await invoke('MonitorItemDelete', { token: plainToken, query: { ids: String(item.itemId) } }), 403, 'common.forbidden');
    expectError(await invoke('MonitorItemExport', { token: plainToken, query: {} }), 403, 'common.forbidden');
    expectError(await invoke('MonitorItemAdd', { token: readonlyToken, body: body('mi-perm2') }), 403, 'common.forbidden');
    expectError(await invoke('MonitorItemDelete', { token: readonlyToken, query: { ids: String(item.itemId) } }), 403, 'common.forbidden');
    expect(await snapshot()).toEqual(before);
    expect((await invoke('MonitorItemPage', { token: readonlyToken })).status).toBe(200);
    expect((await invoke('MonitorItemExport', { token: readonlyToken, query: {} })).status).toBe(200);
    const opsAdd = await invoke('MonitorItemAdd', { token: opsToken, body: body('mi-perm-ops') });
    expect(opsAdd.status, JSON.stringify(opsAdd.json)).toBe(200);
    expect(opsAdd.json.data.createBy).toBe('miops');
  });
});
