/**
 * Legacy .xls imports (docs/decisions/0032): users, devices and regions take an Excel 97-2003 workbook like an xlsx,
 * through the same guards (size, content, whole file, template in any language, rows, cell text, two-step staging).
 * The .xls files are written in the test by SheetJS (BIFF8), then damaged, cut short or inflated where a test needs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CFB, utils, write } from '@e965/xlsx';
import { DEVICE_IMPORT } from '@aed/shared/i18n/device-labels';
import { USER_IMPORT } from '@aed/shared/i18n/export-labels';
import { DEVICE_IMPORT_COLUMNS } from '@aed/shared/schemas/device';
import { IMPORT_LIMITS, type ImportProgress } from '@aed/shared/schemas/import';
import { USER_IMPORT_COLUMNS } from '@aed/shared/schemas/user';
import type { RouteId } from '../../src/routes/route-table';
import { adminToken, invoke } from '../helpers';
import { expectError } from './support';
import { buildWorld, deviceImportRow, uid } from './device-support';
import { findDeviceBySerialNumber } from '../../src/data/access/devices/device-keys';

type Cell = string | number | Date;

/** An Excel 97-2003 workbook (BIFF8) of one sheet, as bytes. */
function xlsBytes(rows: Cell[][], bookType: 'biff8' | 'biff5' = 'biff8'): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows, { cellDates: true }), 'Sheet1');
  return write(book, { bookType, type: 'buffer' }) as Buffer;
}
const b64 = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64');

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

/** Runs an import to the end: the upload's report, then `process` until done. */
async function importAll(upload: RouteId, processRoute: RouteId, fileName: string, file: string): Promise<{ first: ImportProgress; last: ImportProgress }> {
  const res = await invoke(upload, { token: admin, body: { fileName, file } });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const first = res.json.data as ImportProgress;
  let last = first;
  for (let i = 0; i < 20 && !last.done; i++) {
    const next = await invoke(processRoute, { token: admin, body: { importId: last.importId } });
    expect(next.status, JSON.stringify(next.json)).toBe(200);
    last = next.json.data;
  }
  return { first, last };
}

const USER_HEADERS = USER_IMPORT_COLUMNS.map((c) => USER_IMPORT.en[c]);
const userRow = (account: string, name = `Xls ${account}`) => [account, name, 'AED Cloud', '', '', 'female', 'normal', 'User', '', 'from xls'];
const userPage = async (keyword: string) => (await invoke('UserPage', { token: admin, query: { keyword, limit: '50' } })).json.data as { total: number; rows: { username: string; nickName: string }[] };

