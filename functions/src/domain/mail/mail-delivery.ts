import { mailResendable, type MailFailure, type MailKind, type MailState } from '@aed/shared/schemas/mail-record';
import { getDeptById } from '../../data/access/dept-reads';
import { claimMailForResend, createMailRecord, getMailRecord, recordMailAttempt, type MailAttempt } from '../../data/access/mail-records';
import type { MailRecordItem } from '../../data/entities/mail-record-entity';
import { logger } from '../../lib/logger';
import { sendMail } from '../../mail/send-mail';
import type { MailFile } from '../../mail/mail-file';
import type { AttachmentLoader, MailAttachmentRef } from './mail-attachments';
import type { MailServerSettings } from '../../mail/mail-server-check';
import { decryptMailPassword } from '../dept/mail-secret';
import { PLATFORM, resendSender, senderFor, sendsSmtp, type Sender } from './mail-senders';

/**
 * The one way the platform sends mail (docs/decisions/0046-mail-outbox.md): through the organization's own SMTP server
 * (the nearest one configured on the path of the organization the mail is about), else through SES; every mail is
 * recorded before it is sent and its outcome after, so a failed send waits in the outbox for a resend and the action
 * that caused it still succeeds.
 */
export interface OutgoingMail {
  kind: MailKind;
  /** The organization the mail is about (its device, sale or user). */
  dept: { deptId: number; deptPath: string };
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** What caused it: e.g. `{ type: 'order', id: 17 }`. */
  source?: { type: string; id: string | number };
  /**
   * The body holds a credential (a password-reset link): sent through the platform's own identity (the answer's
   * timing must not depend on a server an organization runs), recorded without its body, never resent.
   */
  secret?: boolean;
  /** Files it carries (a report's PDF), read with the caller's `AttachmentLoader` at each send. */
  attachments?: readonly MailAttachmentRef[];
}

/** What one send carries; `attachments` null: a file the mail names is gone (the send fails with that reason). */
type Content = Pick<OutgoingMail, 'to' | 'subject' | 'text' | 'html'> & { attachments?: MailFile[] | null };

/** The files of a mail, read for a send (none needs no loader). */
async function filesOf(refs: readonly MailAttachmentRef[], load: AttachmentLoader | undefined): Promise<MailFile[] | null | undefined> {
  if (!refs.length) return undefined;
  return load ? load(refs).catch(() => null) : null;
}

class MailSendError extends Error {
  constructor(
    readonly failure: MailFailure,
    detail: string,
  ) {
    super(detail);
  }
}

/** SES's refusals of a message (not of the service's availability). */
const SES_REJECTIONS = new Set(['MessageRejected', 'MailFromDomainNotVerifiedException', 'BadRequestException', 'AccountSuspendedException', 'SendingPausedException']);

async function send(sender: Sender, withFiles: Content): Promise<void> {
  if (withFiles.attachments === null) throw new MailSendError('notSent', 'a file the mail carries is missing from the store');
  const content = { ...withFiles, attachments: withFiles.attachments ?? undefined };
  if (sender.transport === 'smtp') {
    const dept = await getDeptById(sender.serverDeptId);
    if (!sendsSmtp(dept)) throw new MailSendError('notSent', 'the mail server settings were removed');
    const server: Omit<MailServerSettings, 'protocol'> = {
      host: dept.mailHost,
      port: dept.mailPort,
      encryption: (dept.mailEncryption || 'none') as MailServerSettings['encryption'],
      account: dept.mailAccount,
      password: dept.mailPasswordEnc ? await decryptMailPassword(dept.mailPasswordEnc, dept.deptId) : '',
    };
    // loaded only when an organization's server sends: the SES path does not carry nodemailer at start
    const { sendViaSmtp } = await import('../../mail/smtp-send');
    await sendViaSmtp(server, { from: sender.fromAddress, ...content });
    return;
  }
  try {
    await sendMail({ ...content, from: sender.fromAddress });
  } catch (e) {
    const err = e as { name?: string; message?: string };
    throw new MailSendError(err.name && SES_REJECTIONS.has(err.name) ? 'rejected' : 'notSent', `${err.name ?? 'Error'}: ${err.message ?? String(e)}`);
  }
}

