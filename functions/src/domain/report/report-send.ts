/**
 * Sending an inspection report (decision 0055): its own module, so that only this route carries the mail path with
 * its attachment loader (and the download route does not).
 */
import * as z from 'zod';
import { DEFAULT_LANGUAGE, isLanguage } from '@aed/shared/constants/limits';
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import type { ReportActionBody, ReportRecord } from '@aed/shared/schemas/report';
import { REPORT_WRITE_ENTITIES, reportChangeItems, reportLogLineOf } from '../../data/access/inspection-reports';
import { writeTransaction } from '../../data/access/transactions';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { reportMailText } from '../../mail/templates/report-mail';
import type { Actor } from '../actor';
import { deliverMail } from '../mail/mail-delivery';
import { loadMailAttachments } from '../mail/mail-attachments';
import { ensureReportPdf, reportPdfFileName } from './report-pdf';
import { advanced, assertMayAct, reportFor, toReportRecord } from './report-service';

const reportError = (code: keyof typeof REPORT_ERRORS) => AppError.of(REPORT_ERRORS, code);
const validEmail = (e: string) => z.email().safeParse(e).success;

/**
 * Sends an approved report: one mail to its receivers with the PDF, through the outbox. Sent: the report is sent
 * (state, sentTime, log line in one conditioned write). Not sent: the report stays to be sent and the caller hears
 * `report.sendFailed`; the mail waits in Email management's failed list for a resend.
 */
export async function sendReport(actor: Actor, body: ReportActionBody): Promise<ReportRecord> {
  const report = await reportFor(actor, body.reportId);
  const next = assertMayAct(actor, report, 'send', body.version);
  if (!report.receiverEmails.length || !report.receiverEmails.every(validEmail)) throw reportError('report.receiverInvalid');
  const key = await ensureReportPdf(report);
  const language = isLanguage(report.reportLanguage) ? report.reportLanguage : DEFAULT_LANGUAGE;
  const state = await deliverMail(
    {
      kind: 'report',
      dept: { deptId: report.deptId, deptPath: report.deptPath },
      to: report.receiverEmails,
      ...reportMailText(language, { reportCode: report.reportCode, reportName: report.reportName, serial: report.serialNumber, organization: report.deptName, title: report.reportTitle }),
      source: { type: 'report', id: report.reportId },
      attachments: [{ blobKey: key, filename: reportPdfFileName(report), contentType: 'application/pdf' }],
    },
    loadMailAttachments,
  );
  if (state !== 'sent') throw reportError('report.sendFailed');
  const after = advanced(report, actor.username, { state: next, sentTime: nowIso() });
  const line = reportLogLineOf(after, 'send', report.state, actor.username, body.opinion);
  const refused = await writeTransaction(REPORT_WRITE_ENTITIES, (e, add) => {
    for (const op of reportChangeItems(e, report, after, line)) add('report', op);
  });
  // the mail went; a report changed meanwhile (modified back to audit) is the one case it is not marked sent
  if (refused) throw reportError('report.conflict');
  return toReportRecord(after);
}
