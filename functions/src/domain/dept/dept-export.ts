import ExcelJS from 'exceljs';
import type { DeptSearch } from '@aed/shared/schemas/dept';
import type { FileResult } from '../../lib/file-result';
import type { Actor } from '../actor';
import { searchDepts } from './dept-service';

/** The organizations of the caller's scope matching the search as an xlsx workbook (never the mail password). */
export async function exportDepts(actor: Actor, search: DeptSearch): Promise<FileResult> {
  const rows = await searchDepts(actor, search);
  const names = new Map(rows.map((r) => [r.deptId, r.deptName]));
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Organizations');
  sheet.columns = [
    { header: 'Organization ID', key: 'deptId', width: 16 },
    { header: 'Name', key: 'deptName', width: 30 },
    { header: 'Parent', key: 'parentName', width: 30 },
    { header: 'Type', key: 'type', width: 12 },
    { header: 'Code', key: 'deptCode', width: 14 },
    { header: 'Company name', key: 'companyName', width: 30 },
    { header: 'Contact person', key: 'leader', width: 18 },
    { header: 'Phone', key: 'phone', width: 18 },
    { header: 'Email', key: 'email', width: 28 },
    { header: 'Address', key: 'address', width: 30 },
    { header: 'Equipment quota', key: 'equipmentQuota', width: 16 },
    { header: 'User quota', key: 'userQuota', width: 12 },
    { header: 'Operation accounts', key: 'operationAccountCount', width: 18 },
    { header: 'View accounts', key: 'viewAccountCount', width: 14 },
    { header: 'Status', key: 'statusText', width: 10 },
    { header: 'Created (UTC)', key: 'createTime', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      ...r,
      parentName: names.get(r.parentId) ?? '',
      type: r.deptType === '0' ? 'Agent' : 'Customer',
      statusText: r.status === '0' ? 'Enabled' : 'Disabled',
      createTime: r.createTime.replace('T', ' ').slice(0, 19),
    });
  }
  return {
    kind: 'file',
    fileName: `organizations-${new Date().toISOString().slice(0, 10)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