function attemptOf(e: unknown): Extract<MailAttempt, { state: 'failed' }> {
  const err = e as { failure?: MailFailure; message?: string };
  return { state: 'failed', failure: err.failure ?? 'notSent', failureDetail: err.message ?? String(e) };
}

/** Sends and writes the outcome on the record (one attempt). */
async function attempt(record: MailRecordItem, content: Content): Promise<MailAttempt> {
  let outcome: MailAttempt;
  try {
    await send(record, content);
    outcome = { state: 'sent' };
  } catch (e) {
    const failed = attemptOf(e);
    outcome = failed;
    logger.warn('mail not sent', { mailId: record.mailId, kind: record.kind, transport: record.transport, failure: failed.failure });
  }
  try {
    await recordMailAttempt(record, outcome);
  } catch (e) {
    logger.error('mail outcome not recorded', { mailId: record.mailId, state: outcome.state, error: e instanceof Error ? e.message : String(e) });
  }
  return outcome;
}

/** Records and sends one mail. Never throws: a mail that fails is in the outbox as failed, for a resend. */
export async function deliverMail(mail: OutgoingMail, loadAttachments?: AttachmentLoader): Promise<MailState> {
  const content: Content = { to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}), attachments: await filesOf(mail.attachments ?? [], loadAttachments) };
  let sender = PLATFORM();
  try {
    if (!mail.secret) sender = await senderFor(mail.dept.deptPath);
  } catch (e) {
    logger.warn('mail sender not resolved, sending through the platform', { kind: mail.kind, error: e instanceof Error ? e.message : String(e) });
  }
  let record: MailRecordItem;
  try {
    record = await createMailRecord({
      deptId: mail.dept.deptId,
      deptPath: mail.dept.deptPath,
      kind: mail.kind,
      ...sender,
      to: mail.to,
      subject: mail.subject,
      text: mail.secret ? '' : mail.text,
      html: mail.secret ? '' : (mail.html ?? ''),
      bodyKept: !mail.secret,
      attachments: [...(mail.attachments ?? [])],
      sourceType: mail.source?.type ?? '',
      sourceId: mail.source ? String(mail.source.id) : '',
    });
  } catch (e) {
    // the record is for the resend; the mail itself still goes
    logger.error('mail record not written', { kind: mail.kind, error: e instanceof Error ? e.message : String(e) });
    try {
      await send(sender, content);
      return 'sent';
    } catch (err) {
      logger.error('mail not sent', { kind: mail.kind, failure: attemptOf(err).failure });
      return 'failed';
    }
  }
  return (await attempt(record, content)).state;
}

export type ResendOutcome = MailState | 'notFound' | 'notFailed' | 'notResendable';

/**
 * One more attempt of a failed mail (or one stuck in `sending`: decision 0054) as read, through the sender chosen for it or the one its organization has now
 * (settings corrected, or removed: then the platform). Two resends at once: one sends, the other answers `notFailed`.
 */
export async function resendMailRecord(record: MailRecordItem, loadAttachments?: AttachmentLoader): Promise<{ outcome: ResendOutcome; failure: MailFailure | '' }> {
  if (!record.bodyKept) return { outcome: 'notResendable', failure: '' };
  if (!mailResendable(record, Date.now())) return { outcome: 'notFailed', failure: '' };
  const taken = await claimMailForResend(record, await resendSender(record));
  if (!taken) return { outcome: 'notFailed', failure: '' };
  const attachments = await filesOf(taken.attachments, loadAttachments);
  const done = await attempt(taken, { to: taken.to, subject: taken.subject, text: taken.text, ...(taken.html ? { html: taken.html } : {}), attachments });
  return done.state === 'failed' ? { outcome: 'failed', failure: done.failure } : { outcome: done.state, failure: '' };
}

/** `resendMailRecord` of the mail with this id. */
export async function resendFailedMail(mailId: number, loadAttachments?: AttachmentLoader): Promise<ResendOutcome> {
  const record = await getMailRecord(mailId);
  if (!record) return 'notFound';
  return (await resendMailRecord(record, loadAttachments)).outcome;
}
