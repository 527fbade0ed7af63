import ExcelJS from 'exceljs';
import type { LoginLogSearch, OperLogSearch } from '@aed/shared/schemas/monitor';
import type { FileResult } from '../../lib/file-result';
import type { Actor } from '../actor';
import { searchLoginInfo } from './login-log-service';
import { searchOperationLogs } from './oper-log-service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const shown = (iso: string) => iso.replace('T', ' ').slice(0, 19);
const day = () => new Date().toISOString().slice(0, 10);

async function workbookFile(name: string, build: (wb: ExcelJS.Workbook) => void): Promise<FileResult> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  build(workbook);
  return { kind: 'file', fileName: `${name}-${day()}.xlsx`, contentType: XLSX, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The operation logs matching a search (in the caller's scope) as xlsx. */
export async function exportOperationLogs(actor: Actor, search: OperLogSearch): Promise<FileResult> {
  const rows = await searchOperationLogs(actor, search);
  return workbookFile('operation-log', (wb) => {
    const sheet = wb.addWorksheet('Operation log');
    sheet.columns = [
      { header: 'Log ID', key: 'operId', width: 20 },
      { header: 'Module', key: 'title', width: 16 },
      { header: 'Type', key: 'businessType', width: 12 },
      { header: 'Operator', key: 'operName', width: 18 },
      { header: 'Method', key: 'requestMethod', width: 9 },
      { header: 'URL', key: 'operUrl', width: 40 },
      { header: 'IP', key: 'operIp', width: 16 },
      { header: 'Parameters', key: 'operParam', width: 50 },
      { header: 'Result', key: 'jsonResult', width: 40 },
      { header: 'Status', key: 'statusText', width: 10 },
      { header: 'Error', key: 'errorMsg', width: 24 },
      { header: 'Duration (ms)', key: 'costTime', width: 14 },
      { header: 'Time (UTC)', key: 'time', width: 22 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) sheet.addRow({ ...r, statusText: r.status === '0' ? 'Success' : 'Failure', time: shown(r.operTime) });
  });
}

/** The login logs matching a search (in the caller's scope) as xlsx. */
export async function exportLoginInfo(actor: Actor, search: LoginLogSearch): Promise<FileResult> {
  const rows = await searchLoginInfo(actor, search);
  return workbookFile('login-log', (wb) => {
    const sheet = wb.addWorksheet('Login log');
    sheet.columns = [
      { header: 'Log ID', key: 'infoId', width: 20 },
      { header: 'Account', key: 'userName', width: 18 },
      { header: 'IP', key: 'ipaddr', width: 16 },
      { header: 'Location', key: 'loginLocation', width: 16 },
      { header: 'Browser', key: 'browser', width: 16 },
      { header: 'OS', key: 'os', width: 16 },
      { header: 'Status', key: 'statusText', width: 10 },
      { header: 'Message', key: 'msg', width: 40 },
      { header: 'Time (UTC)', key: 'time', width: 22 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const r of rows) sheet.addRow({ ...r, statusText: r.status === '0' ? 'Success' : 'Failure', time: shown(r.loginTime) });
  });
}
