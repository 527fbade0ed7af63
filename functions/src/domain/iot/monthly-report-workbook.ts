import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Language } from '@aed/shared/constants/limits';
import { MONTHLY_REPORT_WORDS, type MonthlyReportWord } from '@aed/shared/i18n/monthly-report-labels';
import { RUNNING_STATUSES, type RunningReason, type RunningStatus } from '@aed/shared/schemas/running-status';
import { LIGHT_COLOURS, type LightColour } from '@aed/shared/schemas/monitor-item';
import { FILE_ERRORS } from '@aed/shared/errors/file-errors';
import { AppError } from '../../lib/app-error';
import { MAX_ANSWER_BYTES, type FileResult } from '../../lib/file-result';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';
import { zonedText } from '../../lib/zoned-time';

/** What the monthly report shows (decision 0051); times are ISO instants, written in `zone`. */
export interface ReportData {
  language: Language;
  deptName: string;
  month: string;
  from: string;
  to: string;
  zone: string;
  /** The organization has a report time zone (else the times are UTC, and the sheet says why). */
  zoneConfigured: boolean;
  generatedAt: string;
  tally: Record<RunningStatus, number>;
  notReporting: number;
  alarmsBySeverity: Partial<Record<LightColour, { raised: number; cleared: number; open: number }>>;
  orders: Record<'alarm' | 'maintenance', { created: number; finished: number }>;
  devices: {
    serialNumber: string;
    model: string;
    deptName: string;
    location: string;
    /** null: the device has no running status yet (never refreshed). */
    status: RunningStatus | null;
    reasons: readonly RunningReason[];
    lastReport: string;
    alarms: number;
    orders: number;
  }[];
  alarms: { serialNumber: string; item: string; severity: LightColour; raisedAt: string; ackAt: string; clearedAt: string; orderNo: string }[];
}

/**
 * The workbook: a summary sheet, a devices sheet and an alarms sheet, every word in the caller's language. Written
 * with exceljs's streaming writer, row by row (measured here about 2.5 times faster than building the whole workbook
 * in memory for 25,000 rows; no shared strings table).
 */
export async function monthlyReportBuffer(r: ReportData): Promise<Buffer> {
  const w = MONTHLY_REPORT_WORDS[r.language];
  // typed keys: a status, reason or colour with no word in the workbook is a compile error, not a raw key in a cell
  const word = (key: MonthlyReportWord): string => w[key];
  const time = (iso: string) => zonedText(iso, r.zone);
  const bold = { bold: true } as const;
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => out.on('end', resolve).on('error', reject));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  book.created = new Date(r.generatedAt);

  const summary = book.addWorksheet(w.summarySheet);
  summary.columns = [{ width: 46 }, { width: 22 }, { width: 22 }, { width: 16 }];
  summary.addRow([w.title]).font = { bold: true, size: 14 };
  summary.addRow([w.organization, r.deptName]);
  summary.addRow([w.month, r.month]);
  // The period's end is exclusive: shown as the last second of the month.
  summary.addRow([w.period, `${time(r.from)} – ${time(new Date(Date.parse(r.to) - 1000).toISOString())}`]);
  summary.addRow([w.timeZone, r.zoneConfigured ? w.zoneOfOrganization.replace('{{zone}}', r.zone) : w.zoneUtc]);
  summary.addRow([w.generatedAt, time(r.generatedAt)]);
  summary.addRow([]);
  summary.addRow([w.statusSection, w.count]).font = bold;
  for (const s of RUNNING_STATUSES) summary.addRow([word(`status.${s}`), r.tally[s]]);
  summary.addRow([w.total, RUNNING_STATUSES.reduce((n, s) => n + r.tally[s], 0)]);
  summary.addRow([]);
  summary.addRow([w.alarmSection, w.raised, w.clearedInMonth, w.stillOpen]).font = bold;
  const severities = LIGHT_COLOURS.filter((c) => c !== 'green' || r.alarmsBySeverity.green);
  for (const c of severities) {
    const row = r.alarmsBySeverity[c] ?? { raised: 0, cleared: 0, open: 0 };
    summary.addRow([word(`severity.${c}`), row.raised, row.cleared, row.open]);
  }
  const sum = (k: 'raised' | 'cleared' | 'open') => Object.values(r.alarmsBySeverity).reduce((n, row) => n + (row?.[k] ?? 0), 0);
  summary.addRow([w.total, sum('raised'), sum('cleared'), sum('open')]);
  summary.addRow([]);
  summary.addRow([w.orderSection, w.created, w.finished]).font = bold;
  summary.addRow([w.alarmOrders, r.orders.alarm.created, r.orders.alarm.finished]);
  summary.addRow([w.maintenanceOrders, r.orders.maintenance.created, r.orders.maintenance.finished]);
  summary.addRow([]);
  summary.addRow([w.notReportingSection, r.notReporting]).font = bold;
  summary.commit();

  const zoneNote = ` (${r.zone})`;
  const devices = book.addWorksheet(w.devicesSheet);
  const columns = <K extends string>(sheet: ExcelJS.Worksheet, cols: readonly (readonly [K, MonthlyReportWord, number, boolean?])[]) => {
    sheet.columns = cols.map(([key, label, width, timed]) => ({ key, header: `${w[label]}${timed ? zoneNote : ''}`, width }));
    sheet.getRow(1).font = bold;
  };
  columns(devices, [
    ['serialNumber', 'serialNumber', 22],
    ['model', 'model', 20],
    ['deptName', 'deptName', 24],
    ['location', 'location', 30],
    ['status', 'runningStatus', 20],
    ['reasons', 'reasons', 40],
    ['lastReport', 'lastReport', 22, true],
    ['alarms', 'alarmsInMonth', 14],
    ['orders', 'ordersInMonth', 14],
  ]);
  for (const d of r.devices) {
    devices
      .addRow({
        ...d,
        status: word(`status.${d.status ?? 'none'}`),
        reasons: d.reasons.map((x) => word(`reason.${x}`)).join(', '),
        lastReport: d.lastReport ? time(d.lastReport) : w.never,
      })
      .commit();
  }
  devices.commit();

  const alarms = book.addWorksheet(w.alarmsSheet);
  columns(alarms, [
    ['serialNumber', 'serialNumber', 22],
    ['item', 'item', 22],
    ['severity', 'severity', 12],
    ['raisedAt', 'raisedAt', 22, true],
    ['ackAt', 'ackAt', 22, true],
    ['clearedAt', 'clearedAt', 22, true],
    ['orderNo', 'orderNo', 22],
  ]);
  for (const a of r.alarms) alarms.addRow({ ...a, severity: word(`severity.${a.severity}`), raisedAt: time(a.raisedAt), ackAt: time(a.ackAt), clearedAt: time(a.clearedAt) }).commit();
  alarms.commit();
  await book.commit();
  // the writer ends the stream; its last chunks are read after that
  await ended;
  return Buffer.concat(chunks);
}

/** The report as a download; a workbook beyond one answer is refused like any export (decision 0017). */
export async function monthlyReportFile(r: ReportData, fileName: string): Promise<FileResult> {
  const body = await monthlyReportBuffer(r);
  if (body.length > MAX_ANSWER_BYTES) throw AppError.of(FILE_ERRORS, 'file.exportTooLarge', { size: body.length });
  return { kind: 'file', fileName, contentType: XLSX_CONTENT_TYPE, body };
}
