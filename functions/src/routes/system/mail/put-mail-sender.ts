import { MailSender } from '@aed/shared/routes/mail.routes';
import { defineHandler } from '../../../lib/define-handler';
import { changeMailSenderOf } from '../../../domain/mail/mail-sender';

export const handler = defineHandler(MailSender, ({ actor, body }) => changeMailSenderOf(actor, body));
