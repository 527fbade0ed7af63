import ExcelJS from 'exceljs';
import type { RoleSearch } from '@aed/shared/schemas/role';
import type { FileResult } from '../../lib/file-result';
import { searchRoles } from './role-service';

const SCOPES: Record<string, string> = { '1': 'All', '2': 'Custom', '3': 'Own organization', '4': 'Organization and below', '5': 'Only own' };

/** The roles matching a search as an xlsx workbook. */
export async function exportRoles(search: RoleSearch): Promise<FileResult> {
  const rows = await searchRoles(search);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Roles');
  sheet.columns = [
    { header: 'Role ID', key: 'roleId', width: 10 },
    { header: 'Role name', key: 'roleName', width: 30 },
    { header: 'Role code', key: 'roleKey', width: 24 },
    { header: 'Sort', key: 'roleSort', width: 8 },
    { header: 'Data scope', key: 'scope', width: 26 },
    { header: 'Status', key: 'state', width: 10 },
    { header: 'Remark', key: 'remark', width: 40 },
    { header: 'Created (UTC)', key: 'createTime', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({ ...r, scope: SCOPES[r.dataScope], state: r.status === '0' ? 'Enabled' : 'Disabled', createTime: r.createTime.replace('T', ' ').slice(0, 19) });
  }
  return {
    kind: 'file',
    fileName: `roles-${new Date().toISOString().slice(0, 10)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
