import ExcelJS from 'exceljs';
import type { ConfigSearch } from '@aed/shared/schemas/config';
import { searchConfigs } from './config-service';
import type { FileResult } from '../../lib/file-result';

/** The parameters matching a search as an xlsx workbook. */
export async function exportConfigs(search: ConfigSearch): Promise<FileResult> {
  const rows = await searchConfigs(search);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Parameters');
  sheet.columns = [
    { header: 'Parameter ID', key: 'configId', width: 14 },
    { header: 'Parameter name', key: 'configName', width: 30 },
    { header: 'Key name', key: 'configKey', width: 36 },
    { header: 'Key value', key: 'configValue', width: 30 },
    { header: 'Built-in', key: 'builtIn', width: 10 },
    { header: 'Remark', key: 'remark', width: 40 },
    { header: 'Created (UTC)', key: 'createTime', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({ ...r, builtIn: r.configType === 'Y' ? 'Yes' : 'No', createTime: r.createTime.replace('T', ' ').slice(0, 19) });
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    kind: 'file',
    fileName: `parameters-${new Date().toISOString().slice(0, 10)}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body,
  };
}
