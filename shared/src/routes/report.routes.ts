/** Inspection reports, their approval, their PDF and sending (docs/decisions/0055). */
import { PERMISSIONS } from '../permissions/permissions';
import * as report from '../schemas/report';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';
import { uploadUrl } from '../schemas/upload';

const P = '/report/inspection';
const R = PERMISSIONS.report;

export const ReportPage = defineRoute({ id: 'ReportPage', method: 'GET', path: `${P}/page`, access: R.list, summary: 'Inspection reports of the caller scope, by organization and newest first, one cursor page', query: report.reportPageQuery, response: cursorPageOf(report.reportRecord) });
export const ReportInfo = defineRoute({ id: 'ReportInfo', method: 'GET', path: `${P}/info`, access: R.query, summary: 'One inspection report with its items, files, log and the actions the caller may take', query: report.reportInfoQuery, response: report.reportDetails });
export const ReportAdd = defineRoute({ id: 'ReportAdd', method: 'POST', path: `${P}/add`, access: R.add, summary: "Export a report from a device's latest completed order (source manual)", body: report.createReportBody, log: { module: 'report', type: 'add' }, response: report.reportRecord });
export const ReportModify = defineRoute({ id: 'ReportModify', method: 'PUT', path: `${P}/modify`, access: R.edit, summary: 'Modify a report not yet sent, as read: name, recipients, emails, items, pass or fail', body: report.modifyReportBody, log: { module: 'report', type: 'update' }, response: report.reportRecord });
export const ReportSubmit = defineRoute({ id: 'ReportSubmit', method: 'PUT', path: `${P}/submit`, access: R.submit, summary: 'Submit a report (to be submitted or rejected) for audit', body: report.reportActionBody, log: { module: 'report', type: 'update' }, response: report.reportRecord });
export const ReportApprove = defineRoute({ id: 'ReportApprove', method: 'PUT', path: `${P}/approve`, access: R.audit, summary: 'Approve a report waiting for audit (an opinion may be given); it is then to be sent', body: report.reportActionBody, log: { module: 'report', type: 'update' }, response: report.reportRecord });
export const ReportReject = defineRoute({ id: 'ReportReject', method: 'PUT', path: `${P}/reject`, access: R.audit, summary: 'Reject a report waiting for audit, with the opinion saying why; it goes back to its creator', body: report.rejectReportBody, log: { module: 'report', type: 'update' }, response: report.reportRecord });
export const ReportPdf = defineRoute({ id: 'ReportPdf', method: 'GET', path: `${P}/pdf`, access: R.query, summary: "A short-lived URL of the report's PDF (rendered when the report changed since the last one)", query: report.reportInfoQuery, response: uploadUrl });
export const ReportSend = defineRoute({ id: 'ReportSend', method: 'PUT', path: `${P}/send`, access: R.send, summary: 'Mail an approved report (to be sent) with its PDF to its receivers; it is then sent', body: report.reportActionBody, log: { module: 'report', type: 'update' }, response: report.reportRecord });
export const REPORT_ROUTES = [ReportPage, ReportInfo, ReportAdd, ReportModify, ReportSubmit, ReportApprove, ReportReject, ReportPdf, ReportSend] as const;
