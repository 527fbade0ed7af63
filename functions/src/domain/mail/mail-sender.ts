import { MAIL_ERRORS } from '@aed/shared/errors/mail-errors';
import { MAIL_FIELD_ERRORS } from '@aed/shared/errors/mail-field-errors';
import type { MailIdQuery, MailRecordView, MailSenderBody, MailSenderOption, MailSenderOptions } from '@aed/shared/schemas/mail-record';
import { getDeptById } from '../../data/access/dept-reads';
import { changeMailSender, getMailRecordNow, type MailSenderChange } from '../../data/access/mail-records';
import { scopeCovers } from '../../data/data-scope';
import type { MailRecordItem } from '../../data/entities/mail-record-entity';
import { AppError, errorRef } from '../../lib/app-error';
import type { Actor } from '../actor';
import { readableRecord } from '../org-records';
import { toMailViews } from './mail-queries';
import { PLATFORM, pathDeptIds, senderFor, sendsSmtp, serverSender } from './mail-senders';

/**
 * The sender of a failed mail before its resend (decision 0054): automatic (its organization's nearest server as now
 * configured), the platform (SES, its verified identity), or the server of an organization on the mail's path that the
 * caller manages; each with the From address that sender may use, never another (SPF/DMARC). Recipients may be
 * corrected at the same time. Who changed it and when is on the record.
 */

async function readableMail(actor: Actor, mailId: number): Promise<MailRecordItem> {
  const mail = readableRecord(actor, await getMailRecordNow(mailId), errorRef(MAIL_ERRORS, 'mail.notFound'));
  if (!mail.bodyKept) throw AppError.of(MAIL_ERRORS, 'mail.notResendable');
  return mail;
}

/** The servers of the organizations on the mail's path (nearest first) that the caller's scope covers. */
async function serverOptions(actor: Actor, mail: MailRecordItem): Promise<MailSenderOption[]> {
  const options: MailSenderOption[] = [];
  for (const id of pathDeptIds(mail.deptPath)) {
    const dept = await getDeptById(id);
    if (sendsSmtp(dept) && scopeCovers(actor.scope, dept.deptPath)) options.push({ choice: 'server', ...serverSender(dept), deptName: dept.deptName });
  }
  return options;
}

export async function mailSenderOptions(actor: Actor, query: MailIdQuery): Promise<MailSenderOptions> {
  const mail = await readableMail(actor, query.mailId);
  const auto = await senderFor(mail.deptPath);
  const autoDept = auto.serverDeptId > 0 ? await getDeptById(auto.serverDeptId) : null;
  const choice = mail.senderChoice ?? 'auto';
  return {
    current: choice,
    currentServerDeptId: choice === 'server' ? mail.serverDeptId : 0,
    options: [{ choice: 'auto', ...auto, deptName: autoDept?.deptName ?? '' }, { choice: 'platform', ...PLATFORM(), deptName: '' }, ...(await serverOptions(actor, mail))],
  };
}

export async function changeMailSenderOf(actor: Actor, body: MailSenderBody): Promise<MailRecordView> {
  const mail = await readableMail(actor, body.mailId);
  if (mail.version !== body.version) throw AppError.of(MAIL_ERRORS, 'mail.conflict');
  if (mail.state !== 'failed') throw AppError.of(MAIL_ERRORS, 'mail.notFailed');
  let sender;
  if (body.choice === 'platform') sender = PLATFORM();
  else if (body.choice === 'auto') sender = await senderFor(mail.deptPath);
  else {
    const picked = (await serverOptions(actor, mail)).find((o) => o.serverDeptId === body.serverDeptId);
    if (!picked) throw AppError.of(MAIL_FIELD_ERRORS, 'mail.senderNotAllowed');
    sender = { transport: picked.transport, serverDeptId: picked.serverDeptId, fromAddress: picked.fromAddress };
  }
  const change: MailSenderChange = { senderChoice: body.choice, ...sender, to: body.to, senderBy: actor.username };
  const saved = await changeMailSender(mail, change);
  if (!saved) throw AppError.of(MAIL_ERRORS, 'mail.conflict');
  return (await toMailViews([saved]))[0]!;
}
