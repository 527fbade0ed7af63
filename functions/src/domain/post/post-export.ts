import ExcelJS from 'exceljs';
import type { PostSearch } from '@aed/shared/schemas/post';
import type { FileResult } from '../../lib/file-result';
import { searchPosts } from './post-service';

/** The positions matching a search as an xlsx workbook. */
export async function exportPosts(search: PostSearch): Promise<FileResult> {
  const rows = await searchPosts(search);
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet('Positions');
  sheet.columns = [
    { header: 'Position ID', key: 'postId', width: 12 },
    { header: 'Position code', key: 'postCode', width: 20 },
    { header: 'Position name', key: 'postName', width: 30 },
    { header: 'Sort', key: 'postSort', width: 8 },
    { header: 'Status', key: 'status', width: 12 },
    { header: 'Remark', key: 'remark', width: 40 },
    { header: 'Created (UTC)', key: 'createTime', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ ...r, status: r.status === '0' ? 'Normal' : 'Disabled', createTime: r.createTime.replace('T', ' ').slice(0, 19) });
  return {
    kind: 'file',
    fileName: `positions-${new Date().toISOString().slice(0, 10)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
