import { MailSenderOptions } from '@aed/shared/routes/mail.routes';
import { defineHandler } from '../../../lib/define-handler';
import { mailSenderOptions } from '../../../domain/mail/mail-sender';

export const handler = defineHandler(MailSenderOptions, ({ actor, query }) => mailSenderOptions(actor, query));
