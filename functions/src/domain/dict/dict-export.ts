import ExcelJS from 'exceljs';
import type { DictDataSearch, DictTypeSearch } from '@aed/shared/schemas/dict';
import type { FileResult } from '../../lib/file-result';
import { searchDictData, searchDictTypes } from './dict-service';

type Column = { header: string; key: string; width: number };

async function workbook(sheetName: string, columns: Column[], rows: Record<string, unknown>[], filePrefix: string): Promise<FileResult> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return {
    kind: 'file',
    fileName: `${filePrefix}-${new Date().toISOString().slice(0, 10)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

const utc = (iso: string) => iso.replace('T', ' ').slice(0, 19);
const statusText = (s: string) => (s === '0' ? 'Normal' : 'Disabled');

/** The dictionary types matching a search as an xlsx workbook. */
export async function exportDictTypes(search: DictTypeSearch): Promise<FileResult> {
  const rows = (await searchDictTypes(search)).map((r) => ({ ...r, status: statusText(r.status), createTime: utc(r.createTime) }));
  return workbook(
    'Dictionary types',
    [
      { header: 'Dictionary ID', key: 'dictId', width: 14 },
      { header: 'Dictionary name', key: 'dictName', width: 30 },
      { header: 'Dictionary type', key: 'dictType', width: 30 },
      { header: 'Status', key: 'status', width: 12 },
      { header: 'Remark', key: 'remark', width: 40 },
      { header: 'Created (UTC)', key: 'createTime', width: 22 },
    ],
    rows,
    'dict-types',
  );
}

/** The values of one type matching a search as an xlsx workbook. */
export async function exportDictData(search: DictDataSearch): Promise<FileResult> {
  const rows = (await searchDictData(search)).map((r) => ({ ...r, status: statusText(r.status), createTime: utc(r.createTime) }));
  return workbook(
    'Dictionary data',
    [
      { header: 'Dictionary code', key: 'dictCode', width: 16 },
      { header: 'Dictionary type', key: 'dictType', width: 24 },
      { header: 'Label', key: 'dictLabel', width: 24 },
      { header: 'Key', key: 'dictValue', width: 16 },
      { header: 'Sort', key: 'dictSort', width: 8 },
      { header: 'Language', key: 'language', width: 10 },
      { header: 'Status', key: 'status', width: 12 },
      { header: 'Remark', key: 'remark', width: 40 },
      { header: 'Created (UTC)', key: 'createTime', width: 22 },
    ],
    rows,
    `dict-data-${search.dictType}`,
  );
}
