import { MailResend } from '@aed/shared/routes/mail.routes';
import { defineHandler } from '../../../lib/define-handler';
import { resendMails } from '../../../domain/mail/mail-resend';

export const handler = defineHandler(MailResend, ({ actor, body }) => resendMails(actor, body));
