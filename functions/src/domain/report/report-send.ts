/**
 * Sending an inspection report (decision 0055): its own module, so that only this route carries the mail path with
 * its attachment loader (and the download route does not).
 */
import * as z from 'zod';
import { DEFAULT_LANGUAGE, isLanguage } from '@aed/shared/constants/limits';
import { REPORT_ERRORS } from '@aed/shared/errors/report-errors';
import type { ReportActionBody, ReportRecord } from '@aed/shared/schemas/report';
import { REPORT_WRITE_ENTITIES, holdReportForSend, releaseReportSend, reportChangeItems, reportLogLineOf } from '../../data/access/inspection-reports';
import { writeTransaction } from '../../data/access/transactions';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/time';
import { reportMailText } from '../../mail/templates/report-mail';
import type { InspectionReportItem } from '../../data/entities/inspection-report-entity';
import type { Actor } from '../actor';
import { deliverMail } from '../mail/mail-delivery';
import { loadMailAttachments } from '../mail/mail-attachments';
import { ensureReportPdf, reportPdfFileName } from './report-pdf';
import { advanced, assertMayAct, reportFor, toReportRecord } from './report-service';

const reportError = (code: keyof typeof REPORT_ERRORS) => AppError.of(REPORT_ERRORS, code);
/** How long a send holds the report: a cold PDF render and a slow mail server fit; a crashed send lapses then. */
const SEND_HOLD_MS = 120_000;
const validEmail = (e: string) => z.email().safeParse(e).success;

/**
 * One mail of the report with its PDF (rendered if this version has none yet) to `to`, through the outbox: 'sent', or
 * 'failed' with the mail waiting in Email management's failed list. `source` says why it went (a resend of a report's
 * own send marks the report sent; a schedule's copy does not).
 */
export async function mailReport(report: InspectionReportItem, to: string[], source: { type: 'report' | 'reportSchedule'; id: number }) {
  const key = await ensureReportPdf(report);
  const language = isLanguage(report.reportLanguage) ? report.reportLanguage : DEFAULT_LANGUAGE;
  return deliverMail(
    {
      kind: 'report',
      dept: { deptId: report.deptId, deptPath: report.deptPath },
      to,
      ...reportMailText(language, { reportCode: report.reportCode, reportName: report.reportName, serial: report.serialNumber, organization: report.deptName, title: report.reportTitle }),
      source,
      attachments: [{ blobKey: key, filename: reportPdfFileName(report), contentType: 'application/pdf' }],
    },
    loadMailAttachments,
  );
}

/**
 * Sends an approved report: one mail to its receivers with the PDF, through the outbox. Sent: the report is sent
 * (state, sentTime, log line in one conditioned write). Not sent: the report stays to be sent and the caller hears
 * `report.sendFailed`; the mail waits in Email management's failed list for a resend.
 */
export async function sendReport(actor: Actor, body: ReportActionBody): Promise<ReportRecord> {
  const report = await reportFor(actor, body.reportId);
  const next = assertMayAct(actor, report, 'send', body.version);
  if (!report.receiverEmails.length || !report.receiverEmails.every(validEmail)) throw reportError('report.receiverInvalid');
  const now = nowIso();
  const until = new Date(Date.parse(now) + SEND_HOLD_MS).toISOString();
  if (!(await holdReportForSend(report, now, until))) throw reportError((report.sendingUntil ?? '') > now ? 'report.sending' : 'report.conflict');
  let state: Awaited<ReturnType<typeof mailReport>>;
  try {
    state = await mailReport(report, report.receiverEmails, { type: 'report', id: report.reportId });
  } catch (err) {
    await releaseReportSend(report, until);
    throw err;
  }
  if (state !== 'sent') {
    await releaseReportSend(report, until);
    throw reportError('report.sendFailed');
  }
  const after = advanced(report, actor.username, { state: next, sentTime: nowIso(), sendingUntil: '' });
  const line = reportLogLineOf(after, 'send', report.state, actor.username, body.opinion);
  const refused = await writeTransaction(REPORT_WRITE_ENTITIES, (e, add) => {
    for (const op of reportChangeItems(e, report, after, line)) add('report', op);
  });
  // the mail went; a report changed meanwhile (modified back to audit) is the one case it is not marked sent
  if (refused) throw reportError('report.conflict');
  return toReportRecord(after);
}
