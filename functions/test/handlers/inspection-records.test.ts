/**
 * Monitoring records and the inspection record sheet (decision 0050): the blank sheet in the caller's language, the
 * import of a filled sheet (a real xlsx made with exceljs) with row errors, duplicates and nothing saved twice, the
 * running status reason of a failed latest inspection, and the list and detail across three tenants: another
 * tenant's device is an unknown serial number, another tenant's record answers as a missing one.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportProgress } from '@aed/shared/schemas/import';
import type { InspectionRecord } from '@aed/shared/schemas/inspection';
import { invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, soldBody, uid, updateBody, type DeviceWorld, type Org } from './device-support';
import { getDeviceStatus } from '../../src/data/access/device-statuses';
import { handler as telemetryHandler } from '../../src/iot/telemetry-handler';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('inspection records', () => {
  let w: DeviceWorld;
  let adminC: string;
  const orgs: Record<'A' | 'B' | 'C', Org> = {} as never;
  const serial: Record<'A' | 'A2' | 'B' | 'C', string> = {} as never;
  const deviceId: Record<'A' | 'A2' | 'B' | 'C', number> = {} as never;

  beforeAll(async () => {
    w = await buildWorld();
    const agentC = await addOrg(w.admin, 100, '0', 50);
    orgs.A = await addOrg(w.admin, w.agentA.deptId, '2', 10);
    orgs.B = await addOrg(w.admin, w.agentB.deptId, '2', 10);
    orgs.C = await addOrg(w.admin, agentC.deptId, '2', 10);
    const name = `insc${uid().toLowerCase()}`;
    await createTestUser({ username: name, password: PASSWORD, roleIds: [3], deptId: agentC.deptId, deptPath: agentC.deptPath });
    adminC = await loginAs(name, PASSWORD);
    for (const [key, org] of [['A', orgs.A], ['A2', orgs.A], ['B', orgs.B], ['C', orgs.C]] as const) {
      const d = await addDevice(w.admin, soldBody(w, org, { status: '0' }));
      serial[key] = d.serialNumber;
      deviceId[key] = d.deviceId;
    }
  }, 240_000);

  /** The blank sheet as a workbook. */
  async function blankSheet(token: string, language = 'en'): Promise<ExcelJS.Workbook> {
    const res = await invoke('InspectionSheetTemplate', { token, headers: { 'accept-language': language } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(res.raw.body!, res.raw.isBase64Encoded ? 'base64' : 'utf8') as unknown as ArrayBuffer);
    return book;
  }
  /** The blank sheet filled with these rows (cells in column order), as the upload's base64. */
  async function filled(token: string, rows: (string | Date)[][], language = 'en'): Promise<string> {
    const book = await blankSheet(token, language);
    const sheet = book.worksheets[0]!;
    rows.forEach((cells, i) => cells.forEach((value, c) => (sheet.getCell(i + 2, c + 1).value = value)));
    return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  }
  const upload = async (token: string, file: string) => {
    const res = await invoke('InspectionImport', { token, body: { fileName: 'inspections.xlsx', file } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data as ImportProgress;
  };
  const processAll = async (token: string, start: ImportProgress) => {
    let state = start;
    for (let i = 0; i < 50 && !state.done; i++) {
      const res = await invoke('InspectionImportProcess', { token, body: { importId: state.importId } });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      state = res.json.data;
    }
    return state;
  };
  const page = async (token: string, query: Record<string, string> = {}) => {
    const res = await invoke('InspectionRecordPage', { token, query: { limit: '100', ...query } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.rows as InspectionRecord[];
  };

  it('downloads the blank sheet in the caller language with drop-down lists and locked instructions', async () => {
    const book = await blankSheet(w.adminA, 'fr');
    const [data, help] = book.worksheets;
    expect(data!.name).toBe('Inspections');
    expect(data!.getRow(1).values).toContain('Numéro de série');
    expect(data!.getRow(1).values).toContain('Résultat (Conforme / Non conforme)');
    expect(data!.getCell('D2').dataValidation).toMatchObject({ type: 'list', formulae: ['"Conforme,Non conforme"'] });
    expect(data!.getCell('E1001').dataValidation).toMatchObject({ type: 'list' });
    expect(help!.getCell('A1').text).toContain('Numéro de série');
    expect((help as unknown as { sheetProtection?: object }).sheetProtection).toMatchObject({ sheet: true });
    expect((await blankSheet(w.adminA, 'zh-CN')).worksheets[0]!.getRow(1).values).toContain('序列号');
    // the read-only administrator sees the records, never imports
    expectError(await invoke('InspectionSheetTemplate', { token: w.viewerA }), 403, 'common.forbidden');
    expect((await invoke('InspectionRecordPage', { token: w.viewerA, query: { limit: '10' } })).status).toBe(200);
  });

  it('imports the valid rows, reports each bad row, never saves a row twice, and feeds the running status', async () => {
    const rows = [
      [serial.A, day(-3), 'Alice', 'Non conforme', 'Conforme', '', 'Non conforme', '', '', 'battery low'],
      ['NO-SUCH-SERIAL', day(-3), 'Alice', 'Conforme'],
      [serial.B, day(-3), 'Alice', 'Conforme'],
      [serial.A2, '2026-02-30', 'Alice', 'Conforme'],
      [serial.A2, day(5), 'Alice', 'Conforme'],
      [serial.A2, day(-3), 'Alice', 'perhaps'],
      [serial.A2, day(-3), '', 'Conforme'],
      [serial.A, day(-3), '  alice ', 'Pass'],
      [serial.A2, day(-2), 'Bob', 'Pass', 'maybe'],
      [serial.A2, day(-2), 'Bob', 'Pass', 'Pass', 'Pass', 'Pass', 'Pass', 'Pass'],
    ];
    const first = await upload(w.adminA, await filled(w.adminA, rows, 'fr'));
    expect(first.total).toBe(2);
    expect(first.errors.map((e) => [e.row, e.errorCode, e.params?.field ?? e.params?.value ?? ''])).toEqual([
      [3, 'inspection.importDeviceNotFound', 'NO-SUCH-SERIAL'],
      // another tenant's device is an unknown serial number
      [4, 'inspection.importDeviceNotFound', serial.B],
      [5, 'inspection.importInvalid', 'inspectionDate'],
      [6, 'inspection.importFutureDate', day(5)],
      [7, 'inspection.importInvalid', 'result'],
      [8, 'inspection.importMissing', 'inspectorName'],
      [10, 'inspection.importInvalid', 'appearance'],
    ]);
    // the same device, date and inspector (case and spaces ignored) as row 2
    expect(first.duplicates.map((d) => [d.row, d.errorCode])).toEqual([[9, 'inspection.importDuplicate']]);
    // nothing is saved before process
    expect(await page(w.adminA, { serialNumber: serial.A })).toEqual([]);
    const done = await processAll(w.adminA, first);
    expect(done).toMatchObject({ done: true, created: 2, processed: 2 });

    const ofA = await page(w.adminA);
    expect(ofA.map((r) => r.serialNumber).sort()).toEqual([serial.A, serial.A2].sort());
    const failed = ofA.find((r) => r.serialNumber === serial.A)!;
    expect(failed).toMatchObject({ source: 'sheet', result: 'fail', inspectionDate: day(-3), inspectorName: 'Alice', deptId: orgs.A.deptId, deptName: orgs.A.deptName, remark: 'battery low', items: { appearance: 'pass', statusIndicator: '', battery: 'fail', padsExpiry: '', cabinetAlarm: '' } });
    expect(failed.importedBy).not.toBe('');
    expect(await getDeviceStatus(deviceId.A)).toMatchObject({ reasons: expect.arrayContaining(['inspectionFailed']) });
    expect((await getDeviceStatus(deviceId.A2))?.reasons ?? []).not.toContain('inspectionFailed');

    // the same file again: every valid row is a duplicate, nothing is saved
    const again = await upload(w.adminA, await filled(w.adminA, rows, 'fr'));
    expect(again.total).toBe(0);
    expect(again.done).toBe(true);
    expect(again.duplicates.map((d) => d.row)).toEqual([2, 9, 11]);
    expect((await page(w.adminA)).length).toBe(2);

    // a later passed inspection removes the reason
    const later = await processAll(w.adminA, await upload(w.adminA, await filled(w.adminA, [[serial.A, day(-1), 'Carol', 'Pass']])));
    expect(later.created).toBe(1);
    expect((await getDeviceStatus(deviceId.A))?.reasons ?? []).not.toContain('inspectionFailed');

    // another user's import does not exist for them
    const staged = await upload(w.adminA, await filled(w.adminA, [[serial.A, day(-1), 'Dan', 'Fail']]));
    expectError(await invoke('InspectionImportProcess', { token: w.adminB, body: { importId: staged.importId } }), 404, 'inspection.importNotFound');
    expect((await page(w.adminA, { serialNumber: serial.A })).length).toBe(2);
  });

  it('refuses a file that is not the sheet', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Name', 'Other']);
    book.worksheets[0]!.addRow(['a', 'b']);
    const file = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    expectError(await invoke('InspectionImport', { token: w.adminA, body: { fileName: 'x.xlsx', file } }), 400, 'inspection.importTemplate');
    expectError(await invoke('InspectionImport', { token: w.adminA, body: { fileName: 'x.xlsx', file: Buffer.from('plain text').toString('base64') } }), 400, 'inspection.importFormat');
    expectError(await invoke('InspectionImport', { token: w.adminA, body: { fileName: 'x.xlsx', file: await filled(w.adminA, []) } }), 400, 'inspection.importEmpty');
  });

  it('lists the records of the caller scope only, with filters; another tenant record answers as missing', async () => {
    for (const [token, key] of [[w.adminB, 'B'], [adminC, 'C']] as const) {
      const res = await processAll(token, await upload(token, await filled(token, [[serial[key], day(-4), 'Eve', 'Fail']])));
      expect(res.created).toBe(1);
    }
    const ofB = await page(w.adminB);
    const ofC = await page(adminC);
    expect(ofB.map((r) => r.serialNumber)).toEqual([serial.B]);
    expect(ofC.map((r) => r.serialNumber)).toEqual([serial.C]);
    const ofA = await page(w.adminA);
    expect(ofA.map((r) => r.serialNumber)).not.toContain(serial.B);
    expect(ofA.map((r) => r.serialNumber)).not.toContain(serial.C);

    expect((await page(w.adminA, { result: 'fail' })).map((r) => r.inspectionDate)).toEqual([day(-3)]);
    expect((await page(w.adminA, { dateFrom: day(-2), dateTo: day(0) })).map((r) => r.inspectorName).sort()).toEqual(['Bob', 'Carol']);
    expect(await page(w.adminA, { source: 'selfTest' })).toEqual([]);
    expect((await page(w.adminA, { serialNumber: serial.A2, deptId: String(orgs.A.deptId) })).map((r) => r.inspectorName)).toEqual(['Bob']);
    // the admin of the platform sees all three tenants
    const all = await page(w.admin, { source: 'sheet', result: 'fail', dateFrom: day(-4), dateTo: day(-4) });
    expect(all.map((r) => r.serialNumber)).toEqual(expect.arrayContaining([serial.B, serial.C]));
    expectError(await invoke('InspectionRecordPage', { token: w.adminA, query: { deptId: String(orgs.B.deptId) } }), 404, 'dept.notFound');
    // a day that does not exist and a reversed range are refused, not answered with an empty page
    expectError(await invoke('InspectionRecordPage', { token: w.adminA, query: { dateFrom: '2026-02-31' } }), 400, 'common.validation');
    expectError(await invoke('InspectionRecordPage', { token: w.adminA, query: { dateFrom: '2026-03-02', dateTo: '2026-03-01' } }), 400, 'common.dateRangeReversed');
    expectError(await invoke('InspectionRecordPage', { token: w.adminA, query: { dateFrom: '2026-1-1' } }), 400, 'common.validation');

    const mine = await invoke('InspectionRecordInfo', { token: w.adminB, query: { recordId: ofB[0]!.recordId } });
    expect(mine.status).toBe(200);
    expect(mine.json.data).toMatchObject({ serialNumber: serial.B, inspectorName: 'Eve', result: 'fail' });
    for (const token of [w.adminA, adminC]) expectError(await invoke('InspectionRecordInfo', { token, query: { recordId: ofB[0]!.recordId } }), 404, 'inspection.notFound');
    expectError(await invoke('InspectionRecordInfo', { token: w.adminA, query: { recordId: 'f'.repeat(24) } }), 404, 'inspection.notFound');
    expectError(await invoke('InspectionRecordInfo', { token: w.adminA, query: { recordId: 'x' } }), 400, 'common.validation');
  });

  it('reads the devices again when it writes: one moved to another tenant since the upload is unknown, one moved within the scope is recorded where it is now', async () => {
    const leaving = await addDevice(w.admin, deviceBody(w, w.agentA, { status: '1' }));
    const staying = await addDevice(w.admin, deviceBody(w, w.agentA, { status: '1' }));
    const staged = await upload(w.adminA, await filled(w.adminA, [[leaving.serialNumber, day(-1), 'Mallory', 'Fail'], [staying.serialNumber, day(-1), 'Mallory', 'Fail']]));
    expect(staged).toMatchObject({ total: 2, errors: [] });
    for (const [d, to] of [[leaving, w.agentB], [staying, orgs.A]] as const) {
      const moved = await invoke('DeviceUpdate', { token: w.admin, body: updateBody(d, { deptId: to.deptId }) });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    }
    const done = await processAll(w.adminA, staged);
    expect(done.created).toBe(1);
    expect(done.errors).toEqual([expect.objectContaining({ errorCode: 'inspection.importDeviceNotFound', params: expect.objectContaining({ value: leaving.serialNumber }) })]);
    // nothing of tenant A on tenant B's device: no record either side, no failed-inspection reason
    expect(await page(w.adminA, { serialNumber: leaving.serialNumber })).toEqual([]);
    expect(await page(w.adminB, { serialNumber: leaving.serialNumber })).toEqual([]);
    expect((await getDeviceStatus(leaving.deviceId))?.reasons ?? []).not.toContain('inspectionFailed');
    expect((await page(w.adminA, { serialNumber: staying.serialNumber })).map((r) => r.deptId)).toEqual([orgs.A.deptId]);
  });

  it('records a self-test the telemetry carries, once, in the device organization; a message without one records nothing', async () => {
    const send = (msgId: string, extra: Record<string, unknown>) =>
      telemetryHandler({ deviceSn: serial.C, receivedAtMs: Date.now(), v: 1, msgId, deviceTime: '2026-11-28T23:30:00+08:00', values: {}, ...extra });
    const msgId = `st-${uid()}`;
    await send(msgId, { selfTest: 'fail' });
    // a redelivery of the same message writes nothing
    await send(msgId, { selfTest: 'fail' });
    await send(`plain-${uid()}`, {});
    const tests = await page(adminC, { source: 'selfTest' });
    expect(tests).toHaveLength(1);
    expect(tests[0]).toMatchObject({ source: 'selfTest', serialNumber: serial.C, deptId: orgs.C.deptId, result: 'fail', inspectionDate: '2026-11-28', inspectedAt: '2026-11-28T15:30:00.000Z', inspectorName: '', importedBy: '' });
    await send(`st-${uid()}`, { selfTest: 'pass' });
    expect((await page(adminC, { source: 'selfTest' })).map((r) => r.result).sort()).toEqual(['fail', 'pass']);
    // another tenant does not see them; a self-test is no maintenance inspection: a passed one leaves the failed
    // inspection of the sheet (Eve's, above) as the running status reason
    expect(await page(w.adminA, { source: 'selfTest', serialNumber: serial.C })).toEqual([]);
    expect((await getDeviceStatus(deviceId.C))?.reasons).toContain('inspectionFailed');
  });
});
