import ExcelJS from 'exceljs';
import type { JobLogSearch, JobSearch } from '@aed/shared/schemas/job';
import type { FileResult } from '../../lib/file-result';
import { searchJobLogs } from './job-log-service';
import { searchJobs } from './job-service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const day = () => new Date().toISOString().slice(0, 10);
const time = (iso: string) => iso.replace('T', ' ').slice(0, 19);

async function workbookFile(name: string, sheetName: string, columns: Partial<ExcelJS.Column>[], rows: Record<string, unknown>[]): Promise<FileResult> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return { kind: 'file', fileName: `${name}-${day()}.xlsx`, contentType: XLSX, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/** The jobs matching a search as an xlsx workbook. */
export async function exportJobs(search: JobSearch): Promise<FileResult> {
  const rows = await searchJobs(search);
  return workbookFile(
    'jobs',
    'Jobs',
    [
      { header: 'Job ID', key: 'jobId', width: 10 },
      { header: 'Job name', key: 'jobName', width: 30 },
      { header: 'Group', key: 'jobGroup', width: 12 },
      { header: 'Invoke target', key: 'invokeTarget', width: 30 },
      { header: 'Parameters', key: 'params', width: 20 },
      { header: 'Cron expression', key: 'cronExpression', width: 22 },
      { header: 'Misfire policy', key: 'misfirePolicy', width: 14 },
      { header: 'Concurrent', key: 'concurrent', width: 12 },
      { header: 'Status', key: 'status', width: 10 },
      { header: 'Remark', key: 'remark', width: 40 },
      { header: 'Created (UTC)', key: 'createTime', width: 22 },
    ],
    rows.map((r) => ({
      ...r,
      misfirePolicy: { '1': 'Run now', '2': 'Run once', '3': 'Do nothing' }[r.misfirePolicy],
      concurrent: r.concurrent === '0' ? 'Allowed' : 'Forbidden',
      status: r.status === '0' ? 'Normal' : 'Paused',
      createTime: time(r.createTime),
    })),
  );
}

/** The job-log rows matching a search as an xlsx workbook. */
export async function exportJobLogs(search: JobLogSearch): Promise<FileResult> {
  const { rows } = await searchJobLogs(search);
  return workbookFile(
    'job-log',
    'Job log',
    [
      { header: 'Log ID', key: 'jobLogId', width: 22 },
      { header: 'Job ID', key: 'jobId', width: 10 },
      { header: 'Job name', key: 'jobName', width: 30 },
      { header: 'Invoke target', key: 'invokeTarget', width: 30 },
      { header: 'Status', key: 'status', width: 10 },
      { header: 'Message', key: 'message', width: 30 },
      { header: 'Error', key: 'error', width: 40 },
      { header: 'Started (UTC)', key: 'startTime', width: 22 },
      { header: 'Duration (ms)', key: 'durationMs', width: 14 },
    ],
    rows.map((r) => ({ ...r, status: { '0': 'Success', '1': 'Failure', '2': 'Skipped' }[r.status], startTime: time(r.startTime) })),
  );
}
