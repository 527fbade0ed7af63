/** Email management (device-lifecycle spec sections 2, 3, 8; docs/decisions/0054-email-management.md). */
import { PERMISSIONS } from '../permissions/permissions';
import * as mail from '../schemas/mail-record';
import { cursorPageOf } from '../api/envelope';
import { defineRoute } from '../api/route';
import * as z from 'zod';

const P = '/system/mail';
const M = PERMISSIONS.mail;

export const MailPage = defineRoute({ id: 'MailPage', method: 'GET', path: `${P}/page`, access: M.list, summary: 'Mails the platform sent or tried to send for the organizations of the caller scope, by organization and newest first, one cursor page', query: mail.mailPageQuery, response: cursorPageOf(mail.mailRecord) });
export const MailResend = defineRoute({ id: 'MailResend', method: 'PUT', path: `${P}/resend`, access: M.resend, summary: 'Resend failed mails (at most 50): the answer says per mail sent, failed again (why), or why it was not tried', body: mail.mailResendBody, log: { module: 'mail', type: 'other' }, response: z.array(mail.mailResendResult) });
export const MailSenderOptions = defineRoute({ id: 'MailSenderOptions', method: 'GET', path: `${P}/sender/options`, access: M.sender, summary: 'The senders a failed mail may be resent from: its organization server, the platform, a server of an organization on its path the caller manages', query: mail.mailIdQuery, response: mail.mailSenderOptions });
export const MailSender = defineRoute({ id: 'MailSender', method: 'PUT', path: `${P}/sender`, access: M.sender, summary: 'Change the sender and correct the recipients of a failed mail before it is resent (who and when are recorded)', body: mail.mailSenderBody, log: { module: 'mail', type: 'update' }, response: mail.mailRecord });
export const MAIL_ROUTES = [MailPage, MailResend, MailSenderOptions, MailSender] as const;
