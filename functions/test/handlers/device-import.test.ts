import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { DEVICE_EXPORT, DEVICE_IMPORT } from '@aed/shared/i18n/device-labels';
import { BATTERY_VOLTAGE_COLUMNS, DEVICE_IMPORT_COLUMNS, MAX_BATTERY_VOLTAGES, type DeviceImportColumn } from '@aed/shared/schemas/device';
import type { ImportProgress } from '@aed/shared/schemas/import';
import { invoke } from '../helpers';
import { expectError } from './support';
import { addDevice, addOrg, allRows, buildWorld, deviceBody, deviceImportRow, uid, type DeviceImportRow as Row, type DeviceWorld, type Org } from './device-support';
import { deptDeviceCount } from '../../src/data/access/devices/device-counters';
import { findDeviceBySerialNumber } from '../../src/data/access/devices/device-keys';
import { getDeviceById } from '../../src/data/access/devices/device-reads';


/** Device import (spec sections 5 and 8): template, row-numbered errors, duplicates, wrong files, progress. */
describe('device import', () => {
  let w: DeviceWorld;
  let admin: string;
  let itemCode: string;

  async function xlsx(rows: Row[], language: keyof typeof DEVICE_IMPORT = 'en', columns: readonly DeviceImportColumn[] = DEVICE_IMPORT_COLUMNS) {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Devices');
    sheet.addRow(columns.map((c) => DEVICE_IMPORT[language][c]));
    for (const r of rows) sheet.addRow(columns.map((c) => r[c] ?? ''));
    return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
  }
  const upload = (file: string, token = admin) => invoke('DeviceImport', { token, body: { fileName: 'devices.xlsx', file } });
  const processAll = async (start: ImportProgress, token = admin): Promise<ImportProgress> => {
    let state = start;
    for (let i = 0; i < 50 && !state.done; i++) {
      const res = await invoke('DeviceImportProcess', { token, body: { importId: state.importId } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(res.json.data.processed).toBeGreaterThanOrEqual(state.processed);
      state = res.json.data;
    }
    return state;
  };
  const row = (org: Org, over: Row = {}): Row => deviceImportRow(w, org, over);

  beforeAll(async () => {
    w = await buildWorld();
    admin = w.admin;
    itemCode = (await invoke('MonitorItemInfo', { token: admin, query: { itemId: String(w.monitorIds[0]) } })).json.data.itemCode;
  });

  it('downloads the template in the caller language', async () => {
    for (const language of ['en', 'fr', 'zh-CN', 'zh-TW'] as const) {
      const res = await invoke('DeviceImportTemplate', { token: admin, headers: { 'accept-language': language } });
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toContain('device-import-template.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
      const sheet = wb.worksheets[0]!;
      expect(sheet.name).toBe(DEVICE_IMPORT[language].sheet);
      expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(DEVICE_IMPORT_COLUMNS.map((c) => DEVICE_IMPORT[language][c]));
      expect(sheet.rowCount).toBe(1);
    }
  });

  it('imports valid rows, reports row-numbered errors and ignores duplicates; nothing of a bad row is written', async () => {
    const existing = await addDevice(admin, deviceBody(w, w.agentA));
    const good = row(w.agentA, { monitorItems: itemCode, iotCode: `IIOT-${uid()}` });
    const sold = row(w.customerA, { saleStatus: 'Sold', status: 'Enabled', outboundDate: '2025/3/1' });
    const rows: Row[] = [
      good, // row 2
      row(w.agentA, { brand: '' }), // 3: missing brand
      row(w.agentA, { modelName: '' }), // 4: missing model
      row(w.agentA, { deptName: '' }), // 5: missing department
      row(w.agentA, { workingPrinciple: '' }), // 6: missing working principle
      row(w.agentA, { adultUpper: 100 }), // 7: upper not above lower
      row(w.agentA, { serialNumber: 'SN 1' }), // 8: serial format
      row(w.agentA, { modelName: 'Nope' }), // 9: no such model
      row(w.agentA, { deptName: w.agentB.deptName }), // 10: organization of another tenant... visible to the super administrator
      row(w.agentA, { serialNumber: String(good.serialNumber) }), // 11: duplicate in the file
      row(w.agentA, { serialNumber: existing.serialNumber.toLowerCase() }), // 12: duplicate of a registered device
      sold, // 13: sold and enabled at a customer
      row(w.agentA, { warrantyDate: '' }), // 14: warranty required
      row(w.agentA, { batteryVoltage1: '' }), // 15: first battery voltage required
      row(w.agentA, { monitorItems: 'NO_SUCH_ITEM' }), // 16
      row(w.agentA, { saleStatus: 'Maybe' }), // 17
    ];
    const held = await deptDeviceCount(w.agentA.deptId);
    const res = await upload(await xlsx(rows));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const report = res.json.data as ImportProgress;
    const byRow = new Map(report.errors.map((e) => [e.row, e]));
    expect(byRow.get(3)).toMatchObject({ errorCode: 'device.importMissing', params: { row: 3, field: 'brand' } });
    expect(byRow.get(4)).toMatchObject({ errorCode: 'device.importMissing', params: { field: 'modelName' } });
    expect(byRow.get(5)).toMatchObject({ errorCode: 'device.importMissing', params: { field: 'deptName' } });
    expect(byRow.get(6)).toMatchObject({ errorCode: 'device.importMissing', params: { field: 'workingPrinciple' } });
    expect(byRow.get(7)).toMatchObject({ errorCode: 'device.adultShockOrder', params: { row: 7 } });
    expect(byRow.get(8)).toMatchObject({ errorCode: 'device.serialFormat' });
    expect(byRow.get(9)).toMatchObject({ errorCode: 'device.importModelNotFound' });
    expect(byRow.has(10)).toBe(false);
    expect(byRow.get(14)).toMatchObject({ errorCode: 'device.warrantyDateRequired' });
    expect(byRow.get(15)).toMatchObject({ errorCode: 'device.batteryVoltageRequired' });
    expect(byRow.get(16)).toMatchObject({ errorCode: 'device.importMonitorItemNotFound', params: { value: 'NO_SUCH_ITEM' } });
    expect(byRow.get(17)).toMatchObject({ errorCode: 'device.importInvalid', params: { field: 'saleStatus' } });
    expect(report.duplicates).toEqual([
      { row: 11, errorCode: 'device.importDuplicate', params: { row: 11, field: 'serialNumber' } },
      { row: 12, errorCode: 'device.importDuplicate', params: { row: 12, field: 'serialNumber' } },
    ]);
    expect(report.total).toBe(3);
    // nothing written before process
    expect(await deptDeviceCount(w.agentA.deptId)).toBe(held);
    const done = await processAll(report);
    expect(done).toMatchObject({ done: true, processed: 3, created: 3 });
    expect(await deptDeviceCount(w.agentA.deptId)).toBe(held + 1);
    const imported = await findDeviceBySerialNumber(String(good.serialNumber));
    expect(imported).toMatchObject({ modelId: w.modelId, deptId: w.agentA.deptId, monitorItemIds: [w.monitorIds[0]], purchaseDate: '2025-01-05' });
    expect(await findDeviceBySerialNumber(String(sold.serialNumber))).toMatchObject({ saleStatus: '2', status: '0', outboundDate: '2025-03-01' });
    // a bad row left no trace
    expect(await findDeviceBySerialNumber(String(rows[6]!.serialNumber))).toBeNull();
  });

  it('reads a template in another language (headers and coded values) and reports write-time refusals by row', async () => {
    const org = await addOrg(admin, w.agentA.deptId, '2', 1);
    const words = DEVICE_IMPORT['zh-TW'];
    const rows = [
      row(org, { workingPrinciple: words['workingPrinciple.2'], saleStatus: words['saleStatus.3'], status: words['status.0'], outboundDate: '2025-03-01' }),
      row(org, { workingPrinciple: words['workingPrinciple.2'], saleStatus: words['saleStatus.2'], status: words['status.0'], outboundDate: '2025-03-01' }),
    ];
    const start = await upload(await xlsx(rows, 'zh-TW'));
    expect(start.status, JSON.stringify(start.json)).toBe(200);
    const done = await processAll(start.json.data);
    expect(done.created).toBe(1);
    expect(done.errors).toMatchObject([{ row: 3, errorCode: 'device.quotaExceeded' }]);
    expect((await allRows(admin, { deptId: String(org.deptId) })).length).toBe(1);
  });

  it('checks organizations against the caller scope', async () => {
    const res = await upload(await xlsx([row(w.agentA)]), w.adminB);
    // an administrator of agent B (seeded import right) names agent A's organization: not found in their scope
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.errors).toMatchObject([{ row: 2, errorCode: 'device.importDeptNotFound' }]);
    expect(res.json.data.total).toBe(0);
    expect(res.json.data.done).toBe(true);
  });

  it('refuses wrong files: not xlsx by content, wrong template, empty data, too many rows, zip bombs', async () => {
    expectError(await upload(Buffer.from('serial,name\nx,y').toString('base64')), 400, 'device.importFormat');
    const ole = Buffer.alloc(512);
    ole.writeUInt32BE(0xd0cf11e0, 0);
    expectError(await upload(ole.toString('base64')), 400, 'device.importFormat');
    const wrong = new ExcelJS.Workbook();
    wrong.addWorksheet('x').addRow(['Foo', 'Bar']);
    expectError(await upload(Buffer.from(await wrong.xlsx.writeBuffer()).toString('base64')), 400, 'device.importTemplate');
    // the user template is not the device template
    const userTemplate = await invoke('UserImportTemplate', { token: admin });
    expectError(await upload(userTemplate.raw.body!), 400, 'device.importTemplate');
    expectError(await upload(await xlsx([])), 400, 'device.importEmpty');
    const many = Array.from({ length: 1001 }, () => row(w.agentA));
    expectError(await upload(await xlsx(many)), 400, 'device.importTooManyRows');
    const bomb = zipSync({ '[Content_Types].xml': new Uint8Array(10), 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    expectError(await upload(Buffer.from(bomb).toString('base64')), 400, 'device.importUnsafe');
    expectError(await upload(Buffer.alloc(3 * 1024 * 1024, 1).toString('base64')), 413, 'common.fileTooLarge');
  });

  it('an exported file imports back with every factory battery voltage (one column per voltage, up to the maximum)', async () => {
    const org = await addOrg(admin, w.agentA.deptId, '2', 5);
    const four = await addDevice(admin, deviceBody(w, org, { batteryVoltages: [12, 12.5, 13, 9.6], monitorItemIds: [w.monitorIds[0]] }));
    const one = await addDevice(admin, deviceBody(w, org, { batteryVoltages: [3.7] }));
    expect(four.batteryVoltages).toHaveLength(MAX_BATTERY_VOLTAGES);
    const stored = await Promise.all([four, one].map(async (d) => (await getDeviceById(d.deviceId))!));

    // the export (French, a language other than the template's default) has one column per voltage
    const res = await invoke('DeviceExport', { token: admin, query: { deptId: String(org.deptId) }, headers: { 'accept-language': 'fr' } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(res.raw.body!, 'base64') as never);
    const sheet = wb.worksheets[0]!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    for (const c of BATTERY_VOLTAGE_COLUMNS) expect(headers).toContain(DEVICE_EXPORT.fr[c]);
    const voltagesOf = (serial: string) => {
      let found: unknown[] = [];
      sheet.eachRow((r, n) => {
        const values = (r.values as unknown[]).slice(1);
        if (n > 1 && values.includes(serial)) found = BATTERY_VOLTAGE_COLUMNS.map((c) => values[headers.indexOf(DEVICE_EXPORT.fr[c])] ?? '');
      });
      return found;
    };
    expect(voltagesOf(four.serialNumber)).toEqual([12, 12.5, 13, 9.6]);
    expect(voltagesOf(one.serialNumber)).toEqual([3.7, '', '', '']);

    // deleted, then the same file imported back: both devices again, every voltage and the other fields kept
    expect((await invoke('DeviceDelete', { token: admin, query: { ids: `${four.deviceId},${one.deviceId}` } })).status).toBe(200);
    const start = await upload(res.raw.body!);
    expect(start.status, JSON.stringify(start.json)).toBe(200);
    expect(start.json.data).toMatchObject({ total: 2, errors: [], duplicates: [] });
    expect((await processAll(start.json.data)).created).toBe(2);
    for (const before of stored) {
      const again = (await findDeviceBySerialNumber(before.serialNumber))!;
      expect(again.deviceId).not.toBe(before.deviceId);
      const kept = (d: typeof before) => ({
        equipmentCode: d.equipmentCode,
        equipmentName: d.equipmentName,
        modelId: d.modelId,
        deptId: d.deptId,
        saleStatus: d.saleStatus,
        status: d.status,
        productionDate: d.productionDate,
        purchaseDate: d.purchaseDate,
        warrantyDate: d.warrantyDate,
        reservedInstallDate: d.reservedInstallDate,
        adultShock: d.adultShock,
        childShock: d.childShock,
        batteryVoltages: d.batteryVoltages,
        chargeTimeSeconds: d.chargeTimeSeconds,
        monitorItemIds: d.monitorItemIds,
      });
      expect(kept(again)).toEqual(kept(before));
    }
  });

  it("an import is processed only by its owner and only by its module", async () => {
    const start = (await upload(await xlsx([row(w.agentA)]))).json.data as ImportProgress;
    expectError(await invoke('DeviceImportProcess', { token: w.adminA, body: { importId: start.importId } }), 404, 'device.importNotFound');
    expectError(await invoke('UserImportProcess', { token: admin, body: { importId: start.importId } }), 404, 'user.importNotFound');
    expect((await processAll(start)).created).toBe(1);
  });
});
