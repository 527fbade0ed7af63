/** The monthly report download (docs/decisions/0051-monthly-report.md). */
import { PERMISSIONS } from '../permissions/permissions';
import * as report from '../schemas/monthly-report';
import { defineRoute } from '../api/route';

export const MonthlyReportDownload = defineRoute({
  id: 'MonthlyReportDownload',
  method: 'GET',
  path: '/monitoring/report/monthly',
  access: PERMISSIONS.monthlyReport.export,
  summary: 'The monthly report of one organization (its subtree in the caller scope) and one month, as xlsx',
  query: report.monthlyReportQuery,
  file: true,
  log: { module: 'monthlyReport', type: 'export' },
});
export const MONTHLY_REPORT_ROUTES = [MonthlyReportDownload] as const;