describe('users from .xls', () => {
  it('imports an Excel 97-2003 file made from the template, whatever its name, and refuses a row with a bidi override', async () => {
    const id = uid();
    const file = xlsBytes([USER_HEADERS, userRow(`xls_a${id}`), [], userRow(`xls_b${id}`), userRow(`xls_c${id}`, 'Evil\u202Egnp.exe')]);
    expect(file.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    // Named .xlsx: the content decides.
    const { first, last } = await importAll('UserImport', 'UserImportProcess', 'users.xlsx', b64(file));
    expect(first).toMatchObject({ total: 2, duplicates: [] });
    expect(first.errors).toEqual([{ row: 5, errorCode: 'common.controlCharacters', params: { row: 5, field: 'nickName' } }]);
    expect(last).toMatchObject({ done: true, created: 2 });
    expect((await userPage(`xls_a${id}`)).rows[0]).toMatchObject({ username: `xls_a${id}`, nickName: `Xls xls_a${id}` });
    expect((await userPage(`xls_c${id}`)).total).toBe(0);
  });

  it('refuses the same bidi override in an xlsx cell', async () => {
    const id = uid();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Users');
    for (const r of [USER_HEADERS, userRow(`xlsx_a${id}`), userRow(`xlsx_b${id}`, 'Isolate\u2066d')]) sheet.addRow(r);
    const res = await invoke('UserImport', { token: admin, body: { fileName: 'users.xlsx', file: b64(Buffer.from(await wb.xlsx.writeBuffer())) } });
    expect(res.json.data).toMatchObject({ total: 1, errors: [{ row: 3, errorCode: 'common.controlCharacters' }] });
  });

  it('refuses malformed, truncated, foreign, older, wrong-template, empty, oversized and too long .xls files, creating nobody', async () => {
    const id = uid();
    const upload = (file: string, fileName = 'users.xls') => invoke('UserImport', { token: admin, body: { fileName, file } });
    const good = xlsBytes([USER_HEADERS, ...Array.from({ length: 40 }, (_, i) => userRow(`xls_bad${i}_${id}`))]);
    expect(good.length).toBeGreaterThan(4096);

    // cut short: on a sector boundary (directory or stream sectors missing) and anywhere else
    expectError(await upload(b64(good.subarray(0, good.length - 512))), 400, 'user.importUnsafe');
    expectError(await upload(b64(good.subarray(0, 2048))), 400, 'user.importUnsafe');
    expectError(await upload(b64(good.subarray(0, good.length - 1))), 400, 'user.importUnsafe');
    expectError(await upload(b64(good.subarray(0, 8))), 400, 'user.importUnsafe');
    // a compound file whose Workbook stream ends in the middle of a record
    const container = CFB.utils.cfb_new();
    const broken = Buffer.from(CFB.find(CFB.read(good, { type: 'buffer' }), 'Workbook').content as Uint8Array);
    CFB.utils.cfb_add(container, 'Workbook', broken.subarray(0, broken.length - 3));
    expectError(await upload(b64(CFB.write(container, { type: 'buffer' }) as Buffer)), 400, 'user.importUnsafe');
    // a compound file that is no workbook (a Word document), and an Excel 95 (BIFF5) workbook: not readable
    const word = CFB.utils.cfb_new();
    CFB.utils.cfb_add(word, 'WordDocument', Buffer.alloc(2048, 1));
    expectError(await upload(b64(CFB.write(word, { type: 'buffer' }) as Buffer)), 400, 'user.importFormat');
    expectError(await upload(b64(xlsBytes([USER_HEADERS, userRow(`xls_95${id}`)], 'biff5'))), 400, 'user.importFormat');
    // the first bytes alone are not a compound file
    expectError(await upload(b64(Buffer.concat([good.subarray(0, 4), Buffer.alloc(600)]))), 400, 'user.importFormat');

    expectError(await upload(b64(xlsBytes([['Foo', 'Bar'], ['a', 'b']]))), 400, 'user.importTemplate');
    expectError(await upload(b64(xlsBytes([USER_HEADERS]))), 400, 'user.importEmpty');
    const many = Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => userRow(`m${i}`));
    expectError(await upload(b64(xlsBytes([USER_HEADERS, ...many]))), 400, 'user.importTooManyRows');
    // over the size limit: refused before any parsing (a real workbook grown by whole sectors)
    const big = Buffer.concat([good, Buffer.alloc(IMPORT_LIMITS.fileBytes - good.length + 512)]);
    expect(big.length).toBeGreaterThan(IMPORT_LIMITS.fileBytes);
    expectError(await upload(b64(big)), 413, 'common.fileTooLarge');

    expect((await userPage(`xls_bad`)).total).toBe(0);
    expect((await userPage(`xls_95${id}`)).total).toBe(0);
  }, 60_000);
});

describe('regions and devices from .xls', () => {
  it('imports regions, parents after their children', async () => {
    const c = `XLS-${uid()}`.toUpperCase();
    const file = xlsBytes([
      ['parentCode', 'regionCode', 'regionName'],
      [c, `${c}-1`, 'Xls child'],
      ['', c, `Xls country ${c}`],
    ]);
    const { last } = await importAll('RegionImport', 'RegionImportProcess', 'regions.xls', b64(file));
    expect(last).toMatchObject({ done: true, created: 2, errors: [] });
    const child = (await invoke('RegionPage', { token: admin, query: { keyword: `${c}-1`, limit: '10' } })).json.data.rows[0];
    expect(child).toMatchObject({ regionCode: `${c}-1`, level: 2 });
  });

  it('imports devices, reading date cells as dates and numbers in full', async () => {
    const w = await buildWorld();
    const id = uid();
    const values = deviceImportRow(w, w.agentA, {
      serialNumber: `XSN-${id}`,
      productionDate: new Date(Date.UTC(2025, 0, 1)),
      purchaseDate: new Date(Date.UTC(2025, 0, 5)),
      batteryVoltage1: 12.5,
    });
    const file = xlsBytes([DEVICE_IMPORT_COLUMNS.map((c) => DEVICE_IMPORT.en[c]), DEVICE_IMPORT_COLUMNS.map((c) => values[c] ?? '')]);
    const res = await invoke('DeviceImport', { token: w.admin, body: { fileName: 'devices.xls', file: b64(file) } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ total: 1, errors: [] });
    const done = await invoke('DeviceImportProcess', { token: w.admin, body: { importId: res.json.data.importId } });
    expect(done.json.data).toMatchObject({ done: true, created: 1 });
    expect(await findDeviceBySerialNumber(`XSN-${id}`)).toMatchObject({ purchaseDate: '2025-01-05', productionDate: '2025-01-01', batteryVoltages: [12.5] });
  });
});
